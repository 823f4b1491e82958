// The catalogue function's dependencies: the items repository and the issued certificates' public
// read, nothing else (reads only; the admin's edits, which republish the storefront, are the
// catalogue administration function's).
import { createCertificateLookup } from '../data/certificate-lookup';
import { createItemsRepository } from '../data/items-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const catalogueDependencies = perContainer(() => {
  const table = tableContext();
  return { items: createItemsRepository(table), certificates: createCertificateLookup(table), now: () => new Date() };
});

export type CatalogueFunctionDependencies = ReturnType<typeof catalogueDependencies>;
