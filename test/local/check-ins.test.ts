// Check-ins (issue 40), through the API with real tokens: health data under Ley 25.326, so none is
// stored before the member's express consent (refused with ConsentRequired, nothing written); one
// per day, changed by saving again, deleted by the member; withdrawing the consent deletes them
// all; bad scores, weights and days are refused in Spanish naming the field; the coach reads a
// member's of a planning she is in, and no one else reads anyone's.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { CHECK_IN_CONSENT_VERSION } from '../../functions/domain/check-in';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { as, subOf } from '../support/buying';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { callGraphql, type Caller } from '../support/graphql-client';
import {
  DELETE_CHECK_IN,
  GIVE_CHECK_IN_CONSENT,
  MEMBER_CHECK_INS,
  MY_CHECK_INS,
  SAVE_CHECK_IN,
  WITHDRAW_CHECK_IN_CONSENT,
} from '../support/plannings-api';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';

const stack = inject('stack');
const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
const PLANNING = 'planning-1';
const today = () => toStoreDate(new Date());

interface CheckIn {
  day: string;
  sleep: number | null;
  energy: number | null;
  mood: number | null;
  stress: number | null;
  soreness: number | null;
  bodyWeightKg: number | null;
}

/** What the table holds of the member's check-ins and consent (read directly, not through the API). */
async function storedOf(user: TestUser): Promise<string[]> {
  const answer = await doc.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${subOf(user)}`, ':prefix': 'CHECKIN' },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []).map((item) => String(item['SK'])).sort();
}

const mine = async (user: TestUser) => {
  const answer = await callGraphql<{ myCheckIns: { consent: { version: string } | null; checkIns: CheckIn[] } }>(
    stack,
    as(user),
    MY_CHECK_INS,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.myCheckIns;
};
const save = (user: TestUser, input: Record<string, unknown>) =>
  callGraphql<{ saveCheckIn: CheckIn | null }>(stack, as(user), SAVE_CHECK_IN, { input: { day: today(), ...input } });
const consent = (user: TestUser) => callGraphql(stack, as(user), GIVE_CHECK_IN_CONSENT, { version: CHECK_IN_CONSENT_VERSION });

describe('check-ins: readiness and body weight, with consent', () => {
  let admin: Caller;
  let ana: TestUser;
  let bea: TestUser;

  beforeAll(async () => {
    admin = { token: (await signInAdmin(stack)).accessToken };
    [ana, bea] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack)]);
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: {
        planningId: PLANNING,
        email: ana.email,
        firstName: 'Ana',
        lastName: 'Check',
        startDate: today(),
        endDate: addDays(today(), 83),
      },
    });
  });

  it('stores nothing before the member consents: ConsentRequired, and the table holds nothing of hers', async () => {
    expect(await mine(ana)).toEqual({ consent: null, checkIns: [] });
    const refused = await save(ana, { sleep: 4, energy: 3 });
    expect(refused.data?.saveCheckIn ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'ConsentRequired', message: expect.stringContaining('aceptar') });
    expect(await storedOf(ana)).toEqual([]);
  });

  it('refuses a consent to a wording she was not shown', async () => {
    const answer = await callGraphql(stack, as(ana), GIVE_CHECK_IN_CONSENT, { version: '1999-01-01' });
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
    expect(await storedOf(ana)).toEqual([]);
  });

  it('after consenting keeps one check-in per day: saving again changes it, and every score is optional but one', async () => {
    const given = await consent(ana);
    expect(given.errors).toBeUndefined();
    expect((await mine(ana)).consent?.version).toBe(CHECK_IN_CONSENT_VERSION);
    const first = await save(ana, { sleep: 4, energy: 3, mood: 5, stress: 2, soreness: 3, bodyWeightKg: 61.4 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.saveCheckIn).toMatchObject({
      day: today(),
      sleep: 4,
      energy: 3,
      mood: 5,
      stress: 2,
      soreness: 3,
      bodyWeightKg: 61.4,
    });
    const changed = await save(ana, { sleep: 5, bodyWeightKg: null });
    expect(changed.errors).toBeUndefined();
    const yesterday = await save(ana, { day: addDays(today(), -1), bodyWeightKg: 61.8 });
    expect(yesterday.errors).toBeUndefined();
    const { checkIns } = await mine(ana);
    expect(checkIns.map((checkIn) => checkIn.day)).toEqual([addDays(today(), -1), today()]);
    expect(checkIns[1]).toMatchObject({ sleep: 5, energy: null, mood: null, stress: null, soreness: null, bodyWeightKg: null });
  });

  it('refuses bad scores, weights and days in Spanish naming the field, and writes nothing', async () => {
    const before = await mine(ana);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sleep: 6 }, 'input.sleep', 'sueño'],
      [{ energy: 0 }, 'input.energy', 'energía'],
      // A fraction for an Int is refused by GraphQL itself, naming the argument's path.
      [{ mood: 2.5 }, 'input.mood', 'input.mood'],
      [{ bodyWeightKg: 19 }, 'input.bodyWeightKg', 'peso corporal'],
      [{ bodyWeightKg: 61.45 }, 'input.bodyWeightKg', 'peso corporal'],
      [{ bodyWeightKg: 1e-200 }, 'input.bodyWeightKg', 'peso corporal'],
      [{}, 'input', 'al menos un dato'],
      [{ day: addDays(today(), 1), sleep: 3 }, 'day', 'futuro'],
      [{ day: addDays(today(), -7), sleep: 3 }, 'day', 'días anteriores'],
      [{ day: '2026-13-01', sleep: 3 }, 'input.day', 'fecha válida'],
    ];
    for (const [input, fieldName, words] of cases) {
      const answer = await save(ana, input);
      expect(answer.data?.saveCheckIn ?? null, JSON.stringify(input)).toBeNull();
      expect(answer.errors?.[0]?.errorType, JSON.stringify(input)).toBe('ValidationError');
      const info = (answer.errors?.[0] as { errorInfo?: Record<string, string> } | undefined)?.errorInfo ?? {};
      const said = `${answer.errors?.[0]?.message ?? ''} ${Object.values(info).join(' ')}`.toLowerCase();
      expect(said, `${JSON.stringify(input)} → ${fieldName}`).toContain(words.toLowerCase());
    }
    expect(await mine(ana)).toEqual(before);
  });

  it('gives the coach the check-ins of a member of her planning, and no one else anyone’s', async () => {
    const seen = await adminCall(stack, admin, MEMBER_CHECK_INS, { planningId: PLANNING, userId: subOf(ana) });
    expect(seen.map((checkIn: CheckIn) => checkIn.day)).toEqual([addDays(today(), -1), today()]);
    // Another member asking as a coach, and the coach asking through a planning Ana is not in.
    const asBea = await callGraphql(stack, as(bea), MEMBER_CHECK_INS, { planningId: PLANNING, userId: subOf(ana) });
    expect(asBea.errors?.[0]?.errorType).toBe('Unauthorized');
    const elsewhere = await callGraphql(stack, admin, MEMBER_CHECK_INS, { planningId: 'planning-2', userId: subOf(ana) });
    expect(elsewhere.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Esa persona no es miembro de esta planificación.' });
    // Bea's own list is hers: empty, whatever Ana stored.
    expect(await mine(bea)).toEqual({ consent: null, checkIns: [] });
  });

  it('deletes a day when the member deletes it (twice is harmless) and everything when she withdraws the consent', async () => {
    const deleted = await callGraphql(stack, as(ana), DELETE_CHECK_IN, { day: today() });
    expect(deleted.data?.['deleteCheckIn']).toBe(true);
    const again = await callGraphql(stack, as(ana), DELETE_CHECK_IN, { day: today() });
    expect(again.data?.['deleteCheckIn']).toBe(false);
    expect(await storedOf(ana)).toEqual(['CHECKIN#' + addDays(today(), -1), 'CHECKIN_CONSENT']);
    const withdrawn = await callGraphql(stack, as(ana), WITHDRAW_CHECK_IN_CONSENT);
    expect(withdrawn.data?.['withdrawCheckInConsent']).toBe(true);
    expect(await storedOf(ana)).toEqual([]);
    expect(await mine(ana)).toEqual({ consent: null, checkIns: [] });
    // Without the consent again, a save stores nothing.
    expect((await save(ana, { sleep: 3 })).errors?.[0]?.errorType).toBe('ConsentRequired');
    expect(await storedOf(ana)).toEqual([]);
  });
});
