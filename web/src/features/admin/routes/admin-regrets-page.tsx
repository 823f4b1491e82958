// Revocation requests (Botón de arrepentimiento): every request with its tracking code, and the
// one-action refund for those still pending (full refund through Mercado Pago, order cancelled,
// access revoked, buyer e-mailed). Below, the plannings ended with the Botón de baja (already
// effective: nothing for the admin to do but read them).
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { formatMoney } from '../../../../../functions/domain/money';
import { useRegretRequests, useServiceCancellations } from '../api/admin-sales';
import { AdminLayout } from '../components/admin-layout';
import { RefundOrderDialog } from '../components/refund-order-dialog';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../../functions/domain/order-code';

type Request = NonNullable<ReturnType<typeof useRegretRequests>['data']>[number];
type Cancellation = NonNullable<ReturnType<typeof useServiceCancellations>['data']>[number];

function ServiceCancellationsTable() {
  const cancellations = useServiceCancellations();
  return (
    <section aria-labelledby="cancellations-title">
      <h2 id="cancellations-title">Bajas de servicio</h2>
      <p>Planificaciones dadas de baja con el Botón de baja. La membresía termina en el momento del pedido; no hay cobros que frenar.</p>
      {cancellations.error && <Message severity="error" text={cancellations.error.message} />}
      <DataTable
        value={cancellations.data ?? []}
        loading={cancellations.isPending}
        dataKey="trackingCode"
        paginator
        rows={10}
        emptyMessage="No hay bajas de servicio."
        aria-label="Bajas de servicio"
        // Stacked cards on a phone: the columns never scroll out of sight.
        responsiveLayout="stack"
        breakpoint="768px"
      >
        <Column field="trackingCode" header="Código" />
        <Column header="Baja" body={(row: Cancellation) => formatStoreDateTime(row.createdAt)} />
        <Column field="itemName" header="Planificación" />
        <Column field="email" header="Miembro" bodyClassName="admin-cell--email" />
        <Column header="Orden" body={(row: Cancellation) => orderNumberOf({ id: row.orderId, code: row.orderCode })} />
      </DataTable>
    </section>
  );
}

export default function AdminRegretsPage() {
  const requests = useRegretRequests();
  const [refunding, setRefunding] = useState<Request | null>(null);
  return (
    <AdminLayout title="Arrepentimientos y bajas">
      <p>
        Pedidos hechos con el Botón de arrepentimiento. La ley pide reembolsarlos: se devuelve por Mercado Pago lo que queda de cada pago
        (el total, o menos si ya hubo reembolsos parciales).
      </p>
      {requests.error && <Message severity="error" text={requests.error.message} />}
      <DataTable
        value={requests.data ?? []}
        loading={requests.isPending}
        dataKey="trackingCode"
        paginator
        rows={10}
        emptyMessage="No hay pedidos de arrepentimiento."
        aria-label="Pedidos de arrepentimiento"
        // Stacked cards on a phone: the columns never scroll out of sight.
        responsiveLayout="stack"
        breakpoint="768px"
      >
        <Column field="trackingCode" header="Código" />
        <Column header="Pedido" body={(row: Request) => formatStoreDateTime(row.createdAt)} />
        <Column field="itemName" header="Producto" />
        <Column field="email" header="Comprador" bodyClassName="admin-cell--email" />
        <Column
          header="Importe"
          body={(row: Request) =>
            row.status === 'PENDING' && row.refundAmount < row.amount
              ? `${formatMoney(row.refundAmount)} (de ${formatMoney(row.amount)})`
              : formatMoney(row.amount)
          }
        />
        <Column header="Orden" body={(row: Request) => orderNumberOf({ id: row.orderId, code: row.orderCode })} />
        <Column
          header="Estado"
          body={(row: Request) =>
            row.status === 'REFUNDED' ? (
              <Tag value={`Reembolsado${row.refundedAt ? ` ${formatStoreDateTime(row.refundedAt)}` : ''}`} severity="success" />
            ) : (
              <Tag value="Pendiente" severity="warning" />
            )
          }
        />
        <Column
          header="Acción"
          body={(row: Request) =>
            row.status === 'PENDING' ? (
              <Button
                label="Reembolsar"
                icon="pi pi-undo"
                size="small"
                severity="danger"
                outlined
                onClick={() => setRefunding(row)}
                aria-label={`Reembolsar ${row.trackingCode}`}
              />
            ) : null
          }
        />
      </DataTable>
      {refunding ? (
        <RefundOrderDialog
          order={{ id: refunding.orderId, amount: refunding.amount, refundAmount: refunding.refundAmount, itemName: refunding.itemName }}
          regretTrackingCode={refunding.trackingCode}
          onClose={() => setRefunding(null)}
        />
      ) : null}
      <ServiceCancellationsTable />
    </AdminLayout>
  );
}
