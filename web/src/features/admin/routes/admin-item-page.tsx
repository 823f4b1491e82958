// One course or planning for the admin: its status and preview, the page's texts, the picture, and
// how a planning is sold (once, by the month or both) or a course's syllabus.
import { Message } from 'primereact/message';
import { Link, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useAdminItem } from '../api/admin-catalogue';
import { AdminLayout } from '../components/admin-layout';
import { CourseEvaluationEditor } from '../components/course-evaluation-editor';
import { CourseSyllabusEditor } from '../components/course-syllabus-editor';
import { ItemDetailsForm } from '../components/item-details-form';
import { ItemPictureField } from '../components/item-picture-field';
import { ItemStatusBar } from '../components/item-status-bar';
import { SubscriptionOfferEditor } from '../components/subscription-offer-editor';
import { routes } from '../../../lib/paths';

export default function AdminItemPage() {
  const { itemId = '' } = useParams();
  // Served at /admin/courses/:itemId and /admin/plannings/:itemId.
  const type = useLocation().pathname.startsWith(`${routes.adminCourses.pattern}/`) ? 'COURSE' : 'PLANNING';
  const item = useAdminItem(itemId);
  const listPath = type === 'COURSE' ? routes.adminCourses.to() : routes.adminPlannings.to();
  usePageTitle(item.data ? `Editar «${item.data.name}»` : 'Administración');

  if (item.isPending)
    return (
      <AdminLayout title="Cargando…">
        <p>Cargando…</p>
      </AdminLayout>
    );
  if (item.error || item.data.type !== type) {
    return (
      <AdminLayout title="No encontrado">
        <Message
          severity="error"
          text={item.error?.message ?? `No hay ${type === 'COURSE' ? 'un curso' : 'una planificación'} con ese id.`}
        />
        <p>
          <Link to={listPath}>Volver a la lista</Link>
        </p>
      </AdminLayout>
    );
  }
  const data = item.data;
  return (
    <AdminLayout title={data.name}>
      <p className="item-editor__back">
        <Link to={listPath}>← {type === 'COURSE' ? 'Cursos' : 'Planificaciones'}</Link> · <code>{data.id}</code>
      </p>
      <ItemStatusBar item={data} />
      <div className="item-editor">
        <ItemDetailsForm key={data.id} item={data} />
        <div className="item-editor__side">
          <ItemPictureField item={data} />
        </div>
      </div>
      {type === 'PLANNING' && <SubscriptionOfferEditor planningId={data.id} />}
      {type === 'COURSE' && <CourseSyllabusEditor course={data} />}
      {type === 'COURSE' && <CourseEvaluationEditor key={data.id} courseId={data.id} />}
    </AdminLayout>
  );
}
