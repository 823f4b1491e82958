// A card's price (issue 39, decision 161): a planning sold only by the month says "$ X por mes" and
// no one-off price; one sold both ways the one-off price (its offer as before) and "o $ X por mes";
// a course and a planning sold once only show the one-off price alone. The clock is fixed.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ItemCard } from '../../web/src/features/catalogue/components/item-card';
import type { CatalogueItem } from '../../web/src/features/catalogue/api/list-items';
import { setStoreConfig } from '../../web/src/lib/store-config';

const NOW = new Date('2026-12-07T15:00:00-03:00');

const card = (overrides: Partial<CatalogueItem>): CatalogueItem => ({
  id: 'planning-2',
  name: 'Fuerza mensual',
  price: 120000,
  type: 'PLANNING',
  seller: 'STORE',
  isEnabled: true,
  isFeatured: false,
  imageSource: '/images/planning.svg',
  picture: null,
  coachName: 'Delfi',
  coachBio: 'Coach',
  summary: 'Doce semanas de fuerza',
  level: 'Intermedio',
  durationWeeks: 12,
  offer: null,
  monthlyOffer: null,
  ...overrides,
});

const priceOf = (item: CatalogueItem) => {
  render(
    <MemoryRouter>
      <ItemCard item={item} now={NOW} />
    </MemoryRouter>,
  );
  const article = screen.getByRole('article');
  return { text: article.textContent ?? '', price: within(article).getByTestId('item-price').textContent ?? '' };
};

describe('a card’s price', () => {
  beforeEach(() => setStoreConfig({ storeName: 'Impulso', legalName: 'Impulso SRL', cuit: null, maxInstallments: 6 }));

  it('a planning sold only by the month says "$ X por mes" and not its one-off price', () => {
    const { text, price } = priceOf(card({ monthlyOffer: { sale: 'MONTHLY', monthlyPrice: 32000 } }));
    expect(price).toBe('$ 32.000 por mes');
    expect(text).not.toContain('120.000');
    expect(screen.queryByTestId('item-monthly-price')).toBeNull();
  });

  it('a planning sold both ways shows the one-off price and "o $ X por mes"', () => {
    const { price } = priceOf(card({ monthlyOffer: { sale: 'BOTH', monthlyPrice: 32000 } }));
    expect(price).toBe('$ 120.000');
    expect(screen.getByTestId('item-monthly-price').textContent).toBe('o $ 32.000 por mes');
  });

  it('sold both ways with a one-off offer, the offer stays on the one-off price and the monthly price is unchanged', () => {
    const offer = { price: 90000, validDateTimeFrom: '2026-12-01T00:00:00-03:00', validDateTimeTo: '2027-01-01T00:00:00-03:00' };
    const { price } = priceOf(card({ offer, monthlyOffer: { sale: 'BOTH', monthlyPrice: 32000 } }));
    expect(price).toContain('$ 90.000');
    expect(price).toContain('$ 120.000');
    expect(screen.getByTestId('item-monthly-price').textContent).toBe('o $ 32.000 por mes');
  });

  it('a planning sold once only shows the one-off price alone', () => {
    const { text, price } = priceOf(card({}));
    expect(price).toBe('$ 120.000');
    expect(text).not.toContain('por mes');
  });

  it('a course shows its price and no monthly line', () => {
    const { text, price } = priceOf(card({ id: 'course-1', type: 'COURSE', price: 45000, durationWeeks: null }));
    expect(price).toBe('$ 45.000');
    expect(text).not.toContain('por mes');
  });
});
