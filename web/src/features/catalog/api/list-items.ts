// The catalogue as visitors see it: enabled courses and plannings, with what cards show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { catalogKeys } from './keys';

const ListItemsDocument = graphql(`
  query ListItems {
    listItems {
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
`);

export const listItemsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.list(),
    queryFn: async () => (await request(ListItemsDocument)).listItems,
  });

export const useItems = () => useQuery(listItemsQuery());

export type CatalogItem = NonNullable<ReturnType<typeof useItems>['data']>[number];
