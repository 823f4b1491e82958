// Orders. Each order is its own partition:
//   ORDER#<id> / ORDER                       the order (GSI1: USER#<sub>#ORDERS / <createdAt>#<id>)
//   ORDER#<id> / HISTORY#<at>#<version>      one record per status change
// and a retried createOrder finds its order again through its idempotency key, written COMPLETED
// with the order in the same transaction (data/idempotency-repository.ts, decision 151):
//   IDEMPOTENCY#create-order#<sub>#<idempotencyKey> / IDEMPOTENCY   → { response: { orderId } }
// (orders created before decision 151 have USER#<sub> / ORDER_REQUEST#<idempotencyKey> → orderId,
// still read and still freed on abandonment)
// and its short human code (IMP-7K3Q-2M) is claimed, once and for ever, by
//   ORDER_CODE#<code> / ORDER_CODE                → orderId   (never deleted: a code is never reused)
// The admin's sales listing reads a month's orders through a small index record written with the
// order (never changed afterwards: it only points at the order, whose current status is read):
//   SALES#<YYYY-MM of createdAt at -03:00> / <createdAt>#<id>   → orderId
// Orders whose payment is still open wait in the payment sweep's queue (payment-sweep-repository.ts),
// put and taken out in the same transactions as the order.
// The order itself, its states and moves are the domain's (domain/order.ts); this module owns its
// keys and its mapping both ways. Every status change is a conditional write on the order's `version`, in one transaction with
// its history record and, for an approval, the entitlement (inventory, planning membership) and
// the coupon's use; for a refund, the revocation. Two deliveries racing for the same change:
// one wins, the other finds the version moved and re-reads. A move that is written answers the order
// as written (domain/order.ts, orderMove): nobody reads it back.
import * as z from 'zod/mini';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { certificateHolderKey, certificatePublicKey } from './certificate-lookup';
import {
  couponBuyerUseGiveBack,
  couponBuyerUseTake,
  couponClaim,
  couponClaimAndConfirm,
  couponConfirm,
  couponRelease,
  couponReturn,
} from './coupons-repository';
import { batchGetAll } from './batch-get-all';
import type { TableContext } from './dynamo-client';
import { inventoryGrantPut, inventoryRevokeDelete } from './inventory-repository';
import { invoiceOutboxItem } from './invoice-outbox';
import { outboxPut } from './outbox';
import { sweepEntryDelete, sweepEntryPut } from './payment-sweep-repository';
import { planningMemberDeactivate, planningMemberPut } from './planning-users-repository';
import { queryAll } from './query-all';
import { historyOfRecord, orderOfRecord, recordOfOrder, recordOfPayments } from './order-record';
import { createIdempotencyRepository, type IdempotencyScope } from './idempotency-repository';
import { isConditionFailure, userPartition } from './records';
import { GSI1 } from './table';
import { backoffDelayMs, waitMs, type BackoffPolicy } from '../domain/retry-backoff';
import { toStoreDate } from '../domain/store-clock';
import { isHistoryStep, orderMove, type ChangeOutcome, type OrderHistoryEntry, type StatusChange, type StoredOrder } from '../domain/order';
import type { OrderStatus } from '../domain/order-status';

const orderKey = (id: string) => ({ PK: `ORDER#${id}`, SK: 'ORDER' });
const codeKey = (code: string) => ({ PK: `ORDER_CODE#${code}`, SK: 'ORDER_CODE' });
/** The request record of orders created before decision 151 (read, and freed, never written). */
const legacyRequestKey = (userId: string, idempotencyKey: string) => ({
  PK: userPartition(userId),
  SK: `ORDER_REQUEST#${idempotencyKey}`,
});
/** createOrder's idempotency: one key per buyer and request, answered with the order it made, kept until abandoned. */
const CREATE_ORDER_SCOPE: IdempotencyScope<{ orderId: string }> = {
  name: 'create-order',
  response: z.object({ orderId: z.string() }),
  keepSeconds: null,
};
const requestId = (userId: string, idempotencyKey: string) => `${userId}#${idempotencyKey}`;
export const userOrdersPartition = (userId: string) => `USER#${userId}#ORDERS`;
/** The month partition of the sales index: the order's creation month in the store's calendar. */
const salesPartition = (createdAt: string) => `SALES#${toStoreDate(new Date(createdAt)).slice(0, 7)}`;
const CREATE_ATTEMPTS = 8;
/** Waits between those attempts: 40 ms doubling to 320 ms, half of each random. */
const CREATE_BACKOFF: BackoffPolicy = { firstMs: 40, maxMs: 320 };
/**
 * A history record: the status, the provider's word for the payment that moved it (written as
 * said; read back as its state, data/order-record.ts), and for refunds why and what the admin wrote.
 */
interface HistoryEntry {
  status: OrderStatus;
  at: string;
  paymentStatus: string | null;
  reason?: string | null;
  note?: string | null;
}

const historyRecord = (orderId: string, version: number, change: HistoryEntry) => ({
  PK: `ORDER#${orderId}`,
  SK: `HISTORY#${change.at}#${String(version).padStart(6, '0')}`,
  entity: 'OrderStatusChange',
  ...change,
});

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

interface CancellationReason {
  Code?: string;
}

function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

export function createOrdersRepository(ctx: TableContext) {
  const table = ctx.tableName;
  const requests = createIdempotencyRepository(ctx, CREATE_ORDER_SCOPE);

  return {
    /**
     * Writes a new order with its idempotency record, its coupon hold and its place in the
     * reconciliation sweep, and the claim of its code, all or nothing. 'duplicate' when this user
     * already used the key (the caller returns that order instead); 'code-taken' when another order
     * holds the code (the caller draws another); 'coupon-exhausted' when no use of the coupon is left.
     */
    async create(
      order: StoredOrder,
      sweepDueAt: string,
    ): Promise<'created' | 'duplicate' | 'code-taken' | 'coupon-exhausted' | 'coupon-used-by-buyer'> {
      const codeClaim: TransactItem[] = order.code
        ? [
            {
              Put: {
                TableName: table,
                Item: { ...codeKey(order.code), entity: 'OrderCode', orderId: order.id, createdAt: order.createdAt },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]
        : [];
      const couponHold: TransactItem[] = order.couponHeld && order.couponCode ? [couponClaim(table, order.couponCode)] : [];
      // A once-per-buyer coupon: the buyer's one use goes to this order too (the very last item).
      const buyerUse: TransactItem[] =
        couponHold.length > 0 && order.couponCode && order.couponOncePerBuyer
          ? [
              couponBuyerUseTake(
                table,
                order.couponCode,
                order.userId,
                { orderId: order.id, orderCode: order.code ?? null },
                order.createdAt,
              ),
            ]
          : [];
      for (let attempt = 1; ; attempt += 1) {
        try {
          await ctx.doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: table,
                    Item: {
                      ...orderKey(order.id),
                      GSI1PK: userOrdersPartition(order.userId),
                      GSI1SK: `${order.createdAt}#${order.id}`,
                      entity: 'Order',
                      ...recordOfOrder(order),
                    },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
                requests.completedPut(requestId(order.userId, order.idempotencyKey), { orderId: order.id }, new Date(order.createdAt)),
                {
                  Put: {
                    TableName: table,
                    Item: historyRecord(order.id, order.version, { status: order.status, at: order.createdAt, paymentStatus: null }),
                  },
                },
                {
                  Put: {
                    TableName: table,
                    Item: {
                      PK: salesPartition(order.createdAt),
                      SK: `${order.createdAt}#${order.id}`,
                      entity: 'SaleIndex',
                      orderId: order.id,
                    },
                  },
                },
                sweepEntryPut(table, order.id, sweepDueAt),
                // The code's claim is the sixth item, then the coupon's hold (if any), then the buyer's use.
                ...codeClaim,
                ...couponHold,
                ...buyerUse,
              ],
            }),
          );
          return 'created';
        } catch (error) {
          const codes = cancellationCodes(error);
          if (codes?.[1] === 'ConditionalCheckFailed') return 'duplicate';
          if (codeClaim.length > 0 && codes?.[5] === 'ConditionalCheckFailed') return 'code-taken';
          // The buyer's use is the last item of the transaction, the coupon's hold the one before.
          if (buyerUse.length > 0 && codes?.at(-1) === 'ConditionalCheckFailed') return 'coupon-used-by-buyer';
          if (couponHold.length > 0 && codes?.at(-1 - buyerUse.length) === 'ConditionalCheckFailed') return 'coupon-exhausted';
          // Buyers racing for the same coupon record: DynamoDB cancels the losers with
          // TransactionConflict; the transaction wrote nothing, so it is simply tried again.
          if (codes?.includes('TransactionConflict') && attempt < CREATE_ATTEMPTS) {
            await waitMs(backoffDelayMs(attempt, CREATE_BACKOFF));
            continue;
          }
          throw error;
        }
      }
    },

    async findIdByRequest(userId: string, idempotencyKey: string): Promise<string | null> {
      const record = await requests.read(requestId(userId, idempotencyKey));
      // Only ever written COMPLETED (with the order); nothing else is an order.
      if (record?.status === 'COMPLETED') return record.response.orderId;
      const legacy = await ctx.doc.send(new GetCommand({ TableName: table, Key: legacyRequestKey(userId, idempotencyKey) }));
      const orderId = legacy.Item?.['orderId'];
      return typeof orderId === 'string' ? orderId : null;
    },

    /** The order a code was given to (the claim record), or null. */
    async findIdByCode(code: string): Promise<string | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: table, Key: codeKey(code) }));
      const orderId = result.Item?.['orderId'];
      return typeof orderId === 'string' ? orderId : null;
    },

    async get(id: string): Promise<StoredOrder | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: table, Key: orderKey(id), ConsistentRead: true }));
      return result.Item ? orderOfRecord(result.Item) : null;
    },

    /** A user's orders, newest first. */
    async listByUser(userId: string): Promise<StoredOrder[]> {
      const records = await queryAll(ctx, {
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
        ExpressionAttributeValues: { ':pk': userOrdersPartition(userId) },
        ScanIndexForward: false,
      });
      return records.map(orderOfRecord);
    },

    /**
     * Orders created in [fromInstant, toInstant) (UTC ISO strings), newest first, read through
     * the sales index of each month given (the caller derives them from the store-calendar range)
     * and then fetched in batches, so each order comes with its current status.
     */
    async listCreatedBetween(months: readonly string[], fromInstant: string, toInstant: string): Promise<StoredOrder[]> {
      const ids: string[] = [];
      for (const month of months) {
        const records = await queryAll(ctx, {
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': `SALES#${month}`, ':from': fromInstant, ':to': toInstant },
        });
        for (const record of records) {
          const sortKey = String(record['SK']);
          // BETWEEN is inclusive: an order created exactly at toInstant belongs to the next range.
          if (sortKey < toInstant && typeof record['orderId'] === 'string') ids.push(record['orderId']);
        }
      }
      const orders = (await batchGetAll(ctx, ids.map(orderKey))).map(orderOfRecord);
      return orders.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    },

    async listHistory(id: string): Promise<OrderHistoryEntry[]> {
      const page = await ctx.doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :history)',
          ExpressionAttributeValues: { ':pk': `ORDER#${id}`, ':history': 'HISTORY#' },
        }),
      );
      return (page.Items ?? []).map(historyOfRecord);
    },

    /** Stores the checkout address of a CREATED order; null when the order moved meanwhile. */
    async attachCheckout(
      order: StoredOrder,
      checkout: { preferenceId: string; paymentUrl: string; paymentExpiresAt: string; at: string },
    ): Promise<StoredOrder | null> {
      try {
        const result = await ctx.doc.send(
          new UpdateCommand({
            TableName: table,
            Key: orderKey(order.id),
            UpdateExpression:
              'SET preferenceId = :preferenceId, paymentUrl = :paymentUrl, paymentExpiresAt = :expiresAt, updatedAt = :at, version = version + :one',
            ConditionExpression: 'version = :version AND #status = :created',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':preferenceId': checkout.preferenceId,
              ':paymentUrl': checkout.paymentUrl,
              ':expiresAt': checkout.paymentExpiresAt,
              ':at': checkout.at,
              ':one': 1,
              ':version': order.version,
              ':created': 'CREATED',
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return result.Attributes ? orderOfRecord(result.Attributes) : null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /**
     * Ends an order whose checkout could not be created (the buyer never got a payment address),
     * and frees its idempotency key so that trying again makes a fresh order.
     */
    async abandonCheckout(order: StoredOrder, reason: string, at: string): Promise<boolean> {
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table,
                  Key: orderKey(order.id),
                  UpdateExpression:
                    'SET #status = :cancelled, statusReason = :reason, updatedAt = :at, version = version + :one, couponHeld = :false',
                  ConditionExpression: 'version = :version AND #status = :created',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: {
                    ':cancelled': 'CANCELLED',
                    ':reason': reason,
                    ':false': false,
                    ':at': at,
                    ':one': 1,
                    ':version': order.version,
                    ':created': 'CREATED',
                  },
                },
              },
              requests.forgetDelete(requestId(order.userId, order.idempotencyKey)),
              { Delete: { TableName: table, Key: legacyRequestKey(order.userId, order.idempotencyKey) } },
              {
                Put: {
                  TableName: table,
                  Item: historyRecord(order.id, order.version + 1, { status: 'CANCELLED', at, paymentStatus: null, reason }),
                },
              },
              sweepEntryDelete(table, order.id),
              ...(order.couponHeld && order.couponCode ? [couponRelease(table, order.couponCode)] : []),
              ...(order.couponHeld && order.couponCode && order.couponOncePerBuyer
                ? [couponBuyerUseGiveBack(table, order.couponCode, order.userId, order.id)]
                : []),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationCodes(error)) return false;
        throw error;
      }
    },

    /**
     * Moves the order from the state it was read in, with everything the move implies (its
     * payments, history, entitlement, coupon use, place in the sweep, fiscal documents owed), in
     * one transaction, and answers the order as written (or why nothing was written).
     */
    async applyStatusChange(order: StoredOrder, change: StatusChange): Promise<ChangeOutcome> {
      // The move, decided once (domain/order.ts): the update sets exactly the fields of the order as
      // written, so the answer is that order, and the documents it owes go on the invoice outbox.
      const move = orderMove(order, change);
      const written = move.order;
      const items: TransactItem[] = [
        {
          Update: {
            TableName: table,
            Key: orderKey(order.id),
            UpdateExpression: [
              'SET #status = :to, paymentId = :paymentId, paymentStatus = :paymentStatus, updatedAt = :at,',
              'version = version + :one, closed = :closed, couponCounted = :couponCounted, couponHeld = :couponHeld,',
              'payments = :payments, statusReason = :statusReason, fiscalStanding = :fiscalStanding',
            ].join(' '),
            ConditionExpression: 'version = :version',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': change.to,
              ':paymentId': change.paymentId,
              ':paymentStatus': change.paymentStatus,
              ':at': change.at,
              ':one': 1,
              ':closed': written.closed,
              ':couponCounted': written.couponCounted,
              ':couponHeld': written.couponHeld,
              ':payments': written.payments && recordOfPayments(written.payments),
              ':statusReason': written.statusReason,
              ':fiscalStanding': written.fiscalStanding,
              ':version': order.version,
            },
          },
        },
      ];
      if (isHistoryStep(order, change)) {
        items.push({
          Put: {
            TableName: table,
            Item: historyRecord(order.id, order.version + 1, {
              status: change.to,
              at: change.at,
              paymentStatus: change.paymentStatus,
              reason: change.statusReason ?? null,
              note: change.note ?? null,
            }),
          },
        });
      }
      let grantIndex = -1;
      let couponIndex = -1;
      let buyerUseIndex = -1;
      if (change.grant) {
        grantIndex = items.length;
        items.push(inventoryGrantPut(table, order.userId, change.grant.inventory));
        if (change.grant.membership) items.push(planningMemberPut(table, change.grant.membership));
        const reinstated = change.grant.reinstatedCertificate;
        if (reinstated) {
          // Both copies are valid again (conditional on existing, so nothing is created here).
          for (const Key of [certificateHolderKey(reinstated.userId, reinstated.courseId), certificatePublicKey(reinstated.code)]) {
            items.push({
              Update: { TableName: table, Key, UpdateExpression: 'REMOVE annulledOn', ConditionExpression: 'attribute_exists(PK)' },
            });
          }
        }
      }
      if (change.coupon && order.couponCode) {
        couponIndex = items.length;
        const move = { confirm: couponConfirm, 'claim-and-confirm': couponClaimAndConfirm, release: couponRelease, return: couponReturn }[
          change.coupon
        ];
        items.push(move(table, order.couponCode));
        // A once-per-buyer coupon: the buyer's one use moves with it (taken on an approval that
        // claims anew, given back when the order ends unpaid or its money is returned).
        if (order.couponOncePerBuyer) {
          if (change.coupon === 'claim-and-confirm') {
            buyerUseIndex = items.length;
            items.push(
              couponBuyerUseTake(table, order.couponCode, order.userId, { orderId: order.id, orderCode: order.code ?? null }, change.at),
            );
          } else if (change.coupon === 'release' || change.coupon === 'return') {
            items.push(couponBuyerUseGiveBack(table, order.couponCode, order.userId, order.id));
          }
        }
      }
      if (change.revoke) {
        if (change.revoke.inventoryItemId) items.push(inventoryRevokeDelete(table, order.userId, change.revoke.inventoryItemId));
        if (change.revoke.membership) {
          const { planningId, userId } = change.revoke.membership;
          items.push(planningMemberDeactivate(table, planningId, userId, change.at));
        }
        const certificate = change.revoke.certificate;
        if (certificate) {
          // Both copies say it was annulled: the public page and the holder's (which keeps it from
          // being handed out again). Conditional on existing, so nothing is created here.
          for (const Key of [certificateHolderKey(certificate.userId, certificate.courseId), certificatePublicKey(certificate.code)]) {
            items.push({
              Update: {
                TableName: table,
                Key,
                UpdateExpression: 'SET annulledOn = :annulledOn',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':annulledOn': certificate.annulledOn },
              },
            });
          }
        }
      }
      if (change.leavesSweep) items.push(sweepEntryDelete(table, order.id));
      else if (change.joinsSweepAt) items.push(sweepEntryPut(table, order.id, change.joinsSweepAt));
      // The order's fiscal documents are owed from this very move (issued later by the invoice worker).
      for (const owed of move.documents) items.push(invoiceOutboxItem(table, order, owed, change.at));
      // What else the move owes (the buyer's e-mail) goes on the outbox with it (data/outbox.ts).
      for (const owed of change.effects ?? []) items.push(outboxPut(table, owed, change.at));
      try {
        await ctx.doc.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes) throw error;
        if (codes[0] === 'ConditionalCheckFailed') return { kind: 'conflict' };
        if (grantIndex >= 0 && codes[grantIndex] === 'ConditionalCheckFailed') return { kind: 'already-owned' };
        // The coupon's use, or the buyer's one use taken by another of her orders: the coupon is not hers to use.
        const refusedAt = (index: number) => index >= 0 && codes[index] === 'ConditionalCheckFailed';
        if (refusedAt(couponIndex) || refusedAt(buyerUseIndex)) return { kind: 'coupon-exhausted' };
        // Concurrent transactions on the same items (TransactionConflict): same as a conflict.
        if (codes.some((code) => code === 'TransactionConflict')) return { kind: 'conflict' };
        throw error;
      }
      // Written, conditional on the version read: the order is exactly what the update set.
      return { kind: 'applied', order: written };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
