import { describe, expect, it } from 'vitest';
import { priceViewAt } from '../../web/src/features/catalog/offer-view';
import { formatCalendarDate, formatPrice, formatStoreDate, formatWeeks } from '../../web/src/lib/format';

const course2 = {
  price: 12000,
  offer: { price: 10500, validDateTimeFrom: '2024-03-01T00:00:00-03:00', validDateTimeTo: '2024-04-01T00:00:00-03:00' },
};

describe('prices in ARS for es-AR', () => {
  it('writes pesos with a thousands dot and no cents when whole', () => {
    expect(formatPrice(45600)).toBe('$ 45.600');
    expect(formatPrice(8999)).toBe('$ 8.999');
    expect(formatPrice(1234567.5)).toBe('$ 1.234.567,5');
  });

  it('writes dates as dd/mm/aaaa in the store offset (-03:00), wherever the browser is', () => {
    // 02:30 UTC on 1 March is still 29 February in Buenos Aires.
    expect(formatStoreDate(new Date('2024-03-01T02:30:00Z'))).toBe('29/02/2024');
    expect(formatStoreDate(new Date('2024-03-01T03:00:00Z'))).toBe('01/03/2024');
    expect(formatCalendarDate('2026-09-12')).toBe('12/09/2026');
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
