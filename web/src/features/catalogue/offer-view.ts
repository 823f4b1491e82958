// What a card or an item page shows about an item's price right now. The rule of when an offer
// applies (its window in -03:00, and only if it lowers the price) is the server's own, imported
// from functions/domain/offers.ts so the page and the checkout can never disagree.
import { activeOffer } from '../../../../functions/domain/offers';
import { formatStoreDate } from '../../../../functions/domain/store-clock';

export interface PricedItem {
  price: number;
  offer: { price: number; validDateTimeFrom: string; validDateTimeTo: string } | null;
}

export interface PriceView {
  /** What the buyer pays today. */
  price: number;
  /** The list price, struck through while an offer applies. */
  listPrice: number | null;
  /** Last day of the offer (dd/mm/aaaa), while an offer applies. */
  offerLastDay: string | null;
}

export function priceViewAt(item: PricedItem, now: Date): PriceView {
  const offer = activeOffer(item, now);
  if (!offer) return { price: item.price, listPrice: null, offerLastDay: null };
  // The window's end is exclusive (an offer to 2024-04-01T00:00-03:00 ends as March ends), so
  // the last day a buyer can use it is the day of the instant just before the end.
  const lastInstant = new Date(Date.parse(offer.validDateTimeTo) - 1);
  return { price: offer.price, listPrice: item.price, offerLastDay: formatStoreDate(lastInstant) };
}

export const isOnOfferAt = (item: PricedItem, now: Date): boolean => activeOffer(item, now) !== null;
