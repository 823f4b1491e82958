// The buyer's legal right to revoke (Botón de arrepentimiento) and the admin's refunds, on the
// local stack: a visitor revokes with the order number and e-mail and gets a tracking code at
// once (shown and e-mailed), outside 10 days gets the contact route instead; the admin lists the
// requests and refunds in one action (Mercado Pago refund, order cancelled with its history,
// access revoked, buyer e-mailed); an admin refund from the order detail is idempotent, also when
// pressed twice at the same moment.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { as, buyerWithAddress, createOrder, inventoryOf, orderStatus } from '../support/buying';
import { payAtCheckout, simulatorPayments, webhooksSettled } from '../support/mercado-pago';
import { adminCall } from '../support/admin-api';
import { reverseAtMercadoPago, runPaymentChanges } from '../support/payment-changes';
import { formatMoney } from '../../functions/domain/money';

const stack = inject('stack');
const REGRET = `mutation($input: RegretRequestInput!) { requestPurchaseRegret(input: $input) { trackingCode orderId createdAt refundAmount } }`;
const LIST_REGRETS = `query { listRegretRequests { trackingCode orderId email itemName amount refundAmount status createdAt refundedAt } }`;
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { id status statusReason
  payments { id state refund { reason note } } statusHistory { status reason note } } }`;

const TOPIC_VIDEO = `query($itemId: ID!, $topicId: ID!) { getTopicContent(itemId: $itemId, topicId: $topicId) {
  videoUrl videoExpiresAt stream { expiresAt } } }`;

let admin: Caller;
const visitor = (): Caller => ({ apiKey: stack.apiKey });

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

async function boughtCourse(itemId: string): Promise<{ buyer: TestUser; orderId: string; orderCode: string; amount: number }> {
  const buyer = await buyerWithAddress(stack);
  const order = await createOrder(stack, buyer, itemId);
  await payAtCheckout(order.initPoint, 'approved');
  await webhooksSettled(stack);
  expect(await orderStatus(stack, buyer, order.id)).toBe('APPROVED');
  return { buyer, orderId: order.id, orderCode: order.code, amount: order.amount };
}

async function backdateOrder(orderId: string, days: number): Promise<void> {
  await createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }).send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: { PK: `ORDER#${orderId}`, SK: 'ORDER' },
      UpdateExpression: 'SET createdAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - days * 86_400_000).toISOString() },
    }),
  );
}

describe('Botón de arrepentimiento', () => {
  it('a visitor revokes within 10 days with the order number and e-mail: tracking code shown and e-mailed, once', async () => {
    const { buyer, orderId, orderCode } = await boughtCourse('course-1');
    await backdateOrder(orderId, 9);
    const answer = await callGraphql(stack, visitor(), REGRET, { input: { orderId, email: buyer.email.toUpperCase() } });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data?.['requestPurchaseRegret'];
    expect(receipt).toMatchObject({ orderId, trackingCode: expect.stringMatching(/^ARR-/) });

    const mails = await readDeliveredMail(stack, buyer.email);
    expect(mails.find((mail) => mail.subject.includes(receipt.trackingCode))?.text).toContain(orderCode);
    // Asking again answers the same request.
    const again = await callGraphql(stack, visitor(), REGRET, { input: { orderId, email: buyer.email } });
    expect(again.data?.['requestPurchaseRegret']?.trackingCode).toBe(receipt.trackingCode);

    const requests = await adminCall(stack, admin, LIST_REGRETS);
    expect(requests.filter((request: { orderId: string }) => request.orderId === orderId)).toEqual([
      expect.objectContaining({ trackingCode: receipt.trackingCode, email: buyer.email, status: 'PENDING' }),
    ]);

    // The admin refunds it in one action.
    const refunded = await adminCall(stack, admin, REFUND, {
      input: { orderId, reason: 'Arrepentimiento dentro del plazo', regretTrackingCode: receipt.trackingCode },
    });
    expect(refunded).toMatchObject({ status: 'REFUNDED', statusReason: 'REGRET' });
    expect(refunded.statusHistory.map((change: { status: string }) => change.status)).toEqual(
      expect.arrayContaining(['CREATED', 'APPROVED', 'REFUNDED']),
    );
    expect((await simulatorPayments(stack, orderId)).map((payment) => payment.status)).toEqual(['refunded']);
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    expect((await adminCall(stack, admin, LIST_REGRETS)).find((request: { orderId: string }) => request.orderId === orderId)).toMatchObject(
      {
        status: 'REFUNDED',
        refundedAt: expect.any(String),
      },
    );
    const after = await readDeliveredMail(stack, buyer.email);
    expect(after.some((mail) => mail.subject.startsWith('Reembolsamos tu compra'))).toBe(true);
  });

  it('answers a wrong e-mail exactly like a missing order, and asks visitors for the e-mail', async () => {
    const { orderId } = await boughtCourse('course-2');
    const wrong = await callGraphql(stack, visitor(), REGRET, { input: { orderId, email: 'otra@example.com' } });
    const missing = await callGraphql(stack, visitor(), REGRET, { input: { orderId: 'no-existe', email: 'otra@example.com' } });
    expect(wrong.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    expect(wrong.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    const noEmail = await callGraphql(stack, visitor(), REGRET, { input: { orderId } });
    expect(noEmail.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
  });

  it('a signed-in buyer revokes one of her orders without typing the e-mail', async () => {
    const { buyer, orderId } = await boughtCourse('course-3');
    const answer = await callGraphql(stack, as(buyer), REGRET, { input: { orderId } });
    expect(answer.data?.['requestPurchaseRegret']?.trackingCode).toMatch(/^ARR-/);
  });

  it('outside 10 days: a clear Spanish answer with the contact route, nothing registered', async () => {
    const { buyer, orderId } = await boughtCourse('course-4');
    await backdateOrder(orderId, 11);
    const answer = await callGraphql(stack, visitor(), REGRET, { input: { orderId, email: buyer.email } });
    expect(answer.errors?.[0]?.errorType).toBe('Conflict');
    expect(answer.errors?.[0]?.message).toContain('Pasaron más de 10 días');
    expect(answer.errors?.[0]?.message).toContain('/contact');
    expect((await adminCall(stack, admin, LIST_REGRETS)).some((request: { orderId: string }) => request.orderId === orderId)).toBe(false);
  });
});

describe('a revocation after a partial refund (issue 42, item 6)', () => {
  it('states what is left everywhere: the receipt, both e-mails, the admin list, the refund and its e-mail', async () => {
    const { buyer, orderId, amount } = await boughtCourse('course-6');
    const [payment] = await simulatorPayments(stack, orderId);
    await reverseAtMercadoPago(stack, payment!.id, 'partial_refund', { amount: 5000 });
    await webhooksSettled(stack);
    await runPaymentChanges(stack);
    const left = amount - 5000;

    const answer = await callGraphql(stack, as(buyer), REGRET, { input: { orderId } });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data?.['requestPurchaseRegret'];
    expect(receipt.refundAmount).toBe(left);
    const received = (await readDeliveredMail(stack, buyer.email)).find((mail) => mail.subject.includes(receipt.trackingCode));
    expect(received?.text).toContain(`Vamos a reembolsarte ${formatMoney(left)} por Mercado Pago`);
    expect(received?.text).not.toContain('el total');
    const toStore = (await readDeliveredMail(stack)).find((mail) => mail.subject.startsWith(`Arrepentimiento ${receipt.trackingCode}`));
    expect(toStore?.text).toContain(`A reembolsar: ${formatMoney(left)}`);

    const listed = (await adminCall(stack, admin, LIST_REGRETS)).find((request: { orderId: string }) => request.orderId === orderId);
    expect(listed).toMatchObject({ amount, refundAmount: left, status: 'PENDING' });

    await adminCall(stack, admin, REFUND, { input: { orderId, reason: 'Arrepentimiento', regretTrackingCode: receipt.trackingCode } });
    await webhooksSettled(stack);
    const [refunded] = await simulatorPayments(stack, orderId);
    expect(refunded?.status).toBe('refunded');
    expect(refunded?.refunds.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([5000, left].sort((a, b) => a - b));
    const refundMail = (await readDeliveredMail(stack, buyer.email)).find((mail) => mail.subject.startsWith('Reembolsamos tu compra'));
    expect(refundMail?.subject).toContain(`te devolvimos ${formatMoney(left)}`);
    expect(refundMail?.text).toContain(`Antes ya te habíamos devuelto ${formatMoney(5000)}`);
    expect(refundMail?.text).not.toContain(`(${formatMoney(amount)})`);
    expect((await adminCall(stack, admin, LIST_REGRETS)).find((request: { orderId: string }) => request.orderId === orderId)).toMatchObject(
      {
        status: 'REFUNDED',
        refundAmount: 0,
      },
    );
  });
});

describe('admin refunds', () => {
  it('refunds from the order detail with a reason: access revoked, history kept, pressing twice refunds once', async () => {
    const { buyer, orderId } = await boughtCourse('course-5');
    const first = await adminCall(stack, admin, REFUND, { input: { orderId, reason: 'El curso no era lo que esperaba' } });
    expect(first).toMatchObject({ status: 'REFUNDED', statusReason: 'ADMIN' });
    expect(first.payments).toEqual([
      expect.objectContaining({ state: 'REFUNDED', refund: { reason: 'ADMIN', note: 'El curso no era lo que esperaba' } }),
    ]);
    expect(first.statusHistory.some((change: { note: string | null }) => change.note === 'El curso no era lo que esperaba')).toBe(true);
    expect(await inventoryOf(stack, buyer)).toEqual([]);

    const second = await adminCall(stack, admin, REFUND, { input: { orderId, reason: 'El curso no era lo que esperaba' } });
    expect(second).toMatchObject({ status: 'REFUNDED' });
    const [payment] = await simulatorPayments(stack, orderId);
    expect(payment?.refunds).toHaveLength(1);
  });

  it('ends video access within minutes of a refund: short-lived addresses and cookies, and their renewal refused', async () => {
    const { buyer, orderId } = await boughtCourse('course-5');
    const lesson = { itemId: 'course-5', topicId: 'course-5-t02' };
    const before = await callGraphql(stack, as(buyer), TOPIC_VIDEO, lesson);
    expect(before.errors).toBeUndefined();
    const granted = before.data?.['getTopicContent'];
    const readAt = Date.now();
    // The MP4 address and the stream's cookies both live 5 minutes at most (a shared address, too).
    expect(granted.videoUrl).toContain('X-Amz-Expires=300');
    expect(Date.parse(granted.videoExpiresAt) - readAt).toBeLessThanOrEqual(300_000);
    expect(Date.parse(granted.stream.expiresAt) - readAt).toBeLessThanOrEqual(300_000);
    expect((await fetch(granted.videoUrl, { headers: { range: 'bytes=0-15' } })).status).toBe(206);

    await adminCall(stack, admin, REFUND, { input: { orderId, reason: 'Pidió la devolución' } });
    // The player renews before they end: the renewal after the refund is refused, no address.
    const renewed = await callGraphql(stack, as(buyer), TOPIC_VIDEO, lesson);
    expect(renewed.data?.['getTopicContent'] ?? null).toBeNull();
    expect(renewed.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Comprá el curso para ver esta clase.' });
    expect(JSON.stringify(renewed)).not.toContain('X-Amz-Signature');
  });

  it('two refunds pressed at the same moment: one refund at Mercado Pago, one move to refunded, access revoked once', async () => {
    const { buyer, orderId } = await boughtCourse('course-7');
    const input = { orderId, reason: 'Pedido por teléfono' };
    const answers = await Promise.all([callGraphql(stack, admin, REFUND, { input }), callGraphql(stack, admin, REFUND, { input })]);
    for (const answer of answers) {
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data?.['refundOrder']).toMatchObject({ status: 'REFUNDED', statusReason: 'ADMIN' });
    }
    await webhooksSettled(stack);
    const [payment, ...others] = await simulatorPayments(stack, orderId);
    expect(others).toEqual([]);
    expect(payment?.status).toBe('refunded');
    expect(payment?.refunds).toHaveLength(1);
    const detail = await adminCall(stack, admin, REFUND, { input });
    expect(detail.statusHistory.filter((change: { status: string }) => change.status === 'REFUNDED')).toHaveLength(1);
    expect(detail.payments).toEqual([
      expect.objectContaining({ state: 'REFUNDED', refund: { reason: 'ADMIN', note: 'Pedido por teléfono' } }),
    ]);
    expect(await inventoryOf(stack, buyer)).toEqual([]);
    const refundMails = (await readDeliveredMail(stack, buyer.email)).filter((mail) => mail.subject.startsWith('Reembolsamos tu compra'));
    expect(refundMails).toHaveLength(1);
  });

  it('is refused to buyers and visitors, and needs a reason', async () => {
    const { buyer, orderId } = await boughtCourse('course-6');
    const asBuyer = await callGraphql(stack, as(buyer), REFUND, { input: { orderId, reason: 'quiero mi plata' } });
    expect(asBuyer.errors?.[0]?.errorType).toBe('Unauthorized');
    const asVisitor = await callGraphql(stack, visitor(), REFUND, { input: { orderId, reason: 'quiero mi plata' } });
    expect(asVisitor.errors?.[0]?.errorType).toBe('Unauthorized');
    const noReason = await callGraphql(stack, admin, REFUND, { input: { orderId, reason: ' ' } });
    expect(noReason.errors?.[0]?.errorType).toBe('ValidationError');
    expect(await orderStatus(stack, buyer, orderId)).toBe('APPROVED');
  });
});
