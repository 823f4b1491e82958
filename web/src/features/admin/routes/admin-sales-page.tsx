import { AdminLayout } from '../components/admin-layout';
import { SalesReport } from '../components/sales-report';

export default function AdminSalesPage() {
  return (
    <AdminLayout title="Ventas">
      <SalesReport />
    </AdminLayout>
  );
}
