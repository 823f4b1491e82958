// The catalogue function's dependencies: the items repository, and where its changes republish
// the storefront (functions/publish/storefront-publishing.ts).
import { createItemsRepository } from '../data/items-repository';
import { storefrontPublishing } from '../publish/storefront-publishing-from-settings';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const catalogDependencies = perContainer(() => {
  const table = tableContext();
  return { items: createItemsRepository(table), storefront: storefrontPublishing() };
});

export type CatalogFunctionDependencies = ReturnType<typeof catalogDependencies>;
