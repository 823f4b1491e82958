// The catalogue as visitors see it: enabled courses and plannings, with what cards show. The API
// answers it a page at a time (listItems' limit and nextToken); the landing and the lists show
// every item, so this reads the pages in turn.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { readAllPages } from '../../../lib/all-pages';
import { request } from '../../../lib/api-client';
import { catalogKeys } from './keys';

const ListItemsDocument = graphql(`
  query ListItems($nextToken: String) {
    listItems(nextToken: $nextToken) {
      nextToken
      items {
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
      }
    }
  }
`);

export const listItemsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.list(),
    queryFn: () => readAllPages(async (nextToken) => (await request(ListItemsDocument, { nextToken })).listItems),
  });

export const useItems = () => useQuery(listItemsQuery());

export type CatalogItem = NonNullable<ReturnType<typeof useItems>['data']>[number];
