// A membership's weeks as progress: sessions prescribed (the plan week it follows) against
// sessions done (distinct sessions with a result logged in that membership week) and the kilos
// lifted (Σ reps × kg of the week's sets). Pure: the service reads the training plan and the
// member's results by key and hands them here.
import { dateOfDay, planWeekFor } from './planning-calendar';

interface WeekShape {
  weekNumber: number;
  days: readonly { sessions: readonly unknown[] }[];
}

interface ResultShape {
  weekNumber: number;
  sessionId: string;
  lifts: readonly { sets: readonly { reps: number; kg: number }[] }[];
}

export interface WeekProgressValues {
  weekNumber: number;
  startDate: string;
  prescribedSessions: number;
  doneSessions: number;
  volumeKg: number;
}

export function planningProgress(input: {
  startDate: string;
  /** Membership weeks released so far. */
  released: number;
  programmeWeeks: number;
  weeks: readonly WeekShape[];
  results: readonly ResultShape[];
}): WeekProgressValues[] {
  const sessionsPerPlanWeek = new Map(
    input.weeks.map((week) => [week.weekNumber, week.days.reduce((n, day) => n + day.sessions.length, 0)]),
  );
  return Array.from({ length: input.released }, (_, index) => {
    const weekNumber = index + 1;
    const ofWeek = input.results.filter((result) => result.weekNumber === weekNumber);
    const volume = ofWeek.reduce(
      (sum, result) => sum + result.lifts.reduce((s, lift) => s + lift.sets.reduce((v, set) => v + set.reps * set.kg, 0), 0),
      0,
    );
    return {
      weekNumber,
      startDate: dateOfDay(input.startDate, weekNumber, 1),
      prescribedSessions: sessionsPerPlanWeek.get(planWeekFor(weekNumber, input.programmeWeeks)) ?? 0,
      doneSessions: new Set(ofWeek.map((result) => result.sessionId)).size,
      volumeKg: Math.round(volume * 100) / 100,
    };
  });
}
