// The store's suppression list, on the local stack (issue 36): the local mail stand-in's receiving
// server bounces a buyer's address, and reports it as SES's configuration set does (the Bounce
// event on the feedback queue). A hard bounce puts the address on the list: the next purchase
// e-mail is not sent, it is counted as suppressed, and the admin sees why on the order. A soft
// bounce suppresses nothing: once the inbox takes mail again, the next purchase e-mail arrives.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readMailbox, setBouncing } from '../../infra/local/mailbox';
import { queueDrained } from '../../infra/local/local-queue';
import type { StoredMail } from '../../functions/mail/mailbox-mailer';
import { signInAdmin } from '../support/cognito-users';
import { buyerWithAddress, createOrder } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { adminCall } from '../support/admin-api';
import type { Caller } from '../support/graphql-client';

const stack = inject('stack');
const ORDER_SUPPRESSION = `query($id: ID!) { getOrder(id: $id) { id buyerEmail buyerMailSuppression { reason since detail skippedEmails lastSkippedAt } } }`;

let admin: Caller;

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

/** A purchase paid and approved, with every e-mail it queued delivered or bounced and each bounce recorded. */
async function approvedPurchase(buyer: TestUser, itemId: string): Promise<{ id: string }> {
  const order = await createOrder(stack, buyer, itemId);
  await payAtCheckout(order.initPoint, 'approved');
  await webhooksSettled(stack);
  await queueDrained(stack.mailQueueDir);
  await queueDrained(stack.mailFeedbackQueueDir);
  return order;
}

/** The store's e-mails in the buyer's mailbox (Cognito's codes left out: they do not travel through the mail sender). */
const storeMailTo = async (buyer: TestUser): Promise<StoredMail[]> =>
  (await readMailbox(stack.mailboxDir, buyer.email)).filter((mail) => mail.code === undefined);

interface SuppressionView {
  reason: string;
  since: string;
  detail: string | null;
  skippedEmails: number;
  lastSkippedAt: string | null;
}
const suppressionOn = async (orderId: string): Promise<SuppressionView | null> =>
  ((await adminCall(stack, admin, ORDER_SUPPRESSION, { id: orderId })) as { buyerMailSuppression: SuppressionView | null })
    .buyerMailSuppression;

describe('a hard bounce', () => {
  it('suppresses the address: the next purchase e-mail is not sent, it is counted, and the admin sees why', async () => {
    const buyer = await buyerWithAddress(stack);
    await setBouncing(stack.mailboxDir, buyer.email, 'Permanent');
    const first = await approvedPurchase(buyer, 'course-1');
    expect(await storeMailTo(buyer)).toEqual([]);
    const suppressed = await suppressionOn(first.id);
    expect(suppressed).toMatchObject({ reason: 'HARD_BOUNCE', detail: 'smtp; 550 5.1.1 user unknown' });

    // The inbox would take mail again, but the store no longer writes to it.
    await setBouncing(stack.mailboxDir, buyer.email, null);
    const second = await approvedPurchase(buyer, 'course-2');
    expect(await storeMailTo(buyer)).toEqual([]);
    const after = await suppressionOn(second.id);
    expect(after).toMatchObject({ reason: 'HARD_BOUNCE', since: suppressed?.since });
    expect(after?.skippedEmails).toBeGreaterThan(suppressed?.skippedEmails ?? 0);
    expect(after?.lastSkippedAt).toEqual(expect.any(String));
  });
});

describe('a soft bounce', () => {
  it('suppresses nothing: once the inbox takes mail again, the next purchase e-mail arrives', async () => {
    const buyer = await buyerWithAddress(stack);
    await setBouncing(stack.mailboxDir, buyer.email, 'Transient');
    const first = await approvedPurchase(buyer, 'course-1');
    expect(await storeMailTo(buyer)).toEqual([]);
    expect(await suppressionOn(first.id)).toBeNull();

    await setBouncing(stack.mailboxDir, buyer.email, null);
    const second = await approvedPurchase(buyer, 'course-2');
    const delivered = await storeMailTo(buyer);
    // The first purchase's e-mail bounced: an approval in the mailbox is the second's.
    expect(delivered.some((mail) => mail.subject.includes('fue aprobada'))).toBe(true);
    expect(await suppressionOn(second.id)).toBeNull();
  });
});
