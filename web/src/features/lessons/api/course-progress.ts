// The signed-in viewer's progress in a course. The server keeps progress for owners (and admins),
// and answers Unauthorized to anyone else: here that answer means "no access to this course's
// paid topics" and becomes null, which the player uses to show locks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { isApiError, request } from '../../../lib/api-client';
import { lessonsKeys, type ViewerKey } from './keys';

const CourseProgressDocument = graphql(`
  query CourseProgress($itemId: ID!) {
    getCourseProgress(itemId: $itemId) {
      itemId
      completedTopicIds
      totalTopics
      lastTopicId
      isComplete
    }
  }
`);

const courseProgressQuery = (viewer: ViewerKey, courseId: string) =>
  queryOptions({
    queryKey: lessonsKeys.progress(viewer, courseId),
    queryFn: async () => {
      try {
        return (await request(CourseProgressDocument, { itemId: courseId }, 'userPool')).getCourseProgress;
      } catch (error) {
        if (isApiError(error, 'Unauthorized')) return null;
        throw error;
      }
    },
  });

/** Progress for a signed-in viewer; disabled (no data) for a visitor. */
export const useCourseProgress = (viewer: ViewerKey | null, courseId: string) =>
  useQuery({ ...courseProgressQuery(viewer ?? 'visitor', courseId), enabled: viewer !== null });

export type CourseProgressData = NonNullable<NonNullable<ReturnType<typeof useCourseProgress>['data']>>;
