// A planning sold by the month in its published page's meta (decision 150): "$ X por mes" in the
// description and the product price, and a schema.org Offer priced per month
// (UnitPriceSpecification, referenceQuantity 1 MON); sold both ways, both offers.
import { describe, expect, it } from 'vitest';
import type { PublishedItem } from '../../functions/domain/published-pages';
import type { PlanningSale, SubscriptionOffer } from '../../functions/domain/subscription-offer';
import { seedItems } from '../../functions/seed/catalogue';
import { pageMeta } from '../../web/src/publish/page-meta';

const planning = structuredClone(seedItems.find((item) => item.type === 'PLANNING' && item.offer === null)) as PublishedItem;
const context = {
  siteUrl: 'https://tienda.example',
  storeName: 'Tienda',
  publishedAt: new Date('2026-12-07T12:00:00Z'),
  imagePath: '/og.png',
};
const offer = (sale: PlanningSale): SubscriptionOffer => ({
  planningId: planning.id,
  sale,
  monthlyPrice: 18500,
  trialDays: 0,
  graceDays: 0,
  updatedAt: '2026-12-01T00:00:00Z',
});
const metaOf = (subscriptionOffer: SubscriptionOffer | null) => pageMeta({ kind: 'planning', item: planning, subscriptionOffer }, context);
const productLd = (subscriptionOffer: SubscriptionOffer | null) =>
  metaOf(subscriptionOffer).jsonLd.find((ld) => (ld as { '@type': string })['@type'] === 'Product') as { offers: unknown };

describe('the published planning page of a planning sold by the month', () => {
  it('monthly only: the description, the product price and the JSON-LD offer are the month’s', () => {
    const meta = metaOf(offer('MONTHLY'));
    expect(meta.description).toMatch(/\$\s?18\.500 por mes\.$/);
    expect(meta.description).not.toContain(String(planning.price));
    expect(meta.extraProperties).toContainEqual(['product:price:amount', '18500.00']);
    expect(productLd(offer('MONTHLY')).offers).toMatchObject({
      '@type': 'Offer',
      price: '18500.00',
      priceCurrency: 'ARS',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '18500.00',
        priceCurrency: 'ARS',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    });
  });

  it('both ways: the one-off offer first, then the monthly one; the description keeps the one-off price', () => {
    const offers = productLd(offer('BOTH')).offers as { price: string; priceSpecification?: unknown }[];
    expect(offers.map((entry) => entry.price)).toEqual([planning.price.toFixed(2), '18500.00']);
    expect(offers[0]?.priceSpecification).toBeUndefined();
    expect(metaOf(offer('BOTH')).description).not.toContain('por mes');
  });

  it('sold once (or without an offer): one plain Offer at the item’s price, as before', () => {
    for (const subscriptionOffer of [null, offer('ONCE')]) {
      expect(productLd(subscriptionOffer).offers).toEqual(expect.objectContaining({ '@type': 'Offer', price: planning.price.toFixed(2) }));
      expect(metaOf(subscriptionOffer).description).not.toContain('por mes');
    }
  });
});
