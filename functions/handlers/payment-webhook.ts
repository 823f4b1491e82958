// Payment webhook function, reached over HTTPS through its Lambda Function URL (API Gateway
// payload format 2.0). Mercado Pago posts a notification (a signed webhook, or an IPN); the
// notification module reads what it names from Mercado Pago and applies it, and answers an
// outcome that this handler maps to HTTP: 200 when done or nothing to do (an IPN, a late or
// unsigned notification included), 400 for a webhook body that is not JSON, 401 only for a
// signature that does not verify (a forgery), 500 to have Mercado Pago deliver again (also while
// another run holds the same delivery).
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { paymentWebhookDependencies } from '../composition/payment-webhook';
import { logger } from '../observability/logger';
import { count, STORE_METRICS } from '../observability/metrics';
import type { NotificationOutcome } from '../services/payments/payment-notification';

/** The HTTP answer for each outcome (what Mercado Pago needs: retry or not). */
export function httpAnswer(outcome: NotificationOutcome): { statusCode: number; body: Record<string, unknown> } {
  switch (outcome.kind) {
    case 'applied':
      return { statusCode: 200, body: { orderId: outcome.orderId, status: outcome.status } };
    case 'subscription-synced':
      return { statusCode: 200, body: { subscriptionId: outcome.subscriptionId, changed: outcome.changed } };
    case 'ignored':
      return { statusCode: 200, body: { ignored: outcome.reason } };
    case 'duplicate':
      return { statusCode: 200, body: { duplicate: true } };
    case 'in-progress':
      // Another run holds this delivery: Mercado Pago delivers it again later (the run done, or expired).
      return { statusCode: 500, body: { error: 'in progress, try again' } };
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
  logger.addContext(context);
  logger.setCorrelationId(headers['x-request-id'] ?? context?.awsRequestId);
  const reply = (statusCode: number, body: Record<string, unknown>): APIGatewayProxyStructuredResultV2 => {
    count(STORE_METRICS.webhookNotifications);
    const reason = refusalReason(statusCode, body);
    if (reason) count(STORE_METRICS.webhookRefusals, { name: 'Reason', value: reason });
    return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  };
  if (event.requestContext.http.method !== 'POST') return reply(405, { error: 'POST only' });
  try {
    const body = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : null;
    const outcome = await paymentWebhookDependencies().notifications({
      headers,
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
