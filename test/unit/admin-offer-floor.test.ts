// Admin prices: an offer obeys checkout's floor (≥ 1 ARS and ≥ 10 % of the list price) and dates
// are parsed strictly (a day that does not exist is refused, not shifted into the next month).
import { describe, expect, it } from 'vitest';
import { isoDateSchema, isoDateTimeSchema } from '../../functions/domain/input-schemas';
import { updateItemSchema } from '../../functions/domain/item-input';

const item = (offerPrice: number, price = 15_000) => ({
  id: 'course-1',
  name: 'Curso de prueba',
  price,
  isEnabled: true,
  isFeatured: false,
  offer: { price: offerPrice, validDateTimeFrom: '2026-11-01T00:00:00-03:00', validDateTimeTo: '2026-12-01T00:00:00-03:00' },
});

const messageOf = (input: unknown) => {
  const result = updateItemSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => issue.message).join(' | ');
};

describe('offer floor', () => {
  it('refuses 0.004, 0.01 and anything under 10 % of the list price, with a Spanish message', () => {
    for (const price of [0.004, 0.01, 1, 1499.99]) expect(messageOf(item(price))).toContain('al menos');
    expect(messageOf(item(0.5, 5))).toContain('al menos $');
  });

  it('accepts the floor itself', () => {
    expect(messageOf(item(1500))).toBeNull();
    expect(messageOf(item(1, 2))).toBeNull();
  });
});

describe('strict dates', () => {
  it('refuses days and times that do not exist', () => {
    for (const value of [
      '2026-02-30T10:00:00-03:00',
      '2026-02-29T10:00:00-03:00',
      '2026-04-31T00:00:00Z',
      '2026-03-01T24:00:00-03:00',
      '2026-03-01T10:60:00-03:00',
    ]) {
      expect(isoDateTimeSchema.safeParse(value).success, value).toBe(false);
    }
    expect(isoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(messageOf({ ...item(2000), offer: { ...item(2000).offer, validDateTimeFrom: '2026-02-30T00:00:00-03:00' } })).toContain(
      'no es válida',
    );
  });

  it('accepts real ones, leap days included', () => {
    for (const value of ['2028-02-29T10:00:00-03:00', '2026-12-31T23:59:59.999Z', '2026-03-01T00:00-03:00']) {
      expect(isoDateTimeSchema.safeParse(value).success, value).toBe(true);
    }
  });
});
