// Issue 41, what a hostile client still got: decimals DynamoDB cannot store (1e-200 kilos answered
// InternalError, "Number underflow"), dates that name no day (adminInvoices with "0000-00-00"
// answered InternalError from the date arithmetic), a CUIT of zeros accepted for a Factura A, and a
// tax id typed with spaces refused. Each now answers as the forms do: a ValidationError naming the
// field, nothing written; the tax id as typed is accepted.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { as } from '../support/buying';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { billingAddressInput } from '../support/factories/billing';
import { LIST_SALES } from '../support/admin-api';
import { ADMIN_INVOICES, FISCAL_SETTINGS, SAVE_FISCAL_SETTINGS } from '../support/arca';
import { LOG_RESULT, MY_LIFT_MAXES, MY_SESSION_RESULTS, SET_LIFT_MAX, UPDATE_RESULT, sessionWithLift } from '../support/plannings-api';
import { given } from '../support/steps';

const stack = inject('stack');

const CREATE_ADDRESS = `mutation($input: CreateUserAddressInput!) { createUserAddress(input: $input) { id taxId ivaCondition } }`;
const ADDRESSES = `query { listUserAddresses { id taxId } }`;

describe('decimals DynamoDB cannot store answer a ValidationError', () => {
  let member: TestUser;
  let squat: { sessionId: string; blockId: string };
  const input = (kg: number) => ({
    planningId: 'planning-1',
    weekNumber: 1,
    sessionId: squat.sessionId,
    lifts: [{ blockId: squat.blockId, sets: [{ reps: 5, kg }] }],
  });
  const stored = async () =>
    (await callGraphql(stack, as(member), MY_SESSION_RESULTS, { planningId: 'planning-1', sessionId: squat.sessionId })).data?.[
      'mySessionResults'
    ] as { id: string; lifts: { sets: { kg: number }[] }[] }[];

  beforeAll(async () => {
    member = await given.aMemberOf(stack, 'planning-1', { days: 84 });
    squat = await sessionWithLift(stack, member, 'planning-1', 'BACK_SQUAT');
  });

  it.each([[1e-200], [5e-324]])('refuses a logged set of %s kg, naming the load, and writes nothing', async (kg) => {
    const answer = await callGraphql(stack, as(member), LOG_RESULT, { input: { ...input(kg), idempotencyKey: randomUUID() } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('La carga');
    expect(await stored()).toEqual([]);
  });

  it('refuses an edit to 1e-200 kg and keeps the result as it was', async () => {
    const logged = await callGraphql(stack, as(member), LOG_RESULT, { input: { ...input(100), idempotencyKey: randomUUID() } });
    expect(logged.errors).toBeUndefined();
    const resultId = logged.data?.['logSessionResult'].id as string;
    const { weekNumber: _week, ...edit } = input(1e-200);
    const answer = await callGraphql(stack, as(member), UPDATE_RESULT, { input: { ...edit, resultId } });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect((await stored()).find((result) => result.id === resultId)?.lifts[0]?.sets[0]?.kg).toBe(100);
  });

  it('refuses a 1RM of 5e-324 kg, naming the máximo', async () => {
    const answer = await callGraphql(stack, as(member), SET_LIFT_MAX, { lift: 'FRONT_SQUAT', kg: 5e-324 });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(answer.errors?.[0]?.message).toContain('El máximo');
    const maxes = (await callGraphql(stack, as(member), MY_LIFT_MAXES)).data?.['myLiftMaxes'] as { lift: string }[];
    expect(maxes.map((max) => max.lift)).not.toContain('FRONT_SQUAT');
  });
});

describe('dates that name no day answer a ValidationError before any arithmetic', () => {
  let admin: Caller;
  beforeAll(async () => {
    admin = { token: (await signInAdmin(stack)).accessToken };
  });

  it.each([['0000-00-00'], ['2026-13-01']])('adminInvoices from %s', async (from) => {
    const answer = await callGraphql(stack, admin, ADMIN_INVOICES, { seller: 'STORE', from, to: '2026-12-31' });
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Revisá los datos: La fecha desde no es una fecha válida (aaaa-mm-dd).',
    });
  });

  it.each([['0000-00-00'], ['2026-13-01']])('listSales to %s, as adminInvoices', async (to) => {
    const answer = await callGraphql(stack, admin, LIST_SALES, { filter: { from: '2026-01-01', to } });
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
  });
});

describe('tax ids as ARCA checks them', () => {
  let buyer: TestUser;
  let admin: Caller;
  beforeAll(async () => {
    [buyer, admin] = await Promise.all([signUpAndConfirm(stack), signInAdmin(stack).then((user) => ({ token: user.accessToken }))]);
  });

  it.each([['00000000000'], ['11123456787']])(
    'refuses the CUIT %s (a check digit that matches, a prefix no one has) and keeps no address',
    async (taxId) => {
      const answer = await callGraphql(stack, as(buyer), CREATE_ADDRESS, {
        input: billingAddressInput({ taxId, ivaCondition: 'RESPONSABLE_INSCRIPTO' }),
      });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
      expect(answer.errors?.[0]?.message).toContain('CUIT');
      const addresses = (await callGraphql(stack, as(buyer), ADDRESSES)).data?.['listUserAddresses'] as { taxId: string }[];
      expect(addresses.map((address) => address.taxId)).not.toContain(taxId);
    },
  );

  it.each([['20 12345678 6'], ['20-12345678-6'], ['20.12345678.6']])('accepts the CUIT typed as %s and keeps its digits', async (taxId) => {
    const answer = await callGraphql(stack, as(buyer), CREATE_ADDRESS, {
      input: billingAddressInput({ taxId, ivaCondition: 'RESPONSABLE_INSCRIPTO' }),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['createUserAddress']).toMatchObject({ taxId: '20123456786', ivaCondition: 'RESPONSABLE_INSCRIPTO' });
  });

  it("refuses a seller's CUIT of zeros in the fiscal settings and keeps the settings", async () => {
    const before = (await callGraphql(stack, admin, FISCAL_SETTINGS)).data;
    const answer = await callGraphql(stack, admin, SAVE_FISCAL_SETTINGS, {
      input: {
        seller: 'STORE',
        legalName: 'Ceros SA',
        cuit: '00-00000000-0',
        condition: 'RESPONSABLE_INSCRIPTO',
        pointOfSale: 3,
        environment: 'HOMOLOGACION',
        address: 'Calle Falsa 123',
        grossIncomeNumber: 'Exento',
        activityStartDate: '2020-01-01',
      },
    });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect((await callGraphql(stack, admin, FISCAL_SETTINGS)).data).toEqual(before);
  });
});
