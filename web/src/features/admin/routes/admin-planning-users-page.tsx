import { AdminLayout } from '../components/admin-layout';
import { PlanningUsersTable } from '../components/planning-users-table';

export default function AdminPlanningUsersPage() {
  return (
    <AdminLayout title="Usuarios de planificaciones">
      <PlanningUsersTable />
    </AdminLayout>
  );
}
