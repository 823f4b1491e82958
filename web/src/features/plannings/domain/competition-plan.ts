// How a planning lines up with each competition it prepares for. To arrive at a competition at
// your peak, the cycle ends the day before it: it starts `durationWeeks` weeks earlier and each
// phase covers its weeks from that start. Dates are calendar days (YYYY-MM-DD, as AWSDate) and
// "today" is the store's day at -03:00 (Argentina has no daylight saving time), so a buyer abroad
// sees the same past/upcoming split as one in Buenos Aires.
import { toStoreDate } from '../../../../../functions/domain/store-clock';

export interface PlanPhase {
  name: string;
  startWeek: number;
  endWeek: number;
}

export interface PlanCompetition {
  name: string;
  date: string;
  location: string;
}

export interface PhaseOnCalendar {
  name: string;
  startDate: string;
  endDate: string;
}

export interface CompetitionPlan extends PlanCompetition {
  /** Its day has ended in Buenos Aires. */
  isPast: boolean;
  /** The day to start the cycle to peak on the competition day; null when the plan has no length. */
  startDate: string | null;
  /** The start day is before today (-03:00): starting now, the buyer arrives with part of the cycle done. */
  startHasPassed: boolean;
  phases: PhaseOnCalendar[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const toDayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A competition is past once its whole day has gone by at -03:00. */
export const isCompetitionPast = (date: string, now: Date): boolean => toStoreDate(now) > date;

/** The cycle length: the planning's declared weeks, else the last week any phase reaches. */
export function cycleWeeks(durationWeeks: number | null, phases: PlanPhase[]): number | null {
  if (durationWeeks && durationWeeks > 0) return durationWeeks;
  const lastWeek = Math.max(0, ...phases.map((phase) => phase.endWeek));
  return lastWeek > 0 ? lastWeek : null;
}

export function planCompetitions(input: {
  competitions: PlanCompetition[];
  phases: PlanPhase[];
  durationWeeks: number | null;
  now: Date;
}): CompetitionPlan[] {
  const weeks = cycleWeeks(input.durationWeeks, input.phases);
  const today = toStoreDate(input.now);
  const orderedPhases = [...input.phases].sort((a, b) => a.startWeek - b.startWeek);
  return [...input.competitions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((competition) => {
      const isPast = isCompetitionPast(competition.date, input.now);
      if (weeks === null) return { ...competition, isPast, startDate: null, startHasPassed: false, phases: [] };
      const startDay = toDayNumber(competition.date) - weeks * 7;
      const startDate = fromDayNumber(startDay);
      return {
        ...competition,
        isPast,
        startDate,
        startHasPassed: startDate < today,
        phases: orderedPhases.map((phase) => ({
          name: phase.name,
          startDate: fromDayNumber(startDay + (phase.startWeek - 1) * 7),
          endDate: fromDayNumber(startDay + phase.endWeek * 7 - 1),
        })),
      };
    });
}
