// The outbox on the local stack: a purchase e-mail is written with the approval, in its
// transaction, and sent exactly once whatever happens between the commit and the send.
// - The payment function's process is killed (SIGKILL) at the approval e-mail's send, after the
//   approval committed: the order is approved and no e-mail left. The outbox worker (the same
//   handler EventBridge Scheduler runs, through the local scheduler) takes the entry once the dead
//   process's lease ended and sends it: one e-mail; more runs send nothing more.
// - The mail queue refuses the send (the first attempt fails hard): the entry is due again after
//   its retry wait, and the worker's run sends it once.
// The process runs the real composition (test/support/payment-process.ts) against this stack's
// DynamoDB and simulator, with the simulator losing every webhook so nothing else approves.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import { createOutboxRepository } from '../../functions/data/outbox';
import { orderEffectId } from '../../functions/domain/effects';
import type { OutboxRunReport } from '../../functions/services/outbox/outbox-worker';
import { localSchedulePath } from '../../infra/local/local-scheduler';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { DEFAULT_SWITCHES, setSimulatorSwitches } from '../support/mercado-pago';
import { paidOrderNobodyApproved, paymentProcess } from '../support/payment-process';

const stack = inject('stack');
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
const LEASE_SECONDS = 2;

afterEach(async () => {
  await setSimulatorSwitches(stack, DEFAULT_SWITCHES);
});

async function approvalProcess(mailQueue: 'kills' | 'refused') {
  return paymentProcess(stack, mailQueue === 'kills' ? 'mail-queue' : 'none-refused', {
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    OUTBOX_RETRY_FIRST_SECONDS: '1',
  });
}

async function runOutboxWorker(): Promise<OutboxRunReport> {
  const origin = new URL(stack.payments?.webhookUrl ?? '').origin;
  const response = await fetch(`${origin}${localSchedulePath('outboxWorker')}`, { method: 'POST' });
  const body = await response.text();
  if (!response.ok) throw new Error(`outbox worker answered ${response.status}: ${body}`);
  return JSON.parse(body) as OutboxRunReport;
}

const approvalMails = async (email: string) =>
  (await readDeliveredMail(stack, email)).filter((mail) => mail.subject.includes('fue aprobada'));

/** Runs the worker until the entry is carried out (the lease or the retry wait must end first). */
async function runUntilDone(effectId: string): Promise<void> {
  const outbox = createOutboxRepository(table);
  let runs = 0;
  const deadline = Date.now() + 60_000;
  for (;;) {
    await runOutboxWorker();
    runs += 1;
    if ((await outbox.get(effectId))?.status === 'DONE') return;
    if (Date.now() > deadline) throw new Error(`effect ${effectId} still not carried out after ${runs} runs`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the outbox: a purchase e-mail survives a crash between the commit and the send', () => {
  it('a process killed after the approval committed: the worker sends the e-mail once', async () => {
    const process = await approvalProcess('kills');
    const { buyer, order } = await paidOrderNobodyApproved(stack);

    const ended = await process.run(order.id);
    expect(ended.signal, `the process was not killed: ${ended.output.join(' | ')}`).toBe('SIGKILL');

    // Committed: approved, with the e-mail owed on the outbox, taken by the dead process; not sent.
    const approved = await createOrdersRepository(table).get(order.id);
    expect(approved?.status).toBe('APPROVED');
    // The approval's move owes the e-mail: its id is the order and the version the move wrote.
    const effectId = orderEffectId(order.id, approved?.version ?? 0, 'purchase-approved-mail');
    expect(await createOutboxRepository(table).get(effectId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await approvalMails(buyer.email)).toEqual([]);

    // The worker's reports count every entry of the shared stack (other files' e-mails too), so
    // "once" is read from this entry and this buyer's mailbox, not from the runs' totals.
    await runUntilDone(effectId);
    const mails = await approvalMails(buyer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Tu compra del curso "${approved?.item.name ?? ''}" fue aprobada`]);

    // Carried out: later runs find nothing of it, and no second e-mail goes.
    await runOutboxWorker();
    await runOutboxWorker();
    expect(await createOutboxRepository(table).get(effectId)).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(await approvalMails(buyer.email)).toHaveLength(1);
  });

  it('a send that fails hard is tried again by the worker and arrives once', async () => {
    const process = await approvalProcess('refused');
    const { buyer, order } = await paidOrderNobodyApproved(stack);

    const ended = await process.run(order.id);
    expect(ended.code).toBe(0);
    expect(ended.output.at(-1)).toBe(JSON.stringify({ status: 'APPROVED' }));
    const approved = await createOrdersRepository(table).get(order.id);
    const effectId = orderEffectId(order.id, approved?.version ?? 0, 'purchase-approved-mail');
    const owed = await createOutboxRepository(table).get(effectId);
    expect(owed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(owed?.lastError).toBeTruthy();

    await runUntilDone(effectId);
    await runOutboxWorker();
    expect(await approvalMails(buyer.email)).toHaveLength(1);
  });
});
