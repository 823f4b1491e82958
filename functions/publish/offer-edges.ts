// Offer windows open and close on their own clock (validFrom / validTo at -03:00): the pages that
// show an item must be republished at those instants. Pure rules; the schedulers are adapters.
import type { Item } from '../generated/graphql';

const edgesOf = (item: Pick<Item, 'offer'>): number[] =>
  item.offer ? [Date.parse(item.offer.validDateTimeFrom), Date.parse(item.offer.validDateTimeTo)] : [];

/** The first offer edge strictly after `after`, or null when none is ahead. */
export function nextOfferEdge(items: readonly Pick<Item, 'offer'>[], after: Date): Date | null {
  const ahead = items.flatMap(edgesOf).filter((edge) => edge > after.getTime());
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : null;
}

/** Items with an offer edge in (from, to]: their pages changed between those instants. */
export function itemsWithEdgeBetween<T extends Pick<Item, 'offer'>>(items: readonly T[], from: Date, to: Date): T[] {
  return items.filter((item) => edgesOf(item).some((edge) => edge > from.getTime() && edge <= to.getTime()));
}
