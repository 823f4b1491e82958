// listMyInventory lists what is the person's: a purchase's entitlement, and a running planning a
// coach added by hand (a membership with no order), so /welcome greets a member added by e-mail.
// An ended or deactivated membership added by hand is not listed; another person's never is.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, storeDayStart, toStoreDate } from '../../functions/domain/store-clock';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm } from '../support/cognito-users';
import { as, inventoryOf } from '../support/buying';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';

const stack = inject('stack');
const today = () => toStoreDate(new Date());
const INVENTORY = `query { listMyInventory { itemId itemType name orderId acquiredAt } }`;

let admin: Caller;

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

async function addByEmail(email: string, planningId: string, startDate: string, endDate: string) {
  await adminCall(stack, admin, ADD_PLANNING_USER, {
    input: { planningId, email, firstName: 'Sol', lastName: 'Díaz', startDate, endDate },
  });
}

describe('a planning added by e-mail is in the inventory', () => {
  it('lists the running planning of a person added before she had an account, with no order', async () => {
    const email = `welcome-${randomUUID().slice(0, 8)}@example.com`;
    await addByEmail(email, 'planning-3', today(), addDays(today(), 111));
    // Ended before today: not hers to open any more, not listed.
    await addByEmail(email, 'planning-2', '2025-01-06', '2025-03-30');
    const person = await signUpAndConfirm(stack, { firstName: 'Sol', lastName: 'Díaz' }, email);

    const answer = await callGraphql(stack, as(person), INVENTORY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['listMyInventory']).toEqual([
      { itemId: 'planning-3', itemType: 'PLANNING', name: expect.any(String), orderId: null, acquiredAt: storeDayStart(today()) },
    ]);
  });

  it('lists a planning added to an existing account, and nobody else sees it', async () => {
    const [member, stranger] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack)]);
    await addByEmail(member.email, 'planning-4', today(), addDays(today(), 97));

    expect((await inventoryOf(stack, member)).map((entry) => [entry.itemId, entry.orderId])).toEqual([['planning-4', null]]);
    expect(await inventoryOf(stack, stranger)).toEqual([]);
  });
});
