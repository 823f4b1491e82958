// Public entry point of the catalogue feature: the item data and the pieces that show an item
// (card, price, purchase box), shared by the landing page, the course and planning pages.
export { listItemsQuery, useItems } from './api/list-items';
export { getItemQuery, useItem } from './api/get-item';
export { catalogKeys } from './api/keys';
export { ItemCard } from './components/item-card';
export { ItemGrid } from './components/item-grid';
export { ItemPrice } from './components/item-price';
export { PurchasePanel } from './components/purchase-panel';
export { ItemPageShell } from './components/item-page-shell';
export { ItemDescription } from './components/item-description';
export { CoachProfile } from './components/coach-profile';
export { itemPath } from './components/item-card';
export type { CatalogItem } from './api/list-items';
export { sellerDisplayName } from './seller';
export { priceViewAt, isOnOfferAt } from './offer-view';
export { useOwnsCourse } from './api/owned-course';
