// The coach reads a subscribed member as she reads a buyer (decision 162), through the API with real
// tokens and the stack's Mercado Pago simulator: a member who holds the planning by subscription
// (subscribed, authorized, first charge cleared) gives a check-in, logs a 72,5 kg set, comments on it
// and signs a form-check upload, as a buyer does; her coach reads her check-ins, records, results,
// progress, thread, comments and form check. Every coach read of one member follows the planning
// access's one rule (her standing: bought, added or subscribed): someone who never was a member is
// NotFound, a member asking for them Unauthorized; once the subscription is cancelled and its paid
// period over, the coach still reads her history, as a lapsed buyer's, and she no longer writes.
// Waits on state.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECK_IN_CONSENT_VERSION } from '../../functions/domain/check-in';
import { toStoreDate } from '../../functions/domain/store-clock';
import { adminCall } from '../support/admin-api';
import { as, buyerWithAddress, subOf } from '../support/buying';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { ADD_RESULT_COMMENT, CREATE_FORM_CHECK_UPLOAD, FORM_CHECK, PLANNING_THREAD, RESULT_COMMENTS } from '../support/coaching-api';
import { callGraphql, type Caller } from '../support/graphql-client';
import {
  GIVE_CHECK_IN_CONSENT,
  LOG_RESULT,
  MEMBER_CHECK_INS,
  MEMBER_LIFT_RECORDS,
  MEMBER_PROGRESS,
  MEMBER_RESULTS,
  SAVE_CHECK_IN,
  SAVE_WEEK,
  sessionWithLift,
} from '../support/plannings-api';
import {
  aRunningSubscription,
  moveSubscriptionBack,
  MY_SUBSCRIPTIONS,
  REQUEST_SUBSCRIPTION_CANCELLATION,
  runSubscriptionChanges,
  type RunningSubscription,
} from '../support/subscriptions-api';

const stack = inject('stack');
const NOT_A_MEMBER = 'Esa persona no es miembro de esta planificación.';

interface Records {
  liftId: string;
  repMaxes: { reps: number; kg: number }[];
}

/** The coach's reads of one member, by field: the member page's four and the thread. */
const COACH_READS: [string, string][] = [
  ['memberCheckIns', MEMBER_CHECK_INS],
  ['memberLiftRecords', MEMBER_LIFT_RECORDS],
  ['memberResults', MEMBER_RESULTS],
  ['memberProgress', MEMBER_PROGRESS],
  ['planningThread', PLANNING_THREAD],
];

describe('the coach reads a subscribed member as a bought one', () => {
  let admin: Caller;
  let member: TestUser;
  let stranger: TestUser;
  let running: RunningSubscription;
  const today = toStoreDate(new Date());
  const named = () => ({ planningId: running.planningId, userId: subOf(member) });
  let ref: { planningId: string; sessionId: string; resultId: string };
  const refOf = (user: TestUser) => ({ ...ref, userId: subOf(user) });

  beforeAll(async () => {
    const [adminUser, buyer, nonMember] = await Promise.all([signInAdmin(stack), buyerWithAddress(stack), signUpAndConfirm(stack)]);
    admin = { token: adminUser.accessToken };
    member = buyer;
    stranger = nonMember;
    running = await aRunningSubscription(stack, admin, as(member));
    const saved = await callGraphql(stack, admin, SAVE_WEEK, {
      input: {
        planningId: running.planningId,
        weekNumber: 1,
        title: 'Base de fuerza',
        days: [
          {
            dayNumber: 1,
            title: 'Día 1',
            sessions: [
              {
                title: 'Sentadilla',
                blocks: [{ title: 'Fuerza', text: '3 × 3', prescription: { sets: 3, reps: '3', percent: 80, lift: 'BACK_SQUAT' } }],
              },
            ],
          },
        ],
        expectedVersion: null,
      },
    });
    expect(saved.errors).toBeUndefined();
    // Her own work, as a subscriber: a check-in (with her consent) and a logged 3 × 3 up to 72,5 kg.
    expect((await callGraphql(stack, as(member), GIVE_CHECK_IN_CONSENT, { version: CHECK_IN_CONSENT_VERSION })).errors).toBeUndefined();
    const checkIn = await callGraphql(stack, as(member), SAVE_CHECK_IN, { input: { day: today, sleep: 4, energy: 3, bodyWeightKg: 61.5 } });
    expect(checkIn.errors).toBeUndefined();
    const { sessionId, blockId } = await sessionWithLift(stack, member, running.planningId, 'BACK_SQUAT');
    const logged = await callGraphql(stack, as(member), LOG_RESULT, {
      input: {
        planningId: running.planningId,
        weekNumber: 1,
        sessionId,
        lifts: [
          {
            blockId,
            sets: [
              { reps: 3, kg: 70 },
              { reps: 3, kg: 72.5 },
            ],
          },
        ],
        rpe: 8,
        idempotencyKey: randomUUID(),
      },
    });
    expect(logged.errors).toBeUndefined();
    ref = { planningId: running.planningId, sessionId, resultId: (logged.data?.['logSessionResult'] as { id: string }).id };
  });

  it('lets the subscriber comment on her result and sign a form-check upload, as a buyer does', async () => {
    const comment = await callGraphql(stack, as(member), ADD_RESULT_COMMENT, { result: ref, text: 'La última serie costó' });
    expect(comment.errors).toBeUndefined();
    const upload = await callGraphql(stack, as(member), CREATE_FORM_CHECK_UPLOAD, {
      result: ref,
      contentType: 'video/mp4',
      sizeBytes: 1000,
    });
    expect(upload.errors).toBeUndefined();
    expect(upload.data?.['createFormCheckUpload']).toMatchObject({ contentType: 'video/mp4' });
  });

  const coachSeesHerWork = async () => {
    const checkIns = await adminCall<{ day: string; bodyWeightKg: number | null }[]>(stack, admin, MEMBER_CHECK_INS, named());
    expect(checkIns).toMatchObject([{ day: today, bodyWeightKg: 61.5 }]);
    const records = await adminCall<Records[]>(stack, admin, MEMBER_LIFT_RECORDS, named());
    expect(records.find((lift) => lift.liftId === 'BACK_SQUAT')?.repMaxes).toContainEqual(expect.objectContaining({ reps: 3, kg: 72.5 }));
    const results = await adminCall<{ lifts: { sets: { kg: number }[] }[] }[]>(stack, admin, MEMBER_RESULTS, named());
    expect(results.map((result) => result.lifts.flatMap((lift) => lift.sets.map((set) => set.kg)))).toEqual([[70, 72.5]]);
    const progress = await adminCall<{ weeks: { weekNumber: number; doneSessions: number }[] }>(stack, admin, MEMBER_PROGRESS, named());
    expect(progress.weeks[0]).toMatchObject({ weekNumber: 1, doneSessions: 1 });
    expect(await adminCall(stack, admin, PLANNING_THREAD, named())).toMatchObject({ userId: subOf(member) });
    const comments = await adminCall<{ text: string }[]>(stack, admin, RESULT_COMMENTS, { result: refOf(member) });
    expect(comments.map((comment) => comment.text)).toEqual(['La última serie costó']);
    const formCheck = await callGraphql(stack, admin, FORM_CHECK, { result: refOf(member) });
    expect(formCheck.errors).toBeUndefined();
  };

  it('gives the coach the subscriber’s check-ins, her 72,5 kg 3RM, her results, progress and thread', async () => {
    await coachSeesHerWork();
  });

  it.each(COACH_READS)('answers %s NotFound for someone who never was a member', async (_name, query) => {
    const answer = await callGraphql(stack, admin, query, { planningId: running.planningId, userId: subOf(stranger) });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: NOT_A_MEMBER });
  });

  it.each([
    ['resultComments', RESULT_COMMENTS],
    ['formCheck', FORM_CHECK],
  ])('answers %s NotFound for a result named as someone who never was a member', async (_name, query) => {
    const answer = await callGraphql(stack, admin, query, { result: refOf(stranger) });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: NOT_A_MEMBER });
  });

  it.each(COACH_READS.slice(0, 4))('refuses %s to the member herself and to another user (Unauthorized)', async (name, query) => {
    for (const caller of [as(member), as(stranger)]) {
      const answer = await callGraphql(stack, caller, query, named());
      expect(answer.data?.[name] ?? null).toBeNull();
      expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
    }
  });

  it('keeps her history readable to the coach once the subscription is cancelled and its paid period is over, as a lapsed buyer’s', async () => {
    const baja = await callGraphql(stack, as(member), REQUEST_SUBSCRIPTION_CANCELLATION, { input: { planningId: running.planningId } });
    expect(baja.errors).toBeUndefined();
    const statusOf = async () =>
      ((await callGraphql(stack, as(member), MY_SUBSCRIPTIONS)).data?.['mySubscriptions'] as { id: string; status: string }[]).find(
        (row) => row.id === running.id,
      )?.status;
    while ((await statusOf()) !== 'CANCELLED') await runSubscriptionChanges(stack);
    await coachSeesHerWork();
    await moveSubscriptionBack(stack, running.id, 40);
    expect(await statusOf()).toBe('ENDED');
    // Ended: the week is refused to her (subscription-access.test.ts), and so are her comments and
    // videos, as a lapsed buyer's; her coach still reads it all.
    await coachSeesHerWork();
    const comment = await callGraphql(stack, as(member), ADD_RESULT_COMMENT, { result: ref, text: 'Sigo por acá' });
    expect(comment.errors?.[0]?.errorType).toBe('Unauthorized');
    const upload = await callGraphql(stack, as(member), CREATE_FORM_CHECK_UPLOAD, {
      result: ref,
      contentType: 'video/mp4',
      sizeBytes: 1000,
    });
    expect(upload.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
