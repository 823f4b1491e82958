// The catalogue function's dependencies: the items repository, nothing else.
import { createItemsRepository } from '../data/items-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const catalogDependencies = perContainer(() => {
  const table = tableContext();
  return { items: createItemsRepository(table) };
});

export type CatalogFunctionDependencies = ReturnType<typeof catalogDependencies>;
