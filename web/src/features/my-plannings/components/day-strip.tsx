// The week as a strip of its seven days (phone first: one row at 320 px): each day's weekday and
// date, today marked, a check when every session of the day is done, a dot when it has sessions.
// Choosing a day shows only that day below, so today's session fits one phone screen.
import type { PlanDay } from '../api/planning-week';
import { dayShortLabel } from '../../../lib/plan-text';

export function DayStrip(props: {
  days: PlanDay[];
  selected: number;
  today: string;
  doneSessionIds: readonly string[];
  onSelect: (dayNumber: number) => void;
}) {
  return (
    <ol className="day-strip" aria-label="Días de la semana">
      {props.days.map((day) => {
        const label = dayShortLabel(day);
        const isToday = day.date === props.today;
        const done = day.sessions.length > 0 && day.sessions.every((session) => props.doneSessionIds.includes(session.id));
        const state =
          day.sessions.length === 0
            ? 'descanso'
            : done
              ? 'hecho'
              : `${day.sessions.length} ${day.sessions.length === 1 ? 'sesión' : 'sesiones'}`;
        return (
          <li key={day.dayNumber}>
            <button
              type="button"
              className="day-strip__day"
              aria-pressed={props.selected === day.dayNumber}
              aria-current={isToday ? 'date' : undefined}
              aria-label={`${isToday ? 'Hoy, ' : ''}${label.full}: ${state}`}
              onClick={() => props.onSelect(day.dayNumber)}
            >
              <span className="day-strip__weekday" aria-hidden="true">
                {isToday ? 'Hoy' : label.weekday}
              </span>
              <span className="day-strip__date" aria-hidden="true">
                {label.day}
              </span>
              <span
                className={`day-strip__mark day-strip__mark--${done ? 'done' : day.sessions.length > 0 ? 'session' : 'rest'}`}
                aria-hidden="true"
              >
                {done ? <i className="pi pi-check" /> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
