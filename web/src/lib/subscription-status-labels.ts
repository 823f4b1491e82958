// How a subscription's status reads, in Spanish, to its member and to the admin alike (one
// wording: the member's "Pago atrasado" is what the admin sees in her row).
import type { SubscriptionStatus } from '../generated/graphql';

export type StatusSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, { label: string; severity: StatusSeverity }> = {
  PENDING: { label: 'Pendiente de autorizar', severity: 'info' },
  TRIAL: { label: 'En período de prueba', severity: 'success' },
  ACTIVE: { label: 'Activa', severity: 'success' },
  PAST_DUE: { label: 'Pago atrasado', severity: 'danger' },
  PAUSED: { label: 'Pausada', severity: 'warning' },
  CANCELLED: { label: 'Cancelada', severity: 'secondary' },
  ENDED: { label: 'Finalizada', severity: 'secondary' },
};
