// A logged result's stored record ↔ the domain's SessionResult (functions/data/session-result-record.ts):
// read back it is the result written, without keys or storage attributes; a result logged before
// per-lift sets reads with none; a malformed record is a MalformedRecordError naming its key.
import { describe, expect, it } from 'vitest';
import { MalformedRecordError } from '../../functions/data/records';
import { resultFromRecord, resultKey } from '../../functions/data/session-result-record';
import type { SessionResult } from '../../functions/domain/training-log';

const result: SessionResult = {
  id: 'result-1',
  planningId: 'planning-4',
  userId: 'user-1',
  sessionId: 'w1-d1',
  sessionTitle: 'Día 1',
  weekNumber: 1,
  lifts: [{ blockId: 'b1', liftId: 'clean-and-jerk', liftName: 'Envión', sets: [{ reps: 3, kg: 72.5, rpe: 8 }] }],
  timeSeconds: null,
  rounds: null,
  reps: null,
  distanceMeters: null,
  calories: null,
  rpe: 8,
  notes: 'Bien',
  loadKg: null,
  newRecords: [{ liftId: 'clean-and-jerk', liftName: 'Envión', kind: 'REP_MAX_3', kg: 72.5, previousKg: null, beatsWorkingMax: false }],
  loggedAt: '2026-12-01T10:00:00.000Z',
  editedAt: null,
};
const record = { ...resultKey(result), entity: 'SessionResult', idempotencyKey: 'k-1', ...result };

describe('a stored session result', () => {
  it('reads back as the result written, without its keys or storage attributes', () => {
    expect(resultFromRecord(record)).toEqual(result);
  });

  it('a result logged before per-lift sets reads with no lifts and no records, its figures null', () => {
    const { lifts: _lifts, newRecords: _records, rpe: _rpe, notes: _notes, editedAt: _edited, ...old } = record;
    expect(resultFromRecord({ ...old, loadKg: 60 })).toEqual({ ...result, lifts: [], newRecords: [], rpe: null, notes: null, loadKg: 60 });
  });

  it('a set without its kilos is refused, naming the record and the field', () => {
    const malformed = { ...record, lifts: [{ ...result.lifts[0], sets: [{ reps: 3 }] }] };
    expect(() => resultFromRecord(malformed)).toThrow(MalformedRecordError);
    expect(() => resultFromRecord(malformed)).toThrow(
      /session result record USER#user-1 \/ RESULT#planning-4#w1-d1#.*lifts\.0\.sets\.0\.kg/,
    );
  });
});
