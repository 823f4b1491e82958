// Botón de arrepentimiento (Disposición 954/2025): revoke a purchase within 10 days without signing in.
// A visitor types the order number and the e-mail of the purchase; a signed-in buyer picks one of
// her approved orders. The answer is a tracking code, shown here and e-mailed at once; outside the
// period the server's Spanish answer gives the contact route.
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney, sumMoney } from '../../../../functions/domain/money';
import { formatStoreDate } from '../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../functions/domain/order-code';
import { useMyOrders } from '../../features/orders';
import { PurchaseLookupFields, purchaseLookupInput, purchaseNumberProblem, useRequestPurchaseRegret } from '../../features/regret';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session/session-context';
import { routes } from '../../lib/paths';

// A list of choices that wraps on a phone (a one-line picker with the order's name, number,
// amount and date was 716 px wide on a 390 px screen).
function SignedInOrderPicker({ value, onChange }: { value: string; onChange: (orderId: string) => void }) {
  const orders = useMyOrders();
  const approved = (orders.data ?? []).filter((order) => order.status === 'APPROVED');
  if (orders.isLoading) return <p>Cargando tus compras…</p>;
  if (approved.length === 0)
    return <p>No tenés compras aprobadas para revocar. Si compraste con otra cuenta, cerrá sesión y usá el número de compra.</p>;
  return (
    <fieldset className="form-field choice-list">
      <legend>Compra</legend>
      {approved.map((order) => (
        <label key={order.id} className="choice-list__option">
          <input type="radio" name="regret-order" value={order.id} checked={value === order.id} onChange={() => onChange(order.id)} />
          <span>
            {orderNumberOf(order)} · {order.item.name} · {formatMoney(order.amount)} · {formatStoreDate(new Date(order.createdAt))}
            {order.refundedAmount > 0 ? (
              <>
                {' '}
                · ya te devolvimos {formatMoney(order.refundedAmount)}: se reembolsan{' '}
                {formatMoney(sumMoney([order.amount, -order.refundedAmount]))}
              </>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export default function RegretPage() {
  usePageTitle('Botón de arrepentimiento');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const send = useRequestPurchaseRegret();
  const [orderId, setOrderId] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!orderId.trim()) return setProblem(signedIn ? 'Elegí la compra.' : 'Ingresá el número de compra (está en el e-mail de la compra).');
    if (!signedIn && !email.trim()) return setProblem('Ingresá el e-mail con el que compraste.');
    const numberProblem = signedIn ? null : purchaseNumberProblem(orderId);
    if (numberProblem) return setProblem(numberProblem);
    setProblem(null);
    send.mutate(purchaseLookupInput(orderId, email));
  };

  return (
    <section className="container regret-page" aria-labelledby="regret-title">
      <header className="list-page__header">
        <h1 id="regret-title">Botón de arrepentimiento</h1>
        <p>
          Podés revocar una compra dentro de los 10 días corridos desde que la hiciste, sin dar motivos. Te devolvemos por Mercado Pago, en
          el mismo medio de pago, lo que pagaste (si ya te devolvimos una parte, lo que queda), y el acceso al curso o la planificación
          termina.
        </p>
      </header>
      {send.isSuccess ? (
        <div className="contact-sent" role="status" data-testid="regret-confirmation">
          <span className="pi pi-check-circle contact-sent__icon" aria-hidden="true" />
          <h2>Registramos tu pedido</h2>
          <p>
            Tu código de seguimiento es <strong data-testid="regret-tracking-code">{send.data.trackingCode}</strong>, para la compra{' '}
            {orderNumberOf({ id: send.data.orderId, code: send.data.orderCode })}. Te vamos a devolver{' '}
            <strong data-testid="regret-refund-amount">{formatMoney(send.data.refundAmount)}</strong> por Mercado Pago. También te lo
            enviamos por e-mail y te avisamos cuando el reembolso esté hecho.
          </p>
        </div>
      ) : (
        <form className="contact-form regret-form" noValidate onSubmit={submit} aria-label="Revocar una compra">
          {signedIn ? (
            <SignedInOrderPicker value={orderId} onChange={setOrderId} />
          ) : (
            <PurchaseLookupFields idPrefix="regret" orderId={orderId} email={email} onOrderId={setOrderId} onEmail={setEmail} />
          )}
          {(problem ?? send.error?.message) ? (
            <p className="form-error" role="alert" data-testid="regret-error">
              {problem ?? send.error?.message}
            </p>
          ) : null}
          <Button type="submit" label="Revocar la compra" icon="pi pi-undo" loading={send.isPending} />
          <p className="regret-form__help">
            ¿Pasaron más de 10 días o tenés otro problema con tu compra? <Link to={routes.contact.to()}>Escribinos</Link>.
          </p>
        </form>
      )}
    </section>
  );
}
