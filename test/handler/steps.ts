// The handler layer's vocabulary: invoke one function's handler with the event AppSync (or
// Cognito) would send, and arrange people and memberships the way the store makes them, through
// the same handlers or the repositories the functions use. Every step writes to the DynamoDB Local
// the global setup started; each test arranges its own people, so no test reads another's writes.
import { expect } from 'vitest';
import type { CreateUserAddressInput } from '../../functions/generated/graphql';
import { tableContext } from '../../functions/composition/table';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { planningMemberRecord } from '../../functions/data/planning-users-repository';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { handler as account } from '../../functions/handlers/account';
import { handler as postConfirmation } from '../../functions/handlers/post-confirmation';
import type { ResolverEvent } from '../../functions/handlers/appsync-resolver';
import { loadResolverCode, resolveWithLambda, ResolverCodeError } from '../../infra/local/appsync-js-runtime';
import { LAMBDA_RESOLVER_CODE } from '../../infra/shared/lambda-resolver-code';
import { aPerson, postConfirmationEvent, resolverEvent, type HandlerCaller, type VISITOR } from '../support/appsync-events';
import { billingAddressInput } from '../support/factories/billing';
import { storedMembership } from '../support/factories/memberships';

type ResolverHandler = (event: ResolverEvent) => Promise<unknown>;

const resolverCode = loadResolverCode(LAMBDA_RESOLVER_CODE);

/** What a handler answered: its data, or the error AppSync would forward (errorType and message). */
export type Answer<T> = { data: T; error?: never } | { data?: never; error: { errorType: string; message: string } };

/** Invokes `handler` for one field, as AppSync does after checking the schema's types and auth. */
export async function invoke<T = unknown>(
  handler: ResolverHandler,
  field: `${'Query' | 'Mutation'}.${string}`,
  args: Record<string, unknown>,
  caller: HandlerCaller | typeof VISITOR,
): Promise<Answer<T>> {
  const [parentTypeName, fieldName] = field.split('.') as ['Query' | 'Mutation', string];
  const event = resolverEvent(parentTypeName, fieldName, args, caller);
  try {
    // Through the resolver code AppSync runs in front of every function, as the deployed API answers.
    return {
      data: (await resolveWithLambda(resolverCode, { ...event, identity: event.identity ?? null }, (payload) =>
        handler(payload as ResolverEvent),
      )) as T,
    };
  } catch (error) {
    if (error instanceof ResolverCodeError) return { error: { errorType: error.errorType ?? 'Lambda:Unhandled', message: error.message } };
    throw error;
  }
}

/** The data of an answer that must have succeeded. */
export function dataOf<T>(answer: Answer<T>): T {
  expect(answer.error).toBeUndefined();
  return answer.data as T;
}

const today = () => toStoreDate(new Date());

export const given = {
  /** A person who just confirmed her sign-up: the post-confirmation trigger made her profile. */
  async aPerson(overrides: Partial<HandlerCaller> = {}): Promise<HandlerCaller> {
    const person = aPerson(overrides);
    await postConfirmation(postConfirmationEvent(person));
    return person;
  },

  /** A person with billing details saved (the account function's createUserAddress). */
  async aBuyer(address: Partial<CreateUserAddressInput> = {}): Promise<HandlerCaller> {
    const buyer = await given.aPerson();
    dataOf(await invoke(account, 'Mutation.createUserAddress', { input: billingAddressInput(address) }, buyer));
    return buyer;
  },

  /**
   * A person with a membership of `planningId`: from today for `weeks` weeks (as the admin adds
   * one), or waiting for her to choose the start (as a purchase leaves it), or over given dates.
   */
  async aMemberOf(
    planningId: string,
    membership: { weeks: number; startPending?: boolean } | { startDate: string; endDate: string },
  ): Promise<HandlerCaller> {
    const member = await given.aPerson();
    const dates =
      'weeks' in membership
        ? { startDate: today(), endDate: addDays(today(), membership.weeks * 7 - 1) }
        : { startDate: membership.startDate, endDate: membership.endDate };
    const stored = storedMembership({
      planningId,
      userId: member.sub,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      ...dates,
      ...('startPending' in membership && membership.startPending ? { startPending: true } : {}),
    });
    const table = tableContext();
    await table.doc.send(new PutCommand({ TableName: table.tableName, Item: planningMemberRecord(stored) }));
    return member;
  },
};
