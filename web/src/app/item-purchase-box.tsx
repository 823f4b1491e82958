// The buy box of an item, on its own: the item's price and buy button exactly as its page shows
// them (PurchasePanel), for another page that sells it, such as a course's free preview lesson.
// Nothing shows until the item is loaded, or when it cannot be (the page around it still works).
import { useItem, type PageItem } from '../features/catalogue';
import { PurchasePanel } from './purchase-panel';

export function ItemPurchaseBox({
  itemId,
  buyLabel,
  buyNotes,
}: {
  itemId: string;
  buyLabel: string;
  buyNotes: (item: PageItem) => string[];
}) {
  const { data: item } = useItem(itemId);
  if (!item) return null;
  return <PurchasePanel item={item} buyLabel={buyLabel} notes={buyNotes(item)} />;
}
