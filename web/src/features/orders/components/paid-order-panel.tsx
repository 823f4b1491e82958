// An order that is already paid, said plainly with the way in to what it bought. The page Mercado
// Pago sends the buyer back to (Mis compras) and the checkout the browser's Back button returns to
// show it: a paid purchase never shows the payment box again. The order is named by its number,
// the same one as in Mis compras and every e-mail (never the internal id).
import { Link } from 'react-router';
import { orderNumberOf } from '../../../../../functions/domain/order-code';
import type { ItemType } from '../../../generated/graphql';
import '../orders.css';
import { routes } from '../../../lib/paths';

export interface PaidOrder {
  id: string;
  /** The number the buyer reads everywhere (IMP-7K3Q-2M); older orders show their id's start. */
  code?: string | null;
  item: { id: string; type: ItemType; name: string };
}

export function PaidOrderPanel({ order, heading }: { order: PaidOrder; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  const course = order.item.type === 'COURSE';
  return (
    <section className="paid-order" data-testid="paid-order" data-order-id={order.id} aria-labelledby="paid-order-title">
      <Heading id="paid-order-title" className="paid-order__title">
        <span className="pi pi-check-circle paid-order__icon" aria-hidden="true" />
        Esta compra ya está paga
      </Heading>
      <p>
        {course ? 'El curso' : 'La planificación'} <strong>{order.item.name}</strong> {course ? 'ya es tuyo' : 'ya es tuya'}: el pago fue
        aprobado y no hace falta pagar de nuevo.
      </p>
      <p className="paid-order__id">
        N.º de orden: <span className="paid-order__id-value">{orderNumberOf(order)}</span>
      </p>
      <div className="paid-order__actions">
        <Link
          className="p-button p-component"
          to={course ? routes.courseLessons.to({ courseId: order.item.id }) : routes.memberPlanning.to({ planningId: order.item.id })}
          data-testid="paid-order-way-in"
        >
          <span className="pi pi-play" aria-hidden="true" />
          <span className="p-button-label">{course ? 'Ir al curso' : 'Ir a mi planificación'}</span>
        </Link>
        {heading === 'h1' ? <Link to={routes.myOrders.to()}>Ver mis compras</Link> : null}
      </div>
    </section>
  );
}
