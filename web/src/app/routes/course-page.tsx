// One course: header, price and buy box, and tabs for the description, the syllabus (with the
// free previews marked and linked) and the coach. An unknown id ends on the not-found page.
import { useParams } from 'react-router';
import { formatWeeks } from '../../lib/format';
import { CoachProfile, ItemDescription, ItemPageShell } from '../../features/catalogue';
import { CourseSyllabus, CourseTabs, useCourseFigures } from '../../features/courses';
import { formatLessonCount, formatMinutes } from '../../../../functions/domain/course-figures';
import { PurchasePanel } from '../purchase-panel';
import { COURSE_BUY_LABEL, useCourseBuyNotes } from './course-buy-box';

export default function CoursePage() {
  const { courseId = '' } = useParams();
  const buyNotes = useCourseBuyNotes(courseId);
  // Lessons and hours come from the syllabus, as in the syllabus tab, the player and the certificate.
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
      purchase={(course) => <PurchasePanel item={course} buyLabel={COURSE_BUY_LABEL} notes={buyNotes(course)} />}
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
            { header: 'Programa', content: <CourseSyllabus courseId={course.id} /> },
            { header: 'Coach', content: <CoachProfile name={course.coachName} bio={course.coachBio} /> },
          ]}
        />
      )}
    </ItemPageShell>
  );
}
