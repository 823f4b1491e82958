// A course's syllabus for the player: units and topics in order (structure only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { isApiError, request } from '../../../lib/api-client';
import { lessonsKeys } from './keys';

const LessonProgramDocument = graphql(`
  query LessonProgram($itemId: ID!) {
    listLessonUnits(itemId: $itemId) {
      id
      name
      position
      topics {
        id
        name
        unitId
        componentName
        isPublic
        position
        durationMinutes
        hasCaptions
      }
    }
  }
`);

const lessonSyllabusQuery = (courseId: string) =>
  queryOptions({
    queryKey: lessonsKeys.program(courseId),
    queryFn: async () => (await request(LessonProgramDocument, { itemId: courseId })).listLessonUnits,
    retry: (failureCount, error) => !isApiError(error, 'NotFound') && failureCount < 2,
    staleTime: 5 * 60_000,
  });

export const useLessonSyllabus = (courseId: string) => useQuery(lessonSyllabusQuery(courseId));

export type LessonUnit = NonNullable<ReturnType<typeof useLessonSyllabus>['data']>[number];
