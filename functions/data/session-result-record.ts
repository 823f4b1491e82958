// A logged result's keys and its one mapping from the stored record, with no commands: the
// training log writes results, the coaching feed reads them by key, and both go through here, so
// a change of the result's shape is made once (and a module importing this reaches no grants).
// A stored result is checked when read: a record without a result's shape is a MalformedRecordError
// naming its key, never a half-read result handed to the member or her coach.
import * as z from 'zod/mini';
import { RECORD_KINDS } from '../domain/lift-records';
import type { SessionResult } from '../domain/training-log';
import { userPartition, readRecord } from './records';

export const resultPrefix = (planningId: string, sessionId?: string): string =>
  sessionId ? `RESULT#${planningId}#${sessionId}#` : `RESULT#${planningId}#`;

/** The result's primary key (the member's partition). */
export const resultKey = (result: Pick<SessionResult, 'userId' | 'planningId' | 'sessionId' | 'loggedAt' | 'id'>) => ({
  PK: userPartition(result.userId),
  SK: `${resultPrefix(result.planningId, result.sessionId)}${result.loggedAt}#${result.id}`,
});

const id = z.string().check(z.minLength(1));
const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an instant'));
const finite = z.number().check(z.refine(Number.isFinite, 'not a number'));
/** A figure the result may lack: absent on old records, null on new ones. */
const figure = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const resultRecordSchema = z.object({
  id,
  planningId: id,
  userId: id,
  sessionId: id,
  sessionTitle: z.string(),
  weekNumber: z.number().check(z.int()),
  // Results logged before per-lift sets have none (and a loadKg), nor records.
  lifts: z.optional(
    z.array(
      z.object({
        blockId: z.string(),
        liftId: z.string(),
        liftName: z.string(),
        sets: z.array(z.object({ reps: z.number().check(z.int()), kg: finite, rpe: figure(finite) })),
      }),
    ),
  ),
  timeSeconds: figure(z.number().check(z.int())),
  rounds: figure(z.number().check(z.int())),
  reps: figure(z.number().check(z.int())),
  distanceMeters: figure(z.number().check(z.int())),
  calories: figure(z.number().check(z.int())),
  rpe: figure(finite),
  notes: figure(z.string()),
  loadKg: figure(finite),
  newRecords: z.optional(
    z.array(
      z.object({
        liftId: z.string(),
        liftName: z.string(),
        kind: z.enum(RECORD_KINDS),
        kg: finite,
        previousKg: figure(finite),
        beatsWorkingMax: z.boolean(),
      }),
    ),
  ),
  loggedAt: instant,
  editedAt: figure(instant),
});

/** A stored result in today's shape (results logged before per-lift sets have none, and a loadKg), or a MalformedRecordError. */
export function resultFromRecord(record: Record<string, unknown>): SessionResult {
  const stored = readRecord(resultRecordSchema, record, 'session result', record);
  return {
    id: stored.id,
    planningId: stored.planningId,
    userId: stored.userId,
    sessionId: stored.sessionId,
    sessionTitle: stored.sessionTitle,
    weekNumber: stored.weekNumber,
    lifts: (stored.lifts ?? []).map((lift) => ({ ...lift, sets: lift.sets.map((set) => ({ ...set, rpe: set.rpe ?? null })) })),
    newRecords: (stored.newRecords ?? []).map((found) => ({ ...found, previousKg: found.previousKg ?? null })),
    timeSeconds: stored.timeSeconds ?? null,
    rounds: stored.rounds ?? null,
    reps: stored.reps ?? null,
    distanceMeters: stored.distanceMeters ?? null,
    calories: stored.calories ?? null,
    rpe: stored.rpe ?? null,
    notes: stored.notes ?? null,
    loadKg: stored.loadKg ?? null,
    loggedAt: stored.loggedAt,
    editedAt: stored.editedAt ?? null,
  };
}
