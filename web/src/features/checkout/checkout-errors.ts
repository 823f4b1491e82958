// How checkout words the server's refusals of an order: for a payment provider that did not
// answer, ours if the server sent none.
import { isApiError } from '../../lib/api-client';

const PAYMENT_PROVIDER_DOWN =
  'No pudimos comunicarnos con Mercado Pago, así que no se generó ningún cobro. Probá de nuevo en unos minutos.';

/** The server's own Spanish message; for a provider that did not answer, ours if it sent none. */
export function orderErrorMessage(error: unknown): string {
  if (isApiError(error, 'PaymentProviderError')) return error.message || PAYMENT_PROVIDER_DOWN;
  return error instanceof Error && error.message ? error.message : 'No pudimos iniciar el pago. Intentá de nuevo.';
}
