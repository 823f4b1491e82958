// A course's program: its units and topics (structure only; never a topic's content), with the
// topics that are free previews marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCertificateTopic } from '../../../../../functions/domain/course-progress';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';

const CourseProgramDocument = graphql(`
  query CourseProgram($itemId: ID!) {
    listLessonUnits(itemId: $itemId) {
      id
      name
      position
      topics {
        id
        name
        componentName
        isPublic
        position
        durationMinutes
      }
    }
  }
`);

export const courseProgramKeys = {
  program: (courseId: string) => ['courses', 'program', courseId] as const,
};

const courseProgramQuery = (courseId: string) =>
  queryOptions({
    queryKey: courseProgramKeys.program(courseId),
    queryFn: async () => (await request(CourseProgramDocument, { itemId: courseId })).listLessonUnits,
  });

export const useCourseProgram = (courseId: string) => useQuery(courseProgramQuery(courseId));

/** Whether the course's program has a certificate topic (false until the program is known). */
export function useGrantsCertificate(courseId: string): boolean {
  const { data: program } = useCourseProgram(courseId);
  return Boolean(program?.some((unit) => unit.topics.some(isCertificateTopic)));
}

export type ProgramUnit = NonNullable<ReturnType<typeof useCourseProgram>['data']>[number];
