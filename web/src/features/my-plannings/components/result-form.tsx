// Logging (or editing) a session's result as athletes do: per prescribed lift, sets × reps × kg
// with an optional RPE (prefilled from the prescription and her kilos), then time, rounds + reps,
// distance, calories, the session's RPE and notes, all optional (an empty form just marks the
// session done). Numbers in the Argentine format ("72,5"). Checked with the server's own rules
// before sending; each wrong input is marked (aria-invalid) with its message beside it.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import type { PlanSession } from '../api/planning-week';
import { useLogSessionResult, useUpdateSessionResult, type LoggedResult } from '../api/results';
import type { ViewerKey } from '../api/keys';
import { liftName } from '../../../lib/plan-text';
import '../results.css';
import { checkDraft, draftForResult, draftForSession, inputIds, type ResultDraft, type SetDraft } from '../domain/result-draft';

function FieldError({ id, errors }: { id: string; errors: Record<string, string> }) {
  return errors[id] ? (
    <small id={`${id}-error`} className="result-form__field-error">
      {errors[id]}
    </small>
  ) : null;
}

/** The props that mark an input wrong and point it at its message. */
const marked = (id: string, errors: Record<string, string>) =>
  errors[id] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error`, className: 'p-invalid' } : {};

export function ResultForm(props: {
  viewer: ViewerKey;
  planningId: string;
  weekNumber: number;
  session: PlanSession;
  /** The result she edits; omitted for a new one. */
  editing?: LoggedResult;
  /** The saved result, or null when it was queued to be sent once the connection returns. */
  onSaved: (result: LoggedResult | null) => void;
  onCancel?: () => void;
}) {
  const { session, editing } = props;
  const [draft, setDraft] = useState<ResultDraft>(() =>
    editing ? draftForResult(session.blocks, editing, liftName) : draftForSession(session.blocks, liftName),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const log = useLogSessionResult(props.viewer, props.planningId);
  const update = useUpdateSessionResult(props.viewer, props.planningId);
  const saving = log.isPending || update.isPending;
  const serverError = log.error ?? update.error;
  const ids = inputIds(`r-${editing?.id ?? session.id}`);

  const setField = (name: Exclude<keyof ResultDraft, 'lifts'>) => ({
    id: ids.field(name),
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    ...marked(ids.field(name), errors),
  });

  const editSet = (liftIndex: number, setIndex: number, part: keyof SetDraft, value: string) =>
    setDraft((current) => ({
      ...current,
      lifts: current.lifts.map((lift, l) =>
        l !== liftIndex ? lift : { ...lift, sets: lift.sets.map((set, s) => (s === setIndex ? { ...set, [part]: value } : set)) },
      ),
    }));
  const addSet = (liftIndex: number) =>
    setDraft((current) => ({
      ...current,
      lifts: current.lifts.map((lift, l) =>
        l !== liftIndex ? lift : { ...lift, sets: [...lift.sets, { ...(lift.sets.at(-1) ?? { reps: '', kg: '', rpe: '' }), rpe: '' }] },
      ),
    }));
  const removeSet = (liftIndex: number) =>
    setDraft((current) => ({
      ...current,
      lifts: current.lifts.map((lift, l) => (l !== liftIndex || lift.sets.length <= 1 ? lift : { ...lift, sets: lift.sets.slice(0, -1) })),
    }));

  const submit = () => {
    const checked = checkDraft(draft, ids, { planningId: props.planningId, weekNumber: props.weekNumber, sessionId: session.id });
    if (!checked.ok) {
      setErrors(checked.errors);
      // Focus the first wrong input, so a screen reader reads its message.
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    const onSuccess = (result: LoggedResult) => props.onSaved(result);
    if (editing) {
      update.mutate({ planningId: props.planningId, sessionId: session.id, resultId: editing.id, ...checked.measures }, { onSuccess });
    } else {
      log.mutate(
        { planningId: props.planningId, weekNumber: props.weekNumber, sessionId: session.id, ...checked.measures },
        { onSuccess: (outcome) => props.onSaved(outcome.queued ? null : outcome.result) },
      );
    }
  };

  const problemCount = Object.keys(errors).length;
  const conditioningOpen =
    session.blocks.some((block) => block.prescription?.timeCapMinutes || block.prescription?.rounds) || draft.lifts.length === 0;
  const conditioning = (
    <div className="result-form__grid">
      <label htmlFor={ids.field('time')}>
        Tiempo (mm:ss)
        <InputText {...setField('time')} inputMode="numeric" placeholder="18:32" />
        <FieldError id={ids.field('time')} errors={errors} />
      </label>
      <label htmlFor={ids.field('rounds')}>
        Rondas
        <InputText {...setField('rounds')} inputMode="numeric" />
        <FieldError id={ids.field('rounds')} errors={errors} />
      </label>
      <label htmlFor={ids.field('reps')}>
        Repeticiones
        <InputText {...setField('reps')} inputMode="numeric" />
        <FieldError id={ids.field('reps')} errors={errors} />
      </label>
      <label htmlFor={ids.field('distance')}>
        Distancia (m)
        <InputText {...setField('distance')} inputMode="numeric" />
        <FieldError id={ids.field('distance')} errors={errors} />
      </label>
      <label htmlFor={ids.field('calories')}>
        Calorías
        <InputText {...setField('calories')} inputMode="numeric" />
        <FieldError id={ids.field('calories')} errors={errors} />
      </label>
    </div>
  );

  return (
    <form
      className="result-form"
      aria-label={editing ? 'Editar resultado' : 'Registrar resultado'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {draft.lifts.map((lift, liftIndex) => (
        <fieldset key={lift.blockId} className="result-form__lift">
          <legend>{lift.liftName}</legend>
          <div className="result-form__sets" role="group" aria-label={`Series de ${lift.liftName}`}>
            <span className="result-form__sets-head" aria-hidden="true">
              Serie
            </span>
            <span className="result-form__sets-head" aria-hidden="true">
              Reps
            </span>
            <span className="result-form__sets-head" aria-hidden="true">
              Kg
            </span>
            <span className="result-form__sets-head" aria-hidden="true">
              RPE
            </span>
            {lift.sets.map((set, setIndex) => (
              <div className="result-form__set" key={setIndex} role="group" aria-label={`Serie ${setIndex + 1}`}>
                <span className="result-form__set-number">{setIndex + 1}</span>
                {(['reps', 'kg', 'rpe'] as const).map((part) => {
                  const id = ids.set(liftIndex, setIndex, part);
                  const caption = part === 'reps' ? 'Repeticiones' : part === 'kg' ? 'Carga (kg)' : 'RPE';
                  return (
                    <span key={part} className="result-form__set-cell">
                      <InputText
                        id={id}
                        value={set[part]}
                        inputMode={part === 'reps' ? 'numeric' : 'decimal'}
                        aria-label={`${caption}, serie ${setIndex + 1} de ${lift.liftName}`}
                        onChange={(event) => editSet(liftIndex, setIndex, part, event.target.value)}
                        {...marked(id, errors)}
                      />
                    </span>
                  );
                })}
                {/* The row's messages under the row, across its width (a cell is too narrow on a phone). */}
                {(['reps', 'kg', 'rpe'] as const).some((part) => errors[ids.set(liftIndex, setIndex, part)]) ? (
                  <span className="result-form__set-errors">
                    {(['reps', 'kg', 'rpe'] as const).map((part) => (
                      <FieldError key={part} id={ids.set(liftIndex, setIndex, part)} errors={errors} />
                    ))}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
          <span className="result-form__set-tools">
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-plus"
              label="Serie"
              onClick={() => addSet(liftIndex)}
              aria-label={`Agregar una serie de ${lift.liftName}`}
            />
            {lift.sets.length > 1 ? (
              <Button
                type="button"
                size="small"
                text
                severity="secondary"
                icon="pi pi-minus"
                label="Quitar la última"
                onClick={() => removeSet(liftIndex)}
                aria-label={`Quitar la última serie de ${lift.liftName}`}
              />
            ) : null}
          </span>
        </fieldset>
      ))}
      {conditioningOpen ? (
        conditioning
      ) : (
        <details className="result-form__more">
          <summary>Tiempo, rondas, distancia o calorías</summary>
          {conditioning}
        </details>
      )}
      <div className="result-form__grid">
        <label htmlFor={ids.field('rpe')}>
          RPE de la sesión (1 a 10)
          <InputText {...setField('rpe')} inputMode="decimal" />
          <FieldError id={ids.field('rpe')} errors={errors} />
        </label>
      </div>
      <label htmlFor={ids.field('notes')} className="result-form__notes">
        Notas
        <InputTextarea {...setField('notes')} rows={2} autoResize />
        <FieldError id={ids.field('notes')} errors={errors} />
      </label>
      {problemCount > 0 || serverError ? (
        <p className="result-form__problem" role="alert">
          {serverError?.message ??
            errors['form'] ??
            (problemCount === 1 ? 'Revisá el dato marcado.' : `Revisá los ${problemCount} datos marcados.`)}
        </p>
      ) : null}
      <span className="result-form__actions">
        <Button type="submit" label={editing ? 'Guardar cambios' : 'Guardar resultado'} icon="pi pi-check" size="small" loading={saving} />
        {props.onCancel ? <Button type="button" label="Cancelar" text size="small" onClick={props.onCancel} /> : null}
      </span>
    </form>
  );
}
