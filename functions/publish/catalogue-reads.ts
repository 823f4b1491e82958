// What the publisher reads of the catalogue, through the catalogue service (the API's own reads),
// so a published page shows exactly what a visitor's browser reads next: listItems' pages, and the
// landing's featured items and offers (listFeaturedItems, listItemsOnOffer).
import type { CatalogService } from '../services/catalog-service';
import type { PublisherDependencies } from './publisher';

export const catalogueReads = (catalog: CatalogService): Pick<PublisherDependencies, 'catalogPage' | 'highlights'> => ({
  catalogPage: (args) => catalog.listItems(args),
  highlights: async () => {
    const [featured, onOffer] = await Promise.all([catalog.listFeaturedItems(), catalog.listItemsOnOffer()]);
    return { featured, onOffer };
  },
});
