// The Botón de baja (Disposición 954/2025) on the local stack: a planning member ends her
// membership without signing in (order number + e-mail) or signed in; it ends at once, the
// tracking code is shown and e-mailed, the store is told, a second request answers the same code,
// and the admin lists it. A course has nothing to end; a wrong e-mail learns nothing.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { as, buyerWithAddress, planningMembership } from '../support/buying';
import { given, then } from '../support/steps';
import { adminCall } from '../support/admin-api';

const stack = inject('stack');
const CANCEL = `mutation($input: ServiceCancellationInput!) {
  requestServiceCancellation(input: $input) { trackingCode orderId orderCode itemName createdAt } }`;
const LIST_CANCELLATIONS = `query { listServiceCancellations { trackingCode orderId orderCode email itemName createdAt } }`;

let admin: Caller;
const visitor = (): Caller => ({ apiKey: stack.apiKey });

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

async function bought(itemId: string): Promise<{ buyer: TestUser; orderId: string; orderCode: string }> {
  const purchase = await given.aPaidPurchase(stack, itemId);
  await then.theOrderIs(stack, purchase, 'APPROVED');
  return { buyer: purchase.buyer, orderId: purchase.order.id, orderCode: purchase.order.code };
}

describe('Botón de baja', () => {
  it('a visitor ends a planning at once with the order number and e-mail: code shown and e-mailed, the store told, once', async () => {
    const { buyer, orderId, orderCode } = await bought('planning-2');
    expect((await planningMembership(stack, 'planning-2', buyer))?.status).toBe('ACTIVE');

    const answer = await callGraphql(stack, visitor(), CANCEL, { input: { orderId: orderCode, email: buyer.email.toUpperCase() } });
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data?.['requestServiceCancellation'];
    expect(receipt).toMatchObject({ orderId, orderCode, trackingCode: expect.stringMatching(/^BAJ-/) });
    expect((await planningMembership(stack, 'planning-2', buyer))?.status).toBe('INACTIVE');

    const mails = await readDeliveredMail(stack, buyer.email);
    const mail = mails.find((message) => message.subject.includes(receipt.trackingCode));
    expect(mail?.text).toContain(orderCode);
    expect(mail?.text).toContain('no se renuevan solas');

    const again = await callGraphql(stack, visitor(), CANCEL, { input: { orderId, email: buyer.email } });
    expect(again.data?.['requestServiceCancellation']).toEqual(receipt);
    const after = await readDeliveredMail(stack, buyer.email);
    expect(after.filter((message) => message.subject.includes(receipt.trackingCode))).toHaveLength(1);

    const listed = await adminCall(stack, admin, LIST_CANCELLATIONS);
    expect(listed.filter((row: { orderId: string }) => row.orderId === orderId)).toEqual([
      expect.objectContaining({ trackingCode: receipt.trackingCode, email: buyer.email }),
    ]);
  });

  it('a signed-in member ends her own planning without typing the e-mail', async () => {
    const { buyer, orderId } = await bought('planning-3');
    const answer = await callGraphql(stack, as(buyer), CANCEL, { input: { orderId } });
    expect(answer.data?.['requestServiceCancellation']?.trackingCode).toMatch(/^BAJ-/);
    expect((await planningMembership(stack, 'planning-3', buyer))?.status).toBe('INACTIVE');
  });

  it('a course has nothing to end: a Spanish answer pointing to the regret button, nothing registered', async () => {
    const { buyer, orderId } = await bought('course-2');
    const answer = await callGraphql(stack, visitor(), CANCEL, { input: { orderId, email: buyer.email } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(answer.errors?.[0]?.message).toContain('Botón de arrepentimiento');
    const listed = await adminCall(stack, admin, LIST_CANCELLATIONS);
    expect(listed.some((row: { orderId: string }) => row.orderId === orderId)).toBe(false);
  });

  it("answers a wrong e-mail exactly like a missing order, and another buyer's order like a missing one", async () => {
    const { buyer, orderId } = await bought('planning-4');
    const wrong = await callGraphql(stack, visitor(), CANCEL, { input: { orderId, email: 'otra@example.com' } });
    const missing = await callGraphql(stack, visitor(), CANCEL, { input: { orderId: 'no-existe', email: 'otra@example.com' } });
    expect(wrong.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    expect(wrong.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    const stranger = await buyerWithAddress(stack);
    const foreign = await callGraphql(stack, as(stranger), CANCEL, { input: { orderId } });
    expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect((await planningMembership(stack, 'planning-4', buyer))?.status).toBe('ACTIVE');
  });
});
