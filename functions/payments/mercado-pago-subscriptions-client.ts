// Suscripciones' calls (decision 074), one client per seller like the payments client, through the
// same bounded, retried request (mercado-pago-request.ts). A creation carries an X-Idempotency-Key
// so a retried POST makes one preapproval; a PUT sets the same values however often it is repeated.
import { createMercadoPagoRequest, MercadoPagoError, type MercadoPagoClientOptions } from './mercado-pago-request';
import {
  authorizedPaymentSchema,
  authorizedPaymentSearchSchema,
  preapprovalSchema,
  preapprovalSearchSchema,
  type MercadoPagoAuthorizedPayment,
  type MercadoPagoPreapproval,
  type PreapprovalRequest,
  type PreapprovalUpdate,
} from './mercado-pago-subscription-types';
import { paymentSchema, refundSchema, type MercadoPagoPayment, type MercadoPagoRefund } from './mercado-pago-types';

export interface MercadoPagoSubscriptionsClient {
  createPreapproval(request: PreapprovalRequest, idempotencyKey: string): Promise<MercadoPagoPreapproval>;
  /** The preapproval, or null when this seller has none with that id. */
  getPreapproval(preapprovalId: string): Promise<MercadoPagoPreapproval | null>;
  updatePreapproval(preapprovalId: string, update: PreapprovalUpdate): Promise<MercadoPagoPreapproval>;
  /** One page of this seller's preapprovals, the last modified first. */
  preapprovalsByLastModified(page: { offset: number; limit: number }): Promise<{ results: MercadoPagoPreapproval[]; total: number }>;
  /** One page of this seller's charges (authorized payments), the last modified first. */
  chargesByLastModified(page: { offset: number; limit: number }): Promise<{ results: MercadoPagoAuthorizedPayment[]; total: number }>;
  /** Every charge of a preapproval, the first due first. */
  chargesOf(preapprovalId: string): Promise<MercadoPagoAuthorizedPayment[]>;
  /** The charge, or null when this seller has none with that id. */
  getCharge(chargeId: string): Promise<MercadoPagoAuthorizedPayment | null>;
  /** A charge's payment (GET /v1/payments/:id), or null when this seller has none with that id. */
  getPayment(paymentId: string): Promise<MercadoPagoPayment | null>;
  /** POST /v1/payments/:id/refunds with `amount` (a partial refund when less than what is left). */
  refundPayment(paymentId: string, amount: number, idempotencyKey: string): Promise<MercadoPagoRefund>;
}

const isId = (value: string) => /^[\w-]{1,64}$/.test(value);
const CHARGES_PAGE = 100;

export function createMercadoPagoSubscriptionsClient(options: MercadoPagoClientOptions): MercadoPagoSubscriptionsClient {
  const request = createMercadoPagoRequest(options);
  return {
    async createPreapproval(body, idempotencyKey) {
      const created = await request('POST', '/preapproval', preapprovalSchema, { body, idempotencyKey });
      if (!created) throw new MercadoPagoError('rejected', 'POST /preapproval answered nothing');
      return created;
    },

    async getPreapproval(preapprovalId) {
      if (!isId(preapprovalId)) return null;
      return request('GET', `/preapproval/${encodeURIComponent(preapprovalId)}`, preapprovalSchema, { notFoundAsNull: true });
    },

    async updatePreapproval(preapprovalId, update) {
      const updated = await request('PUT', `/preapproval/${encodeURIComponent(preapprovalId)}`, preapprovalSchema, { body: update });
      if (!updated) throw new MercadoPagoError('rejected', `PUT /preapproval/${preapprovalId} answered nothing`);
      return updated;
    },

    async preapprovalsByLastModified({ offset, limit }) {
      const query = new URLSearchParams({ sort: 'last_modified:desc', offset: String(offset), limit: String(limit) });
      const page = await request('GET', `/preapproval/search?${query.toString()}`, preapprovalSearchSchema);
      return { results: page?.results ?? [], total: page?.paging?.total ?? 0 };
    },

    async chargesByLastModified({ offset, limit }) {
      const query = new URLSearchParams({ sort: 'last_modified:desc', offset: String(offset), limit: String(limit) });
      const page = await request('GET', `/authorized_payments/search?${query.toString()}`, authorizedPaymentSearchSchema);
      return { results: page?.results ?? [], total: page?.paging?.total ?? 0 };
    },

    async chargesOf(preapprovalId) {
      if (!isId(preapprovalId)) return [];
      const charges: MercadoPagoAuthorizedPayment[] = [];
      for (let offset = 0; ; offset += CHARGES_PAGE) {
        const query = new URLSearchParams({
          preapproval_id: preapprovalId,
          sort: 'date_created:asc',
          offset: String(offset),
          limit: String(CHARGES_PAGE),
        });
        const page = await request('GET', `/authorized_payments/search?${query.toString()}`, authorizedPaymentSearchSchema);
        const results = (page?.results ?? []).filter((charge) => charge.preapproval_id === preapprovalId);
        charges.push(...results);
        if ((page?.results.length ?? 0) < CHARGES_PAGE) return charges;
      }
    },

    async getPayment(paymentId) {
      if (!/^\d{1,20}$/.test(paymentId)) return null;
      return request('GET', `/v1/payments/${paymentId}`, paymentSchema, { notFoundAsNull: true });
    },

    async refundPayment(paymentId, amount, idempotencyKey) {
      const refund = await request('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`, refundSchema, {
        body: { amount },
        idempotencyKey,
      });
      if (!refund) throw new MercadoPagoError('rejected', `POST /v1/payments/${paymentId}/refunds answered nothing`);
      return refund;
    },

    async getCharge(chargeId) {
      if (!/^\d{1,20}$/.test(chargeId)) return null;
      return request('GET', `/authorized_payments/${chargeId}`, authorizedPaymentSchema, { notFoundAsNull: true });
    },
  };
}
