// What a course's buy box says, the same wherever the course is sold: its course page and its
// free preview lessons.
import { useGrantsCertificate } from '../../features/courses';
import type { PageItem } from '../../features/catalogue';
import type { EvaluationKind } from '../../generated/graphql';

export const COURSE_BUY_LABEL = 'Comprar curso';

/** What the certificate asks, in the buy box: the course's own rule, never more than it does. */
const CERTIFICATE_NOTE: Record<EvaluationKind | 'NONE', string> = {
  NONE: 'Certificado al completarlo',
  QUIZ: 'Certificado al aprobar la evaluación final (cuestionario)',
  VIDEO_SUBMISSION: 'Certificado al aprobar la evaluación final en video',
};

/** The buy box's notes; a certificate is promised only for a course whose syllabus has a certificate topic. */
export function useCourseBuyNotes(courseId: string): (course: PageItem) => string[] {
  const grantsCertificate = useGrantsCertificate(courseId);
  return (course) => [
    'Acceso a todas las clases del curso',
    ...(grantsCertificate ? [CERTIFICATE_NOTE[course.finalEvaluation ?? 'NONE']] : []),
  ];
}
