// Botón de baja (Disposición 954/2025): a member ends a planning membership without any other
// step. A visitor types the order number and the e-mail of the purchase; a signed-in member picks
// one of her plannings. The answer is a tracking code, shown here and e-mailed at once. Courses
// have nothing to end (they are paid once): the page says so and points to the regret button.
// A monthly subscription is ended here too ("Tengo una suscripción mensual"): the subscriber's
// e-mail and the subscription's reference or its planning; the answer is the BAJ- case code and
// the end of the period already paid (the preapproval is cancelled at Mercado Pago). Mis
// suscripciones links here with ?subscription=<reference>: that form, the reference filled in.
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatStoreDate, formatStoreDateTime } from '../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../functions/domain/order-code';
import { useItems } from '../../features/catalogue';
import { useMyOrders } from '../../features/orders';
import {
  PurchaseLookupFields,
  purchaseLookupInput,
  purchaseNumberProblem,
  SubscriptionCancellationForm,
  useRequestServiceCancellation,
  type CancellablePlanning,
} from '../../features/regret';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-context';
import { routes } from '../../lib/paths';

function SignedInPlanningPicker({ value, onChange }: { value: string; onChange: (orderId: string) => void }) {
  const orders = useMyOrders();
  const plannings = (orders.data ?? []).filter((order) => order.status === 'APPROVED' && order.item.type === 'PLANNING');
  if (orders.isLoading) return <p>Cargando tus compras…</p>;
  if (plannings.length === 0)
    return <p>No tenés planificaciones compradas con esta cuenta. Si compraste con otra, cerrá sesión y usá el número de compra.</p>;
  return (
    <fieldset className="form-field choice-list">
      <legend>Planificación</legend>
      {plannings.map((order) => (
        <label key={order.id} className="choice-list__option">
          <input type="radio" name="cancel-order" value={order.id} checked={value === order.id} onChange={() => onChange(order.id)} />
          <span>
            {order.item.name} · {orderNumberOf(order)} · {formatStoreDate(new Date(order.createdAt))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

type CancellationKind = 'once' | 'monthly';

/** The plannings of the catalogue, for naming a subscription by its planning. */
function useCataloguePlannings(): CancellablePlanning[] {
  const items = useItems();
  return (items.data ?? []).filter((item) => item.type === 'PLANNING').map((item) => ({ id: item.id, name: item.name }));
}

function KindChoice({ value, onChange }: { value: CancellationKind; onChange: (kind: CancellationKind) => void }) {
  return (
    <fieldset className="form-field choice-list regret-kind">
      <legend>¿Qué querés dar de baja?</legend>
      <label className="choice-list__option">
        <input type="radio" name="cancel-kind" value="once" checked={value === 'once'} onChange={() => onChange('once')} />
        <span>Una planificación que compré una vez</span>
      </label>
      <label className="choice-list__option">
        <input type="radio" name="cancel-kind" value="monthly" checked={value === 'monthly'} onChange={() => onChange('monthly')} />
        <span>Tengo una suscripción mensual</span>
      </label>
    </fieldset>
  );
}

export default function ServiceCancellationPage() {
  usePageTitle('Botón de baja');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const send = useRequestServiceCancellation();
  const [orderId, setOrderId] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // From Mis suscripciones ("Dar de baja"): the subscription's form, its reference filled in.
  const [searchParams] = useSearchParams();
  const subscriptionReference = searchParams.get('subscription') ?? '';
  const [kind, setKind] = useState<CancellationKind>(subscriptionReference ? 'monthly' : 'once');
  const plannings = useCataloguePlannings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!orderId.trim())
      return setProblem(signedIn ? 'Elegí la planificación.' : 'Ingresá el número de compra (está en el e-mail de la compra).');
    if (!signedIn && !email.trim()) return setProblem('Ingresá el e-mail con el que compraste.');
    const numberProblem = signedIn ? null : purchaseNumberProblem(orderId);
    if (numberProblem) return setProblem(numberProblem);
    setProblem(null);
    send.mutate(purchaseLookupInput(orderId, email));
  };

  return (
    <section className="container regret-page" aria-labelledby="cancellation-title">
      <header className="list-page__header">
        <h1 id="cancellation-title">Botón de baja</h1>
        <p>
          Podés dar de baja una planificación cuando quieras, sin dar motivos. La baja es inmediata: tu acceso termina y dejamos de enviarte
          avisos. Las planificaciones compradas una vez se pagan por adelantado y no se renuevan solas, así que no hay cobros futuros que
          frenar.
        </p>
        <p>
          Si tenés una suscripción mensual, la baja frena los cobros en Mercado Pago y tu acceso sigue hasta el final del período ya pagado.
        </p>
        <p>
          ¿Compraste hace 10 días o menos? Con el <Link to={routes.regret.to()}>Botón de arrepentimiento</Link> además te devolvemos el
          total.
        </p>
      </header>
      <KindChoice value={kind} onChange={setKind} />
      {kind === 'monthly' ? (
        <SubscriptionCancellationForm plannings={plannings} signedIn={signedIn} initialReference={subscriptionReference} />
      ) : send.isSuccess ? (
        <div className="contact-sent" role="status" data-testid="cancellation-confirmation">
          <span className="pi pi-check-circle contact-sent__icon" aria-hidden="true" />
          <h2>Registramos la baja</h2>
          <p>
            Tu código de seguimiento es <strong data-testid="cancellation-tracking-code">{send.data.trackingCode}</strong>. La planificación
            “{send.data.itemName}” (compra {orderNumberOf({ id: send.data.orderId, code: send.data.orderCode })}) quedó dada de baja el{' '}
            {formatStoreDateTime(send.data.createdAt)}. También te lo enviamos por e-mail.
          </p>
        </div>
      ) : (
        <form className="contact-form regret-form" noValidate onSubmit={submit} aria-label="Dar de baja una planificación">
          {signedIn ? (
            <SignedInPlanningPicker value={orderId} onChange={setOrderId} />
          ) : (
            <PurchaseLookupFields idPrefix="cancel" orderId={orderId} email={email} onOrderId={setOrderId} onEmail={setEmail} />
          )}
          {(problem ?? send.error?.message) ? (
            <p className="form-error" role="alert" data-testid="cancellation-error">
              {problem ?? send.error?.message}
            </p>
          ) : null}
          <Button type="submit" label="Dar de baja" icon="pi pi-sign-out" loading={send.isPending} />
          <p className="regret-form__help">
            ¿Tenés otro problema con tu planificación? <Link to={routes.contact.to()}>Escribinos</Link>.
          </p>
        </form>
      )}
    </section>
  );
}
