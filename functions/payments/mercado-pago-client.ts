// A small Mercado Pago REST client with a configurable base URL (the official SDK hard-codes
// api.mercadopago.com, which rules out the local simulator). One client per seller: each seller
// has its own access token. Every call has a timeout; network failures, timeouts, 429 and 5xx
// are retried a bounded number of times with backoff, all within one time budget per call (so a
// slow provider gets every attempt the function's own timeout allows, and no attempt outlives
// it), and POSTs carry an X-Idempotency-Key so a retried creation or refund is done once.
import type * as z from 'zod/mini';
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
import { PaymentProviderFailure, type ProviderFailureKind, type ProviderRefusal } from './payment-provider';
import { backoffDelayMs, waitMs } from '../domain/retry-backoff';

export type MercadoPagoErrorKind = ProviderFailureKind;

/** Mercado Pago's failures are the store's provider-neutral failure (services only see that). */
export class MercadoPagoError extends PaymentProviderFailure {
  constructor(kind: MercadoPagoErrorKind, message: string, status: number | null = null, refusal: ProviderRefusal | null = null) {
    super(kind, message, status, refusal);
    this.name = 'MercadoPagoError';
  }
}

export interface MercadoPagoClientOptions {
  baseUrl: string;
  accessToken: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts in all, including the first. */
  maxAttempts: number;
  /**
   * Time for one call in all, attempts and backoff included: an attempt gets what is left of it
   * when less than `timeoutMs`, and no attempt starts once less than MIN_ATTEMPT_MS is left.
   * Default: no budget beyond `maxAttempts` × `timeoutMs`.
   */
  budgetMs?: number;
  /** First backoff step; doubles each retry (up to 8×), half of it random (domain/retry-backoff.ts). */
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

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

const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/**
 * Mercado Pago's cause codes the store acts on ("Crear reembolso" reference): 2024 and 15016,
 * "Payment too old to be refunded" — past the refund window.
 */
const REFUND_WINDOW_CLOSED_CODES = new Set([2024, 15016]);

function refusalOf(detail: string): ProviderRefusal | null {
  try {
    const body = JSON.parse(detail) as { cause?: { code?: unknown }[] };
    const codes = (Array.isArray(body.cause) ? body.cause : []).map((cause) => Number(cause?.code));
    return codes.some((code) => REFUND_WINDOW_CLOSED_CODES.has(code)) ? 'refund-window-closed' : null;
  } catch {
    return null;
  }
}

/** An attempt shorter than this could not get an answer even from a healthy provider. */
const MIN_ATTEMPT_MS = 500;

export function createMercadoPagoClient(options: MercadoPagoClientOptions): MercadoPagoClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? waitMs;
  const backoff = options.backoffMs ?? 250;
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request<T extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: T,
    init: { body?: unknown; idempotencyKey?: string; notFoundAsNull?: boolean } = {},
  ): Promise<z.infer<T> | null> {
    let lastProblem = '';
    const deadline = now() + (options.budgetMs ?? options.maxAttempts * options.timeoutMs + backoff * 2 ** options.maxAttempts);
    let attempts = 0;
    for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
      if (attempt > 1) {
        const pause = backoffDelayMs(attempt - 1, { firstMs: backoff, maxMs: backoff * 8 });
        if (deadline - now() - pause < MIN_ATTEMPT_MS) break;
        await sleep(pause);
      }
      const attemptMs = Math.min(options.timeoutMs, deadline - now());
      if (attemptMs < MIN_ATTEMPT_MS) break;
      attempts = attempt;
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(init.idempotencyKey ? { 'x-idempotency-key': init.idempotencyKey } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(attemptMs),
        });
      } catch (error) {
        // Network failure or timeout: the request may or may not have arrived; retrying is safe
        // because reads are reads and writes carry an idempotency key.
        lastProblem = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        continue;
      }
      if (response.ok) {
        const parsed = schema.safeParse(await response.json().catch(() => undefined));
        if (!parsed.success) throw new MercadoPagoError('rejected', `unexpected answer to ${method} ${path}`, response.status);
        return parsed.data;
      }
      const fullDetail = await response.text().catch(() => '');
      const detail = fullDetail.slice(0, 300);
      if (response.status === 404 && init.notFoundAsNull) return null;
      if (response.status === 401 || response.status === 403) {
        throw new MercadoPagoError('unauthorized', `${method} ${path} refused the credentials: ${detail}`, response.status);
      }
      if (!isRetryableStatus(response.status)) {
        throw new MercadoPagoError(
          'rejected',
          `${method} ${path} answered ${response.status}: ${detail}`,
          response.status,
          refusalOf(fullDetail.slice(0, 10_000)),
        );
      }
      lastProblem = `HTTP ${response.status}: ${detail}`;
    }
    throw new MercadoPagoError('unavailable', `${method} ${path} failed after ${attempts} attempts (${lastProblem})`);
  }

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
