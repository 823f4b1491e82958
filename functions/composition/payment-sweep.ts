// The payment sweep's dependencies: the reconciliation (Mercado Pago, the order tables, the mail
// queue for the buyer's e-mails).
import { paymentsParts } from './payments';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const paymentSweepDependencies = perContainer(() => paymentsParts(tableContext(), 'reconciliation'));
