// The purchase path under load (`npm run load`, not part of `npm test`): N buyers at once (default
// 200, LOAD_BUYERS) each create an order (some with a coupon), pay at the Mercado Pago simulator
// (approved; rejected then approved on a second try; or rejected) while the simulator sends every
// webhook with extra duplicates and holds them to deliver them in reverse order. Then it checks
// what must hold whatever the timing: zero errors, every order in exactly one final state matching
// what was paid, one order per buyer, entitlements = approved orders, coupon uses = approved
// orders that used it. It reports p50/p99 per step, throughput and the stack's memory, prints a
// report and writes the figures to docs/hardening-figures.md (with the latest hostile-input and
// fault-test figures from test-results/, when those tests ran). Exits non-zero when a check fails.
//
// Runs its own stack on the bench's ports (BENCH_PORT_OFFSET) in a temporary folder, with the
// parts apart as they are in production: the buyers here, the stack (API, functions, Cognito) in
// a process of its own, and the Mercado Pago simulator in another one, as the real provider is.
// (With all three in one process, 2 of 200 checkouts once failed: the simulator, queued behind
// the stack's own work on one event loop, answered slower than the client's time budget.)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../test/support/cognito-users';
import type { StackInfo } from '../test/support/stack-info';
import { startStackProcess } from '../test/support/stack-process';
import {
  payAtCheckout,
  releaseHeldWebhooks,
  setSimulatorSwitches,
  simulatorDeliveries,
  webhooksSettled,
} from '../test/support/mercado-pago';
import { billingAddressInput } from '../test/support/factories/billing';
import { BENCH_PORTS, postGraphql } from './bench-stack';

const BUYERS = Number(process.env['LOAD_BUYERS'] ?? 200);
const SETUP_CONCURRENCY = 8;
const DUPLICATES = 2;
const ITEMS = ['course-1', 'course-2', 'course-3', 'planning-1', 'planning-2', 'planning-3'];

type Plan = 'approved' | 'rejected-then-approved' | 'rejected';
const planFor = (index: number): Plan => (index % 5 === 3 ? 'rejected-then-approved' : index % 5 === 4 ? 'rejected' : 'approved');
const expectedStatus = (plan: Plan) => (plan === 'rejected' ? 'REJECTED' : 'APPROVED');

const ADDRESS = billingAddressInput({ fullName: 'Compradora de Carga', apartment: null });

interface Buyer {
  index: number;
  user: TestUser;
  itemId: string;
  coupon: string | null;
  plan: Plan;
}

interface Journey {
  buyer: Buyer;
  orderId: string | null;
  errors: string[];
  /** Checkouts refused with PaymentProviderError (Mercado Pago too slow: nothing charged, order cancelled). */
  providerRefusals: number;
  ms: { createOrder: number; pay: number; total: number };
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

/** RSS of this process and every process it started (the stack, DynamoDB Local's JVM, the simulator), in MB. */
function stackMemoryMb(): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return Math.round(kb / 1024);
}

async function call(info: StackInfo, user: TestUser, query: string, variables: Record<string, unknown> = {}) {
  const answer = await postGraphql(info, { token: user.accessToken }, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => `${e.errorType ?? '?'}: ${e.message}`).join('; '));
  return answer.data ?? {};
}

async function prepareBuyer(info: StackInfo, index: number, coupon: string): Promise<Buyer> {
  const user = await signUpAndConfirm(info, { firstName: 'Compradora', lastName: `Carga ${index}` });
  await call(info, user, 'mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id } }', { input: ADDRESS });
  return { index, user, itemId: ITEMS[index % ITEMS.length] ?? 'course-1', coupon: index % 2 === 0 ? coupon : null, plan: planFor(index) };
}

async function journey(info: StackInfo, buyer: Buyer): Promise<Journey> {
  const errors: string[] = [];
  const started = performance.now();
  let orderId: string | null = null;
  let createMs = 0;
  let payMs = 0;
  let providerRefusals = 0;
  try {
    let data: Record<string, unknown> | undefined;
    // As a buyer would: when checkout answers that Mercado Pago could not be reached (nothing was
    // charged, the order was cancelled), try the purchase again once.
    for (let attempt = 0; !data; attempt += 1) {
      try {
        data = await call(
          info,
          buyer.user,
          'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { id status } initPoint } }',
          { input: { itemId: buyer.itemId, couponCode: buyer.coupon, idempotencyKey: randomUUID() } },
        );
      } catch (error) {
        if (attempt > 0 || !(error as Error).message.startsWith('PaymentProviderError')) throw error;
        providerRefusals += 1;
      }
    }
    createMs = performance.now() - started;
    const created = data['createOrder'] as { order: { id: string }; initPoint: string };
    orderId = created.order.id;
    const payStarted = performance.now();
    if (buyer.plan !== 'approved') await payAtCheckout(created.initPoint, 'rejected');
    if (buyer.plan !== 'rejected') await payAtCheckout(created.initPoint, 'approved');
    payMs = performance.now() - payStarted;
  } catch (error) {
    errors.push((error as Error).message);
  }
  return { buyer, orderId, errors, providerRefusals, ms: { createOrder: createMs, pay: payMs, total: performance.now() - started } };
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function verify(
  info: StackInfo,
  journeys: Journey[],
  admin: TestUser,
  coupon: string,
): Promise<{ checks: Check[]; approved: number }> {
  const checks: Check[] = [];
  const finals = await inBatches(journeys, SETUP_CONCURRENCY, async (j) => {
    const orders = (await call(info, j.buyer.user, 'query { listMyOrders { id status couponCode } }'))['listMyOrders'] as {
      id: string;
      status: string;
      couponCode: string | null;
    }[];
    const inventory = (await call(info, j.buyer.user, 'query { listMyInventory { itemId orderId } }'))['listMyInventory'] as {
      itemId: string;
      orderId: string | null;
    }[];
    const detail = hasOrder(j)
      ? ((
          await postGraphql(info, { token: admin.accessToken }, 'query($id: ID!) { getOrder(id: $id) { statusHistory { status } } }', {
            id: j.orderId,
          })
        ).data?.['getOrder'] as { statusHistory: { status: string }[] } | undefined)
      : undefined;
    return { j, orders, inventory, history: detail?.statusHistory ?? [] };
  });
  // The order paid for, and any checkout the provider refused: cancelled, never paid.
  const paidOrder = (f: (typeof finals)[number]) => f.orders.find((o) => o.id === f.j.orderId);
  const wrongStatus = finals.filter(
    (f) =>
      paidOrder(f)?.status !== expectedStatus(f.j.buyer.plan) ||
      f.orders.length !== 1 + f.j.providerRefusals ||
      f.orders.some((o) => o.id !== f.j.orderId && o.status !== 'CANCELLED'),
  );
  checks.push({
    name: 'every order is in exactly one final state: the one paid for (refused checkouts CANCELLED, unpaid)',
    ok: wrongStatus.length === 0,
    detail: `${finals.length - wrongStatus.length}/${finals.length} buyers${wrongStatus.length ? `; e.g. ${JSON.stringify(wrongStatus[0]?.orders)} for ${wrongStatus[0]?.j.buyer.plan}` : ''}`,
  });
  const twiceFinal = finals.filter(
    (f) =>
      f.history.filter((h) => ['APPROVED', 'REJECTED', 'CANCELLED'].includes(h.status)).length > 1 &&
      f.j.buyer.plan !== 'rejected-then-approved',
  );
  const approvedTwice = finals.filter((f) => f.history.filter((h) => h.status === 'APPROVED').length > 1);
  checks.push({
    name: 'no order was approved twice (duplicates and reordering changed nothing twice)',
    ok: approvedTwice.length === 0 && twiceFinal.length === 0,
    detail: `${approvedTwice.length} approved twice, ${twiceFinal.length} with two final states`,
  });
  const approved = finals.filter((f) => paidOrder(f)?.status === 'APPROVED');
  const entitlements = finals.reduce((sum, f) => sum + f.inventory.filter((entry) => entry.orderId !== null).length, 0);
  const mismatched = finals.filter(
    (f) =>
      (paidOrder(f)?.status === 'APPROVED') !== f.inventory.some((entry) => entry.orderId === f.j.orderId) ||
      f.inventory.some((entry) => entry.orderId !== null && entry.orderId !== f.j.orderId),
  );
  checks.push({
    name: 'entitlements = approved orders (each approved buyer owns the item, no one else does)',
    ok: entitlements === approved.length && mismatched.length === 0,
    detail: `${entitlements} entitlements, ${approved.length} approved orders, ${mismatched.length} buyers mismatched`,
  });
  const couponRow = (await postGraphql(info, { token: admin.accessToken }, 'query { listCoupons { code uses } }')).data?.['listCoupons'] as
    { code: string; uses: number }[] | undefined;
  const uses = couponRow?.find((row) => row.code === coupon)?.uses ?? -1;
  const approvedWithCoupon = approved.filter((f) => paidOrder(f)?.couponCode === coupon).length;
  checks.push({
    name: 'coupon uses = approved orders that used it',
    ok: uses === approvedWithCoupon,
    detail: `${uses} uses, ${approvedWithCoupon} approved orders with ${coupon}`,
  });
  return { checks, approved: approved.length };
}

const hasOrder = (j: Journey) => j.orderId !== null;

function hostileFigures(): string {
  const file = join('test-results', 'hostile-input.json');
  if (!existsSync(file)) return '_Not run in this checkout (run `npx vitest run --project local test/local/hostile-input.test.ts`)._';
  const f = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  return [
    `- Operations covered: ${f['operations']}; arguments (leaves): ${f['arguments']}; hostile values tried: ${f['valuesTried']}`,
    `- Refused as \`ValidationError\`: ${f['refusedAsValidationError']}; other clear errors (NotFound, Conflict…): ${f['otherClearErrors']}; accepted as harmless: ${f['accepted']}`,
    `- \`InternalError\` / 5xx: **${f['internalErrors']}**; slowest answer ${f['slowestMs']} ms`,
    ...(f['runsThatWroteBehindAnError'] === undefined
      ? []
      : [
          `- Answered with an error: ${f['answeredAnError']}; function runs that wrote to the table and then answered an error: **${f['runsThatWroteBehindAnError']}**`,
        ]),
  ].join('\n');
}

function faultFigures(): string {
  const file = join('test-results', 'payment-faults.json');
  if (!existsSync(file)) return '_Not run in this checkout (run `npx vitest run --project unit test/unit/payment-faults.test.ts`)._';
  const f = JSON.parse(readFileSync(file, 'utf8')) as { scenarios: { name: string; outcome: string }[] };
  return f.scenarios.map((s) => `- ${s.name}: ${s.outcome}`).join('\n');
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const dataDir = mkdtempSync(join(tmpdir(), 'load-stack-'));
  log(`Iniciando el stack (puertos del bench, BENCH_PORT_OFFSET=${process.env['BENCH_PORT_OFFSET'] ?? 7000})…`);
  const stack = await startStackProcess({
    dataDir,
    ports: { web: BENCH_PORTS.web, graphql: BENCH_PORTS.graphql, dynamodb: BENCH_PORTS.dynamodb, cognito: BENCH_PORTS.cognito },
    web: false,
    paymentsProcess: 'own',
    // 200 sign-ups from this one address: the WAF's per-IP rates would stop them (as intended).
    firewall: { allowAddresses: ['127.0.0.1'] },
  });
  let failed: boolean;
  try {
    const info = stack.info;
    const admin = await signInAdmin(info);
    const coupon = `CARGA${randomUUID().slice(0, 6).toUpperCase()}`;
    const created = await postGraphql(
      info,
      { token: admin.accessToken },
      'mutation($input: CouponInput!) { createCoupon(input: $input) { code } }',
      {
        input: {
          code: coupon,
          discountType: 'PERCENTAGE',
          value: 15,
          isEnabled: true,
          validDateTimeFrom: '2026-01-01T00:00:00-03:00',
          validDateTimeTo: '2030-01-01T00:00:00-03:00',
          maxUses: 100_000,
          itemIds: [],
        },
      },
    );
    if (created.errors) throw new Error(`coupon not created: ${JSON.stringify(created.errors)}`);

    log(`Preparando ${BUYERS} compradoras (cuenta confirmada y datos de facturación)…`);
    const setupStarted = performance.now();
    const buyers = await inBatches(
      Array.from({ length: BUYERS }, (_, index) => index),
      SETUP_CONCURRENCY,
      (index) => prepareBuyer(info, index, coupon),
    );
    log(`  listo en ${Math.round((performance.now() - setupStarted) / 1000)} s`);

    // Every webhook is sent with extra copies and held, then delivered in reverse order.
    await setSimulatorSwitches(info, { duplicates: DUPLICATES, hold: true, delayMs: 0, down: false });
    const memoryBefore = stackMemoryMb();
    let memoryPeak = memoryBefore;
    const sampler = setInterval(() => {
      memoryPeak = Math.max(memoryPeak, stackMemoryMb());
    }, 500);
    log(`${BUYERS} compras a la vez: checkout → pago en el simulador…`);
    const loadStarted = performance.now();
    const journeys = await Promise.all(buyers.map((buyer) => journey(info, buyer)));
    const purchaseSeconds = (performance.now() - loadStarted) / 1000;
    log('Webhooks retenidos: se envían al revés, con duplicados…');
    const webhooksStarted = performance.now();
    const released = await releaseHeldWebhooks(info, 'reverse');
    await webhooksSettled(info);
    const webhookSeconds = (performance.now() - webhooksStarted) / 1000;
    clearInterval(sampler);
    memoryPeak = Math.max(memoryPeak, stackMemoryMb());
    await setSimulatorSwitches(info, { duplicates: 0, hold: false });

    const errors = journeys.flatMap((j) => j.errors.map((e) => `buyer ${j.buyer.index}: ${e}`));
    const { checks, approved } = await verify(info, journeys, admin, coupon);
    // Every notification the simulator sent (webhooks, their IPN twins, duplicates, retries): a
    // normal day's notifications are never refused, so any answer but 2xx counts here.
    const deliveries = await simulatorDeliveries(info);
    const refusedDeliveries = deliveries.filter((delivery) => delivery.status === null || delivery.status >= 300);
    const retriedDeliveries = deliveries.filter((delivery) => delivery.attempts > 1).length;
    checks.unshift({
      name: 'no notification refused (every webhook and IPN answered 2xx)',
      ok: refusedDeliveries.length === 0,
      detail: `${deliveries.length - refusedDeliveries.length}/${deliveries.length} answered 2xx (${deliveries.filter((delivery) => delivery.form === 'ipn').length} IPN); ${retriedDeliveries} needed a retry${refusedDeliveries.length ? `; e.g. ${JSON.stringify(refusedDeliveries[0])}` : ''}`,
    });
    checks.unshift({
      name: 'zero errors in the purchase path',
      ok: errors.length === 0,
      detail: errors.slice(0, 3).join(' | ') || '0 errors',
    });

    const totals = journeys.map((j) => j.ms.total);
    const figures = {
      buyers: BUYERS,
      plans: {
        approved: buyers.filter((b) => b.plan === 'approved').length,
        rejectedThenApproved: buyers.filter((b) => b.plan === 'rejected-then-approved').length,
        rejected: buyers.filter((b) => b.plan === 'rejected').length,
      },
      withCoupon: buyers.filter((b) => b.coupon).length,
      providerRefusals: journeys.reduce((sum, j) => sum + j.providerRefusals, 0),
      approvedOrders: approved,
      webhooksDelivered: released.released,
      purchase: {
        seconds: Number(purchaseSeconds.toFixed(1)),
        throughputPerSecond: Number((BUYERS / purchaseSeconds).toFixed(1)),
        createOrderMs: {
          p50: Math.round(
            percentile(
              journeys.map((j) => j.ms.createOrder),
              50,
            ),
          ),
          p99: Math.round(
            percentile(
              journeys.map((j) => j.ms.createOrder),
              99,
            ),
          ),
        },
        payMs: {
          p50: Math.round(
            percentile(
              journeys.map((j) => j.ms.pay),
              50,
            ),
          ),
          p99: Math.round(
            percentile(
              journeys.map((j) => j.ms.pay),
              99,
            ),
          ),
        },
        journeyMs: { p50: Math.round(percentile(totals, 50)), p99: Math.round(percentile(totals, 99)) },
      },
      webhooks: { seconds: Number(webhookSeconds.toFixed(1)), perSecond: Number((released.released / webhookSeconds).toFixed(1)) },
      memoryMb: { before: memoryBefore, peak: memoryPeak },
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    };
    failed = checks.some((check) => !check.ok);

    const report = [
      '# Hardening figures',
      '',
      `Written by \`npm run load\` on ${new Date().toISOString()} (load average at the end: ${figures.loadAverage}, on a shared 2-core machine: read the counts, and the times as orders of magnitude).`,
      '',
      '## Purchases under load',
      '',
      `${BUYERS} buyers at once, each: createOrder (${figures.withCoupon} with a coupon) → pay at the Mercado Pago simulator ` +
        `(${figures.plans.approved} approved, ${figures.plans.rejectedThenApproved} rejected then approved on a second try, ${figures.plans.rejected} rejected). ` +
        `The simulator held all ${figures.webhooksDelivered} payment notifications, then delivered them in reverse order, each with ${DUPLICATES} extra copies.`,
      '',
      '| Figure | p50 | p99 |',
      '|---|---|---|',
      `| createOrder | ${figures.purchase.createOrderMs.p50} ms | ${figures.purchase.createOrderMs.p99} ms |`,
      `| Paying at the simulator | ${figures.purchase.payMs.p50} ms | ${figures.purchase.payMs.p99} ms |`,
      `| Whole journey | ${figures.purchase.journeyMs.p50} ms | ${figures.purchase.journeyMs.p99} ms |`,
      '',
      `- Throughput: ${figures.purchase.throughputPerSecond} purchases/s (${BUYERS} in ${figures.purchase.seconds} s); held notifications processed: ${figures.webhooks.perSecond}/s (${figures.webhooksDelivered}, with their copies, in ${figures.webhooks.seconds} s)`,
      `- Memory (the buyers' process, the stack's, DynamoDB Local's JVM and the simulator's): ${figures.memoryMb.before} MB before, ${figures.memoryMb.peak} MB peak`,
      `- Checkouts refused with \`PaymentProviderError\` (Mercado Pago not answering within the client's budget; the order is cancelled unpaid and the buyer tries again once, as the page invites): ${figures.providerRefusals}`,
      '',
      '| Check | Result | Detail |',
      '|---|---|---|',
      ...checks.map((check) => `| ${check.name} | ${check.ok ? 'holds' : '**FAILS**'} | ${check.detail} |`),
      '',
      '## Hostile input (test/local/hostile-input.test.ts, latest run in this checkout)',
      '',
      hostileFigures(),
      '',
      '## Faults in the payment path (test/unit/payment-faults.test.ts, latest run in this checkout)',
      '',
      faultFigures(),
      '',
    ].join('\n');
    writeFileSync(join('docs', 'hardening-figures.md'), report);
    console.log(report);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
