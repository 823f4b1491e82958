// Issue 39's Must show with its invoices, through the API of the local stack: a member subscribes to
// planning-2 by the month, authorizes at Mercado Pago's page (the simulator: the first charge is
// taken at once, as without a free trial), two more monthly charges are run with the simulator's
// control — every notification lost, so only the scheduled reconciliation brings them — and she has
// three paid periods and three Facturas with their CAE from the ARCA stand-in, one per charge, in
// Mis compras (planning-2 is sold by DELFI, a monotributista: Factura C whatever the buyer; a
// planning of the store, responsable inscripto, gives a responsable inscripto Factura A and a DNI
// Factura B, as an order does). After the Botón de baja the simulator takes no fourth charge and the store records
// none. The same with every notification held, each sent three times and released reversed, and
// the reconciliation run over them: still three periods, three Facturas, three vouchers at ARCA.
// Each step waits on state, never on time.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { addBillingAddress, as } from '../support/buying';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql, type Caller } from '../support/graphql-client';
import { releaseHeldWebhooks, setSimulatorSwitches, webhooksSettled } from '../support/mercado-pago';
import { arcaVouchers, MY_INVOICES, storedInvoice, uniqueCuit, uniqueDni } from '../support/arca';
import {
  aPlanningOnSale,
  authorizeAtSimulator,
  chargeAtSimulator,
  MY_SUBSCRIPTIONS,
  REQUEST_SUBSCRIPTION_CANCELLATION,
  runSubscriptionChanges,
  SET_SUBSCRIPTION_OFFER,
  SUBSCRIBE,
} from '../support/subscriptions-api';

const stack = inject('stack');
const MONTHLY_PRICE = 45000;
const POLL = { timeout: 90_000, interval: 250 };

interface Row {
  id: string;
  status: string;
  amount: number;
  paidPeriods: { chargeId: string; from: string; to: string; amount: number }[];
}
interface Invoice {
  orderId: string;
  document: string;
  kind: string;
  name: string;
  number: string;
  total: number;
  cae: string;
}

let admin: Caller;

beforeAll(async () => {
  admin = as(await signInAdmin(stack));
  // planning-2 sold by the month as well as once (other files still buy it once).
  const offer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
    input: { planningId: 'planning-2', sale: 'BOTH', monthlyPrice: MONTHLY_PRICE, trialDays: 0, graceDays: 5 },
  });
  expect(offer.errors).toBeUndefined();
});

afterEach(async () => {
  await setSimulatorSwitches(stack, { hold: false, lose: false, duplicates: 0 });
  await releaseHeldWebhooks(stack, 'received');
  await webhooksSettled(stack);
});

/** A member with billing details: a DNI (Factura B) or the CUIT of a responsable inscripto (Factura A). */
async function member(billing: 'DNI' | 'CUIT_RI'): Promise<{ user: TestUser; taxId: string }> {
  const user = await signUpAndConfirm(stack);
  const taxId = billing === 'DNI' ? uniqueDni() : uniqueCuit();
  await addBillingAddress(stack, user, billing === 'DNI' ? { taxId } : { taxId, ivaCondition: 'RESPONSABLE_INSCRIPTO' });
  return { user, taxId: taxId.replace(/\D/g, '') };
}

async function subscribe(user: TestUser, planningId = 'planning-2'): Promise<{ id: string; preapprovalId: string }> {
  const answer = await callGraphql(stack, as(user), SUBSCRIBE, { input: { planningId, idempotencyKey: randomUUID() } });
  expect(answer.errors).toBeUndefined();
  const { initPoint, subscription } = answer.data?.['subscribeToPlanning'] as { initPoint: string; subscription: { id: string } };
  const preapprovalId = await authorizeAtSimulator(initPoint);
  return { id: subscription.id, preapprovalId };
}

const rowOf = async (user: TestUser, id: string): Promise<Row | undefined> => {
  const answer = await callGraphql<{ mySubscriptions: Row[] }>(stack, as(user), MY_SUBSCRIPTIONS);
  expect(answer.errors).toBeUndefined();
  return answer.data?.mySubscriptions.find((row) => row.id === id);
};

/** Runs the reconciliation until the subscription reads as `done` says. */
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

const vouchersOf = async (taxId: string) => (await arcaVouchers(stack)).filter((voucher) => voucher.docNumber === taxId);

const VOUCHER_TYPES = { 'Factura A': 1, 'Factura B': 6, 'Factura C': 11 } as const;

/** `count` charges' Facturas issued with a CAE, one per charge, for the month's price; answers them. */
async function facturas(user: TestUser, subscriptionId: string, taxId: string, name: keyof typeof VOUCHER_TYPES, count = 3) {
  await expect.poll(async () => (await invoicesOf(user, subscriptionId)).length, POLL).toBe(count);
  const invoices = await invoicesOf(user, subscriptionId);
  expect(new Set(invoices.map((invoice) => invoice.document)).size).toBe(count);
  for (const invoice of invoices) {
    expect(invoice).toMatchObject({ kind: 'FACTURA', name, total: MONTHLY_PRICE, cae: expect.stringMatching(/^\d{14}$/) });
    expect((await storedInvoice(stack, subscriptionId, invoice.document))?.status).toBe('ISSUED');
  }
  const atArca = await vouchersOf(taxId);
  expect(atArca).toHaveLength(count);
  expect(atArca.map((voucher) => voucher.cae).sort()).toEqual(invoices.map((invoice) => invoice.cae).sort());
  expect(atArca.every((voucher) => voucher.voucherType === VOUCHER_TYPES[name] && voucher.total === MONTHLY_PRICE)).toBe(true);
  return invoices;
}

describe('a monthly subscription owes one Factura per cleared charge', () => {
  it('planning-2 monthly with every notification lost: 3 charges → 3 paid periods and 3 Facturas C with CAE; after the Botón de baja no fourth charge', async () => {
    await setSimulatorSwitches(stack, { lose: true });
    const { user, taxId } = await member('DNI');
    const { id, preapprovalId } = await subscribe(user);
    await chargeAtSimulator(stack, preapprovalId, 'approved');
    await chargeAtSimulator(stack, preapprovalId, 'approved');

    const paid = await reconciledUntil(user, id, (row) => row?.paidPeriods.length === 3);
    expect(paid).toMatchObject({ status: 'ACTIVE', amount: MONTHLY_PRICE });
    expect(new Set(paid.paidPeriods.map((period) => period.chargeId)).size).toBe(3);
    const invoices = await facturas(user, id, taxId, 'Factura C');

    // Reconciliation passes over what is already known owe nothing more.
    await runSubscriptionChanges(stack);
    await runSubscriptionChanges(stack);

    // Botón de baja, signed in: cancelled at Mercado Pago; the simulator refuses a fourth charge.
    const baja = await callGraphql(stack, as(user), REQUEST_SUBSCRIPTION_CANCELLATION, { input: { planningId: 'planning-2' } });
    expect(baja.errors).toBeUndefined();
    const fourth = await fetch(`${stack.payments!.simulatorUrl}/_simulator/api/preapprovals/${preapprovalId}/charge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    expect(fourth.status).toBe(400);
    const ended = await reconciledUntil(user, id, (row) => row?.status === 'CANCELLED');
    expect(ended.paidPeriods).toEqual(paid.paidPeriods);
    expect(await invoicesOf(user, id)).toEqual(invoices);
    expect(await vouchersOf(taxId)).toHaveLength(3);
  });

  it('with every notification held, sent three times and released reversed, and reconciled too: still 3 periods and 3 Facturas', async () => {
    await setSimulatorSwitches(stack, { hold: true, duplicates: 2 });
    const { user, taxId } = await member('CUIT_RI');
    const { id, preapprovalId } = await subscribe(user);
    await chargeAtSimulator(stack, preapprovalId, 'approved');
    await chargeAtSimulator(stack, preapprovalId, 'approved');
    await releaseHeldWebhooks(stack, 'reverse');
    await webhooksSettled(stack);
    const paid = await reconciledUntil(user, id, (row) => row?.paidPeriods.length === 3);
    expect(paid.paidPeriods).toHaveLength(3);
    await facturas(user, id, taxId, 'Factura C');
    // Late copies and another pass change nothing.
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);
    await runSubscriptionChanges(stack);
    expect((await rowOf(user, id))?.paidPeriods).toEqual(paid.paidPeriods);
    expect(await invoicesOf(user, id)).toHaveLength(3);
    expect(await vouchersOf(taxId)).toHaveLength(3);
  });

  it("a planning of the store's (responsable inscripto): a responsable inscripto's charge gets a Factura A, a DNI's a Factura B", async () => {
    const planningId = await aPlanningOnSale(stack, 'Fuerza mensual');
    const offer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
      input: { planningId, sale: 'MONTHLY', monthlyPrice: MONTHLY_PRICE, trialDays: 0, graceDays: 5 },
    });
    expect(offer.errors).toBeUndefined();
    for (const [billing, name] of [
      ['CUIT_RI', 'Factura A'],
      ['DNI', 'Factura B'],
    ] as const) {
      const { user, taxId } = await member(billing);
      const { id } = await subscribe(user, planningId);
      await reconciledUntil(user, id, (row) => row?.paidPeriods.length === 1);
      await facturas(user, id, taxId, name, 1);
    }
  });
});
