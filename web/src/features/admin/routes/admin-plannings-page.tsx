import { AdminItemsTable } from '../components/admin-items-table';
import { AdminLayout } from '../components/admin-layout';

export default function AdminPlanningsPage() {
  return (
    <AdminLayout title="Administrar planificaciones">
      <AdminItemsTable type="PLANNING" />
    </AdminLayout>
  );
}
