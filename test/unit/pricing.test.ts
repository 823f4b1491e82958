// The price the server charges: offer valid now (-03:00 windows), then coupon, then the floor,
// rounded to cents.
import { describe, expect, it } from 'vitest';
import { formatMoney, roundToCents, sameCents, sumMoney, toCents } from '../../functions/domain/money';
import { computePrice, priceFloor } from '../../functions/domain/pricing';

const offer = { price: 10500, validDateTimeFrom: '2026-03-01T00:00:00-03:00', validDateTimeTo: '2026-04-01T00:00:00-03:00' };
const course = { price: 12000, offer };
const percent = (value: number) => ({ code: 'PROMO', discountType: 'PERCENTAGE' as const, value });
const fixed = (value: number) => ({ code: 'MENOS', discountType: 'FIXED' as const, value });

describe('pricing', () => {
  it('charges the offer price from the first instant of its window, in -03:00', () => {
    expect(computePrice(course, null, new Date('2026-03-01T03:00:00Z')).finalPrice).toBe(10500);
    expect(computePrice(course, null, new Date('2026-03-01T02:59:59.999Z')).finalPrice).toBe(12000);
  });

  it('stops charging the offer price at the end of its window', () => {
    expect(computePrice(course, null, new Date('2026-04-01T02:59:59.999Z')).offerPrice).toBe(10500);
    const after = computePrice(course, null, new Date('2026-04-01T03:00:00Z'));
    expect(after).toMatchObject({ offerPrice: null, finalPrice: 12000, discount: 0 });
  });

  it('applies a percentage coupon on top of the offer price, rounded to cents', () => {
    const quote = computePrice(course, percent(15), new Date('2026-03-10T12:00:00-03:00'));
    expect(quote).toMatchObject({ listPrice: 12000, offerPrice: 10500, couponCode: 'PROMO', discount: 1575, finalPrice: 8925 });
    const odd = computePrice({ price: 8999.99, offer: null }, percent(33), new Date());
    expect(odd.finalPrice).toBe(6029.99);
    expect(odd.discount).toBe(2970);
  });

  it('applies a fixed coupon to the list price when no offer is valid', () => {
    const quote = computePrice(course, fixed(2000), new Date('2026-05-01T00:00:00-03:00'));
    expect(quote).toMatchObject({ offerPrice: null, discount: 2000, finalPrice: 10000, currency: 'ARS' });
  });

  it('never goes below 10% of the list price, whatever the coupon', () => {
    expect(computePrice(course, fixed(50000), new Date('2026-05-01T00:00:00-03:00'))).toMatchObject({
      finalPrice: 1200,
      discount: 10800,
    });
    expect(computePrice(course, percent(100), new Date('2026-03-10T00:00:00-03:00')).finalPrice).toBe(1200);
  });

  it('never charges less than 1 peso', () => {
    expect(priceFloor(5)).toBe(1);
    expect(computePrice({ price: 5, offer: null }, percent(100), new Date()).finalPrice).toBe(1);
  });

  it('rounds to cents', () => {
    expect(roundToCents(10.005)).toBe(10.01);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });

  it('keeps the floor a whole 10% when floating point says otherwise', () => {
    // 11 000 × 0.1 × 100 is 110 000.00000000001 in floating point.
    expect(priceFloor(11_000)).toBe(1100);
    expect(priceFloor(12_345.67)).toBe(1234.57);
  });
});

describe('money', () => {
  it('rounds half away from zero on the written decimal, not the binary value', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.004)).toBe(100);
    expect(toCents(8.345)).toBe(835);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.001)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
    expect(toCents(1e-7)).toBe(0);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('compares and adds in cents', () => {
    expect(sameCents(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameCents(45600, 45600.01)).toBe(false);
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
  });

  it('writes pesos the same everywhere: no decimals when whole, two when not', () => {
    expect(formatMoney(45600)).toBe('$ 45.600');
    expect(formatMoney(45600.5)).toBe('$ 45.600,50');
    expect(formatMoney(1.005)).toBe('$ 1,01');
    expect(formatMoney(0)).toBe('$ 0');
  });
});
