// A member's calendar in a planning: when it starts (the member's choice), which weeks are
// released (a week opens on its first day, in the store's calendar at -03:00), today's day of the
// training week, the end of the membership and what a renewal buys. Dates are calendar days
// (YYYY-MM-DD); "today" always comes from toStoreDate(now), so a member abroad sees the same
// release as one in Buenos Aires. Pure: no clock, no I/O.
import type { PlanningStartChoice } from './membership';
import { addDays } from './store-clock';

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last day with access of a period of `weeks` weeks starting on `startDate`. */
export const endDateFor = (startDate: string, weeks: number): string => addDays(startDate, 7 * weeks - 1);

/** Weeks a membership spans (a renewal adds the planning's weeks to it). */
export const membershipWeeks = (startDate: string, endDate: string): number =>
  Math.max(1, Math.ceil((daysBetween(startDate, endDate) + 1) / 7));

/** The membership week `today` falls in (1-based); 0 before the start. Not capped at the end. */
export function weekOn(startDate: string, today: string): number {
  const days = daysBetween(startDate, today);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/** Weeks the member can open today: none before the start, then one more each 7 days. */
export function releasedWeeks(startDate: string, endDate: string, today: string): number {
  return Math.min(weekOn(startDate, today), membershipWeeks(startDate, endDate));
}

/** The day of the member's training week `today` is (1–7; day 1 is the start's weekday); null before the start. */
export function dayNumberOn(startDate: string, today: string): number | null {
  const days = daysBetween(startDate, today);
  return days < 0 ? null : (days % 7) + 1;
}

/** The calendar date of a day of a membership week. */
export const dateOfDay = (startDate: string, weekNumber: number, dayNumber: number): string =>
  addDays(startDate, 7 * (weekNumber - 1) + dayNumber - 1);

/** The plan week a membership week follows: after a renewal the training plan starts over. */
export const planWeekFor = (membershipWeek: number, programmeWeeks: number): number =>
  ((membershipWeek - 1) % Math.max(1, programmeWeeks)) + 1;

/** The start that peaks on a competition: the cycle ends the day before it. */
const competitionStart = (competitionDate: string, weeks: number): string => addDays(competitionDate, -7 * weeks);

/** Monday strictly after `today` (a Monday's "next Monday" is a week later). */
export function nextMonday(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday … 1 = Monday
  const ahead = (8 - weekday) % 7 || 7;
  return addDays(today, ahead);
}

export interface StartOption {
  choice: PlanningStartChoice;
  date: string;
  competitionName: string | null;
  competitionDate: string | null;
}

/**
 * The starts a member may choose: today, next Monday, and for every competition whose suggested
 * start (competition day minus the cycle, so the cycle ends the day before it) is today or later,
 * that date ("Empezá el … para llegar en tu pico").
 */
export function startOptions(today: string, weeks: number, competitions: readonly { name: string; date: string }[]): StartOption[] {
  const options: StartOption[] = [
    { choice: 'TODAY', date: today, competitionName: null, competitionDate: null },
    { choice: 'NEXT_MONDAY', date: nextMonday(today), competitionName: null, competitionDate: null },
  ];
  for (const competition of [...competitions].sort((a, b) => a.date.localeCompare(b.date))) {
    const start = competitionStart(competition.date, weeks);
    if (start >= today) {
      options.push({ choice: 'COMPETITION', date: start, competitionName: competition.name, competitionDate: competition.date });
    }
  }
  return options;
}

export interface MembershipPeriod {
  startDate: string;
  endDate: string;
  startPending: boolean;
}

/**
 * What an approved purchase of a planning gives, given the membership the buyer may already have.
 * - A membership still running (active, end date today or later): the new weeks are added after
 *   its end date, the start stays (and stays pending if the member had not chosen it yet).
 * - None, expired or deactivated: a new period of `weeks` weeks from today, the start left to
 *   the member (they choose it at their first visit, which moves the period).
 */
export function periodAfterPurchase(
  existing: { status: string; startDate: string; endDate: string; startPending?: boolean | null } | null,
  today: string,
  weeks: number,
): MembershipPeriod {
  const running = existing && existing.status === 'ACTIVE' && existing.endDate >= today;
  if (running) {
    return {
      startDate: existing.startDate,
      endDate: addDays(existing.endDate, 7 * weeks),
      startPending: existing.startPending === true,
    };
  }
  return { startDate: today, endDate: endDateFor(today, weeks), startPending: true };
}

/** The period once the member chose a start: same length, moved to begin on `chosenStart`. */
export function periodFromChosenStart(current: { startDate: string; endDate: string }, chosenStart: string) {
  return { startDate: chosenStart, endDate: addDays(chosenStart, daysBetween(current.startDate, current.endDate)) };
}
