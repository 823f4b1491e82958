// Catalogue function: the store front's items (and the admin's list of all of them). Reads only:
// the admin's edits run in the catalogue administration function, which publishes pages.
import type { QueryAdminListItemsArgs, QueryGetItemArgs, QueryListItemsArgs } from '../generated/graphql';
import { createCatalogService } from '../services/catalog-service';
import { createResolverHandler, field } from './appsync-resolver';
import { catalogDependencies, type CatalogFunctionDependencies as Dependencies } from '../composition/catalog';

const catalog = (deps: Dependencies) => createCatalogService(deps);

export const catalogResolvers = {
  listItems: field<QueryListItemsArgs, Dependencies>((args, _viewer, deps) => catalog(deps).listItems(args)),
  getItem: field<QueryGetItemArgs, Dependencies>((args, viewer, deps) => catalog(deps).getItem(viewer, args.id)),
  adminListItems: field<QueryAdminListItemsArgs, Dependencies>((args, viewer, deps) => catalog(deps).adminListItems(viewer, args.type)),
};

export const handler = createResolverHandler(catalogResolvers, catalogDependencies);
