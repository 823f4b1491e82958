// /my-orders — the buyer's orders. Mercado Pago sends the buyer back here (back_urls:
// /my-orders?order=<id>, plus its own parameters such as `external_reference` = the order id): the queued orders are updated at once so the notice of the
// purchase shows right away, and the list shows the new status. Once that order is approved, the
// page says it is paid, with the way in, above the list (also when the buyer comes back again
// to an order paid long ago).
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { AppSpinner } from '../../../components/app-spinner';
import { useNotices } from '../../../components/toast';
import { useSession } from '../../../lib/session/session-context';
import { usePageTitle } from '../../../lib/page-title';
import { ordersKeys } from '../api/keys';
import { isAwaitingPayment, useMyOrders } from '../api/list-my-orders';
import { useMyInvoices } from '../api/my-invoices';
import { OrderCard } from '../components/order-card';
import { PaidOrderPanel } from '../components/paid-order-panel';
import { processQueuedOrders, queueOrderForUpdate } from '../queued-orders';
import '../orders.css';
import { routes } from '../../../lib/paths';

/** Query parameters Mercado Pago adds when it sends the buyer back to the store. */
const PROVIDER_RETURN_PARAMS = [
  'order',
  'collection_id',
  'collection_status',
  'payment_id',
  'status',
  'external_reference',
  'payment_type',
  'merchant_order_id',
  'preference_id',
  'site_id',
  'processing_mode',
  'merchant_account_id',
];

export default function MyOrdersPage() {
  usePageTitle('Mis compras');
  const orders = useMyOrders();
  const invoices = useMyInvoices(orders.data ?? []);
  const { user } = useSession();
  const { show } = useNotices();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedOrderId = searchParams.get('order') ?? searchParams.get('external_reference');
  const handledReturn = useRef<string | null>(null);
  // Kept after the provider's parameters leave the address.
  const [returnedFrom, setReturnedFrom] = useState<string | null>(null);
  const paidReturn = orders.data?.find((order) => order.id === returnedFrom && order.status === 'APPROVED') ?? null;

  useEffect(() => {
    if (!returnedOrderId || !user || handledReturn.current === returnedOrderId) return;
    handledReturn.current = returnedOrderId;
    setReturnedFrom(returnedOrderId);
    // Back from Mercado Pago (maybe in another tab than the one that left): make sure this
    // order is queued, then update it now instead of waiting for the next app start.
    queueOrderForUpdate({ id: returnedOrderId, firstName: user.firstName, lastName: user.lastName, email: user.email });
    void processQueuedOrders(show, { queryClient }).finally(() => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    });
    // A reload should not replay the return: drop the provider's parameters from the address.
    const rest = new URLSearchParams(searchParams);
    for (const name of PROVIDER_RETURN_PARAMS) rest.delete(name);
    setSearchParams(rest, { replace: true });
  }, [returnedOrderId, user, show, queryClient, searchParams, setSearchParams]);

  // An order that stopped waiting on Mercado Pago while the page was open (a pending payment
  // approved later): the queue tells the buyer with the spec's notice, once.
  const awaiting = useRef(new Set<string>());
  useEffect(() => {
    if (!orders.data) return;
    const now = new Set(orders.data.filter(isAwaitingPayment).map((order) => order.id));
    const settled = [...awaiting.current].some((id) => !now.has(id));
    awaiting.current = now;
    if (settled) void processQueuedOrders(show, { queryClient });
  }, [orders.data, show, queryClient]);

  const continuePayment = (order: { id: string; paymentUrl?: string | null }) => {
    if (!order.paymentUrl || !user) return;
    queueOrderForUpdate({ id: order.id, firstName: user.firstName, lastName: user.lastName, email: user.email });
    window.location.assign(order.paymentUrl);
  };

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">Mis compras</h1>
      {paidReturn ? <PaidOrderPanel order={paidReturn} heading="h2" /> : null}
      {orders.isPending ? (
        <AppSpinner label="Cargando tus compras…" />
      ) : orders.error ? (
        <Message severity="error" text={orders.error.message} />
      ) : orders.data.length === 0 ? (
        <div className="orders-empty">
          <p>Todavía no hiciste ninguna compra.</p>
          <p>
            <Link to={routes.allCourses.to()}>Mirá los cursos</Link> o <Link to={routes.allPlannings.to()}>las planificaciones</Link>.
          </p>
        </div>
      ) : (
        <ul className="orders-list">
          {orders.data.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              invoices={(invoices.data ?? []).filter((invoice) => invoice.orderId === order.id)}
              onContinuePayment={continuePayment}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
