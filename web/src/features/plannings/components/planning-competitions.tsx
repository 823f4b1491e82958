// The competitions a planning prepares for, soonest first, on a timeline: for each
// upcoming one, the day to start to arrive at your peak and the dates each phase falls on; past
// ones (their day has ended at -03:00) are faded and marked "Ya se corrió".
import { useRenderNow } from '../../../lib/render-clock';
import { formatCalendarDate } from '../../../../../functions/domain/store-clock';
import { JourneyTimeline } from './journey-timeline';
import { planCompetitions, type CompetitionPlan, type PlanCompetition, type PlanPhase } from '../domain/competition-plan';
import { Icon } from '../../../components/icon';

const DateText = ({ date }: { date: string }) => <time dateTime={date}>{formatCalendarDate(date)}</time>;

function CompetitionEvent({ plan }: { plan: CompetitionPlan }) {
  return (
    <div className={`journey-timeline__content competition-event${plan.isPast ? ' competition-event--past' : ''}`}>
      <h3 className="journey-timeline__name">{plan.name}</h3>
      <p className="competition-event__meta">
        <DateText date={plan.date} /> · {plan.location}
      </p>
      {plan.isPast ? (
        <p className="competition-event__badge">Ya se corrió</p>
      ) : plan.startDate ? (
        <>
          <p className="competition-event__start">
            {plan.startHasPassed ? 'Para llegar en tu pico había que empezar el ' : 'Empezá el '}
            <DateText date={plan.startDate} />
            {plan.startHasPassed ? '' : ' para llegar en tu pico'}
          </p>
          {plan.phases.length > 0 ? (
            <ol className="competition-event__phases" aria-label={`Fases hasta ${plan.name}`}>
              {plan.phases.map((phase) => (
                <li key={`${phase.startDate}-${phase.name}`}>
                  <span className="competition-event__phase-name">{phase.name}</span>:{' '}
                  <span className="competition-event__phase-dates">
                    del <DateText date={phase.startDate} /> al <DateText date={phase.endDate} />
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export function PlanningCompetitions({
  competitions,
  phases,
  durationWeeks,
  now,
}: {
  competitions: PlanCompetition[];
  phases: PlanPhase[];
  durationWeeks: number | null;
  now?: Date;
}) {
  const renderNow = useRenderNow();
  const plans = planCompetitions({ competitions, phases, durationWeeks, now: now ?? renderNow });
  return (
    <section className="planning-section" aria-labelledby="planning-competitions-title">
      <h2 id="planning-competitions-title">Competencias para las que te prepara</h2>
      <JourneyTimeline
        entries={plans}
        keyOf={(plan) => `${plan.date}-${plan.name}`}
        className="journey-timeline--competitions"
        testId="planning-competitions"
        marker={(plan) => (
          <span
            className={`journey-timeline__marker journey-timeline__marker--flag${plan.isPast ? ' journey-timeline__marker--past' : ''}`}
            aria-hidden="true"
          >
            <Icon name="flag" />
          </span>
        )}
        content={(plan) => <CompetitionEvent plan={plan} />}
      />
    </section>
  );
}
