// The admin's refund of one subscription charge (issue 39): all that is left of it, or an amount,
// with the reason kept on the subscription. The dialog states the amount before anything is sent
// and the button repeats it; one key per dialog, so a second press (or a retry after a lost
// answer) finds the same request and Mercado Pago refunds once. A refund does not cancel the
// subscription: the next month is charged (the Botón de baja ends it).
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { formatMoneyWithCents, toCents } from '../../../../../functions/domain/money';
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useRefundSubscriptionCharge } from '../api/admin-subscribers';

export interface RefundableCharge {
  subscriptionId: string;
  planningName: string;
  memberEmail: string | null;
  charge: { id: string; dueAt: string; amount: number; refundedAmount: number; refundableAmount: number };
}

export function RefundSubscriptionChargeDialog({
  planningId,
  target,
  onClose,
}: {
  planningId: string;
  target: RefundableCharge;
  onClose: () => void;
}) {
  const refund = useRefundSubscriptionCharge(planningId);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const { charge } = target;
  const refunded = whole ? charge.refundableAmount : (amount ?? 0);

  const send = () => {
    const found: { amount?: string; reason?: string } = {};
    if (!whole) {
      if (amount === null || toCents(amount) <= 0) found.amount = 'Monto a reembolsar: escribí un monto mayor que cero.';
      else if (toCents(amount) > toCents(charge.refundableAmount)) {
        found.amount = `Monto a reembolsar: no puede superar lo que queda del cobro (${formatMoneyWithCents(charge.refundableAmount)}).`;
      }
    }
    if (reason.trim().length < 3) found.reason = 'Motivo: escribí por qué se reembolsa (al menos 3 caracteres).';
    setErrors(found);
    if (found.amount || found.reason) return;
    refund.mutate({
      subscriptionId: target.subscriptionId,
      chargeId: charge.id,
      ...(whole ? {} : { amount: refunded }),
      reason: reason.trim(),
      idempotencyKey,
    });
  };

  const footer = refund.isSuccess ? (
    <Button label="Cerrar" onClick={onClose} />
  ) : (
    <>
      <Button label="Volver" text onClick={onClose} disabled={refund.isPending} />
      <Button
        label={`Reembolsar ${formatMoneyWithCents(refunded)}`}
        icon="pi pi-undo"
        severity="danger"
        loading={refund.isPending}
        onClick={send}
        data-testid="confirm-charge-refund"
      />
    </>
  );
  return (
    <Dialog
      header="Reembolsar un cobro"
      visible
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(32rem, 95vw)' }}
      modal
      baseZIndex={1200}
    >
      {refund.isSuccess ? (
        <Message
          severity="success"
          text={`Reembolso pedido a Mercado Pago: ${formatMoneyWithCents(refunded)}. La nota de crédito se emite sola y le avisamos por e-mail. La suscripción sigue activa.`}
        />
      ) : (
        <div className="admin-form">
          <p data-testid="charge-refund-text">
            Cobro del {formatStoreDate(new Date(charge.dueAt))} de <strong>{target.planningName}</strong>
            {target.memberEmail ? <> ({target.memberEmail})</> : null}:{' '}
            <span className="admin-amount">{formatMoneyWithCents(charge.amount)}</span>
            {charge.refundedAmount > 0 ? <> (ya se devolvieron {formatMoneyWithCents(charge.refundedAmount)})</> : null}.
          </p>
          <fieldset className="admin-fieldset">
            <legend>¿Cuánto se devuelve?</legend>
            <div className="admin-radio">
              <RadioButton inputId="refund-whole" name="refund-kind" checked={whole} onChange={() => setWhole(true)} />
              <label htmlFor="refund-whole">
                Todo lo que queda ({formatMoneyWithCents(charge.refundableAmount)}): el mes deja de dar acceso
              </label>
            </div>
            <div className="admin-radio">
              <RadioButton inputId="refund-part" name="refund-kind" checked={!whole} onChange={() => setWhole(false)} />
              <label htmlFor="refund-part">Una parte: el mes sigue pago</label>
            </div>
          </fieldset>
          {!whole ? (
            <>
              <label htmlFor="refund-amount">Monto a reembolsar (ARS)</label>
              <InputNumber
                inputId="refund-amount"
                value={amount}
                onValueChange={(event) => setAmount(event.value ?? null)}
                mode="decimal"
                locale="es-AR"
                minFractionDigits={0}
                maxFractionDigits={2}
                invalid={Boolean(errors.amount)}
                aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
              />
              {errors.amount ? (
                <small id="refund-amount-error" className="p-error">
                  {errors.amount}
                </small>
              ) : null}
            </>
          ) : null}
          <label htmlFor="charge-refund-reason">Motivo (queda en la suscripción)</label>
          <InputTextarea
            id="charge-refund-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            autoResize
            invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? 'charge-refund-reason-error' : undefined}
          />
          {errors.reason ? (
            <small id="charge-refund-reason-error" className="p-error">
              {errors.reason}
            </small>
          ) : null}
          <p data-testid="charge-refund-confirmation">
            Se devuelven <strong className="admin-amount">{formatMoneyWithCents(refunded)}</strong> por Mercado Pago. No se puede deshacer,
            y no da de baja la suscripción: el mes que viene se cobra igual.
          </p>
          {refund.error && <Message severity="error" text={refund.error.message} />}
        </div>
      )}
    </Dialog>
  );
}
