// "Mis marcas": the member's working max (1RM) per lift of the library, editable. The main lifts
// show always, the ones she has a max for too, and any other lift of the library one choice away.
// Saving one updates every load in kilos of the open weeks (the server computes them from these
// maxes). Numbers in the Argentine format; each wrong input is marked with its message.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { numberFromText, numberToText, parseArgentineNumber } from '../../../../../functions/domain/argentine-number';
import { liftMaxSchema } from '../../../../../functions/domain/plan-weeks';
import { useLiftMaxes, useSetLiftMax } from '../api/lift-maxes';
import { useLifts } from '../api/records';
import type { ViewerKey } from '../api/keys';
import { liftName } from '../../../lib/plan-text';
import { LIFT_MAXES_ANCHOR } from './lift-maxes-anchor';
import { PlanError } from './plan-status';
import '../results.css';
import { routes } from '../../../lib/paths';

/** The lifts most training plans ask a percentage of: always offered. */
const MAIN_LIFTS = [
  'BACK_SQUAT',
  'FRONT_SQUAT',
  'DEADLIFT',
  'SNATCH',
  'CLEAN',
  'CLEAN_AND_JERK',
  'STRICT_PRESS',
  'PUSH_PRESS',
  'BENCH_PRESS',
];

const THOUSANDS_HINT = ' Leímos el punto como separador de miles: para decimales usá coma (72,5).';

export function LiftMaxesPanel({ viewer, showRecordsLink = true }: { viewer: ViewerKey; showRecordsLink?: boolean }) {
  const maxes = useLiftMaxes(viewer);
  const library = useLifts();
  const save = useSetLiftMax(viewer);
  // Only what the member typed: a field she has not touched shows her stored max, whenever it
  // arrives (typing before it loaded, or a refetch, never wipes her entry).
  const [edits, setEdits] = useState<Record<string, string>>({});
  // A field she is in holds still: what it showed when she entered it, until she leaves it
  // unchanged (her max arriving meanwhile must not slip in under the caret: "120" + "130").
  const entered = useRef<{ lift: string; text: string } | null>(null);
  const [extra, setExtra] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  // The day view loads this panel after its first paint: a tap on "Mis marcas" (or a reload of
  // #mis-marcas) that came before it was there still lands on it.
  useEffect(() => {
    if (location.hash === `#${LIFT_MAXES_ANCHOR}`) document.getElementById(LIFT_MAXES_ANCHOR)?.scrollIntoView();
  }, []);

  const stored = new Map((maxes.data ?? []).map((max) => [max.lift, max.kg] as const));
  const shownText = (lift: string): string => {
    const kg = stored.get(lift);
    return edits[lift] ?? (kg === undefined ? '' : numberToText(kg));
  };
  const names = new Map((library.data ?? []).map((lift) => [lift.id, lift.name] as const));
  const nameOf = (lift: string) => liftName(lift, names.get(lift));
  const shown = [...new Set([...MAIN_LIFTS, ...stored.keys(), ...extra])];
  const others = (library.data ?? []).filter((lift) => !shown.includes(lift.id));

  const submit = async () => {
    setSaved(null);
    const changes: { lift: string; kg: number }[] = [];
    const found: Record<string, string> = {};
    for (const lift of shown) {
      const text = shownText(lift);
      const kg = numberFromText(text);
      if (kg === null || kg === stored.get(lift)) continue;
      const checked = liftMaxSchema.safeParse({ lift, kg });
      if (!checked.success) {
        const parsed = parseArgentineNumber(text);
        const grouped = parsed.kind === 'number' && parsed.groupedThousands;
        found[lift] = `${checked.error.issues[0]?.message ?? 'Revisá el valor.'}${grouped ? THOUSANDS_HINT : ''}`;
        continue;
      }
      changes.push(checked.data);
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`max-${first}`)?.focus();
      return;
    }
    for (const change of changes) await save.mutateAsync(change);
    setSaved(changes.length > 0 ? 'Guardamos tus marcas: las cargas se actualizaron.' : 'No había cambios para guardar.');
  };

  const problems = Object.keys(errors).length;
  return (
    <section className="lift-maxes" id={LIFT_MAXES_ANCHOR} tabIndex={-1} aria-labelledby="lift-maxes-title">
      <h2 id="lift-maxes-title">Mis marcas (1RM)</h2>
      <p className="lift-maxes__intro">
        Con tus máximos calculamos los kilos de cada porcentaje (redondeados a 0,5 kg).
        {showRecordsLink ? (
          <>
            {' '}
            <Link to={routes.myRecords.to()}>Ver mis récords y mi progreso</Link>
          </>
        ) : null}
      </p>
      {maxes.error ? <PlanError error={maxes.error} onRetry={() => void maxes.refetch()} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <div className="lift-maxes__grid">
          {shown.map((lift) => (
            <label key={lift} htmlFor={`max-${lift}`}>
              {nameOf(lift)} (kg)
              <InputText
                id={`max-${lift}`}
                inputMode="decimal"
                value={shownText(lift)}
                onFocus={() => {
                  if (lift in edits) return;
                  const text = shownText(lift);
                  entered.current = { lift, text };
                  setEdits((current) => ({ ...current, [lift]: text }));
                }}
                onBlur={() => {
                  const left = entered.current;
                  entered.current = null;
                  if (left?.lift !== lift) return;
                  // Left as it was entered: it shows her stored max again, whenever that arrives.
                  setEdits((current) => {
                    if (current[lift] !== left.text) return current;
                    const { [lift]: _untouched, ...rest } = current;
                    return rest;
                  });
                }}
                onChange={(event) => setEdits((current) => ({ ...current, [lift]: event.target.value }))}
                {...(errors[lift] ? { 'aria-invalid': true, 'aria-describedby': `max-${lift}-error`, className: 'p-invalid' } : {})}
              />
              {errors[lift] ? (
                <small id={`max-${lift}-error`} className="result-form__field-error">
                  {errors[lift]}
                </small>
              ) : null}
            </label>
          ))}
        </div>
        {others.length > 0 ? (
          <label className="lift-maxes__add" htmlFor="max-add-lift">
            Agregar otro levantamiento
            <select
              id="max-add-lift"
              className="p-inputtext"
              value=""
              onChange={(event) => {
                const lift = event.target.value;
                if (lift) setExtra((current) => [...current, lift]);
              }}
            >
              <option value="">Elegí uno…</option>
              {others.map((lift) => (
                <option key={lift.id} value={lift.id}>
                  {lift.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {problems > 0 || save.error ? (
          <p className="result-form__problem" role="alert">
            {save.error?.message ?? (problems === 1 ? 'Revisá el dato marcado.' : `Revisá los ${problems} datos marcados.`)}
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
