// One HTTP call to Mercado Pago's API, as every client of the store makes it (the payments client
// and the Suscripciones client): a timeout per attempt, network failures, timeouts, 429 and 5xx
// retried a bounded number of times with backoff within one time budget, the answer parsed with the
// caller's schema (never trusted), refusals classified as the store's provider-neutral failures.
import type * as z from 'zod/mini';
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

export type MercadoPagoRequest = <T extends z.ZodMiniType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: T,
  init?: { body?: unknown; idempotencyKey?: string; notFoundAsNull?: boolean },
) => Promise<z.infer<T> | null>;

export function createMercadoPagoRequest(options: MercadoPagoClientOptions): MercadoPagoRequest {
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

  return request;
}
