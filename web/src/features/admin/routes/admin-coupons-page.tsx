import { Message } from 'primereact/message';
import { useApiClientEntry } from '../../../lib/use-api-client-entry';
import { AdminLayout } from '../components/admin-layout';
import { CouponsTable } from '../components/coupons-table';

/** The spec: the admin coupons page initialises the API client on entry (idempotent). */
export default function AdminCouponsPage() {
  const api = useApiClientEntry();
  return (
    <AdminLayout title="Administrar cupones">
      {api.failed ? (
        <Message severity="error" text="No pudimos conectarnos con la tienda. Recargá la página para intentar de nuevo." />
      ) : (
        <CouponsTable apiReady={api.ready} />
      )}
    </AdminLayout>
  );
}
