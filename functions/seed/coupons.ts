// Sample coupons for demos and the local store (never a real store's: anyone reading the README
// knows them): created if missing, never overwritten (an admin
// may have edited or disabled them). Codes are upper-case, as the store compares them.
import type { Coupon } from '../domain/coupons';

export const seedCoupons: Coupon[] = [
  {
    code: 'BIENVENIDA15',
    discountType: 'PERCENTAGE',
    value: 15,
    isEnabled: true,
    validDateTimeFrom: '2026-01-01T00:00:00-03:00',
    validDateTimeTo: '2028-01-01T00:00:00-03:00',
    maxUses: 500,
    uses: 0,
    itemIds: [],
    // A welcome: one purchase per buyer.
    oncePerBuyer: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    code: 'PLAN2000',
    discountType: 'FIXED',
    value: 2000,
    isEnabled: true,
    validDateTimeFrom: '2026-01-01T00:00:00-03:00',
    validDateTimeTo: '2028-01-01T00:00:00-03:00',
    maxUses: 100,
    uses: 0,
    itemIds: ['planning-1', 'planning-2', 'planning-3', 'planning-4', 'planning-5'],
    oncePerBuyer: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];
