// The catalogue function's dependencies: the items repository, where its changes republish the
// storefront (functions/publish/storefront-publishing.ts), and the issued certificates (read only).
import { createCertificateLookup } from '../data/certificate-lookup';
import { createItemsRepository } from '../data/items-repository';
import { storefrontPublishing } from '../publish/storefront-publishing-from-settings';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const catalogDependencies = perContainer(() => {
  const table = tableContext();
  return { items: createItemsRepository(table), certificates: createCertificateLookup(table), storefront: storefrontPublishing() };
});

export type CatalogFunctionDependencies = ReturnType<typeof catalogDependencies>;
