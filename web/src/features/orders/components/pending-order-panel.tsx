// An order whose payment Mercado Pago has not credited yet (IN_PROCESS: a cash ticket not yet paid
// at Rapipago or Pago Fácil, a card payment in review). The checkout shows it instead of the
// payment box: the buyer is told the purchase is pending (the spec's wording) and is not invited
// to pay it a second time; paying with another method is a deliberate second step. The item's
// page shows the compact form in place of its buy button: the same words, the way to "Mis compras"
// and to this checkout, where another method can be chosen. Plain elements with PrimeReact's theme
// classes: the item pages are published, and PrimeReact's Button would add its ≈ 35 KB to each.
import { Link } from 'react-router';
import type { ItemType } from '../../../generated/graphql';
import { orderNumberOf } from '../../../../../functions/domain/order-code';
import { orderNotice } from '../order-notices';
import '../orders.css';
import { CashVoucherLine, type CashVoucher } from './cash-voucher';
import { routes } from '../../../lib/paths';

export interface PendingOrder {
  id: string;
  code?: string | null;
  item: { id: string; type: ItemType; name: string };
  /** A payment in cash: its voucher (issue 42). */
  cashVoucher?: CashVoucher | null;
}

type PendingOrderPanelProps =
  { order: PendingOrder; compact?: false; onPayAnotherWay: () => void } | { order: PendingOrder; compact: true; onPayAnotherWay?: never };

const PENDING_TITLE = 'Tu pago está en proceso';

const summaryOf = (order: PendingOrder) => `${orderNotice({ ...order, status: 'IN_PROCESS' }).summary}.`;

const willBeYours = (order: PendingOrder) => (order.item.type === 'COURSE' ? 'el curso va a ser tuyo' : 'la planificación va a ser tuya');

export function PendingOrderPanel(props: PendingOrderPanelProps) {
  const { order } = props;
  if (props.compact) {
    return (
      <section
        className="pending-order pending-order--compact"
        data-testid="pending-order"
        data-order-id={order.id}
        aria-labelledby="pending-order-title"
      >
        <h2 id="pending-order-title" className="paid-order__title">
          <span className="pi pi-clock paid-order__icon" aria-hidden="true" />
          {PENDING_TITLE}
        </h2>
        <p role="status">{summaryOf(order)}</p>
        {order.cashVoucher ? <CashVoucherLine voucher={order.cashVoucher} /> : null}
        <p>No hace falta pagar de nuevo: cuando Mercado Pago lo acredite, {willBeYours(order)}.</p>
        <Link className="p-button p-component purchase-panel__buy" to={routes.myOrders.to()} data-testid="pending-order-my-orders">
          <span className="p-button-label">Ver mis compras</span>
        </Link>
        <Link to={routes.checkout.to({ id: order.item.id })} data-testid="pending-order-checkout">
          Ver el pago pendiente o pagar con otro medio
        </Link>
      </section>
    );
  }
  return (
    <section className="pending-order" data-testid="pending-order" data-order-id={order.id} aria-labelledby="pending-order-title">
      <h1 id="pending-order-title" className="paid-order__title">
        <span className="pi pi-clock paid-order__icon" aria-hidden="true" />
        {PENDING_TITLE}
      </h1>
      <p role="status">{summaryOf(order)}</p>
      {order.cashVoucher ? <CashVoucherLine voucher={order.cashVoucher} /> : null}
      <p>
        Mercado Pago todavía no acreditó el pago (un pago en efectivo se acredita cuando lo abonás en el local; uno con tarjeta puede quedar
        en revisión). No hace falta pagar de nuevo: cuando se acredite, {willBeYours(order)} y te avisamos por e-mail.
      </p>
      <p className="paid-order__id">
        N.º de orden: <span className="paid-order__id-value">{orderNumberOf(order)}</span>
      </p>
      <div className="paid-order__actions">
        <Link className="p-button p-component" to={routes.myOrders.to()} data-testid="pending-order-my-orders">
          <span className="p-button-label">Ver mis compras</span>
        </Link>
        <button
          type="button"
          className="p-button p-component p-button-text"
          onClick={props.onPayAnotherWay}
          data-testid="pending-order-pay-another-way"
        >
          <span className="p-button-label">Pagar con otro medio</span>
        </button>
      </div>
      <p className="paid-order__id">Si pagás con otro medio, no pagues después el pago pendiente.</p>
    </section>
  );
}
