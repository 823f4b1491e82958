// /my-subscriptions — "Mis suscripciones" (issue 39): the member's monthly plans, newest first,
// each with its status, price, next charge and paid months (SubscriptionCard). Every subscription
// e-mail links here, and Mercado Pago sends the member back here after she authorizes her card
// (?subscription=<reference>): that subscription is marked, and the list is asked again while it
// still waits for the authorization to be applied. Each paid month carries its Factura (decision 135)
// and a refunded one its Nota de Crédito too (decision 124); the first charge, within its 10 days,
// the Botón de arrepentimiento (decision 155).
import { Message } from 'primereact/message';
import { Link, useSearchParams } from 'react-router';
import { AppSpinner } from '../../../components/app-spinner';
import { usePageTitle } from '../../../lib/page-title';
import { routes } from '../../../lib/paths';
import { useMySubscriptions } from '../api/my-subscriptions';
import { useChargeInvoices } from '../api/subscription-invoices';
import { SubscriptionCard } from '../components/subscription-card';
import '../subscriptions.css';

export default function MySubscriptionsPage() {
  usePageTitle('Mis suscripciones');
  const subscriptions = useMySubscriptions();
  const { invoiceOf, creditNotesOf } = useChargeInvoices(subscriptions.data ?? []);
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('subscription');
  const returnedPending = subscriptions.data?.some((subscription) => subscription.id === returned && subscription.status === 'PENDING');
  return (
    <section className="my-subscriptions container" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">Mis suscripciones</h1>
      <p className="my-subscriptions__intro">
        Tus planificaciones con cobro mensual por Mercado Pago. Podés pausarlas o darlas de baja cuando quieras: el acceso sigue hasta el
        final del mes ya pagado.
      </p>
      {returnedPending ? (
        <Message
          severity="info"
          className="my-subscriptions__notice"
          text="Volviste de Mercado Pago: estamos esperando que confirme la autorización."
        />
      ) : null}
      {subscriptions.isPending ? (
        <AppSpinner label="Cargando tus suscripciones…" />
      ) : subscriptions.error ? (
        <Message severity="error" text={subscriptions.error.message} />
      ) : subscriptions.data.length === 0 ? (
        <p className="my-subscriptions__empty">
          Todavía no tenés suscripciones. Algunas <Link to={routes.allPlannings.to()}>planificaciones</Link> se pueden pagar por mes.
        </p>
      ) : (
        <ul className="my-subscriptions__list" data-testid="my-subscriptions">
          {subscriptions.data.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              invoiceOf={(chargeId) => invoiceOf(subscription.id, chargeId)}
              creditNotesOf={(chargeId) => creditNotesOf(subscription.id, chargeId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
