// Query keys of the admin feature. What other features also read (catalogue, syllabus) is keyed
// from lib/server-keys.ts.
import { serverKeys } from '../../../lib/server-keys';

export const adminKeys = {
  all: ['admin'] as const,
  items: (type: 'COURSE' | 'PLANNING') => [...adminKeys.all, 'items', type] as const,
  item: (id: string) => [...adminKeys.all, 'item', id] as const,
  program: (itemId: string) => [...serverKeys.syllabus(itemId), 'admin'] as const,
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  planningUsers: (filter?: { planningId: string | null; status: string | null }) =>
    filter ? ([...adminKeys.all, 'planning-users', filter] as const) : ([...adminKeys.all, 'planning-users'] as const),
  sales: (filter: object) => [...adminKeys.all, 'sales', filter] as const,
  order: (id: string) => [...adminKeys.all, 'order', id] as const,
  regrets: () => [...adminKeys.all, 'regrets'] as const,
  serviceCancellations: () => [...adminKeys.all, 'service-cancellations'] as const,

  submissions: (status: string) => [...adminKeys.all, 'submissions', status] as const,
  evaluation: (itemId: string) => [...adminKeys.all, 'evaluation', itemId] as const,
  planningSubscribers: (planningId: string) => [...adminKeys.all, 'planning-subscribers', planningId] as const,
  subscriptionOffer: (planningId: string) => [...serverKeys.subscriptionOffer(planningId), 'admin'] as const,
};
