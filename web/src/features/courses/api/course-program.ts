// A course's program: its units and topics (structure only; never a topic's content), with the
// topics that are free previews marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCertificateTopic } from '../../../../../functions/domain/course-progress';
import { courseFigures, type CourseFigures } from '../../../../../functions/domain/course-figures';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { useItemPreview } from '../../../lib/item-preview';

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
  /** A draft's program in an admin's preview, read with the admin's token. */
  preview: (courseId: string) => ['courses', 'program', courseId, 'preview'] as const,
};

const courseProgramQuery = (courseId: string, preview: boolean) =>
  queryOptions({
    queryKey: preview ? courseProgramKeys.preview(courseId) : courseProgramKeys.program(courseId),
    queryFn: async () => (await request(CourseProgramDocument, { itemId: courseId }, preview ? 'userPool' : 'auto')).listLessonUnits,
  });

export const useCourseProgram = (courseId: string) => useQuery(courseProgramQuery(courseId, useItemPreview() !== null));

/** Whether the course's program has a certificate topic (false until the program is known). */
export function useGrantsCertificate(courseId: string): boolean {
  const { data: program } = useCourseProgram(courseId);
  return Boolean(program?.some((unit) => unit.topics.some(isCertificateTopic)));
}

/** The programme's figures (lessons, minutes of video) as every page states them; null until known. */
export function useCourseFigures(courseId: string): CourseFigures | null {
  const { data: program } = useCourseProgram(courseId);
  return program ? courseFigures(program) : null;
}

export type ProgramUnit = NonNullable<ReturnType<typeof useCourseProgram>['data']>[number];
