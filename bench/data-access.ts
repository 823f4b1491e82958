// DynamoDB calls and consumed capacity per store operation, measured through the local API as a
// client calls it, with the recorder on the handlers' DynamoDB client. Run once on the small
// dataset and once on the large one, so the table shows what grows with table size.
import { randomUUID } from 'node:crypto';
import { tableContext } from '../functions/composition/table';
import { createOrdersRepository } from '../functions/data/orders-repository';
import { createPaymentSweepRepository } from '../functions/data/payment-sweep-repository';
import { handler as runPaymentSweep } from '../functions/handlers/payment-sweep';
import type { BenchStack } from './bench-stack';
import { newPayingUser, postGraphql } from './bench-stack';
import {
  payAtCheckout,
  postWebhook,
  releaseHeldWebhooks,
  setSimulatorSwitches,
  simulatorAccounts,
  simulatorPayments,
  webhooksSettled,
} from '../test/support/mercado-pago';
import { MEMBER_PLANNING } from './datasets';
import type { RecordedCall } from './dynamo-recorder';
import {
  OPERATIONS,
  paymentWebhookFunction,
  unavailableReason,
  type Caller,
  type GraphqlRequest,
  type OperationContext,
  type OperationId,
} from './operations';

export interface CallSummary {
  calls: number;
  /** Calls per DynamoDB command, e.g. { QueryCommand: 1 }. */
  commands: Record<string, number>;
  readUnits: number;
  writeUnits: number;
  returned: number;
  scanned: number;
  scans: number;
  failedCalls: number;
}

export interface OperationResult {
  id: OperationId;
  label: string;
  status: 'measured' | 'unavailable' | 'failed';
  note: string | null;
  /** GraphQL requests the client sends (AppSync bills each). */
  appsyncRequests: number;
  /** Lambda invocations behind them (one per root field resolved by a function). */
  lambdaInvocations: number;
  dynamo: CallSummary | null;
  /** Bytes of the API's answers (AppSync data transfer). */
  responseBytes: number;
  /** Median time of the whole operation on the local stack, sequential and warm (ms). */
  medianMs: number | null;
}

export interface DatasetResult {
  name: 'small' | 'large';
  catalogueItems: number;
  ordersInTable: number;
  operations: OperationResult[];
}

function summarise(calls: RecordedCall[]): CallSummary {
  const commands: Record<string, number> = {};
  for (const call of calls) commands[call.command] = (commands[call.command] ?? 0) + 1;
  const sum = (pick: (call: RecordedCall) => number) => calls.reduce((total, call) => total + pick(call), 0);
  return {
    calls: calls.length,
    commands,
    readUnits: sum((call) => call.readUnits),
    writeUnits: sum((call) => call.writeUnits),
    returned: sum((call) => call.returned),
    scanned: sum((call) => call.scanned),
    scans: calls.filter((call) => call.command === 'ScanCommand').length,
    failedCalls: calls.filter((call) => call.failed).length,
  };
}

export function callerCredentials(bench: BenchStack, caller: Caller): { apiKey: string } | { token: string } {
  if (caller === 'visitor') return { apiKey: bench.info.apiKey };
  if (caller === 'admin') return { token: bench.admin.accessToken };
  return { token: caller === 'buyer' ? bench.buyer.accessToken : bench.purchaser.accessToken };
}

export async function runRequests(bench: BenchStack, requests: GraphqlRequest[]): Promise<{ bytes: number; error: string | null }> {
  let bytes = 0;
  for (const request of requests) {
    const answer = await postGraphql(bench.info, callerCredentials(bench, request.caller), request.query, request.variables);
    bytes += answer.bytes;
    if (answer.errors?.length) {
      const first = answer.errors[0];
      return { bytes, error: `${first?.errorType ?? 'Error'}: ${first?.message ?? ''}` };
    }
  }
  return { bytes, error: null };
}

/** The course and its free topic the operations use, read from the seed through the API. */
export async function operationContext(bench: BenchStack): Promise<OperationContext> {
  const courseId = 'course-1';
  const program = await postGraphql(
    bench.info,
    { apiKey: bench.info.apiKey },
    'query($itemId: ID!) { listLessonUnits(itemId: $itemId) { topics { id isPublic } } }',
    { itemId: courseId },
  );
  const units = (program.data?.['listLessonUnits'] ?? []) as { topics: { id: string; isPublic: boolean }[] }[];
  const publicTopic = units.flatMap((unit) => unit.topics).find((topic) => topic.isPublic);
  if (!publicTopic) throw new Error(`no public topic in ${courseId}: ${JSON.stringify(program.errors ?? [])}`);
  return {
    courseId,
    publicTopicId: publicTopic.id,
    orderItemId: 'course-2',
    memberPlanningId: MEMBER_PLANNING,
    newIdempotencyKey: () => randomUUID(),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const TIMING_RUNS = 9;

async function measureGraphqlOperation(
  bench: BenchStack,
  context: OperationContext,
  operation: (typeof OPERATIONS)[number],
): Promise<OperationResult> {
  const base = { id: operation.id, label: operation.label };
  const reason = unavailableReason(operation, context);
  if (reason) {
    return {
      ...base,
      status: 'unavailable',
      note: reason,
      appsyncRequests: 0,
      lambdaInvocations: 0,
      dynamo: null,
      responseBytes: 0,
      medianMs: null,
    };
  }
  const requests = operation.requests(context);
  // A first call warms the handler's container (module state, connections) as on a warm Lambda.
  await runRequests(bench, operation.requests(context));
  bench.recorder.take();
  bench.recorder.resume();
  const measured = await runRequests(bench, requests);
  bench.recorder.pause();
  const calls = bench.recorder.take();
  const times: number[] = [];
  for (let run = 0; run < (operation.writes ? 3 : TIMING_RUNS); run += 1) {
    const started = performance.now();
    await runRequests(bench, operation.requests(context));
    times.push(performance.now() - started);
  }
  return {
    ...base,
    status: measured.error ? 'failed' : 'measured',
    note: measured.error,
    appsyncRequests: requests.length,
    lambdaInvocations: requests.length,
    dynamo: summarise(calls),
    responseBytes: measured.bytes,
    medianMs: median(times),
  };
}

/**
 * One payment notification as Mercado Pago sends it after an approved payment: a new order is
 * placed and paid at the simulator's checkout with the simulator's own webhooks held back, then
 * the signed notification is posted to the webhook function once, recorded. The held copies are
 * released (unrecorded) afterwards, so nothing is left in flight for the next measurement.
 */
async function measureWebhook(bench: BenchStack, context: OperationContext): Promise<OperationResult> {
  const base = { id: 'webhook' as const, label: 'Webhook de pago aprobado (Mercado Pago)' };
  const none = { appsyncRequests: 0, lambdaInvocations: 0, dynamo: null, responseBytes: 0, medianMs: null };
  const webhook = paymentWebhookFunction();
  if (!webhook) return { ...base, ...none, status: 'unavailable', note: 'not available yet (no webhook function in the resolver map)' };
  const createOrder = OPERATIONS.find((operation) => operation.id === 'createOrder');
  const orderReason = createOrder ? unavailableReason(createOrder, context) : 'no createOrder operation';
  if (orderReason) return { ...base, ...none, status: 'unavailable', note: `needs a paid order: createOrder ${orderReason}` };

  // A buyer of its own: once approved, the item is theirs, and the purchaser must stay able to buy it.
  const payer = await newPayingUser(bench.info);
  const placed = await postGraphql(bench.info, { token: payer.accessToken }, createOrder?.requests(context)[0]?.query ?? '', {
    input: { itemId: context.orderItemId, idempotencyKey: context.newIdempotencyKey() },
  });
  const created = placed.data?.['createOrder'] as { initPoint?: string; order?: { id: string } } | undefined;
  if (!created?.initPoint || !created.order) {
    return {
      ...base,
      ...none,
      status: 'failed',
      note: `could not place an order to pay: ${placed.errors?.[0]?.message ?? 'no initPoint'}`,
    };
  }
  await setSimulatorSwitches(bench.info, { hold: true });
  try {
    await payAtCheckout(created.initPoint, 'approved');
    const [payment] = await simulatorPayments(bench.info, created.order.id);
    const secret = (await simulatorAccounts(bench.info)).find((account) => account.seller === 'STORE')?.webhookSecret;
    if (!payment || !secret) return { ...base, ...none, status: 'failed', note: 'the simulator has no payment or no STORE secret' };
    bench.recorder.take();
    bench.recorder.resume();
    const started = performance.now();
    const status = await postWebhook(bench.info, { paymentId: String(payment.id), secret });
    const elapsed = performance.now() - started;
    bench.recorder.pause();
    const calls = bench.recorder.take();
    return {
      ...base,
      status: status === 200 ? 'measured' : 'failed',
      note: status === 200 ? 'one delivery of a new approval (seller: STORE)' : `webhook answered ${status}`,
      appsyncRequests: 0,
      lambdaInvocations: 1,
      dynamo: summarise(calls),
      responseBytes: 0,
      medianMs: elapsed,
    };
  } finally {
    bench.recorder.pause();
    await setSimulatorSwitches(bench.info, { hold: false });
    await releaseHeldWebhooks(bench.info, 'received');
    await webhooksSettled(bench.info);
    bench.recorder.take();
  }
}

/** Open orders one measured run of the payment sweep checks; its figures are per order. */
const SWEEP_ORDERS = 10;

/** A summary divided among `count` orders, to two decimals (the sweep's one Query is shared). */
function perOrder(summary: CallSummary, count: number): CallSummary {
  const share = (value: number) => Math.round((value / count) * 100) / 100;
  return {
    calls: share(summary.calls),
    commands: Object.fromEntries(Object.entries(summary.commands).map(([name, calls]) => [name, share(calls)])),
    readUnits: share(summary.readUnits),
    writeUnits: share(summary.writeUnits),
    returned: share(summary.returned),
    scanned: share(summary.scanned),
    scans: summary.scans,
    failedCalls: summary.failedCalls,
  };
}

/**
 * The scheduled payment sweep (the function EventBridge Scheduler invokes), per pending order.
 * SWEEP_ORDERS new orders, each by a buyer of its own: `paid` ones are paid at the simulator with
 * every webhook lost (the store still has them CREATED, Mercado Pago has them approved), the
 * others are left unpaid. Once they are due (the bench stack looks 1 s after creation and its
 * timer never fires: the bench runs the sweep itself), other open orders (left by the createOrder
 * and webhook measurements) are moved to later, so the one recorded run checks exactly these; its
 * one Query reads only the due entries (GSI1 by due time), so the parked ones cost nothing, as
 * orders waiting for a later check would not on AWS.
 * Paid orders must all end APPROVED by that run, unpaid ones must stay open (and then leave the
 * sweep, see below).
 */
async function measureSweep(bench: BenchStack, context: OperationContext, paid: boolean): Promise<OperationResult> {
  const base = paid
    ? { id: 'paymentSweep' as const, label: `Revisión de pagos: orden pagada sin webhook → aprobada (por orden, ${SWEEP_ORDERS} órdenes)` }
    : {
        id: 'paymentSweepOpen' as const,
        label: `Revisión de pagos: orden sin pagar → revisada más tarde (por orden, ${SWEEP_ORDERS} órdenes)`,
      };
  const none = { appsyncRequests: 0, lambdaInvocations: 0, dynamo: null, responseBytes: 0, medianMs: null };
  const createOrder = OPERATIONS.find((operation) => operation.id === 'createOrder');
  const orderReason = createOrder ? unavailableReason(createOrder, context) : 'no createOrder operation';
  if (orderReason) return { ...base, ...none, status: 'unavailable', note: `needs open orders: createOrder ${orderReason}` };
  const orders = createOrdersRepository(tableContext());
  const sweepQueue = createPaymentSweepRepository(tableContext());

  let placed: string[] = [];
  if (paid) await setSimulatorSwitches(bench.info, { lose: true });
  try {
    // Sign-ups five at a time: the local Cognito's triggers fail under a larger burst on a busy machine.
    const payers = [];
    while (payers.length < SWEEP_ORDERS) {
      const batch = Math.min(5, SWEEP_ORDERS - payers.length);
      payers.push(...(await Promise.all(Array.from({ length: batch }, () => newPayingUser(bench.info)))));
    }
    placed = await Promise.all(
      payers.map(async (payer) => {
        const answer = await postGraphql(bench.info, { token: payer.accessToken }, createOrder?.requests(context)[0]?.query ?? '', {
          input: { itemId: context.orderItemId, idempotencyKey: context.newIdempotencyKey() },
        });
        const created = answer.data?.['createOrder'] as { initPoint?: string; order?: { id: string } } | undefined;
        if (!created?.initPoint || !created.order)
          throw new Error(`could not place an order: ${answer.errors?.[0]?.message ?? 'no initPoint'}`);
        if (paid) await payAtCheckout(created.initPoint, 'approved');
        return created.order.id;
      }),
    );
    const ours = new Set(placed);

    // Wait until every one of them is due (state, not a fixed sleep), then park the others.
    const deadline = Date.now() + 60_000;
    let due = await sweepQueue.listDue(new Date().toISOString());
    while (placed.some((id) => !due.some((entry) => entry.orderId === id))) {
      if (Date.now() > deadline) throw new Error('the new orders never became due for the sweep');
      await new Promise((done) => setTimeout(done, 250));
      due = await sweepQueue.listDue(new Date().toISOString());
    }
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (const entry of due.filter((candidate) => !ours.has(candidate.orderId)))
      await sweepQueue.reschedule(entry.orderId, later, entry.checks);

    bench.recorder.take();
    bench.recorder.resume();
    const started = performance.now();
    const report = await runPaymentSweep();
    const elapsed = performance.now() - started;
    bench.recorder.pause();
    const calls = bench.recorder.take();

    const statuses = await Promise.all(placed.map(async (id) => (await orders.get(id))?.status));
    const expected = paid ? 'APPROVED' : 'CREATED';
    const wrong = statuses.filter((status) => status !== expected).length;
    const problem =
      report.checked !== SWEEP_ORDERS || report.failed > 0
        ? `the sweep checked ${report.checked} of ${SWEEP_ORDERS} orders (${report.failed} failed)`
        : wrong > 0
          ? `${wrong} of ${SWEEP_ORDERS} orders are not ${expected} after the sweep`
          : null;
    return {
      ...base,
      status: problem ? 'failed' : 'measured',
      note: problem ?? `one run: ${report.due} due, ${report.approved} approved, ${report.stillOpen} still open`,
      appsyncRequests: 0,
      lambdaInvocations: 1,
      dynamo: perOrder(summarise(calls), SWEEP_ORDERS),
      responseBytes: 0,
      medianMs: elapsed / SWEEP_ORDERS,
    };
  } finally {
    bench.recorder.pause();
    bench.recorder.take();
    if (paid) await setSimulatorSwitches(bench.info, { lose: false });
    // The bench's own unpaid orders leave the sweep, so the next dataset's run reads the same
    // open-orders partition (its size is the Query's cost, not the table's).
    else for (const id of placed) await sweepQueue.leave(id);
  }
}

export async function measureDataAccess(
  bench: BenchStack,
  context: OperationContext,
  dataset: Omit<DatasetResult, 'operations'>,
): Promise<DatasetResult> {
  const operations: OperationResult[] = [];
  for (const operation of OPERATIONS) operations.push(await measureGraphqlOperation(bench, context, operation));
  operations.push(await measureWebhook(bench, context));
  operations.push(await measureSweep(bench, context, true));
  operations.push(await measureSweep(bench, context, false));
  return { ...dataset, operations };
}
