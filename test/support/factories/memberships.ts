// A planning membership as the store keeps it (functions/data/planning-users-repository.ts): one an
// admin added by hand, running, with no order. A test names the planning, the member and whatever
// else it needs different (dates, a pending start, an e-mail member id).
import type { StoredMembership } from '../../../functions/data/planning-users-repository';

export const storedMembership = (
  overrides: Partial<StoredMembership> & Pick<StoredMembership, 'planningId' | 'userId'>,
): StoredMembership => ({
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: null,
  orderId: null,
  source: 'MANUAL',
  status: 'ACTIVE',
  startDate: '2026-11-27',
  endDate: '2027-02-18',
  ...overrides,
});
