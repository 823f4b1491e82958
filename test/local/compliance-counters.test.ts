// The coach's compliance counters stay exact when a member corrects her log: they are written in
// the result's own transaction, and so are their corrections. One member of planning-5 (from
// today) logs today's session twice, edits one result, deletes both, logs it again: after each
// step her counter record holds exactly the sessions done per day and her newest result.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createCoachingRepository, type MemberCounters } from '../../functions/data/coaching-repository';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as, subOf } from '../support/buying';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { DELETE_RESULT, LOG_RESULT, UPDATE_RESULT } from '../support/plannings-api';
import { COACH_PLANNING_VIEW } from '../support/coaching-api';

const stack = inject('stack');
const PLANNING = 'planning-5';
/** Week 1, day 1: today for a membership that starts today. */
const SESSION = 's-p5-w1-d1-1';

let admin: Caller;
let member: TestUser;
const today = () => toStoreDate(new Date());

const coaching = () =>
  createCoachingRepository({ doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName });

async function counters(): Promise<Omit<MemberCounters, 'userId'> | undefined> {
  const mine = (await coaching().countersByPlanning(PLANNING)).find((record) => record.userId === subOf(member));
  if (!mine) return undefined;
  const { userId: _userId, ...rest } = mine;
  return rest;
}

async function log(timeSeconds: number): Promise<{ id: string; loggedAt: string; sessionTitle: string }> {
  const answer = await callGraphql(stack, as(member), LOG_RESULT, {
    input: { planningId: PLANNING, weekNumber: 1, sessionId: SESSION, timeSeconds, idempotencyKey: randomUUID() },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['logSessionResult'];
}

async function remove(resultId: string, sessionDone: boolean) {
  const answer = await callGraphql(stack, as(member), DELETE_RESULT, { planningId: PLANNING, sessionId: SESSION, resultId });
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.['deleteSessionResult']).toMatchObject({ id: resultId, sessionDone });
}

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
  member = await signUpAndConfirm(stack, { firstName: 'Eva', lastName: 'Contadores' });
  await adminCall(stack, admin, ADD_PLANNING_USER, {
    input: {
      planningId: PLANNING,
      email: member.email,
      firstName: 'Eva',
      lastName: 'Contadores',
      startDate: today(),
      endDate: addDays(today(), 83),
    },
  });
});

describe("a member's compliance counters through log, edit, delete and log again", () => {
  it('stay exact at every step', async () => {
    const first = await log(1100);
    const second = await log(1050);
    expect(await counters()).toEqual({
      done: { [today()]: [SESSION] },
      lastSessionAt: second.loggedAt,
      lastSessionTitle: second.sessionTitle,
    });

    // An edit changes what was measured, not which session or when: the counters are unchanged.
    const edited = await callGraphql(stack, as(member), UPDATE_RESULT, {
      input: { planningId: PLANNING, sessionId: SESSION, resultId: second.id, timeSeconds: 1040 },
    });
    expect(edited.errors).toBeUndefined();
    expect(await counters()).toEqual({
      done: { [today()]: [SESSION] },
      lastSessionAt: second.loggedAt,
      lastSessionTitle: second.sessionTitle,
    });

    // The newest result deleted: the session is still done (the first result), the last session is the first.
    await remove(second.id, true);
    expect(await counters()).toEqual({
      done: { [today()]: [SESSION] },
      lastSessionAt: first.loggedAt,
      lastSessionTitle: first.sessionTitle,
    });

    // The session's last result deleted: no session done, no last session.
    await remove(first.id, false);
    expect(await counters()).toEqual({ done: {}, lastSessionAt: null, lastSessionTitle: null });
    const view = await adminCall(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING });
    expect(view.members.find((row: { userId: string }) => row.userId === subOf(member))).toMatchObject({ lastSessionAt: null });

    // Logged again: counted once more, exactly.
    const again = await log(1000);
    expect(await counters()).toEqual({
      done: { [today()]: [SESSION] },
      lastSessionAt: again.loggedAt,
      lastSessionTitle: again.sessionTitle,
    });
    const after = await adminCall(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING });
    expect(after.members.find((row: { userId: string }) => row.userId === subOf(member))).toMatchObject({
      compliance7: 100,
      lastSessionAt: again.loggedAt,
    });
  });
});
