// The coupon's stored record ↔ the domain's Coupon (functions/data/coupons-repository.ts): a coupon
// written and read back is the same coupon with its claim counter, keys and storage attributes are
// not part of it, an old record without `oncePerBuyer` or `claimed` reads with their defaults, and
// a malformed record is refused with a MalformedRecordError naming its key — never a cast.
import { describe, expect, it } from 'vitest';
import { couponOfRecord, couponStorageRecord } from '../../functions/data/coupons-repository';
import { MalformedRecordError } from '../../functions/data/records';
import type { Coupon } from '../../functions/domain/coupons';

const coupon: Coupon = {
  code: 'BIENVENIDA15',
  discountType: 'PERCENTAGE',
  value: 15,
  isEnabled: true,
  validDateTimeFrom: '2026-01-01T00:00:00-03:00',
  validDateTimeTo: '2028-01-01T00:00:00-03:00',
  maxUses: 1000,
  uses: 12,
  itemIds: ['course-1'],
  oncePerBuyer: true,
  createdAt: '2026-01-01T03:00:00.000Z',
};

describe('a stored coupon', () => {
  it('reads back as the coupon written, with its claim counter and without its keys', () => {
    expect(couponOfRecord({ ...couponStorageRecord(coupon), claimed: 14 })).toEqual({ ...coupon, claimed: 14 });
  });

  it('an old record without oncePerBuyer or claimed reads as not once per buyer and no claims kept', () => {
    const { oncePerBuyer: _oncePerBuyer, ...old } = couponStorageRecord(coupon);
    expect(couponOfRecord(old)).toEqual({ ...coupon, oncePerBuyer: false, claimed: null });
  });

  it('a record with a discount type the store does not know is refused, naming its key and field', () => {
    const malformed = { ...couponStorageRecord(coupon), discountType: 'BOGO' };
    expect(() => couponOfRecord(malformed)).toThrow(MalformedRecordError);
    expect(() => couponOfRecord(malformed)).toThrow(/coupon record COUPON#BIENVENIDA15 \/ COUPON: discountType/);
  });

  it('a record whose uses are not a count is refused', () => {
    expect(() => couponOfRecord({ ...couponStorageRecord(coupon), uses: '12' })).toThrow(/uses/);
    expect(() => couponOfRecord({ ...couponStorageRecord(coupon), uses: -1 })).toThrow(/uses/);
  });
});
