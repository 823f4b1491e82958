// The outbox: every effect owed after a write (domain/effects.ts), written in the write's own
// transaction and carried out by the outbox worker (services/outbox/outbox-worker.ts). The same
// scheme as the invoice outbox (invoice-outbox.ts): an entry on a GSI1 due list, attempts
// counted on the entry, a backoff per entry, and a dead-letter list the alarm watches.
//   EFFECT#<id> / EFFECT          the entry: { kind, effect, status, attempts, dueAt, lastError }
//   GSI1 while owed:   OUTBOX / <dueAt>#<id>          (the worker's due list)
//   GSI1 given up:     OUTBOX_FAILED / <at>#<id>      (the dead letters; alarm: EffectsFailed)
// Carried out: status DONE, off both lists, and deleted by the table's TTL after 30 days.
// Taking an entry is a conditional update on (status PENDING, the attempts read, due): it moves
// `dueAt` a lease ahead, so a worker that dies while carrying it out leaves it due again when the
// lease ends (the in-progress state expires), and two workers never carry out the same attempt.
import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { Effect, OwedEffect } from '../domain/effects';
import { REFUND_REASONS } from '../domain/order-payments';
import { SELLERS } from '../domain/seller';
import { dueEntries } from './due-entries';
import type { TableContext } from './dynamo-client';
import { isConditionFailure, MalformedRecordError, readRecord } from './records';
import { TIME_TO_LIVE_ATTRIBUTE } from './table';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const OUTBOX_PARTITION = 'OUTBOX';
const OUTBOX_FAILED_PARTITION = 'OUTBOX_FAILED';
/** How long a carried-out entry is kept (then DynamoDB's TTL deletes it). */
const KEEP_DONE_SECONDS = 30 * 86_400;

const effectKey = (id: string) => ({ PK: `EFFECT#${id}`, SK: 'EFFECT' });
const dueSortKey = (dueAt: string, id: string) => `${dueAt}#${id}`;

/** An outbox entry as the worker sees it. */
export interface OutboxEntry {
  id: string;
  effect: Effect;
  status: 'PENDING' | 'DONE' | 'FAILED';
  attempts: number;
  dueAt: string;
  createdAt: string;
  lastError: string | null;
}

/**
 * The transaction item that puts an effect on the outbox, written at `at` and due then (or at
 * `dueAt`, for an effect owed later: a comment digest when its window closes). Every attribute is
 * `if_not_exists`, so it never fails the transaction it rides in, and an effect id (fixed by the
 * write that owes it, domain/effects.ts) is owed once however often it is written.
 */
export function outboxPut(table: string, owed: OwedEffect, at: string, dueAt: string = owed.dueAt ?? at): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: effectKey(owed.id),
      UpdateExpression: [
        'SET entity = if_not_exists(entity, :entity), id = if_not_exists(id, :id), kind = if_not_exists(kind, :kind),',
        'effect = if_not_exists(effect, :effect), #status = if_not_exists(#status, :pending), attempts = if_not_exists(attempts, :zero),',
        'dueAt = if_not_exists(dueAt, :due), createdAt = if_not_exists(createdAt, :at),',
        'GSI1PK = if_not_exists(GSI1PK, :outbox), GSI1SK = if_not_exists(GSI1SK, :sortKey)',
      ].join(' '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':entity': 'Effect',
        ':id': owed.id,
        ':kind': owed.effect.kind,
        ':effect': owed.effect,
        ':pending': 'PENDING',
        ':zero': 0,
        ':at': at,
        ':due': dueAt,
        ':outbox': OUTBOX_PARTITION,
        ':sortKey': dueSortKey(dueAt, owed.id),
      },
    },
  };
}

const text = z.string().check(z.minLength(1));
const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an instant'));
const refundReason = z.enum(REFUND_REASONS);
const mailOrder = z.object({
  id: text,
  code: z.optional(z.nullable(z.string())),
  item: z.object({ id: text, type: z.enum(['COURSE', 'PLANNING']), name: z.string() }),
  amount: z.number(),
  currency: text,
  createdAt: instant,
  buyer: z.object({ firstName: z.string(), lastName: z.string(), email: text }),
});
const subscriptionMail = z.object({ id: text, planningName: text, email: text });
const subscriptionCharge = z.object({ id: text, amount: z.number(), currency: text });
const effectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('purchase-approved-mail'), order: mailOrder }),
  z.object({
    kind: z.literal('purchase-pending-cash-mail'),
    order: mailOrder,
    payment: z.object({ id: text, voucher: z.object({ url: text, expiresAt: z.nullable(instant) }) }),
  }),
  z.object({
    kind: z.literal('purchase-refunded-mail'),
    order: mailOrder,
    reason: z.nullable(refundReason),
    amount: z.optional(z.number()),
    earlier: z.optional(z.number()),
  }),
  z.object({ kind: z.literal('purchase-partially-refunded-mail'), order: mailOrder, amount: z.number(), returned: z.number() }),
  z.object({
    kind: z.literal('payment-returned-mail'),
    order: mailOrder,
    payment: z.object({ id: text, amount: z.number() }),
    reason: refundReason,
  }),
  z.object({
    kind: z.literal('subscription-cancelled-mail'),
    cancellation: z.object({
      trackingCode: text,
      subscriptionId: text,
      planningName: text,
      email: text,
      accessEndsAt: z.nullable(instant),
      createdAt: instant,
    }),
  }),
  z.object({
    kind: z.literal('subscription-charge-failed-mail'),
    subscription: subscriptionMail,
    charge: z.object({ ...subscriptionCharge.shape, final: z.boolean() }),
    changeCardUrl: z.nullable(text),
  }),
  z.object({ kind: z.literal('subscription-charge-recovered-mail'), subscription: subscriptionMail, charge: subscriptionCharge }),
  z.object({
    kind: z.literal('subscription-charge-refunded-mail'),
    subscription: subscriptionMail,
    charge: subscriptionCharge,
    amount: z.number(),
    whole: z.boolean(),
  }),
  z.object({
    kind: z.literal('subscription-regret-mail'),
    regret: z.object({
      trackingCode: text,
      subscriptionId: text,
      planningName: text,
      email: text,
      refundAmount: z.number(),
      createdAt: instant,
    }),
  }),
  z.object({
    kind: z.literal('subscription-ended-mail'),
    subscription: subscriptionMail,
    reason: z.enum(['CANCELLED', 'FINISHED']),
    accessEndsAt: z.nullable(instant),
  }),
  z.object({
    kind: z.literal('comment-digest-mail'),
    digest: z.object({
      digestId: text,
      recipient: z.enum(['MEMBER', 'COACH']),
      memberId: text,
      planningId: text,
      planningName: z.string(),
      seller: z.optional(z.enum(SELLERS)),
    }),
  }),
  z.object({
    kind: z.literal('subscription-price-fanout'),
    change: z.object({
      planningId: text,
      planningName: z.string(),
      changeId: text,
      amount: z.number(),
      currency: text,
      noticedAt: instant,
    }),
    after: z.nullable(text),
  }),
  z.object({
    kind: z.literal('subscription-price-notice-mail'),
    subscription: subscriptionMail,
    notice: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('NOTICED'),
        previousAmount: z.number(),
        amount: z.number(),
        currency: text,
        from: instant,
        firstChargeAt: z.nullable(instant),
      }),
      z.object({ kind: z.literal('WITHDRAWN'), amount: z.number(), currency: text }),
    ]),
  }),
  z.object({ kind: z.literal('subscription-price-update'), subscriptionId: text, changeId: text }),
]);
const entrySchema = z.object({
  id: text,
  effect: effectSchema,
  status: z.enum(['PENDING', 'DONE', 'FAILED']),
  attempts: z.number().check(z.int(), z.nonnegative()),
  dueAt: instant,
  createdAt: instant,
  lastError: z.optional(z.nullable(z.string())),
});

/** The stored record's entry, or a MalformedRecordError naming its key. */
export function outboxEntryOfRecord(record: Record<string, unknown>): OutboxEntry {
  const read = readRecord(entrySchema, record, 'outbox entry', record);
  return { ...read, lastError: read.lastError ?? null };
}

export function createOutboxRepository(ctx: TableContext) {
  const table = ctx.tableName;

  /** A conditional update of an entry the caller took at `attempts`; false when it moved meanwhile. */
  async function updateTaken(
    id: string,
    attempts: number,
    update: { expression: string; values: Record<string, unknown>; names?: Record<string, string> },
  ): Promise<boolean> {
    try {
      await ctx.doc.send(
        new UpdateCommand({
          TableName: table,
          Key: effectKey(id),
          UpdateExpression: update.expression,
          ConditionExpression: '#status = :pending AND attempts = :attempts',
          ExpressionAttributeNames: { '#status': 'status', ...update.names },
          ExpressionAttributeValues: { ':pending': 'PENDING', ':attempts': attempts, ...update.values },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    /** Owes an effect on its own (no write rides with it: a fan-out's next batch), due at `dueAt`; once per id. */
    async owe(owed: OwedEffect, at: string, dueAt: string = at): Promise<void> {
      const { Update } = outboxPut(table, owed, at, dueAt);
      if (!Update) throw new Error('outboxPut is an update');
      await ctx.doc.send(new UpdateCommand(Update));
    },

    async get(id: string): Promise<OutboxEntry | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: table, Key: effectKey(id), ConsistentRead: true }));
      return result.Item ? outboxEntryOfRecord(result.Item) : null;
    },

    /**
     * The entries due at `now`, earliest first, at most `limit`; a malformed one comes back as its
     * error (logged and counted by the worker, never carried out half-read).
     */
    async listDue(now: string, limit: number): Promise<(OutboxEntry | MalformedRecordError)[]> {
      return (await dueEntries(ctx, OUTBOX_PARTITION, now, limit)).map((record) => {
        try {
          return outboxEntryOfRecord(record);
        } catch (error) {
          if (error instanceof MalformedRecordError) return error;
          throw error;
        }
      });
    },

    /**
     * Takes a due entry for one attempt: attempts + 1, due again at `leaseUntil` (should the taker
     * die). False when another worker took it or it is not due.
     */
    async take(entry: Pick<OutboxEntry, 'id' | 'attempts'>, now: string, leaseUntil: string): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: table,
            Key: effectKey(entry.id),
            UpdateExpression: 'SET attempts = attempts + :one, dueAt = :lease, GSI1SK = :sortKey',
            ConditionExpression: '#status = :pending AND attempts = :attempts AND dueAt <= :now',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':lease': leaseUntil,
              ':sortKey': dueSortKey(leaseUntil, entry.id),
              ':pending': 'PENDING',
              ':attempts': entry.attempts,
              ':now': now,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The taken attempt (`attempts` as taken) was carried out: done, off the lists. */
    done(id: string, attempts: number, at: Date): Promise<boolean> {
      return updateTaken(id, attempts, {
        expression: 'SET #status = :done, doneAt = :at, #ttl = :expires REMOVE GSI1PK, GSI1SK',
        names: { '#ttl': TIME_TO_LIVE_ATTRIBUTE },
        values: { ':done': 'DONE', ':at': at.toISOString(), ':expires': Math.floor(at.getTime() / 1000) + KEEP_DONE_SECONDS },
      });
    },

    /** The taken attempt failed: due again at `dueAt`, with the error kept. */
    retryAt(id: string, attempts: number, dueAt: string, error: string): Promise<boolean> {
      return updateTaken(id, attempts, {
        expression: 'SET dueAt = :due, GSI1SK = :sortKey, lastError = :error',
        values: { ':due': dueAt, ':sortKey': dueSortKey(dueAt, id), ':error': error },
      });
    },

    /** The last attempt failed: FAILED, on the dead-letter list. */
    giveUp(id: string, attempts: number, at: string, error: string): Promise<boolean> {
      return updateTaken(id, attempts, {
        expression: 'SET #status = :failed, GSI1PK = :failedPartition, GSI1SK = :sortKey, lastError = :error, failedAt = :at',
        values: {
          ':failed': 'FAILED',
          ':failedPartition': OUTBOX_FAILED_PARTITION,
          ':sortKey': dueSortKey(at, id),
          ':error': error,
          ':at': at,
        },
      });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
