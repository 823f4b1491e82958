// A small Mercado Pago REST client with a configurable base URL (the official SDK hard-codes
// api.mercadopago.com, which rules out the local simulator). One client per seller: each seller
// has its own access token. Every call has a timeout; network failures, timeouts, 429 and 5xx
// are retried a bounded number of times with backoff, all within one time budget per call (so a
// slow provider gets every attempt the function's own timeout allows, and no attempt outlives
// it), and POSTs carry an X-Idempotency-Key so a retried creation or refund is done once.
import {
  accountSchema,
  chargebackSchema,
  merchantOrderSchema,
  paymentSchema,
  paymentSearchSchema,
  preferenceSchema,
  refundSchema,
  type MercadoPagoPayment,
  type MercadoPagoPaymentSearch,
  type MercadoPagoPreference,
  type MercadoPagoRefund,
  type PreferenceRequest,
  type PreferenceUpdate,
} from './mercado-pago-types';
import { createMercadoPagoRequest, MercadoPagoError, type MercadoPagoClientOptions } from './mercado-pago-request';

export { MercadoPagoError };
export type { MercadoPagoClientOptions };

export interface MercadoPagoClient {
  createPreference(preference: PreferenceRequest, idempotencyKey: string): Promise<MercadoPagoPreference>;
  updatePreference(preferenceId: string, update: PreferenceUpdate): Promise<void>;
  /** The payment, or null when this seller has no payment with that id. */
  getPayment(paymentId: string): Promise<MercadoPagoPayment | null>;
  /** Every payment of this seller for an external reference (an order id), oldest first. */
  searchPaymentsByExternalReference(externalReference: string): Promise<MercadoPagoPayment[]>;
  /** One page of this seller's payments changed in [from, to], oldest change first. */
  searchPaymentsByLastUpdate(range: { from: Date; to: Date; offset: number; limit: number }): Promise<MercadoPagoPaymentSearch>;
  refundPayment(paymentId: string, idempotencyKey: string, amount?: number): Promise<MercadoPagoRefund>;
  /** The ids of a merchant order's payments, or null when this seller has no such merchant order. */
  merchantOrderPayments(merchantOrderId: string): Promise<string[] | null>;
  /** The ids of the payments a chargeback is about, or null when this seller has no such chargeback. */
  chargebackPayments(chargebackId: string): Promise<string[] | null>;
  /** The account the access token belongs to (GET /users/me): proves the token works. */
  getAccount(): Promise<{ id: number }>;
}

export function createMercadoPagoClient(options: MercadoPagoClientOptions): MercadoPagoClient {
  const request = createMercadoPagoRequest(options);
  return {
    async createPreference(preference, idempotencyKey) {
      const created = await request('POST', '/checkout/preferences', preferenceSchema, { body: preference, idempotencyKey });
      return created as MercadoPagoPreference;
    },

    async updatePreference(preferenceId, update) {
      // A PUT sets the same values however often it is repeated: safe to retry without a key.
      await request('PUT', `/checkout/preferences/${encodeURIComponent(preferenceId)}`, preferenceSchema, { body: update });
    },

    async getPayment(paymentId) {
      if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
      return request('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, paymentSchema, { notFoundAsNull: true });
    },

    async searchPaymentsByExternalReference(externalReference) {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: 'date_created',
        criteria: 'asc',
        limit: '50',
      });
      const page = await request('GET', `/v1/payments/search?${query.toString()}`, paymentSearchSchema);
      // The store's own reference: a payment reporting another one is not this order's.
      return (page?.results ?? []).filter((payment) => payment.external_reference === externalReference);
    },

    async searchPaymentsByLastUpdate({ from, to, offset, limit }) {
      // Mercado Pago's payments search over a date range (range=date_last_updated with begin_date
      // and end_date as ISO 8601 instants), sorted by that date, paged by offset and limit.
      const query = new URLSearchParams({
        range: 'date_last_updated',
        begin_date: from.toISOString(),
        end_date: to.toISOString(),
        sort: 'date_last_updated',
        criteria: 'asc',
        offset: String(offset),
        limit: String(limit),
      });
      const page = await request('GET', `/v1/payments/search?${query.toString()}`, paymentSearchSchema);
      return page ?? { results: [] };
    },

    async refundPayment(paymentId, idempotencyKey, amount) {
      const refund = await request('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, refundSchema, {
        body: amount === undefined ? {} : { amount },
        idempotencyKey,
      });
      return refund as MercadoPagoRefund;
    },

    async merchantOrderPayments(merchantOrderId) {
      if (!/^[\w-]{1,64}$/.test(merchantOrderId)) return null;
      const found = await request('GET', `/merchant_orders/${encodeURIComponent(merchantOrderId)}`, merchantOrderSchema, {
        notFoundAsNull: true,
      });
      return found ? (found.payments ?? []).map((payment) => payment.id) : null;
    },

    async chargebackPayments(chargebackId) {
      if (!/^[\w-]{1,64}$/.test(chargebackId)) return null;
      const found = await request('GET', `/v1/chargebacks/${encodeURIComponent(chargebackId)}`, chargebackSchema, { notFoundAsNull: true });
      return found ? (found.payments ?? []) : null;
    },

    async getAccount() {
      const account = await request('GET', '/users/me', accountSchema);
      if (!account) throw new MercadoPagoError('rejected', 'GET /users/me answered nothing');
      return account;
    },
  };
}
