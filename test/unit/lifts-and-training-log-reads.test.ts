// The coach's lifts (lifts-repository.ts) and a member's lift entries and typed maxes
// (training-log-repository.ts: liftLog, typedMaxes) are checked when read: each reads as written,
// without its keys; a record with a field of the wrong kind is a MalformedRecordError naming its
// key and the field, never a cast.
import { afterAll, describe, expect, it } from 'vitest';
import { createLiftsRepository } from '../../functions/data/lifts-repository';
import { MalformedRecordError } from '../../functions/data/records';
import { createTrainingLogRepository, type LiftLogEntry, type TypedMax } from '../../functions/data/training-log-repository';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());

describe("the coach's stored lifts", () => {
  const lifts = createLiftsRepository(table);
  const stored = {
    PK: 'LIFTS',
    SK: 'LIFT#HIP_THRUST',
    entity: 'Lift',
    id: 'HIP_THRUST',
    name: 'Hip thrust',
    createdAt: '2026-11-27T12:00:00.000Z',
  };

  it('read as custom lifts, without keys or the day they were added', async () => {
    store(stored);
    expect(await lifts.listCustom()).toEqual([{ id: 'HIP_THRUST', name: 'Hip thrust', custom: true }]);
  });

  it('a lift without a name is refused, naming its key and the field', async () => {
    const { name: _name, ...nameless } = stored;
    store(nameless);
    await expect(lifts.listCustom()).rejects.toThrow(MalformedRecordError);
    await expect(lifts.listCustom()).rejects.toThrow(/lift record LIFTS \/ LIFT#HIP_THRUST: name/);
  });
});

describe("a member's stored lift entries and typed maxes", () => {
  const trainingLog = createTrainingLogRepository(table);
  const entry: LiftLogEntry = {
    liftId: 'BACK_SQUAT',
    resultId: 'result-1',
    planningId: 'planning-1',
    loggedAt: '2026-12-01T12:00:00.000Z',
    estimatedOneRepMaxKg: 116.7,
    repMaxKg: { 1: null, 3: 105, 5: 100 },
    volumeKg: 1815,
    estimateSet: { reps: 5, kg: 100 },
  };
  const earlier: LiftLogEntry = {
    ...entry,
    resultId: 'result-0',
    loggedAt: '2026-11-28T12:00:00.000Z',
    estimatedOneRepMaxKg: null,
    estimateSet: null,
  };
  const entryKeys = (value: LiftLogEntry) => ({
    PK: 'USER#u1',
    SK: `LIFTLOG#${value.liftId}#${value.loggedAt}#${value.resultId}`,
    entity: 'LiftLogEntry',
  });
  const typed: TypedMax = { liftId: 'BACK_SQUAT', kg: 120, at: '2026-12-02T12:00:00.000Z' };
  const typedKeys = { PK: 'USER#u1', SK: `MAXLOG#BACK_SQUAT#${typed.at}`, entity: 'TypedMax' };

  it('entries read as written, without their keys, oldest first (rep maxes by count as the map stores them)', async () => {
    // The document client reads a map's keys as strings.
    store({ ...entryKeys(entry), ...entry, repMaxKg: { '1': null, '3': 105, '5': 100 } }, { ...entryKeys(earlier), ...earlier });
    expect(await trainingLog.liftLog('u1', 'BACK_SQUAT')).toEqual([earlier, entry]);
  });

  it('an entry whose volume is not a number is refused, naming its key and the field', async () => {
    store({ ...entryKeys(entry), ...entry, volumeKg: '1815' });
    await expect(trainingLog.liftLog('u1')).rejects.toThrow(MalformedRecordError);
    await expect(trainingLog.liftLog('u1')).rejects.toThrow(
      /lift log entry record USER#u1 \/ LIFTLOG#BACK_SQUAT#2026-12-01T12:00:00.000Z#result-1: volumeKg/,
    );
  });

  it('typed maxes read as typed, without their keys; one whose kilos are not a number is refused', async () => {
    store({ ...typedKeys, ...typed });
    expect(await trainingLog.typedMaxes('u1', 'BACK_SQUAT')).toEqual([typed]);
    store({ ...typedKeys, ...typed, kg: '120' });
    await expect(trainingLog.typedMaxes('u1')).rejects.toThrow(
      /typed max record USER#u1 \/ MAXLOG#BACK_SQUAT#2026-12-02T12:00:00.000Z: kg/,
    );
  });
});
