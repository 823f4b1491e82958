// The catalogue function's dependencies: the items repository, nothing else (reads only; the
// admin's edits, which republish the storefront, are the catalogue administration function's).
import { createItemsRepository } from '../data/items-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const catalogDependencies = perContainer(() => ({ items: createItemsRepository(tableContext()) }));

export type CatalogFunctionDependencies = ReturnType<typeof catalogDependencies>;
