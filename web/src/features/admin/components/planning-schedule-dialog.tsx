// A planning's schedule: its length in weeks, its phases (weeks from-to, no overlaps) and the
// competitions it prepares for (dates in order). The server's rules
// (functions/domain/item-input.ts) run here first, with the same messages.
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState, type FormEvent } from 'react';
import { planningScheduleSchema } from '../../../../../functions/domain/item-input';
import type { CompetitionInput, PlanningPhaseInput, UpdatePlanningScheduleInput } from '../../../generated/graphql';
import type { AdminItem } from '../api/admin-items';
import { fieldErrors } from '../../../../../functions/domain/validation';

const pad = (n: number) => String(n).padStart(2, '0');
const toIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fromIsoDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

interface CompetitionDraft {
  name: string;
  date: Date | null;
  location: string;
}

function validateSchedule(
  id: string,
  durationWeeks: number | null,
  phases: PlanningPhaseInput[],
  competitions: CompetitionDraft[],
): { input: UpdatePlanningScheduleInput } | { errors: string[] } {
  if (competitions.some((c) => !c.date)) return { errors: ['Elegí la fecha de cada competencia.'] };
  const input: UpdatePlanningScheduleInput = {
    id,
    durationWeeks: durationWeeks ?? 0,
    phases,
    competitions: competitions.map((c): CompetitionInput => ({
      name: c.name,
      location: c.location,
      date: c.date ? toIsoDate(c.date) : '',
    })),
  };
  const checked = planningScheduleSchema.safeParse(input);
  if (checked.success) return { input };
  return { errors: [...new Set(Object.values(fieldErrors(checked.error)))] };
}

interface PlanningScheduleDialogProps {
  item: AdminItem;
  saving: boolean;
  serverError: string | null;
  onSave: (input: UpdatePlanningScheduleInput) => void;
  onClose: () => void;
}

export function PlanningScheduleDialog({ item, saving, serverError, onSave, onClose }: PlanningScheduleDialogProps) {
  const [durationWeeks, setDurationWeeks] = useState<number | null>(item.durationWeeks ?? null);
  const [phases, setPhases] = useState<PlanningPhaseInput[]>(() => item.phases.map((p) => ({ ...p })));
  const [competitions, setCompetitions] = useState<CompetitionDraft[]>(() =>
    item.competitions.map((c) => ({ name: c.name, location: c.location, date: fromIsoDate(c.date) })),
  );
  const [errors, setErrors] = useState<string[]>([]);

  const editPhase = (index: number, change: Partial<PlanningPhaseInput>) =>
    setPhases((list) => list.map((phase, i) => (i === index ? { ...phase, ...change } : phase)));
  const editCompetition = (index: number, change: Partial<CompetitionDraft>) =>
    setCompetitions((list) => list.map((c, i) => (i === index ? { ...c, ...change } : c)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSchedule(item.id, durationWeeks, phases, competitions);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    onSave(result.input);
  };

  const lastWeek = phases.at(-1)?.endWeek ?? 0;

  return (
    <Dialog header={`Cronograma de «${item.name}»`} visible onHide={onClose} style={{ width: 'min(52rem, 96vw)' }} modal>
      <form onSubmit={submit} noValidate className="admin-form">
        <label htmlFor="schedule-weeks">Duración (semanas)</label>
        <InputNumber
          inputId="schedule-weeks"
          value={durationWeeks}
          onValueChange={(e) => setDurationWeeks(e.value ?? null)}
          min={1}
          max={104}
        />

        <fieldset className="admin-form__offer">
          <legend>Fases</legend>
          {phases.map((phase, index) => (
            <div key={index} className="schedule-row" role="group" aria-label={`Fase ${index + 1}`}>
              <label htmlFor={`phase-name-${index}`}>Nombre</label>
              <InputText id={`phase-name-${index}`} value={phase.name} onChange={(e) => editPhase(index, { name: e.target.value })} />
              <label htmlFor={`phase-start-${index}`}>Desde la semana</label>
              <InputNumber
                inputId={`phase-start-${index}`}
                value={phase.startWeek}
                onValueChange={(e) => editPhase(index, { startWeek: e.value ?? 0 })}
                min={1}
              />
              <label htmlFor={`phase-end-${index}`}>Hasta la semana</label>
              <InputNumber
                inputId={`phase-end-${index}`}
                value={phase.endWeek}
                onValueChange={(e) => editPhase(index, { endWeek: e.value ?? 0 })}
                min={1}
              />
              <label htmlFor={`phase-description-${index}`}>Qué incluye</label>
              <InputTextarea
                id={`phase-description-${index}`}
                value={phase.description}
                rows={2}
                onChange={(e) => editPhase(index, { description: e.target.value })}
              />
              <Button
                type="button"
                label="Quitar fase"
                icon="pi pi-trash"
                severity="danger"
                text
                onClick={() => setPhases((list) => list.filter((_, i) => i !== index))}
              />
            </div>
          ))}
          <Button
            type="button"
            label="Agregar fase"
            icon="pi pi-plus"
            outlined
            onClick={() => setPhases((list) => [...list, { name: '', description: '', startWeek: lastWeek + 1, endWeek: lastWeek + 1 }])}
          />
        </fieldset>

        <fieldset className="admin-form__offer">
          <legend>Competencias</legend>
          {competitions.map((competition, index) => (
            <div key={index} className="schedule-row" role="group" aria-label={`Competencia ${index + 1}`}>
              <label htmlFor={`competition-name-${index}`}>Nombre</label>
              <InputText
                id={`competition-name-${index}`}
                value={competition.name}
                onChange={(e) => editCompetition(index, { name: e.target.value })}
              />
              <label htmlFor={`competition-date-${index}`}>Fecha</label>
              <Calendar
                inputId={`competition-date-${index}`}
                value={competition.date}
                onChange={(e) => editCompetition(index, { date: (e.value as Date | null) ?? null })}
                dateFormat="dd/mm/yy"
                locale="es"
              />
              <label htmlFor={`competition-location-${index}`}>Lugar</label>
              <InputText
                id={`competition-location-${index}`}
                value={competition.location}
                onChange={(e) => editCompetition(index, { location: e.target.value })}
              />
              <Button
                type="button"
                label="Quitar competencia"
                icon="pi pi-trash"
                severity="danger"
                text
                onClick={() => setCompetitions((list) => list.filter((_, i) => i !== index))}
              />
            </div>
          ))}
          <Button
            type="button"
            label="Agregar competencia"
            icon="pi pi-plus"
            outlined
            onClick={() => setCompetitions((list) => [...list, { name: '', date: null, location: '' }])}
          />
        </fieldset>

        {errors.length > 0 && (
          <div role="alert">
            {errors.map((error) => (
              <Message key={error} severity="error" text={error} />
            ))}
          </div>
        )}
        {serverError && <Message severity="error" text={serverError} />}
        <div className="admin-form__actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onClose} disabled={saving} />
          <Button type="submit" label="Guardar cronograma" icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
