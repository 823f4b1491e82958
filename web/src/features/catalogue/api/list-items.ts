// The catalogue as visitors see it: enabled courses and plannings, with what cards show. The API
// answers it a page at a time (listItems' limit and nextToken): the lists and the landing read a
// page at a time ("Ver más"), the about page (every coach) reads the pages in turn. The landing's
// featured items and offers are their own read (listFeaturedItems, listItemsOnOffer), never picked
// among a page.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { STOREFRONT_PAGE_SIZE } from '../../../../../functions/domain/catalogue-pages';
import { graphql } from '../../../generated';
import type { ItemType, ListItemsQuery, StorefrontHighlightsQuery } from '../../../generated/graphql';
import { readAllPages } from '../../../lib/all-pages';
import { request } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

// What a card shows: the lists, the landing's sections and the about page select the same fields.
graphql(`
  fragment CatalogCardFields on Item {
    id
    name
    price
    type
    seller
    isEnabled
    isFeatured
    imageSource
    picture {
      baseUrl
      widths
    }
    coachName
    coachBio
    summary
    level
    durationWeeks
    offer {
      price
      validDateTimeFrom
      validDateTimeTo
    }
    monthlyOffer {
      sale
      monthlyPrice
    }
  }
`);

const ListItemsDocument = graphql(`
  query ListItems($type: ItemType, $limit: Int, $nextToken: String) {
    listItems(type: $type, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        ...CatalogCardFields
      }
    }
  }
`);

const StorefrontHighlightsDocument = graphql(`
  query StorefrontHighlights {
    listFeaturedItems {
      ...CatalogCardFields
    }
    listItemsOnOffer {
      ...CatalogCardFields
    }
  }
`);

const ListItemIdsDocument = graphql(`
  query ListItemIds($nextToken: String) {
    listItems(nextToken: $nextToken) {
      nextToken
      items {
        id
        type
      }
    }
  }
`);

/** The whole catalogue, every page read in turn: for the about page, which counts and names every coach. */
const listItemsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.list(),
    queryFn: () => readAllPages(async (nextToken) => (await request(ListItemsDocument, { nextToken })).listItems),
  });

export const useItems = () => useQuery(listItemsQuery());

/** Every id and type of the catalogue (no card fields): what the start sequence registers. */
export const listItemIdsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.ids(),
    queryFn: () => readAllPages(async (nextToken) => (await request(ListItemIdsDocument, { nextToken })).listItems),
  });

/** One page of a type's catalogue as the API answers it (also what a published list page carries). */
export type CataloguePage = ListItemsQuery['listItems'];

/** A type's catalogue, `STOREFRONT_PAGE_SIZE` items at a time; the next page when asked ("Ver más"). */
const itemPagesQuery = (type: ItemType) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.pages(type),
    queryFn: async ({ pageParam }): Promise<CataloguePage> =>
      (await request(ListItemsDocument, { type, limit: STOREFRONT_PAGE_SIZE, nextToken: pageParam })).listItems,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
  });

export const useItemPages = (type: ItemType) => useInfiniteQuery(itemPagesQuery(type));

export type CatalogueItem = CataloguePage['items'][number];

/** The landing's "Destacados" and "Ofertas": every featured item and every item on offer, whatever page it sorts on. */
export type StorefrontHighlights = StorefrontHighlightsQuery;

const highlightsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.highlights(),
    queryFn: (): Promise<StorefrontHighlights> => request(StorefrontHighlightsDocument, {}),
  });

export const useHighlights = () => useQuery(highlightsQuery());
