// The landing's featured items and offers: which pointer records an item in a given state has
// (items-repository's pointers only narrow the read), and the catalogue service's rule over what
// they point at (featured and on sale; on sale with an offer that applies at the store's clock).
import { describe, expect, it } from 'vitest';
import type { Item } from '../../functions/generated/graphql';
import { itemPointerRecords } from '../../functions/data/item-changes-repository';
import type { ItemsRepository } from '../../functions/data/items-repository';
import { createCatalogueService } from '../../functions/services/catalogue-service';
import { catalogueItem } from '../support/factories/catalogue-items';

/** A published, enabled item named after its id, not featured and without an offer unless changed. */
const item = (id: string, changes: Partial<Item> = {}): Item =>
  catalogueItem({ id, name: id, price: 10_000, isEnabled: true, status: 'PUBLISHED', ...changes });
const offer = (from: string, to: string, price = 8_000) => ({ price, validDateTimeFrom: from, validDateTimeTo: to });

describe('itemPointerRecords', () => {
  it('gives a featured item a FEATURED pointer in catalogue order, and no offer pointer without an offer', () => {
    const { featured, offer: offerPointer } = itemPointerRecords(item('curso-a', { type: 'COURSE', isFeatured: true }));
    expect(featured).toMatchObject({ PK: 'ITEM#curso-a', SK: 'FEATURED', GSI1PK: 'FEATURED', GSI1SK: 'COURSE#curso-a', itemId: 'curso-a' });
    expect(offerPointer).toBeNull();
  });

  it("sorts an offer's pointer by the UTC instant its window ends (-03:00 read as an instant), whether it is current or not", () => {
    const { featured, offer: offerPointer } = itemPointerRecords(
      item('plan-b', { type: 'PLANNING', offer: offer('2026-11-01T00:00:00-03:00', '2026-12-01T00:00:00-03:00') }),
    );
    expect(featured).toBeNull();
    expect(offerPointer).toMatchObject({ PK: 'ITEM#plan-b', SK: 'OFFER', GSI1PK: 'OFFERS', GSI1SK: '2026-12-01T03:00:00.000Z#plan-b' });
  });
});

/** A repository standing in for DynamoDB: the pointers name exactly these items. */
function service(pointed: Item[], now: Date) {
  const reads: string[] = [];
  const items = {
    listFeatured: async () => {
      reads.push('featured');
      return pointed;
    },
    listWithOfferNotEndedAt: async (at: Date) => {
      reads.push(`offers>${at.toISOString()}`);
      return pointed;
    },
  } as unknown as ItemsRepository; // only the two reads under test are called
  return { catalogue: createCatalogueService({ items, now: () => now }), reads };
}

describe('listFeaturedItems and listItemsOnOffer', () => {
  const now = new Date('2026-11-22T12:00:00-03:00');

  it('keeps the featured items on sale; a pointer left behind (unfeatured since, hidden, draft) shows nothing', async () => {
    const { catalogue, reads } = service(
      [
        item('a', { isFeatured: true }),
        item('b', { isFeatured: false }),
        item('c', { isFeatured: true, isEnabled: false }),
        item('d', { isFeatured: true, status: 'DRAFT' }),
      ],
      now,
    );
    expect((await catalogue.listFeaturedItems()).map((each) => each.id)).toEqual(['a']);
    expect(reads).toEqual(['featured']);
  });

  it('keeps the offers that apply at the store clock: from its start (inclusive) to its end (exclusive), below the price, on sale', async () => {
    const { catalogue, reads } = service(
      [
        item('current', { offer: offer('2026-11-22T00:00:00-03:00', '2026-11-23T00:00:00-03:00') }),
        item('starts-now', { offer: offer('2026-11-22T12:00:00-03:00', '2026-11-23T00:00:00-03:00') }),
        item('ends-now', { offer: offer('2026-11-21T00:00:00-03:00', '2026-11-22T12:00:00-03:00') }),
        item('not-yet', { offer: offer('2026-11-22T12:01:00-03:00', '2026-11-23T00:00:00-03:00') }),
        item('not-lower', { offer: offer('2026-11-22T00:00:00-03:00', '2026-11-23T00:00:00-03:00', 10_000) }),
        item('hidden', { isEnabled: false, offer: offer('2026-11-22T00:00:00-03:00', '2026-11-23T00:00:00-03:00') }),
        item('no-offer'),
      ],
      now,
    );
    expect((await catalogue.listItemsOnOffer()).map((each) => each.id)).toEqual(['current', 'starts-now']);
    // The read itself starts at the clock's instant: offers ended before it are never read.
    expect(reads).toEqual([`offers>${now.toISOString()}`]);
  });
});
