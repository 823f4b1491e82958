// The blocks of a planning, in week order, as a vertical timeline.
import { formatWeeks } from '../../../lib/format';

interface Phase {
  name: string;
  description: string;
  startWeek: number;
  endWeek: number;
}

export const phaseWeeksLabel = (phase: Pick<Phase, 'startWeek' | 'endWeek'>): string =>
  phase.startWeek === phase.endWeek ? `Semana ${phase.startWeek}` : `Semanas ${phase.startWeek} a ${phase.endWeek}`;

export function PlanningPhases({ phases, durationWeeks }: { phases: Phase[]; durationWeeks: number | null }) {
  const ordered = [...phases].sort((a, b) => a.startWeek - b.startWeek);
  return (
    <section className="planning-section" aria-labelledby="planning-phases-title">
      <h2 id="planning-phases-title">Cómo se organiza</h2>
      {durationWeeks ? <p>Un ciclo de {formatWeeks(durationWeeks)}, en {ordered.length} fases:</p> : null}
      <ol className="phase-timeline" data-testid="planning-phases">
        {ordered.map((phase) => (
          <li key={`${phase.startWeek}-${phase.name}`} className="phase-timeline__item">
            <p className="phase-timeline__weeks">{phaseWeeksLabel(phase)}</p>
            <h3 className="phase-timeline__name">{phase.name}</h3>
            <p>{phase.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
