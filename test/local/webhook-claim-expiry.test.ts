// A webhook delivery whose run dies after its claim (decision 096): the payment webhook's process
// (the real composition, test/support/payment-process.ts) takes the delivery IN PROGRESS and is
// killed (SIGKILL) at its first call to Mercado Pago. Mercado Pago delivers the same notification
// again (same x-request-id and signature) to the stack's webhook: while the dead run's claim is in
// progress it is answered 500 (deliver again), never "duplicate"; once the in-progress expiry
// passed, the retry takes the delivery over and is applied: the order approved, one e-mail. A
// delivery after that is answered as a duplicate.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import { readDeliveredMail } from '../../infra/local/mailbox';
import {
  DEFAULT_SWITCHES,
  postSignedWebhook,
  setSimulatorSwitches,
  signedNotification,
  simulatorAccounts,
  simulatorPayments,
} from '../support/mercado-pago';
import { paidOrderNobodyApproved, paymentProcess } from '../support/payment-process';

const stack = inject('stack');
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
/** How long the dead run's claim stays in progress (the run that took it wrote it; AWS: 60 s). */
const IN_PROGRESS_SECONDS = 6;

afterEach(async () => {
  await setSimulatorSwitches(stack, DEFAULT_SWITCHES);
});

describe('a webhook whose handler dies after its claim', () => {
  it("is applied on Mercado Pago's retry once the claim's in-progress expiry passed, never answered duplicate", async () => {
    const dying = await paymentProcess(stack, 'mercado-pago', { IDEMPOTENCY_IN_PROGRESS_SECONDS: String(IN_PROGRESS_SECONDS) });
    const { buyer, order } = await paidOrderNobodyApproved(stack);
    const [payment] = await simulatorPayments(stack, order.id);
    const seller = (await createOrdersRepository(table).get(order.id))?.item.seller;
    const secret = (await simulatorAccounts(stack)).find((account) => account.seller === seller)?.webhookSecret ?? '';
    // One delivery: Mercado Pago's retries carry the same request id and the first attempt's ts.
    const delivery = { paymentId: String(payment?.id), secret, requestId: randomUUID(), ts: String(Math.floor(Date.now() / 1000)) };

    const ended = await dying.run(JSON.stringify(signedNotification(delivery)));
    expect(ended.signal, `the webhook's process was not killed: ${ended.output.join(' | ')}`).toBe('SIGKILL');
    expect((await createOrdersRepository(table).get(order.id))?.status).toBe('CREATED');

    // Mercado Pago delivers again until the store answers 2xx.
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await postSignedWebhook(stack, delivery);
      answers.push(answer);
      if (answer.status === 200) break;
      if (Date.now() > deadline) throw new Error(`still refused after ${answers.length} deliveries: ${JSON.stringify(answer)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The first retry found the dead run's claim in progress; the last one was applied.
    expect(answers[0]).toEqual({ status: 500, body: { error: 'in progress, try again' } });
    expect(answers.slice(0, -1).every((answer) => answer.status === 500 && answer.body['error'] === 'in progress, try again')).toBe(true);
    expect(answers.at(-1)).toEqual({ status: 200, body: { orderId: order.id, status: 'APPROVED' } });
    expect(answers.some((answer) => answer.body['duplicate'])).toBe(false);

    // Done once: a later delivery of it is a duplicate; one approval e-mail.
    expect(await postSignedWebhook(stack, delivery)).toEqual({ status: 200, body: { duplicate: true } });
    const mails = (await readDeliveredMail(stack, buyer.email)).filter((mail) => mail.subject.includes('fue aprobada'));
    expect(mails).toHaveLength(1);
  });
});
