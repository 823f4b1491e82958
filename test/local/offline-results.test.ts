// A result logged offline reaches the server once, whatever the resends: the same idempotency key
// (per member) → the same result and one write, sequentially or concurrently; the key with other
// values is refused; a malformed key is refused; two members' keys never meet. A resend answers
// the present: after an edit the edited result, after a delete AlreadyDeleted ("ya borrado"),
// nothing written again.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as } from '../support/buying';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { DELETE_RESULT, LOG_RESULT, MY_PLANNING_RESULTS, UPDATE_RESULT } from '../support/plannings-api';

const stack = inject('stack');
const today = () => toStoreDate(new Date());
/** Day 1, session 1 of planning-5's first week, as seeded. */
const sessionId = 's-p5-w1-d1-1';

let admin: Caller;
let member: TestUser;
let other: TestUser;

const results = async (user: TestUser): Promise<{ id: string; rpe: number | null }[]> => {
  const answer = await callGraphql(stack, as(user), MY_PLANNING_RESULTS, { planningId: 'planning-5' });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['myPlanningResults'];
};

const log = (user: TestUser, values: Record<string, unknown>) =>
  callGraphql(stack, as(user), LOG_RESULT, { input: { planningId: 'planning-5', weekNumber: 1, sessionId, ...values } });

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
  [member, other] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack)]);
  for (const user of [member, other]) {
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: {
        planningId: 'planning-5',
        email: user.email,
        firstName: 'Ana',
        lastName: 'Pérez',
        startDate: today(),
        endDate: addDays(today(), 83),
      },
    });
  }
});

describe('a result sent again with its idempotency key', () => {
  it('is written once when sent twice: the resend gets the stored result', async () => {
    const idempotencyKey = randomUUID();
    const first = await log(member, { rpe: 8, notes: 'Sin conexión en el box', idempotencyKey });
    const second = await log(member, { rpe: 8, notes: 'Sin conexión en el box', idempotencyKey });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data?.['logSessionResult']).toEqual(first.data?.['logSessionResult']);
    expect((await results(member)).map((result) => result.id)).toEqual([first.data?.['logSessionResult'].id]);
  });

  it('is written once when six copies arrive at the same time', async () => {
    const before = (await results(member)).length;
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => log(member, { rpe: 7, idempotencyKey })));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const ids = new Set(answers.map((answer) => answer.data?.['logSessionResult'].id));
    expect(ids.size).toBe(1);
    const after = await results(member);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((result) => ids.has(result.id))).toHaveLength(1);
  });

  it('refuses the same key with other values (Conflict) and writes nothing', async () => {
    const idempotencyKey = randomUUID();
    expect((await log(member, { rpe: 6, idempotencyKey })).errors).toBeUndefined();
    const before = (await results(member)).length;
    const changed = await log(member, { rpe: 9, idempotencyKey });
    expect(changed.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect(changed.errors?.[0]?.message).toContain('ya se guardó');
    expect(await results(member)).toHaveLength(before);
  });

  it('answers a resend after an edit with the edited result, not the one first sent', async () => {
    const idempotencyKey = randomUUID();
    const first = await log(member, { rpe: 8, notes: 'Primera versión', idempotencyKey });
    expect(first.errors).toBeUndefined();
    const resultId = first.data?.['logSessionResult'].id;
    const edited = await callGraphql(stack, as(member), UPDATE_RESULT, {
      input: { planningId: 'planning-5', sessionId, resultId, rpe: 6, notes: 'Corregido' },
    });
    expect(edited.errors).toBeUndefined();
    const before = (await results(member)).length;
    const resent = await log(member, { rpe: 8, notes: 'Primera versión', idempotencyKey });
    expect(resent.errors).toBeUndefined();
    expect(resent.data?.['logSessionResult']).toEqual(edited.data?.['updateSessionResult']);
    expect(resent.data?.['logSessionResult']).toMatchObject({ id: resultId, rpe: 6, notes: 'Corregido' });
    expect(await results(member)).toHaveLength(before);
  });

  it('answers a resend after a delete with AlreadyDeleted ("ya borrado") and writes nothing again', async () => {
    const idempotencyKey = randomUUID();
    const first = await log(member, { rpe: 7, notes: 'Para borrar', idempotencyKey });
    expect(first.errors).toBeUndefined();
    const resultId = first.data?.['logSessionResult'].id;
    const deleted = await callGraphql(stack, as(member), DELETE_RESULT, { planningId: 'planning-5', sessionId, resultId });
    expect(deleted.errors).toBeUndefined();
    const before = await results(member);
    const resent = await log(member, { rpe: 7, notes: 'Para borrar', idempotencyKey });
    expect(resent.data?.['logSessionResult'] ?? null).toBeNull();
    expect(resent.errors?.[0]).toMatchObject({ errorType: 'AlreadyDeleted' });
    expect(resent.errors?.[0]?.message).toContain('ya borrado');
    expect(await results(member)).toEqual(before);
    expect(before.map((result) => result.id)).not.toContain(resultId);
  });

  it('refuses a malformed key with a Spanish message and writes nothing', async () => {
    const before = (await results(member)).length;
    const answer = await log(member, { rpe: 6, idempotencyKey: 'no-es-una-clave' });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('La clave del resultado no es válida');
    expect(await results(member)).toHaveLength(before);
  });

  it("keeps keys per member: another member's result with the same key is her own", async () => {
    const idempotencyKey = randomUUID();
    const mine = await log(member, { rpe: 5, idempotencyKey });
    const hers = await log(other, { rpe: 5, idempotencyKey });
    expect(hers.errors).toBeUndefined();
    expect(hers.data?.['logSessionResult'].id).not.toBe(mine.data?.['logSessionResult'].id);
    expect((await results(other)).map((result) => result.id)).toEqual([hers.data?.['logSessionResult'].id]);
  });
});
