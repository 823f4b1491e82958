// A course's syllabus: its units and topics (structure only; never a topic's content), with the
// topics that are free previews marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isCertificateTopic } from '../../../../../functions/domain/course-progress';
import { courseFigures, type CourseFigures } from '../../../../../functions/domain/course-figures';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { useItemPreview } from '../../../lib/item-preview';
import { serverKeys } from '../../../lib/server-keys';

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
        hasCaptions
      }
    }
  }
`);

export const courseSyllabusKeys = {
  program: (courseId: string) => [...serverKeys.syllabus(courseId), 'course-page'] as const,
  /** A draft's syllabus in an admin's preview, read with the admin's token. */
  preview: (courseId: string) => [...serverKeys.syllabus(courseId), 'course-page', 'preview'] as const,
};

const courseSyllabusQuery = (courseId: string, preview: boolean) =>
  queryOptions({
    queryKey: preview ? courseSyllabusKeys.preview(courseId) : courseSyllabusKeys.program(courseId),
    queryFn: async () => (await request(CourseProgramDocument, { itemId: courseId }, preview ? 'userPool' : 'auto')).listLessonUnits,
  });

export const useCourseSyllabus = (courseId: string) => useQuery(courseSyllabusQuery(courseId, useItemPreview() !== null));

/** Whether the course's syllabus has a certificate topic (false until the syllabus is known). */
export function useGrantsCertificate(courseId: string): boolean {
  const { data: program } = useCourseSyllabus(courseId);
  return Boolean(program?.some((unit) => unit.topics.some(isCertificateTopic)));
}

/** The syllabus's figures (lessons, minutes of video) as every page states them; null until known. */
export function useCourseFigures(courseId: string): CourseFigures | null {
  const { data: program } = useCourseSyllabus(courseId);
  return program ? courseFigures(program) : null;
}

export type SyllabusUnit = NonNullable<ReturnType<typeof useCourseSyllabus>['data']>[number];
