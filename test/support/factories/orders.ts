// An order as the store keeps it (functions/domain/order.ts), just created for course-1 and waiting
// for its payment, for tests of the pure decisions and the services around them; a test names only
// what it needs different (another status, a coupon, the payment that moved it).
import type { StoredOrder } from '../../../functions/domain/order';

export const storedOrder = (overrides: Partial<StoredOrder> = {}): StoredOrder => ({
  id: 'order-1',
  userId: 'user-1',
  status: 'CREATED',
  item: { id: 'course-1', type: 'COURSE', name: 'Vertical', seller: 'STORE' },
  amount: 9000,
  currency: 'ARS',
  listPrice: 9000,
  offerPrice: null,
  couponCode: null,
  discount: 0,
  buyer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: null },
  idempotencyKey: 'key-1',
  createdAt: '2026-11-27T11:00:00Z',
  updatedAt: '2026-11-27T11:00:00Z',
  version: 1,
  preferenceId: 'pref-1',
  paymentUrl: 'https://mp.example/init',
  paymentExpiresAt: null,
  paymentId: null,
  paymentStatus: null,
  payments: [],
  couponCounted: false,
  couponHeld: false,
  closed: false,
  statusReason: null,
  ...overrides,
});
