// The first visit after buying: when to start. Today, next Monday, or the suggested start of an
// upcoming competition ("Empezá el … para llegar en tu pico"). The server checks the choice is one
// of its own options; the chosen start moves the whole period (same number of weeks).
import { useState } from 'react';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { formatCalendarDate } from '../../../../../functions/domain/store-clock';
import { useChoosePlanningStart, type MyPlanning } from '../api/my-plannings';
import type { ViewerKey } from '../api/keys';
import { formatPlanDay } from '../../../lib/plan-text';
import { PlanError } from './plan-status';

type Option = MyPlanning['startOptions'][number];

function optionLabel(option: Option): string {
  switch (option.choice) {
    case 'TODAY':
      return `Hoy, ${formatPlanDay(option.date)}`;
    case 'NEXT_MONDAY':
      return `El ${formatPlanDay(option.date)}`;
    case 'COMPETITION':
      return `Empezá el ${formatCalendarDate(option.date)} para llegar en tu pico a ${option.competitionName ?? 'la competencia'}${
        option.competitionDate ? ` (${formatCalendarDate(option.competitionDate)})` : ''
      }`;
  }
}

const optionKey = (option: Option): string => `${option.choice}-${option.date}`;

export function StartChooser({ planning, viewer }: { planning: MyPlanning; viewer: ViewerKey }) {
  const [selected, setSelected] = useState<string>(planning.startOptions[0] ? optionKey(planning.startOptions[0]) : '');
  const choose = useChoosePlanningStart(viewer, planning.planningId);
  const option = planning.startOptions.find((candidate) => optionKey(candidate) === selected);
  return (
    <section className="start-chooser" aria-labelledby="start-title">
      <h2 id="start-title">¿Cuándo empezás?</h2>
      <p>
        Tu planificación dura {planning.totalWeeks} semanas. Cada semana se habilita el día que empieza, y el día 1 de cada semana es el día
        de la semana que elijas para empezar.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (option) choose.mutate({ choice: option.choice, competitionDate: option.competitionDate ?? null });
        }}
      >
        <fieldset className="start-chooser__options">
          <legend className="visually-hidden">Fecha de inicio</legend>
          {planning.startOptions.map((candidate) => {
            const key = optionKey(candidate);
            return (
              <label key={key} className="start-chooser__option" htmlFor={`start-${key}`}>
                <RadioButton
                  inputId={`start-${key}`}
                  name="start"
                  value={key}
                  checked={selected === key}
                  onChange={() => setSelected(key)}
                />
                <span>{optionLabel(candidate)}</span>
              </label>
            );
          })}
        </fieldset>
        {choose.error ? <PlanError error={choose.error} /> : null}
        <Button type="submit" label="Empezar" icon="pi pi-play" loading={choose.isPending} disabled={!option} />
      </form>
    </section>
  );
}
