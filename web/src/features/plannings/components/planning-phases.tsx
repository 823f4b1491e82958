// The blocks of a planning, in week order, on a timeline read as a list of phases; the week range
// sits inside each item so it reads and wraps well on a phone.
import { formatWeeks } from '../../../lib/format';
import { JourneyTimeline } from './journey-timeline';

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
      <JourneyTimeline
        entries={ordered}
        keyOf={(phase) => `${phase.startWeek}-${phase.name}`}
        testId="planning-phases"
        marker={() => <span className="journey-timeline__marker" aria-hidden="true" />}
        content={(phase) => (
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
