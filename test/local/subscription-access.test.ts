// A subscribed planning opens as a bought one does (issue 39, decision 120), through the API and
// the stack's Mercado Pago simulator: subscribe → authorize → the first charge cleared → the member
// reads the planning's week and finds it in Mis planificaciones; after the Botón de baja access
// lasts to the end of the paid period; once that period is over she is refused as a non-buyer is.
// The server's clock is the real one, so "after the period's end" moves the stored subscription
// back in time (as plannings-api's moveMembership does for a bought membership). Each step waits
// on state, never on time.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { CATALOGUE_PARTITION } from '../../functions/data/items-repository';
import { toStoreDate } from '../../functions/domain/store-clock';
import { as, buyerWithAddress } from '../support/buying';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { MY_PLANNINGS, MY_PROGRESS, PLANNING_WEEK, SAVE_WEEK } from '../support/plannings-api';
import {
  aRunningSubscription,
  moveSubscriptionBack,
  MY_SUBSCRIPTIONS,
  REQUEST_SUBSCRIPTION_CANCELLATION,
  runSubscriptionChanges,
  type RunningSubscription,
} from '../support/subscriptions-api';

const stack = inject('stack');
const table = () => ({ doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName });

/** The planning listed in the catalogue as a published one is (Mis planificaciones reads the catalogue's plannings). */
async function listInCatalogue(planningId: string): Promise<void> {
  const { doc, tableName } = table();
  await doc.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { PK: `ITEM#${planningId}`, SK: 'ITEM' },
      UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': CATALOGUE_PARTITION, ':sk': `PLANNING#${planningId}` },
    }),
  );
}

interface WeekAnswer {
  planningWeek: {
    weekNumber: number;
    releasedWeeks: number;
    isPreview: boolean;
    planning: { status: string; startDate: string; endDate: string; startPending: boolean };
    week: { title: string; days: { sessions: { title: string }[] }[] } | null;
  } | null;
}

const week = (caller: Caller, planningId: string) => callGraphql<WeekAnswer>(stack, caller, PLANNING_WEEK, { planningId });
const myPlanningOf = async (caller: Caller, planningId: string) => {
  const answer = await callGraphql<{ myPlannings: { planningId: string; status: string; startDate: string; endDate: string }[] }>(
    stack,
    caller,
    MY_PLANNINGS,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.myPlannings.find((planning) => planning.planningId === planningId);
};
const subscriptionRow = async (caller: Caller, id: string) => {
  const answer = await callGraphql<{ mySubscriptions: { id: string; status: string; hasAccess: boolean }[] }>(
    stack,
    caller,
    MY_SUBSCRIPTIONS,
  );
  return answer.data?.mySubscriptions.find((row) => row.id === id);
};

describe('a subscribed planning opens as a bought one', () => {
  let admin: Caller;
  let member: TestUser;
  let stranger: TestUser;
  let running: RunningSubscription;

  beforeAll(async () => {
    const [adminUser, buyer, nonBuyer] = await Promise.all([signInAdmin(stack), buyerWithAddress(stack), signUpAndConfirm(stack)]);
    admin = { token: adminUser.accessToken };
    member = buyer;
    stranger = nonBuyer;
    running = await aRunningSubscription(stack, admin, as(member));
    await listInCatalogue(running.planningId);
    const saved = await callGraphql(stack, admin, SAVE_WEEK, {
      input: {
        planningId: running.planningId,
        weekNumber: 1,
        title: 'Base de fuerza',
        days: [
          {
            dayNumber: 1,
            title: 'Día 1',
            sessions: [{ title: 'Sentadilla y empuje', blocks: [{ title: 'Entrada en calor', text: '10 minutos' }] }],
          },
        ],
        expectedVersion: null,
      },
    });
    expect(saved.errors).toBeUndefined();
  });

  it('the paid period opens the week and lists the planning in Mis planificaciones; after the baja it lasts to the period’s end, then it is refused as a non-buyer is', async () => {
    const today = toStoreDate(new Date());
    const lastPaidDay = toStoreDate(new Date(Date.parse(running.accessEndsAt) - 1));

    const strangerAnswer = await week(as(stranger), running.planningId);
    expect(strangerAnswer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });

    const open = await week(as(member), running.planningId);
    expect(open.errors).toBeUndefined();
    expect(open.data?.planningWeek).toMatchObject({
      weekNumber: 1,
      releasedWeeks: 1,
      isPreview: false,
      planning: { status: 'ACTIVE', startDate: today, endDate: lastPaidDay, startPending: false },
      week: { title: 'Base de fuerza' },
    });
    expect(open.data?.planningWeek?.week?.days[0]?.sessions[0]?.title).toBe('Sentadilla y empuje');
    expect(await myPlanningOf(as(member), running.planningId)).toMatchObject({ status: 'ACTIVE', startDate: today, endDate: lastPaidDay });
    const progress = await callGraphql(stack, as(member), MY_PROGRESS, { planningId: running.planningId });
    expect(progress.errors).toBeUndefined();

    // The Botón de baja, signed in: the charges stop, access lasts to the end of the paid period.
    const baja = await callGraphql(stack, as(member), REQUEST_SUBSCRIPTION_CANCELLATION, { input: { planningId: running.planningId } });
    expect(baja.errors).toBeUndefined();
    while ((await subscriptionRow(as(member), running.id))?.status !== 'CANCELLED') await runSubscriptionChanges(stack);
    expect((await week(as(member), running.planningId)).data?.planningWeek).toMatchObject({ weekNumber: 1, isPreview: false });

    // The paid period over (the stored subscription moved back past it): refused as the non-buyer was.
    await moveSubscriptionBack(stack, running.id, 40);
    expect(await subscriptionRow(as(member), running.id)).toMatchObject({ status: 'ENDED', hasAccess: false });
    const refused = await week(as(member), running.planningId);
    expect(refused.data?.planningWeek ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      errorType: strangerAnswer.errors?.[0]?.errorType,
      message: strangerAnswer.errors?.[0]?.message,
    });
    // Mis planificaciones keeps it as history, ended.
    expect(await myPlanningOf(as(member), running.planningId)).toMatchObject({ status: 'EXPIRED' });
    expect((await myPlanningOf(as(stranger), running.planningId)) ?? null).toBeNull();
  });
});
