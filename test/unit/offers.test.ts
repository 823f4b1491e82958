import { describe, expect, it } from 'vitest';
import { activeOffer, currentPrice, isOfferValidAt } from '../../functions/domain/offers';

const offer = { price: 10500, validDateTimeFrom: '2024-03-01T00:00:00-03:00', validDateTimeTo: '2024-04-01T00:00:00-03:00' };
const item = { price: 12000, offer };

describe('offers in -03:00', () => {
  it('starts at midnight in Buenos Aires, which is 03:00 UTC', () => {
    expect(isOfferValidAt(offer, new Date('2024-03-01T02:59:59.999Z'))).toBe(false);
    expect(isOfferValidAt(offer, new Date('2024-03-01T03:00:00Z'))).toBe(true);
  });

  it('ends (exclusive) at the end instant', () => {
    expect(isOfferValidAt(offer, new Date('2024-04-01T02:59:59.999Z'))).toBe(true);
    expect(isOfferValidAt(offer, new Date('2024-04-01T03:00:00Z'))).toBe(false);
  });

  it('prices at the offer only while it is valid', () => {
    expect(currentPrice(item, new Date('2024-03-15T12:00:00-03:00'))).toBe(10500);
    expect(currentPrice(item, new Date('2026-11-22T12:00:00-03:00'))).toBe(12000);
  });

  it('ignores an offer that is not below the price', () => {
    expect(activeOffer({ price: 10000, offer: { ...offer, price: 10000 } }, new Date('2024-03-15T12:00:00-03:00'))).toBeNull();
  });
});
