// Member plannings through the plannings function's handler, against DynamoDB Local, with the
// events AppSync sends: a membership waiting for its start, the start chosen, today's week, a
// result logged and bad input refused with nothing written, and the planning kept from people
// without it. Each test arranges its own member.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MyPlanning, PlanningWeekView, SessionResult } from '../../functions/generated/graphql';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { handler as plannings } from '../../functions/handlers/plannings';
import { VISITOR, type HandlerCaller } from '../support/appsync-events';
import { dataOf, given, invoke } from './steps';

const PLANNING = 'planning-5';
/** Day 1, session 1 of planning-5's first week, as seeded. */
const FIRST_SESSION = 's-p5-w1-d1-1';
const today = () => toStoreDate(new Date());

const myPlannings = async (person: HandlerCaller) => dataOf(await invoke<MyPlanning[]>(plannings, 'Query.myPlannings', {}, person));
const week = (person: HandlerCaller | typeof VISITOR, weekNumber?: number) =>
  invoke<PlanningWeekView>(plannings, 'Query.planningWeek', { planningId: PLANNING, weekNumber }, person);
const logResult = (member: HandlerCaller, fields: Record<string, unknown>) =>
  invoke<SessionResult>(
    plannings,
    'Mutation.logSessionResult',
    { input: { planningId: PLANNING, weekNumber: 1, sessionId: FIRST_SESSION, idempotencyKey: randomUUID(), ...fields } },
    member,
  );
const resultsOf = async (member: HandlerCaller) =>
  dataOf(await invoke<SessionResult[]>(plannings, 'Query.myPlanningResults', { planningId: PLANNING }, member));

describe('member plannings (plannings handler)', () => {
  it('offers a bought membership today or next Monday, and shows no week before the choice', async () => {
    const member = await given.aMemberOf(PLANNING, { weeks: 12, startPending: true });
    const [planning] = await myPlannings(member);
    expect(planning).toMatchObject({ planningId: PLANNING, status: 'ACTIVE', startPending: true, currentWeek: null });
    expect(planning?.startOptions.map((option) => option.choice)).toEqual(['TODAY', 'NEXT_MONDAY']);
    expect((await week(member)).error?.errorType).toBe('Conflict');
  });

  it('starts today once: 12 weeks from today, and a second choice is refused', async () => {
    const member = await given.aMemberOf(PLANNING, { weeks: 12, startPending: true });
    const chosen = dataOf(
      await invoke<MyPlanning>(plannings, 'Mutation.choosePlanningStart', { planningId: PLANNING, choice: 'TODAY' }, member),
    );
    expect(chosen).toMatchObject({ startDate: today(), endDate: addDays(today(), 83), startPending: false, currentWeek: 1 });
    const again = await invoke(plannings, 'Mutation.choosePlanningStart', { planningId: PLANNING, choice: 'NEXT_MONDAY' }, member);
    expect(again.error?.errorType).toBe('Conflict');
  });

  it("shows a running member week 1 with today's session first, and not week 2 yet", async () => {
    const member = await given.aMemberOf(PLANNING, { weeks: 12 });
    const view = dataOf(await week(member));
    expect(view).toMatchObject({ weekNumber: 1, releasedWeeks: 1, isPreview: false, doneSessionIds: [] });
    expect(view.week?.days[0]).toMatchObject({ dayNumber: 1, date: today() });
    expect(view.week?.days[0]?.sessions[0]?.id).toBe(FIRST_SESSION);
    const next = await week(member, 2);
    expect(next.error?.errorType).toBe('Unauthorized');
    expect(next.error?.message).toContain('se habilita el');
  });

  it('logs a result and marks the session done', async () => {
    const member = await given.aMemberOf(PLANNING, { weeks: 12 });
    const logged = dataOf(await logResult(member, { timeSeconds: 1425, rounds: 4, rpe: 8, notes: 'Con mancuernas de 10 kg' }));
    expect(logged).toMatchObject({ userId: member.sub, sessionId: FIRST_SESSION, timeSeconds: 1425, rpe: 8 });
    expect((await resultsOf(member)).map((result) => result.id)).toEqual([logged.id]);
    expect(dataOf(await week(member)).doneSessionIds).toEqual([FIRST_SESSION]);
  });

  it.each([
    ['an RPE over 10', { rpe: 14 }, 'ValidationError'],
    ['oversized notes', { notes: 'x'.repeat(1001) }, 'ValidationError'],
    ['an unknown session', { sessionId: 's-no-existe' }, 'NotFound'],
    ['a session of a week not released', { weekNumber: 2 }, 'Unauthorized'],
  ])('refuses %s in Spanish and writes nothing', async (_case, fields, errorType) => {
    const member = await given.aMemberOf(PLANNING, { weeks: 12 });
    const answer = await logResult(member, { rpe: 7, ...fields });
    expect(answer.error?.errorType).toBe(errorType);
    expect(answer.error?.message).toMatch(/[áéíóúñ]|La |Esa |No |semana/);
    expect(await resultsOf(member)).toEqual([]);
  });

  it('keeps the planning from a visitor, a person without it and an expired member', async () => {
    const [stranger, expired] = await Promise.all([
      given.aPerson(),
      given.aMemberOf(PLANNING, { startDate: '2025-01-06', endDate: '2025-03-30' }),
    ]);
    expect((await week(VISITOR)).error?.errorType).toBe('Unauthorized');
    expect((await week(stranger)).error).toEqual({
      errorType: 'Unauthorized',
      message: 'Esta planificación es solo para quienes la compraron.',
    });
    expect((await week(expired)).error?.message).toContain('Renovala');
    expect((await logResult(stranger, { rpe: 5 })).error?.errorType).toBe('Unauthorized');
    expect(await myPlannings(stranger)).toEqual([]);
  });
});
