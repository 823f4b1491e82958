// How a subscription's status reads to its member, in Spanish: a cancelled one says until when
// access lasts (the end of the period already paid).
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import type { SubscriptionStatus } from '../../../generated/graphql';
import { SUBSCRIPTION_STATUS_LABELS, type StatusSeverity } from '../../../lib/subscription-status-labels';

export function subscriptionStatusView(subscription: { status: SubscriptionStatus; accessEndsAt?: string | null }): {
  label: string;
  severity: StatusSeverity;
} {
  const view = SUBSCRIPTION_STATUS_LABELS[subscription.status];
  if (subscription.status === 'CANCELLED' && subscription.accessEndsAt) {
    return { ...view, label: `Cancelada — acceso hasta ${formatStoreDate(new Date(subscription.accessEndsAt))}` };
  }
  return view;
}
