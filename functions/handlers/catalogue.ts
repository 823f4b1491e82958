// Catalogue function: the store front's items (and the admin's list of all of them), and the
// public check of a certificate by its code. Reads only: the admin's edits run in the catalogue
// administration function, which publishes pages.
import type { QueryAdminListItemsArgs, QueryGetItemArgs, QueryListItemsArgs, QueryVerifyCertificateArgs } from '../generated/graphql';
import { createCatalogueService } from '../services/catalogue-service';
import { createCertificateVerification } from '../services/certificate-verification-service';
import { createResolverHandler, field } from './appsync-resolver';
import { catalogueDependencies, type CatalogueFunctionDependencies as Dependencies } from '../composition/catalogue';

const catalogue = (deps: Dependencies) => createCatalogueService(deps);

export const catalogueResolvers = {
  listItems: field<QueryListItemsArgs, Dependencies>((args, _viewer, deps) => catalogue(deps).listItems(args)),
  getItem: field<QueryGetItemArgs, Dependencies>((args, viewer, deps) => catalogue(deps).getItem(viewer, args.id)),
  listFeaturedItems: field<Record<string, never>, Dependencies>((_args, _viewer, deps) => catalogue(deps).listFeaturedItems()),
  listItemsOnOffer: field<Record<string, never>, Dependencies>((_args, _viewer, deps) => catalogue(deps).listItemsOnOffer()),
  adminListItems: field<QueryAdminListItemsArgs, Dependencies>((args, viewer, deps) => catalogue(deps).adminListItems(viewer, args.type)),
  verifyCertificate: field<QueryVerifyCertificateArgs, Dependencies>((args, _viewer, deps) =>
    createCertificateVerification(deps).verifyCertificate(args.code),
  ),
};

export const handler = createResolverHandler(catalogueResolvers, catalogueDependencies);
