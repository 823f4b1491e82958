// Where one refund the store asked for stands at Mercado Pago, on the admin's order detail: its
// state in words, the attempt (a refused attempt is asked again with a new key), and — when
// Mercado Pago refused it or no longer allows it (past its refund window) — the way to record that
// the money was returned another way.
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useSettleRefundByHand } from '../api/admin-sales';
import { canSettleByHand } from '../lib/sales-labels';

const REFUND_STATE_LABELS: Record<string, string> = {
  REQUESTED: 'pedido a Mercado Pago, sin respuesta todavía',
  PENDING: 'Mercado Pago lo está procesando',
  APPROVED: 'hecho por Mercado Pago',
  REFUSED: 'Mercado Pago lo rechazó; la tienda lo vuelve a pedir sola cada pocos minutos',
  TOO_OLD: 'Mercado Pago ya no permite reembolsarlo (pasó su plazo): hay que devolver el dinero por otro medio',
  SETTLED_BY_HAND: 'resuelto a mano por la tienda',
};

export function PaymentRefundState({
  orderId,
  paymentId,
  refund,
}: {
  orderId: string;
  paymentId: string;
  refund: { state: string; attempts: number };
}) {
  const settle = useSettleRefundByHand();
  const [note, setNote] = useState('');
  const canSettle = canSettleByHand(refund.state);
  const noteId = `settle-note-${paymentId}`;
  return (
    <span className="payment-refund-state" data-testid={`refund-state-${paymentId}`}>
      {' '}
      Estado del reembolso: {REFUND_STATE_LABELS[refund.state] ?? refund.state}
      {refund.attempts > 1 ? ` (intento ${refund.attempts})` : ''}.
      {canSettle && !settle.isSuccess ? (
        <span className="admin-form">
          <label htmlFor={noteId}>Si devolviste el dinero por otro medio, contá cómo (queda en el historial)</label>
          <InputText id={noteId} value={note} onChange={(event) => setNote(event.target.value)} />
          <Button
            label="Marcar como resuelto a mano"
            icon="pi pi-check"
            severity="warning"
            outlined
            loading={settle.isPending}
            disabled={note.trim().length < 3}
            onClick={() => settle.mutate({ orderId, paymentId, note: note.trim() })}
          />
          {settle.error && <Message severity="error" text={settle.error.message} />}
        </span>
      ) : null}
    </span>
  );
}
