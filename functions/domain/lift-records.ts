// Records from logged sets: the estimated 1RM of a set (Epley, trusted up to 10 reps), the best
// load lifted for at least 1, 3 and 5 reps (rep-max PRs), a result's volume, and which records a
// new result beats. Recorded in docs/decisions/ (2026-11-27, issue 25). Pure.

export interface LoggedSet {
  reps: number;
  kg: number;
}

/** Above this many reps a set says little about a single: it is not used to estimate a 1RM. */
const ESTIMATE_REP_LIMIT = 10;

/** The rep counts whose best load is a record (1RM, 3RM, 5RM). */
export const REP_MAX_COUNTS = [1, 3, 5] as const;
export type RepMaxCount = (typeof REP_MAX_COUNTS)[number];

export const RECORD_KINDS = ['ESTIMATED_1RM', 'REP_MAX_1', 'REP_MAX_3', 'REP_MAX_5'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const floorToHalf = (kg: number): number => Math.floor(Math.round(kg * 1000) / 500) / 2;

/**
 * Epley's estimate, kg × (1 + reps / 30), floored to 0.5 kg (a working max is better a little low
 * than high); a single is its own 1RM; null past ESTIMATE_REP_LIMIT reps or for an empty set.
 */
export function estimatedOneRepMax(set: LoggedSet): number | null {
  if (set.reps < 1 || set.kg <= 0 || set.reps > ESTIMATE_REP_LIMIT) return null;
  return set.reps === 1 ? set.kg : floorToHalf(set.kg * (1 + set.reps / 30));
}

/** What one lift's sets in one result are worth. */
export interface LiftBests {
  estimatedOneRepMaxKg: number | null;
  /** Heaviest load lifted for at least 1, 3 and 5 reps. */
  repMaxKg: Record<RepMaxCount, number | null>;
  /** Σ reps × kg. */
  volumeKg: number;
}

const larger = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

export function bestsOf(sets: readonly LoggedSet[]): LiftBests {
  let estimate: number | null = null;
  const repMaxKg: Record<RepMaxCount, number | null> = { 1: null, 3: null, 5: null };
  let volume = 0;
  for (const set of sets) {
    estimate = larger(estimate, estimatedOneRepMax(set));
    for (const count of REP_MAX_COUNTS) if (set.reps >= count && set.kg > 0) repMaxKg[count] = larger(repMaxKg[count], set.kg);
    volume += set.reps * set.kg;
  }
  return { estimatedOneRepMaxKg: estimate, repMaxKg, volumeKg: Math.round(volume * 100) / 100 };
}

/** The best of several results' bests (a lift's history up to now). */
export function combineBests(all: readonly LiftBests[]): LiftBests {
  return all.reduce<LiftBests>(
    (best, next) => ({
      estimatedOneRepMaxKg: larger(best.estimatedOneRepMaxKg, next.estimatedOneRepMaxKg),
      repMaxKg: {
        1: larger(best.repMaxKg[1], next.repMaxKg[1]),
        3: larger(best.repMaxKg[3], next.repMaxKg[3]),
        5: larger(best.repMaxKg[5], next.repMaxKg[5]),
      },
      volumeKg: best.volumeKg + next.volumeKg,
    }),
    { estimatedOneRepMaxKg: null, repMaxKg: { 1: null, 3: null, 5: null }, volumeKg: 0 },
  );
}

export interface NewRecord {
  kind: RecordKind;
  kg: number;
  /** The record it beats; null for the lift's first. */
  previousKg: number | null;
}

/**
 * The records `current` beats. The estimated 1RM competes with every earlier estimate and every
 * max the member typed (a typed 100 kg is not "beaten" by an estimate of 90); rep maxes compete
 * with earlier logged sets only. A lift's first logged set sets its first records.
 */
export function newRecords(previous: LiftBests, bestTypedMaxKg: number | null, current: LiftBests): NewRecord[] {
  const found: NewRecord[] = [];
  const priorEstimate = larger(previous.estimatedOneRepMaxKg, bestTypedMaxKg);
  if (current.estimatedOneRepMaxKg !== null && (priorEstimate === null || current.estimatedOneRepMaxKg > priorEstimate)) {
    found.push({ kind: 'ESTIMATED_1RM', kg: current.estimatedOneRepMaxKg, previousKg: priorEstimate });
  }
  for (const count of REP_MAX_COUNTS) {
    const now = current.repMaxKg[count];
    const before = previous.repMaxKg[count];
    if (now !== null && (before === null || now > before)) found.push({ kind: `REP_MAX_${count}`, kg: now, previousKg: before });
  }
  return found;
}

/** Whether a record beats the member's working max, so it is worth offering as the new one. */
export const beatsWorkingMax = (record: NewRecord, workingMaxKg: number | null): boolean =>
  (record.kind === 'ESTIMATED_1RM' || record.kind === 'REP_MAX_1') && (workingMaxKg === null || record.kg > workingMaxKg);

/** Where a point of a lift's max history comes from. */
export type MaxSource = 'TYPED' | 'ESTIMATED';

/** A max over time: typed by the member, or estimated from a logged set. */
export interface MaxPoint {
  at: string;
  kg: number;
  source: MaxSource;
  /** For an estimate: the set it comes from. */
  reps: number | null;
  setKg: number | null;
}

/** The best load lifted for at least `reps` reps. */
export interface RepMax {
  reps: number;
  kg: number;
  at: string;
}

/** A lift's records as the member (or her coach) reads them (the schema's LiftRecords). */
export interface LiftRecords {
  liftId: string;
  liftName: string;
  /** The max loads are computed from; null until she sets one. */
  workingMaxKg: number | null;
  /** Typed maxes and estimated 1RMs, oldest first. */
  history: MaxPoint[];
  /** Best loads for 1, 3 and 5 reps (only the counts she has lifted). */
  repMaxes: RepMax[];
}
