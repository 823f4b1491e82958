// The records a result just beat, celebrated; the best of each lift that beats her working max is
// offered as the new one, one tap away (loads "5 × 3 con 72 kg" follow it at once).
import { useState } from 'react';
import { Button } from 'primereact/button';
import { formatNumber } from '../../../../../functions/domain/field-messages';
import type { RecordKind } from '../../../generated/graphql';
import type { LoggedResult } from '../api/results';
import { useSetLiftMax } from '../api/lift-maxes';
import type { ViewerKey } from '../api/keys';

type BeatenRecord = LoggedResult['newRecords'][number];

// Named for what they are: a set of 5 with 52 kg is her best set of 5 or more, not a "single" or a
// "1RM" (only the estimate says 1RM, and says it is one).
const KIND_WORDS: Readonly<Record<RecordKind, string>> = {
  ESTIMATED_1RM: '1RM estimado',
  REP_MAX_1: 'serie más pesada',
  REP_MAX_3: 'mejor serie de 3 o más repeticiones',
  REP_MAX_5: 'mejor serie de 5 o más repeticiones',
};
const REP_COUNT: Readonly<Record<RecordKind, number>> = { ESTIMATED_1RM: 0, REP_MAX_1: 1, REP_MAX_3: 3, REP_MAX_5: 5 };

/**
 * One line per record worth telling: rep maxes of one lift beaten by the same load (a 5 × 52 beats
 * the heaviest set, the best of 3+ and of 5+ at once) read as the one that says most, the highest
 * count.
 */
function recordsWorthTelling<T extends { liftId: string; kind: RecordKind; kg: number }>(records: readonly T[]): T[] {
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

/** A working max goes in steps of 0,25 kg: an offer is rounded down to one. */
const asWorkingMax = (kg: number): number => Math.floor(kg * 4) / 4;

export function RecordCelebration({ viewer, records }: { viewer: ViewerKey; records: readonly BeatenRecord[] }) {
  const save = useSetLiftMax(viewer);
  const [adopted, setAdopted] = useState<Record<string, number>>({});
  if (records.length === 0) return null;
  const offers = new Map<string, BeatenRecord>();
  for (const record of records) {
    if (!record.beatsWorkingMax) continue;
    const best = offers.get(record.liftId);
    if (!best || record.kg > best.kg) offers.set(record.liftId, record);
  }
  return (
    <section className="record-celebration" role="status" aria-label="Nuevos récords">
      <p className="record-celebration__title">
        <span aria-hidden="true">🏆 </span>¡Nuevo récord!
      </p>
      <ul>
        {recordsWorthTelling(records).map((record) => (
          <li key={`${record.liftId}-${record.kind}`}>
            <strong>{record.liftName}</strong>: {KIND_WORDS[record.kind]} {formatNumber(record.kg)} kg
            {record.previousKg !== null && record.previousKg !== undefined
              ? ` (antes ${formatNumber(record.previousKg)} kg)`
              : ' (tu primera marca)'}
          </li>
        ))}
      </ul>
      {[...offers.values()].map((record) => {
        const kg = asWorkingMax(record.kg);
        return adopted[record.liftId] === kg ? (
          <p key={record.liftId} className="record-celebration__done">
            Listo: tus cargas de {record.liftName} se calculan con {formatNumber(kg)} kg.
          </p>
        ) : (
          <Button
            key={record.liftId}
            type="button"
            size="small"
            icon="pi pi-bolt"
            label={`Usar ${formatNumber(kg)} kg como mi máximo de ${record.liftName}`}
            loading={save.isPending && save.variables?.lift === record.liftId}
            onClick={() =>
              save.mutate({ lift: record.liftId, kg }, { onSuccess: () => setAdopted((current) => ({ ...current, [record.liftId]: kg })) })
            }
          />
        );
      })}
      {save.error ? <p className="result-form__problem">{save.error.message}</p> : null}
    </section>
  );
}
