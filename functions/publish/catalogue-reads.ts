// What the publisher reads of the catalogue, through the catalogue service (the API's own reads),
// so a published page shows exactly what a visitor's browser reads next: listItems' pages, and the
// landing's featured items and offers (listFeaturedItems, listItemsOnOffer).
import type { CatalogueService } from '../services/catalogue-service';
import type { PublisherDependencies } from './publisher';

export const catalogueReads = (catalogue: CatalogueService): Pick<PublisherDependencies, 'cataloguePage' | 'highlights'> => ({
  cataloguePage: (args) => catalogue.listItems(args),
  highlights: async () => {
    const [featured, onOffer] = await Promise.all([catalogue.listFeaturedItems(), catalogue.listItemsOnOffer()]);
    return { featured, onOffer };
  },
});
