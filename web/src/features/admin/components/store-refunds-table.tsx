// Every refund the store asked Mercado Pago for on the orders Ventas shows (issue 24): the
// automatic ones (a second payment, a late approval, an amount that did not match, a course
// already owned, a coupon used up) and the admin's own, each with where it stands (pedido,
// pendiente, hecho, rechazado, fuera de plazo, resuelto a mano). One Mercado Pago refused or no
// longer allows offers "Resolver a mano", which opens the order's detail at its settle form.
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { formatMoney } from '../../../../../functions/domain/money';
import { orderNumberOf } from '../../../../../functions/domain/order-code';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import type { ListSalesQuery } from '../../../generated/graphql';
import { REFUND_REASON_LABELS, REFUND_STATE_TAGS, canSettleByHand } from '../lib/sales-labels';
import { AdminTable, menuFilters, useTableFilters } from './admin-table';

type SalesOrder = ListSalesQuery['listSales']['orders'][number];

/** One row per payment the store asked to refund, the newest request first. */
function storeRefundRows(orders: readonly SalesOrder[]) {
  return orders
    .flatMap((order) =>
      (order.payments ?? []).flatMap((payment) =>
        payment.refund
          ? [
              {
                key: `${order.id}-${payment.id}`,
                orderId: order.id,
                number: orderNumberOf(order),
                itemName: order.item.name,
                buyerEmail: order.buyerEmail ?? '—',
                paymentId: payment.id,
                amount: payment.amount,
                reason: payment.refund.reason,
                state: payment.refund.state,
                attempts: payment.refund.attempts,
                at: payment.refund.at,
              },
            ]
          : [],
      ),
    )
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

type Row = ReturnType<typeof storeRefundRows>[number];

export function StoreRefundsTable({
  orders,
  loading,
  onOpen,
}: {
  orders: readonly SalesOrder[];
  loading: boolean;
  onOpen: (orderId: string) => void;
}) {
  const rows = useMemo(() => storeRefundRows(orders), [orders]);
  const [filters, setFilters] = useTableFilters(() => menuFilters({}));
  return (
    <section className="admin-refunds" aria-labelledby="admin-refunds-title" data-testid="store-refunds">
      <h2 id="admin-refunds-title">Reembolsos que pidió la tienda</h2>
      <p>
        Los automáticos (un segundo pago, un pago que llegó tarde, un monto que no coincidía) y los de la tienda, de las órdenes que
        muestran los filtros, con su estado en Mercado Pago.
      </p>
      <AdminTable
        rows={rows}
        loading={loading}
        dataKey="key"
        label="Reembolsos"
        emptyMessage="Ninguna de estas órdenes tuvo un reembolso."
        filters={filters}
        onFilters={setFilters}
        stackOnNarrow
      >
        <Column
          header="Orden"
          body={(row: Row) => (
            <Button
              label={row.number}
              size="small"
              outlined
              className="admin-order-number"
              onClick={() => onOpen(row.orderId)}
              aria-label={`Reembolso del pago ${row.paymentId}, orden ${row.number}: ver el detalle`}
            />
          )}
        />
        <Column header="Pedido" body={(row: Row) => formatStoreDateTime(row.at)} />
        <Column field="itemName" header="Producto" />
        <Column field="buyerEmail" header="Comprador" bodyClassName="admin-cell--email" />
        <Column header="Importe" body={(row: Row) => formatMoney(row.amount)} />
        <Column header="Motivo" body={(row: Row) => REFUND_REASON_LABELS[row.reason] ?? row.reason} />
        <Column
          header="Estado"
          body={(row: Row) => {
            const tag = REFUND_STATE_TAGS[row.state] ?? { label: row.state, severity: 'secondary' as const };
            return (
              <span className="admin-tags" data-testid={`store-refund-state-${row.paymentId}`}>
                <Tag value={tag.label} severity={tag.severity} />
                {row.attempts > 1 ? <small>intento {row.attempts}</small> : null}
              </span>
            );
          }}
        />
        <Column
          header="Acción"
          body={(row: Row) =>
            canSettleByHand(row.state) ? (
              <Button
                label="Resolver a mano"
                icon="pi pi-check"
                size="small"
                severity="warning"
                outlined
                onClick={() => onOpen(row.orderId)}
                aria-label={`Resolver a mano el reembolso del pago ${row.paymentId}`}
              />
            ) : null
          }
        />
      </AdminTable>
    </section>
  );
}
