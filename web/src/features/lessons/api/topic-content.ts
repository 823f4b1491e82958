// A topic's content (text and signed video address). The server answers Unauthorized ("Comprá el
// curso para ver esta clase.") to anyone who may not open it; that answer is final, not retried.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { isApiError, request } from '../../../lib/api-client';
import { lessonsKeys, type ViewerKey } from './keys';

const TopicContentDocument = graphql(`
  query TopicContent($itemId: ID!, $topicId: ID!) {
    getTopicContent(itemId: $itemId, topicId: $topicId) {
      itemId
      topicId
      text
      videoUrl
      videoExpiresAt
      resumeAtSeconds
      captionsUrl
      completesByWatching
      stream {
        url
        cookiePath
        cookies {
          name
          value
        }
        expiresAt
        renditions
      }
      materials {
        name
        fileName
        url
        expiresAt
      }
    }
  }
`);

const topicContentQuery = (viewer: ViewerKey, courseId: string, topicId: string) =>
  queryOptions({
    queryKey: lessonsKeys.content(viewer, courseId, topicId),
    queryFn: async () => (await request(TopicContentDocument, { itemId: courseId, topicId })).getTopicContent,
    retry: (failureCount, error) => !isApiError(error, 'Unauthorized') && !isApiError(error, 'NotFound') && failureCount < 2,
    // The video address is signed for a limited time: never reuse one that is about to expire.
    staleTime: (query) => {
      const expiresAt = query.state.data?.videoExpiresAt;
      return expiresAt ? Math.max(0, Date.parse(expiresAt) - Date.now() - 60_000) : 60_000;
    },
    refetchOnWindowFocus: false,
    // The stream's cookies live 5 minutes: read the lesson again 2 minutes before they end, which
    // sets fresh ones while the video keeps playing (refused after a refund: access ends).
    refetchInterval: (query) => {
      const expiresAt = query.state.data?.stream?.expiresAt;
      return expiresAt ? Math.max(30_000, Date.parse(expiresAt) - Date.now() - 2 * 60_000) : false;
    },
  });

export const useTopicContent = (viewer: ViewerKey, courseId: string, topicId: string, enabled: boolean) =>
  useQuery({ ...topicContentQuery(viewer, courseId, topicId), enabled });

export type TopicContentData = NonNullable<ReturnType<typeof useTopicContent>['data']>;
