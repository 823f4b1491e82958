// "Mis marcas": the member's 1RM per named lift, editable. Saving one updates every load in kilos
// of the open weeks (they are computed by the server from these maxes).
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { LIFTS, liftMaxSchema } from '../../../../../functions/domain/programme';
import type { Lift } from '../../../generated/graphql';
import { useLiftMaxes, useSetLiftMax } from '../api/lift-maxes';
import type { ViewerKey } from '../api/keys';
import { liftName } from '../domain/plan-text';
import { PlanError } from './plan-status';

/** The panel's anchor: "Mis marcas" is one tap away from the top of the plan and from each hint. */
export const LIFT_MAXES_ANCHOR = 'mis-marcas';

export function LiftMaxesPanel({ viewer }: { viewer: ViewerKey }) {
  const maxes = useLiftMaxes(viewer);
  const save = useSetLiftMax(viewer);
  const [drafts, setDrafts] = useState<Partial<Record<Lift, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (maxes.data) setDrafts(Object.fromEntries(maxes.data.map((max) => [max.lift, String(max.kg).replace('.', ',')])));
  }, [maxes.data]);

  const stored = new Map((maxes.data ?? []).map((max) => [max.lift, max.kg] as const));

  const submit = async () => {
    setSaved(null);
    const changes: { lift: Lift; kg: number }[] = [];
    for (const lift of LIFTS) {
      const text = (drafts[lift] ?? '').trim().replace(',', '.');
      if (!text) continue;
      const kg = Number(text);
      if (kg === stored.get(lift)) continue;
      const checked = liftMaxSchema.safeParse({ lift, kg });
      if (!checked.success) {
        setProblem(`${liftName(lift)}: ${checked.error.issues[0]?.message ?? 'revisá el valor.'}`);
        return;
      }
      changes.push(checked.data);
    }
    setProblem(null);
    for (const change of changes) await save.mutateAsync(change);
    setSaved(changes.length > 0 ? 'Guardamos tus marcas: las cargas se actualizaron.' : 'No había cambios para guardar.');
  };

  return (
    <section className="lift-maxes" id={LIFT_MAXES_ANCHOR} tabIndex={-1} aria-labelledby="lift-maxes-title">
      <h2 id="lift-maxes-title">Mis marcas (1RM)</h2>
      <p className="lift-maxes__intro">Con tus máximos calculamos los kilos de cada porcentaje (redondeados a 0,5 kg).</p>
      {maxes.error ? <PlanError error={maxes.error} onRetry={() => void maxes.refetch()} /> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <div className="lift-maxes__grid">
          {LIFTS.map((lift) => (
            <label key={lift} htmlFor={`max-${lift}`}>
              {liftName(lift)} (kg)
              <InputText
                id={`max-${lift}`}
                inputMode="decimal"
                value={drafts[lift] ?? ''}
                onChange={(event) => setDrafts((current) => ({ ...current, [lift]: event.target.value }))}
              />
            </label>
          ))}
        </div>
        {problem || save.error ? (
          <p className="result-form__problem" role="alert">
            {problem ?? save.error?.message}
          </p>
        ) : null}
        {saved ? (
          <p className="lift-maxes__saved" role="status">
            {saved}
          </p>
        ) : null}
        <Button type="submit" label="Guardar marcas" icon="pi pi-save" size="small" loading={save.isPending} disabled={maxes.isPending} />
      </form>
    </section>
  );
}
