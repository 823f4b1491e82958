// The resources an IPN or webhook of another topic than `payment` names, as Mercado Pago's API
// answers them to the seller that owns them (anyone else: 404):
//   GET /merchant_orders/:id   one checkout's merchant order: its preference, reference and payments
//   GET /v1/chargebacks/:id    a chargeback: the payments it is about, amount, currency
// Derived from the payments the simulator keeps (nothing stored twice). A payment's chargeback is
// numbered from the payment: CHARGEBACK_ID_OFFSET + payment id.
import type { SimulatedAccount, SimulatedPayment, SimulatorState } from './simulator-state';

const CHARGEBACK_ID_OFFSET = 8_000_000_000;

/** The id of a payment's chargeback. */
export const chargebackIdOf = (payment: SimulatedPayment): string => String(CHARGEBACK_ID_OFFSET + payment.id);

/** A payment with a chargeback: charged back now, or reported with a chargeback's status detail. */
const hasChargeback = (payment: SimulatedPayment) =>
  payment.status === 'charged_back' || ['in_process', 'settled', 'reimbursed'].includes(payment.status_detail);

export type ResourceAnswer = { status: number; body: unknown };

const notFound = (message: string): ResourceAnswer => ({
  status: 404,
  body: { message, error: 'not_found', status: 404, cause: [] },
});

/** Answers GET /merchant_orders/:id and GET /v1/chargebacks/:id; null for any other path. */
export function notificationResource(
  state: SimulatorState,
  account: SimulatedAccount,
  method: string,
  path: string,
): ResourceAnswer | null {
  if (method !== 'GET') return null;
  const merchantOrder = /^\/merchant_orders\/(\d{1,20})$/.exec(path);
  if (merchantOrder) {
    const id = Number(merchantOrder[1]);
    const payments = state.payments().filter((payment) => payment.merchant_order_id === id && payment.seller === account.seller);
    const preference = payments[0] ? state.preference(payments[0].preference_id) : null;
    if (!preference) return notFound('Merchant Order not found');
    const paid = payments.filter((payment) => payment.status === 'approved').reduce((sum, payment) => sum + payment.transaction_amount, 0);
    return {
      status: 200,
      body: {
        id,
        preference_id: preference.id,
        external_reference: preference.external_reference,
        collector: { id: account.collectorId },
        status: 'opened',
        order_status: paid > 0 ? 'paid' : 'payment_required',
        total_amount: preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0),
        paid_amount: paid,
        payments: payments.map((payment) => ({
          id: payment.id,
          transaction_amount: payment.transaction_amount,
          currency_id: payment.currency_id,
          status: payment.status,
          status_detail: payment.status_detail,
          date_approved: payment.date_approved,
          last_modified: payment.date_last_updated,
          amount_refunded: payment.transaction_amount_refunded,
        })),
      },
    };
  }
  const chargeback = /^\/v1\/chargebacks\/(\d{1,20})$/.exec(path);
  if (chargeback) {
    const payment = state.payment(String(Number(chargeback[1]) - CHARGEBACK_ID_OFFSET));
    if (!payment || payment.seller !== account.seller || !hasChargeback(payment)) return notFound('Chargeback not found');
    return {
      status: 200,
      body: {
        id: chargebackIdOf(payment),
        payments: [payment.id],
        currency: payment.currency_id,
        amount: payment.transaction_amount,
        coverage_applied: false,
        coverage_eligible: true,
        documentation_required: false,
        date_created: payment.date_last_updated,
        date_last_updated: payment.date_last_updated,
        live_mode: false,
      },
    };
  }
  return null;
}
