// One course: header, price and buy box, and tabs for the description, the program (with the
// free previews marked and linked) and the coach. An unknown id ends on the not-found page.
import { useParams } from 'react-router-dom';
import { formatWeeks } from '../../lib/format';
import { CoachProfile, ItemDescription, ItemPageShell } from '../../features/catalog';
import { CourseProgram, CourseTabs, useGrantsCertificate } from '../../features/courses';

export default function CoursePage() {
  const { courseId = '' } = useParams();
  // The buy box promises a certificate only for a course whose program has a certificate topic.
  const grantsCertificate = useGrantsCertificate(courseId);
  return (
    <ItemPageShell
      itemId={courseId}
      type="COURSE"
      kind="Curso"
      loadingLabel="Cargando el curso…"
      facts={(course) => [
        { label: 'Coach', value: course.coachName },
        { label: 'Nivel', value: course.level },
        ...(course.durationWeeks ? [{ label: 'Plan incluido', value: formatWeeks(course.durationWeeks) }] : []),
        { label: 'Acceso', value: 'Online, a tu ritmo' },
      ]}
      buyLabel="Comprar curso"
      buyNotes={['Acceso a todas las clases del curso', ...(grantsCertificate ? ['Certificado al completarlo'] : [])]}
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
