// Results as athletes log them, the lift library and records, through the API with real tokens:
// two members of planning-1 log sets of the back squat; records (estimated 1RM, rep maxes) and
// PRs follow; each member reads, edits and deletes only her own; deleting a session's last
// result un-marks it; bad input is refused in Spanish with a stable code and writes nothing; the
// coach extends the library and reads a member's records and progress.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as, subOf } from '../support/buying';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { COACH_PLANNING_VIEW } from '../support/coaching-api';
import {
  CREATE_LIFT,
  DELETE_RESULT,
  LIFTS,
  LOG_RESULT,
  MEMBER_LIFT_RECORDS,
  MEMBER_PROGRESS,
  MY_LIFT_RECORDS,
  MY_PLANNING_RESULTS,
  MY_PROGRESS,
  PLANNING_WEEK,
  SAVE_WEEK,
  SET_LIFT_MAX,
  UPDATE_RESULT,
} from '../support/plannings-api';

const stack = inject('stack');
const today = () => toStoreDate(new Date());
const PLANNING = 'planning-1';

type Block = { id: string; title: string; prescription: { lift: string | null; liftName: string | null; percent: number | null } | null };
type Session = { id: string; title: string; blocks: Block[] };
type Result = {
  id: string;
  sessionId: string;
  userId: string;
  lifts: { blockId: string; liftId: string; liftName: string; sets: { reps: number; kg: number; rpe: number | null }[] }[];
  newRecords: { liftId: string; kind: string; kg: number; previousKg: number | null; beatsWorkingMax: boolean }[];
  notes: string | null;
  editedAt: string | null;
};
type Records = {
  liftId: string;
  workingMaxKg: number | null;
  history: { kg: number; source: string }[];
  repMaxes: { reps: number; kg: number }[];
};

let admin: Caller;
let ana: TestUser;
let bea: TestUser;
let stranger: TestUser;
/** Today's first session with a back squat block, and that block and a block without a lift. */
let session: Session;
let squatBlock: Block;
let liftlessBlock: Block;

const log = (user: TestUser, input: Record<string, unknown>) =>
  callGraphql<{ logSessionResult: Result }>(stack, as(user), LOG_RESULT, {
    input: { planningId: PLANNING, weekNumber: 1, sessionId: session.id, idempotencyKey: randomUUID(), ...input },
  });
const squatSets = (...sets: [reps: number, kg: number][]) => ({
  lifts: [{ blockId: squatBlock.id, sets: sets.map(([reps, kg]) => ({ reps, kg })) }],
});
const results = async (user: TestUser) =>
  (await callGraphql<{ myPlanningResults: Result[] }>(stack, as(user), MY_PLANNING_RESULTS, { planningId: PLANNING })).data!
    .myPlanningResults;
const records = async (user: TestUser) =>
  (await callGraphql<{ myLiftRecords: Records[] }>(stack, as(user), MY_LIFT_RECORDS)).data!.myLiftRecords;
const doneIds = async (user: TestUser) =>
  (await callGraphql<{ planningWeek: { doneSessionIds: string[] } }>(stack, as(user), PLANNING_WEEK, { planningId: PLANNING })).data!
    .planningWeek.doneSessionIds;

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
  [ana, bea, stranger] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack), signUpAndConfirm(stack)]);
  for (const user of [ana, bea]) {
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: {
        planningId: PLANNING,
        email: user.email,
        firstName: 'Ana',
        lastName: 'Gómez',
        startDate: today(),
        endDate: addDays(today(), 83),
      },
    });
  }
  const view = await callGraphql<{ planningWeek: { week: { days: { sessions: Session[] }[] } } }>(stack, as(ana), PLANNING_WEEK, {
    planningId: PLANNING,
  });
  expect(view.errors).toBeUndefined();
  const sessions = view.data!.planningWeek.week.days.flatMap((day) => day.sessions);
  session = sessions.find((s) => s.blocks.some((b) => b.prescription?.lift === 'BACK_SQUAT'))!;
  squatBlock = session.blocks.find((b) => b.prescription?.lift === 'BACK_SQUAT')!;
  liftlessBlock = session.blocks.find((b) => !b.prescription?.lift)!;
  expect(squatBlock.prescription?.liftName).toBe('Sentadilla trasera');
});

describe('a member logs sets of a prescribed lift', () => {
  it('stores sets × reps × kg under the block’s lift and celebrates her first records', async () => {
    const answer = await log(ana, { ...squatSets([3, 72.5], [3, 72.5], [3, 72.5]), rpe: 8, notes: 'Buena técnica' });
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.logSessionResult;
    expect(result.lifts).toEqual([
      {
        blockId: squatBlock.id,
        liftId: 'BACK_SQUAT',
        liftName: 'Sentadilla trasera',
        sets: [0, 1, 2].map(() => ({ reps: 3, kg: 72.5, rpe: null })),
      },
    ]);
    expect(result.newRecords).toEqual([
      expect.objectContaining({ kind: 'ESTIMATED_1RM', kg: 79.5, previousKg: null, beatsWorkingMax: true }),
      expect.objectContaining({ kind: 'REP_MAX_1', kg: 72.5 }),
      expect.objectContaining({ kind: 'REP_MAX_3', kg: 72.5 }),
    ]);
    expect(await doneIds(ana)).toContain(session.id);
  });

  it('finds a heavier set a PR against the earlier one, and the same load none', async () => {
    const heavier = (await log(ana, squatSets([3, 77.5]))).data!.logSessionResult;
    expect(heavier.newRecords.map((r) => [r.kind, r.kg, r.previousKg])).toEqual([
      ['ESTIMATED_1RM', 85, 79.5],
      ['REP_MAX_1', 77.5, 72.5],
      ['REP_MAX_3', 77.5, 72.5],
    ]);
    expect((await log(ana, squatSets([3, 70]))).data!.logSessionResult.newRecords).toEqual([]);
  });

  it('keeps her history of maxes by key: typed and estimated, and the rep maxes', async () => {
    await callGraphql(stack, as(ana), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 85 });
    const squat = (await records(ana)).find((r) => r.liftId === 'BACK_SQUAT')!;
    expect(squat.workingMaxKg).toBe(85);
    expect(squat.history.map((p) => [p.source, p.kg])).toEqual([
      ['ESTIMATED', 79.5],
      ['ESTIMATED', 85],
      ['ESTIMATED', 77],
      ['TYPED', 85],
    ]);
    expect(squat.repMaxes).toEqual([expect.objectContaining({ reps: 1, kg: 77.5 }), expect.objectContaining({ reps: 3, kg: 77.5 })]);
    // An estimate that does not beat the typed max is not offered as the working max.
    const below = (await log(ana, squatSets([1, 80]))).data!.logSessionResult;
    expect(below.newRecords).toEqual([expect.objectContaining({ kind: 'REP_MAX_1', kg: 80, beatsWorkingMax: false })]);
  });

  it('counts the week’s released and due sessions done and the kilos lifted, as the coach counts them', async () => {
    const answer = await callGraphql<{
      myProgress: { weeks: { weekNumber: number; prescribedSessions: number; doneSessions: number; volumeKg: number }[] };
    }>(stack, as(ana), MY_PROGRESS, { planningId: PLANNING });
    const [first] = answer.data!.myProgress.weeks;
    expect(first).toMatchObject({ weekNumber: 1, doneSessions: 1, volumeKg: 9 * 72.5 + 3 * 77.5 + 3 * 70 + 80 });
    // Her first day: today's session, done, is all that is due (the week's days to come are not
    // counted): 100 %, as the coach reads her 7 days — not 25 %.
    expect(first!.prescribedSessions).toBe(1);
    const view = await adminCall(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING });
    const coachRow = view.members.find((member: { userId: string }) => member.userId === subOf(ana));
    expect(coachRow.compliance7).toBe(Math.round((100 * first!.doneSessions) / first!.prescribedSessions));
  });
});

describe('each member her own results and records', () => {
  it('shows Bea nothing of Ana’s, and lets her neither edit nor delete them', async () => {
    expect(await records(bea)).toEqual([]);
    expect(await results(bea)).toEqual([]);
    const before = await results(ana);
    const target = before[0]!;
    const edit = await callGraphql(stack, as(bea), UPDATE_RESULT, {
      input: { planningId: PLANNING, sessionId: target.sessionId, resultId: target.id, notes: 'Hackeado' },
    });
    expect(edit.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Ese resultado no está entre los tuyos.' });
    const remove = await callGraphql(stack, as(bea), DELETE_RESULT, {
      planningId: PLANNING,
      sessionId: target.sessionId,
      resultId: target.id,
    });
    expect(remove.errors?.[0]?.errorType).toBe('NotFound');
    expect(await results(ana)).toEqual(before);
    expect(await results(bea)).toEqual([]);
  });

  it('refuses a stranger and a visitor every result and record operation', async () => {
    const target = (await results(ana))[0]!;
    for (const caller of [as(stranger), visitor(stack)]) {
      for (const [query, variables] of [
        [UPDATE_RESULT, { input: { planningId: PLANNING, sessionId: target.sessionId, resultId: target.id } }],
        [DELETE_RESULT, { planningId: PLANNING, sessionId: target.sessionId, resultId: target.id }],
        [MY_PROGRESS, { planningId: PLANNING }],
      ] as const) {
        expect((await callGraphql(stack, caller, query, variables)).errors?.[0]?.errorType).toBe('Unauthorized');
      }
    }
    expect((await callGraphql(stack, as(stranger), MY_LIFT_RECORDS)).data?.['myLiftRecords']).toEqual([]);
  });

  it('gives the coach a member’s records and progress, and nobody else', async () => {
    const seen = await adminCall(stack, admin, MEMBER_LIFT_RECORDS, { planningId: PLANNING, userId: subOf(ana) });
    expect(seen.map((r: Records) => r.liftId)).toContain('BACK_SQUAT');
    const progress = await adminCall(stack, admin, MEMBER_PROGRESS, { planningId: PLANNING, userId: subOf(ana) });
    expect(progress.weeks[0].doneSessions).toBe(1);
    for (const query of [MEMBER_LIFT_RECORDS, MEMBER_PROGRESS]) {
      expect((await callGraphql(stack, as(bea), query, { planningId: PLANNING, userId: subOf(ana) })).errors?.[0]?.errorType).toBe(
        'Unauthorized',
      );
    }
  });

  it('gives the coach no records or progress of someone who is not a member of that planning (asked per planning, not per person)', async () => {
    const notAMember = { errorType: 'NotFound', message: 'Esa persona no es miembro de esta planificación.' };
    for (const query of [MEMBER_LIFT_RECORDS, MEMBER_PROGRESS]) {
      // Someone who never joined planning-1, and Ana asked through a planning she is not in.
      for (const variables of [
        { planningId: PLANNING, userId: subOf(stranger) },
        { planningId: 'planning-2', userId: subOf(ana) },
      ]) {
        const answer = await callGraphql(stack, admin, query, variables);
        expect(answer.data ?? null).toBeNull();
        expect(answer.errors?.[0]).toMatchObject(notAMember);
      }
    }
  });
});

describe('a member edits and deletes her own results', () => {
  it('edits one: its sets and notes change, its records are computed again', async () => {
    const [newest] = await results(ana);
    const answer = await callGraphql<{ updateSessionResult: Result }>(stack, as(ana), UPDATE_RESULT, {
      input: { planningId: PLANNING, sessionId: newest!.sessionId, resultId: newest!.id, ...squatSets([2, 90]), notes: 'Corregido' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateSessionResult).toMatchObject({
      id: newest!.id,
      notes: 'Corregido',
      lifts: [{ sets: [{ reps: 2, kg: 90 }] }],
    });
    expect(answer.data!.updateSessionResult.editedAt).not.toBeNull();
    expect(answer.data!.updateSessionResult.newRecords.map((r) => r.kind)).toEqual(['ESTIMATED_1RM', 'REP_MAX_1']);
    const squat = (await records(ana)).find((r) => r.liftId === 'BACK_SQUAT')!;
    expect(squat.history.filter((p) => p.source === 'ESTIMATED').map((p) => p.kg)).toEqual([79.5, 85, 77, 96]);
    expect(squat.repMaxes.find((r) => r.reps === 1)?.kg).toBe(90);
  });

  it('deletes them one by one; the last one un-marks the session and takes its records along', async () => {
    const all = await results(ana);
    for (const [index, result] of all.entries()) {
      const answer = await callGraphql(stack, as(ana), DELETE_RESULT, {
        planningId: PLANNING,
        sessionId: result.sessionId,
        resultId: result.id,
      });
      expect(answer.errors).toBeUndefined();
      const last = index === all.length - 1;
      expect(answer.data?.['deleteSessionResult']).toEqual({ id: result.id, sessionId: result.sessionId, sessionDone: !last });
      expect((await doneIds(ana)).includes(session.id)).toBe(!last);
    }
    expect(await results(ana)).toEqual([]);
    const squat = (await records(ana)).find((r) => r.liftId === 'BACK_SQUAT')!;
    expect(squat.history.map((p) => p.source)).toEqual(['TYPED']);
    expect(squat.repMaxes).toEqual([]);
    const again = await callGraphql(stack, as(ana), DELETE_RESULT, {
      planningId: PLANNING,
      sessionId: all[0]!.sessionId,
      resultId: all[0]!.id,
    });
    expect(again.errors?.[0]?.errorType).toBe('NotFound');
  });
});

describe('bad input is refused in Spanish, with a stable code, and writes nothing', () => {
  it.each([
    ['"10.000" read as ten thousand kilos', () => squatSets([3, 10000]), 'La carga no puede superar 500 kg.'],
    ['a set of no reps', () => squatSets([0, 60]), 'Las repeticiones deben ser al menos 1.'],
    ['no sets', () => ({ lifts: [{ blockId: squatBlock.id, sets: [] }] }), 'Cargá al menos una serie del levantamiento.'],
    [
      'sets on a block without a lift',
      () => ({ lifts: [{ blockId: liftlessBlock.id, sets: [{ reps: 3, kg: 50 }] }] }),
      'no prescribe un levantamiento',
    ],
    ['notes too long', () => ({ notes: 'x'.repeat(1001) }), 'Las notas no pueden superar los 1000 caracteres.'],
    ['zero calories', () => ({ calories: 0 }), 'Las calorías deben ser al menos 1.'],
    ['a distance of 200 km', () => ({ distanceMeters: 200_000 }), 'La distancia no puede superar 100.000 m.'],
  ])('refuses %s', async (_case, input, message) => {
    const answer = await log(bea, input());
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
    expect(answer.errors?.[0]?.message).toContain(message);
    expect(await results(bea)).toEqual([]);
    expect(await records(bea)).toEqual([]);
    expect(await doneIds(bea)).toEqual([]);
  });

  it('refuses an edit with bad values and keeps the result as it was', async () => {
    const logged = (await log(bea, squatSets([5, 60]))).data!.logSessionResult;
    const answer = await callGraphql(stack, as(bea), UPDATE_RESULT, {
      input: { planningId: PLANNING, sessionId: logged.sessionId, resultId: logged.id, ...squatSets([5, -60]) },
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('La carga debe ser mayor a cero.');
    expect((await results(bea))[0]).toMatchObject({ id: logged.id, lifts: [{ sets: [{ reps: 5, kg: 60 }] }] });
    expect((await records(bea))[0]?.repMaxes.map((r) => r.kg)).toEqual([60, 60, 60]);
  });

  it('refuses a max for a lift not in the library', async () => {
    const answer = await callGraphql(stack, as(bea), SET_LIFT_MAX, { lift: 'NO_EXISTE', kg: 50 });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Ese levantamiento no está en la biblioteca.' });
    expect((await records(bea)).map((r) => r.liftId)).toEqual(['BACK_SQUAT']);
  });
});

describe('the lift library', () => {
  it('ships 20 lifts or more, press de banca and push press among them', async () => {
    const lifts = (await callGraphql<{ lifts: { id: string; name: string; custom: boolean }[] }>(stack, as(bea), LIFTS)).data!.lifts;
    expect(lifts.length).toBeGreaterThanOrEqual(20);
    expect(lifts).toEqual(
      expect.arrayContaining([
        { id: 'BENCH_PRESS', name: 'Press de banca', custom: false },
        { id: 'PUSH_PRESS', name: 'Push press', custom: false },
      ]),
    );
    expect((await callGraphql(stack, visitor(stack), LIFTS)).errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('lets the coach add a lift, once, that members can then keep a max of', async () => {
    const name = `Remo Pendlay ${randomUUID().slice(0, 6)}`;
    const created = await adminCall(stack, admin, CREATE_LIFT, { input: { name } });
    expect(created).toMatchObject({ name, custom: true });
    expect(created.id).toMatch(/^REMO_PENDLAY_/);
    const twice = await callGraphql(stack, admin, CREATE_LIFT, { input: { name: name.toUpperCase() } });
    expect(twice.errors?.[0]?.errorType).toBe('Conflict');
    const byMember = await callGraphql(stack, as(bea), CREATE_LIFT, { input: { name: 'Mi levantamiento' } });
    expect(byMember.errors?.[0]?.errorType).toBe('Unauthorized');
    const max = await callGraphql(stack, as(bea), SET_LIFT_MAX, { lift: created.id, kg: 70 });
    expect(max.errors).toBeUndefined();
  });

  it('refuses an empty name and a prescription naming a lift not in the library, writing nothing', async () => {
    const empty = await callGraphql(stack, admin, CREATE_LIFT, { input: { name: ' ' } });
    expect(empty.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(empty.errors?.[0]?.message).toContain('El nombre del levantamiento es obligatorio.');
    const week = await callGraphql(stack, admin, SAVE_WEEK, {
      input: {
        planningId: PLANNING,
        weekNumber: 1,
        title: 'No se guarda',
        expectedVersion: 999,
        days: [
          {
            dayNumber: 1,
            sessions: [
              { title: 'S', blocks: [{ title: 'Fuerza', text: '', prescription: { sets: 5, reps: '5', percent: 70, lift: 'NO_EXISTE' } }] },
            ],
          },
        ],
      },
    });
    expect(week.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(week.errors?.[0]?.message).toContain('no está en la biblioteca');
  });
});
