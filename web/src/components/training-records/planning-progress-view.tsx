// A planning's weeks as charts, for the member (Mi progreso) and her coach: the share of the
// sessions released and due that she did (the coach's compliance rule, computed by the server), and the kilos lifted (series × reps × kg), per week.
import { formatNumber } from '../../../../functions/domain/field-messages';
import { formatCalendarDate } from '../../../../functions/domain/store-clock';
import type { WeekProgressFieldsFragment } from '../../generated/graphql';
import { graphql } from '../../generated';
import { ChartFigure } from './chart-figure';

// What the view reads of each week: the member's own query and the coach's ask for this fragment.
graphql(`
  fragment WeekProgressFields on WeekProgress {
    weekNumber
    startDate
    prescribedSessions
    doneSessions
    volumeKg
  }
`);

const COLORS = { done: '#15803d', volume: '#1d4ed8' };

export function PlanningProgressView(props: {
  planningId: string;
  name: string;
  weeks: readonly WeekProgressFieldsFragment[];
  /** Whose progress it is, for the empty charts' words. */
  whose: 'own' | 'member';
}) {
  const { weeks, planningId: id } = props;
  const own = props.whose === 'own';
  return (
    <section className="planning-progress" aria-labelledby={`progress-${id}`}>
      <h3 id={`progress-${id}`}>{props.name}</h3>
      <ChartFigure
        id={`compliance-${id}`}
        title="Sesiones hechas sobre las habilitadas hasta hoy, por semana (%)"
        empty={
          own ? 'Tu progreso aparece cuando se habilite tu primera semana.' : 'Su progreso aparece cuando se habilite su primera semana.'
        }
        spec={{
          kind: 'bars-per-week',
          unit: '%',
          x: weeks.map((week) => week.weekNumber),
          series: [
            {
              label: 'Hechas',
              // Nothing due yet (her first morning): no bar, not 0 %.
              values: weeks.map((week) =>
                week.prescribedSessions ? Math.round((100 * week.doneSessions) / week.prescribedSessions) : null,
              ),
              color: COLORS.done,
            },
          ],
        }}
        table={{
          columns: ['Semana', 'Hechas', 'Habilitadas hasta hoy'],
          rows: weeks.map((week) => [
            `Semana ${week.weekNumber} (desde el ${formatCalendarDate(week.startDate)})`,
            String(week.doneSessions),
            String(week.prescribedSessions),
          ]),
        }}
      />
      <ChartFigure
        id={`volume-${id}`}
        title="Volumen por semana (series × repeticiones × kg)"
        empty={own ? 'Tu volumen aparece cuando registres series.' : 'Su volumen aparece cuando registre series.'}
        spec={{
          kind: 'bars-per-week',
          unit: 'kg',
          x: weeks.map((week) => week.weekNumber),
          series: [{ label: 'Volumen', values: weeks.map((week) => week.volumeKg), color: COLORS.volume }],
        }}
        table={{
          columns: ['Semana', 'Volumen (kg)'],
          rows: weeks.map((week) => [`Semana ${week.weekNumber}`, formatNumber(week.volumeKg)]),
        }}
      />
    </section>
  );
}
