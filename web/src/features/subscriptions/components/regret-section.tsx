// The Botón de arrepentimiento of a subscription's first charge in Mis suscripciones (decision 155):
// while it applies (domain/regret-offer.ts), the last day to ask; pressed, what happens is said
// plainly — the amount returned, the cancellation at Mercado Pago, access ending now — and asked
// once more; the answer's case code (ARR-…) stays shown with what the refund returns.
import { Button } from 'primereact/button';
import { useState } from 'react';
import { formatMoney } from '../../../../../functions/domain/money';
import { useSubscriptionRegret } from '../api/request-regret';
import type { RegretOffer } from '../domain/regret-offer';

export interface RegretAnswer {
  trackingCode: string;
  refundAmount: number;
}

export function RegretSection({
  subscriptionId,
  offer,
  answer,
  onAnswer,
}: {
  subscriptionId: string;
  offer: RegretOffer | null;
  answer: RegretAnswer | null;
  onAnswer: (answer: RegretAnswer) => void;
}) {
  const [asking, setAsking] = useState(false);
  const send = useSubscriptionRegret();
  if (answer) {
    return (
      <div className="subscription-card__regret" role="status" data-testid="subscription-regret-answer">
        <p>
          <strong>Registramos tu arrepentimiento.</strong> Código de seguimiento:{' '}
          <strong className="subscription-card__code">{answer.trackingCode}</strong>
        </p>
        <p>
          Te devolvemos {formatMoney(answer.refundAmount)} al mismo medio de pago, la suscripción quedó cancelada en Mercado Pago (no se te
          cobra ningún mes más) y te llega un e-mail con el código. La nota de crédito queda en «Meses reembolsados» y también te llega por
          e-mail.
        </p>
      </div>
    );
  }
  if (!offer) return null;
  const amount = formatMoney(offer.amount);
  return (
    <div className="subscription-card__regret" data-testid="subscription-regret">
      <p>
        Tenés tiempo hasta el <strong>{offer.lastDay}</strong> para arrepentirte (10 días desde el primer cobro): te devolvemos{' '}
        <span className="subscription-card__money">{amount}</span>.
      </p>
      {asking ? (
        <div className="subscription-card__confirm" role="group" aria-label="¿Arrepentirte de la suscripción?">
          <p>
            <strong>¿Arrepentirte de la suscripción?</strong> Te devolvemos <span className="subscription-card__money">{amount}</span> del
            primer cobro al mismo medio de pago, cancelamos la suscripción en Mercado Pago (no se te cobra ningún mes más) y el acceso a la
            planificación termina ahora.
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
              severity="danger"
              label={`Sí, arrepentirme y recibir ${amount}`}
              loading={send.isPending}
              onClick={() =>
                send.mutate(subscriptionId, {
                  onSuccess: (receipt) => {
                    setAsking(false);
                    onAnswer({ trackingCode: receipt.trackingCode, refundAmount: receipt.refundAmount });
                  },
                })
              }
            />
            <Button type="button" size="small" text label="No" disabled={send.isPending} onClick={() => setAsking(false)} />
          </div>
        </div>
      ) : (
        <Button
          type="button"
          size="small"
          outlined
          severity="danger"
          icon="pi pi-undo"
          label="Botón de arrepentimiento"
          onClick={() => {
            send.reset();
            setAsking(true);
          }}
        />
      )}
    </div>
  );
}
