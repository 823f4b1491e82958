// A payment as the store knows it, in the store's own words: where it stands (PaymentState), its
// money and the provider's payment id, an opaque string. A provider's adapter (functions/payments/)
// turns its statuses into these facts, the one place that reads them; the domain decides only on
// the facts and never reads a provider's status word (eslint/provider-words.js keeps them out).
//
// The provider's own words for the state (`status`, `statusDetail`) travel with the fact, opaque:
// the order records them as said (its payments list, its history), and a reading is "already
// recorded" when its words are; no rule of the domain reads them, and the API answers the state
// and the chargeback's stage, never them (decision 165).

/**
 * Where a payment stands:
 * PENDING       not finished: waiting for the buyer, in review, authorized but not captured;
 * APPROVED      the money was taken (part of it may since have gone back: `refundedAmount`);
 * REJECTED      refused (the buyer may retry with another payment);
 * CANCELLED     called off or expired before it was paid;
 * REFUNDED      all of it went back to the buyer;
 * CHARGED_BACK  the buyer's bank took it back (`chargeback`: where that stands; WON, the seller got it back after all);
 * IN_DISPUTE    the buyer opened a dispute: nothing moves until it is resolved;
 * UNKNOWN       a state the adapter does not know: nothing moves (the adapter logs it).
 */
export const PAYMENT_STATES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'REFUNDED',
  'CHARGED_BACK',
  'IN_DISPUTE',
  'UNKNOWN',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Where a chargeback stands (a CHARGED_BACK payment's detail, in the store's words):
 * OPEN  the seller may still contest it (the provider is processing it);
 * LOST  resolved for the buyer: the buyer's bank kept the money;
 * WON   resolved for the seller: the money came back to the seller (the purchase is reinstated).
 */
export const CHARGEBACK_STAGES = ['OPEN', 'LOST', 'WON'] as const;
export type ChargebackStage = (typeof CHARGEBACK_STAGES)[number];

/** Where a refund asked of a payment stands at the provider. */
export type RefundProgress = 'APPROVED' | 'PENDING' | 'REFUSED';

/** The money of the payment went back to the buyer, all of it (refund or chargeback). */
export const isReturnedState = (state: PaymentState): boolean => state === 'REFUNDED' || state === 'CHARGED_BACK';

/**
 * Where a payment in cash is paid: the voucher the buyer shows at a Rapipago or Pago Fácil (issue
 * 42), as the provider's API gives it (never a notification's body). The adapter gives one only
 * for a cash payment and only at an address of the provider's own (payments/mercado-pago-payment-facts.ts).
 */
export interface PaymentVoucher {
  /** The voucher's page at the provider. */
  url: string;
  /** When the voucher can no longer be paid (an instant), null when the provider gives none. */
  expiresAt: string | null;
}

/** A payment as the store reads it from the provider (never as a notification describes it). */
export interface PaymentFact {
  /** The provider's payment id (opaque). */
  id: string;
  state: PaymentState;
  /** A CHARGED_BACK payment: where its chargeback stands (WON: the money came back to the seller); null otherwise, or when the provider does not say. */
  chargeback: ChargebackStage | null;
  /** The provider's word for the state, recorded as said (opaque to the domain). */
  status: string;
  /** The provider's detail of the state, recorded as said (opaque to the domain). */
  statusDetail: string | null;
  /**
   * The provider's word for this payment once all of it went back (opaque): what the order
   * records when a refund the store asked for ends it.
   */
  returnedStatus: string;
  /** The order the payment was made for (the reference the store gave at checkout). */
  orderId: string | null;
  amount: number;
  /** Money returned of this payment so far, full or partial. */
  refundedAmount: number;
  currency: string;
  /** The refunds asked of this payment, oldest first. */
  refunds: readonly { id: string; progress: RefundProgress }[];
  /** A payment in cash: its voucher; null for any other payment. */
  voucher: PaymentVoucher | null;
  /** The provider called the payment off because its voucher was not paid in time (state CANCELLED). */
  lapsed: boolean;
}
