// The scheduled reconciliation of subscriptions (issue 39): for each seller, the preapprovals
// Mercado Pago changed since the seller's subscription cursor (minus an overlap: its search is not
// promised to read its own writes), each brought up to date by the sync (subscription-sync.ts).
// So a charge, a cancellation or a pause made at Mercado Pago reaches the store with every
// notification lost; applying a subscription already up to date writes nothing. The cursor moves
// to the run's start only after every changed subscription of the seller was applied.
import type { SellerKey } from '../../domain/subscription';
import type { SubscriptionGateway } from '../../payments/subscription-gateway';
import { reconcileSubscriptions, type SubscriptionOwing, type SubscriptionStore, type SyncOutcome } from './subscription-sync';

export interface SubscriptionCursors {
  get(seller: SellerKey): Promise<{ updatedUntil: string } | null>;
  advance(seller: SellerKey, updatedUntil: Date, savedAt: Date): Promise<boolean>;
}

export interface SubscriptionChangesDependencies {
  gateway: SubscriptionGateway;
  store: SubscriptionStore;
  /** The e-mails a sync owes: their recipient, and carrying them out after the commit. */
  owing: SubscriptionOwing;
  cursors: SubscriptionCursors;
  sellers: readonly SellerKey[];
  now: () => Date;
  logError: (message: string, error: unknown) => void;
  /** Each run reads again this far behind the cursor. */
  overlapSeconds?: number;
  /** A seller with no cursor yet starts this far back. */
  firstLookbackSeconds?: number;
}

export interface SubscriptionChangesReport {
  sellers: { seller: SellerKey; read: number; changed: number; failed: boolean }[];
  failed: number;
  outcomes: SyncOutcome[];
}

export function createSubscriptionChanges(deps: SubscriptionChangesDependencies) {
  const overlapMs = (deps.overlapSeconds ?? 15 * 60) * 1000;
  const lookbackMs = (deps.firstLookbackSeconds ?? 40 * 24 * 3600) * 1000;
  return {
    async run(): Promise<SubscriptionChangesReport> {
      const report: SubscriptionChangesReport = { sellers: [], failed: 0, outcomes: [] };
      for (const seller of deps.sellers) {
        const startedAt = deps.now();
        try {
          const cursor = await deps.cursors.get(seller);
          const since = new Date(cursor ? Date.parse(cursor.updatedUntil) - overlapMs : startedAt.getTime() - lookbackMs).toISOString();
          const outcomes = await reconcileSubscriptions(await deps.gateway.forSeller(seller), deps.store, deps.owing, since);
          await deps.cursors.advance(seller, startedAt, deps.now());
          report.sellers.push({
            seller,
            read: outcomes.length,
            changed: outcomes.filter((outcome) => outcome.changed).length,
            failed: false,
          });
          report.outcomes.push(...outcomes);
        } catch (error) {
          deps.logError(`subscription changes of ${seller} not applied (cursor kept; the next run resumes)`, error);
          report.sellers.push({ seller, read: 0, changed: 0, failed: true });
          report.failed += 1;
        }
      }
      return report;
    },
  };
}
