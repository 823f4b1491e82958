// Catalogue function: the store front's items (and the admin's list of all of them), and the
// public check of a certificate by its code. Reads only: the admin's edits run in the catalogue
// administration function, which publishes pages.
import type { QueryAdminListItemsArgs, QueryGetItemArgs, QueryListItemsArgs, QueryVerifyCertificateArgs } from '../generated/graphql';
import { createCatalogService } from '../services/catalog-service';
import { createCertificateVerification } from '../services/certificate-verification-service';
import { createResolverHandler, field } from './appsync-resolver';
import { catalogDependencies, type CatalogFunctionDependencies as Dependencies } from '../composition/catalog';

const catalog = (deps: Dependencies) => createCatalogService(deps);

export const catalogResolvers = {
  listItems: field<QueryListItemsArgs, Dependencies>((args, _viewer, deps) => catalog(deps).listItems(args)),
  getItem: field<QueryGetItemArgs, Dependencies>((args, viewer, deps) => catalog(deps).getItem(viewer, args.id)),
  listFeaturedItems: field<Record<string, never>, Dependencies>((_args, _viewer, deps) => catalog(deps).listFeaturedItems()),
  listItemsOnOffer: field<Record<string, never>, Dependencies>((_args, _viewer, deps) => catalog(deps).listItemsOnOffer()),
  adminListItems: field<QueryAdminListItemsArgs, Dependencies>((args, viewer, deps) => catalog(deps).adminListItems(viewer, args.type)),
  verifyCertificate: field<QueryVerifyCertificateArgs, Dependencies>((args, _viewer, deps) =>
    createCertificateVerification(deps).verifyCertificate(args.code),
  ),
};

export const handler = createResolverHandler(catalogResolvers, catalogDependencies);
