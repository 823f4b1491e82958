// The admin's refund of an order: a confirmation that says what will happen (what is left of the
// payment returned through Mercado Pago — the total, or less after partial refunds — order
// cancelled, access revoked, buyer e-mailed) and asks for the reason, which is kept in the
// order's history. The server makes a second press harmless.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { formatMoney, sumMoney, toCents } from '../../../../../functions/domain/money';
import { useRefundOrder } from '../api/admin-sales';

export function RefundOrderDialog({
  order,
  regretTrackingCode,
  onClose,
}: {
  /** `refundAmount`: what the refund returns now (the amount less partial refunds already made). */
  order: { id: string; amount: number; refundAmount: number; itemName: string };
  regretTrackingCode?: string;
  onClose: () => void;
}) {
  const refund = useRefundOrder();
  const [reason, setReason] = useState(regretTrackingCode ? `Arrepentimiento ${regretTrackingCode}` : '');
  const tooShort = reason.trim().length < 3;
  const partlyRefunded = toCents(order.refundAmount) < toCents(order.amount);
  const footer = (
    <>
      <Button label="Volver" text onClick={onClose} disabled={refund.isPending} />
      <Button
        label={`Reembolsar ${formatMoney(order.refundAmount)}`}
        icon="pi pi-undo"
        severity="danger"
        loading={refund.isPending}
        disabled={tooShort || refund.isSuccess}
        onClick={() => refund.mutate({ orderId: order.id, reason: reason.trim(), ...(regretTrackingCode ? { regretTrackingCode } : {}) })}
      />
    </>
  );
  return (
    <Dialog
      header="Reembolsar la compra"
      visible
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(32rem, 95vw)' }}
      modal
      baseZIndex={1200}
    >
      {refund.isSuccess ? (
        <Message severity="success" text="Reembolso hecho: la orden quedó cancelada, el acceso terminó y le avisamos al comprador." />
      ) : (
        <div className="admin-form">
          <p data-testid="refund-amount-text">
            {partlyRefunded ? (
              <>
                Se devuelve lo que queda de <strong>{order.itemName}</strong>:{' '}
                <strong className="admin-amount">{formatMoney(order.refundAmount)}</strong> de{' '}
                <span className="admin-amount">{formatMoney(order.amount)}</span> (ya se devolvieron{' '}
                <span className="admin-amount">{formatMoney(sumMoney([order.amount, -order.refundAmount]))}</span>) por Mercado Pago,
              </>
            ) : (
              <>
                Se devuelve el total de <strong>{order.itemName}</strong> (<span className="admin-amount">{formatMoney(order.amount)}</span>
                ) por Mercado Pago,
              </>
            )}{' '}
            la orden queda cancelada, el acceso termina y el comprador recibe un e-mail. No se puede deshacer.
          </p>
          <label htmlFor="refund-reason">Motivo (queda en el historial de la orden)</label>
          <InputTextarea id="refund-reason" value={reason} onChange={(event) => setReason(event.target.value)} rows={3} autoResize />
          {refund.error && <Message severity="error" text={refund.error.message} />}
        </div>
      )}
    </Dialog>
  );
}
