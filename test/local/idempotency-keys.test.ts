// createOrder's and the logged results' keys on the one idempotency mechanism (decision 151), on
// DynamoDB Local: a key is written COMPLETED in the operation's own transaction, so a repeat finds
// what it made and writes nothing; a key written before decision 151 (ORDER_REQUEST#, RESULT_KEY#)
// is still honoured, so a retry that crosses the deploy makes no second order and no second result;
// the mechanism refuses a key reused with another request's fingerprint.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { createIdempotencyRepository } from '../../functions/data/idempotency-repository';
import { createNoticeClaimsRepository } from '../../functions/data/notice-claims-repository';
import { createOrdersRepository } from '../../functions/data/orders-repository';
import { createTrainingLogRepository } from '../../functions/data/training-log-repository';
import { requestFingerprint } from '../../functions/domain/idempotency';
import type { SessionResult } from '../../functions/domain/training-log';
import { as, buyerWithAddress, CREATE_ORDER, createOrder } from '../support/buying';
import { callGraphql } from '../support/graphql-client';

const stack = inject('stack');
const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };

const sessionResult = (overrides: Partial<SessionResult> = {}): SessionResult => ({
  id: randomUUID(),
  planningId: 'planning-keys',
  userId: `member-${randomUUID()}`,
  sessionId: 'session-1',
  sessionTitle: 'Sentadilla',
  weekNumber: 1,
  lifts: [],
  timeSeconds: null,
  rounds: null,
  reps: null,
  distanceMeters: null,
  calories: null,
  rpe: 8,
  notes: null,
  loadKg: null,
  newRecords: [],
  loggedAt: new Date().toISOString(),
  editedAt: null,
  ...overrides,
});

describe('createOrder once per key', () => {
  it('a repeat of the request answers the order it made; a key of an order made before decision 151 too', async () => {
    const buyer = await buyerWithAddress(stack);
    const first = await createOrder(stack, buyer, 'course-5');
    const again = await createOrder(stack, buyer, 'course-5', { idempotencyKey: first.idempotencyKey });
    expect(again.id).toBe(first.id);
    const orders = createOrdersRepository(table);
    const stored = await orders.get(first.id);
    expect(stored?.idempotencyKey).toBe(first.idempotencyKey);
    expect(await orders.findIdByRequest(stored?.userId ?? '', first.idempotencyKey)).toBe(first.id);

    // An order made before decision 151 kept its key as USER#<sub> / ORDER_REQUEST#<key>.
    const legacyKey = randomUUID();
    await table.doc.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { PK: `USER#${stored?.userId}`, SK: `ORDER_REQUEST#${legacyKey}`, entity: 'OrderRequest', orderId: first.id },
      }),
    );
    const crossing = await callGraphql(stack, as(buyer), CREATE_ORDER, { input: { itemId: 'course-5', idempotencyKey: legacyKey } });
    expect(crossing.errors).toBeUndefined();
    expect(crossing.data?.['createOrder']?.order?.id).toBe(first.id);
  });
});

describe('a logged result once per key', () => {
  it('writes once, answers a repeat with what the key wrote and its fingerprint', async () => {
    const log = createTrainingLogRepository(table);
    const result = sessionResult();
    const key = randomUUID();
    const fingerprint = requestFingerprint({ planningId: result.planningId, rpe: 8 });
    expect(await log.logResult(result, [], { key, fingerprint })).toEqual({ written: true });
    // The resend made a new id: nothing is written, the first result is named.
    const resendId = randomUUID();
    const resend = await log.logResult({ ...result, id: resendId }, [], { key, fingerprint });
    expect(resend).toEqual({
      written: false,
      stored: { fingerprint, result: { userId: result.userId, planningId: result.planningId, sessionId: result.sessionId, id: result.id } },
    });
    expect((await log.findResult(result.userId, result.planningId, result.sessionId, result.id))?.id).toBe(result.id);
    expect(await log.findResult(result.userId, result.planningId, result.sessionId, resendId)).toBeNull();
  });

  it('a key used before decision 151 (RESULT_KEY#) writes nothing again', async () => {
    const log = createTrainingLogRepository(table);
    const earlier = sessionResult();
    const key = randomUUID();
    const fingerprint = requestFingerprint({ planningId: earlier.planningId, rpe: 8 });
    await table.doc.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { PK: `USER#${earlier.userId}`, SK: `RESULT_KEY#${key}`, entity: 'ResultKey', fingerprint, result: earlier },
      }),
    );
    const resendId = randomUUID();
    const resend = await log.logResult({ ...earlier, id: resendId }, [], { key, fingerprint });
    expect(resend).toEqual({
      written: false,
      stored: {
        fingerprint,
        result: { userId: earlier.userId, planningId: earlier.planningId, sessionId: earlier.sessionId, id: earlier.id },
      },
    });
    expect(await log.findResult(earlier.userId, earlier.planningId, earlier.sessionId, resendId)).toBeNull();
  });
});

describe('the mechanism', () => {
  it("refuses a key held with another request's fingerprint, in progress or completed", async () => {
    const keys = createIdempotencyRepository(table, { name: 'test-fingerprint', response: z.object({ n: z.number() }), keepSeconds: 60 });
    const key = randomUUID();
    const now = new Date();
    expect(await keys.start(key, now, 30, 'request-a')).toEqual({ kind: 'started' });
    expect(await keys.start(key, now, 30, 'request-b')).toEqual({ kind: 'mismatch' });
    expect(await keys.start(key, now, 30, 'request-a')).toEqual({ kind: 'in-progress' });
    expect(await keys.complete(key, { n: 1 }, now)).toBe(true);
    expect(await keys.start(key, now, 30, 'request-a')).toEqual({ kind: 'completed', response: { n: 1 } });
    expect(await keys.start(key, now, 30, 'request-b')).toEqual({ kind: 'mismatch' });
    expect(await keys.read(key)).toMatchObject({ status: 'COMPLETED', response: { n: 1 }, fingerprint: 'request-a' });
  });
});

describe('once-only notices on the mechanism', () => {
  it('a notice is claimed once, given back on a failed enqueue, and held by a claim written before decision 151', async () => {
    const claims = createNoticeClaimsRepository(table);
    const now = new Date();
    const key = `WEEK_RELEASE#planning-keys#${randomUUID()}#1`;
    expect(await claims.claim(key, now)).toBe(true);
    expect(await claims.claim(key, now)).toBe(false);
    await claims.release(key);
    expect(await claims.claim(key, now)).toBe(true);
    await claims.markSent(key, now);
    // Sent: never again, even after the lease.
    expect(await claims.claim(key, new Date(now.getTime() + 3600_000))).toBe(false);

    const before151 = async (status: 'CLAIMED' | 'SENT', claimedAt: Date) => {
      const legacyKey = `WEEK_RELEASE#planning-keys#${randomUUID()}#1`;
      await table.doc.send(
        new PutCommand({
          TableName: table.tableName,
          Item: { PK: `NOTICE#${legacyKey}`, SK: 'NOTICE', entity: 'NoticeClaim', status, claimedAt: claimedAt.toISOString() },
        }),
      );
      return legacyKey;
    };
    expect(await claims.claim(await before151('SENT', now), now)).toBe(false);
    expect(await claims.claim(await before151('CLAIMED', now), now)).toBe(false);
    // A claim abandoned before decision 151 (older than the 10-minute lease): the notice is sent.
    expect(await claims.claim(await before151('CLAIMED', new Date(now.getTime() - 11 * 60_000)), now)).toBe(true);
  });
});
