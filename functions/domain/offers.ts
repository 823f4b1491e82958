// Offers are windows of ISO date-times written with the store's offset (-03:00). Comparing
// instants is offset-independent, so "valid now in -03:00" is a plain instant comparison.
import type { Item, Offer } from './item';

/** An offer applies from its start (inclusive) until its end (exclusive). */
export function isOfferValidAt(offer: Offer, now: Date): boolean {
  const from = Date.parse(offer.validDateTimeFrom);
  const to = Date.parse(offer.validDateTimeTo);
  const at = now.getTime();
  return at >= from && at < to;
}

/** The offer a buyer sees right now, if any. */
export function activeOffer(item: Pick<Item, 'offer' | 'price'>, now: Date): Offer | null {
  const offer = item.offer;
  if (!offer || !isOfferValidAt(offer, now) || offer.price >= item.price) return null;
  return offer;
}

/** The price of an item at an instant: the offer price while it is valid, else the list price. */
export function currentPrice(item: Pick<Item, 'offer' | 'price'>, now: Date): number {
  return activeOffer(item, now)?.price ?? item.price;
}
