// The admin's subscribers of a planning (issue 39): a member subscribed through the API and
// authorized at the simulator is listed with her e-mail, status, next charge and charges; the
// figures count her; a planning's subscribers come a page at a time, newest first, each once,
// read through the planning's pointers (no Scan); a token of another planning, a limit out of
// range and an unknown planning are refused in Spanish (the message names what is wrong).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createSubscriptionsRepository } from '../../functions/data/subscriptions-repository';
import { newSubscription } from '../../functions/domain/subscription';
import { as, buyerWithAddress } from '../support/buying';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql, type Caller } from '../support/graphql-client';
import { aRunningSubscription, PLANNING_SUBSCRIBERS, type RunningSubscription } from '../support/subscriptions-api';

const stack = inject('stack');
const repository = createSubscriptionsRepository({
  doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
  tableName: stack.tableName,
});

interface Page {
  planningName: string;
  nextToken: string | null;
  summary: Record<string, number>;
  subscribers: {
    memberId: string;
    memberEmail: string | null;
    subscription: {
      id: string;
      status: string;
      amount: number;
      nextChargeAt: string | null;
      charges: { id: string; state: string; amount: number; refundableAmount: number }[];
    };
  }[];
}

describe('planningSubscribers (admin)', () => {
  let admin: Caller;
  let memberEmail: string;
  let running: RunningSubscription;

  beforeAll(async () => {
    const [adminUser, member] = await Promise.all([signInAdmin(stack), buyerWithAddress(stack)]);
    admin = as(adminUser);
    memberEmail = member.email;
    running = await aRunningSubscription(stack, admin, as(member));
  });

  const page = async (variables: Record<string, unknown>): Promise<Page> => {
    const answer = await callGraphql(stack, admin, PLANNING_SUBSCRIBERS, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data?.['planningSubscribers'] as Page;
  };

  it('lists the subscriber with her status, next charge, amount and charges, and counts her in the figures', async () => {
    const answer = await page({ planningId: running.planningId });
    expect(answer.planningName).toBe(running.planningName);
    expect(answer.nextToken).toBeNull();
    expect(answer.subscribers).toHaveLength(1);
    const [row] = answer.subscribers;
    expect(row?.memberEmail).toBe(memberEmail);
    expect(row?.subscription).toMatchObject({ id: running.id, status: 'ACTIVE', amount: 32000 });
    expect(row?.subscription.nextChargeAt).not.toBeNull();
    expect(row?.subscription.charges).toEqual([expect.objectContaining({ state: 'CLEARED', amount: 32000, refundableAmount: 32000 })]);
    expect(answer.summary).toEqual({
      subscribers: 1,
      trial: 0,
      active: 1,
      pastDue: 0,
      paused: 0,
      monthlyRecurringRevenue: 32000,
      newThisMonth: 1,
      cancelledThisMonth: 0,
      failedChargesThisMonth: 0,
    });
  });

  it('pages 26 subscriptions newest first, each once, with the figures over all of them on every page', async () => {
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const made: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const id = randomUUID();
      made.push(id);
      await repository.save(
        newSubscription({
          id,
          planningId: running.planningId,
          memberId: randomUUID(),
          seller: 'STORE',
          period: { count: 1, unit: 'MONTH' },
          trialDays: 0,
          amount: 32000,
          currency: 'ARS',
          now: new Date(base + index * 60_000).toISOString(),
        }),
        null,
      );
    }
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const answer: Page = await page({ planningId: running.planningId, limit: 10, nextToken: token });
      pages += 1;
      seen.push(...answer.subscribers.map((row) => row.subscription.id));
      // Pending ones are not running subscribers: the figures still count the one authorized.
      expect(answer.summary['subscribers']).toBe(1);
      token = answer.nextToken;
    } while (token);
    expect(pages).toBe(3);
    // The real one was made now (newest), then the written ones from the latest to the earliest.
    expect(seen).toEqual([running.id, ...made.reverse()]);
  });

  it('refuses a token of another planning, a limit out of range and an unknown planning', async () => {
    const first = await page({ planningId: running.planningId, limit: 1 });
    const otherPlanning = await callGraphql(stack, admin, PLANNING_SUBSCRIBERS, { planningId: 'planning-2', nextToken: first.nextToken });
    expect(otherPlanning.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringMatching(/página/) });
    const tooMany = await callGraphql(stack, admin, PLANNING_SUBSCRIBERS, { planningId: running.planningId, limit: 101 });
    expect(tooMany.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(/suscripciones por página debe estar entre 1 y 100/),
    });
    const unknown = await callGraphql(stack, admin, PLANNING_SUBSCRIBERS, { planningId: 'no-such-planning' });
    expect(unknown.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: expect.stringMatching(/planificación/) });
  });
});
