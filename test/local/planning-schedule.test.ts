// A planning's phases and competitions, edited by an admin: validated on the server (phases in
// range and not overlapping, competitions in date order), refused to normal users.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedItems } from '../../functions/seed/catalogue';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';

const stack = inject('stack');
const seeded = seedItems.find((item) => item.id === 'planning-3')!;

const UPDATE = `mutation($input: UpdatePlanningScheduleInput!) {
  updatePlanningSchedule(input: $input) { id durationWeeks phases { name startWeek endWeek } competitions { name date } } }`;

const scheduleOf = (item: typeof seeded) => ({
  id: item.id,
  durationWeeks: item.durationWeeks,
  phases: item.phases.map(({ name, description, startWeek, endWeek }) => ({ name, description, startWeek, endWeek })),
  competitions: item.competitions.map(({ name, date, location }) => ({ name, date, location })),
});

describe('planning schedule', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signInAdmin(stack);
  });
  afterAll(async () => {
    await callGraphql(stack, { token: admin.accessToken }, UPDATE, { input: scheduleOf(seeded) });
  });

  it('stores an admin change that the planning page then reads', async () => {
    const input = scheduleOf(seeded);
    input.phases[0] = { ...input.phases[0]!, name: 'Adaptación anatómica' };
    const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, { input });
    expect(answer.errors).toBeUndefined();
    const page = await callGraphql(stack, visitor(stack), `query { getItem(id: "planning-3") { phases { name } } }`);
    expect(page.data?.['getItem']?.phases[0]?.name).toBe('Adaptación anatómica');
  });

  it('refuses overlapping phases and writes nothing', async () => {
    const input = scheduleOf(seeded);
    input.phases[1] = { ...input.phases[1]!, startWeek: input.phases[0]!.endWeek, name: 'Solapada' };
    const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, { input });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('se superponen');
    const page = await callGraphql(stack, visitor(stack), `query { getItem(id: "planning-3") { phases { name } } }`);
    expect((page.data?.['getItem']?.phases as { name: string }[]).map((p) => p.name)).not.toContain('Solapada');
  });

  it('refuses competitions out of date order', async () => {
    const input = scheduleOf(seeded);
    input.competitions = [...input.competitions].reverse();
    const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, { input });
    expect(answer.errors?.[0]?.message).toBe('Revisá los datos: Las competencias deben estar en orden de fecha.');
  });

  it('refuses a course', async () => {
    const answer = await callGraphql(stack, { token: admin.accessToken }, UPDATE, {
      input: { id: 'course-1', durationWeeks: 4, phases: [], competitions: [] },
    });
    expect(answer.errors?.[0]?.message).toBe('Not found item with id course-1');
  });

  it('refuses a normal user', async () => {
    const user = await signUpAndConfirm(stack);
    const answer = await callGraphql(stack, { token: user.accessToken }, UPDATE, { input: scheduleOf(seeded) });
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
