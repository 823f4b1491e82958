// An order as the buyer and the admin read it: what the stored order shows (storage-only fields
// stay behind), the payment address only while paying makes sense, the money reversed so far, the
// buyer's revocation on her own orders, and — for the admin only — the history, the payments, the
// billing details and whether the buyer's address is suppressed. The schema's Order has the same
// shape (test/unit/domain-api-types.test.ts), so the handlers hand it to GraphQL as it is.
import type { MailSuppression } from './mail-suppression';
import type { BillingDetails, OrderHistoryEntry, OrderItem } from './order';
import type { OrderStatus } from './order-status';
import type { ChargebackStage, PaymentState } from './payment-facts';
import type { RegretStatus } from './regret';
import type { Seller } from './seller';

/** A refund of one payment, as the admin follows it. */
export interface PaymentRefundView {
  reason: string;
  at: string;
  refundId: string | null;
  note: string | null;
  /** Where it stands at Mercado Pago: REQUESTED, PENDING, APPROVED, REFUSED, TOO_OLD or SETTLED_BY_HAND. */
  state: string;
  /** Which attempt the last request to Mercado Pago was. */
  attempts: number;
}

/**
 * A payment made for the order, as the admin reads it: in the store's words (its state, its
 * chargeback's stage), never the provider's (decision 165).
 */
export interface OrderPaymentView {
  id: string;
  state: PaymentState;
  amount: number;
  at: string;
  refund: PaymentRefundView | null;
  /** A CHARGED_BACK payment: where its chargeback stands; null otherwise, or when the provider did not say. */
  chargeback: ChargebackStage | null;
  /** Money returned of this payment so far, full or partial (APPROVED with some returned: a partial refund). */
  refundedAmount: number | null;
}

/**
 * How the buyer pays the order in cash (a Rapipago / Pago Fácil voucher, issue 42): while the
 * order waits for that payment, or once its voucher expired unpaid.
 */
export interface CashVoucherView {
  /** The voucher's page at the provider. */
  url: string;
  /** When it can no longer be paid; null when the provider gave no date. */
  expiresAt: string | null;
  /** It can no longer be paid: the provider called the payment off, or its date passed. */
  expired: boolean;
}

/** The buyer's revocation request on the order. */
export interface OrderRegret {
  trackingCode: string;
  status: RegretStatus;
  createdAt: string;
  refundedAt: string | null;
}

export interface OrderView {
  id: string;
  /** The short number people read; null on orders placed before codes existed. */
  code: string | null;
  status: OrderStatus;
  item: OrderItem;
  amount: number;
  currency: string;
  listPrice: number;
  couponCode: string | null;
  discount: number;
  createdAt: string;
  updatedAt: string;
  /** Where the buyer pays, while the order may still be paid. */
  paymentUrl: string | null;
  paymentId: string | null;
  buyerEmail: string | null;
  statusReason: string | null;
  /** When the order was refunded or charged back; null otherwise. */
  reversedAt: string | null;
  /** Money returned to the buyer so far; 0 when none. */
  refundedAmount: number;
  /** Filled on the buyer's own orders. */
  regret: OrderRegret | null;
  /** The voucher of the order's payment in cash, while it waits for it or once it expired unpaid. */
  cashVoucher: CashVoucherView | null;
  // The admin's only.
  statusHistory: OrderHistoryEntry[] | null;
  payments: OrderPaymentView[] | null;
  billing: BillingDetails | null;
  buyerMailSuppression: Omit<MailSuppression, 'address'> | null;
}

/** What checkout answers: the order and where the buyer pays. */
export interface CreateOrderResult {
  order: OrderView;
  /** Mercado Pago's checkout address to send the browser to. */
  initPoint: string;
}

/** One seller's figures in the admin's sales report. */
export interface SellerTotal {
  seller: Seller;
  orders: number;
  amount: number;
}

/** The admin's sales: the orders chosen and each seller's totals. */
export interface SalesReport {
  orders: OrderView[];
  totals: SellerTotal[];
}

// The requests as they arrive, before their schemas check them.

/** A purchase: the item, an optional coupon and the client's key (a retry returns the same order). */
export interface CreateOrderRequest {
  itemId: string;
  couponCode?: string | null;
  idempotencyKey: string;
}

/** The admin refunds an order (why, and the revocation it answers, if any). */
export interface RefundOrderRequest {
  orderId: string;
  reason: string;
  regretTrackingCode?: string | null;
}

/** The admin records a refund made outside Mercado Pago. */
export interface SettleRefundByHandRequest {
  orderId: string;
  paymentId: string;
  note: string;
}

/** The admin's sales filter: status, seller and an inclusive range of creation dates (-03:00). */
export interface SalesFilterRequest {
  status?: OrderStatus | null;
  seller?: Seller | null;
  from?: string | null;
  to?: string | null;
}
