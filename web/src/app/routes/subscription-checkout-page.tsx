// /checkout/:id/monthly — subscribing to a planning by the month (issue 39): what is subscribed
// to, "$ X por mes", the first charge's date (today when the card is authorized, or the day the
// free trial ends), what happens each month and the Botón de baja; "Autorizar en Mercado Pago"
// asks the store for the subscription (subscribeToPlanning, one key per visit of this page, so a
// double click makes one) and sends the buyer to Mercado Pago's page to authorize the monthly
// charge. Mercado Pago sends her back to Mis suscripciones. A planning not sold by the month says
// so, with the way back to its page.
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatStoreDate } from '../../../../functions/domain/store-clock';
import { AppSpinner } from '../../components/app-spinner';
import { ItemSummary, useCheckoutItem } from '../../features/checkout';
import { MonthlyTerms, soldMonthly, usePlanningOffer, useSubscribe } from '../../features/subscriptions';
import { isApiError } from '../../lib/api-client';
import { formatPerMonth } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePageTitle } from '../../lib/page-title';
import { routes } from '../../lib/paths';
import { useApiClientEntry } from '../../lib/use-api-client-entry';

const DAY_MS = 86_400_000;

export default function SubscriptionCheckoutPage() {
  const { id = '' } = useParams();
  usePageTitle('Suscribite por mes');
  const apiClient = useApiClientEntry();
  if (apiClient.failed) return <Message severity="error" text="No pudimos conectarnos con la tienda. Recargá la página." />;
  if (!apiClient.ready) return <AppSpinner label="Preparando tu suscripción…" />;
  return <SubscriptionCheckout key={id} planningId={id} />;
}

function SubscriptionCheckout({ planningId }: { planningId: string }) {
  const item = useCheckoutItem(planningId);
  const offer = usePlanningOffer(planningId);
  const subscribe = useSubscribe();
  // One key for this visit: a retry or a double click answers the same subscription.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [leaving, setLeaving] = useState(false);

  // Back from Mercado Pago with the browser's Back button, the page may be restored as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (item.error && isApiError(item.error, 'NotFound')) return <Navigate to={routes.notFound.to()} replace />;
  if (item.error || offer.error) {
    return (
      <div className="checkout-page">
        <Message severity="error" text={(item.error ?? offer.error)?.message ?? ''} />
      </div>
    );
  }
  if (!item.data || offer.isPending) return <AppSpinner label="Preparando tu suscripción…" />;
  const planningPath = routes.planning.to({ planningId });
  const monthly = soldMonthly(offer.data) ? offer.data : null;
  if (item.data.type !== 'PLANNING' || !monthly) {
    return (
      <div className="checkout-page">
        <h1>Suscripción mensual</h1>
        <Message severity="info" text="Esta planificación no se vende por mes." />
        <p>
          <Link to={planningPath}>Volver a la planificación</Link>
        </p>
      </div>
    );
  }

  // Shown before subscribing: the store's answer (firstChargeAt) comes with Mercado Pago's page.
  const firstCharge =
    monthly.trialDays > 0
      ? `El ${formatStoreDate(new Date(Date.now() + monthly.trialDays * DAY_MS))}, cuando terminan los ${monthly.trialDays} días de prueba gratis`
      : 'Hoy, cuando autorizás tu tarjeta en Mercado Pago';
  const busy = subscribe.isPending || leaving;
  const authorize = () => {
    if (busy) return;
    subscribe.mutate(
      { planningId, idempotencyKey },
      {
        onSuccess: ({ initPoint }) => {
          setLeaving(true);
          window.location.assign(initPoint);
        },
      },
    );
  };

  return (
    <div className="checkout-page">
      <h1>Suscribite por mes</h1>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <ItemSummary item={item.data} />
          <section className="checkout-card subscription-checkout__terms" aria-labelledby="subscription-terms-title">
            <h2 id="subscription-terms-title">Cómo funciona</h2>
            <MonthlyTerms monthlyPrice={monthly.monthlyPrice} trialDays={monthly.trialDays} />
            <p>
              También la pausás o la das de baja desde <Link to={routes.mySubscriptions.to()}>Mis suscripciones</Link>.
            </p>
          </section>
        </div>
        <aside className="checkout-card checkout-layout__side" aria-labelledby="subscription-pay-title">
          <h2 id="subscription-pay-title">Tu suscripción</h2>
          <p className="subscription-checkout__price" data-testid="subscription-checkout-price">
            {formatPerMonth(monthly.monthlyPrice)}
          </p>
          <dl className="subscription-checkout__facts">
            <dt>Primer cobro</dt>
            <dd data-testid="subscription-first-charge">{firstCharge}</dd>
            <dt>Baja</dt>
            <dd>
              Cuando quieras, con el <Link to={routes.serviceCancellation.to()}>Botón de baja</Link>.
            </dd>
          </dl>
          {subscribe.error ? <Message severity="error" text={subscribe.error.message} className="checkout-pay__error" /> : null}
          <Button
            className="checkout-pay__button"
            label={leaving ? 'Te llevamos a Mercado Pago…' : 'Autorizar en Mercado Pago'}
            icon="pi pi-lock"
            loading={busy}
            disabled={busy}
            onClick={authorize}
          />
          <p className="checkout-pay__note">
            En Mercado Pago autorizás el cobro mensual con tu tarjeta. Al volver, ves la suscripción en Mis suscripciones.
          </p>
          <p className="checkout-pay__note">
            Al suscribirte aceptás los <Link to={routes.terms.to()}>Términos y condiciones</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
