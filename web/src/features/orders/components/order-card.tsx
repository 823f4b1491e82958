// One order on "Mis compras": what was bought, when, for how much, its status, and what the buyer
// can do next (finish paying, open the course, train the planning, download its invoice).
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ListMyOrdersQuery } from '../../../generated/graphql';
import { formatMoney } from '../../../../../functions/domain/money';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../../functions/domain/order-code';
import { reversalSummary } from '../../../../../functions/domain/order-reversal';
import { ORDER_STATUS_VIEW } from '../order-status-view';
import type { MyInvoiceEntry } from '../api/my-invoices';
import { OrderInvoices } from './order-invoices';
import { CashVoucherLine } from './cash-voucher';
import { routes, itemPath } from '../../../lib/paths';

type Order = ListMyOrdersQuery['listMyOrders'][number];

export function OrderCard({
  order,
  invoices,
  onContinuePayment,
}: {
  order: Order;
  /** The order's fiscal documents (invoice, credit note) already issued. */
  invoices: readonly MyInvoiceEntry[];
  onContinuePayment: (order: Order) => void;
}) {
  const status = ORDER_STATUS_VIEW[order.status];
  const canContinue = order.status === 'CREATED' && Boolean(order.paymentUrl);
  const canStartCourse = order.status === 'APPROVED' && order.item.type === 'COURSE';
  const canTrain = order.status === 'APPROVED' && order.item.type === 'PLANNING';
  const reversal = reversalSummary(order);
  return (
    <li className="order-card" data-order-id={order.id} data-order-code={orderNumberOf(order)} data-status={order.status}>
      <div className="order-card__header">
        <span className="order-card__type">{order.item.type === 'COURSE' ? 'Curso' : 'Planificación'}</span>
        <Tag value={status.label} severity={status.severity} />
      </div>
      <h2 className="order-card__name">
        <Link to={itemPath(order.item)}>{order.item.name}</Link>
      </h2>
      <dl className="order-card__facts">
        <div>
          <dt>Fecha</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatStoreDateTime(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatMoney(order.amount)}
            {order.couponCode && order.discount > 0 ? (
              <span className="order-card__coupon">
                {' '}
                (cupón {order.couponCode}: − {formatMoney(order.discount)})
              </span>
            ) : null}
          </dd>
        </div>
        {reversal ? (
          <div className="order-card__reversal" data-testid="order-reversal">
            <dt>{order.status === 'CHARGED_BACK' ? 'Contracargo' : 'Reembolso'}</dt>
            <dd>{reversal}</dd>
          </div>
        ) : null}
        {order.regret ? (
          <div className="order-card__regret" data-testid="order-regret">
            <dt>Arrepentimiento</dt>
            <dd>
              {order.regret.status === 'PENDING' ? 'Pedido en trámite' : 'Reembolsado'} · código{' '}
              <span className="order-card__id">{order.regret.trackingCode}</span> ·{' '}
              <time dateTime={order.regret.createdAt}>{formatStoreDateTime(order.regret.createdAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>N.º de compra</dt>
          <dd className="order-card__id">{orderNumberOf(order)}</dd>
        </div>
      </dl>
      {order.cashVoucher ? <CashVoucherLine voucher={order.cashVoucher} /> : null}
      <OrderInvoices invoices={invoices} awaitingInvoice={order.status === 'APPROVED'} />
      {canContinue || canStartCourse || canTrain ? (
        <div className="order-card__actions">
          {canContinue ? (
            <Button
              type="button"
              size="small"
              label="Continuar el pago"
              icon="pi pi-credit-card"
              onClick={() => onContinuePayment(order)}
            />
          ) : null}
          {canStartCourse ? (
            <Link className="p-button p-button-sm" to={routes.courseLessons.to({ courseId: order.item.id })}>
              <span className="p-button-label">Ir al curso</span>
            </Link>
          ) : null}
          {canTrain ? (
            <Link className="p-button p-button-sm" to={routes.memberPlanning.to({ planningId: order.item.id })}>
              <span className="p-button-label">Ir a mi planificación</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
