// Logging a session's result: time, load, rounds + reps, RPE and notes, all optional (an empty
// form just marks the session done). Checked with the server's own rules before sending.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { sessionResultSchema } from '../../../../../functions/domain/programme';
import { parseDuration } from '../domain/plan-text';
import { useLogSessionResult } from '../api/results';
import type { ViewerKey } from '../api/keys';

const toNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed ? Number(trimmed) : null;
};

export function ResultForm(props: { viewer: ViewerKey; planningId: string; weekNumber: number; sessionId: string; onSaved: () => void }) {
  const [fields, setFields] = useState({ time: '', load: '', rounds: '', reps: '', rpe: '', notes: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const log = useLogSessionResult(props.viewer, props.planningId);
  const field = (name: keyof typeof fields) => ({
    id: `${props.sessionId}-${name}`,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = () => {
    const timeSeconds = parseDuration(fields.time);
    if (Number.isNaN(timeSeconds)) {
      setProblem('Escribí el tiempo como minutos:segundos, por ejemplo 12:30.');
      return;
    }
    const input = {
      planningId: props.planningId,
      weekNumber: props.weekNumber,
      sessionId: props.sessionId,
      timeSeconds,
      loadKg: toNumber(fields.load),
      rounds: toNumber(fields.rounds),
      reps: toNumber(fields.reps),
      rpe: toNumber(fields.rpe),
      notes: fields.notes.trim() || null,
    };
    const checked = sessionResultSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Revisá los datos.');
      return;
    }
    setProblem(null);
    log.mutate(input, {
      onSuccess: () => {
        setFields({ time: '', load: '', rounds: '', reps: '', rpe: '', notes: '' });
        props.onSaved();
      },
    });
  };

  return (
    <form
      className="result-form"
      aria-label="Registrar resultado"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="result-form__grid">
        <label htmlFor={`${props.sessionId}-time`}>
          Tiempo (mm:ss)
          <InputText {...field('time')} inputMode="numeric" placeholder="12:30" />
        </label>
        <label htmlFor={`${props.sessionId}-load`}>
          Carga (kg)
          <InputText {...field('load')} inputMode="decimal" />
        </label>
        <label htmlFor={`${props.sessionId}-rounds`}>
          Rondas
          <InputText {...field('rounds')} inputMode="numeric" />
        </label>
        <label htmlFor={`${props.sessionId}-reps`}>
          Repeticiones
          <InputText {...field('reps')} inputMode="numeric" />
        </label>
        <label htmlFor={`${props.sessionId}-rpe`}>
          RPE (1 a 10)
          <InputText {...field('rpe')} inputMode="decimal" />
        </label>
      </div>
      <label htmlFor={`${props.sessionId}-notes`} className="result-form__notes">
        Notas
        <InputTextarea {...field('notes')} rows={2} autoResize />
      </label>
      {problem || log.error ? (
        <p className="result-form__problem" role="alert">
          {problem ?? log.error?.message}
        </p>
      ) : null}
      <Button type="submit" label="Guardar resultado" icon="pi pi-check" size="small" loading={log.isPending} />
    </form>
  );
}
