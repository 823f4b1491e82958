// Botón de baja of a monthly subscription (Disposición 954/2025): the subscriber's e-mail (left
// out when signed in: her own) and the subscription's reference, as in its e-mails, or the
// planning. The answer is the BAJ- case code and the day access ends: the end of the period
// already paid (Mercado Pago takes no further charge). The server's refusals are Spanish and name
// the field; the ones checked here name it as the form labels it.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { formatStoreDate, formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { useRequestSubscriptionCancellation } from '../api/request-subscription-cancellation';

export interface CancellablePlanning {
  id: string;
  name: string;
}

/** What is missing before sending, named as the form labels it; null when it can be sent. */
export function subscriptionCancellationProblem(fields: {
  signedIn: boolean;
  email: string;
  reference: string;
  planningId: string;
}): string | null {
  if (!fields.signedIn && !fields.email.trim()) return 'Ingresá el e-mail de la suscripción (al que te llegan sus avisos de cobro).';
  if (!fields.reference.trim() && !fields.planningId)
    return 'Ingresá la referencia de la suscripción (está en sus e-mails) o elegí la planificación.';
  return null;
}

export function SubscriptionCancellationForm({
  plannings,
  signedIn,
  initialReference = '',
}: {
  plannings: readonly CancellablePlanning[];
  signedIn: boolean;
  /** The subscription's reference when the member comes from Mis suscripciones. */
  initialReference?: string;
}) {
  const send = useRequestSubscriptionCancellation();
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState(initialReference);
  const [planningId, setPlanningId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = subscriptionCancellationProblem({ signedIn, email, reference, planningId });
    setProblem(missing);
    if (missing) return;
    send.mutate({
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(planningId ? { planningId } : {}),
    });
  };

  if (send.isSuccess) {
    const receipt = send.data;
    return (
      <div className="contact-sent" role="status" data-testid="subscription-cancellation-confirmation">
        <span className="pi pi-check-circle contact-sent__icon" aria-hidden="true" />
        <h2>Registramos la baja de tu suscripción</h2>
        <p>
          Tu código de seguimiento es <strong data-testid="subscription-cancellation-code">{receipt.trackingCode}</strong>. La suscripción a
          “{receipt.planningName}” (referencia {receipt.subscriptionId}) quedó dada de baja el {formatStoreDateTime(receipt.createdAt)} y no
          vas a tener ningún cobro más.
        </p>
        <p data-testid="subscription-cancellation-access">
          {receipt.accessEndsAt
            ? `Tu acceso sigue hasta el ${formatStoreDate(new Date(receipt.accessEndsAt))}, el final del período ya pagado.`
            : 'No tenía ningún período pago, así que no queda acceso por usar.'}
        </p>
        <p>También te lo enviamos por e-mail.</p>
      </div>
    );
  }

  const shown = problem ?? send.error?.message;
  return (
    <form className="contact-form regret-form" noValidate onSubmit={submit} aria-label="Dar de baja una suscripción mensual">
      <div className="form-field">
        <label htmlFor="subscription-email">E-mail de la suscripción</label>
        <InputText
          id="subscription-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
        />
        {signedIn ? <small>Si lo dejás vacío, damos de baja una suscripción de tu cuenta.</small> : null}
      </div>
      <div className="form-field">
        <label htmlFor="subscription-reference">Referencia de la suscripción</label>
        <InputText
          id="subscription-reference"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          autoComplete="off"
        />
        <small>Está en los e-mails de la suscripción y en Mis suscripciones. Si no la tenés, elegí la planificación.</small>
      </div>
      <div className="form-field">
        <label htmlFor="subscription-planning">Planificación</label>
        <select
          id="subscription-planning"
          className="p-inputtext"
          value={planningId}
          onChange={(event) => setPlanningId(event.target.value)}
        >
          <option value="">Elegí la planificación</option>
          {plannings.map((planning) => (
            <option key={planning.id} value={planning.id}>
              {planning.name}
            </option>
          ))}
        </select>
      </div>
      {shown ? (
        <p className="form-error" role="alert" data-testid="subscription-cancellation-error">
          {shown}
        </p>
      ) : null}
      <Button type="submit" label="Dar de baja la suscripción" icon="pi pi-sign-out" loading={send.isPending} />
    </form>
  );
}
