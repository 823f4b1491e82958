// Payment webhook function, reached over HTTPS through its Lambda Function URL (API Gateway
// payload format 2.0). Mercado Pago posts a signed notification; the payments service verifies
// it, re-reads the payment and moves the order. The answer is small and quick: 200 when done or
// nothing to do, 401 for a bad signature, 500 to have Mercado Pago deliver again.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { paymentWebhookDependencies } from '../composition/payment-webhook';
import { logger, startInvocation } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';

function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

/** Why a notification was refused, from the answer (the WebhookRefusals metric's Reason). */
function refusalReason(statusCode: number, body: Record<string, unknown>): string | null {
  if (statusCode === 405) return 'method';
  if (statusCode === 400) return 'invalid-body';
  if (statusCode === 401) return String(body['error'] ?? 'unauthorized').replace(/\s+/g, '-');
  if (statusCode >= 400 && statusCode < 500) return `http-${statusCode}`;
  return null;
}

export async function handler(event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyStructuredResultV2> {
  const headers = lowerCaseHeaders(event.headers);
  // Mercado Pago's x-request-id names this delivery in its panel and in every line logged here.
  startInvocation(context, headers['x-request-id']);
  const reply = (statusCode: number, body: Record<string, unknown>): APIGatewayProxyStructuredResultV2 => {
    count(STORE_METRICS.webhookNotifications);
    const reason = refusalReason(statusCode, body);
    if (reason) count(STORE_METRICS.webhookRefusals, { name: 'Reason', value: reason });
    return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  };
  if (event.requestContext.http.method !== 'POST') return reply(405, { error: 'POST only' });
  try {
    const body = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : null;
    const result = await paymentWebhookDependencies().service.handleNotification({
      headers,
      query: event.queryStringParameters ?? {},
      body,
    });
    return reply(result.statusCode, result.body);
  } catch (error) {
    logger.error('payment webhook failed', error);
    return reply(500, { error: 'try again' });
  }
}
