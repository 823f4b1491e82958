// The coach's members of a planning counting its subscribers (issue 39, decision 155): each
// subscriber's standing is derived from her subscriptions as her own planning is (decision 120,
// domain/subscription-membership.ts) — the calendar of her access and whether it runs now — with
// the subscription's status, so the coach sees "Pago pendiente" (past due) and "Pausada". Who is
// listed for a member holding both a stored membership and a subscription follows the one rule of
// services/member-plannings/access.ts: an active stored membership first, else the subscription
// giving access, else the ended stored membership, else the ended subscription. Pure.
import type { PlanningUserStatus } from './membership';
import { statusAt, type Subscription, type SubscriptionStatus } from './subscription';
import { subscriptionMembershipAt } from './subscription-membership';

export interface SubscriberStanding {
  memberId: string;
  subscriptionId: string;
  startDate: string;
  endDate: string;
  /** Whether her subscription gives access now. */
  active: boolean;
  subscriptionStatus: SubscriptionStatus;
}

/** Each subscriber of the planning (by member), from the subscription giving access now, else the one reaching furthest. */
export function subscriberStandings(
  subscriptions: readonly Subscription[],
  now: string,
  graceDays: number,
): Map<string, SubscriberStanding> {
  const standings = new Map<string, SubscriberStanding>();
  for (const subscription of subscriptions) {
    const membership = subscriptionMembershipAt(subscription, now, graceDays);
    if (!membership) continue; // never gave access: not yet authorized, or nothing paid nor trialled
    const standing: SubscriberStanding = {
      memberId: subscription.memberId,
      subscriptionId: subscription.id,
      startDate: membership.startDate,
      endDate: membership.endDate,
      active: membership.active,
      subscriptionStatus: statusAt(subscription, now),
    };
    const known = standings.get(subscription.memberId);
    const better = !known || (standing.active && !known.active) || (standing.active === known.active && standing.endDate > known.endDate);
    if (better) standings.set(subscription.memberId, standing);
  }
  return standings;
}

/** Whether the subscriber's standing is the one listed rather than her stored membership (of status `stored`, or none). */
export function subscriptionListed(standing: SubscriberStanding, stored: PlanningUserStatus | null): boolean {
  if (stored === 'ACTIVE') return false;
  return standing.active || stored === null;
}
