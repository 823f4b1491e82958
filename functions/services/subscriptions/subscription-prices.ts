// A planning's monthly price changed by the admin, carried to its subscribers (issue 39, decisions
// 150 and 154), on the outbox:
// - the fan-out (`subscription-price-fanout`, owed by the offer's save in its own transaction): one
//   entry reads a bounded batch of the planning's subscriber pointers (never the table), schedules
//   the change on each live subscription (trial, active, past due, paused) with the pure rules
//   (domain/subscription-price-change.ts) and saves it conditional on the version read, owing in
//   the same transaction the member's notice e-mail now and the update at Mercado Pago at the date;
//   a batch that leaves more owes the next batch under its own id. Each step is idempotent: a
//   subscription that already has the change owes nothing, and every entry's id is fixed by the
//   change (and the batch's start), so a retried or doubled run owes each e-mail once.
// - the update (`subscription-price-update`, due at the date the new price applies): the change's
//   amount PUT at the preapproval (auto_recurring.transaction_amount), only while the change is still
//   the subscription's (not superseded nor withdrawn) and not yet set; the answer is applied as any
//   read of the preapproval, and the entry marked set, so a second run sets nothing twice. Missed or
//   failed, the outbox keeps it due and its schedule repairs it; the charges due before the date
//   were already taken at the old amount.
import type { OwedEffect, PriceChangeFacts, SubscriptionMailFacts } from '../../domain/effects';
import { applyMandate, statusAt, type Subscription, type SubscriptionStatus } from '../../domain/subscription';
import {
  firstChargeAtOrAfter,
  priceApplied,
  priceChangeDue,
  schedulePriceChange,
  type PriceChangeEffect,
} from '../../domain/subscription-price-change';
import { SubscriptionChangedMeanwhile, type StoredSubscription } from '../../data/subscriptions-repository';
import type { SubscriptionGateway } from '../../payments/subscription-gateway';

/** Subscriptions read per batch of the fan-out; an entry carries out at most BATCHES_PER_ENTRY of them. */
const FANOUT_BATCH = 25;
const BATCHES_PER_ENTRY = 4;
const MAX_CONFLICT_RETRIES = 3;

/**
 * Who is told: the subscriptions still running (an ended one is not charged again). A pending one
 * authorized no amount yet: its authorization applies the change (decision 167).
 */
const LIVE: readonly SubscriptionStatus[] = ['TRIAL', 'ACTIVE', 'PAST_DUE', 'PAUSED'];

export interface SubscriptionPricesDependencies {
  subscriptions: {
    get(id: string): Promise<StoredSubscription | null>;
    pageOfPlanning(
      planningId: string,
      after: string | null,
      limit: number,
    ): Promise<{ subscriptions: StoredSubscription[]; last: string | null }>;
    save(subscription: Subscription, readVersion: number | null, owed?: readonly OwedEffect[], at?: string): Promise<StoredSubscription>;
  };
  profiles: { getProfile(userId: string): Promise<{ email: string } | null> };
  /** Owes an effect on its own (the fan-out's next batch). */
  owe(owed: OwedEffect, at: string): Promise<void>;
  /** Carries out the notices just owed (the outbox worker; its schedule retries). */
  deliver(owed: readonly OwedEffect[]): Promise<void>;
  gateway: Pick<SubscriptionGateway, 'forSeller'>;
  now: () => Date;
}

export const priceEffectId = (subscriptionId: string, changeId: string, what: 'notice' | 'withdrawn' | 'update'): string =>
  `SUBSCRIPTION#${subscriptionId}#price#${changeId}#${what}`;

export const fanoutEffectId = (change: Pick<PriceChangeFacts, 'planningId' | 'changeId'>, after: string | null): string =>
  `PLANNING#${change.planningId}#price#${change.changeId}#fanout#${after ?? 'first'}`;

/** The fan-out's first entry, owed by the offer's save. */
export const priceFanout = (change: PriceChangeFacts): OwedEffect => ({
  id: fanoutEffectId(change, null),
  effect: { kind: 'subscription-price-fanout', change, after: null },
});

/** The notice e-mail (now) and the update at Mercado Pago (at the date) a scheduled change owes, under ids fixed by the change. */
export function priceChangeOwed(
  subscription: Subscription,
  effects: readonly PriceChangeEffect[],
  currency: string,
  mail: SubscriptionMailFacts | null,
): OwedEffect[] {
  const owed: OwedEffect[] = [];
  for (const effect of effects) {
    if (effect.kind === 'PRICE_CHANGE_NOTICED') {
      if (mail) {
        owed.push({
          id: priceEffectId(subscription.id, effect.changeId, 'notice'),
          effect: {
            kind: 'subscription-price-notice-mail',
            subscription: mail,
            notice: {
              kind: 'NOTICED',
              previousAmount: effect.previousAmount,
              amount: effect.amount,
              currency,
              from: effect.from,
              firstChargeAt: firstChargeAtOrAfter(subscription, effect.from),
            },
          },
        });
      }
      // Owed whether or not she can be e-mailed: the price she was told is what Mercado Pago charges from the date.
      owed.push({
        id: priceEffectId(subscription.id, effect.changeId, 'update'),
        effect: { kind: 'subscription-price-update', subscriptionId: subscription.id, changeId: effect.changeId },
        dueAt: effect.from,
      });
    } else if (mail) {
      owed.push({
        id: priceEffectId(subscription.id, effect.changeId, 'withdrawn'),
        effect: {
          kind: 'subscription-price-notice-mail',
          subscription: mail,
          notice: { kind: 'WITHDRAWN', amount: effect.amount, currency },
        },
      });
    }
  }
  return owed;
}

export function createSubscriptionPrices(deps: SubscriptionPricesDependencies) {
  const { subscriptions } = deps;

  /** Schedules the change on one subscription (re-read on a concurrent write); the notices it owes. */
  async function scheduleOn(first: StoredSubscription, change: PriceChangeFacts): Promise<OwedEffect[]> {
    let stored: StoredSubscription | null = first;
    for (let attempt = 0; stored; attempt += 1) {
      const subscription: Subscription = stored.subscription;
      const status = statusAt(subscription, deps.now().toISOString());
      try {
        if (status === 'PENDING') {
          // Not hers yet: her authorization takes the offer's latest price (decision 167). Written
          // over the version read, unchanged, so an authorization being applied at this very moment
          // (which read the offer before this change was saved) loses its write, re-reads and sees it.
          await subscriptions.save(subscription, stored.version, [], deps.now().toISOString());
          return [];
        }
        if (!LIVE.includes(status)) return [];
        const outcome = schedulePriceChange(subscription, change);
        if (!outcome.changed) return [];
        const profile = await deps.profiles.getProfile(subscription.memberId);
        const mail = profile?.email ? { id: subscription.id, planningName: change.planningName, email: profile.email } : null;
        const owed = priceChangeOwed(outcome.subscription, outcome.effects, change.currency, mail);
        await subscriptions.save(outcome.subscription, stored.version, owed, deps.now().toISOString());
        return owed.filter((entry) => entry.dueAt === undefined);
      } catch (error) {
        if (!(error instanceof SubscriptionChangedMeanwhile) || attempt >= MAX_CONFLICT_RETRIES) throw error;
        stored = await subscriptions.get(subscription.id);
      }
    }
    return [];
  }

  return {
    /** One fan-out entry: up to BATCHES_PER_ENTRY batches of the planning's subscriptions after `after`; the rest owed as the next entry. */
    async fanOut(change: PriceChangeFacts, after: string | null): Promise<{ told: number; next: string | null }> {
      let cursor = after;
      let told = 0;
      for (let batch = 0; batch < BATCHES_PER_ENTRY; batch += 1) {
        const page = await subscriptions.pageOfPlanning(change.planningId, cursor, FANOUT_BATCH);
        const notices: OwedEffect[] = [];
        for (const stored of page.subscriptions) notices.push(...(await scheduleOn(stored, change)));
        told += notices.length;
        await deps.deliver(notices);
        cursor = page.last;
        if (!cursor) return { told, next: null };
      }
      await deps.owe(
        { id: fanoutEffectId(change, cursor), effect: { kind: 'subscription-price-fanout', change, after: cursor } },
        deps.now().toISOString(),
      );
      return { told, next: cursor };
    },

    /** The change's update at Mercado Pago, when due; nothing when superseded, withdrawn, already set or the subscription ended. */
    async applyUpdate(subscriptionId: string, changeId: string): Promise<'applied' | 'nothing'> {
      for (let attempt = 0; ; attempt += 1) {
        const stored = await subscriptions.get(subscriptionId);
        if (!stored) return 'nothing';
        const subscription = stored.subscription;
        const instant = deps.now().toISOString();
        const entry = priceChangeDue(subscription, changeId, instant);
        if (!entry || entry.appliedAt) return 'nothing';
        const mandateId = subscription.preapprovalId;
        const open = subscription.mandate.status === 'AUTHORIZED' || subscription.mandate.status === 'PAUSED';
        if (!mandateId || !open) return 'nothing';
        // Throws when Mercado Pago did not take it: the outbox tries again (the PUT sets a value, so a repeat sets the same).
        const fact = await (await deps.gateway.forSeller(subscription.seller)).changeAmount(mandateId, entry.amount);
        const read = applyMandate(subscription, fact).subscription;
        try {
          await subscriptions.save(priceApplied(read, changeId, instant), stored.version, [], instant);
          return 'applied';
        } catch (error) {
          if (!(error instanceof SubscriptionChangedMeanwhile) || attempt >= MAX_CONFLICT_RETRIES) throw error;
        }
      }
    },
  };
}

export type SubscriptionPrices = ReturnType<typeof createSubscriptionPrices>;
