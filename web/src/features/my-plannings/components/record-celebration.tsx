// The records a result just beat, celebrated; the best of each lift that beats her working max is
// offered as the new one, one tap away (loads "5 × 3 con 72 kg" follow it at once).
import { useState } from 'react';
import { Button } from 'primereact/button';
import { formatNumber } from '../../../../../functions/domain/field-messages';
import { recordsWorthTelling, recordText } from '../../../lib/record-text';
import type { LoggedResult } from '../api/results';
import { useSetLiftMax } from '../api/lift-maxes';
import type { ViewerKey } from '../api/keys';

type BeatenRecord = LoggedResult['newRecords'][number];

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
            <strong>{record.liftName}</strong>: {recordText(record)}
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
