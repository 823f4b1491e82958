// One course or planning with everything its page shows. An unknown or disabled id answers the
// API's NotFound ("Not found item with id …"), which the pages turn into the not-found page.
// In an admin's preview (lib/item-preview) the same query runs with the admin's token, which the
// server lets see drafts and hidden items, under a key of its own (never the published page's
// seeded data).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { GetItemQuery } from '../../../generated/graphql';
import { isApiError, request } from '../../../lib/api-client';
import { useItemPreview } from '../../../lib/item-preview';
import { catalogueKeys } from './keys';

const GetItemDocument = graphql(`
  query GetItem($id: ID!) {
    getItem(id: $id) {
      id
      name
      price
      type
      seller
      isEnabled
      isFeatured
      status
      imageSource
      picture {
        baseUrl
        widths
      }
      coachName
      coachBio
      summary
      description
      highlights
      level
      durationWeeks
      finalEvaluation
      offer {
        price
        validDateTimeFrom
        validDateTimeTo
      }
      phases {
        name
        description
        startWeek
        endWeek
      }
      competitions {
        name
        date
        location
      }
    }
  }
`);

const getItemQuery = (id: string, preview: boolean) =>
  queryOptions({
    queryKey: preview ? catalogueKeys.preview(id) : catalogueKeys.item(id),
    queryFn: async () => (await request(GetItemDocument, { id }, preview ? 'userPool' : 'auto')).getItem,
    // A missing item stays missing: asking again would only delay the not-found page.
    retry: (failureCount, error) => !isApiError(error, 'NotFound') && failureCount < 2,
  });

export const useItem = (id: string) => useQuery(getItemQuery(id, useItemPreview() !== null));

/** An item as its page shows it. */
export type PageItem = GetItemQuery['getItem'];
