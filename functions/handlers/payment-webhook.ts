// Payment webhook function, reached over HTTPS through its Lambda Function URL (API Gateway
// payload format 2.0). Mercado Pago posts a signed notification; the notification module
// verifies it, re-reads the payment and applies it, and answers an outcome that this handler maps
// to HTTP: 200 when done or nothing to do, 400 for a body that is not JSON, 401 for a bad
// signature, 500 to have Mercado Pago deliver again.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { paymentWebhookDependencies } from '../composition/payment-webhook';
import type { NotificationOutcome } from '../services/payments/payment-notification';
import { logger } from './logger';

/** The HTTP answer for each outcome (what Mercado Pago needs: retry or not). */
export function httpAnswer(outcome: NotificationOutcome): { statusCode: number; body: Record<string, unknown> } {
  switch (outcome.kind) {
    case 'applied':
      return { statusCode: 200, body: { orderId: outcome.orderId, status: outcome.status } };
    case 'ignored':
      return { statusCode: 200, body: { ignored: outcome.reason } };
    case 'duplicate':
      return { statusCode: 200, body: { duplicate: true } };
    case 'invalid-body':
      return { statusCode: 400, body: { error: 'invalid body' } };
    case 'refused':
      return { statusCode: 401, body: { error: 'invalid signature' } };
    case 'retry':
      return { statusCode: 500, body: { error: 'try again' } };
  }
}

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
    const outcome = await paymentWebhookDependencies().notifications({
      headers: lowerCaseHeaders(event.headers),
      query: event.queryStringParameters ?? {},
      body,
    });
    const answer = httpAnswer(outcome);
    return reply(answer.statusCode, answer.body);
  } catch (error) {
    logger.error('payment webhook failed', error);
    return reply(500, { error: 'try again' });
  }
}
