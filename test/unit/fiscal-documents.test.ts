import { describe, expect, it } from 'vitest';
import {
  documentKindOf,
  fiscalDocumentsOwed,
  isPartialCreditDocument,
  isSubscriptionDocument,
  subscriptionChargeDocumentId,
  subscriptionDocumentsOwed,
  type FiscalMove,
  type FiscalOrder,
} from '../../functions/domain/fiscal-documents';
import type { RecordedPayment } from '../../functions/domain/order-payments';
import { paymentStateOf } from '../../functions/payment-words/mercado-pago-payment-words';
import { applyCharge, newSubscription, type ChargeFact, type SubscriptionEffect } from '../../functions/domain/subscription';

const AT = '2026-11-27T12:00:00.000Z';
const paid = (refundedAmount = 0, status = 'approved'): RecordedPayment => ({
  id: 'pay-1',
  state: paymentStateOf(status),
  status,
  amount: 45_600,
  at: AT,
  refund: null,
  refundedAmount,
});
const approved = (overrides: Partial<FiscalOrder> = {}): FiscalOrder => ({
  status: 'APPROVED',
  amount: 45_600,
  paymentId: 'pay-1',
  payments: [paid()],
  ...overrides,
});
const keep = (payments: RecordedPayment[]): FiscalMove => ({ to: 'APPROVED', paymentId: 'pay-1', payments });
/** Round `invoiceRound` of a Factura of `invoicedAmount`, with `creditedAmount` credited. */
const standing = (creditedAmount: number, invoiceRound = 1, invoicedAmount = 45_600) => ({
  fiscalStanding: { invoiceRound, invoicedAmount, creditedAmount },
});

describe('the documents a move owes', () => {
  it('an approval owes the Factura for the whole amount; an order from before rounds is round 1', () => {
    const created: FiscalOrder = { status: 'CREATED', amount: 45_600, paymentId: null, payments: [] };
    expect(fiscalDocumentsOwed(created, { ...keep([paid()]), grant: {} })).toEqual({
      documents: [{ document: 'FACTURA', kind: 'FACTURA', amount: 45_600, cancels: null }],
      standing: { invoiceRound: 1, invoicedAmount: 45_600, creditedAmount: 0 },
    });
  });

  it('a partial refund owes a credit note for what grew, named by the credited total after it', () => {
    const outcome = fiscalDocumentsOwed(approved(), keep([paid(4_560.5)]));
    expect(outcome).toEqual({
      documents: [{ document: 'NOTA_CREDITO-P456050', kind: 'NOTA_CREDITO', amount: 4_560.5, cancels: 'FACTURA' }],
      standing: { invoiceRound: 1, invoicedAmount: 45_600, creditedAmount: 4_560.5 },
    });
  });

  it('a second partial refund owes only its own part (10 % then 25 %)', () => {
    const order = approved({ payments: [paid(4_560)], ...standing(4_560) });
    const outcome = fiscalDocumentsOwed(order, keep([paid(15_960)]));
    expect(outcome.documents).toEqual([{ document: 'NOTA_CREDITO-P1596000', kind: 'NOTA_CREDITO', amount: 11_400, cancels: 'FACTURA' }]);
    expect(outcome.standing).toEqual(standing(15_960).fiscalStanding);
  });

  it('the same refunded amount seen again (a duplicate notification, a stale read) owes nothing', () => {
    const order = approved({ payments: [paid(4_560)], ...standing(4_560) });
    expect(fiscalDocumentsOwed(order, keep([paid(4_560)])).documents).toEqual([]);
    expect(fiscalDocumentsOwed(order, keep([paid(0)])).documents).toEqual([]);
  });

  it('the refund that ends the order owes what no partial note credited; the notes add up to the invoice', () => {
    const order = approved({ payments: [paid(15_960)], ...standing(15_960) });
    const outcome = fiscalDocumentsOwed(order, { to: 'REFUNDED', paymentId: 'pay-1', payments: [paid(45_600, 'refunded')], revoke: {} });
    expect(outcome.documents).toEqual([{ document: 'NOTA_CREDITO', kind: 'NOTA_CREDITO', amount: 29_640, cancels: 'FACTURA' }]);
    expect(outcome.standing.creditedAmount).toBe(45_600);
  });

  it('a reversal of an order whose notes already credit all of it owes no further note', () => {
    const order = approved({ payments: [paid(45_600)], ...standing(45_600) });
    expect(
      fiscalDocumentsOwed(order, { to: 'REFUNDED', paymentId: 'pay-1', payments: [paid(45_600, 'refunded')], revoke: {} }).documents,
    ).toEqual([]);
  });

  it('a chargeback of an approved order owes the whole credit note; a reversal of an order never approved owes none', () => {
    const chargeback = { to: 'CHARGED_BACK' as const, paymentId: 'pay-1', payments: [paid(0, 'charged_back')], revoke: {} };
    expect(fiscalDocumentsOwed(approved(), chargeback).documents).toEqual([
      { document: 'NOTA_CREDITO', kind: 'NOTA_CREDITO', amount: 45_600, cancels: 'FACTURA' },
    ]);
    expect(fiscalDocumentsOwed(approved({ status: 'IN_PROCESS' }), chargeback).documents).toEqual([]);
  });

  it('a chargeback the seller won opens round 2 with a new Factura; its refund later is credited against that one', () => {
    const chargedBack: FiscalOrder = approved({ status: 'CHARGED_BACK', ...standing(45_600) });
    const reinstated = fiscalDocumentsOwed(chargedBack, { ...keep([paid(0, 'charged_back')]), grant: {}, reopens: true });
    expect(reinstated).toEqual({
      documents: [{ document: 'FACTURA-2', kind: 'FACTURA', amount: 45_600, cancels: null }],
      standing: { invoiceRound: 2, invoicedAmount: 45_600, creditedAmount: 0 },
    });
    const refunded = fiscalDocumentsOwed(approved(standing(0, 2)), {
      to: 'REFUNDED',
      paymentId: 'pay-1',
      payments: [paid(45_600, 'refunded')],
      revoke: {},
    });
    expect(refunded.documents).toEqual([{ document: 'NOTA_CREDITO-2', kind: 'NOTA_CREDITO', amount: 45_600, cancels: 'FACTURA-2' }]);
  });

  it('a chargeback won after a partial refund reopens with a Factura for what the buyer kept paid', () => {
    const chargedBack = approved({ status: 'CHARGED_BACK', payments: [paid(4_560, 'charged_back')], ...standing(45_600) });
    const reinstated = fiscalDocumentsOwed(chargedBack, { ...keep([paid(4_560, 'charged_back')]), grant: {}, reopens: true });
    expect(reinstated).toEqual({
      documents: [{ document: 'FACTURA-2', kind: 'FACTURA', amount: 41_040, cancels: null }],
      standing: { invoiceRound: 2, invoicedAmount: 41_040, creditedAmount: 0 },
    });
    // Its refund later credits that Factura, not the order's first amount.
    const refunded = fiscalDocumentsOwed(approved({ payments: [paid(4_560)], ...standing(0, 2, 41_040) }), {
      to: 'REFUNDED',
      paymentId: 'pay-1',
      payments: [paid(45_600, 'refunded')],
      revoke: {},
    });
    expect(refunded.documents).toEqual([{ document: 'NOTA_CREDITO-2', kind: 'NOTA_CREDITO', amount: 41_040, cancels: 'FACTURA-2' }]);
  });

  it('a partial refund never credits more than the invoice left', () => {
    const order = approved({ payments: [paid(40_000)], ...standing(45_000) });
    expect(fiscalDocumentsOwed(order, keep([paid(45_600)])).documents).toEqual([
      { document: 'NOTA_CREDITO-P4560000', kind: 'NOTA_CREDITO', amount: 600, cancels: 'FACTURA' },
    ]);
  });

  it("another payment's refund while the order stands on its own payment owes nothing", () => {
    const order = approved({ payments: [paid(), { ...paid(), id: 'pay-2' }] });
    const move: FiscalMove = { to: 'APPROVED', paymentId: 'pay-1', payments: [paid(), { ...paid(45_600, 'refunded'), id: 'pay-2' }] };
    expect(fiscalDocumentsOwed(order, move).documents).toEqual([]);
  });
});

describe('document ids', () => {
  it.each([
    ['FACTURA', 'FACTURA', false],
    ['NOTA_CREDITO', 'NOTA_CREDITO', false],
    ['FACTURA-2', 'FACTURA', false],
    ['NOTA_CREDITO-12', 'NOTA_CREDITO', false],
    ['NOTA_CREDITO-P456050', 'NOTA_CREDITO', true],
    ['NOTA_CREDITO-2-P100', 'NOTA_CREDITO', true],
  ] as const)('%s is a %s (partial: %s)', (id, kind, partial) => {
    expect(documentKindOf(id)).toBe(kind);
    expect(isPartialCreditDocument(id)).toBe(partial);
  });

  it.each(['', 'FACTURA-1', 'FACTURA-P100', 'NOTA_CREDITO-P0', 'NOTA_CREDITO-2-P', 'factura', 'FACTURA#2', 'RECIBO'])(
    '%j is none',
    (id) => {
      expect(documentKindOf(id)).toBeNull();
    },
  );
});

describe("a subscription's cleared charges", () => {
  const subscription = newSubscription({
    id: 'sub-1',
    planningId: 'planning-2',
    memberId: 'member-1',
    seller: 'DELFI',
    period: { count: 1, unit: 'MONTH' },
    trialDays: 0,
    amount: 45_000,
    currency: 'ARS',
    now: AT,
    billing: null,
  });
  const facts = { planningName: 'Planificación 2', buyer: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: null } };
  const charge = (id: string, dueAt: string, state: ChargeFact['state'] = 'CLEARED'): ChargeFact => ({
    id,
    dueAt,
    attempt: 0,
    state,
    amount: 45_000,
    currency: 'ARS',
    paymentId: `pay-${id}`,
    lastModified: dueAt,
  });

  it('owe one Factura each, for the charge, under an id fixed by the charge id', () => {
    let current = subscription;
    const effects: SubscriptionEffect[] = [];
    for (const fact of [charge('901', AT), charge('902', '2026-12-27T12:00:00.000Z'), charge('903', '2027-01-27T12:00:00.000Z')]) {
      const change = applyCharge(current, fact);
      current = change.subscription;
      effects.push(...change.effects);
    }
    const owed = subscriptionDocumentsOwed(current, effects, facts);
    expect(owed.map((entry) => entry.owed)).toEqual(
      ['901', '902', '903'].map((id) => ({ document: `FACTURA-S${id}`, kind: 'FACTURA', amount: 45_000, cancels: null })),
    );
    expect(owed[1]!.sale).toMatchObject({
      id: 'sub-1',
      amount: 45_000,
      item: { id: 'planning-2', type: 'PLANNING', name: 'Planificación 2', seller: 'DELFI' },
      period: { from: '2026-12-27T12:00:00.000Z', to: '2027-01-27T12:00:00.000Z' },
    });
    // The same charges read again (a duplicate, the reconciliation) owe nothing more.
    const again = [charge('903', '2027-01-27T12:00:00.000Z'), charge('901', AT)].flatMap((fact) => applyCharge(current, fact).effects);
    expect(subscriptionDocumentsOwed(current, again, facts)).toEqual([]);
  });

  it('owe nothing for a charge retried, failed or refunded', () => {
    const effects = [
      ...applyCharge(subscription, charge('904', AT, 'RETRYING')).effects,
      ...applyCharge(subscription, charge('905', AT, 'FAILED')).effects,
    ];
    expect(subscriptionDocumentsOwed(subscription, effects, facts)).toEqual([]);
  });

  it("are documents of their own kind: a Factura, kept apart from an order's ids", () => {
    expect(subscriptionChargeDocumentId('7001')).toBe('FACTURA-S7001');
    expect(documentKindOf('FACTURA-S7001')).toBe('FACTURA');
    expect(isSubscriptionDocument('FACTURA-S7001')).toBe(true);
    expect(isSubscriptionDocument('FACTURA-2')).toBe(false);
    expect(isPartialCreditDocument('FACTURA-S7001')).toBe(false);
    // A refunded charge's notes: the whole refund's and a partial one's, tied to the charge's Factura.
    expect(documentKindOf('NOTA_CREDITO-S7001')).toBe('NOTA_CREDITO');
    expect(documentKindOf('NOTA_CREDITO-S7001-P1000000')).toBe('NOTA_CREDITO');
    expect(isSubscriptionDocument('NOTA_CREDITO-S7001-P1000000')).toBe(true);
    expect(isPartialCreditDocument('NOTA_CREDITO-S7001-P1000000')).toBe(true);
    expect(isPartialCreditDocument('NOTA_CREDITO-S7001')).toBe(false);
    expect(documentKindOf('FACTURA-S7001-P100')).toBeNull();
    expect(isSubscriptionDocument('NOTA_CREDITO-2')).toBe(false);
  });
});
