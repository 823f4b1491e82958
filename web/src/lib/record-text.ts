// The records a result set, in words, as the member's celebration and her coach's feed and log say
// them: named for what they are (a set of 5 with 52 kg is her best set of 5 or more, not a
// "single" or a "1RM"; only the estimate says 1RM, and says it is one). Pure, component tested.
import { formatNumber } from '../../../functions/domain/field-messages';
import type { RecordKind } from '../generated/graphql';

const RECORD_KIND_WORDS: Readonly<Record<RecordKind, string>> = {
  ESTIMATED_1RM: '1RM estimado',
  REP_MAX_1: 'serie más pesada',
  REP_MAX_3: 'mejor serie de 3 o más repeticiones',
  REP_MAX_5: 'mejor serie de 5 o más repeticiones',
};
const REP_COUNT: Readonly<Record<RecordKind, number>> = { ESTIMATED_1RM: 0, REP_MAX_1: 1, REP_MAX_3: 3, REP_MAX_5: 5 };

export interface RecordView {
  liftId: string;
  liftName: string;
  kind: RecordKind;
  kg: number;
}

/**
 * The records worth telling: rep maxes of one lift beaten by the same load (a 5 × 52 beats the
 * heaviest set, the best of 3+ and of 5+ at once) read as the one that says most, the highest count.
 */
export function recordsWorthTelling<T extends RecordView>(records: readonly T[]): T[] {
  return records.filter(
    (record) =>
      record.kind === 'ESTIMATED_1RM' ||
      !records.some(
        (other) =>
          other !== record &&
          other.liftId === record.liftId &&
          other.kind !== 'ESTIMATED_1RM' &&
          other.kg === record.kg &&
          REP_COUNT[other.kind] > REP_COUNT[record.kind],
      ),
  );
}

/** "mejor serie de 5 o más repeticiones 72,5 kg". */
export const recordText = (record: RecordView): string => `${RECORD_KIND_WORDS[record.kind]} ${formatNumber(record.kg)} kg`;

/** The records of one result on a line, each lift named once: "Sentadilla trasera: serie más pesada 75 kg · 1RM estimado 82,5 kg". */
export function recordsLine(records: readonly RecordView[]): string {
  // Each lift where it first appears; within it the sets first, in their reps' order, then the
  // estimate they give (as the records table reads).
  const order = (kind: RecordKind): number => (kind === 'ESTIMATED_1RM' ? 99 : REP_COUNT[kind]);
  const byLift = new Map<string, { name: string; told: RecordView[] }>();
  for (const record of recordsWorthTelling(records)) {
    const lift = byLift.get(record.liftId) ?? { name: record.liftName, told: [] };
    lift.told.push(record);
    byLift.set(record.liftId, lift);
  }
  return [...byLift.values()]
    .map(
      (lift) =>
        `${lift.name}: ${[...lift.told]
          .sort((a, b) => order(a.kind) - order(b.kind))
          .map(recordText)
          .join(' · ')}`,
    )
    .join('; ');
}
