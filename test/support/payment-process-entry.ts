// The payment function process of test/support/payment-process.ts, on its own, for the local tests of what survives a crash: the
// real composition (functions/composition/payments.ts) on the test stack's DynamoDB and
// simulator, with one address replaced by a socket that kills this process (SIGKILL) at the first
// byte it receives. Settings come as JSON in APPROVAL_ENV; what to do comes on stdin, one line:
// - KILL_AT=mail-queue (default), an order id: reconciles that order with Mercado Pago as the
//   sweep does; the approval commits and the process dies at its e-mail's SendMessage.
//   KILL_AT=none-refused: the mail queue refuses connections instead (the send fails hard).
// - KILL_AT=mercado-pago, a notification as JSON ({ headers, query, body }): handles it as the
//   payment webhook does; the process dies at the first call to Mercado Pago, after its claim.
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

const env = JSON.parse(process.env['APPROVAL_ENV'] ?? '{}') as Record<string, string>;
const killAt = process.env['KILL_AT'] ?? 'mail-queue';

/** An address whose first byte received kills this process. */
async function killer(): Promise<string> {
  const server = createServer((socket) => socket.once('data', () => process.kill(process.pid, 'SIGKILL')));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port that was free a moment ago and is closed now: connections are refused. */
async function refused(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return `http://127.0.0.1:${port}`;
}

Object.assign(process.env, env);
if (killAt === 'mercado-pago') {
  process.env['MERCADO_PAGO_API_URL'] = await killer();
} else {
  const queue = killAt === 'none-refused' ? await refused() : await killer();
  Object.assign(process.env, { MAIL_QUEUE_URL: `${queue}/000000000000/mail`, MAIL_QUEUE_ENDPOINT: queue });
}
const { paymentsParts } = await import('../../functions/composition/payments');
const { tableContext } = await import('../../functions/composition/table');
const parts = paymentsParts(tableContext(), killAt === 'mercado-pago' ? 'webhook' : 'reconciliation');
process.stdout.write('ready\n');

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (killAt === 'mercado-pago') {
    const outcome = await parts.notifications(JSON.parse(line) as Parameters<typeof parts.notifications>[0]);
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
  } else {
    const order = await parts.orders.get(line.trim());
    if (!order) throw new Error(`no order ${line}`);
    const after = await parts.reconciliation.reconcile(order);
    process.stdout.write(`${JSON.stringify({ status: after.status })}\n`);
  }
  process.exit(0);
}
