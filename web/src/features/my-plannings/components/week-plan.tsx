// The plan of one released week, phone first: the week as a strip of days, and below it only the
// day chosen (today's when the week shown is the current one), its sessions collapsed to their
// titles except today's, so today's session fits one 390 × 844 screen. Arrows move between
// released weeks; the line under them says when the next week opens (the server's date).
import { useState } from 'react';
import { Button } from 'primereact/button';
import type { PlanDay, PlanningWeekView } from '../api/planning-week';
import type { ViewerKey } from '../api/keys';
import { weekReleaseLine } from '../../../../../functions/domain/week-release';
import { formatPlanDay } from '../../../lib/plan-text';
import { DayStrip } from './day-strip';
import { SessionCard } from './session-card';

/** The day shown first: today in the current week, otherwise the week's first day with sessions. */
function firstDay(days: PlanDay[], today: string): number {
  return (days.find((day) => day.date === today) ?? days.find((day) => day.sessions.length > 0) ?? days[0])?.dayNumber ?? 1;
}

function DayPanel(props: { day: PlanDay; isToday: boolean; view: PlanningWeekView; viewer: ViewerKey }) {
  const { day, isToday, view } = props;
  const date = day.date ? formatPlanDay(day.date) : `Día ${day.dayNumber}`;
  return (
    <section
      className={`week-plan__day${isToday ? ' week-plan__day--today' : ''}`}
      aria-labelledby="plan-day-title"
      data-testid={isToday ? 'today' : undefined}
    >
      <h2 id="plan-day-title" className="week-plan__day-title">
        {isToday ? `Hoy, ${date}` : date}
        {day.title ? <span> · {day.title}</span> : null}
      </h2>
      {day.sessions.length === 0 ? (
        <p className="week-plan__rest">{isToday ? 'Hoy no tenés sesión: es día de descanso.' : 'Día de descanso.'}</p>
      ) : (
        day.sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            done={view.doneSessionIds.includes(session.id)}
            viewer={props.viewer}
            planningId={view.planning.planningId}
            weekNumber={view.weekNumber}
            canLog={!view.isPreview}
            defaultOpen={isToday}
          />
        ))
      )}
    </section>
  );
}

export function WeekPlan(props: { view: PlanningWeekView; viewer: ViewerKey; onWeek: (weekNumber: number) => void; loading: boolean }) {
  const { view } = props;
  const days = view.week?.days ?? [];
  // The day chosen in the strip, for the week it was chosen in (another week starts on its own first day).
  const [chosen, setChosen] = useState<{ weekNumber: number; dayNumber: number } | null>(null);
  const selected = chosen?.weekNumber === view.weekNumber ? chosen.dayNumber : firstDay(days, view.today);
  const day = days.find((candidate) => candidate.dayNumber === selected) ?? null;
  const nextWeek = view.weekNumber + 1;
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
      {view.weekNumber >= view.releasedWeeks && view.nextReleaseDate ? (
        <p className="week-plan__next">{weekReleaseLine(nextWeek, view.nextReleaseDate)}</p>
      ) : null}

      {!view.week ? (
        <p className="week-plan__empty">La coach todavía no cargó esta semana. Volvé a mirar en unas horas.</p>
      ) : (
        <>
          <DayStrip
            days={days}
            selected={selected}
            today={view.today}
            doneSessionIds={view.doneSessionIds}
            onSelect={(dayNumber) => setChosen({ weekNumber: view.weekNumber, dayNumber })}
          />
          {day ? (
            <DayPanel
              key={`${view.weekNumber}-${day.dayNumber}`}
              day={day}
              isToday={day.date === view.today}
              view={view}
              viewer={props.viewer}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
