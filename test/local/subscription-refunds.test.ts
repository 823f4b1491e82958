// Refunds of a subscription's charges and the regret of its first charge (issue 39), through the
// API of the local stack, the Mercado Pago simulator and the ARCA stand-in:
// - the admin refunds a charge whole → the charge REFUNDED, its period no longer gives access, one
//   Nota de Crédito with CAE tied to the charge's Factura; pressing again, reconciliation passes
//   and the notifications change nothing; the subscription is not cancelled;
// - a partial refund keeps the period; the rest refunded at Mercado Pago's panel with every
//   notification lost is found by the reconciliation: a second note for the rest, never more;
// - a partial refund at Mercado Pago's panel with every notification held, sent three times and
//   released reversed, then reconciled: one note;
// - the regret within 10 days of the first charge, without a session: ARR- code, the preapproval
//   cancelled at the simulator (no further charge), the charge refunded, its note, the e-mail;
// - the regret after 10 days: refused in words that point to the Botón de baja, nothing written.
// Each step waits on state, never on time.
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { addBillingAddress, as } from '../support/buying';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { releaseHeldWebhooks, setSimulatorSwitches, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { arcaVouchers, MY_INVOICES, storedInvoice, uniqueDni } from '../support/arca';
import {
  aPlanningOnSale,
  authorizeAtSimulator,
  preapprovalAtSimulator,
  runSubscriptionChanges,
  SET_SUBSCRIPTION_OFFER,
  SUBSCRIBE,
} from '../support/subscriptions-api';

const stack = inject('stack');
const PRICE = 45000;
const POLL = { timeout: 90_000, interval: 250 };

const ROW_FIELDS = `id status hasAccess accessEndsAt regretCode paidPeriods { chargeId amount }
  charges { id dueAt amount state refundedAmount refundableAmount }`;
const MY_ROWS = `query { mySubscriptions { ${ROW_FIELDS} } }`;
const REFUND_CHARGE = `mutation($input: RefundSubscriptionChargeInput!) { refundSubscriptionCharge(input: $input) { ${ROW_FIELDS} } }`;
const REQUEST_REGRET = `mutation($input: SubscriptionRegretInput!) {
  requestSubscriptionRegret(input: $input) { trackingCode subscriptionId planningName refundAmount createdAt } }`;

interface Charge {
  id: string;
  dueAt: string;
  amount: number;
  state: string;
  refundedAmount: number;
  refundableAmount: number;
}
interface Row {
  id: string;
  status: string;
  hasAccess: boolean;
  accessEndsAt: string | null;
  regretCode: string | null;
  paidPeriods: { chargeId: string; amount: number }[];
  charges: Charge[];
}
interface Invoice {
  orderId: string;
  document: string;
  kind: string;
  total: number;
  cae: string;
}

let admin: Caller;
let planningId: string;

beforeAll(async () => {
  admin = as(await signInAdmin(stack));
  planningId = await aPlanningOnSale(stack, 'Fuerza mensual');
  const offer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
    input: { planningId, sale: 'MONTHLY', monthlyPrice: PRICE, trialDays: 0, graceDays: 0 },
  });
  expect(offer.errors).toBeUndefined();
});

afterEach(async () => {
  await setSimulatorSwitches(stack, { hold: false, lose: false, duplicates: 0, refundOutcome: 'approved' });
  await releaseHeldWebhooks(stack, 'received');
  await webhooksSettled(stack);
});

/** A member with a DNI, subscribed and authorized (the first charge taken at once), read back with its Factura issued. */
async function subscribed(): Promise<{ user: TestUser; id: string; preapprovalId: string; taxId: string; charge: Charge }> {
  const user = await signUpAndConfirm(stack);
  const taxId = uniqueDni();
  await addBillingAddress(stack, user, { taxId });
  const answer = await callGraphql(stack, as(user), SUBSCRIBE, { input: { planningId, idempotencyKey: randomUUID() } });
  expect(answer.errors).toBeUndefined();
  const { initPoint, subscription } = answer.data?.['subscribeToPlanning'] as { initPoint: string; subscription: { id: string } };
  const preapprovalId = await authorizeAtSimulator(initPoint);
  const row = await reconciledUntil(user, subscription.id, (candidate) => candidate?.paidPeriods.length === 1);
  await expect.poll(async () => (await invoicesOf(user, subscription.id)).filter((invoice) => invoice.cae).length, POLL).toBe(1);
  return { user, id: subscription.id, preapprovalId, taxId, charge: row.charges[0]! };
}

const rowOf = async (user: TestUser, id: string): Promise<Row | undefined> => {
  const answer = await callGraphql<{ mySubscriptions: Row[] }>(stack, as(user), MY_ROWS);
  expect(answer.errors).toBeUndefined();
  return answer.data?.mySubscriptions.find((row) => row.id === id);
};

async function reconciledUntil(user: TestUser, id: string, done: (row: Row | undefined) => boolean): Promise<Row> {
  for (;;) {
    await runSubscriptionChanges(stack);
    const row = await rowOf(user, id);
    if (done(row)) return row!;
  }
}

const invoicesOf = async (user: TestUser, subscriptionId: string): Promise<Invoice[]> => {
  const answer = await callGraphql<{ myInvoices: Invoice[] }>(stack, as(user), MY_INVOICES);
  expect(answer.errors).toBeUndefined();
  return (answer.data?.myInvoices ?? []).filter((invoice) => invoice.orderId === subscriptionId);
};

const creditNotesOf = async (user: TestUser, id: string) =>
  (await invoicesOf(user, id)).filter((invoice) => invoice.kind === 'NOTA_CREDITO').sort((a, b) => a.total - b.total);

/** The vouchers ARCA's stand-in authorised for this buyer: Facturas B (6) and Notas de Crédito B (8). */
const vouchersOf = async (taxId: string) => (await arcaVouchers(stack)).filter((voucher) => voucher.docNumber === taxId);

const refund = (input: { subscriptionId: string; chargeId: string; amount?: number; reason?: string; idempotencyKey?: string }) =>
  callGraphql<{ refundSubscriptionCharge: Row }>(stack, admin, REFUND_CHARGE, {
    input: { reason: 'Pedido del cliente', idempotencyKey: randomUUID(), ...input },
  });

async function reversalAtMercadoPago(paymentId: number, action: 'refund' | 'partial_refund', amount?: number, notify = true) {
  const response = await fetch(`${stack.payments!.simulatorUrl}/_simulator/api/payments/${paymentId}/reversal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, ...(amount === undefined ? {} : { amount }), notify }),
  });
  expect(response.status).toBe(200);
}

const chargePaymentId = async (subscriptionId: string): Promise<number> => {
  const [payment] = await simulatorPayments(stack, subscriptionId);
  return Number(payment!.id);
};

describe("an admin's refund of a subscription charge owes one Nota de Crédito", () => {
  it('whole, with every notification lost: the charge refunded, its period gone, one note with CAE tied to the Factura; again and reconciled: still one; not cancelled', async () => {
    await setSimulatorSwitches(stack, { lose: true });
    const { user, id, preapprovalId, taxId, charge } = await subscribed();
    expect(charge).toMatchObject({ state: 'CLEARED', refundedAmount: 0, refundableAmount: PRICE });
    const key = randomUUID();
    const answer = await refund({ subscriptionId: id, chargeId: charge.id, idempotencyKey: key });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.refundSubscriptionCharge.charges[0]).toMatchObject({
      state: 'REFUNDED',
      refundedAmount: PRICE,
      refundableAmount: 0,
    });
    expect(answer.data?.refundSubscriptionCharge).toMatchObject({ hasAccess: false, paidPeriods: [] });

    await expect.poll(async () => (await creditNotesOf(user, id)).filter((note) => note.cae).length, POLL).toBe(1);
    const [note] = await creditNotesOf(user, id);
    expect(note).toMatchObject({ total: PRICE, cae: expect.stringMatching(/^\d{14}$/) });
    const stored = await storedInvoice(stack, id, note!.document);
    expect(stored).toMatchObject({ status: 'ISSUED', cancels: `FACTURA-S${charge.id}` });

    // Pressed again (same confirmation), and a new press: nothing more; reconciliation passes owe nothing.
    expect((await refund({ subscriptionId: id, chargeId: charge.id, idempotencyKey: key })).errors).toBeUndefined();
    const again = await refund({ subscriptionId: id, chargeId: charge.id });
    expect(again.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    await runSubscriptionChanges(stack);
    await runSubscriptionChanges(stack);
    expect(await creditNotesOf(user, id)).toHaveLength(1);
    expect((await simulatorPayments(stack, id))[0]).toMatchObject({ status: 'refunded', transaction_amount_refunded: PRICE });
    expect((await vouchersOf(taxId)).map((voucher) => voucher.voucherType).sort()).toEqual([6, 8]);
    // A refund is not a cancellation: Mercado Pago still charges next month.
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('authorized');
  });

  it('partial: the period kept, one note for the part; the rest refunded at Mercado Pago with notifications lost is found by the reconciliation: one note more', async () => {
    const { user, id, taxId, charge } = await subscribed();
    const answer = await refund({ subscriptionId: id, chargeId: charge.id, amount: 10000 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.refundSubscriptionCharge).toMatchObject({ hasAccess: true, paidPeriods: [{ chargeId: charge.id }] });
    expect(answer.data?.refundSubscriptionCharge.charges[0]).toMatchObject({
      state: 'CLEARED',
      refundedAmount: 10000,
      refundableAmount: 35000,
    });
    await expect.poll(async () => (await creditNotesOf(user, id)).filter((note) => note.cae).length, POLL).toBe(1);

    // More than what is left: refused naming the field, nothing asked.
    const tooMuch = await refund({ subscriptionId: id, chargeId: charge.id, amount: 35000.01 });
    expect(tooMuch.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(JSON.stringify(tooMuch.errors?.[0])).toContain('monto a reembolsar');

    await reversalAtMercadoPago(await chargePaymentId(id), 'refund', undefined, false);
    const refunded = await reconciledUntil(user, id, (row) => row?.charges[0]?.state === 'REFUNDED');
    expect(refunded).toMatchObject({ hasAccess: false, paidPeriods: [] });
    await expect.poll(async () => (await creditNotesOf(user, id)).filter((note) => note.cae).length, POLL).toBe(2);
    expect((await creditNotesOf(user, id)).map((note) => note.total)).toEqual([10000, 35000]);
    await runSubscriptionChanges(stack);
    expect(await creditNotesOf(user, id)).toHaveLength(2);
    expect((await vouchersOf(taxId)).filter((voucher) => voucher.voucherType === 8)).toHaveLength(2);
  });

  it('a partial refund at Mercado Pago with its notifications held, sent three times, released reversed and reconciled: one note', async () => {
    const { user, id, charge } = await subscribed();
    await setSimulatorSwitches(stack, { hold: true, duplicates: 2 });
    await reversalAtMercadoPago(await chargePaymentId(id), 'partial_refund', 5000);
    await releaseHeldWebhooks(stack, 'reverse');
    await webhooksSettled(stack);
    const row = await reconciledUntil(user, id, (candidate) => candidate?.charges[0]?.refundedAmount === 5000);
    expect(row.charges[0]).toMatchObject({ id: charge.id, state: 'CLEARED' });
    await expect.poll(async () => (await creditNotesOf(user, id)).filter((note) => note.cae).length, POLL).toBe(1);
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);
    await runSubscriptionChanges(stack);
    expect((await creditNotesOf(user, id)).map((note) => note.total)).toEqual([5000]);
  });

  it('a refund Mercado Pago leaves pending, then one it refuses: the admin is told each in words, the charge keeps its money, no note', async () => {
    const { user, id, charge } = await subscribed();
    await setSimulatorSwitches(stack, { refundOutcome: 'pending' });
    const pending = await refund({ subscriptionId: id, chargeId: charge.id, amount: 10000 });
    expect(pending.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(pending.errors?.[0]?.message).toMatch(/^Mercado Pago todavía está procesando el reembolso/);

    await setSimulatorSwitches(stack, { refundOutcome: 'rejected' });
    const refused = await refund({ subscriptionId: id, chargeId: charge.id, amount: 10000 });
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(refused.errors?.[0]?.message).toMatch(/^Mercado Pago rechazó el reembolso .* No se devolvió nada/);

    expect((await simulatorPayments(stack, id))[0]?.refunds.map((asked) => asked.status)).toEqual(['pending', 'rejected']);
    await runSubscriptionChanges(stack);
    expect((await rowOf(user, id))?.charges[0]).toMatchObject({ id: charge.id, state: 'CLEARED', refundedAmount: 0 });
    expect(await creditNotesOf(user, id)).toEqual([]);
  });

  it('bad input is refused naming the field, with nothing written', async () => {
    const { id, charge } = await subscribed();
    const shortReason = await refund({ subscriptionId: id, chargeId: charge.id, reason: 'x' });
    expect(shortReason.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    const noCharge = await refund({ subscriptionId: id, chargeId: '999999999' });
    expect(noCharge.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    expect((await simulatorPayments(stack, id))[0]).toMatchObject({ status: 'approved', transaction_amount_refunded: 0 });
  });
});

describe('the regret right of a subscription (Botón de arrepentimiento, 10 days of the first charge)', () => {
  it('within 10 days, without a session: ARR code, cancelled at Mercado Pago (no further charge), the first charge refunded, its note, the e-mail; asked again: the same', async () => {
    const { user, id, preapprovalId } = await subscribed();
    const asked = await callGraphql<{ requestSubscriptionRegret: { trackingCode: string; refundAmount: number } }>(
      stack,
      visitor(stack),
      REQUEST_REGRET,
      { input: { email: user.email, reference: id } },
    );
    expect(asked.errors).toBeUndefined();
    const receipt = asked.data!.requestSubscriptionRegret;
    expect(receipt).toMatchObject({ trackingCode: expect.stringMatching(/^ARR-/), refundAmount: PRICE });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('cancelled');
    const fourth = await fetch(`${stack.payments!.simulatorUrl}/_simulator/api/preapprovals/${preapprovalId}/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    expect(fourth.status).toBe(400);
    const row = await rowOf(user, id);
    expect(row).toMatchObject({ status: 'ENDED', hasAccess: false, regretCode: receipt.trackingCode, paidPeriods: [] });
    expect(row?.charges[0]).toMatchObject({ state: 'REFUNDED', refundedAmount: PRICE });
    await expect.poll(async () => (await creditNotesOf(user, id)).filter((note) => note.cae).length, POLL).toBe(1);
    await expect
      .poll(
        async () => (await readDeliveredMail(stack, user.email)).filter((mail) => mail.subject.includes(receipt.trackingCode)).length,
        POLL,
      )
      .toBe(1);

    const again = await callGraphql<{ requestSubscriptionRegret: { trackingCode: string } }>(stack, as(user), REQUEST_REGRET, {
      input: { reference: id },
    });
    expect(again.data?.requestSubscriptionRegret.trackingCode).toBe(receipt.trackingCode);
    await runSubscriptionChanges(stack);
    expect(await creditNotesOf(user, id)).toHaveLength(1);
    expect((await simulatorPayments(stack, id)).filter((payment) => payment.status === 'approved')).toHaveLength(0);
  });

  it('after 10 days: refused with a clear message that points to the Botón de baja; nothing refunded, nothing cancelled', async () => {
    const { user, id, preapprovalId } = await subscribed();
    // The first charge as if taken 15 days ago (the store's record; Mercado Pago's is not read for the date).
    const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
    const key = { PK: `SUBSCRIPTION#${id}`, SK: 'SUBSCRIPTION' };
    const record = (await doc.send(new GetCommand({ TableName: stack.tableName, Key: key }))).Item!;
    const dueAt = new Date(Date.now() - 15 * 86_400_000).toISOString();
    await doc.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: key,
        UpdateExpression: 'SET subscription.charges[0].dueAt = :due',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':due': dueAt, ':version': record['version'] },
      }),
    );
    const asked = await callGraphql(stack, visitor(stack), REQUEST_REGRET, { input: { email: user.email, reference: id } });
    expect(asked.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(asked.errors?.[0]?.message).toContain('ya no se aplica');
    expect(asked.errors?.[0]?.message).toContain('Botón de baja');
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.status).toBe('authorized');
    expect((await simulatorPayments(stack, id))[0]).toMatchObject({ status: 'approved', transaction_amount_refunded: 0 });
    expect(await rowOf(user, id)).toMatchObject({ regretCode: null, hasAccess: true });
  });
});
