// Plannings delivered, through the API with real tokens: a buyer of planning-5 chooses a start and
// trains (week, today's session, results, 1RM and loads); every new operation against a visitor,
// a user without the planning, a member of another planning, an expired member, the member and
// an admin; results private between two members; bad input refused with nothing written; the
// coach's edits reaching members; a person added by e-mail linked when she signs up.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { loadFromPercent } from '../../functions/domain/plan-weeks';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as, buyerWithAddress, createOrder, subOf } from '../support/buying';
import { payAtCheckout, webhooksSettled } from '../support/mercado-pago';
import { ADD_PLANNING_USER, LIST_PLANNING_USERS, adminCall } from '../support/admin-api';
import { given } from '../support/steps';
import type { SessionResultInput } from '../../functions/generated/graphql';
import {
  ADMIN_PROGRAMME,
  CHOOSE_START,
  COPY_WEEK,
  LOG_RESULT,
  MEMBER_RESULTS,
  MOVE_WEEK,
  MY_LIFT_MAXES,
  MY_PLANNING_RESULTS,
  MY_PLANNINGS,
  MY_SESSION_RESULTS,
  PLANNING_WEEK,
  PROGRAMME_VIDEO_UPLOAD,
  SAVE_WEEK,
  SET_LIFT_MAX,
  listStoredMembers,
  moveMembership,
  storedMembership,
} from '../support/plannings-api';

const stack = inject('stack');
const today = () => toStoreDate(new Date());

type Week = {
  planningId: string;
  weekNumber: number;
  title: string;
  version: number;
  days: { dayNumber: number; title: string | null; date?: string; sessions: { id: string; title: string; blocks: Block[] }[] }[];
};
type Block = {
  id: string;
  title: string;
  text: string;
  prescription: { percent: number | null; lift: string | null; loadKg?: number | null } | null;
};
type WeekView = {
  weekNumber: number;
  releasedWeeks: number;
  isPreview: boolean;
  doneSessionIds: string[];
  week: Week | null;
  planning: { currentWeek: number | null };
};

// Every test arranges the people it needs (nothing one test writes is read by another); the
// admin's session is only read.
let admin: Caller;
/** Day 1, session 1 of planning-5's first week, as seeded. */
const firstSessionId = 's-p5-w1-d1-1';

const week = async (caller: Caller, planningId = 'planning-5', weekNumber?: number) =>
  callGraphql<{ planningWeek: WeekView }>(stack, caller, PLANNING_WEEK, { planningId, weekNumber });

/** A new buyer of planning-5, paid through Mercado Pago's simulator, with the start still to choose. */
const aBuyerOfPlanning5 = async (): Promise<TestUser> => (await given.aPaidPurchase(stack, 'planning-5')).buyer;

/** A new buyer of planning-5 who chose to start today. */
const aBuyerTrainingFromToday = (): Promise<TestUser> => given.aBuyerTrainingFromToday(stack, 'planning-5');

/** A new account the admin added to planning-5 from today for its 12 weeks. */
const aMemberOfPlanning5 = () => given.aMemberOf(stack, 'planning-5', { days: 84 });

/** A result of planning-5's first session, as the member logs it. */
async function logFirstSession(member: TestUser, fields: Partial<SessionResultInput> = { rpe: 7 }): Promise<void> {
  await given.aLoggedResult(stack, member, { planningId: 'planning-5', weekNumber: 1, sessionId: firstSessionId, ...fields });
}

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

describe('a buyer of planning-5 trains from the store the same day', () => {
  it('is a member with the start to choose, offered today and next Monday', async () => {
    const member = await aBuyerOfPlanning5();
    const answer = await callGraphql(stack, as(member), MY_PLANNINGS);
    expect(answer.errors).toBeUndefined();
    const [planning] = answer.data?.['myPlannings'] ?? [];
    expect(planning).toMatchObject({ planningId: 'planning-5', status: 'ACTIVE', startPending: true, totalWeeks: 12, currentWeek: null });
    expect(planning.startOptions.map((o: { choice: string }) => o.choice)).toEqual(['TODAY', 'NEXT_MONDAY']);
    // Before choosing, no content: the member is asked to choose first.
    expect((await week(as(member))).errors?.[0]?.errorType).toBe('Conflict');
  });

  it('refuses a start that is not one of the options, and writes nothing', async () => {
    const member = await aBuyerOfPlanning5();
    const answer = await callGraphql(stack, as(member), CHOOSE_START, {
      planningId: 'planning-5',
      choice: 'COMPETITION',
      competitionDate: '2030-01-01',
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect((await storedMembership(stack, 'planning-5', subOf(member)))?.startPending).toBe(true);
  });

  it('starts today: week 1 released, 12 weeks ending on the last day of week 12', async () => {
    const member = await aBuyerOfPlanning5();
    const answer = await callGraphql(stack, as(member), CHOOSE_START, { planningId: 'planning-5', choice: 'TODAY' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['choosePlanningStart']).toMatchObject({
      startDate: today(),
      endDate: addDays(today(), 83),
      startPending: false,
      currentWeek: 1,
      startOptions: [],
    });
    const again = await callGraphql(stack, as(member), CHOOSE_START, { planningId: 'planning-5', choice: 'NEXT_MONDAY' });
    expect(again.errors?.[0]?.errorType).toBe('Conflict');
  });

  it("shows week 1 with today's session first (day 1 is today)", async () => {
    const member = await aBuyerTrainingFromToday();
    const answer = await week(as(member));
    expect(answer.errors).toBeUndefined();
    const view = answer.data!.planningWeek;
    expect(view).toMatchObject({ weekNumber: 1, releasedWeeks: 1, isPreview: false, doneSessionIds: [] });
    expect(view.week?.days[0]).toMatchObject({ dayNumber: 1, date: today() });
    const session = view.week!.days[0]!.sessions[0]!;
    expect(session.blocks.map((b) => b.title)).toContain('Circuito');
    expect(session.id).toBe(firstSessionId);
  });

  it('does not open week 2 yet, nor a week past the plan', async () => {
    const member = await aBuyerTrainingFromToday();
    expect((await week(as(member), 'planning-5', 2)).errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await week(as(member), 'planning-5', 2)).errors?.[0]?.message).toContain('se habilita el');
    expect((await week(as(member), 'planning-5', 13)).errors?.[0]?.errorType).toBe('ValidationError');
  });

  it('logs a result, marks the session done and keeps the history newest first', async () => {
    const member = await aBuyerTrainingFromToday();
    const input = {
      planningId: 'planning-5',
      weekNumber: 1,
      sessionId: firstSessionId,
      timeSeconds: 1425,
      rounds: 4,
      reps: 12,
      rpe: 8,
      notes: 'Con mancuernas de 10 kg',
    };
    const first = await callGraphql(stack, as(member), LOG_RESULT, { input: { ...input, idempotencyKey: randomUUID() } });
    expect(first.errors).toBeUndefined();
    expect(first.data?.['logSessionResult']).toMatchObject({ ...input, userId: subOf(member), loadKg: null });
    await callGraphql(stack, as(member), LOG_RESULT, { input: { ...input, timeSeconds: 1380, notes: null, idempotencyKey: randomUUID() } });
    const history = await callGraphql(stack, as(member), MY_SESSION_RESULTS, { planningId: 'planning-5', sessionId: firstSessionId });
    expect(history.data?.['mySessionResults'].map((r: { timeSeconds: number }) => r.timeSeconds)).toEqual([1380, 1425]);
    expect((await week(as(member))).data?.planningWeek.doneSessionIds).toEqual([firstSessionId]);
  });

  it.each([
    ['a negative load', { lifts: [{ blockId: 'b-any', sets: [{ reps: 3, kg: -20 }] }] }, 'ValidationError'],
    ['an absurd load', { lifts: [{ blockId: 'b-any', sets: [{ reps: 3, kg: 2000 }] }] }, 'ValidationError'],
    ['an RPE over 10', { rpe: 14 }, 'ValidationError'],
    ['oversized notes', { notes: 'x'.repeat(1001) }, 'ValidationError'],
    ['an unknown session', { sessionId: 's-no-existe' }, 'NotFound'],
    ['a session of a week not released', { weekNumber: 2 }, 'Unauthorized'],
    ['a week past the plan', { weekNumber: 40 }, 'ValidationError'],
    ['an unknown planning', { planningId: 'planning-99' }, 'NotFound'],
  ])('refuses %s with a Spanish message and writes nothing', async (_case, overrides, errorType) => {
    const member = await aMemberOfPlanning5();
    await logFirstSession(member);
    const input = {
      planningId: 'planning-5',
      weekNumber: 1,
      sessionId: firstSessionId,
      rpe: 7,
      idempotencyKey: randomUUID(),
      ...overrides,
    };
    const answer = await callGraphql(stack, as(member), LOG_RESULT, { input });
    expect(answer.errors?.[0]?.errorType).toBe(errorType);
    expect(answer.errors?.[0]?.message).toMatch(/[áéíóúñ]|La |Esa |No |semana/);
    const all = await callGraphql(stack, as(member), MY_PLANNING_RESULTS, { planningId: 'planning-5' });
    expect(all.data?.['myPlanningResults']).toHaveLength(1);
  });
});

describe('personal records turn percentages into kilos', () => {
  it('shows no load until the 1RM is recorded, then the rounded percentage of it', async () => {
    const lifter = await given.aMemberOf(stack, 'planning-1', { days: 84 });
    const squatBlock = (view: WeekView) =>
      view.week!.days.flatMap((d) => d.sessions.flatMap((s) => s.blocks)).find((b) => b.prescription?.lift === 'BACK_SQUAT')!;
    const before = squatBlock((await week(as(lifter), 'planning-1')).data!.planningWeek);
    expect(before.prescription).toMatchObject({ loadKg: null });

    const set = await callGraphql(stack, as(lifter), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 121 });
    expect(set.data?.['setLiftMax']).toMatchObject({ lift: 'BACK_SQUAT', kg: 121 });
    const after = squatBlock((await week(as(lifter), 'planning-1')).data!.planningWeek);
    expect(after.prescription?.loadKg).toBe(loadFromPercent(121, after.prescription!.percent!));

    // Edited: the loads follow.
    await callGraphql(stack, as(lifter), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 140 });
    const edited = squatBlock((await week(as(lifter), 'planning-1')).data!.planningWeek);
    expect(edited.prescription?.loadKg).toBe(loadFromPercent(140, edited.prescription!.percent!));
    const maxes = await callGraphql(stack, as(lifter), MY_LIFT_MAXES);
    expect(maxes.data?.['myLiftMaxes']).toEqual([expect.objectContaining({ lift: 'BACK_SQUAT', kg: 140 })]);
  });

  it.each([[-5], [0], [501], [100.1]])('refuses a 1RM of %s kg and keeps the previous one', async (kg) => {
    const lifter = await signUpAndConfirm(stack);
    expect((await callGraphql(stack, as(lifter), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 140 })).errors).toBeUndefined();
    const answer = await callGraphql(stack, as(lifter), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg });
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
    const maxes = await callGraphql(stack, as(lifter), MY_LIFT_MAXES);
    expect(maxes.data?.['myLiftMaxes'][0].kg).toBe(140);
  });
});

describe('who gets what (every new operation)', () => {
  // Read by every test here, written by none.
  let member: TestUser; // planning-5, added by the admin
  let otherMember: TestUser; // planning-4 only
  let expired: TestUser; // planning-5, ended
  let stranger: TestUser; // no planning
  beforeAll(async () => {
    [member, otherMember, expired, stranger] = await Promise.all([
      aMemberOfPlanning5(),
      given.aMemberOf(stack, 'planning-4', { days: 98 }),
      given.aMemberOf(stack, 'planning-5', { startDate: '2025-01-06', endDate: '2025-03-30' }),
      signUpAndConfirm(stack),
    ]);
  });

  const contentRefused = async (caller: Caller) => {
    const answer = await week(caller);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
    return answer.errors?.[0]?.message;
  };

  it('gives no session content to a visitor, another user, a member of another planning or an expired member', async () => {
    await contentRefused(visitor(stack));
    expect(await contentRefused(as(stranger))).toBe('Esta planificación es solo para quienes la compraron.');
    expect(await contentRefused(as(otherMember))).toBe('Esta planificación es solo para quienes la compraron.');
    expect(await contentRefused(as(expired))).toContain('Renovala');
  });

  it('lets none of them log a result, and writes nothing', async () => {
    for (const caller of [visitor(stack), as(stranger), as(otherMember), as(expired)]) {
      const answer = await callGraphql(stack, caller, LOG_RESULT, {
        input: { planningId: 'planning-5', weekNumber: 1, sessionId: firstSessionId, rpe: 5, idempotencyKey: randomUUID() },
      });
      expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
    }
    // The coach finds none: the expired member's history is empty, the others were never members (decision 162).
    expect(await adminCall(stack, admin, MEMBER_RESULTS, { planningId: 'planning-5', userId: subOf(expired) })).toEqual([]);
    for (const user of [stranger, otherMember]) {
      const answer = await callGraphql(stack, admin, MEMBER_RESULTS, { planningId: 'planning-5', userId: subOf(user) });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Esa persona no es miembro de esta planificación.' });
    }
  });

  it('lists memberships to their own member only, expired ones as EXPIRED (read-only history)', async () => {
    expect((await callGraphql(stack, visitor(stack), MY_PLANNINGS)).errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await callGraphql(stack, as(stranger), MY_PLANNINGS)).data?.['myPlannings']).toEqual([]);
    const past = (await callGraphql(stack, as(expired), MY_PLANNINGS)).data?.['myPlannings'];
    expect(past).toMatchObject([{ planningId: 'planning-5', status: 'EXPIRED', currentWeek: null, startOptions: [] }]);
    expect((await callGraphql(stack, as(expired), MY_PLANNING_RESULTS, { planningId: 'planning-5' })).data?.['myPlanningResults']).toEqual(
      [],
    );
    expect(
      (await callGraphql(stack, as(expired), CHOOSE_START, { planningId: 'planning-5', choice: 'TODAY' })).errors?.[0]?.errorType,
    ).toBe('Unauthorized');
  });

  it('refuses results and start choices of a planning to someone who never had it', async () => {
    for (const [query, variables] of [
      [MY_PLANNING_RESULTS, { planningId: 'planning-5' }],
      [MY_SESSION_RESULTS, { planningId: 'planning-5', sessionId: firstSessionId }],
      [CHOOSE_START, { planningId: 'planning-5', choice: 'TODAY' }],
    ] as const) {
      expect((await callGraphql(stack, as(stranger), query, variables)).errors?.[0]?.errorType).toBe('Unauthorized');
      expect((await callGraphql(stack, as(otherMember), query, variables)).errors?.[0]?.errorType).toBe('Unauthorized');
      expect((await callGraphql(stack, visitor(stack), query, variables)).errors?.[0]?.errorType).toBe('Unauthorized');
    }
  });

  it('keeps 1RMs per person: a visitor has none, each user only theirs', async () => {
    const someone = await signUpAndConfirm(stack);
    expect((await callGraphql(stack, visitor(stack), MY_LIFT_MAXES)).errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await callGraphql(stack, visitor(stack), SET_LIFT_MAX, { lift: 'SNATCH', kg: 60 })).errors?.[0]?.errorType).toBe(
      'Unauthorized',
    );
    await callGraphql(stack, as(someone), SET_LIFT_MAX, { lift: 'SNATCH', kg: 61.5 });
    expect((await callGraphql(stack, as(member), MY_LIFT_MAXES)).data?.['myLiftMaxes']).toEqual([]);
  });

  it('gives an admin a preview of any week (no membership), without logging results', async () => {
    const preview = await week(admin, 'planning-3', 16);
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.planningWeek).toMatchObject({ isPreview: true, weekNumber: 16, releasedWeeks: 16 });
    expect(preview.data?.planningWeek.week?.title).toContain('Semana 16');
    const log = await callGraphql(stack, admin, LOG_RESULT, {
      input: { planningId: 'planning-3', weekNumber: 1, sessionId: 's-p3-w1-d1-1', rpe: 5, idempotencyKey: randomUUID() },
    });
    expect(log.errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await callGraphql(stack, admin, MY_PLANNING_RESULTS, { planningId: 'planning-3' })).data?.['myPlanningResults']).toEqual([]);
  });

  const coachOperations: [string, string, Record<string, unknown>][] = [
    ['adminProgramme', ADMIN_PROGRAMME, { planningId: 'planning-5' }],
    ['memberResults', MEMBER_RESULTS, { planningId: 'planning-5', userId: 'someone' }],
    [
      'saveProgrammeWeek',
      SAVE_WEEK,
      { input: { planningId: 'planning-5', weekNumber: 1, title: 'Hackeada', days: [], expectedVersion: 1 } },
    ],
    ['copyProgrammeWeek', COPY_WEEK, { planningId: 'planning-5', fromWeek: 2, toWeek: 1 }],
    ['moveProgrammeWeek', MOVE_WEEK, { planningId: 'planning-5', fromWeek: 2, toWeek: 1 }],
    ['createProgrammeVideoUpload', PROGRAMME_VIDEO_UPLOAD, { planningId: 'planning-5', contentType: 'video/mp4' }],
  ];

  it.each(coachOperations)('refuses %s to a visitor, a user and a member, and changes nothing', async (name, query, variables) => {
    for (const caller of [visitor(stack), as(stranger), as(member)]) {
      const answer = await callGraphql(stack, caller, query, variables);
      // A mutation's result is nullable (decision 080): { field: null } beside the error.
      expect(answer.data?.[name] ?? null).toBeNull();
      expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
    }
    const programme = await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-5' });
    expect(programme[0]?.title).toBe('Semana 1 · Adaptación');
    expect(programme[1]?.title).toBe('Semana 2 · Adaptación');
  });
});

describe('results are private', () => {
  it("a second member never sees the first one's results; the admin reads them for coaching", async () => {
    const [member, secondMember] = await Promise.all([aMemberOfPlanning5(), aMemberOfPlanning5()]);
    await logFirstSession(member, { timeSeconds: 1425, rpe: 8 });
    await logFirstSession(member, { timeSeconds: 1380, rpe: 8 });
    const other = await callGraphql(stack, as(secondMember), MY_SESSION_RESULTS, { planningId: 'planning-5', sessionId: firstSessionId });
    expect(other.errors).toBeUndefined();
    expect(other.data?.['mySessionResults']).toEqual([]);
    expect(
      (await callGraphql(stack, as(secondMember), MY_PLANNING_RESULTS, { planningId: 'planning-5' })).data?.['myPlanningResults'],
    ).toEqual([]);
    const sneaky = await callGraphql(stack, as(secondMember), MEMBER_RESULTS, { planningId: 'planning-5', userId: subOf(member) });
    expect(sneaky.errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await week(as(secondMember))).data?.planningWeek.doneSessionIds).toEqual([]);

    const coached = await adminCall<{ userId: string }[]>(stack, admin, MEMBER_RESULTS, {
      planningId: 'planning-5',
      userId: subOf(member),
    });
    expect(coached).toHaveLength(2);
    expect(coached.every((r) => r.userId === subOf(member))).toBe(true);
  });
});

describe("the coach's programme editor", () => {
  let original: Week;
  beforeEach(async () => {
    original = (await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-5' }))[0]!;
  });
  afterEach(async () => {
    // Put planning-5's week 1 back as it was (other tests read it).
    const current = (await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-5' }))[0]!;
    if (current.version === original.version) return;
    await adminCall(stack, admin, SAVE_WEEK, { input: { ...original, expectedVersion: current.version, version: undefined } });
  });

  it("an edit to today's session reaches the member at once, keeping the session's id", async () => {
    const member = await aMemberOfPlanning5();
    const edited = structuredClone(original);
    edited.days[0]!.sessions[0]!.blocks[1]!.text = 'Circuito nuevo: 5 rondas de 20 sentadillas y 10 flexiones';
    const saved = await adminCall<Week>(stack, admin, SAVE_WEEK, {
      input: { ...edited, version: undefined, expectedVersion: original.version },
    });
    expect(saved.version).toBe(original.version + 1);
    const view = (await week(as(member))).data!.planningWeek;
    expect(view.week?.days[0]?.sessions[0]?.id).toBe(firstSessionId);
    expect(view.week?.days[0]?.sessions[0]?.blocks[1]?.text).toBe('Circuito nuevo: 5 rondas de 20 sentadillas y 10 flexiones');
  });

  it('refuses a stale version (another editor saved first) and keeps the newer week', async () => {
    // Another editor saves first.
    const edited = structuredClone(original);
    edited.days[0]!.sessions[0]!.blocks[1]!.text = 'Circuito de otro editor';
    await adminCall<Week>(stack, admin, SAVE_WEEK, { input: { ...edited, version: undefined, expectedVersion: original.version } });
    const answer = await callGraphql(stack, admin, SAVE_WEEK, {
      input: { ...original, version: undefined, title: 'Vieja', expectedVersion: original.version },
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
    expect((await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-5' }))[0]?.title).toBe(original.title);
  });

  it.each([
    ['a week past the planning', { weekNumber: 13 }, '12 semanas'],
    ['a day 9', { days: [{ dayNumber: 9, sessions: [{ title: 'S', blocks: [{ title: 'B', text: '' }] }] }] }, 'El día va de 1 a 7.'],
    ['oversized text', { days: [{ dayNumber: 1, sessions: [{ title: 'S', blocks: [{ title: 'B', text: 'x'.repeat(2001) }] }] }] }, '2000'],
    [
      'a video that was never uploaded',
      {
        days: [{ dayNumber: 1, sessions: [{ title: 'S', blocks: [{ title: 'B', text: '', videoKey: 'plannings/planning-5/nada.mp4' }] }] }],
      },
      'video',
    ],
    [
      "a video of the bucket outside the planning's prefix (a course's demo clip, which is there)",
      {
        days: [
          {
            dayNumber: 1,
            sessions: [{ title: 'S', blocks: [{ title: 'B', text: '', videoKey: 'courses/course-1/sample/clase-demo.mp4' }] }],
          },
        ],
      },
      'El video del bloque tiene que ser uno subido para esta planificación',
    ],
  ])('refuses %s and writes nothing', async (_case, overrides, message) => {
    const before = await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-5' });
    const answer = await callGraphql(stack, admin, SAVE_WEEK, {
      input: { planningId: 'planning-5', weekNumber: 1, title: 'X', days: [], expectedVersion: before[0]!.version, ...overrides },
    });
    expect(answer.errors?.[0]?.message).toContain(message);
    expect(await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-5' })).toEqual(before);
  });

  it('copies a week with new session ids and moves weeks in one step (planning-2)', async () => {
    const before = await adminCall<Week[]>(stack, admin, ADMIN_PROGRAMME, { planningId: 'planning-2' });
    const copy = await adminCall<Week>(stack, admin, COPY_WEEK, { planningId: 'planning-2', fromWeek: 1, toWeek: 16 });
    expect(copy.title).toBe(`${before[0]!.title} (copia)`);
    expect(copy.days[0]!.sessions[0]!.id).not.toBe(before[0]!.days[0]!.sessions[0]!.id);
    const moved = await adminCall<{ weekNumber: number; title: string }[]>(stack, admin, MOVE_WEEK, {
      planningId: 'planning-2',
      fromWeek: 16,
      toWeek: 2,
    });
    expect(moved.map((w) => w.title).slice(0, 4)).toEqual([
      before[0]!.title,
      `${before[0]!.title} (copia)`,
      before[1]!.title,
      before[2]!.title,
    ]);
    expect(moved).toHaveLength(16);
    const upload = await adminCall<{ videoKey: string; uploadUrl: string }>(stack, admin, PROGRAMME_VIDEO_UPLOAD, {
      planningId: 'planning-2',
      contentType: 'video/mp4',
    });
    expect(upload.videoKey).toMatch(/^plannings\/planning-2\/.+\.mp4$/);
    expect(
      (await callGraphql(stack, admin, PROGRAMME_VIDEO_UPLOAD, { planningId: 'planning-2', contentType: 'image/png' })).errors?.[0]
        ?.errorType,
    ).toBe('ValidationError');
  });
});

describe('expiry and renewal', () => {
  it('after the end the member keeps a read-only history; buying again starts a new period', async () => {
    const buyer = await buyerWithAddress(stack);
    const first = await createOrder(stack, buyer, 'planning-5');
    await payAtCheckout(first.initPoint, 'approved');
    await webhooksSettled(stack);
    await callGraphql(stack, as(buyer), CHOOSE_START, { planningId: 'planning-5', choice: 'TODAY' });
    const session = (await week(as(buyer))).data!.planningWeek.week!.days[0]!.sessions[0]!;
    await callGraphql(stack, as(buyer), LOG_RESULT, {
      input: { planningId: 'planning-5', weekNumber: 1, sessionId: session.id, rpe: 7, idempotencyKey: randomUUID() },
    });

    // As if 12 weeks and a day had gone by.
    const stored = (await storedMembership(stack, 'planning-5', subOf(buyer)))!;
    await moveMembership(stack, stored, addDays(today(), -85), addDays(today(), -2));
    expect((await week(as(buyer))).errors?.[0]?.message).toContain('Renovala');
    expect(
      (await callGraphql(stack, as(buyer), MY_PLANNING_RESULTS, { planningId: 'planning-5' })).data?.['myPlanningResults'],
    ).toHaveLength(1);

    const renewal = await createOrder(stack, buyer, 'planning-5');
    await payAtCheckout(renewal.initPoint, 'approved');
    await webhooksSettled(stack);
    const [renewed] = (await callGraphql(stack, as(buyer), MY_PLANNINGS)).data?.['myPlannings'] ?? [];
    expect(renewed).toMatchObject({ status: 'ACTIVE', startPending: true, startDate: today(), endDate: addDays(today(), 83) });
    expect(
      (await callGraphql(stack, as(buyer), MY_PLANNING_RESULTS, { planningId: 'planning-5' })).data?.['myPlanningResults'],
    ).toHaveLength(1);
  });

  it('a renewal while still running extends from the end date', async () => {
    const buyer = await buyerWithAddress(stack);
    for (let i = 0; i < 2; i += 1) {
      const order = await createOrder(stack, buyer, 'planning-5');
      await payAtCheckout(order.initPoint, 'approved');
      await webhooksSettled(stack);
    }
    const [planning] = (await callGraphql(stack, as(buyer), MY_PLANNINGS)).data?.['myPlannings'] ?? [];
    expect(planning).toMatchObject({ startDate: today(), endDate: addDays(today(), 167), totalWeeks: 24, startPending: true });
  });
});

describe('a person added by e-mail before having an account', () => {
  it('gets the membership when she signs up with that e-mail, without a duplicate', async () => {
    const email = `manual-${randomUUID().slice(0, 8)}@example.com`;
    const added = await adminCall<{ userId: string }>(stack, admin, ADD_PLANNING_USER, {
      input: { planningId: 'planning-3', email, firstName: 'Sol', lastName: 'Díaz', startDate: today(), endDate: addDays(today(), 111) },
    });
    expect(added.userId).toBe(`email:${email}`);

    const person = await signUpAndConfirm(stack, { firstName: 'Sol', lastName: 'Díaz' }, email);
    const members = (await listStoredMembers(stack, 'planning-3')).filter((m) => m.email === email);
    expect(members.map((m) => m.userId)).toEqual([subOf(person)]);

    const mine = (await callGraphql(stack, as(person), MY_PLANNINGS)).data?.['myPlannings'];
    expect(mine).toMatchObject([{ planningId: 'planning-3', status: 'ACTIVE', startPending: false, currentWeek: 1 }]);
    expect((await week(as(person), 'planning-3')).data?.planningWeek.week?.weekNumber).toBe(1);
    const listed = await adminCall<{ userId: string; email: string }[]>(stack, admin, LIST_PLANNING_USERS, { planningId: 'planning-3' });
    expect(listed.filter((m) => m.email === email)).toHaveLength(1);
  });
});
