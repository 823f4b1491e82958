// A planning's monthly price changed by the admin, end to end (issue 39, decisions 150 and 154):
// the offer's save owes the fan-out, which reads the planning's subscriber pointers (no Scan) and
// tells each live subscriber once by e-mail (old and new price, the first charge at the new one,
// the Botón de baja) however often the outbox runs; a pending one is not told. Mis suscripciones
// shows the upcoming price. The charge before the date is at the old price; at the date the
// preapproval's amount is PUT at the simulator (an outbox worker whose clock stands at the date —
// the store's own run takes nothing before it), once even when run again, and a failed first try is
// repaired by the next run; the next charge is at the new amount. A change back withdraws the
// pending one: a "se mantiene" e-mail, nothing PUT at its date. A member cannot change the price.
// Bounded batches: 105 subscriptions are scheduled 100 per outbox entry, the rest by the entry it owes.
// A subscription still pending when the price changes takes it at its authorization (decision 167):
// raised, told then and set a notice later; the fan-out before or after owes nothing twice; lowered,
// set at once; withdrawn, nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOutboxRepository, type OutboxEntry } from '../../functions/data/outbox';
import { createSubscriptionOffersRepository } from '../../functions/data/subscription-offers-repository';
import { createSubscriptionsRepository } from '../../functions/data/subscriptions-repository';
import { createUsersRepository } from '../../functions/data/users-repository';
import type { OwedEffect } from '../../functions/domain/effects';
import { applyMandate, newSubscription } from '../../functions/domain/subscription';
import { offerPriceChange } from '../../functions/domain/subscription-offer';
import { PRICE_NOTICE_DAYS } from '../../functions/domain/subscription-price-change';
import { addDays } from '../../functions/domain/subscription-periods';
import type { StoredMail } from '../../functions/mail/mailbox-mailer';
import { createMercadoPagoSubscriptionProvider } from '../../functions/payments/mercado-pago-subscription-provider';
import { createMercadoPagoSubscriptionsClient } from '../../functions/payments/mercado-pago-subscriptions-client';
import type { SubscriptionProvider } from '../../functions/payments/subscription-provider';
import { effectHandlers } from '../../functions/services/outbox/effect-handlers';
import { createOutboxWorker } from '../../functions/services/outbox/outbox-worker';
import { createSubscriptionMail } from '../../functions/services/subscriptions/subscription-mail';
import {
  createSubscriptionPrices,
  fanoutEffectId,
  priceEffectId,
  priceFanout,
  type SubscriptionPrices,
} from '../../functions/services/subscriptions/subscription-prices';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { as, buyerWithAddress } from '../support/buying';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { runOutboxWorker } from '../support/comment-digests';
import { callGraphql, type Caller } from '../support/graphql-client';
import { DEFAULT_SWITCHES, setSimulatorSwitches, simulatorAccounts } from '../support/mercado-pago';
import {
  aPlanningOnSale,
  authorizeAtSimulator,
  chargeAtSimulator,
  preapprovalAtSimulator,
  runSubscriptionChanges,
  SET_SUBSCRIPTION_OFFER,
  SUBSCRIBE,
} from '../support/subscriptions-api';

const stack = inject('stack');
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
const subscriptions = createSubscriptionsRepository(table);
const outbox = createOutboxRepository(table);

const MINE = `query { mySubscriptions { id status amount nextChargeAt
  upcomingPrice { amount currency from firstChargeAt }
  charges { id dueAt amount state } } }`;

interface Mine {
  id: string;
  status: string;
  amount: number;
  nextChargeAt: string | null;
  upcomingPrice: { amount: number; currency: string; from: string; firstChargeAt: string | null } | null;
  charges: { id: string; dueAt: string; amount: number; state: string }[];
}

interface Subscriber {
  user: TestUser;
  subscriptionId: string;
  preapprovalId: string;
  /** Mercado Pago's page where she authorizes (the simulator's). */
  initPoint: string;
}

async function mine(member: TestUser): Promise<Mine[]> {
  const answer = await callGraphql(stack, as(member), MINE);
  expect(answer.errors).toBeUndefined();
  return answer.data?.['mySubscriptions'] as Mine[];
}

/** Her subscription once `ready` holds, the reconciliation run between reads (notifications are hints). */
async function mineWhen(member: TestUser, id: string, ready: (row: Mine) => boolean): Promise<Mine> {
  for (let pass = 0; pass < 40; pass += 1) {
    const row = (await mine(member)).find((candidate) => candidate.id === id);
    if (row && ready(row)) return row;
    await runSubscriptionChanges(stack);
  }
  throw new Error(`subscription ${id} never reached the state waited for`);
}

const priceMails = async (to: string, subject: string): Promise<StoredMail[]> =>
  (await readDeliveredMail(stack, to)).filter((mail) => mail.subject.includes(subject));

async function setPrice(admin: Caller, planningId: string, monthlyPrice: number, graceDays = 5) {
  const answer = await callGraphql(stack, admin, SET_SUBSCRIPTION_OFFER, {
    input: { planningId, sale: 'MONTHLY', monthlyPrice, trialDays: 0, graceDays },
  });
  expect(answer.errors).toBeUndefined();
}

async function subscribe(member: TestUser, planningId: string, authorize: boolean): Promise<Subscriber> {
  const answer = await callGraphql(stack, as(member), SUBSCRIBE, { input: { planningId, idempotencyKey: randomUUID() } });
  expect(answer.errors).toBeUndefined();
  const { initPoint, subscription } = answer.data?.['subscribeToPlanning'] as { initPoint: string; subscription: { id: string } };
  if (!authorize) return { user: member, subscriptionId: subscription.id, preapprovalId: '', initPoint };
  const preapprovalId = await authorizeAtSimulator(initPoint);
  await mineWhen(member, subscription.id, (row) => row.status === 'ACTIVE' && row.charges.length === 1);
  return { user: member, subscriptionId: subscription.id, preapprovalId, initPoint };
}

let provider: SubscriptionProvider;

/**
 * The store's outbox worker as the outbox function builds it, with its clock at `now` (a date the
 * local stack's own clock will not reach in a test): the price change's handlers against the
 * stack's table and simulator. Mail is not its concern here (the stack's worker sent the notices).
 */
function workerAt(now: () => Date, gateway: { forSeller: () => Promise<SubscriptionProvider> } = { forSeller: async () => provider }) {
  let prices: SubscriptionPrices | undefined;
  const worker = createOutboxWorker({
    outbox,
    handlers: effectHandlers({
      purchaseMail: {} as never,
      subscriptionMail: createSubscriptionMail({
        mailer: { send: () => Promise.reject(new Error('no mail from the clock-shifted worker')) },
        storeWebUrl: 'http://localhost',
        storeName: 'Impulso',
      }),
      commentDigestMail: { send: () => Promise.reject(new Error('no digest here')) },
      subscriptionPrices: () =>
        (prices ??= createSubscriptionPrices({
          subscriptions,
          profiles: createUsersRepository(table),
          owe: (owed, at) => outbox.owe(owed, at),
          deliver: (owed) => worker.deliver(owed),
          gateway,
          now,
        })),
    }),
    now,
    leaseSeconds: 60,
    retryFirstSeconds: 30,
    maxAttempts: 5,
    logInfo: () => undefined,
    logError: () => undefined,
  });
  return { worker, prices: () => prices };
}

async function entry(id: string): Promise<OutboxEntry> {
  const found = await outbox.get(id);
  if (!found) throw new Error(`no outbox entry ${id}`);
  return found;
}

const owedOf = (found: OutboxEntry): OwedEffect => ({ id: found.id, effect: found.effect, dueAt: found.dueAt });

describe('a monthly price change reaches the planning’s subscribers', () => {
  let admin: Caller;
  let planningId: string;
  let live: Subscriber[];
  let pending: Subscriber;

  beforeAll(async () => {
    const [adminUser, accounts] = await Promise.all([signInAdmin(stack), simulatorAccounts(stack)]);
    admin = as(adminUser);
    const store = accounts.find((account) => account.seller === 'STORE') ?? accounts[0];
    provider = createMercadoPagoSubscriptionProvider(
      createMercadoPagoSubscriptionsClient({
        baseUrl: stack.payments!.simulatorUrl,
        accessToken: store!.accessToken,
        timeoutMs: 5000,
        maxAttempts: 1,
      }),
    );
    planningId = await aPlanningOnSale(stack, 'Fuerza mensual con aumento');
    await setPrice(admin, planningId, 32000);
    const members = await Promise.all([0, 1, 2, 3].map(() => buyerWithAddress(stack)));
    live = [];
    for (const member of members.slice(0, 3)) live.push(await subscribe(member, planningId, true));
    pending = await subscribe(members[3]!, planningId, false);
  });

  it('a member cannot change the price: refused, nobody told', async () => {
    const answer = await callGraphql(stack, as(live[0]!.user), SET_SUBSCRIPTION_OFFER, {
      input: { planningId, sale: 'MONTHLY', monthlyPrice: 1, trialDays: 0, graceDays: 5 },
    });
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
    await runOutboxWorker(stack);
    expect(await priceMails(live[0]!.user.email, 'Cambia el precio')).toEqual([]);
  });

  it('tells each live subscriber once, old and new price, the first charge at the new one and the Botón de baja; Mis suscripciones shows it', async () => {
    const before = Date.now();
    await setPrice(admin, planningId, 36000);
    // The outbox run twice more (as its schedule would, and a delivery doubled): still one e-mail each.
    await runOutboxWorker(stack);
    await runOutboxWorker(stack);
    for (const subscriber of live) {
      const row = (await mine(subscriber.user)).find((candidate) => candidate.id === subscriber.subscriptionId)!;
      expect(row.upcomingPrice).toMatchObject({ amount: 36000, currency: 'ARS' });
      const from = Date.parse(row.upcomingPrice!.from);
      // The next charge's price: the new one only when it falls on or after the date (a month from now, after 30 days).
      expect(row.amount).toBe(Date.parse(row.nextChargeAt!) >= from ? 36000 : 32000);
      expect(from).toBeGreaterThanOrEqual(before + PRICE_NOTICE_DAYS * 86_400_000);
      expect(from).toBeLessThanOrEqual(Date.now() + PRICE_NOTICE_DAYS * 86_400_000);
      const firstAtNew = row.upcomingPrice!.firstChargeAt!;
      expect(Date.parse(firstAtNew)).toBeGreaterThanOrEqual(from);

      const mails = await priceMails(subscriber.user.email, 'Cambia el precio');
      expect(mails).toHaveLength(1);
      const text = mails[0]!.text;
      expect(text).toContain('$ 32.000');
      expect(text).toContain('$ 36.000');
      const day = new Date(Date.parse(firstAtNew) - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
      expect(text).toContain(`Primer cobro con el precio nuevo: ${day}`);
      expect(text).toContain(`/baja?subscription=${encodeURIComponent(subscriber.subscriptionId)}`);
      expect(text).toContain('sin iniciar sesión');

      const update = await entry(priceEffectId(subscriber.subscriptionId, (await changeIdOf(subscriber))!, 'update'));
      expect(update).toMatchObject({ status: 'PENDING', attempts: 0, dueAt: row.upcomingPrice!.from });
    }
    expect(await priceMails(pending.user.email, 'Cambia el precio')).toEqual([]);
    expect((await mine(pending.user))[0]?.upcomingPrice).toBeNull();
  });

  it('a fan-out carried out again owes nothing more', async () => {
    const changeId = (await changeIdOf(live[0]!))!;
    const fanout = await entry(fanoutEffectId({ planningId, changeId }, null));
    expect(fanout.status).toBe('DONE');
    if (fanout.effect.kind !== 'subscription-price-fanout') throw new Error('not a fan-out');
    const redelivered: OwedEffect[] = [];
    const again = createSubscriptionPrices({
      subscriptions,
      profiles: createUsersRepository(table),
      owe: (owed, at) => outbox.owe(owed, at),
      deliver: async (owed) => void redelivered.push(...owed),
      gateway: { forSeller: async () => provider },
      now: () => new Date(),
    });
    expect(await again.fanOut(fanout.effect.change, null)).toEqual({ told: 0, next: null });
    expect(redelivered).toEqual([]);
    await runOutboxWorker(stack);
    for (const subscriber of live) expect(await priceMails(subscriber.user.email, 'Cambia el precio')).toHaveLength(1);
  });

  it('the charge before the date is at the old price; at the date the amount is set once at Mercado Pago, and the next charge takes it', async () => {
    const [first, second] = live;
    // Before the date: Mercado Pago still charges the price she pays today.
    await chargeAtSimulator(stack, first!.preapprovalId, 'approved');
    const beforeDate = await mineWhen(first!.user, first!.subscriptionId, (row) => row.charges.length === 2);
    expect(beforeDate.charges.map((charge) => charge.amount)).toEqual([32000, 32000]);
    expect((await preapprovalAtSimulator(stack, first!.preapprovalId))?.auto_recurring.transaction_amount).toBe(32000);

    const changeId = (await changeIdOf(first!))!;
    const updateId = priceEffectId(first!.subscriptionId, changeId, 'update');
    const due = (await entry(updateId)).dueAt;
    // The store's own run today takes nothing: the update is not due.
    await runOutboxWorker(stack);
    expect(await entry(updateId)).toMatchObject({ status: 'PENDING', attempts: 0 });

    // At the date, Mercado Pago down: the attempt fails and stays owed (a lost run).
    const atDate = new Date(Date.parse(due) + 60_000);
    await setSimulatorSwitches(stack, { down: true });
    try {
      await workerAt(() => atDate).worker.deliver([owedOf(await entry(updateId))]);
    } finally {
      await setSimulatorSwitches(stack, DEFAULT_SWITCHES);
    }
    expect(await entry(updateId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await preapprovalAtSimulator(stack, first!.preapprovalId))?.auto_recurring.transaction_amount).toBe(32000);

    // The next run repairs it; a run after that finds it done; the rule itself refuses a second PUT.
    const later = new Date(atDate.getTime() + 10 * 60_000);
    const repaired = workerAt(() => later);
    expect(await repaired.worker.run()).toMatchObject({ done: expect.any(Number) });
    expect(await entry(updateId)).toMatchObject({ status: 'DONE', attempts: 2 });
    const setOnce = await preapprovalAtSimulator(stack, first!.preapprovalId);
    expect(setOnce?.auto_recurring.transaction_amount).toBe(36000);
    const version = (setOnce as unknown as { version: number }).version;
    await repaired.worker.run();
    expect(await repaired.prices()!.applyUpdate(first!.subscriptionId, changeId)).toBe('nothing');
    expect((await preapprovalAtSimulator(stack, first!.preapprovalId)) as unknown as { version: number }).toMatchObject({ version });
    // The same run set the others' (all due at the same date).
    expect((await preapprovalAtSimulator(stack, second!.preapprovalId))?.auto_recurring.transaction_amount).toBe(36000);

    // The first charge after the date is at the new price; the earlier ones keep theirs.
    await chargeAtSimulator(stack, first!.preapprovalId, 'approved');
    const after = await mineWhen(first!.user, first!.subscriptionId, (row) => row.charges.length === 3);
    expect(after.charges.map((charge) => charge.amount)).toEqual([32000, 32000, 36000]);
  });

  it('a change back before the date withdraws the pending one: told it stays, nothing set at its date', async () => {
    // A planning of its own: the one above is 36.000 at Mercado Pago already, in the clock-shifted worker's future.
    const ownPlanning = await aPlanningOnSale(stack, 'Fuerza mensual que vuelve');
    await setPrice(admin, ownPlanning, 32000);
    const subscriber = await subscribe(await buyerWithAddress(stack), ownPlanning, true);
    await setPrice(admin, ownPlanning, 40000);
    const noticed = (await mine(subscriber.user)).find((row) => row.id === subscriber.subscriptionId)!;
    expect(noticed.upcomingPrice?.amount).toBe(40000);
    const raised = (await changeIdOf(subscriber))!;
    await setPrice(admin, ownPlanning, 32000);
    await runOutboxWorker(stack);
    await runOutboxWorker(stack);
    const row = (await mine(subscriber.user)).find((candidate) => candidate.id === subscriber.subscriptionId)!;
    expect(row.upcomingPrice).toBeNull();
    expect(row.amount).toBe(32000);
    expect(await priceMails(subscriber.user.email, 'Cambia el precio')).toHaveLength(1);
    const kept = await priceMails(subscriber.user.email, 'Se mantiene el precio');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.text).toContain('$ 32.000');

    const updateId = priceEffectId(subscriber.subscriptionId, raised, 'update');
    const due = (await entry(updateId)).dueAt;
    const { worker, prices } = workerAt(() => new Date(Date.parse(due) + 60_000));
    await worker.deliver([owedOf(await entry(updateId))]);
    expect(await entry(updateId)).toMatchObject({ status: 'DONE' });
    expect(await prices()!.applyUpdate(subscriber.subscriptionId, raised)).toBe('nothing');
    expect((await preapprovalAtSimulator(stack, subscriber.preapprovalId))?.auto_recurring.transaction_amount).toBe(32000);
  });

  /** The change id of her latest noticed price (the entry the fan-out added). */
  async function changeIdOf(subscriber: Subscriber): Promise<string | undefined> {
    return (await subscriptions.get(subscriber.subscriptionId))?.subscription.prices.at(-1)?.changeId;
  }
});

describe('the fan-out in bounded batches', () => {
  it('schedules 105 subscriptions 100 per outbox entry, the last 5 by the entry it owes, each once', async () => {
    const planningId = await aPlanningOnSale(stack, 'Planificación de muchos');
    const now = new Date().toISOString();
    const ids: string[] = [];
    for (let index = 0; index < 105; index += 1) {
      const fresh = newSubscription({
        id: randomUUID(),
        planningId,
        memberId: `member-${randomUUID()}`,
        seller: 'STORE',
        period: { count: 1, unit: 'MONTH' },
        trialDays: 0,
        amount: 20000,
        currency: 'ARS',
        now,
      });
      const authorized = applyMandate(
        { ...fresh, preapprovalId: `pre-${fresh.id}` },
        { status: 'AUTHORIZED', version: 1, lastModified: now, amount: 20000, currency: 'ARS', nextChargeAt: addDays(now, 30) },
      ).subscription;
      await subscriptions.save(authorized, null);
      ids.push(authorized.id);
    }
    const change = {
      planningId,
      planningName: 'Planificación de muchos',
      changeId: `batch-${randomUUID()}`,
      amount: 25000,
      currency: 'ARS',
      noticedAt: now,
    };
    const { worker } = workerAt(() => new Date());
    const first = { id: fanoutEffectId(change, null), effect: { kind: 'subscription-price-fanout' as const, change, after: null } };
    await outbox.owe(first, now);
    await worker.deliver([first]);
    const scheduled = async () =>
      (await Promise.all(ids.map((id) => subscriptions.get(id)))).filter((stored) =>
        stored?.subscription.prices.some((entry) => entry.changeId === change.changeId),
      ).length;
    expect(await scheduled()).toBe(100);
    const pointers = (await outbox.listDue(new Date().toISOString(), 100)).filter(
      (due): due is OutboxEntry =>
        'effect' in due && due.effect.kind === 'subscription-price-fanout' && due.effect.change.changeId === change.changeId,
    );
    expect(pointers).toHaveLength(1);
    await worker.deliver([owedOf(pointers[0]!)]);
    expect(await scheduled()).toBe(105);
    // Carried out again from the start: nothing is scheduled twice.
    const twice = createSubscriptionPrices({
      subscriptions,
      profiles: createUsersRepository(table),
      owe: (owed, at) => outbox.owe(owed, at),
      deliver: async () => undefined,
      gateway: { forSeller: async () => provider },
      now: () => new Date(),
    });
    const again = await twice.fanOut(change, null);
    expect(again.told).toBe(0);
    for (const id of ids.slice(0, 3)) {
      const stored = await subscriptions.get(id);
      expect(stored?.subscription.prices.filter((entry) => entry.changeId === change.changeId)).toHaveLength(1);
      expect(await outbox.get(priceEffectId(id, change.changeId, 'update'))).toMatchObject({ status: 'PENDING' });
    }
  });
});

describe('a subscription still pending when the price changes takes it at its authorization (decision 167)', () => {
  let admin: Caller;

  beforeAll(async () => {
    admin = as(await signInAdmin(stack));
  });

  const DAY = 86_400_000;

  /** Her subscription's change entries and the change's update on the outbox. */
  async function changeOf(subscriptionId: string) {
    const stored = await subscriptions.get(subscriptionId);
    return stored?.subscription.prices.filter((price) => price.changeId !== undefined) ?? [];
  }

  it('raised while pending: told once at the authorization, set at Mercado Pago a whole notice later, the next charge at the new price', async () => {
    const planningId = await aPlanningOnSale(stack, 'Fuerza mensual sin autorizar');
    await setPrice(admin, planningId, 32000);
    const waiting = await subscribe(await buyerWithAddress(stack), planningId, false);
    await setPrice(admin, planningId, 36000);
    // A later save of the grace only: the same price, so the same change (no second fan-out, no new id).
    await setPrice(admin, planningId, 36000, 7);
    await runOutboxWorker(stack);
    // Pending: not told yet (she has not agreed to any amount at Mercado Pago).
    expect(await priceMails(waiting.user.email, 'Cambia el precio')).toEqual([]);

    const before = Date.now();
    const preapprovalId = await authorizeAtSimulator(waiting.initPoint);
    const row = await mineWhen(
      waiting.user,
      waiting.subscriptionId,
      (candidate) => candidate.status === 'ACTIVE' && candidate.charges.length === 1,
    );
    // The charge taken at the authorization is at the amount she authorized on Mercado Pago's page.
    expect(row.charges.map((charge) => charge.amount)).toEqual([32000]);
    expect(row.upcomingPrice).toMatchObject({ amount: 36000, currency: 'ARS' });
    const from = Date.parse(row.upcomingPrice!.from);
    expect(from).toBeGreaterThanOrEqual(before + PRICE_NOTICE_DAYS * DAY);

    // The outbox run twice more: one notice.
    await runOutboxWorker(stack);
    await runOutboxWorker(stack);
    const mails = await priceMails(waiting.user.email, 'Cambia el precio');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$ 32.000');
    expect(mails[0]!.text).toContain('$ 36.000');
    expect(mails[0]!.text).toContain(`/baja?subscription=${encodeURIComponent(waiting.subscriptionId)}`);

    // Under the fan-out's own change (the offer's price change, not its later save).
    const [entryOfChange] = await changeOf(waiting.subscriptionId);
    const changeId = entryOfChange!.changeId!;
    expect(await entry(fanoutEffectId({ planningId, changeId }, null))).toMatchObject({ status: 'DONE' });
    const updateId = priceEffectId(waiting.subscriptionId, changeId, 'update');
    expect(await entry(updateId)).toMatchObject({ status: 'PENDING', attempts: 0, dueAt: row.upcomingPrice!.from });

    // The fan-out carried out again now (late, or racing the authorization): it owes nothing more.
    const fanout = await entry(fanoutEffectId({ planningId, changeId }, null));
    if (fanout.effect.kind !== 'subscription-price-fanout') throw new Error('not a fan-out');
    const redelivered: OwedEffect[] = [];
    const late = createSubscriptionPrices({
      subscriptions,
      profiles: createUsersRepository(table),
      owe: (owed, at) => outbox.owe(owed, at),
      deliver: async (owed) => void redelivered.push(...owed),
      gateway: { forSeller: async () => provider },
      now: () => new Date(),
    });
    expect(await late.fanOut(fanout.effect.change, null)).toEqual({ told: 0, next: null });
    expect(redelivered).toEqual([]);
    expect(await changeOf(waiting.subscriptionId)).toHaveLength(1);

    // Before the date Mercado Pago keeps her amount; at the date it is set once (the outbox run twice).
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.auto_recurring.transaction_amount).toBe(32000);
    const atDate = workerAt(() => new Date(from + 60_000));
    await atDate.worker.deliver([owedOf(await entry(updateId))]);
    await atDate.worker.deliver([owedOf(await entry(updateId))]);
    expect(await entry(updateId)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.auto_recurring.transaction_amount).toBe(36000);
    await chargeAtSimulator(stack, preapprovalId, 'approved');
    const charged = await mineWhen(waiting.user, waiting.subscriptionId, (candidate) => candidate.charges.length === 2);
    expect(charged.charges.map((charge) => charge.amount)).toEqual([32000, 36000]);
    expect(await priceMails(waiting.user.email, 'Cambia el precio')).toHaveLength(1);
  });

  it('authorized before the fan-out reaches her: told at the authorization, the fan-out after owes nothing', async () => {
    const planningId = await aPlanningOnSale(stack, 'Fuerza mensual con el aviso atrasado');
    await setPrice(admin, planningId, 32000);
    const waiting = await subscribe(await buyerWithAddress(stack), planningId, false);
    // The admin's save as setPlanningSubscriptionOffer writes it, its fan-out owed and not yet carried out.
    const offers = createSubscriptionOffersRepository(table);
    const saved = await offers.get(planningId);
    const updatedAt = new Date().toISOString();
    const raised = { ...saved!, monthlyPrice: 36000, updatedAt, priceChangedAt: updatedAt };
    const change = offerPriceChange(raised)!;
    const fanoutId = fanoutEffectId({ planningId, changeId: change.changeId }, null);
    await offers.save(raised, [priceFanout({ planningId, planningName: 'Fuerza mensual con el aviso atrasado', ...change })]);

    await authorizeAtSimulator(waiting.initPoint);
    const row = await mineWhen(
      waiting.user,
      waiting.subscriptionId,
      (candidate) => candidate.status === 'ACTIVE' && candidate.charges.length === 1,
    );
    expect(row.upcomingPrice).toMatchObject({ amount: 36000 });
    expect(await priceMails(waiting.user.email, 'Cambia el precio')).toHaveLength(1);
    expect(await entry(fanoutId)).toMatchObject({ status: 'PENDING' });
    const updateId = priceEffectId(waiting.subscriptionId, change.changeId, 'update');
    const owedUpdate = await entry(updateId);
    expect(owedUpdate.dueAt).toBe(row.upcomingPrice!.from);

    // Now the fan-out (the outbox run twice): nothing more for her.
    await runOutboxWorker(stack);
    await runOutboxWorker(stack);
    expect(await entry(fanoutId)).toMatchObject({ status: 'DONE' });
    expect(await priceMails(waiting.user.email, 'Cambia el precio')).toHaveLength(1);
    expect(await changeOf(waiting.subscriptionId)).toEqual([expect.objectContaining({ changeId: change.changeId, amount: 36000 })]);
    expect(await entry(updateId)).toMatchObject({ status: 'PENDING', dueAt: owedUpdate.dueAt });
  });

  it('lowered while pending: in force at once — told, set at Mercado Pago now, the next charge at the lower price', async () => {
    const planningId = await aPlanningOnSale(stack, 'Fuerza mensual con rebaja');
    await setPrice(admin, planningId, 32000);
    const waiting = await subscribe(await buyerWithAddress(stack), planningId, false);
    await setPrice(admin, planningId, 28000);
    const preapprovalId = await authorizeAtSimulator(waiting.initPoint);
    const row = await mineWhen(
      waiting.user,
      waiting.subscriptionId,
      (candidate) => candidate.status === 'ACTIVE' && candidate.charges.length === 1,
    );
    expect(row.charges.map((charge) => charge.amount)).toEqual([32000]);
    expect(row.amount).toBe(28000);
    expect(row.upcomingPrice).toBeNull();
    const [lowered] = await changeOf(waiting.subscriptionId);
    const updateId = priceEffectId(waiting.subscriptionId, lowered!.changeId!, 'update');
    // Carried out by the authorization's own delivery; the outbox's run would repair a lost one.
    await runOutboxWorker(stack);
    await runOutboxWorker(stack);
    expect(await entry(updateId)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.auto_recurring.transaction_amount).toBe(28000);
    const mails = await priceMails(waiting.user.email, 'Cambia el precio');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$ 28.000');
    await chargeAtSimulator(stack, preapprovalId, 'approved');
    const charged = await mineWhen(waiting.user, waiting.subscriptionId, (candidate) => candidate.charges.length === 2);
    expect(charged.charges.map((charge) => charge.amount)).toEqual([32000, 28000]);
  });

  it('a change withdrawn while pending: nothing told, nothing set', async () => {
    const planningId = await aPlanningOnSale(stack, 'Fuerza mensual que se arrepiente');
    await setPrice(admin, planningId, 32000);
    const waiting = await subscribe(await buyerWithAddress(stack), planningId, false);
    await setPrice(admin, planningId, 36000);
    await setPrice(admin, planningId, 32000);
    const preapprovalId = await authorizeAtSimulator(waiting.initPoint);
    const row = await mineWhen(
      waiting.user,
      waiting.subscriptionId,
      (candidate) => candidate.status === 'ACTIVE' && candidate.charges.length === 1,
    );
    await runOutboxWorker(stack);
    await runOutboxWorker(stack);
    expect(row).toMatchObject({ amount: 32000, upcomingPrice: null });
    expect(await changeOf(waiting.subscriptionId)).toEqual([]);
    expect(await priceMails(waiting.user.email, 'Cambia el precio')).toEqual([]);
    expect(await priceMails(waiting.user.email, 'Se mantiene el precio')).toEqual([]);
    expect((await preapprovalAtSimulator(stack, preapprovalId))?.auto_recurring.transaction_amount).toBe(32000);
  });
});
