import { describe, expect, it } from 'vitest';
import { priceViewAt } from '../../web/src/features/catalogue/offer-view';
import { formatMoney } from '../../functions/domain/money';
import { formatWeeks } from '../../web/src/lib/format';

const course2 = {
  price: 12000,
  offer: { price: 10500, validDateTimeFrom: '2024-03-01T00:00:00-03:00', validDateTimeTo: '2024-04-01T00:00:00-03:00' },
};

describe('prices in ARS for es-AR', () => {
  it('writes pesos with a thousands dot, no cents when whole and two digits of cents when not', () => {
    expect(formatMoney(45600)).toBe('$ 45.600');
    expect(formatMoney(8999)).toBe('$ 8.999');
    expect(formatMoney(1234567.5)).toBe('$ 1.234.567,50');
  });

  it('writes durations in weeks', () => {
    expect(formatWeeks(1)).toBe('1 semana');
    expect(formatWeeks(16)).toBe('16 semanas');
  });
});

describe('what a buyer sees of an offer', () => {
  it('shows the list price struck, the offer price and the last day while the offer is valid', () => {
    expect(priceViewAt(course2, new Date('2024-03-15T12:00:00-03:00'))).toEqual({
      price: 10500,
      listPrice: 12000,
      offerLastDay: '31/03/2024',
    });
  });

  it('applies from the first instant (-03:00) and not after the exclusive end', () => {
    expect(priceViewAt(course2, new Date('2024-02-29T23:59:59-03:00')).listPrice).toBeNull();
    expect(priceViewAt(course2, new Date('2024-03-01T00:00:00-03:00')).price).toBe(10500);
    expect(priceViewAt(course2, new Date('2024-03-31T23:59:59-03:00')).price).toBe(10500);
    expect(priceViewAt(course2, new Date('2024-04-01T00:00:00-03:00'))).toEqual({ price: 12000, listPrice: null, offerLastDay: null });
  });

  it('shows only the price without an offer, or with one that does not lower it', () => {
    expect(priceViewAt({ price: 15000, offer: null }, new Date())).toEqual({ price: 15000, listPrice: null, offerLastDay: null });
    const notLower = { price: 10000, offer: { ...course2.offer, price: 10000 } };
    expect(priceViewAt(notLower, new Date('2024-03-15T12:00:00-03:00')).listPrice).toBeNull();
  });
});
