// One course: header, price and buy box, and tabs for the description, the program (with the
// free previews marked and linked) and the coach. An unknown id ends on the not-found page.
import { useParams } from 'react-router';
import { formatWeeks } from '../../lib/format';
import { CoachProfile, ItemDescription, ItemPageShell } from '../../features/catalog';
import { CourseProgram, CourseTabs, useCourseFigures, useGrantsCertificate } from '../../features/courses';
import { formatLessonCount, formatMinutes } from '../../../../functions/domain/course-figures';
import type { EvaluationKind } from '../../generated/graphql';
import { PurchasePanel } from '../purchase-panel';

/** What the certificate asks, in the buy box: the course's own rule, never more than it does. */
const CERTIFICATE_NOTE: Record<EvaluationKind | 'NONE', string> = {
  NONE: 'Certificado al completarlo',
  QUIZ: 'Certificado al aprobar la evaluación final (cuestionario)',
  VIDEO_SUBMISSION: 'Certificado al aprobar la evaluación final en video',
};

export default function CoursePage() {
  const { courseId = '' } = useParams();
  // The buy box promises a certificate only for a course whose program has a certificate topic.
  const grantsCertificate = useGrantsCertificate(courseId);
  // Lessons and hours come from the programme, as in the programme tab, the player and the certificate.
  const figures = useCourseFigures(courseId);
  return (
    <ItemPageShell
      itemId={courseId}
      type="COURSE"
      kind="Curso"
      loadingLabel="Cargando el curso…"
      facts={(course) => [
        { label: 'Coach', value: course.coachName },
        { label: 'Nivel', value: course.level },
        ...(figures
          ? [
              {
                label: 'Clases',
                value: `${formatLessonCount(figures.lessonCount)}${figures.videoMinutes > 0 ? ` · ${formatMinutes(figures.videoMinutes)} de video` : ''}`,
              },
            ]
          : []),
        ...(course.durationWeeks ? [{ label: 'Plan incluido', value: formatWeeks(course.durationWeeks) }] : []),
        { label: 'Acceso', value: 'Online, a tu ritmo' },
      ]}
      purchase={(course) => (
        <PurchasePanel
          item={course}
          buyLabel="Comprar curso"
          notes={[
            'Acceso a todas las clases del curso',
            ...(grantsCertificate ? [CERTIFICATE_NOTE[course.finalEvaluation ?? 'NONE']] : []),
          ]}
        />
      )}
    >
      {(course) => (
        <CourseTabs
          tabs={[
            {
              header: 'Descripción',
              content: (
                <ItemDescription description={course.description} highlights={course.highlights} highlightsTitle="Qué vas a aprender" />
              ),
            },
            { header: 'Programa', content: <CourseProgram courseId={course.id} /> },
            { header: 'Coach', content: <CoachProfile name={course.coachName} bio={course.coachBio} /> },
          ]}
        />
      )}
    </ItemPageShell>
  );
}
