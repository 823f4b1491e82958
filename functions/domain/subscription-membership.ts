// The planning membership a subscription gives, derived at read time from the subscription itself
// (issue 39, decision 120): never written beside it, so the membership cannot disagree with the
// paid periods. The member's calendar starts the day access first began (the free trial's
// authorization, else the first paid period) and runs, in the store's calendar days, to the last
// day the access of `accessUntil` reaches; whether she may open the planning now is the
// subscription's own instant rule (`hasAccess`), never the calendar alone. Pure.
import { accessEndsAt, accessUntil, paidPeriods, type Subscription } from './subscription';
import { addDays, toStoreDate } from './store-clock';

export interface SubscriptionMembership {
  subscriptionId: string;
  planningId: string;
  /** The first calendar day with access (YYYY-MM-DD, the store's calendar). */
  startDate: string;
  /** The last calendar day with access, as known now (YYYY-MM-DD). */
  endDate: string;
  /** Whether the subscription gives access at the instant asked. */
  active: boolean;
}

const lastDayBefore = (exclusiveEnd: string): string => toStoreDate(new Date(Date.parse(exclusiveEnd) - 1));

/** When access first began: the trial's start (the authorization), else the first paid period's. */
function accessStart(subscription: Subscription): string | null {
  const firstPaid = paidPeriods(subscription)[0]?.from ?? null;
  const trialStart = subscription.trialEndsAt !== null ? subscription.authorizedAt : null;
  if (firstPaid && trialStart) return Date.parse(trialStart) < Date.parse(firstPaid) ? trialStart : firstPaid;
  return firstPaid ?? trialStart;
}

/**
 * The membership the subscription gives at `now`, or null when it never gave access (not yet
 * authorized, or every charge refunded and no trial). `graceDays` is the offer's.
 */
export function subscriptionMembershipAt(subscription: Subscription, now: string, graceDays = 0): SubscriptionMembership | null {
  const start = accessStart(subscription);
  if (start === null) return null;
  const startDate = toStoreDate(new Date(start));
  const until = accessUntil(subscription, now, graceDays);
  const base = { subscriptionId: subscription.id, planningId: subscription.planningId, startDate };
  if (until !== null) {
    const endDate = lastDayBefore(until);
    return { ...base, endDate: endDate < startDate ? startDate : endDate, active: true };
  }
  // Over: its last day, but never today or later, so the calendar says it ended as the instant rule does.
  const ended = accessEndsAt(subscription);
  const yesterday = addDays(toStoreDate(new Date(now)), -1);
  const lastDay = ended === null ? yesterday : lastDayBefore(ended);
  const endDate = lastDay < yesterday ? lastDay : yesterday;
  return { ...base, endDate: endDate < startDate ? startDate : endDate, active: false };
}

/**
 * The membership of one planning among the member's subscriptions: the one giving access now, else
 * the one that reached furthest (an ended subscription stays in her history).
 */
export function planningMembershipOfSubscriptions(
  subscriptions: readonly Subscription[],
  planningId: string,
  now: string,
  graceDays = 0,
): SubscriptionMembership | null {
  const memberships = subscriptions
    .filter((subscription) => subscription.planningId === planningId)
    .flatMap((subscription) => {
      const membership = subscriptionMembershipAt(subscription, now, graceDays);
      return membership ? [membership] : [];
    });
  return (
    memberships.find((membership) => membership.active) ?? [...memberships].sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null
  );
}
