// The admin's planning users through the API: someone who paid outside the store is added by
// e-mail (to her account when she has one), listed by planning and status, extended and
// deactivated; bad input writes nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm } from '../support/cognito-users';
import { subOf } from '../support/buying';
import { ADD_PLANNING_USER, DEACTIVATE_PLANNING_USER, EXTEND_PLANNING_USER, LIST_PLANNING_USERS, adminCall } from '../support/admin-api';

const stack = inject('stack');

let admin: Caller;
beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

const person = (overrides: Record<string, unknown> = {}) => ({
  planningId: 'planning-2',
  email: `Fuera-${randomUUID().slice(0, 8)}@Example.com`,
  firstName: 'Lucía',
  lastName: 'Gómez',
  phone: '+54 9 11 5555-0000',
  startDate: '2026-11-01',
  endDate: '2099-12-31',
  ...overrides,
});

type Member = { planningId: string; userId: string; email: string; status: string; endDate: string; source: string };
const list = (variables: Record<string, unknown> = {}) => adminCall<Member[]>(stack, admin, LIST_PLANNING_USERS, variables);

describe('adding a planning user by hand', () => {
  it('adds someone without an account under an id derived from her e-mail, active', async () => {
    const input = person();
    const added = await adminCall<Member>(stack, admin, ADD_PLANNING_USER, { input });
    const email = input.email.toLowerCase();
    expect(added).toMatchObject({ userId: `email:${email}`, email, status: 'ACTIVE', source: 'MANUAL', orderId: null });
    expect((await list({ planningId: 'planning-2' })).map((m) => m.email)).toContain(email);
    expect((await list({ planningId: 'planning-1' })).map((m) => m.email)).not.toContain(email);
  });

  it('adds a person with an account under her account, so the store recognises her', async () => {
    const account = await signUpAndConfirm(stack);
    const added = await adminCall<Member>(stack, admin, ADD_PLANNING_USER, { input: person({ email: account.email.toUpperCase() }) });
    expect(added.userId).toBe(subOf(account));
  });

  it('refuses a second membership while the first still runs', async () => {
    const input = person();
    await adminCall(stack, admin, ADD_PLANNING_USER, { input });
    const again = await callGraphql(stack, admin, ADD_PLANNING_USER, { input: { ...input, endDate: '2100-01-31' } });
    expect(again.errors?.[0]?.errorType).toBe('Conflict');
    const stored = (await list({ planningId: 'planning-2' })).find((m) => m.email === input.email.toLowerCase());
    expect(stored?.endDate).toBe('2099-12-31');
  });

  it.each([
    ['an end before the start', { endDate: '2026-10-01' }, 'posterior'],
    ['a phone that is too long', { phone: '1'.repeat(31) }, 'teléfono'],
    ['a missing name', { firstName: '  ' }, 'nombre'],
    ['a course instead of a planning', { planningId: 'course-1' }, 'planificación'],
  ])('refuses %s and writes nothing', async (_case, overrides, fragment) => {
    const input = person(overrides);
    const answer = await callGraphql(stack, admin, ADD_PLANNING_USER, { input });
    expect(answer.errors?.[0]?.message).toContain(fragment);
    const everyone = await list();
    expect(everyone.map((m) => m.email)).not.toContain(String(input.email).toLowerCase());
  });
});

describe('a planning user over time', () => {
  it('shows EXPIRED after the end date, extends, filters by status and deactivates', async () => {
    const input = person({ planningId: 'planning-3', startDate: '2025-01-01', endDate: '2025-06-30' });
    const added = await adminCall<Member>(stack, admin, ADD_PLANNING_USER, { input });
    expect(added.status).toBe('EXPIRED');
    const expired = await list({ planningId: 'planning-3', status: 'EXPIRED' });
    expect(expired.map((m) => m.userId)).toContain(added.userId);
    expect((await list({ planningId: 'planning-3', status: 'ACTIVE' })).map((m) => m.userId)).not.toContain(added.userId);

    const badExtension = await callGraphql(stack, admin, EXTEND_PLANNING_USER, {
      planningId: 'planning-3',
      userId: added.userId,
      endDate: '2024-12-31',
    });
    expect(badExtension.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });

    const extended = await adminCall<Member>(stack, admin, EXTEND_PLANNING_USER, {
      planningId: 'planning-3',
      userId: added.userId,
      endDate: '2099-01-31',
    });
    expect(extended).toMatchObject({ status: 'ACTIVE', endDate: '2099-01-31' });
    expect((await list({ status: 'ACTIVE' })).map((m) => m.userId)).toContain(added.userId);

    const deactivated = await adminCall<Member>(stack, admin, DEACTIVATE_PLANNING_USER, { planningId: 'planning-3', userId: added.userId });
    expect(deactivated.status).toBe('INACTIVE');
    expect((await list({ planningId: 'planning-3', status: 'INACTIVE' })).map((m) => m.userId)).toContain(added.userId);
    expect((await list({ planningId: 'planning-3', status: 'ACTIVE' })).map((m) => m.userId)).not.toContain(added.userId);

    // Once deactivated, she can be added again.
    const readded = await adminCall<Member>(stack, admin, ADD_PLANNING_USER, { input: { ...input, endDate: '2099-06-30' } });
    expect(readded.status).toBe('ACTIVE');
  });

  it('answers NotFound for someone who is not in the planning', async () => {
    const answer = await callGraphql(stack, admin, DEACTIVATE_PLANNING_USER, {
      planningId: 'planning-3',
      userId: 'email:nadie@example.com',
    });
    expect(answer.errors?.[0]?.errorType).toBe('NotFound');
  });
});
