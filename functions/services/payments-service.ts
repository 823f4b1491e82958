// Payments: what a Mercado Pago payment does to an order, reached two ways that share one rule:
//   - the webhook (handleNotification): verify the signature, re-read the payment from the API
//     with the signing seller's credentials (the body is never trusted), move the order;
//   - reconciliation (updateOrdersWithPaymentProvider, at app start): the buyer's queued orders
//     are looked up at Mercado Pago by external_reference; the path that still works when a
//     webhook never arrives.
// A payment moves an order only if it is for that order, in ARS, for the order's exact amount.
// Moves follow the monotonic state machine (domain/order-status.ts) and are conditional writes,
// so duplicates, replays and late deliveries change nothing twice.
import * as z from 'zod';
import type { PlanningUser } from '../generated/graphql';
import { AppError, signInRequired } from '../domain/errors';
import { nextOrderTransition, type OrderTransition } from '../domain/order-status';
import { CURRENCY } from '../domain/pricing';
import { formatMoney, sameCents } from '../domain/money';
import { MAX_ORDERS_PER_UPDATE } from '../domain/order-update';
import { addDays, toStoreDate } from '../domain/store-clock';
import type { Viewer } from '../domain/viewer';
import { parseInput } from '../domain/validation';
import type { InventoryRepository } from '../data/inventory-repository';
import type { ItemsRepository } from '../data/items-repository';
import type { Grant, OrdersRepository, Revocation, StoredOrder } from '../data/orders-repository';
import type { PlanningUsersRepository } from '../data/planning-users-repository';
import type { WebhookDeliveriesRepository } from '../data/webhook-deliveries-repository';
import type { Mailer } from '../mail/mailer';
import { isMercadoPagoError } from '../payments/mercado-pago-client';
import type { MercadoPagoPayment } from '../payments/mercado-pago-types';
import type { PaymentGateway } from '../payments/payment-gateway';
import { verifyWebhookSignature } from '../payments/webhook-signature';

export interface PaymentsDependencies {
  orders: OrdersRepository;
  items: ItemsRepository;
  inventory: InventoryRepository;
  planningUsers: PlanningUsersRepository;
  webhookDeliveries: WebhookDeliveriesRepository;
  payments: PaymentGateway;
  mailer: Mailer;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  logInfo?: (message: string, detail: unknown) => void;
  storeWebUrl: string;
  storeName: string;
  webhookToleranceSeconds: number;
}

/** A webhook request as the function sees it (headers lower-cased). */
export interface WebhookRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: string | null;
}

export interface WebhookResponse {
  statusCode: number;
  body: Record<string, unknown>;
}

/** A planning bought without a schedule gives this many weeks. */
const DEFAULT_PLANNING_WEEKS = 4;
const MAX_MOVE_ATTEMPTS = 6;
const DELIVERY_MEMORY_SECONDS = 7 * 24 * 3600;

const notificationSchema = z.object({
  type: z.string().optional(),
  topic: z.string().optional(),
  action: z.string().optional(),
  data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).partial().optional(),
});

const queuedOrdersSchema = z
  .array(
    z.object({
      id: z.string().min(1).max(64),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      email: z.string().optional(),
    }),
    { message: 'La lista de compras no es válida.' },
  )
  .max(MAX_ORDERS_PER_UPDATE, `Podés actualizar hasta ${MAX_ORDERS_PER_UPDATE} compras por vez.`);

type OrderUpdateResult =
  | { data: { updateOrder: { id: string; status: string; item: { id: string; type: string; name: string } } } }
  | { errors: { message: string; errorType: string }[] };

function paymentMismatch(order: StoredOrder, payment: MercadoPagoPayment): string | null {
  if (payment.external_reference !== order.id) return 'external_reference';
  if (payment.currency_id !== CURRENCY) return 'currency';
  if (!sameCents(payment.transaction_amount, order.amount)) return 'amount';
  return null;
}

export function createPaymentsService(deps: PaymentsDependencies) {
  const { orders, items, inventory, planningUsers, payments, now } = deps;

  async function grantFor(order: StoredOrder, at: Date): Promise<Grant> {
    const acquiredAt = at.toISOString();
    let membership: PlanningUser | null = null;
    if (order.item.type === 'PLANNING') {
      const [item, existing] = await Promise.all([items.get(order.item.id), planningUsers.get(order.item.id, order.userId)]);
      const days = 7 * (item?.durationWeeks ?? DEFAULT_PLANNING_WEEKS);
      const today = toStoreDate(at);
      // A renewal while still active extends the current period instead of overlapping it.
      const renewing = existing && existing.status === 'ACTIVE' && existing.endDate >= today;
      membership = {
        planningId: order.item.id,
        userId: order.userId,
        firstName: order.buyer.firstName,
        lastName: order.buyer.lastName,
        email: order.buyer.email,
        phone: order.buyer.phone ?? null,
        status: 'ACTIVE',
        startDate: renewing ? existing.startDate : today,
        endDate: addDays(renewing ? existing.endDate : today, days),
        orderId: order.id,
        source: 'ORDER',
      };
    }
    return {
      inventory: { itemId: order.item.id, itemType: order.item.type, name: order.item.name, orderId: order.id, acquiredAt },
      membership,
      coupon: order.couponCode && !order.couponCounted ? { code: order.couponCode, enforceLimit: true } : null,
    };
  }

  async function revocationFor(order: StoredOrder): Promise<Revocation> {
    // Only what this order granted: a later purchase of the same item keeps its own access.
    const [owned, member] = await Promise.all([
      inventory.get(order.userId, order.item.id),
      order.item.type === 'PLANNING' ? planningUsers.get(order.item.id, order.userId) : Promise.resolve(null),
    ]);
    return {
      inventoryItemId: owned?.orderId === order.id ? order.item.id : null,
      membership: member?.orderId === order.id ? { planningId: order.item.id, userId: order.userId } : null,
    };
  }

  async function sendPurchaseMail(order: StoredOrder): Promise<void> {
    const isCourse = order.item.type === 'COURSE';
    // "Tu compra del curso …" / "Tu compra de la planificación …" (the spec's notices say the same).
    const what = isCourse ? `del curso "${order.item.name}"` : `de la planificación "${order.item.name}"`;
    const next = isCourse
      ? `Ya podés empezar: ${deps.storeWebUrl}/lessons/${order.item.id}`
      : `Tu planificación ya está activa. Podés verla en ${deps.storeWebUrl}/plannings/${order.item.id}`;
    const amount = formatMoney(order.amount, order.currency);
    try {
      await deps.mailer.send({
        to: order.buyer.email,
        subject: `Tu compra ${what} fue aprobada`,
        text: [
          `¡Hola ${order.buyer.firstName}!`,
          '',
          `Tu compra ${what} fue aprobada. Pagaste ${amount}.`,
          next,
          '',
          `Tus compras: ${deps.storeWebUrl}/my-orders`,
          `Número de compra: ${order.id}`,
          '',
          `Gracias por elegir ${deps.storeName}.`,
        ].join('\n'),
      });
    } catch (error) {
      // The purchase stands; a lost e-mail is logged, not retried through the payment flow.
      deps.logError('purchase e-mail could not be sent', { orderId: order.id, error: String(error) });
    }
  }

  /**
   * Applies one payment (already read from Mercado Pago) to its order. Returns the order as it
   * is afterwards. Safe to call any number of times, concurrently, in any order.
   */
  async function applyPayment(initial: StoredOrder, payment: MercadoPagoPayment): Promise<StoredOrder> {
    const mismatch = paymentMismatch(initial, payment);
    if (mismatch) {
      deps.logError('payment does not match its order; order left as it was', {
        orderId: initial.id,
        paymentId: payment.id,
        mismatch,
        paid: `${payment.transaction_amount} ${payment.currency_id}`,
        expected: `${initial.amount} ${initial.currency}`,
      });
      return initial;
    }
    let order = initial;
    let couponMode: 'enforce' | 'over-limit' | 'skip' = 'enforce';
    for (let attempt = 0; attempt < MAX_MOVE_ATTEMPTS; attempt += 1) {
      const transition: OrderTransition | null = nextOrderTransition(
        { status: order.status, paymentId: order.paymentId, closed: order.closed },
        { id: payment.id, status: payment.status },
      );
      if (!transition) return order;
      const at = now();
      let grant = transition.grantsAccess ? await grantFor(order, at) : undefined;
      if (grant?.coupon && couponMode !== 'enforce') {
        grant = { ...grant, coupon: couponMode === 'over-limit' ? { ...grant.coupon, enforceLimit: false } : null };
      }
      const result = await orders.applyStatusChange(order, {
        to: transition.to,
        at: at.toISOString(),
        paymentId: payment.id,
        paymentStatus: payment.status,
        closes: transition.closes,
        ...(grant ? { grant } : {}),
        ...(transition.revokesAccess ? { revoke: await revocationFor(order) } : {}),
      });
      if (result === 'applied') {
        deps.logInfo?.('order moved', { orderId: order.id, from: transition.from, to: transition.to, paymentId: payment.id });
        const moved = (await orders.get(order.id)) ?? order;
        if (transition.grantsAccess) await sendPurchaseMail(moved);
        return moved;
      }
      if (result === 'coupon-exhausted') {
        // The buyer has paid: the order is approved anyway. The use is still recorded past the
        // limit (or dropped if the coupon no longer exists), and logged for the admin.
        deps.logError('coupon limit reached while approving a paid order', { orderId: order.id, coupon: order.couponCode });
        couponMode = couponMode === 'enforce' ? 'over-limit' : 'skip';
        continue;
      }
      const fresh = await orders.get(order.id);
      if (!fresh) return order;
      order = fresh;
    }
    throw new Error(`order ${order.id} kept changing while applying payment ${payment.id}`);
  }

  /** Reads the order's payments at Mercado Pago and applies them oldest first. */
  async function reconcile(order: StoredOrder): Promise<StoredOrder> {
    if (order.closed || !order.preferenceId) return order;
    const client = await payments.forSeller(order.item.seller);
    const found = await client.searchPaymentsByExternalReference(order.id);
    let current = order;
    for (const payment of found) current = await applyPayment(current, payment);
    return current;
  }

  function toUpdateError(error: unknown, orderId: string): OrderUpdateResult {
    if (error instanceof AppError) return { errors: [{ message: error.message, errorType: error.code }] };
    if (isMercadoPagoError(error)) {
      return {
        errors: [{ message: 'No pudimos consultar Mercado Pago. Vamos a intentarlo más tarde.', errorType: 'PaymentProviderError' }],
      };
    }
    deps.logError('order update failed', { orderId, error: error instanceof Error ? error.stack : String(error) });
    return { errors: [{ message: 'No pudimos actualizar la compra.', errorType: 'InternalError' }] };
  }

  return {
    applyPayment,
    reconcile,

    /** The webhook: 401 for a bad signature, 500 to have Mercado Pago retry, else 200. */
    async handleNotification(request: WebhookRequest): Promise<WebhookResponse> {
      let notification: z.infer<typeof notificationSchema>;
      try {
        notification = notificationSchema.parse(request.body ? JSON.parse(request.body) : {});
      } catch {
        return { statusCode: 400, body: { error: 'invalid body' } };
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
        return { statusCode: 401, body: { error: 'invalid signature' } };
      }
      const topic = notification.type ?? notification.topic ?? request.query['type'] ?? request.query['topic'];
      if (topic !== 'payment' || !dataId) return { statusCode: 200, body: { ignored: 'not a payment notification' } };
      const seller = secrets[check.secretIndex]?.seller;
      if (!seller) return { statusCode: 401, body: { error: 'invalid signature' } };

      if (requestId && !(await deps.webhookDeliveries.claim(requestId, now(), DELIVERY_MEMORY_SECONDS))) {
        return { statusCode: 200, body: { duplicate: true } };
      }
      try {
        const payment = await (await payments.forSeller(seller)).getPayment(dataId);
        if (!payment) return { statusCode: 200, body: { ignored: 'unknown payment' } };
        const order = payment.external_reference ? await orders.get(payment.external_reference) : null;
        if (!order || order.item.seller !== seller) {
          deps.logError('payment for an order this seller does not have', { paymentId: payment.id, seller });
          return { statusCode: 200, body: { ignored: 'unknown order' } };
        }
        const after = await applyPayment(order, payment);
        return { statusCode: 200, body: { orderId: after.id, status: after.status } };
      } catch (error) {
        // Let Mercado Pago deliver again later: give the claim back and answer an error.
        if (requestId) await deps.webhookDeliveries.release(requestId).catch(() => undefined);
        deps.logError('webhook processing failed', error instanceof Error ? error : String(error));
        return { statusCode: 500, body: { error: 'try again' } };
      }
    },

    /** The spec's app-start call: queued orders in, one result per order out (JSON strings). */
    async updateOrdersWithPaymentProvider(viewer: Viewer, input: unknown): Promise<string> {
      if (viewer.kind !== 'user') throw signInRequired();
      let parsedJson: unknown = input;
      if (typeof input === 'string') {
        try {
          parsedJson = JSON.parse(input);
        } catch {
          throw new AppError('ValidationError', 'La lista de compras no es válida.');
        }
      }
      const queued = parseInput(queuedOrdersSchema, parsedJson);
      const results = await Promise.all(
        queued.map(async ({ id }): Promise<OrderUpdateResult> => {
          try {
            const order = await orders.get(id);
            // Another user's order answers exactly like a missing one: nothing to learn, nothing changed.
            if (!order || order.userId !== viewer.userId) {
              return { errors: [{ message: `No encontramos la compra ${id}.`, errorType: 'NotFound' }] };
            }
            const current = await reconcile(order);
            return {
              data: {
                updateOrder: {
                  id: current.id,
                  status: current.status,
                  item: { id: current.item.id, type: current.item.type, name: current.item.name },
                },
              },
            };
          } catch (error) {
            return toUpdateError(error, id);
          }
        }),
      );
      return JSON.stringify(results);
    },
  };
}

/** @public The service's API, for whoever wires it (handlers, tests). */
export type PaymentsService = ReturnType<typeof createPaymentsService>;
