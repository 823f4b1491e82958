// The payment webhook's dependencies: the payments service (Mercado Pago, the order tables, the
// mail queue for the buyer's e-mail).
import { paymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const paymentWebhookDependencies = perContainer(() => paymentsParts(tableContext(), 'webhook'));
