// The payment webhook under the conditions Mercado Pago produces: many concurrent duplicates,
// deliveries out of order, forged and old signatures. Whatever arrives, an order is approved
// once, grants one entitlement and counts its coupon once.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { arrangeCoupon, buyerWithAddress, couponUses, createOrder, inventoryOf, orderHistory, orderStatus } from '../support/buying';
import {
  payAtCheckout,
  postWebhook,
  releaseHeldWebhooks,
  setSimulatorSwitches,
  simulatorAccounts,
  simulatorPayments,
  webhooksSettled,
} from '../support/mercado-pago';

const stack = inject('stack');

async function storeSecret(): Promise<string> {
  return (await simulatorAccounts(stack)).find((account) => account.seller === 'STORE')!.webhookSecret;
}

afterEach(async () => {
  await setSimulatorSwitches(stack, { down: false, hold: false, duplicates: 0, delayMs: 0 });
  await releaseHeldWebhooks(stack, 'received');
  await webhooksSettled(stack);
});

describe('payment webhook', () => {
  it('approves once under 50 concurrent duplicate notifications: one entitlement, one coupon use, one e-mail', async () => {
    const buyer = await buyerWithAddress(stack);
    const coupon = await arrangeCoupon(stack, { maxUses: 5 });
    const order = await createOrder(stack, buyer, 'course-6', { couponCode: coupon.code });
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    const [payment] = await simulatorPayments(stack, order.id);
    const secret = await storeSecret();

    const statuses = await Promise.all(Array.from({ length: 50 }, () => postWebhook(stack, { paymentId: String(payment!.id), secret })));
    expect(statuses.every((status) => status === 200)).toBe(true);
    // And Mercado Pago's own copies, later.
    await setSimulatorSwitches(stack, { duplicates: 4 });
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);

    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect(await inventoryOf(stack, buyer)).toEqual([expect.objectContaining({ itemId: 'course-6', orderId: order.id })]);
    expect(await couponUses(stack, coupon.code)).toBe(1);
    expect((await orderHistory(stack, order.id)).map((change) => change.status)).toEqual(['CREATED', 'APPROVED']);
    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.filter((mail) => mail.subject.includes('fue aprobada'))).toHaveLength(1);
  });

  it('answers a redelivery of the same notification without changing anything', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-7');
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    const [payment] = await simulatorPayments(stack, order.id);
    const secret = await storeSecret();
    const requestId = 'same-delivery-1';
    const first = await postWebhook(stack, { paymentId: String(payment!.id), secret, requestId });
    const again = await postWebhook(stack, { paymentId: String(payment!.id), secret, requestId });
    expect([first, again]).toEqual([200, 200]);
    expect((await orderHistory(stack, order.id)).map((change) => change.status)).toEqual(['CREATED', 'APPROVED']);
  });

  it('keeps the approval when an earlier rejection arrives after it (out of order)', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-2');
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'rejected');
    await payAtCheckout(order.initPoint, 'approved');
    await releaseHeldWebhooks(stack, 'reverse');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    expect((await orderHistory(stack, order.id)).map((change) => change.status)).toEqual(['CREATED', 'APPROVED']);
  });

  it('applies a delayed notification when it finally arrives', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-1');
    await setSimulatorSwitches(stack, { delayMs: 1500 });
    await payAtCheckout(order.initPoint, 'approved');
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    await webhooksSettled(stack);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
  });

  it('refuses a forged signature and changes nothing; a genuine old one is a hint to re-read', async () => {
    const buyer = await buyerWithAddress(stack);
    const order = await createOrder(stack, buyer, 'course-4');
    await setSimulatorSwitches(stack, { hold: true });
    await payAtCheckout(order.initPoint, 'approved');
    const [payment] = await simulatorPayments(stack, order.id);
    const paymentId = String(payment!.id);
    const secret = await storeSecret();

    const forged = await postWebhook(stack, { paymentId, secret: 'not-the-sellers-secret' });
    const tampered = await postWebhook(stack, { paymentId, secret, signature: '0'.repeat(64) });
    const forgedOld = await postWebhook(stack, {
      paymentId,
      secret: 'not-the-sellers-secret',
      ts: String(Math.floor(Date.now() / 1000) - 600),
    });
    expect([forged, tampered, forgedOld]).toEqual([401, 401, 401]);
    expect(await orderStatus(stack, buyer, order.id)).toBe('CREATED');
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    expect((await orderHistory(stack, order.id)).map((change) => change.status)).toEqual(['CREATED']);

    // A genuine signature 10 minutes old (a retry, or a replay) only makes the store re-read.
    expect(await postWebhook(stack, { paymentId, secret, ts: String(Math.floor(Date.now() / 1000) - 600) })).toBe(200);
    expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
    // The simulator's own notifications arrive afterwards and change nothing.
    await releaseHeldWebhooks(stack, 'received');
    await webhooksSettled(stack);
    expect((await orderHistory(stack, order.id)).map((change) => change.status)).toEqual(['CREATED', 'APPROVED']);
  });

  it('ignores a validly signed notification for a payment that does not exist', async () => {
    const status = await postWebhook(stack, { paymentId: '999999999999', secret: await storeSecret() });
    expect(status).toBe(200);
  });
});
