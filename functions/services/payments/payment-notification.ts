// The provider's payment notifications (webhook): verify the signature against each seller's
// secret, remember the delivery, re-read the payment from the provider with the signing seller's
// credentials (the body is never trusted) and apply it. Answers an outcome; the HTTP handler
// decides the status code (functions/handlers/payment-webhook.ts).
import * as z from 'zod/mini';
import type { OrdersRepository } from '../../data/orders-repository';
import type { WebhookDeliveriesRepository } from '../../data/webhook-deliveries-repository';
import type { PaymentGateway } from '../../payments/payment-provider';
import { verifyWebhookSignature } from '../../payments/webhook-signature';
import type { PaymentApplier } from './apply-payment';

export interface NotificationDependencies {
  orders: OrdersRepository;
  webhookDeliveries: WebhookDeliveriesRepository;
  payments: PaymentGateway;
  applier: PaymentApplier;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  webhookToleranceSeconds: number;
}

/** A webhook request as the function sees it (headers lower-cased). */
export interface NotificationRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: string | null;
}

export type NotificationOutcome =
  | { kind: 'applied'; orderId: string; status: string }
  | { kind: 'ignored'; reason: 'not a payment notification' | 'unknown payment' | 'unknown order' }
  | { kind: 'duplicate' }
  | { kind: 'invalid-body' }
  | { kind: 'refused'; reason: 'MISSING' | 'STALE' | 'MISMATCH' }
  /** Something failed on the way: the provider should deliver again later. */
  | { kind: 'retry' };

const DELIVERY_MEMORY_SECONDS = 7 * 24 * 3600;

const notificationSchema = z.object({
  type: z.optional(z.string()),
  topic: z.optional(z.string()),
  action: z.optional(z.string()),
  data: z.optional(z.partial(z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)) }))),
});

export function createNotificationHandler(deps: NotificationDependencies) {
  const { orders, payments, applier, now } = deps;

  return async function handleNotification(request: NotificationRequest): Promise<NotificationOutcome> {
    let notification: z.infer<typeof notificationSchema>;
    try {
      notification = notificationSchema.parse(request.body ? JSON.parse(request.body) : {});
    } catch {
      return { kind: 'invalid-body' };
    }
    const dataId = request.query['data.id'] ?? request.query['id'] ?? notification.data?.id ?? null;
    const requestId = request.headers['x-request-id'] ?? null;
    const secrets = await payments.webhookSecrets();
    const check = verifyWebhookSignature({
      header: request.headers['x-signature'],
      requestId,
      dataId,
      secrets: secrets.map((entry) => entry.secret),
      now: now(),
      toleranceSeconds: deps.webhookToleranceSeconds,
    });
    if (!check.valid) {
      deps.logError('webhook refused', { reason: check.reason, requestId });
      return { kind: 'refused', reason: check.reason };
    }
    const topic = notification.type ?? notification.topic ?? request.query['type'] ?? request.query['topic'];
    if (topic !== 'payment' || !dataId) return { kind: 'ignored', reason: 'not a payment notification' };
    const seller = secrets[check.secretIndex]?.seller;
    if (!seller) return { kind: 'refused', reason: 'MISMATCH' };

    if (requestId && !(await deps.webhookDeliveries.claim(requestId, now(), DELIVERY_MEMORY_SECONDS))) {
      return { kind: 'duplicate' };
    }
    try {
      const payment = await (await payments.forSeller(seller)).getPayment(dataId);
      if (!payment) return { kind: 'ignored', reason: 'unknown payment' };
      const order = payment.orderId ? await orders.get(payment.orderId) : null;
      if (!order || order.item.seller !== seller) {
        deps.logError('payment for an order this seller does not have', { paymentId: payment.id, seller });
        return { kind: 'ignored', reason: 'unknown order' };
      }
      const after = await applier.applyPayment(order, payment);
      return { kind: 'applied', orderId: after.id, status: after.status };
    } catch (error) {
      // Let the provider deliver again later: give the claim back.
      if (requestId) await deps.webhookDeliveries.release(requestId).catch(() => undefined);
      deps.logError('webhook processing failed', error instanceof Error ? error : String(error));
      return { kind: 'retry' };
    }
  };
}
