// One course: header, price and buy box, and tabs for the description, the program (with the
// free previews marked and linked) and the coach. An unknown id ends on the not-found page.
import { TabPanel } from 'primereact/tabview';
import { useParams } from 'react-router-dom';
import { NotFoundRedirect } from '../../components/not-found-redirect';
import { PageStatus } from '../../components/page-status';
import { QueryErrorMessage } from '../../components/query-error-message';
import { usePageTitle } from '../../lib/page-title';
import { formatWeeks } from '../../lib/format';
import {
  CoachProfile,
  ItemDescription,
  ItemHeader,
  PurchasePanel,
  useItem,
} from '../../features/catalog';
import { CourseProgram, CourseTabs } from '../../features/courses';
import { isApiError } from '../../lib/api-client';

export default function CoursePage() {
  const { courseId = '' } = useParams();
  const { data: course, isPending, error, refetch } = useItem(courseId);
  usePageTitle(course?.type === 'COURSE' ? course.name : 'Curso');
  if (isPending) return <PageStatus label="Cargando el curso…" />;
  if (error) {
    if (isApiError(error, 'NotFound')) return <NotFoundRedirect />;
    return (
      <div className="container">
        <QueryErrorMessage error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (course.type !== 'COURSE') return <NotFoundRedirect />;

  return (
    <article className="item-page container" data-item-id={course.id}>
      <ItemHeader
        kind="Curso"
        name={course.name}
        summary={course.summary}
        imageSource={course.imageSource}
        facts={[
          { label: 'Coach', value: course.coachName },
          { label: 'Nivel', value: course.level },
          ...(course.durationWeeks ? [{ label: 'Plan incluido', value: formatWeeks(course.durationWeeks) }] : []),
          { label: 'Acceso', value: 'Online, a tu ritmo' },
        ]}
      />
      <div className="item-page__layout">
        <PurchasePanel
          item={course}
          buyLabel="Comprar curso"
          notes={['Acceso a todas las clases del curso', 'Certificado al completarlo']}
        />
        <div className="item-page__main">
          <CourseTabs>
            <TabPanel header="Descripción">
              <ItemDescription
                description={course.description}
                highlights={course.highlights}
                highlightsTitle="Qué vas a aprender"
              />
            </TabPanel>
            <TabPanel header="Programa">
              <CourseProgram courseId={course.id} />
            </TabPanel>
            <TabPanel header="Coach">
              <CoachProfile name={course.coachName} bio={course.coachBio} />
            </TabPanel>
          </CourseTabs>
        </div>
      </div>
    </article>
  );
}
