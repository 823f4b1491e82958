// Authorization, one request at a time (decision 080): an answer never hides a write. Every
// mutation of schema.graphql (read at run time, so a new one is covered) is sent twice in one
// request; the answer keeps both aliases, each either its result or null beside its own error,
// never the whole answer nulled by one failure. Where the writes can be read back, what was
// written is exactly what was answered: aliases past AppSync's resolver limit, and a valid alias
// beside a refused one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_LIMITS } from '../../infra/shared/api-limits';
import { as } from '../support/buying';
import { callGraphql, type Caller, type GraphqlAnswer } from '../support/graphql-client';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { MY_LIFT_MAXES, MY_SESSION_RESULTS, sessionWithLift } from '../support/plannings-api';
import { operationFor, rootFields, sampleArguments } from '../support/schema-operations';
import { given } from '../support/steps';

const stack = inject('stack');

const ALIASES = ['first', 'second'] as const;

/** Each alias's result or null, and the errors answered for it (its path). */
function byAlias(answer: GraphqlAnswer, aliases: readonly string[]) {
  return aliases.map((alias) => ({
    alias,
    answered: answer.data?.[alias] ?? null,
    errors: (answer.errors ?? []).filter((error) => error.path?.[0] === alias).map((error) => error.errorType),
  }));
}

describe('every mutation twice in one request', () => {
  let admin: Caller;
  beforeAll(async () => {
    admin = { token: (await signInAdmin(stack)).accessToken };
  });

  it.each(rootFields('mutation').map((field) => [field.name, field] as const))(
    '%s: both aliases answered, each with its result or its own error',
    async (_name, field) => {
      const answer = await callGraphql(stack, admin, operationFor('mutation', field, ALIASES), sampleArguments(field));
      expect(answer.status).toBe(200);
      // One alias's failure never nulls the other's answer.
      expect(answer.data).not.toBeNull();
      for (const { alias, answered, errors } of byAlias(answer, ALIASES)) {
        expect(Object.keys(answer.data ?? {})).toContain(alias);
        // A result with no error, or null with the error that explains it: never both, never neither.
        if (answered === null) expect(errors.length, `${alias} is null without an error of its own`).toBeGreaterThan(0);
        else expect(errors, `${alias} answered and also failed`).toEqual([]);
      }
      // Every error belongs to an alias: none floats above the answer unexplained.
      expect((answer.errors ?? []).filter((error) => !ALIASES.includes(error.path?.[0] as (typeof ALIASES)[number]))).toEqual([]);
    },
  );
});

describe('what was written is what was answered', () => {
  let member: TestUser;
  let squat: { sessionId: string; blockId: string };

  beforeAll(async () => {
    member = await given.aMemberOf(stack, 'planning-1', { days: 84 });
    squat = await sessionWithLift(stack, member, 'planning-1', 'BACK_SQUAT');
  });

  const result = (kg: number) => ({
    planningId: 'planning-1',
    weekNumber: 1,
    sessionId: squat.sessionId,
    lifts: [{ blockId: squat.blockId, sets: [{ reps: 5, kg }] }],
    idempotencyKey: randomUUID(),
  });

  const storedResultIds = async (caller: Caller): Promise<string[]> => {
    const answer = await callGraphql(stack, caller, MY_SESSION_RESULTS, { planningId: 'planning-1', sessionId: squat.sessionId });
    expect(answer.errors).toBeUndefined();
    return (answer.data?.['mySessionResults'] as { id: string }[]).map((stored) => stored.id).sort();
  };

  it(`logSessionResult × ${API_LIMITS.resolverCountLimit + 1}: the ones past AppSync's resolver limit answer null and write nothing`, async () => {
    const count = API_LIMITS.resolverCountLimit + 1;
    const aliases = Array.from({ length: count }, (_, index) => `r${index}`);
    const declarations = aliases.map((alias) => `$${alias}: SessionResultInput!`).join(', ');
    const calls = aliases.map((alias) => `${alias}: logSessionResult(input: $${alias}) { id }`).join(' ');
    const variables = Object.fromEntries(aliases.map((alias) => [alias, result(100)]));
    const answer = await callGraphql(stack, as(member), `mutation(${declarations}) { ${calls} }`, variables);

    const outcomes = byAlias(answer, aliases);
    const answeredIds = outcomes.flatMap(({ answered }) => (answered ? [(answered as { id: string }).id] : []));
    expect(answeredIds).toHaveLength(API_LIMITS.resolverCountLimit);
    expect(outcomes.at(-1)).toEqual({ alias: aliases.at(-1), answered: null, errors: ['ResolverExecutionLimitReached'] });
    expect(await storedResultIds(as(member))).toEqual([...answeredIds].sort());
  });

  it('logSessionResult twice, the second with a negative weight: the first answered and written, the second refused', async () => {
    const before = await storedResultIds(as(member));
    const answer = await callGraphql(
      stack,
      as(member),
      `mutation($good: SessionResultInput!, $bad: SessionResultInput!) {
        good: logSessionResult(input: $good) { id }
        bad: logSessionResult(input: $bad) { id }
      }`,
      { good: result(100), bad: result(-5) },
    );
    const [good, bad] = byAlias(answer, ['good', 'bad']);
    expect(good?.errors).toEqual([]);
    expect(bad).toEqual({ alias: 'bad', answered: null, errors: ['ValidationError'] });
    const goodId = (good?.answered as { id: string }).id;
    expect(await storedResultIds(as(member))).toEqual([...before, goodId].sort());
  });

  it(`setLiftMax × ${API_LIMITS.resolverCountLimit + 1}: the kept 1RM is the last one answered`, async () => {
    const count = API_LIMITS.resolverCountLimit + 1;
    const aliases = Array.from({ length: count }, (_, index) => `m${index}`);
    const calls = aliases.map((alias, index) => `${alias}: setLiftMax(lift: "DEADLIFT", kg: ${100 + index}) { kg }`).join(' ');
    const answer = await callGraphql(stack, as(member), `mutation { ${calls} }`);

    const answeredKg = byAlias(answer, aliases).flatMap(({ answered }) => (answered ? [(answered as { kg: number }).kg] : []));
    expect(answeredKg).toEqual(Array.from({ length: API_LIMITS.resolverCountLimit }, (_, index) => 100 + index));
    const maxes = await callGraphql(stack, as(member), MY_LIFT_MAXES);
    expect((maxes.data?.['myLiftMaxes'] as { lift: string; kg: number }[]).find((max) => max.lift === 'DEADLIFT')?.kg).toBe(
      answeredKg.at(-1),
    );
  });
});
