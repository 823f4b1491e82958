// The payment webhook's dependencies: the notification module (Mercado Pago, the order tables,
// the mail queue for the buyer's e-mails).
import { paymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const paymentWebhookDependencies = perContainer(() => paymentsParts(tableContext(), 'webhook'));
