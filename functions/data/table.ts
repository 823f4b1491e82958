// The single table's definition, exported once: the CDK stateful stack and the local stack both
// build the table from it, so key names cannot drift between code, AWS and the local server.

export const TABLE_KEYS = {
  partitionKey: 'PK',
  sortKey: 'SK',
} as const;

export const GSI1 = {
  indexName: 'GSI1',
  partitionKey: 'GSI1PK',
  sortKey: 'GSI1SK',
} as const;

/** Epoch-seconds attribute DynamoDB's TTL deletes records by (webhook delivery dedupe records). */
export const TIME_TO_LIVE_ATTRIBUTE = 'expiresAt';

/** Every global secondary index of the table (all projected with ALL attributes). */
export const GLOBAL_SECONDARY_INDEXES = [GSI1] as const;

/** Logical table name used when none is configured (the local stack). */
export const DEFAULT_TABLE_NAME = 'fitness-store';
