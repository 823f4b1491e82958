// The blocks of a planning, in week order, on PrimeReact's Timeline. Timeline draws divs, so the
// pass-through options give them list semantics (a list of phases, one item each) for screen
// readers; the week range sits inside each item so it reads and wraps well on a phone.
import { Timeline } from 'primereact/timeline';
import { formatWeeks } from '../../../lib/format';

interface Phase {
  name: string;
  description: string;
  startWeek: number;
  endWeek: number;
}

const phaseWeeksLabel = (phase: Pick<Phase, 'startWeek' | 'endWeek'>): string =>
  phase.startWeek === phase.endWeek ? `Semana ${phase.startWeek}` : `Semanas ${phase.startWeek} a ${phase.endWeek}`;

export function PlanningPhases({ phases, durationWeeks }: { phases: Phase[]; durationWeeks: number | null }) {
  const ordered = [...phases].sort((a, b) => a.startWeek - b.startWeek);
  return (
    <section className="planning-section" aria-labelledby="planning-phases-title">
      <h2 id="planning-phases-title">Cómo se organiza</h2>
      {durationWeeks ? (
        <p>
          Un ciclo de {formatWeeks(durationWeeks)}, en {ordered.length} fases:
        </p>
      ) : null}
      <Timeline
        value={ordered}
        className="journey-timeline"
        data-testid="planning-phases"
        pt={{ root: { role: 'list' }, event: { role: 'listitem' }, opposite: { 'aria-hidden': true } }}
        marker={() => <span className="journey-timeline__marker" aria-hidden="true" />}
        content={(phase: Phase) => (
          <div className="journey-timeline__content">
            <p className="journey-timeline__weeks">{phaseWeeksLabel(phase)}</p>
            <h3 className="journey-timeline__name">{phase.name}</h3>
            <p className="journey-timeline__text">{phase.description}</p>
          </div>
        )}
      />
    </section>
  );
}
