// Payment webhook function, reached over HTTPS through its Lambda Function URL (API Gateway
// payload format 2.0). Mercado Pago posts a signed notification; the payments service verifies
// it, re-reads the payment and moves the order. The answer is small and quick: 200 when done or
// nothing to do, 401 for a bad signature, 500 to have Mercado Pago deliver again.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { paymentWebhookDependencies } from '../composition/payment-webhook';
import { logger } from './logger';

function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const reply = (statusCode: number, body: Record<string, unknown>): APIGatewayProxyStructuredResultV2 => ({
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (event.requestContext.http.method !== 'POST') return reply(405, { error: 'POST only' });
  try {
    const body = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : null;
    const result = await paymentWebhookDependencies().service.handleNotification({
      headers: lowerCaseHeaders(event.headers),
      query: event.queryStringParameters ?? {},
      body,
    });
    return reply(result.statusCode, result.body);
  } catch (error) {
    logger.error('payment webhook failed', error);
    return reply(500, { error: 'try again' });
  }
}
