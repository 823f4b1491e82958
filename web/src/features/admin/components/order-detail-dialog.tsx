// One order as the admin sees it: buyer, item, amounts, the Mercado Pago payment id and every
// status change with the payment status that caused it.
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { formatMoney } from '../../../../../functions/domain/money';
import { useAdminOrder } from '../api/admin-sales';
import { ORDER_STATUS_LABELS, ORDER_STATUS_SEVERITY, SELLER_LABELS } from '../lib/sales-labels';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';

export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = useAdminOrder(orderId);
  return (
    <Dialog header={`Orden ${orderId}`} visible onHide={onClose} style={{ width: 'min(40rem, 95vw)' }} modal baseZIndex={1100}>
      {order.error && <Message severity="error" text={order.error.message} />}
      {order.isPending && <ProgressSpinner aria-label="Cargando la orden" />}
      {order.data && (
        <div className="admin-form">
          <dl className="admin-detail">
            <dt>Producto</dt>
            <dd>
              {order.data.item.name} ({SELLER_LABELS[order.data.item.seller]})
            </dd>
            <dt>Comprador</dt>
            <dd>{order.data.buyerEmail ?? '—'}</dd>
            <dt>Estado</dt>
            <dd>
              <Tag value={ORDER_STATUS_LABELS[order.data.status]} severity={ORDER_STATUS_SEVERITY[order.data.status]} />
            </dd>
            <dt>Importe</dt>
            <dd>
              {formatMoney(order.data.amount)} (lista {formatMoney(order.data.listPrice)}
              {order.data.discount > 0 ? `, descuento ${formatMoney(order.data.discount)}` : ''}
              {order.data.couponCode ? `, cupón ${order.data.couponCode}` : ''})
            </dd>
            <dt>Pago de Mercado Pago</dt>
            <dd data-testid="order-payment-id">{order.data.paymentId ?? 'Sin pago todavía'}</dd>
            <dt>Creada</dt>
            <dd>{formatStoreDateTime(order.data.createdAt)}</dd>
          </dl>
          <h3>Historial de estados</h3>
          <ol className="admin-history" aria-label="Historial de estados">
            {(order.data.statusHistory ?? []).map((change) => (
              <li key={`${change.at}-${change.status}`}>
                {formatStoreDateTime(change.at)} — {ORDER_STATUS_LABELS[change.status]}
                {change.paymentStatus ? ` (pago: ${change.paymentStatus})` : ''}
              </li>
            ))}
          </ol>
        </div>
      )}
    </Dialog>
  );
}
