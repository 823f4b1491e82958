// A payment function's process, on its own, for the outbox's local test: it waits for an order id
// on stdin, then reconciles that order with Mercado Pago as the payment sweep does (the real
// composition, functions/composition/payments.ts, on the test stack's DynamoDB and simulator).
// Its mail queue is a socket that, at the first byte of the approval e-mail's SendMessage, kills
// this process (SIGKILL): the approval has committed, the e-mail has not left. With
// MAIL_QUEUE=refused, the queue's address refuses connections instead (the send fails hard) and
// the process ends normally. Settings come as JSON in APPROVAL_ENV.
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

const env = JSON.parse(process.env['APPROVAL_ENV'] ?? '{}') as Record<string, string>;

async function queueAddress(): Promise<string> {
  if (process.env['MAIL_QUEUE'] === 'refused') {
    // A port that was free a moment ago and is closed now: connections are refused.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as AddressInfo;
    await new Promise((done) => probe.close(done));
    return `http://127.0.0.1:${port}`;
  }
  const killer = createServer((socket) => socket.once('data', () => process.kill(process.pid, 'SIGKILL')));
  await new Promise<void>((done) => killer.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(killer.address() as AddressInfo).port}`;
}

const queue = await queueAddress();
Object.assign(process.env, env, { MAIL_QUEUE_URL: `${queue}/000000000000/mail`, MAIL_QUEUE_ENDPOINT: queue });
const { paymentsParts } = await import('../../functions/composition/payments');
const { tableContext } = await import('../../functions/composition/table');
const parts = paymentsParts(tableContext(), 'reconciliation');
process.stdout.write('ready\n');

const lines = createInterface({ input: process.stdin });
for await (const orderId of lines) {
  const order = await parts.orders.get(orderId.trim());
  if (!order) throw new Error(`no order ${orderId}`);
  const after = await parts.reconciliation.reconcile(order);
  process.stdout.write(`${JSON.stringify({ status: after.status })}\n`);
  process.exit(0);
}
