// Whether a coupon applies to an item now: enabled, inside its -03:00 window (start inclusive,
// end exclusive), under its maximum uses, and for this item.
import { describe, expect, it } from 'vitest';
import { couponDiscount, couponError, couponRejection, normalizeCouponCode } from '../../functions/domain/coupons';

const coupon = {
  code: 'VERANO',
  discountType: 'PERCENTAGE' as const,
  value: 20,
  isEnabled: true,
  validDateTimeFrom: '2026-12-01T00:00:00-03:00',
  validDateTimeTo: '2027-01-01T00:00:00-03:00',
  maxUses: 3,
  uses: 0,
  itemIds: ['course-1', 'planning-2'],
};

describe('coupons', () => {
  it('is valid from the first instant of its window in -03:00', () => {
    expect(couponRejection(coupon, 'course-1', new Date('2026-12-01T03:00:00Z'))).toBeNull();
    expect(couponRejection(coupon, 'course-1', new Date('2026-12-01T02:59:59.999Z'))).toBe('NOT_YET_VALID');
  });

  it('is expired from the last instant of its window', () => {
    expect(couponRejection(coupon, 'course-1', new Date('2026-12-31T23:59:59.999-03:00'))).toBeNull();
    expect(couponRejection(coupon, 'course-1', new Date('2027-01-01T00:00:00-03:00'))).toBe('EXPIRED');
  });

  it('rejects a disabled coupon, one at its maximum uses, and one for other items', () => {
    const at = new Date('2026-12-15T12:00:00-03:00');
    expect(couponRejection({ ...coupon, isEnabled: false }, 'course-1', at)).toBe('DISABLED');
    expect(couponRejection({ ...coupon, uses: 2 }, 'course-1', at)).toBeNull();
    expect(couponRejection({ ...coupon, uses: 3 }, 'course-1', at)).toBe('EXHAUSTED');
    expect(couponRejection(coupon, 'course-2', at)).toBe('NOT_APPLICABLE');
    expect(couponRejection({ ...coupon, itemIds: [] }, 'course-2', at)).toBeNull();
    expect(couponRejection(null, 'course-1', at)).toBe('NOT_FOUND');
  });

  it('explains a rejection in Spanish on the coupon field', () => {
    const error = couponError('EXPIRED', 'VERANO');
    expect(error.code).toBe('ValidationError');
    expect(error.message).toBe('El cupón "VERANO" está vencido.');
    expect(error.details).toEqual({ couponCode: error.message });
  });

  it("names the coupon and the buyer's purchase that used it, for a once-per-buyer coupon", () => {
    expect(couponError('USED_BY_BUYER', 'BIENVENIDA15', 'IMP-7K3Q-2M').message).toBe(
      'El cupón "BIENVENIDA15" se puede usar una sola vez por persona y ya lo usaste en tu compra IMP-7K3Q-2M.',
    );
    expect(couponError('USED_BY_BUYER', 'BIENVENIDA15').message).toContain('ya lo usaste en otra compra');
  });

  it('takes off a percentage or a fixed amount, never more than the price', () => {
    expect(couponDiscount({ discountType: 'PERCENTAGE', value: 20 }, 15000)).toBe(3000);
    expect(couponDiscount({ discountType: 'FIXED', value: 2500 }, 15000)).toBe(2500);
    expect(couponDiscount({ discountType: 'FIXED', value: 20000 }, 15000)).toBe(15000);
  });

  it('compares codes without case or surrounding spaces', () => {
    expect(normalizeCouponCode('  verano ')).toBe('VERANO');
  });
});
