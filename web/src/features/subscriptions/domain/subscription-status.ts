// How a subscription's status reads to its member, in Spanish: a cancelled one says until when
// access lasts (the end of the period already paid).
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import type { SubscriptionStatus } from '../../../generated/graphql';

export type StatusSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const LABELS: Record<SubscriptionStatus, { label: string; severity: StatusSeverity }> = {
  PENDING: { label: 'Pendiente de autorizar', severity: 'info' },
  TRIAL: { label: 'En período de prueba', severity: 'success' },
  ACTIVE: { label: 'Activa', severity: 'success' },
  PAST_DUE: { label: 'Pago atrasado', severity: 'danger' },
  PAUSED: { label: 'Pausada', severity: 'warning' },
  CANCELLED: { label: 'Cancelada', severity: 'secondary' },
  ENDED: { label: 'Finalizada', severity: 'secondary' },
};

export function subscriptionStatusView(subscription: { status: SubscriptionStatus; accessEndsAt?: string | null }): {
  label: string;
  severity: StatusSeverity;
} {
  const view = LABELS[subscription.status];
  if (subscription.status === 'CANCELLED' && subscription.accessEndsAt) {
    return { ...view, label: `Cancelada — acceso hasta ${formatStoreDate(new Date(subscription.accessEndsAt))}` };
  }
  return view;
}
