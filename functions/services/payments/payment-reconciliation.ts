// Reconciliation: the store reaching an order's true state by asking the provider, for when a
// notification never arrived. Two callers share one rule (apply-payment.ts):
//   - updateOrdersWithPaymentProvider: the spec's app-start call with the buyer's queued orders;
//   - the scheduled sweep (runPaymentSweep): every order still open is re-checked a few minutes
//     after its creation and then at growing intervals, until it is final or its checkout
//     expired, with no browser involved. It reads only the sweep's own partition (open orders),
//     so its cost follows the open orders, never the table's size.
import * as z from 'zod/mini';
import { AppError, signInRequired } from '../../domain/errors';
import { hasPaymentToReturn } from '../../domain/order-payments';
import { parseBoundedJson } from '../../domain/bounded-json';
import { INPUT_LIMITS } from '../../domain/input-limits';
import { MAX_ORDERS_PER_UPDATE } from '../../domain/order-update';
import { parseInput } from '../../domain/validation';
import type { Viewer } from '../../domain/viewer';
import type { OrdersRepository } from '../../data/orders-repository';
import type { StoredOrder } from '../../domain/order';
import { expiryChange } from '../../domain/payment-decision';
import type { PaymentSweepRepository } from '../../data/payment-sweep-repository';
import { isProviderFailure, type PaymentGateway } from '../../payments/payment-provider';
import type { PaymentApplier } from './apply-payment';

export interface ReconciliationDependencies {
  orders: OrdersRepository;
  /** The sweep's queue of open orders. */
  sweepQueue: PaymentSweepRepository;
  payments: PaymentGateway;
  applier: PaymentApplier;
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  logInfo?: (message: string, detail: unknown) => void;
  sweep: SweepSettings;
}

export interface SweepSettings {
  /** Delay between checks of one order: starts here, doubles each check, up to the maximum. */
  firstCheckSeconds: number;
  maxIntervalSeconds: number;
  /** A payment may arrive this long after the checkout's expiry (the buyer was already paying). */
  expiryGraceSeconds: number;
  /** A pending payment (cash ticket) is followed this long at most. */
  maxPendingDays: number;
}

export const DEFAULT_SWEEP_SETTINGS: SweepSettings = {
  firstCheckSeconds: 180,
  maxIntervalSeconds: 3600,
  expiryGraceSeconds: 120,
  maxPendingDays: 10,
};

/** Orders checked at once by one sweep run (provider calls in flight). */
const SWEEP_CONCURRENCY = 4;

const queuedOrdersSchema = z
  .array(
    z.object({
      id: z.string().check(z.minLength(1), z.maxLength(64)),
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
    { message: 'La lista de compras no es válida.' },
  )
  .check(z.maxLength(MAX_ORDERS_PER_UPDATE, `Podés actualizar hasta ${MAX_ORDERS_PER_UPDATE} compras por vez.`));

/** Why the buyer's queued orders (AWSJSON) were refused before parsing. */
const QUEUE_PROBLEMS = {
  'too-long': 'La lista de compras es demasiado larga.',
  'too-deep': 'La lista de compras no es válida: tiene demasiados niveles anidados.',
  'not-json': 'La lista de compras no es válida.',
} as const;

type OrderUpdateResult =
  | { data: { updateOrder: { id: string; status: string; item: { id: string; type: string; name: string } } } }
  | { errors: { message: string; errorType: string }[] };

export interface SweepReport {
  due: number;
  checked: number;
  approved: number;
  expired: number;
  stillOpen: number;
  failed: number;
  /** How long the oldest due order had waited past its check time (seconds; 0 when none was due). */
  lagSeconds: number;
}

export function createReconciliation(deps: ReconciliationDependencies) {
  const { orders, sweepQueue, payments, applier, now } = deps;

  /** Reads the order's payments at the provider and applies them oldest first. */
  async function reconcile(order: StoredOrder): Promise<StoredOrder> {
    const toReturn = hasPaymentToReturn({ ...order, payments: order.payments ?? [] });
    if ((order.closed && !toReturn) || !order.preferenceId) return order;
    const provider = await payments.forSeller(order.item.seller);
    const found = await provider.findPaymentsForOrder(order.id);
    let current = order;
    for (const payment of found) current = await applier.applyPayment(current, payment);
    return current;
  }

  function toUpdateError(error: unknown, orderId: string): OrderUpdateResult {
    if (error instanceof AppError) return { errors: [{ message: error.message, errorType: error.code }] };
    if (isProviderFailure(error)) {
      return {
        errors: [{ message: 'No pudimos consultar Mercado Pago. Vamos a intentarlo más tarde.', errorType: 'PaymentProviderError' }],
      };
    }
    deps.logError('order update failed', { orderId, error: error instanceof Error ? error.stack : String(error) });
    return { errors: [{ message: 'No pudimos actualizar la compra.', errorType: 'InternalError' }] };
  }

  /** Ends an order whose checkout expired with no payment under way; frees its coupon use. */
  async function expire(order: StoredOrder): Promise<boolean> {
    const outcome = await orders.applyStatusChange(order, expiryChange(order, { now: now() }));
    return outcome.kind === 'applied';
  }

  type SweepResult = 'approved' | 'expired' | 'open' | 'done';

  async function sweepOne(orderId: string, checks: number): Promise<SweepResult> {
    const order = await orders.get(orderId);
    const toReturn = order ? hasPaymentToReturn({ ...order, payments: order.payments ?? [] }) : false;
    if (!order || ((order.closed || order.status === 'APPROVED') && !toReturn)) {
      await sweepQueue.leave(orderId);
      return 'done';
    }
    const current = await reconcile(order);
    if (hasPaymentToReturn({ ...current, payments: current.payments ?? [] })) {
      // The provider still refuses or cannot be reached for a refund: try again later.
      await sweepQueue.reschedule(orderId, new Date(now().getTime() + deps.sweep.firstCheckSeconds * 1000).toISOString(), checks + 1);
      return 'open';
    }
    if (current.status === 'APPROVED') return order.status === 'APPROVED' ? 'done' : 'approved';
    if (current.closed) return 'done';
    const at = now();
    const expiresAt = current.paymentExpiresAt ? Date.parse(current.paymentExpiresAt) : Date.parse(current.createdAt);
    const pastExpiry = at.getTime() > expiresAt + deps.sweep.expiryGraceSeconds * 1000;
    if (pastExpiry && current.status !== 'IN_PROCESS') return (await expire(current)) ? 'expired' : 'open';
    const pendingTooLong = at.getTime() - Date.parse(current.createdAt) > deps.sweep.maxPendingDays * 86_400_000;
    if (pendingTooLong) {
      deps.logError('order still pending at the provider; no longer swept', { orderId });
      await sweepQueue.leave(orderId);
      return 'done';
    }
    const delay = Math.min(deps.sweep.maxIntervalSeconds, deps.sweep.firstCheckSeconds * 2 ** (checks + 1));
    await sweepQueue.reschedule(orderId, new Date(at.getTime() + delay * 1000).toISOString(), checks + 1);
    return 'open';
  }

  return {
    reconcile,

    /** The spec's app-start call: queued orders in, one result per order out (JSON strings). */
    async updateOrdersWithPaymentProvider(viewer: Viewer, input: unknown): Promise<string> {
      if (viewer.kind !== 'user') throw signInRequired();
      let parsedJson: unknown = input;
      if (typeof input === 'string') {
        // Size and nesting bounded before parsing (a value nested thousands of levels deep).
        const parsed = parseBoundedJson(input, { maxLength: INPUT_LIMITS.multilineLength, maxDepth: INPUT_LIMITS.depth });
        if (!parsed.ok) throw new AppError('ValidationError', QUEUE_PROBLEMS[parsed.problem]);
        parsedJson = parsed.value;
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

    /** One run of the scheduled sweep: every open order whose check is due. */
    async runPaymentSweep(): Promise<SweepReport> {
      const startedAt = now();
      const due = await sweepQueue.listDue(startedAt.toISOString());
      const oldestDue = Math.min(startedAt.getTime(), ...due.map((entry) => Date.parse(entry.dueAt)).filter((at) => !Number.isNaN(at)));
      const report: SweepReport = {
        due: due.length,
        checked: 0,
        approved: 0,
        expired: 0,
        stillOpen: 0,
        failed: 0,
        lagSeconds: Math.round((startedAt.getTime() - oldestDue) / 1000),
      };
      let next = 0;
      const worker = async () => {
        while (next < due.length) {
          const entry = due[next++];
          if (!entry) break;
          try {
            const result = await sweepOne(entry.orderId, entry.checks);
            report.checked += 1;
            if (result === 'approved') report.approved += 1;
            else if (result === 'expired') report.expired += 1;
            else if (result === 'open') report.stillOpen += 1;
          } catch (error) {
            // One order's failure (provider down) leaves it due: the next run tries again.
            report.failed += 1;
            deps.logError('sweep could not check an order', { orderId: entry.orderId, error: String(error) });
          }
        }
      };
      await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
      if (report.due > 0) deps.logInfo?.('payment sweep', report);
      return report;
    },
  };
}
