// One course: header, price and buy box, and tabs for the description, the program (with the
// free previews marked and linked) and the coach. An unknown id ends on the not-found page.
import { TabPanel } from 'primereact/tabview';
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
        <CourseTabs>
          <TabPanel header="Descripción">
            <ItemDescription description={course.description} highlights={course.highlights} highlightsTitle="Qué vas a aprender" />
          </TabPanel>
          <TabPanel header="Programa">
            <CourseProgram courseId={course.id} />
          </TabPanel>
          <TabPanel header="Coach">
            <CoachProfile name={course.coachName} bio={course.coachBio} />
          </TabPanel>
        </CourseTabs>
      )}
    </ItemPageShell>
  );
}
