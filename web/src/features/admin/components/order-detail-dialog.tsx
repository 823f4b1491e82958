// One order as the admin sees it: buyer, billing details, item, amounts, every Mercado Pago
// payment made for it in the store's words (its state, a chargeback's stage, the money returned,
// the refunds the store made and why), every status change, and the refund action for an approved
// order.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { formatMoney, sumMoney } from '../../../../../functions/domain/money';
import { useAdminOrder } from '../api/admin-sales';
import {
  CHARGEBACK_STAGE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_SEVERITY,
  PAYMENT_STATE_LABELS,
  REFUND_REASON_LABELS,
  SELLER_LABELS,
} from '../lib/sales-labels';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { orderNumberOf } from '../../../../../functions/domain/order-code';
import { reversalSummary } from '../../../../../functions/domain/order-reversal';
import { PaymentRefundState } from './payment-refund-state';
import { SaleCashVoucherRow } from './sale-cash-voucher';
import { RefundOrderDialog } from './refund-order-dialog';
import { mailSuppressionText } from '../lib/mail-suppression-text';

export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = useAdminOrder(orderId);
  const [refunding, setRefunding] = useState(false);
  return (
    <Dialog
      header={order.data ? `Orden ${orderNumberOf(order.data)}` : 'Orden'}
      visible
      onHide={onClose}
      style={{ width: 'min(40rem, 95vw)' }}
      modal
      baseZIndex={1100}
      // A long detail scrolls inside the dialog: the keyboard can reach and scroll it too.
      pt={{ content: { tabIndex: 0 } }}
    >
      {order.error && <Message severity="error" text={order.error.message} />}
      {order.isPending && <ProgressSpinner aria-label="Cargando la orden" />}
      {order.data && (
        <div className="admin-form">
          <dl className="admin-detail">
            <dt>Número de orden</dt>
            <dd data-testid="order-number">
              {orderNumberOf(order.data)}
              {order.data.code ? null : ' (orden anterior a los números cortos: primeros 8 caracteres de su id)'}
            </dd>
            <dt>Id</dt>
            <dd>
              <code>{order.data.id}</code>
            </dd>
            <dt>Producto</dt>
            <dd>
              {order.data.item.name} ({SELLER_LABELS[order.data.item.seller]})
            </dd>
            <dt>Comprador</dt>
            <dd>{order.data.buyerEmail ?? '—'}</dd>
            {order.data.buyerMailSuppression ? (
              <>
                <dt>E-mails al comprador</dt>
                <dd data-testid="buyer-mail-suppression">
                  <Tag value="Suspendidos" severity="danger" /> {mailSuppressionText(order.data.buyerMailSuppression)}
                </dd>
              </>
            ) : null}
            <dt>Estado</dt>
            <dd>
              <Tag value={ORDER_STATUS_LABELS[order.data.status]} severity={ORDER_STATUS_SEVERITY[order.data.status]} />
              {reversalSummary(order.data) ? <span data-testid="order-reversal"> {reversalSummary(order.data)}</span> : null}
            </dd>
            <dt>Importe</dt>
            <dd>
              {formatMoney(order.data.amount)} (lista {formatMoney(order.data.listPrice)}
              {order.data.discount > 0 ? `, descuento ${formatMoney(order.data.discount)}` : ''}
              {order.data.couponCode ? `, cupón ${order.data.couponCode}` : ''})
            </dd>
            <dt>Pago de Mercado Pago</dt>
            <dd data-testid="order-payment-id">{order.data.paymentId ?? 'Sin pago todavía'}</dd>
            {order.data.cashVoucher ? <SaleCashVoucherRow voucher={order.data.cashVoucher} /> : null}
            <dt>Creada</dt>
            <dd>{formatStoreDateTime(order.data.createdAt)}</dd>
            {order.data.statusReason ? (
              <>
                <dt>Motivo del cierre</dt>
                <dd>{REFUND_REASON_LABELS[order.data.statusReason] ?? order.data.statusReason}</dd>
              </>
            ) : null}
          </dl>
          <h3>Datos de facturación</h3>
          {order.data.billing ? (
            <address className="admin-billing" data-testid="order-billing">
              {order.data.billing.fullName} · {order.data.billing.taxId.length === 11 ? 'CUIT/CUIL' : 'DNI'} {order.data.billing.taxId}
              <br />
              {order.data.billing.street} {order.data.billing.streetNumber}
              {order.data.billing.apartment ? ` ${order.data.billing.apartment}` : ''}, {order.data.billing.city},{' '}
              {order.data.billing.province} ({order.data.billing.postalCode})
              <br />
              Tel. {order.data.billing.phone}
            </address>
          ) : (
            <p>Sin datos de facturación.</p>
          )}
          <h3>Pagos</h3>
          {(order.data.payments ?? []).length === 0 ? (
            <p>Sin pagos todavía.</p>
          ) : (
            <ul className="admin-history" aria-label="Pagos" data-testid="order-payments">
              {(order.data.payments ?? []).map((payment) => (
                <li key={payment.id}>
                  Pago {payment.id}: {formatMoney(payment.amount)}, {PAYMENT_STATE_LABELS[payment.state]}
                  {payment.chargeback ? ` (${CHARGEBACK_STAGE_LABELS[payment.chargeback]})` : ''} ({formatStoreDateTime(payment.at)})
                  {payment.refundedAmount && payment.state === 'APPROVED'
                    ? `, reembolsado en parte: ${formatMoney(payment.refundedAmount)}`
                    : ''}
                  {payment.refund ? (
                    <strong>
                      {' '}
                      — reembolso: {REFUND_REASON_LABELS[payment.refund.reason] ?? payment.refund.reason}
                      {payment.refund.note ? ` (“${payment.refund.note}”)` : ''}
                    </strong>
                  ) : null}
                  {payment.refund ? <PaymentRefundState orderId={order.data.id} paymentId={payment.id} refund={payment.refund} /> : null}
                </li>
              ))}
            </ul>
          )}
          {order.data.status === 'APPROVED' ? (
            <Button label="Reembolsar" icon="pi pi-undo" severity="danger" outlined onClick={() => setRefunding(true)} />
          ) : null}
          <h3>Historial de estados</h3>
          <ol className="admin-history" aria-label="Historial de estados">
            {(order.data.statusHistory ?? []).map((change) => (
              <li key={`${change.at}-${change.status}`}>
                {formatStoreDateTime(change.at)} — {ORDER_STATUS_LABELS[change.status]}
                {change.paymentState ? ` (pago: ${PAYMENT_STATE_LABELS[change.paymentState]})` : ''}
                {change.reason ? ` — ${REFUND_REASON_LABELS[change.reason] ?? change.reason}` : ''}
                {change.note ? `: “${change.note}”` : ''}
              </li>
            ))}
          </ol>
        </div>
      )}
      {refunding && order.data ? (
        <RefundOrderDialog
          order={{
            id: order.data.id,
            amount: order.data.amount,
            refundAmount: sumMoney([order.data.amount, -order.data.refundedAmount]),
            itemName: order.data.item.name,
          }}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </Dialog>
  );
}
