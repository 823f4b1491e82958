import { AdminItemsTable } from '../components/admin-items-table';
import { AdminLayout } from '../components/admin-layout';

export default function AdminCoursesPage() {
  return (
    <AdminLayout title="Administrar cursos">
      <AdminItemsTable type="COURSE" />
    </AdminLayout>
  );
}
