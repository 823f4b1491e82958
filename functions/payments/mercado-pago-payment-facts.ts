// Mercado Pago's payments → the domain's payment facts (domain/payment-facts.ts). Every path that
// reads a payment — the webhook and the IPN (both re-read the payment), the reconciliation sweep,
// the refunds and the subscriptions' charges — builds its fact here, and every Mercado Pago word it
// reads (the payment's status and detail, a refund's status) is read through the one table of those
// words (payment-words/mercado-pago-payment-words.ts, which the order records read too), so a status
// the store does not know becomes UNKNOWN, which moves nothing (the payment service logs it).
//
// A payment in cash (payment_type_id `ticket`: Rapipago, Pago Fácil) has a voucher:
// transaction_details.external_resource_url, the voucher's page, and date_of_expiration, the
// instant it can no longer be paid ("Get payment"; a duplicate of the voucher is that address:
// docs/decisions/164). The voucher is given only at an https address on Mercado Pago's own hosts,
// or, when the store talks to a local simulator (an API on a loopback host), at that simulator's
// own origin; any other address gives no voucher. cancelled / expired: the voucher was not paid in
// time (`lapsed`, read in payment-words/mercado-pago-payment-words.ts).
import type { PaymentFact, PaymentVoucher } from '../domain/payment-facts';
import {
  chargebackStageOf,
  lapsedOf,
  paymentStateOf,
  refundProgressOf,
  RETURNED_STATUS,
} from '../payment-words/mercado-pago-payment-words';
import type { MercadoPagoPayment } from './mercado-pago-types';

/** Where the store's Mercado Pago API is, unless it is told another (the local simulator). */
export const MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';

/** Mercado Pago's own domains (Argentina's and the global one): a voucher page is on one of them or a subdomain. */
const MERCADO_PAGO_DOMAINS = ['mercadopago.com.ar', 'mercadopago.com'];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const parsedUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const onMercadoPagoDomain = (host: string): boolean =>
  MERCADO_PAGO_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Whether a voucher address may be shown to the buyer: https on Mercado Pago's own hosts, or the
 * origin of the API the store talks to when that API is a local simulator (a loopback host).
 */
export function isVoucherAddress(address: string, apiUrl: string = MERCADO_PAGO_API_URL): boolean {
  const url = parsedUrl(address);
  if (!url || url.username || url.password) return false;
  if (url.protocol === 'https:' && onMercadoPagoDomain(url.hostname)) return true;
  const api = parsedUrl(apiUrl);
  return Boolean(api && LOOPBACK_HOSTS.has(api.hostname) && url.origin === api.origin);
}

/** An instant as Mercado Pago writes it (2026-12-10T23:59:59.000-04:00), as an ISO instant; null when unreadable. */
const instantOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** The voucher of a payment in cash, when Mercado Pago gives one at an address the store may show. */
function voucherOf(payment: MercadoPagoPayment, apiUrl: string = MERCADO_PAGO_API_URL): PaymentVoucher | null {
  if (payment.payment_type_id !== 'ticket') return null;
  const address = payment.transaction_details?.external_resource_url;
  if (!address || !isVoucherAddress(address, apiUrl)) return null;
  return { url: address, expiresAt: instantOf(payment.date_of_expiration) };
}

/** The facts of what Mercado Pago's words say, for a payment given by its parts. */
export function paymentFactOfWords(payment: {
  id: string;
  status: string;
  statusDetail: string | null;
  orderId: string | null;
  amount: number;
  refundedAmount: number;
  currency: string;
  refunds: readonly { id: string; status: string }[];
  voucher?: PaymentVoucher | null;
}): PaymentFact {
  return {
    id: payment.id,
    state: paymentStateOf(payment.status),
    chargeback: chargebackStageOf(payment.status, payment.statusDetail),
    status: payment.status,
    statusDetail: payment.statusDetail,
    returnedStatus: RETURNED_STATUS,
    orderId: payment.orderId,
    amount: payment.amount,
    refundedAmount: payment.refundedAmount,
    currency: payment.currency,
    refunds: payment.refunds.map((refund) => ({ id: refund.id, progress: refundProgressOf(refund.status) })),
    voucher: payment.voucher ?? null,
    lapsed: lapsedOf(payment.status, payment.statusDetail),
  };
}

/**
 * A Mercado Pago payment (GET /v1/payments/:id, a search's result) as the domain's fact; `apiUrl`:
 * the API it was read from (which voucher addresses may be shown).
 */
export function paymentFactOf(payment: MercadoPagoPayment, apiUrl: string = MERCADO_PAGO_API_URL): PaymentFact {
  return paymentFactOfWords({
    id: payment.id,
    status: payment.status,
    statusDetail: payment.status_detail ?? null,
    orderId: payment.external_reference ?? null,
    amount: payment.transaction_amount,
    refundedAmount: payment.transaction_amount_refunded ?? 0,
    currency: payment.currency_id,
    refunds: payment.refunds ?? [],
    voucher: voucherOf(payment, apiUrl),
  });
}

/**
 * A payment an admin returned another way (the refund settled by hand), as the fact of its money
 * gone back: the order records it as Mercado Pago words a refunded payment, with no detail.
 */
export const returnedByHandFact = (payment: { id: string; orderId: string; amount: number; currency: string }): PaymentFact =>
  paymentFactOfWords({ ...payment, status: RETURNED_STATUS, statusDetail: null, refundedAmount: payment.amount, refunds: [] });
