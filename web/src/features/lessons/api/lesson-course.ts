// The course a topic belongs to (its name and coach for the player's header).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { isApiError, request } from '../../../lib/api-client';
import { lessonsKeys } from './keys';

const LessonCourseDocument = graphql(`
  query LessonCourse($id: ID!) {
    getItem(id: $id) {
      id
      name
      type
      coachName
    }
  }
`);

const lessonCourseQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonsKeys.course(courseId),
    queryFn: async () => (await request(LessonCourseDocument, { id: courseId })).getItem,
    retry: (failureCount, error) => !isApiError(error, 'NotFound') && failureCount < 2,
  });

export const useLessonCourse = (courseId: string) => useQuery(lessonCourseQuery(courseId));
