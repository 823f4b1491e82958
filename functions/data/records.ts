// Key attributes are storage details: repositories add them on write and strip them on read, so
// services only ever see the schema's shapes.
import type * as z from 'zod/mini';
const STORAGE_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'entity'] as const;

export function withoutKeys<T>(record: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...record };
  for (const attribute of STORAGE_ATTRIBUTES) delete copy[attribute];
  return copy as T;
}

export const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * A user's partition key. Here, with the other key helpers, rather than in users-repository.ts: a
 * module importing it would otherwise reach the users repository's commands, and
 * infra/function-reach.ts grants what the reached modules can send.
 */
export const userPartition = (userId: string) => `USER#${userId}`;

/** A transaction cancelled because one of its conditions failed (not a throttle or a conflict). */
export const isTransactionConditionFailure = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === 'TransactionCanceledException' &&
  ((error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (reason) => reason.Code === 'ConditionalCheckFailed',
  );

/**
 * A stored record that does not have its entity's shape: raised when it is read, naming the
 * record's key and what is wrong, instead of handing a half-read record on (the caller logs it).
 */
export class MalformedRecordError extends Error {
  constructor(
    readonly key: { PK: string; SK: string },
    readonly entity: string,
    readonly problems: string,
  ) {
    super(`malformed ${entity} record ${key.PK} / ${key.SK}: ${problems}`);
    this.name = 'MalformedRecordError';
  }

  /** From a record and the issues its schema found (zod's `error.issues`). */
  static of(record: Record<string, unknown>, entity: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const problems = issues.map((issue) => `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`).join('; ');
    return new MalformedRecordError({ PK: String(record['PK']), SK: String(record['SK']) }, entity, problems);
  }
}

/**
 * `value` (a stored record, or the part of it a repository reads) in `schema`'s shape, or a
 * MalformedRecordError naming `record`'s key and every problem — the one way a repository checks
 * what it reads.
 */
export function readRecord<T>(schema: z.ZodMiniType<T>, value: unknown, entity: string, record: Record<string, unknown>): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw MalformedRecordError.of(record, entity, parsed.error.issues);
  return parsed.data;
}
