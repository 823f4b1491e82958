// What the signed-in buyer owns; the lessons overview lists the courses among it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { lessonsKeys, type ViewerKey } from './keys';

const LessonInventoryDocument = graphql(`
  query LessonInventory {
    listMyInventory {
      itemId
      itemType
      name
      acquiredAt
    }
  }
`);

const myInventoryQuery = (viewer: ViewerKey) =>
  queryOptions({
    queryKey: lessonsKeys.inventory(viewer),
    queryFn: async () => (await request(LessonInventoryDocument, {}, 'userPool')).listMyInventory,
  });

export const useMyCourses = (viewer: ViewerKey | null) =>
  useQuery({
    ...myInventoryQuery(viewer ?? 'visitor'),
    enabled: viewer !== null,
    select: (entries) => entries.filter((entry) => entry.itemType === 'COURSE'),
  });
