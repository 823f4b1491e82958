// How checkout reads the server's errors: which ones send the buyer to the billing form, and the
// words for a payment provider that did not answer.
import { ApiError } from '../../lib/api-client';

/** The server refuses an order without billing details with this code. */
export const BILLING_DETAILS_REQUIRED = 'BillingDetailsRequired';

export const isBillingDetailsRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.errorType === BILLING_DETAILS_REQUIRED;

export const PAYMENT_PROVIDER_DOWN =
  'No pudimos comunicarnos con Mercado Pago, así que no se generó ningún cobro. Probá de nuevo en unos minutos.';

/** The server's own Spanish message; for a provider that did not answer, ours if it sent none. */
export function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.errorType === 'PaymentProviderError') return error.message || PAYMENT_PROVIDER_DOWN;
  return error instanceof Error && error.message ? error.message : 'No pudimos iniciar el pago. Intentá de nuevo.';
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.errorType === 'NotFound';
