// The plan of one released week: today's sessions first (when the week shown is the current one),
// then every day of the week with its date, and a way to move between released weeks.
import { Button } from 'primereact/button';
import type { PlanDay, PlanningWeekView } from '../api/planning-week';
import type { ViewerKey } from '../api/keys';
import { formatPlanDay } from '../domain/plan-text';
import { SessionCard } from './session-card';

function DaySessions(props: { day: PlanDay; view: PlanningWeekView; viewer: ViewerKey }) {
  const { day, view } = props;
  return (
    <>
      {day.sessions.map((session) => (
        <SessionCard
          key={session.id}
          session={session}
          done={view.doneSessionIds.includes(session.id)}
          viewer={props.viewer}
          planningId={view.planning.planningId}
          weekNumber={view.weekNumber}
          canLog={!view.isPreview}
        />
      ))}
    </>
  );
}

export function WeekPlan(props: { view: PlanningWeekView; viewer: ViewerKey; onWeek: (weekNumber: number) => void; loading: boolean }) {
  const { view } = props;
  const days = view.week?.days ?? [];
  const today = days.find((day) => day.date === view.today) ?? null;
  const isCurrentWeek = view.planning.currentWeek === view.weekNumber || (view.isPreview && view.weekNumber === 1);
  const others = days.filter((day) => day !== today);
  return (
    <div className="week-plan" aria-busy={props.loading}>
      <nav className="week-plan__nav" aria-label="Semanas">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          rounded
          text
          aria-label="Semana anterior"
          disabled={view.weekNumber <= 1}
          onClick={() => props.onWeek(view.weekNumber - 1)}
        />
        <div className="week-plan__title">
          <h2>
            Semana {view.weekNumber} de {view.planning.totalWeeks}
          </h2>
          {view.week ? <p>{view.week.title}</p> : null}
        </div>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          rounded
          text
          aria-label="Semana siguiente"
          disabled={view.weekNumber >= view.releasedWeeks}
          onClick={() => props.onWeek(view.weekNumber + 1)}
        />
      </nav>
      {view.weekNumber >= view.releasedWeeks && view.releasedWeeks < view.planning.totalWeeks && !view.isPreview ? (
        <p className="week-plan__next">La semana {view.weekNumber + 1} se habilita el día que empieza.</p>
      ) : null}

      {!view.week ? (
        <p className="week-plan__empty">La coach todavía no cargó esta semana. Volvé a mirar en unas horas.</p>
      ) : (
        <>
          {isCurrentWeek ? (
            <section className="week-plan__today" aria-labelledby="today-title" data-testid="today">
              <h2 id="today-title">Hoy, {formatPlanDay(view.today)}</h2>
              {today ? <DaySessions day={today} view={view} viewer={props.viewer} /> : <p>Hoy no tenés sesión: es día de descanso.</p>}
            </section>
          ) : null}
          <section aria-labelledby="week-days-title" className="week-plan__days">
            <h2 id="week-days-title" className={isCurrentWeek ? '' : 'visually-hidden'}>
              {isCurrentWeek ? 'El resto de la semana' : 'Los días de la semana'}
            </h2>
            {others.map((day) => (
              <section key={day.dayNumber} className="week-plan__day" aria-label={`Día ${day.dayNumber}`}>
                <h3 className="week-plan__day-title">
                  {day.date ? formatPlanDay(day.date) : `Día ${day.dayNumber}`}
                  {day.title ? <span> · {day.title}</span> : null}
                </h3>
                <DaySessions day={day} view={view} viewer={props.viewer} />
              </section>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
