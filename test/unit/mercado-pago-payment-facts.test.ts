// Mercado Pago's payments → the domain's payment facts (functions/payments/mercado-pago-payment-facts.ts),
// through the one table of its words (functions/payment-words/mercado-pago-payment-words.ts): every
// status and status_detail Mercado Pago documents ("Get payment status", Checkout API) → the
// domain's payment fact; a status it does not document → UNKNOWN, which moves no order (and is
// logged by the payment service: test/unit/apply-payment.test.ts); a refund's status → its
// progress. The order records keep the same words and read their state back through the same
// table (data/order-record.ts): checked here for every documented status, through the record —
// a payment's state and its chargeback's stage, a history step's payment state (decision 165).
import { describe, expect, it } from 'vitest';
import { historyOfRecord, orderOfRecord, recordOfOrder, recordOfPayments } from '../../functions/data/order-record';
import { orderStatusForPayment } from '../../functions/domain/order-status';
import { lapsedOf, paymentStateOf, refundProgressOf, RETURNED_STATUS } from '../../functions/payment-words/mercado-pago-payment-words';
import { isVoucherAddress, paymentFactOf, returnedByHandFact } from '../../functions/payments/mercado-pago-payment-facts';
import { paymentSchema } from '../../functions/payments/mercado-pago-types';
import { storedOrder } from '../support/factories/orders';

/** Mercado Pago's documented pairs (status, status_detail), the state each is in the store's words and a chargeback's stage. */
const DOCUMENTED: readonly (readonly [string, string, string, string | null])[] = [
  ['approved', 'accredited', 'APPROVED', null],
  ['approved', 'partially_refunded', 'APPROVED', null],
  ['authorized', 'pending_capture', 'PENDING', null],
  ['in_process', 'offline_process', 'PENDING', null],
  ['in_process', 'pending_contingency', 'PENDING', null],
  ['in_process', 'pending_review_manual', 'PENDING', null],
  ['in_process', 'deferred_retry', 'PENDING', null],
  ['pending', 'pending_waiting_transfer', 'PENDING', null],
  ['pending', 'pending_waiting_payment', 'PENDING', null],
  ['pending', 'pending_challenge', 'PENDING', null],
  ['in_mediation', 'in_mediation', 'IN_DISPUTE', null],
  ['rejected', 'bank_error', 'REJECTED', null],
  ['rejected', 'cc_rejected_3ds_mandatory', 'REJECTED', null],
  ['rejected', 'cc_rejected_bad_filled_card_number', 'REJECTED', null],
  ['rejected', 'cc_rejected_bad_filled_date', 'REJECTED', null],
  ['rejected', 'cc_rejected_bad_filled_other', 'REJECTED', null],
  ['rejected', 'cc_rejected_bad_filled_security_code', 'REJECTED', null],
  ['rejected', 'cc_rejected_blacklist', 'REJECTED', null],
  ['rejected', 'cc_rejected_call_for_authorize', 'REJECTED', null],
  ['rejected', 'cc_rejected_card_disabled', 'REJECTED', null],
  ['rejected', 'cc_rejected_duplicated_payment', 'REJECTED', null],
  ['rejected', 'cc_rejected_high_risk', 'REJECTED', null],
  ['rejected', 'cc_rejected_insufficient_amount', 'REJECTED', null],
  ['rejected', 'cc_rejected_invalid_installments', 'REJECTED', null],
  ['rejected', 'cc_rejected_max_attempts', 'REJECTED', null],
  ['rejected', 'cc_rejected_other_reason', 'REJECTED', null],
  ['cancelled', 'expired', 'CANCELLED', null],
  ['cancelled', 'by_collector', 'CANCELLED', null],
  ['cancelled', 'by_payer', 'CANCELLED', null],
  ['refunded', 'refunded', 'REFUNDED', null],
  ['refunded', 'by_admin', 'REFUNDED', null],
  ['charged_back', 'in_process', 'CHARGED_BACK', 'OPEN'],
  ['charged_back', 'settled', 'CHARGED_BACK', 'LOST'],
  ['charged_back', 'reimbursed', 'CHARGED_BACK', 'WON'],
];

/** A payment as GET /v1/payments/:id answers it, parsed as the client parses it. */
const answer = (status: string, detail: string | null, more: Record<string, unknown> = {}) =>
  paymentSchema.parse({
    id: 1234567890,
    status,
    status_detail: detail,
    external_reference: 'order-1',
    transaction_amount: 9000,
    currency_id: 'ARS',
    ...more,
  });

describe("Mercado Pago's payment statuses → the domain's payment facts", () => {
  it.each(DOCUMENTED)('%s / %s → %s (chargeback: %s)', (status, detail, state, chargeback) => {
    const fact = paymentFactOf(answer(status, detail));
    expect(fact).toMatchObject({ state, chargeback, status, statusDetail: detail });
  });

  it('keeps the provider payment id as an opaque string, the money and the words as said', () => {
    expect(
      paymentFactOf(
        answer('approved', 'partially_refunded', {
          transaction_amount_refunded: 2000,
          refunds: [{ id: 77, status: 'approved', amount: 2000 }],
        }),
      ),
    ).toEqual({
      id: '1234567890',
      state: 'APPROVED',
      chargeback: null,
      status: 'approved',
      statusDetail: 'partially_refunded',
      returnedStatus: 'refunded',
      orderId: 'order-1',
      amount: 9000,
      refundedAmount: 2000,
      currency: 'ARS',
      refunds: [{ id: '77', progress: 'APPROVED' }],
      voucher: null,
      lapsed: false,
    });
    expect(paymentFactOf(answer('pending', null))).toMatchObject({ statusDetail: null, refundedAmount: 0, refunds: [] });
  });

  it.each(['something_new', 'APPROVED', '', 'approved '])('a status it does not know (%j) is UNKNOWN, and moves no order', (status) => {
    const fact = paymentFactOf(answer(status, 'whatever'));
    expect(fact.state).toBe('UNKNOWN');
    expect(fact.chargeback).toBeNull();
    expect(fact.status).toBe(status);
    expect(orderStatusForPayment(fact.state)).toBeNull();
  });

  it('a dispute opened (in_mediation) moves no order', () => {
    expect(orderStatusForPayment(paymentStateOf('in_mediation'))).toBeNull();
  });

  it('only a chargeback resolved for the seller is won; a chargeback without a detail it knows has no stage', () => {
    expect(paymentFactOf(answer('charged_back', 'reimbursed')).chargeback).toBe('WON');
    expect(paymentFactOf(answer('charged_back', null)).chargeback).toBeNull();
    expect(paymentFactOf(answer('charged_back', 'something_new')).chargeback).toBeNull();
    expect(paymentFactOf(answer('refunded', 'reimbursed')).chargeback).toBeNull();
    expect(paymentFactOf(answer('in_process', 'in_process')).chargeback).toBeNull();
  });

  it.each([
    ['approved', 'APPROVED'],
    ['pending', 'PENDING'],
    ['in_process', 'PENDING'],
    ['authorized', 'PENDING'],
    ['rejected', 'REFUSED'],
    ['cancelled', 'REFUSED'],
    ['something_new', 'PENDING'],
  ])("a refund's status %s → %s", (status, progress) => {
    expect(refundProgressOf(status)).toBe(progress);
  });

  it('a refund settled by hand is the fact of a payment returned in whole, in the words an order records', () => {
    expect(returnedByHandFact({ id: '55', orderId: 'order-1', amount: 9000, currency: 'ARS' })).toEqual({
      id: '55',
      state: 'REFUNDED',
      chargeback: null,
      status: RETURNED_STATUS,
      statusDetail: null,
      returnedStatus: RETURNED_STATUS,
      orderId: 'order-1',
      amount: 9000,
      refundedAmount: 9000,
      currency: 'ARS',
      refunds: [],
      voucher: null,
      lapsed: false,
    });
  });

  it.each([...new Map(DOCUMENTED.map(([status, , state]) => [status, state])), ['something_new', 'UNKNOWN']])(
    "an order record's payment in Mercado Pago's word %s is read back %s",
    (status, state) => {
      const record = {
        PK: 'ORDER#order-1',
        SK: 'ORDER',
        ...recordOfOrder(storedOrder()),
        payments: [{ id: 'pay-1', status, amount: 9000, at: '2026-12-07T12:00:00Z', refund: null }],
      };
      expect(orderOfRecord(record).payments?.[0]?.state).toBe(state);
    },
  );

  it.each([
    ...DOCUMENTED.map(([status, detail, , chargeback]) => [status, detail, chargeback] as const),
    ['charged_back', null, null] as const,
  ])("an order record's payment %s / %s is read back with the chargeback stage %s (never stored)", (status, detail, chargeback) => {
    const record = {
      PK: 'ORDER#order-1',
      SK: 'ORDER',
      ...recordOfOrder(storedOrder()),
      payments: [{ id: 'pay-1', status, detail, amount: 9000, at: '2026-12-07T12:00:00Z', refund: null }],
    };
    const payment = orderOfRecord(record).payments?.[0];
    expect(payment?.chargeback ?? null).toBe(chargeback);
    // Written back as it was read: the words, neither the state nor the stage.
    expect(recordOfPayments(payment ? [payment] : [])).toEqual([record.payments[0]]);
  });

  it.each([...new Map(DOCUMENTED.map(([status, , state]) => [status, state])), ['something_new', 'UNKNOWN'], ['', null]])(
    "an order history step keeping Mercado Pago's word %j is read back with the payment's state %s",
    (paymentStatus, paymentState) => {
      const step = { PK: 'ORDER#order-1', SK: 'HISTORY#2026-12-07T12:00:00Z#000002', status: 'APPROVED', at: '2026-12-07T12:00:00Z' };
      expect(historyOfRecord({ ...step, paymentStatus })).toEqual({
        status: 'APPROVED',
        at: '2026-12-07T12:00:00Z',
        paymentState,
        reason: null,
        note: null,
      });
    },
  );
});

// A payment in cash (issue 42, docs/decisions/164): Mercado Pago's "Get payment" gives the
// voucher's page (transaction_details.external_resource_url) and its date (date_of_expiration).
describe("a payment in cash's voucher, as Mercado Pago's API gives it", () => {
  const VOUCHER = 'https://www.mercadopago.com.ar/payments/1234567890/ticket?caller_id=99&hash=abc';
  const cash = (status: string, detail: string | null, more: Record<string, unknown> = {}) =>
    answer(status, detail, {
      payment_type_id: 'ticket',
      payment_method_id: 'rapipago',
      date_of_expiration: '2026-12-10T23:59:59.000-04:00',
      transaction_details: { external_resource_url: VOUCHER, net_received_amount: 0 },
      ...more,
    });

  it('a pending payment in cash has its voucher: the address as given and its expiry as an instant', () => {
    const fact = paymentFactOf(cash('pending', 'pending_waiting_payment'));
    expect(fact).toMatchObject({ state: 'PENDING', voucher: { url: VOUCHER, expiresAt: '2026-12-11T03:59:59.000Z' }, lapsed: false });
  });

  it('without a readable date the voucher has no expiry; a voucher without an address is none', () => {
    expect(paymentFactOf(cash('pending', 'pending_waiting_payment', { date_of_expiration: 'soon' })).voucher).toEqual({
      url: VOUCHER,
      expiresAt: null,
    });
    expect(paymentFactOf(cash('pending', 'pending_waiting_payment', { transaction_details: {} })).voucher).toBeNull();
  });

  it('only a payment in cash has one (a card payment with an address has none)', () => {
    expect(paymentFactOf(cash('pending', 'pending_waiting_payment', { payment_type_id: 'credit_card' })).voucher).toBeNull();
    expect(paymentFactOf(cash('pending', 'pending_waiting_payment', { payment_type_id: undefined })).voucher).toBeNull();
  });

  it.each([
    ['http://www.mercadopago.com.ar/payments/1/ticket', 'not https'],
    ['https://www.mercadopago.com.ar.evil.example/payments/1/ticket', 'a look-alike host'],
    ['https://evilmercadopago.com/payments/1/ticket', 'a host ending like it'],
    ['https://user:pw@www.mercadopago.com.ar/payments/1/ticket', 'credentials in the address'],
    ['javascript:alert(1)', 'a script'],
    ['http://localhost:4010/payments/1/ticket', 'a local address while the store talks to Mercado Pago'],
    ['not a url', 'no address at all'],
  ])('refuses %s (%s): no voucher', (address) => {
    expect(isVoucherAddress(address)).toBe(false);
    expect(
      paymentFactOf(cash('pending', 'pending_waiting_payment', { transaction_details: { external_resource_url: address } })).voucher,
    ).toBeNull();
  });

  it("accepts Mercado Pago's own hosts over https", () => {
    expect(isVoucherAddress('https://www.mercadopago.com.ar/payments/1/ticket?hash=x')).toBe(true);
    expect(isVoucherAddress('https://mercadopago.com/mla/payments/ticket/helper?payment_id=1')).toBe(true);
  });

  it("accepts the local simulator's own origin only when the store talks to it", () => {
    const local = 'http://localhost:11030/payments/1/ticket?hash=x';
    expect(isVoucherAddress(local, 'http://localhost:11030')).toBe(true);
    expect(isVoucherAddress(local, 'http://localhost:11031')).toBe(false);
    expect(isVoucherAddress('http://localhost:11030/x', 'https://api.mercadopago.com')).toBe(false);
    expect(isVoucherAddress('http://simulator.example:11030/x', 'http://simulator.example:11030')).toBe(false);
    expect(
      paymentFactOf(
        cash('pending', 'pending_waiting_payment', { transaction_details: { external_resource_url: local } }),
        'http://localhost:11030',
      ).voucher,
    ).toEqual({ url: local, expiresAt: '2026-12-11T03:59:59.000Z' });
  });

  it('an odd voucher in the answer never stops the payment from being read (its order still moves)', () => {
    const fact = paymentFactOf(
      cash('approved', 'accredited', { transaction_details: { external_resource_url: 42 }, date_of_expiration: 7 }),
    );
    expect(fact).toMatchObject({ state: 'APPROVED', voucher: null });
    expect(paymentFactOf(cash('approved', 'accredited', { transaction_details: 'x' })).state).toBe('APPROVED');
  });

  it('cancelled / expired is a voucher not paid in time, in the mapper and in the records alike', () => {
    expect(paymentFactOf(cash('cancelled', 'expired'))).toMatchObject({ state: 'CANCELLED', lapsed: true });
    for (const [status, detail] of DOCUMENTED) {
      const lapsed = status === 'cancelled' && detail === 'expired';
      expect(lapsedOf(status, detail)).toBe(lapsed);
      const record = {
        PK: 'ORDER#order-1',
        SK: 'ORDER',
        ...recordOfOrder(storedOrder()),
        payments: [{ id: 'pay-1', status, detail, amount: 9000, at: '2026-12-07T12:00:00Z', refund: null }],
      };
      expect(orderOfRecord(record).payments?.[0]?.lapsed ?? false).toBe(lapsed);
    }
  });
});
