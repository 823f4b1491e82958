// A membership's weeks as progress: sessions released and due against those done, by the one
// compliance rule the coach's view uses (coaching-compliance.ts: days to come are not counted,
// today's sessions once done), and the kilos lifted (Σ reps × kg of the week's sets). Pure: the
// service reads the training plan and the member's results by key and hands them here.
import { doneByDayOf, planSessionsOf, weekCompliance } from './coaching-compliance';
import { dateOfDay } from './planning-calendar';

interface WeekShape {
  weekNumber: number;
  days: readonly { dayNumber: number; sessions: readonly { id: string }[] }[];
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
  endDate: string;
  /** Membership weeks released so far. */
  released: number;
  programmeWeeks: number;
  weeks: readonly WeekShape[];
  results: readonly ResultShape[];
  /** Today on the store's calendar (-03:00). */
  today: string;
}): WeekProgressValues[] {
  const member = { startDate: input.startDate, endDate: input.endDate, startPending: false };
  const programme = planSessionsOf(input.weeks);
  const done = doneByDayOf(member, programme, input.programmeWeeks, input.results);
  return Array.from({ length: input.released }, (_, index) => {
    const weekNumber = index + 1;
    const ofWeek = input.results.filter((result) => result.weekNumber === weekNumber);
    const volume = ofWeek.reduce(
      (sum, result) => sum + result.lifts.reduce((s, lift) => s + lift.sets.reduce((v, set) => v + set.reps * set.kg, 0), 0),
      0,
    );
    const count = weekCompliance(member, programme, input.programmeWeeks, done, input.today, weekNumber);
    return {
      weekNumber,
      startDate: dateOfDay(input.startDate, weekNumber, 1),
      prescribedSessions: count.prescribed,
      doneSessions: count.done,
      volumeKg: Math.round(volume * 100) / 100,
    };
  });
}
