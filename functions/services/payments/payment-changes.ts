// The scheduled reconciliation by last update: for each seller (each has its own Mercado Pago
// account), reads the payments Mercado Pago changed since the seller's saved cursor — its payments
// search by date_last_updated, oldest change first, page by page — and applies each to its order
// through apply-payment.ts, the one path where money becomes (or stops being) access. So a refund
// made in the seller's panel, a chargeback and its later states reach the order even when every
// notification about them was lost.
//
// - Cost follows the payments changed since the cursor: each one reads its order by key; nothing
//   lists orders, whatever the table's size.
// - The cursor moves only after a page's changes are applied, and only forward
//   (payment-cursors-repository.ts). A run that fails part-way leaves it at the last page fully
//   applied; the next run starts there.
// - Each run starts OVERLAP before the cursor: a change Mercado Pago indexes late (its search is not
//   read-after-write) or stamped at the very edge of the last window is read again. Applying a
//   payment already applied writes nothing (apply-payment is idempotent), so overlap costs reads only.
// - Paging walks the range by keyset rather than by offset alone: after a page the next one starts
//   at that page's last change (minus a millisecond, so equal stamps are read again and skipped
//   here), so a payment that changes during the walk and leaves the range cannot shift the ones
//   after it past an offset. Only a full page of one single instant falls back to the offset.
import type { Seller } from '../../domain/seller';
import { hasPaymentToReturn, isRecorded } from '../../domain/order-payments';
import type { OrdersRepository } from '../../data/orders-repository';
import type { PaymentCursorsRepository } from '../../data/payment-cursors-repository';
import type { PaymentGateway, ProviderPayment } from '../../payments/payment-provider';
import type { PaymentApplier } from './apply-payment';

export interface PaymentChangesSettings {
  /** Each run reads again this far behind the saved cursor. */
  overlapSeconds: number;
  /** A seller with no cursor yet starts this far back. */
  firstLookbackSeconds: number;
  /** Payments per page (Mercado Pago's search pages). */
  pageSize: number;
  /** Pages one run reads per seller at most; the rest waits for the next run (the lag shows it). */
  maxPages: number;
  /** A run starts no new page after this long (the function's timeout is 60 seconds). */
  runBudgetMs: number;
  /**
   * A run starts no new page when the function has less than this left (Lambda's remaining time):
   * one page of `pageSize` payments, each an order read and maybe a transaction, fits in it, so
   * the run ends with its cursor saved instead of being cut off mid-page.
   */
  reserveMs: number;
}

const DEFAULT_PAYMENT_CHANGES_SETTINGS: PaymentChangesSettings = {
  overlapSeconds: 15 * 60,
  firstLookbackSeconds: 24 * 3600,
  // Mercado Pago's payments search pages by offset and limit; 50 a page keeps one page's work
  // (its applies) a few seconds.
  pageSize: 50,
  maxPages: 50,
  runBudgetMs: 45_000,
  reserveMs: 15_000,
};

export interface PaymentChangesDependencies {
  orders: Pick<OrdersRepository, 'get'>;
  cursors: PaymentCursorsRepository;
  payments: PaymentGateway;
  applier: Pick<PaymentApplier, 'applyPayment'>;
  sellers: readonly Seller[];
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  logInfo?: (message: string, detail: unknown) => void;
  settings?: Partial<PaymentChangesSettings>;
}

export interface SellerChangesReport {
  seller: Seller;
  /** Payments read from Mercado Pago (overlap included). */
  read: number;
  /** Of those, payments of a store order that were applied (already applied ones included). */
  applied: number;
  /** Payments of no store order of this seller (another integration's, or a reference not ours). */
  ignored: number;
  pages: number;
  /** Where the cursor is after the run (ISO). */
  cursor: string;
  /** Seconds between the end of the run and the cursor: what may still be unread. */
  lagSeconds: number;
  /** The run stopped on an error; the cursor stays at the last page fully applied. */
  failed: boolean;
  /** The page limit was reached: the rest is read by the next run. */
  truncated: boolean;
}

export interface PaymentChangesReport {
  sellers: SellerChangesReport[];
  /** The largest lag among the sellers (seconds). */
  maxLagSeconds: number;
  failed: number;
}

const keyOf = (payment: ProviderPayment) => `${payment.id}@${payment.updatedAt ?? ''}`;

/** The instant of a payment's last change, or null when the provider gave none it can parse. */
function changedAt(payment: ProviderPayment): number | null {
  if (!payment.updatedAt) return null;
  const at = Date.parse(payment.updatedAt);
  return Number.isNaN(at) ? null : at;
}

export function createPaymentChanges(deps: PaymentChangesDependencies) {
  const settings: PaymentChangesSettings = { ...DEFAULT_PAYMENT_CHANGES_SETTINGS, ...deps.settings };

  /** Applies one changed payment to its order; false when it is no order of this seller's. */
  async function applyChange(seller: Seller, payment: ProviderPayment): Promise<boolean> {
    if (!payment.orderId) return false;
    const order = await deps.orders.get(payment.orderId);
    // A reference the store never issued, or another seller's order: not this account's to apply.
    if (!order || order.item.seller !== seller) return false;
    try {
      await deps.applier.applyPayment(order, payment);
    } catch (error) {
      // A payment the order must hand back, whose refund the provider refused or could not take:
      // apply-payment recorded it and put the order in the sweep before asking, and the sweep asks
      // again until it is returned. It must not hold back every later change of this seller.
      const now = await deps.orders.get(order.id);
      const handedToSweep =
        now !== null && isRecorded(now.payments ?? [], payment) && hasPaymentToReturn({ ...now, payments: now.payments ?? [] });
      if (!handedToSweep) throw error;
      deps.logError('payment changes: refund left to the sweep', { orderId: order.id, paymentId: payment.id, error: String(error) });
    }
    return true;
  }

  async function walkSeller(seller: Seller, deadline: number, remainingMs: () => number): Promise<SellerChangesReport> {
    const runAt = deps.now();
    const saved = await deps.cursors.get(seller);
    const cursorAt = saved ? Date.parse(saved.updatedUntil) : runAt.getTime() - settings.firstLookbackSeconds * 1000;
    const report: SellerChangesReport = {
      seller,
      read: 0,
      applied: 0,
      ignored: 0,
      pages: 0,
      cursor: new Date(cursorAt).toISOString(),
      lagSeconds: 0,
      failed: false,
      truncated: false,
    };
    // The range ends at the run's start: what changes meanwhile belongs to the next run.
    const to = runAt;
    let from = new Date(Math.min(cursorAt, to.getTime()) - settings.overlapSeconds * 1000);
    let offset = 0;
    const seen = new Set<string>();
    const provider = await deps.payments.forSeller(seller);
    try {
      for (;;) {
        if (report.pages >= settings.maxPages || deps.now().getTime() > deadline || remainingMs() < settings.reserveMs) {
          report.truncated = true;
          break;
        }
        const page = await provider.findPaymentsUpdated({ from, to, offset, limit: settings.pageSize });
        report.pages += 1;
        report.read += page.payments.length;
        // One after the other, oldest change first: a later state of a payment never lands
        // before an earlier one of the same order (each is re-read from the API anyway).
        for (const payment of page.payments) {
          const key = keyOf(payment);
          if (seen.has(key)) continue;
          seen.add(key);
          if (await applyChange(seller, payment)) report.applied += 1;
          else report.ignored += 1;
        }
        const stamps = page.payments.map(changedAt).filter((at): at is number => at !== null);
        const lastChange = stamps.length > 0 ? Math.max(...stamps) : null;
        const complete = page.payments.length < settings.pageSize;
        // Everything up to this page's last change is applied (the walk is ordered by change).
        const reached = complete ? to.getTime() : (lastChange ?? from.getTime());
        if (reached > cursorAt && (await deps.cursors.advance(seller, new Date(reached), deps.now()))) {
          report.cursor = new Date(reached).toISOString();
        }
        if (complete) break;
        const nextFrom = lastChange === null ? from.getTime() : lastChange - 1;
        if (nextFrom > from.getTime()) {
          from = new Date(nextFrom);
          offset = 0;
        } else {
          // A whole page changed at one instant: step over it by offset within that instant.
          offset += page.payments.length;
        }
      }
    } catch (error) {
      report.failed = true;
      deps.logError('payment changes: a seller walk stopped; its cursor stays at the last page applied', {
        seller,
        cursor: report.cursor,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    const after = await deps.cursors.get(seller).catch(() => null);
    if (after) report.cursor = after.updatedUntil;
    report.lagSeconds = Math.max(0, Math.round((deps.now().getTime() - Date.parse(report.cursor)) / 1000));
    return report;
  }

  return {
    /**
     * One run: every seller's changes since its cursor. A seller that fails does not stop the
     * others. `remainingMs` is the function's time left (Lambda's getRemainingTimeInMillis): no
     * page starts with less than the reserve left, and the next run resumes from the cursor.
     */
    async run(remainingMs: () => number = () => Number.POSITIVE_INFINITY): Promise<PaymentChangesReport> {
      const sellers: SellerChangesReport[] = [];
      const deadline = deps.now().getTime() + settings.runBudgetMs;
      for (const seller of deps.sellers) {
        try {
          sellers.push(await walkSeller(seller, deadline, remainingMs));
        } catch (error) {
          // The cursor could not even be read, or the seller's credentials are missing.
          deps.logError('payment changes: a seller could not be read', {
            seller,
            error: error instanceof Error ? error.message : String(error),
          });
          sellers.push({
            seller,
            read: 0,
            applied: 0,
            ignored: 0,
            pages: 0,
            cursor: '',
            lagSeconds: 0,
            failed: true,
            truncated: false,
          });
        }
      }
      const report: PaymentChangesReport = {
        sellers,
        maxLagSeconds: Math.max(0, ...sellers.map((entry) => entry.lagSeconds)),
        failed: sellers.filter((entry) => entry.failed).length,
      };
      deps.logInfo?.('payment changes', report);
      return report;
    },
  };
}
