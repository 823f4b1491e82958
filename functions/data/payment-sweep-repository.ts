// The payment sweep's queue: orders whose payment is still open, listed for the server-side
// reconciliation in one small partition (a sparse list, no Scan; it holds only open orders,
// whatever the table's size), and the same records on GSI1 by their next check, so the sweep's
// Query reads only the due ones:
//   PAYMENT_SWEEP / ORDER#<id>                dueAt, checks   (GSI1: PAYMENT_SWEEP / <dueAt>)
// An entry is put with its order (createOrder) and deleted or put again by the transaction that
// moves the order (orders-repository.ts uses the transaction parts below); the sweep reschedules it.
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import { queryAll } from './query-all';
import { isConditionFailure } from './records';
import { GSI1 } from './table';

const SWEEP_PARTITION = 'PAYMENT_SWEEP';
const sweepKey = (orderId: string) => ({ PK: SWEEP_PARTITION, SK: `ORDER#${orderId}` });

/**
 * An order's place in the sweep. Its base key never changes (every transaction that takes the
 * order out deletes it by order id alone); its GSI1 sort key is the next check (ISO instant), so
 * "due now" is a key condition and entries not yet due are never read. GSI1 keys need not be
 * unique: orders due at the same instant simply sit side by side.
 */
const sweepRecord = (orderId: string, dueAt: string, checks: number) => ({
  ...sweepKey(orderId),
  GSI1PK: SWEEP_PARTITION,
  GSI1SK: dueAt,
  entity: 'SweepEntry',
  orderId,
  dueAt,
  checks,
});

/** Transaction part: puts the order in the sweep, due at `dueAt` (no check made yet). */
export const sweepEntryPut = (tableName: string, orderId: string, dueAt: string) => ({
  Put: { TableName: tableName, Item: sweepRecord(orderId, dueAt, 0) },
});

/** Transaction part: takes the order out of the sweep. */
export const sweepEntryDelete = (tableName: string, orderId: string) => ({
  Delete: { TableName: tableName, Key: sweepKey(orderId) },
});

/** An order waiting for the reconciliation sweep. */
export interface SweepEntry {
  orderId: string;
  dueAt: string;
  checks: number;
}

export function createPaymentSweepRepository(ctx: TableContext) {
  const table = ctx.tableName;

  return {
    /**
     * Orders of the sweep whose next check is due, soonest first: a key condition on GSI1, so it
     * reads only due entries, whatever the number of open orders or the table's size. GSI1 is
     * eventually consistent: an entry just rescheduled or removed may still be listed once, and
     * the sweep's consistent read of the order then finds nothing to do (checks are idempotent).
     */
    async listDue(now: string): Promise<SweepEntry[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk AND #sk <= :now',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
        ExpressionAttributeValues: { ':pk': SWEEP_PARTITION, ':now': now },
      });
      return records.map((record) => ({
        orderId: String(record['orderId']),
        dueAt: String(record['dueAt']),
        checks: Number(record['checks'] ?? 0),
      }));
    },

    /** Sets an open order's next check (its GSI1 sort key with it). */
    async reschedule(orderId: string, dueAt: string, checks: number): Promise<void> {
      await ctx.doc
        .send(
          new UpdateCommand({
            TableName: table,
            Key: sweepKey(orderId),
            UpdateExpression: 'SET dueAt = :dueAt, checks = :checks, #pk = :sweep, #sk = :dueAt',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
            ExpressionAttributeValues: { ':dueAt': dueAt, ':checks': checks, ':sweep': SWEEP_PARTITION },
          }),
        )
        .catch((error: unknown) => {
          // Removed meanwhile (the order reached a final state): nothing to reschedule.
          if (!isConditionFailure(error)) throw error;
        });
    },

    /**
     * Puts sweep entries written before they carried GSI1 keys (stores kept from earlier
     * versions) on GSI1 with their own `dueAt`, so the sweep finds them. Reads the sweep's base
     * partition once (open orders only); idempotent; an entry removed or rescheduled meanwhile
     * is left as it is. Run when the store's data is prepared (local start, `npm run seed`).
     */
    async indexUnindexedEntries(): Promise<number> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': SWEEP_PARTITION },
      });
      let indexed = 0;
      for (const record of records) {
        // An entry without a due time (none was ever written so) is due at once.
        const dueAt = typeof record['dueAt'] === 'string' ? record['dueAt'] : new Date(0).toISOString();
        try {
          await ctx.doc.send(
            new UpdateCommand({
              TableName: table,
              Key: { PK: record['PK'], SK: record['SK'] },
              UpdateExpression: 'SET #pk = :sweep, #sk = :dueAt',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
              ExpressionAttributeValues: { ':sweep': SWEEP_PARTITION, ':dueAt': dueAt },
            }),
          );
          indexed += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return indexed;
    },

    /** Takes an order out of the sweep (final, or nothing left to wait for). */
    async leave(orderId: string): Promise<void> {
      await ctx.doc.send(new DeleteCommand({ TableName: table, Key: sweepKey(orderId) }));
    },
  };
}

export type PaymentSweepRepository = ReturnType<typeof createPaymentSweepRepository>;
