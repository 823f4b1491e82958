// The sign-up trigger through its handler, against DynamoDB Local: a planning an admin added under
// the new account's e-mail moves to the account, found through the e-mail's pointers (one Query on
// the sign-up's path when nobody added her), pointers leave with their memberships, and the data
// upgrade gives pointers to e-mail memberships written before them.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { MyPlanning, PlanningUser } from '../../functions/generated/graphql';
import { tableContext } from '../../functions/composition/table';
import { createPlanningUsersRepository, planningMemberRecord } from '../../functions/data/planning-users-repository';
import { emailMemberId } from '../../functions/domain/email-members';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { handler as admin } from '../../functions/handlers/admin';
import { handler as plannings } from '../../functions/handlers/plannings';
import { handler as postConfirmation } from '../../functions/handlers/post-confirmation';
import { upgradeStoredData } from '../../functions/seed/upgrade';
import { aPerson, postConfirmationEvent, type HandlerCaller } from '../support/appsync-events';
import { storedMembership } from '../support/factories/memberships';
import { dataOf, given, invoke } from './steps';

const PLANNING = 'planning-3';
const today = () => toStoreDate(new Date());
const table = tableContext();
const planningUsers = createPlanningUsersRepository(table);

const anAdmin = () => aPerson({ groups: ['admin'] });
const addedByEmail = async (email: string, endDate = addDays(today(), 111)) =>
  dataOf(
    await invoke<PlanningUser>(
      admin,
      'Mutation.addPlanningUser',
      { input: { planningId: PLANNING, email, firstName: 'Sol', lastName: 'Díaz', startDate: today(), endDate } },
      anAdmin(),
    ),
  );
const signsUp = async (person: HandlerCaller) => {
  await postConfirmation(postConfirmationEvent(person));
  return person;
};

/** The DynamoDB commands (low-level names) the functions' shared client sends while `run` runs (this worker only). */
async function commandsSentDuring(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  table.doc.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context['commandName']));
      return next(args);
    },
    { step: 'initialize', name: 'commandsSentDuring' },
  );
  try {
    await run();
  } finally {
    table.doc.middlewareStack.remove('commandsSentDuring');
  }
  return sent;
}

describe('post-confirmation trigger', () => {
  it('signs up a person nobody added with one Query beside her profile: no planning is listed or read', async () => {
    const sent = await commandsSentDuring(() => signsUp(aPerson()));
    expect(sent.sort()).toEqual(['PutItemCommand', 'QueryCommand']);
  });

  it('moves the planning an admin added under her e-mail to her account, and its pointer with it', async () => {
    const person = aPerson();
    const added = await addedByEmail(person.email);
    expect(added.userId).toBe(emailMemberId(person.email));
    expect(await planningUsers.planningsOfEmailMember(added.userId)).toEqual([PLANNING]);

    await signsUp(person);

    expect(await planningUsers.get(PLANNING, person.sub)).toMatchObject({ status: 'ACTIVE', endDate: added.endDate, source: 'MANUAL' });
    expect(await planningUsers.get(PLANNING, added.userId)).toBeNull();
    expect(await planningUsers.planningsOfEmailMember(added.userId)).toEqual([]);
  });

  it('links an e-mail membership written before pointers once the data upgrade gave it one', async () => {
    const person = aPerson();
    const emailId = emailMemberId(person.email);
    const older = planningMemberRecord(
      storedMembership({ planningId: PLANNING, userId: emailId, email: person.email, startDate: today(), endDate: addDays(today(), 55) }),
    );
    await table.doc.send(new PutCommand({ TableName: table.tableName, Item: older }));
    expect(await planningUsers.planningsOfEmailMember(emailId)).toEqual([]);

    expect((await upgradeStoredData(table)).emailMembershipPointersCreated).toBeGreaterThanOrEqual(1);
    expect(await planningUsers.planningsOfEmailMember(emailId)).toEqual([PLANNING]);

    await signsUp(person);
    expect(await planningUsers.get(PLANNING, person.sub)).toMatchObject({ status: 'ACTIVE', endDate: addDays(today(), 55) });
    expect(await planningUsers.planningsOfEmailMember(emailId)).toEqual([]);
  });

  it('drops an e-mail membership her own longer one covers, with its pointer, at her next read', async () => {
    // Her account already runs longer (e.g. added by e-mail while her sign-up was being confirmed).
    const member = await given.aMemberOf(PLANNING, { weeks: 20 });
    const shorter = await addedByEmailWithoutAccount(member.email);
    expect(await planningUsers.planningsOfEmailMember(shorter)).toEqual([PLANNING]);

    const mine = dataOf(await invoke<MyPlanning[]>(plannings, 'Query.myPlannings', {}, member));

    expect(mine.map((planning) => [planning.planningId, planning.endDate])).toEqual([[PLANNING, addDays(today(), 139)]]);
    expect(await planningUsers.get(PLANNING, shorter)).toBeNull();
    expect(await planningUsers.planningsOfEmailMember(shorter)).toEqual([]);
  });
});

/**
 * An e-mail membership written as the admin's add writes one when no profile has that e-mail (the
 * repository's own add, since the admin's service would find her profile and key it on her account).
 */
async function addedByEmailWithoutAccount(email: string): Promise<string> {
  const userId = emailMemberId(email);
  const written = await planningUsers.addManual(
    storedMembership({ planningId: PLANNING, userId, email, startDate: today(), endDate: addDays(today(), 27) }),
    today(),
    new Date().toISOString(),
  );
  expect(written).toBe(true);
  return userId;
}
