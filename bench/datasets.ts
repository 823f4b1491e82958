// Test data for the small and large datasets, written with BatchWriteItem straight into DynamoDB
// Local (25 records a call, a few calls in flight): fast enough for 100,000 orders on 2 cores.
// Records take the repositories' own shapes: items through itemStorageRecord, orders with the
// keys documented at the top of functions/data/orders-repository.ts.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Item } from '../functions/generated/graphql';
import { itemStorageRecord } from '../functions/data/items-repository';
import { userOrdersPartition } from '../functions/data/orders-repository';
import type { StoredOrder } from '../functions/domain/order';
import { planningMemberRecord } from '../functions/data/planning-users-repository';
import { feedKey, RESULT_FEED_PARTITION } from '../functions/data/coaching-log-items';
import { addDays, toStoreDate } from '../functions/domain/store-clock';
import { seedItems } from '../functions/seed/catalogue';

export interface DatasetSize {
  /** Items added to the seed's catalogue. */
  extraItems: number;
  /** Orders of other buyers in the table (the measured buyer always has `buyerOrders`). */
  otherOrders: number;
}

export const BUYER_ORDERS = 10;

const BATCH = 25;
const IN_FLIGHT = 6;

async function batchWrite(doc: DynamoDBDocumentClient, tableName: string, records: Iterable<Record<string, unknown>>): Promise<number> {
  let pending: Record<string, unknown>[] = [];
  let written = 0;
  const inFlight = new Set<Promise<void>>();
  const send = async (chunk: Record<string, unknown>[]) => {
    let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
    // Unprocessed items come back under load: resend them until none is left.
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((done) => setTimeout(done, Math.min(50 * attempt, 1000)));
      const result = await doc.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
    written += chunk.length;
  };
  const flush = async (chunk: Record<string, unknown>[]) => {
    const task = send(chunk).finally(() => inFlight.delete(task));
    inFlight.add(task);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  };
  for (const record of records) {
    pending.push(record);
    if (pending.length === BATCH) {
      await flush(pending);
      pending = [];
    }
  }
  if (pending.length > 0) await flush(pending);
  await Promise.all(inFlight);
  return written;
}

function* extraItems(count: number): Generator<Record<string, unknown>> {
  const templates = seedItems;
  for (let index = 0; index < count; index += 1) {
    const template = templates[index % templates.length] as Item;
    const id = `bench-${template.type === 'COURSE' ? 'course' : 'planning'}-${String(index + 1).padStart(5, '0')}`;
    yield itemStorageRecord({ ...template, id, name: `${template.name} ${index + 1}`, isFeatured: false });
  }
}

function orderRecord(userId: string, sequence: number): Record<string, unknown> {
  const item = seedItems[sequence % seedItems.length] as Item;
  const createdAt = new Date(Date.UTC(2026, 0, 1) + sequence * 60_000).toISOString();
  const id = randomUUID();
  const order: StoredOrder = {
    id,
    userId,
    status: sequence % 3 === 0 ? 'APPROVED' : 'CREATED',
    item: { id: item.id, name: item.name, seller: item.seller, type: item.type },
    amount: item.price,
    currency: 'ARS',
    listPrice: item.price,
    offerPrice: null,
    couponCode: null,
    discount: 0,
    buyer: { firstName: 'Comprador', lastName: `Bench ${sequence}`, email: `comprador-${sequence}@example.com`, phone: null },
    idempotencyKey: randomUUID(),
    createdAt,
    updatedAt: createdAt,
    version: 1,
    preferenceId: null,
    paymentUrl: null,
    paymentExpiresAt: null,
    paymentId: null,
    paymentStatus: null,
    couponCounted: false,
    closed: false,
    statusReason: null,
  };
  return {
    PK: `ORDER#${id}`,
    SK: 'ORDER',
    GSI1PK: userOrdersPartition(userId),
    GSI1SK: `${createdAt}#${id}`,
    entity: 'Order',
    ...order,
  };
}

function* ordersOf(userId: string, count: number, firstSequence = 0): Generator<Record<string, unknown>> {
  for (let index = 0; index < count; index += 1) yield orderRecord(userId, firstSequence + index);
}

/** Other buyers' orders, ten each, as a store with many customers would hold. */
function* otherBuyersOrders(count: number): Generator<Record<string, unknown>> {
  for (let index = 0; index < count; index += 1) yield orderRecord(`bench-buyer-${Math.floor(index / 10)}`, index);
}

/** The measured buyer's orders: the same in both datasets. */
export function writeBuyerOrders(doc: DynamoDBDocumentClient, tableName: string, buyerId: string): Promise<number> {
  return batchWrite(doc, tableName, ordersOf(buyerId, BUYER_ORDERS));
}

type Tagged = Record<string, unknown> & { entity?: unknown };

/** Items and orders interleaved in proportion, so a write cut short keeps both kinds growing. */
function* interleaved(size: DatasetSize): Generator<Tagged> {
  const items = extraItems(size.extraItems);
  const orders = otherBuyersOrders(size.otherOrders);
  const total = size.extraItems + size.otherOrders;
  let itemsOut = 0;
  for (let index = 0; index < total; index += 1) {
    const itemsDue = Math.floor(((index + 1) * size.extraItems) / total);
    const next = itemsOut < itemsDue ? items.next() : orders.next();
    if (itemsOut < itemsDue) itemsOut += 1;
    if (!next.done) yield next.value;
  }
}

/**
 * Grows the table from the small dataset towards the large one, for at most `maxSeconds` (DynamoDB
 * Local's write rate on a busy 2-core machine varies tenfold); returns the size reached.
 */
export async function growToLargeDataset(
  doc: DynamoDBDocumentClient,
  tableName: string,
  size: DatasetSize,
  maxSeconds: number,
): Promise<{ items: number; orders: number; seconds: number; complete: boolean }> {
  const started = performance.now();
  let items = 0;
  let orders = 0;
  const deadline = started + maxSeconds * 1000;
  const counted = function* (records: Iterable<Tagged>) {
    for (const record of records) {
      if (performance.now() > deadline) return;
      if (record.entity === 'Item') items += 1;
      else orders += 1;
      yield record;
    }
  };
  await batchWrite(doc, tableName, counted(interleaved(size)));
  const complete = items >= size.extraItems && orders >= size.otherOrders;
  return { items, orders, seconds: (performance.now() - started) / 1000, complete };
}

// ── Plannings delivered: the measured buyer is a member of MEMBER_PLANNING (started today), with
// results; the large dataset adds other members of the same planning with their own results and
// many more results of the buyer, so the "today" row shows whether its cost follows them.
export const MEMBER_PLANNING = 'planning-1';
const BUYER_RESULTS = { small: 10, large: 1_000 } as const;
const OTHER_MEMBERS = { count: 2_000, resultsEach: 5 } as const;

function membershipRecord(userId: string, startDate: string): Record<string, unknown> {
  return planningMemberRecord({
    planningId: MEMBER_PLANNING,
    userId,
    firstName: 'Bench',
    lastName: 'Miembro',
    email: `${userId}@example.com`,
    phone: null,
    status: 'ACTIVE',
    startDate,
    endDate: addDays(startDate, 7 * 12 - 1),
    orderId: null,
    source: 'MANUAL',
  });
}

function* resultsOf(userId: string, count: number, firstSequence = 0): Generator<Record<string, unknown>> {
  for (let index = firstSequence; index < firstSequence + count; index += 1) {
    const loggedAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    const sessionId = `s-p1-w${(index % 12) + 1}-d1-1`;
    yield {
      PK: `USER#${userId}`,
      SK: `RESULT#${MEMBER_PLANNING}#${sessionId}#${loggedAt}#${index}`,
      entity: 'SessionResult',
      id: `bench-${userId}-${index}`,
      planningId: MEMBER_PLANNING,
      userId,
      sessionId,
      sessionTitle: 'Sentadilla + WOD',
      weekNumber: (index % 12) + 1,
      timeSeconds: 600 + (index % 300),
      loadKg: 80,
      rounds: null,
      reps: null,
      rpe: 8,
      notes: null,
      loggedAt,
    };
  }
}

/** The buyer's membership (started today at -03:00) and their first results. */
export function writeBuyerMembership(doc: DynamoDBDocumentClient, tableName: string, buyerId: string): Promise<number> {
  const today = toStoreDate(new Date());
  return batchWrite(doc, tableName, [membershipRecord(buyerId, today), ...resultsOf(buyerId, BUYER_RESULTS.small)]);
}

/** Other members of the same planning with their results, and many more results of the buyer. */
export function writeMembersAtScale(doc: DynamoDBDocumentClient, tableName: string, buyerId: string): Promise<number> {
  const today = toStoreDate(new Date());
  function* records(): Generator<Record<string, unknown>> {
    yield* withCoachingRecords(resultsOf(buyerId, BUYER_RESULTS.large - BUYER_RESULTS.small, BUYER_RESULTS.small));
    for (let member = 0; member < OTHER_MEMBERS.count; member += 1) {
      const userId = `bench-member-${member}`;
      yield membershipRecord(userId, today);
      yield* withCoachingRecords(resultsOf(userId, OTHER_MEMBERS.resultsEach));
      yield complianceRecord(userId, today);
    }
  }
  return batchWrite(doc, tableName, records());
}

/** Members of MEMBER_PLANNING in each dataset (the buyer; then also OTHER_MEMBERS): what the coach's view lists. */
export const PLANNING_MEMBERS = { small: 1, large: 1 + OTHER_MEMBERS.count } as const;

/** Each result and, as logResult's transaction writes it, its pointer in the coach's feed. */
function* withCoachingRecords(results: Iterable<Record<string, unknown>>): Generator<Record<string, unknown>> {
  for (const result of results) {
    yield result;
    const loggedAt = String(result['loggedAt']);
    const id = String(result['id']);
    yield {
      ...feedKey(MEMBER_PLANNING, loggedAt, id),
      GSI1PK: RESULT_FEED_PARTITION,
      GSI1SK: `${loggedAt}#${id}`,
      entity: 'ResultFeedEntry',
      planningId: MEMBER_PLANNING,
      userId: result['userId'],
      resultId: id,
      memberName: 'Bench Miembro',
      resultPK: result['PK'],
      resultSK: result['SK'],
      comments: 0,
    };
  }
}

/** A member's compliance counters (functions/data/coaching-log-items.ts): a session done on every other day of the last 30. */
function complianceRecord(userId: string, today: string): Record<string, unknown> {
  const days = Object.fromEntries(
    Array.from({ length: 15 }, (_, index) => [`day#${addDays(today, -2 * index)}`, new Set([`s-p1-w1-d${(index % 4) + 1}-1`])]),
  );
  return {
    PK: `PLANNING#${MEMBER_PLANNING}`,
    SK: `COMPLIANCE#${userId}`,
    entity: 'MemberCompliance',
    planningId: MEMBER_PLANNING,
    userId,
    lastSessionAt: new Date().toISOString(),
    lastSessionTitle: 'Sentadilla + WOD',
    ...days,
  };
}
