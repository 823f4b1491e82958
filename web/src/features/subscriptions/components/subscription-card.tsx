// One monthly subscription in Mis suscripciones: the planning, its status in Spanish, "$ X por
// mes", the next charge, the periods already paid, and what the member can do with it — authorize
// her card while it waits (Mercado Pago's page), change it when a charge failed ("No pudimos
// cobrar…"), pause or resume (each asked once more before it is sent), and the Botón de baja with
// the subscription's reference filled in. Each paid month shows its Factura (download) once ARCA
// authorised it, or that it is on its way, and a refunded one its Nota de Crédito too; the first
// charge, within its 10 days, the Botón de arrepentimiento (regret-section.tsx).
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../../functions/domain/money';
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import { formatPerMonth } from '../../../lib/format';
import { useRenderNow } from '../../../lib/render-clock';
import { subscriptionCancellationPath } from '../../../lib/paths';
import { useNotices } from '../../../components/toast';
import { useSubscriptionMove, type MySubscription } from '../api/my-subscriptions';
import { downloadChargeInvoice, type ChargeInvoice } from '../api/subscription-invoices';
import { creditNoteOwed, documentsExpected } from '../domain/charge-documents';
import { regretOffer } from '../domain/regret-offer';
import { subscriptionStatusView } from '../domain/subscription-status';
import { RegretSection, type RegretAnswer } from './regret-section';

const day = (iso: string) => formatStoreDate(new Date(iso));

const CONFIRM = {
  pause: {
    question: '¿Pausar la suscripción?',
    detail: 'Mercado Pago deja de cobrarla y el plan se detiene hasta que la reanudes; las semanas que faltan te esperan.',
    yes: 'Sí, pausar',
  },
  resume: {
    question: '¿Reanudar la suscripción?',
    detail: 'Mercado Pago vuelve a cobrarla cada mes y retomás el plan donde lo dejaste.',
    yes: 'Sí, reanudar',
  },
} as const;

function MoveButton({ subscription, move }: { subscription: MySubscription; move: 'pause' | 'resume' }) {
  const [asking, setAsking] = useState(false);
  const send = useSubscriptionMove(move);
  const text = CONFIRM[move];
  if (!asking) {
    return (
      <Button
        type="button"
        size="small"
        outlined
        icon={move === 'pause' ? 'pi pi-pause' : 'pi pi-play'}
        label={move === 'pause' ? 'Pausar' : 'Reanudar'}
        onClick={() => {
          send.reset();
          setAsking(true);
        }}
      />
    );
  }
  return (
    <div className="subscription-card__confirm" role="group" aria-label={text.question}>
      <p>
        <strong>{text.question}</strong> {text.detail}
      </p>
      {send.error ? (
        <p className="form-error" role="alert">
          {send.error.message}
        </p>
      ) : null}
      <div className="subscription-card__actions">
        <Button
          type="button"
          size="small"
          label={text.yes}
          loading={send.isPending}
          onClick={() => send.mutate(subscription.id, { onSuccess: () => setAsking(false) })}
        />
        <Button type="button" size="small" text label="No" disabled={send.isPending} onClick={() => setAsking(false)} />
      </div>
    </div>
  );
}

function ChargeInvoiceButton({
  invoice,
  awaiting = 'Factura en camino (te llega por e-mail)',
}: {
  invoice: ChargeInvoice | null;
  awaiting?: string;
}) {
  const { show } = useNotices();
  const [busy, setBusy] = useState(false);
  if (!invoice) return <small className="subscription-card__invoice-note">{awaiting}</small>;
  const download = async () => {
    setBusy(true);
    try {
      await downloadChargeInvoice(invoice);
    } catch {
      show({
        severity: 'error',
        summary: `No pudimos descargar la ${invoice.kind === 'NOTA_CREDITO' ? 'nota de crédito' : 'factura'}`,
        detail: 'Probá de nuevo en unos segundos.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      size="small"
      text
      icon="pi pi-download"
      className="subscription-card__invoice"
      label={`${invoice.name} ${invoice.number}`}
      aria-label={`Descargar ${invoice.name} ${invoice.number}`}
      loading={busy}
      onClick={() => void download()}
      data-invoice-document={invoice.document}
    />
  );
}

/**
 * A charge's Notas de Crédito (one per refund), and that the latest refund's is on its way while
 * ARCA has not authorised it yet.
 */
function CreditNotes({ notes, charge }: { notes: ChargeInvoice[]; charge: MySubscription['charges'][number] | undefined }) {
  const latest = charge && creditNoteOwed(charge) ? documentsExpected(charge).at(-1) : undefined;
  const waiting = latest !== undefined && !notes.some((note) => note.document === latest);
  return (
    <>
      {notes.map((note) => (
        <ChargeInvoiceButton key={note.document} invoice={note} />
      ))}
      {waiting ? <ChargeInvoiceButton invoice={null} awaiting="Nota de crédito en camino (te llega por e-mail)" /> : null}
    </>
  );
}

export function SubscriptionCard({
  subscription,
  invoiceOf = () => null,
  creditNotesOf = () => [],
}: {
  subscription: MySubscription;
  /** The Factura of one of its charges, once issued. */
  invoiceOf?: (chargeId: string) => ChargeInvoice | null;
  /** The Notas de Crédito of one of its charges (its refunds), once issued. */
  creditNotesOf?: (chargeId: string) => ChargeInvoice[];
}) {
  const [regretAnswer, setRegretAnswer] = useState<RegretAnswer | null>(null);
  const chargeOf = (chargeId: string) => subscription.charges.find((charge) => charge.id === chargeId);
  const returnedOf = (chargeId: string) => chargeOf(chargeId)?.refundedAmount ?? 0;
  const refundedMonths = subscription.charges.filter((charge) => charge.state === 'REFUNDED');
  const regret = regretOffer(subscription, useRenderNow());
  const status = subscriptionStatusView(subscription);
  const over = subscription.status === 'CANCELLED' || subscription.status === 'ENDED';
  const canPause = subscription.status === 'ACTIVE' || subscription.status === 'TRIAL';
  return (
    <li className="subscription-card" data-subscription-id={subscription.id} data-status={subscription.status}>
      <div className="subscription-card__header">
        <h2 className="subscription-card__name">{subscription.planningName}</h2>
        <Tag value={status.label} severity={status.severity} data-testid="subscription-status" />
      </div>
      <p className="subscription-card__amount" data-testid="subscription-amount">
        {formatPerMonth(subscription.amount, subscription.currency)}
      </p>
      {subscription.upcomingPrice ? (
        // A price change told 30 days ahead (decision 154): the new price, from which charge, and how to leave before it.
        <Message
          severity="warn"
          data-testid="subscription-upcoming-price"
          text={`Precio nuevo: ${formatPerMonth(subscription.upcomingPrice.amount, subscription.upcomingPrice.currency)} desde el cobro del ${day(subscription.upcomingPrice.firstChargeAt ?? subscription.upcomingPrice.from)}. Los cobros anteriores siguen con el precio de antes. Si no querés seguir, podés darte de baja antes de esa fecha.`}
        />
      ) : null}

      {subscription.status === 'PAST_DUE' ? (
        <div className="subscription-card__banner" role="alert" data-testid="subscription-past-due">
          <p>
            No pudimos cobrar el último mes. Mercado Pago lo reintenta en los próximos días y mientras tanto tu acceso sigue; para que no se
            corte, revisá o cambiá la tarjeta.
          </p>
          {subscription.changeCardUrl ? (
            <a className="p-button p-button-sm p-button-danger" href={subscription.changeCardUrl}>
              <span className="p-button-label">Cambiar la tarjeta en Mercado Pago</span>
            </a>
          ) : null}
        </div>
      ) : null}
      {subscription.status === 'PENDING' ? (
        <Message
          severity="info"
          text="Falta que autorices el cobro mensual en Mercado Pago. Si ya lo hiciste, en unos segundos la ves activa."
        />
      ) : null}

      <dl className="subscription-card__facts">
        {subscription.trialEndsAt && subscription.status === 'TRIAL' ? (
          <div>
            <dt>Prueba gratis hasta</dt>
            <dd>{day(subscription.trialEndsAt)}</dd>
          </div>
        ) : null}
        {subscription.nextChargeAt && !over ? (
          <div>
            <dt>Próximo cobro</dt>
            <dd data-testid="subscription-next-charge">{day(subscription.nextChargeAt)}</dd>
          </div>
        ) : null}
        {subscription.accessEndsAt && over ? (
          <div>
            <dt>Acceso hasta</dt>
            <dd>{day(subscription.accessEndsAt)}</dd>
          </div>
        ) : null}
        {subscription.regretCode ? (
          <div>
            <dt>Código del arrepentimiento</dt>
            <dd>{subscription.regretCode}</dd>
          </div>
        ) : null}
        {subscription.cancellationCode ? (
          <div>
            <dt>Código de la baja</dt>
            <dd>{subscription.cancellationCode}</dd>
          </div>
        ) : null}
        <div>
          <dt>Referencia</dt>
          <dd className="subscription-card__reference">{subscription.id}</dd>
        </div>
      </dl>

      <section className="subscription-card__periods" aria-label={`Meses pagados de ${subscription.planningName}`}>
        <h3>Meses pagados</h3>
        {subscription.paidPeriods.length === 0 ? (
          <p>{refundedMonths.length > 0 ? 'Ningún mes pagado: lo cobrado se devolvió.' : 'Todavía no hay cobros.'}</p>
        ) : (
          <ul data-testid="subscription-periods">
            {subscription.paidPeriods.map((period) => (
              <li key={period.chargeId}>
                <span>
                  Del {day(period.from)} al {day(period.to)} ·{' '}
                  <span className="subscription-card__money">{formatMoney(period.amount, subscription.currency)}</span>
                  {returnedOf(period.chargeId) > 0 ? (
                    <>
                      {' '}
                      (se devolvieron{' '}
                      <span className="subscription-card__money">{formatMoney(returnedOf(period.chargeId), subscription.currency)}</span>)
                    </>
                  ) : null}
                </span>
                <ChargeInvoiceButton invoice={invoiceOf(period.chargeId)} />
                <CreditNotes notes={creditNotesOf(period.chargeId)} charge={chargeOf(period.chargeId)} />
              </li>
            ))}
          </ul>
        )}
        {refundedMonths.length > 0 ? (
          <>
            <h3>Meses reembolsados</h3>
            <ul data-testid="subscription-refunded">
              {refundedMonths.map((charge) => (
                <li key={charge.id}>
                  <span>
                    Cobro del {day(charge.dueAt)} ·{' '}
                    <span className="subscription-card__money">{formatMoney(charge.amount, subscription.currency)}</span>, devuelto
                  </span>
                  <ChargeInvoiceButton invoice={invoiceOf(charge.id)} />
                  <CreditNotes notes={creditNotesOf(charge.id)} charge={charge} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <RegretSection subscriptionId={subscription.id} offer={regret} answer={regretAnswer} onAnswer={setRegretAnswer} />

      {over ? null : (
        <div className="subscription-card__actions">
          {subscription.status === 'PENDING' && subscription.authorizationUrl ? (
            <a className="p-button p-button-sm" href={subscription.authorizationUrl}>
              <span className="p-button-label">Autorizar en Mercado Pago</span>
            </a>
          ) : null}
          {canPause ? <MoveButton subscription={subscription} move="pause" /> : null}
          {subscription.status === 'PAUSED' ? <MoveButton subscription={subscription} move="resume" /> : null}
          <Link className="p-button p-button-sm p-button-text" to={subscriptionCancellationPath(subscription.id)}>
            <span className="p-button-label">Dar de baja</span>
          </Link>
        </div>
      )}
    </li>
  );
}
