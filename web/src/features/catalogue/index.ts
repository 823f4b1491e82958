// Public entry point of the catalogue feature: the item data and the pieces that show an item
// (card, price, purchase box), shared by the landing page, the course and planning pages.
export { listItemIdsQuery, useHighlights, useItems } from './api/list-items';

export { ItemGrid } from './components/item-grid';
export { PagedItemGrid } from './components/paged-item-grid';

export { ItemPageShell } from './components/item-page-shell';
// A course's buy box outside its page (the free preview lesson: app/item-purchase-box.tsx).
export type { PageItem } from './api/get-item';
export { ItemDescription } from './components/item-description';
export { CoachProfile } from './components/coach-profile';
// The billing page names the item being bought, at today's price.
export { useItem } from './api/get-item';
export { priceViewAt } from './offer-view';

// Item pages and checkout show an owned course's way in instead of a buy button; the item page's
// buy box (app/purchase-panel.tsx) shows the price and the seller.
export { useOwnsCourse } from './api/owned-course';
export { ItemPrice } from './components/item-price';
export { sellerDisplayName } from './seller';
export type { PricedItem } from './offer-view';
