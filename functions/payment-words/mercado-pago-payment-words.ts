// Mercado Pago's payment words → the domain's states (domain/payment-facts.ts): the one table.
// Two layers read these words: the provider's adapter (payments/mercado-pago-payment-facts.ts builds
// every payment fact through it) and the order records (data/order-record.ts reads a recorded
// payment's state back from the words the record keeps, since the state is never stored). Neither
// may import the other, so the table is a folder of its own that both may import and that imports
// nothing but the domain (eslint/backend-boundaries.js); a copy of it in functions/domain or
// functions/data fails lint (eslint/provider-words.js). Decision 163.
//
// Mercado Pago's documented statuses (Checkout API, "Get payment status": status, status_detail):
//   approved      accredited, partially_refunded (part of the money returned) → APPROVED
//   authorized    pending_capture (not captured yet)                          → PENDING
//   in_process    offline_process, pending_contingency, pending_review_manual,
//                 deferred_retry                                              → PENDING
//   pending       pending_waiting_transfer, pending_waiting_payment,
//                 pending_challenge                                           → PENDING
//   in_mediation  a dispute the buyer opened                                  → IN_DISPUTE
//   rejected      bank_error, cc_rejected_*, rejected_by_bank, …               → REJECTED
//   cancelled     expired, by_collector, by_payer                             → CANCELLED
//   refunded      refunded, by_admin                                          → REFUNDED
//   charged_back  in_process (the seller may still contest it)                → CHARGED_BACK, OPEN
//                 settled (the buyer kept the money)                          → CHARGED_BACK, LOST
//                 reimbursed (the seller got the money back)                  → CHARGED_BACK, WON
// A status it does not document is UNKNOWN: it moves nothing. cancelled / expired: a payment in
// cash whose voucher was not paid in time (`lapsed`, decision 164).
// A refund's own status: approved → APPROVED; rejected, cancelled → REFUSED; anything else
// (pending, in_process, …) → PENDING (followed until it ends).
import type { ChargebackStage, PaymentState, RefundProgress } from '../domain/payment-facts';

const PAYMENT_STATE: ReadonlyMap<string, PaymentState> = new Map<string, PaymentState>([
  ['approved', 'APPROVED'],
  ['authorized', 'PENDING'],
  ['in_process', 'PENDING'],
  ['pending', 'PENDING'],
  ['in_mediation', 'IN_DISPUTE'],
  ['rejected', 'REJECTED'],
  ['cancelled', 'CANCELLED'],
  ['refunded', 'REFUNDED'],
  ['charged_back', 'CHARGED_BACK'],
]);

/** Mercado Pago's word for a payment whose money all went back (what a closed order records). */
export const RETURNED_STATUS = 'refunded';

/** A payment's state from Mercado Pago's status (its detail does not change the state); UNKNOWN for a word it does not know. */
export const paymentStateOf = (status: string): PaymentState => PAYMENT_STATE.get(status) ?? 'UNKNOWN';

const CHARGEBACK_STAGE: ReadonlyMap<string, ChargebackStage> = new Map<string, ChargebackStage>([
  ['in_process', 'OPEN'],
  ['settled', 'LOST'],
  ['reimbursed', 'WON'],
]);

/**
 * Where a chargeback stands from a charged_back payment's detail; null for any other status, and
 * for a detail Mercado Pago does not document (or none): the admin is shown a chargeback, no stage.
 */
export const chargebackStageOf = (status: string, detail: string | null | undefined): ChargebackStage | null =>
  status === 'charged_back' && detail ? (CHARGEBACK_STAGE.get(detail) ?? null) : null;

/** Mercado Pago called the payment off because its voucher was not paid in time. */
export const lapsedOf = (status: string, detail: string | null | undefined): boolean => status === 'cancelled' && detail === 'expired';

/** Where a refund stands from Mercado Pago's status of it. */
export const refundProgressOf = (status: string): RefundProgress =>
  status === 'approved' ? 'APPROVED' : status === 'rejected' || status === 'cancelled' ? 'REFUSED' : 'PENDING';
