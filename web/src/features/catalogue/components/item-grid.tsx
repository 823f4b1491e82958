// A responsive grid of item cards. The first `eagerCount` images load at once (they are above
// the fold; the very first with high priority); the rest load lazily as the buyer scrolls.
import { useRenderNow } from '../../../lib/render-clock';
import type { CatalogueItem } from '../api/list-items';
import { ItemCard } from './item-card';

export function ItemGrid({ items, eagerCount = 0, label }: { items: CatalogueItem[]; eagerCount?: number; label?: string }) {
  const now = useRenderNow();
  return (
    <ul className="item-grid" {...(label ? { 'aria-label': label } : {})}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} eager={index < eagerCount} first={index === 0 && eagerCount > 0} now={now} />
        </li>
      ))}
    </ul>
  );
}
