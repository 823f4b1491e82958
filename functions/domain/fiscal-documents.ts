// Which fiscal documents an order owes ARCA after a move, pure: the orders repository writes them
// on the invoice outbox in the move's own transaction (data/invoice-outbox.ts), the worker issues
// them (services/invoicing/invoice-worker.ts).
//
// An order's documents come in rounds. Round 1 is the sale: its Factura, then a Nota de Crédito
// per partial refund the provider reports (the payment stays APPROVED, its refunded amount
// grows) and one for whatever is left when the order is refunded or charged back. A chargeback the
// seller won gives the money back to the seller and the access back to the buyer: that is a sale
// again, so round 2 opens with a new Factura (and so on). Every credit note is tied to its round's
// Factura and the notes of a round never add up to more than it.
//
// Each document has an id unique within its order, fixed by what it is (never by a counter read
// elsewhere), so a move decided twice owes the same documents and the outbox's if_not_exists
// writes keep one:
//   FACTURA, NOTA_CREDITO                       round 1 (the ids the first version used)
//   FACTURA-2, NOTA_CREDITO-2                   round 2, …
//   NOTA_CREDITO-P<cents>, NOTA_CREDITO-2-P<cents>  a partial refund's note, by the round's credited total after it
//   FACTURA-S<chargeId>                         a subscription's cleared charge (its Factura; kept in the subscription's partition)
//   NOTA_CREDITO-S<chargeId>-P<cents>           a partial refund of that charge, by the charge's returned total after it
//   NOTA_CREDITO-S<chargeId>                    the charge refunded whole (what partial notes did not credit yet)
import type { InvoiceKind } from './invoice-rules';
import { toCents } from './money';
import type { StoredOrder } from './order';
import type { OrderStatus } from './order-status';
import type { RecordedPayment } from './order-payments';
import type { Subscription, SubscriptionEffect } from './subscription';

/**
 * What the invoice worker needs of a sale to issue its documents: an order as it is, or the facts
 * of a subscription's cleared charge, copied onto its document when it became owed.
 */
export type InvoicedSale = Pick<StoredOrder, 'id' | 'code' | 'amount' | 'buyer' | 'item'> &
  Partial<Pick<StoredOrder, 'billing'>> & {
    /** The subscription's paid period the document is for (the service's dates); absent for an order. */
    period?: { from: string; to: string } | null;
  };

/** A document the order owes ARCA. */
export interface OwedDocument {
  /** Unique within the order: FACTURA, NOTA_CREDITO-P150000, FACTURA-2… */
  document: string;
  kind: InvoiceKind;
  /** What it carries (ARS, VAT included). */
  amount: number;
  /** For a credit note: the document id of the Factura it is tied to. */
  cancels: string | null;
}

/** Where an order's fiscal documents stand: the round, its Factura's amount and what its credit notes add up to so far. */
export interface FiscalStanding {
  invoiceRound: number;
  /** The round's Factura (ARS): the order's amount, or what the buyer kept paid when a chargeback won reopened it. */
  invoicedAmount: number;
  creditedAmount: number;
}

/** What of an order decides its documents (domain/order.ts's StoredOrder). */
export interface FiscalOrder {
  status: OrderStatus;
  amount: number;
  paymentId: string | null;
  payments?: readonly RecordedPayment[];
  /** Absent on orders that never owed a document yet: round 1 of the order's amount, nothing credited. */
  fiscalStanding?: FiscalStanding;
}

/** What of a move decides its documents (domain/order.ts's StatusChange). */
export interface FiscalMove {
  to: OrderStatus;
  paymentId: string | null;
  payments: readonly RecordedPayment[];
  grant?: unknown;
  reopens?: boolean;
  revoke?: unknown;
}

/** What a move owes: the documents, and the standing the order keeps after it. */
export interface FiscalOutcome {
  documents: OwedDocument[];
  standing: FiscalStanding;
}

const suffix = (round: number) => (round === 1 ? '' : `-${round}`);
const invoiceDocumentId = (round: number): string => `FACTURA${suffix(round)}`;
const reversalCreditDocumentId = (round: number): string => `NOTA_CREDITO${suffix(round)}`;
const partialCreditDocumentId = (round: number, creditedAfterCents: number): string =>
  `NOTA_CREDITO${suffix(round)}-P${creditedAfterCents}`;

const DOCUMENT_ID = /^(FACTURA|NOTA_CREDITO)(-[2-9]|-[1-9]\d+)?(-P[1-9]\d*)?$/;
const SUBSCRIPTION_CHARGE_DOCUMENT = /^(FACTURA-S[0-9A-Za-z_]{1,64}|NOTA_CREDITO-S[0-9A-Za-z_]{1,64}(-P[1-9]\d*)?)$/;

const chargePart = (chargeId: string) => chargeId.replace(/[^0-9A-Za-z_]/g, '_');

/** A subscription's cleared charge's Factura: one per charge id, whatever passes owe it. */
export const subscriptionChargeDocumentId = (chargeId: string): string => `FACTURA-S${chargePart(chargeId)}`;

/**
 * A refunded charge's Nota de Crédito: a partial refund's by the charge's returned total after it
 * (`-P<cents>`), the whole refund's (the rest) without; each fixed by the money, never a counter.
 */
export const subscriptionCreditDocumentId = (chargeId: string, refundedAfterCents: number | null): string =>
  `NOTA_CREDITO-S${chargePart(chargeId)}${refundedAfterCents === null ? '' : `-P${refundedAfterCents}`}`;

/** A document of a subscription's charge (kept under the subscription, not an order). */
export const isSubscriptionDocument = (document: string): boolean => SUBSCRIPTION_CHARGE_DOCUMENT.test(document);

/** A partial refund's credit note (not the one that ends the round). */
export const isPartialCreditDocument = (document: string): boolean =>
  documentKindOf(document) === 'NOTA_CREDITO' && /-P\d+$/.test(document);

/** The kind of a document from its id, or null when the id is none the store gives. */
export function documentKindOf(document: string): InvoiceKind | null {
  if (isSubscriptionDocument(document)) return document.startsWith('FACTURA') ? 'FACTURA' : 'NOTA_CREDITO';
  const match = DOCUMENT_ID.exec(document);
  if (!match) return null;
  const kind = match[1] as InvoiceKind;
  // Only a credit note is partial.
  if (kind === 'FACTURA' && match[3]) return null;
  return kind;
}

/** The order's standing (none yet: round 1 of the order's amount, nothing credited). */
const fiscalStandingOf = (order: FiscalOrder): FiscalStanding =>
  order.fiscalStanding ?? { invoiceRound: 1, invoicedAmount: order.amount, creditedAmount: 0 };

const refundedOf = (payments: readonly RecordedPayment[] | undefined, paymentId: string | null): number =>
  payments?.find((entry) => entry.id === paymentId)?.refundedAmount ?? 0;

/**
 * The documents `change` owes on `order`, and the standing after it. Access granted → the round's
 * Factura (a reinstatement opens the next round, for what the buyer kept paid: partial refunds
 * before the chargeback stay returned); access taken back from an approved order → the round's
 * credit note for what no partial note credited yet; the approving payment's refunded amount grown
 * while the order stays approved → a partial credit note for the growth, never past the Factura.
 */
export function fiscalDocumentsOwed(order: FiscalOrder, change: FiscalMove): FiscalOutcome {
  const standing = fiscalStandingOf(order);
  const invoicedCents = toCents(standing.invoicedAmount);
  const creditedCents = toCents(standing.creditedAmount);
  if (change.grant) {
    if (!change.reopens) {
      return {
        documents: [{ document: invoiceDocumentId(standing.invoiceRound), kind: 'FACTURA', amount: invoicedCents / 100, cancels: null }],
        standing,
      };
    }
    const round = standing.invoiceRound + 1;
    const keptCents = toCents(order.amount) - toCents(refundedOf(change.payments, change.paymentId));
    return {
      documents: keptCents > 0 ? [{ document: invoiceDocumentId(round), kind: 'FACTURA', amount: keptCents / 100, cancels: null }] : [],
      standing: { invoiceRound: round, invoicedAmount: Math.max(keptCents, 0) / 100, creditedAmount: 0 },
    };
  }
  const round = standing.invoiceRound;
  if (change.revoke && order.status === 'APPROVED') {
    const leftCents = invoicedCents - creditedCents;
    return {
      documents:
        leftCents > 0
          ? [
              {
                document: reversalCreditDocumentId(round),
                kind: 'NOTA_CREDITO',
                amount: leftCents / 100,
                cancels: invoiceDocumentId(round),
              },
            ]
          : [],
      standing: { ...standing, creditedAmount: invoicedCents / 100 },
    };
  }
  const partial =
    order.status === 'APPROVED' && change.to === 'APPROVED' && order.paymentId !== null && change.paymentId === order.paymentId;
  if (partial) {
    const grownCents = toCents(refundedOf(change.payments, order.paymentId)) - toCents(refundedOf(order.payments, order.paymentId));
    const creditCents = Math.min(grownCents, invoicedCents - creditedCents);
    if (creditCents > 0) {
      const creditedAfterCents = creditedCents + creditCents;
      return {
        documents: [
          {
            document: partialCreditDocumentId(round, creditedAfterCents),
            kind: 'NOTA_CREDITO',
            amount: creditCents / 100,
            cancels: invoiceDocumentId(round),
          },
        ],
        standing: { ...standing, creditedAmount: creditedAfterCents / 100 },
      };
    }
  }
  return { documents: [], standing };
}

/** A document a subscription's pass owes, with the facts of the sale it is for. */
export interface OwedSubscriptionDocument {
  owed: OwedDocument;
  sale: InvoicedSale;
}

/**
 * The documents the effects of one subscription pass owe: a Factura for each period paid, for that
 * charge's amount, and a Nota de Crédito tied to it for each refund of a cleared charge (the money
 * returned since the last note: a partial refund's by the returned total, the whole refund's for
 * the rest), each under an id fixed by the charge and the money (a fact applied twice, late or
 * reordered owes the same document, and the outbox's if_not_exists write keeps one).
 */
export function subscriptionDocumentsOwed(
  subscription: Subscription,
  effects: readonly SubscriptionEffect[],
  facts: { planningName: string; buyer: InvoicedSale['buyer'] },
): OwedSubscriptionDocument[] {
  const documents: OwedSubscriptionDocument[] = [];
  const saleOf = (amount: number, period: { from: string; to: string } | null): InvoicedSale => ({
    id: subscription.id,
    code: null,
    amount,
    buyer: facts.buyer,
    billing: subscription.billing ?? null,
    item: { id: subscription.planningId, type: 'PLANNING', name: facts.planningName, seller: subscription.seller },
    period,
  });
  for (const effect of effects) {
    if (effect.kind === 'PERIOD_PAID' && toCents(effect.amount) > 0) {
      documents.push({
        owed: { document: subscriptionChargeDocumentId(effect.chargeId), kind: 'FACTURA', amount: effect.amount, cancels: null },
        sale: saleOf(effect.amount, { from: effect.from, to: effect.to }),
      });
    }
    if (effect.kind === 'CHARGE_REFUNDED') {
      const charge = subscription.charges.find((candidate) => candidate.id === effect.chargeId);
      if (!charge || !(toCents(charge.amount) > 0)) continue;
      const creditCents = Math.min(toCents(effect.refundedAfter), toCents(charge.amount)) - toCents(effect.refundedBefore);
      if (creditCents <= 0) continue;
      const afterCents = toCents(effect.refundedAfter);
      documents.push({
        owed: {
          document: subscriptionCreditDocumentId(effect.chargeId, effect.whole ? null : afterCents),
          kind: 'NOTA_CREDITO',
          amount: creditCents / 100,
          cancels: subscriptionChargeDocumentId(effect.chargeId),
        },
        sale: saleOf(creditCents / 100, null),
      });
    }
  }
  return documents;
}
