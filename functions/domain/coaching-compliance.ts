// Compliance as the coach reads it (TrueCoach's measure): sessions done / sessions prescribed in a
// window of store days (-03:00), and who needs attention. Pure: the days come from the store clock
// (toStoreDate) and the sessions done per day from the member's counters, written with each result.
//
// Rules (recorded in docs/decisions/, 2026-11-27):
//   - a session counts on the day it is PRESCRIBED (the member's start, week and day), whenever it
//     was logged: a session of Monday logged on Tuesday makes Monday done;
//   - the window of N days ends today; today's sessions count only once done, so a morning view
//     does not punish a member who trains in the evening;
//   - the same count is the member's own "Mi progreso" per week (weekCompliance): released and due
//     sessions only, so on her day 1 a week is not 25 % because of the days still to come;
//   - "necesita atención": an active member who never chose when to start, or who started and
//     either logged nothing in the last 7 days while something was prescribed in them (never
//     anything: NEVER_LOGGED), or whose 7-day compliance fell 20 points or more from the 7 days
//     before (percentage points: 100 % → 80 % is a drop, 50 % → 35 % is not).
import { dateOfDay, dayNumberOn, planWeekFor, weekOn } from './planning-calendar';
import { addDays, toStoreDate } from './store-clock';

/** Session ids per day of each plan week: week number → day number → ids. */
export type PlanSessions = ReadonlyMap<number, ReadonlyMap<number, readonly string[]>>;

/** Store date (YYYY-MM-DD) → ids of sessions prescribed that day that the member logged. */
export type DoneByDay = Readonly<Record<string, readonly string[]>>;

export interface MemberCalendar {
  startDate: string;
  endDate: string;
  startPending: boolean;
}

/** Days a window looks back: 7 and 30, and the previous 7 for the drop rule (14 in all). */
export const COMPLIANCE_DAYS_KEPT = 30;
const ATTENTION_DROP_POINTS = 20;

export type AttentionReason = 'NOT_STARTED' | 'NEVER_LOGGED' | 'NO_SESSION_7_DAYS' | 'COMPLIANCE_DROP';

/** Sessions prescribed to this member on a store date (none outside the membership). */
export function sessionsPrescribedOn(
  member: MemberCalendar,
  programme: PlanSessions,
  programmeWeeks: number,
  date: string,
): readonly string[] {
  if (member.startPending || date < member.startDate || date > member.endDate) return [];
  const week = weekOn(member.startDate, date);
  const day = dayNumberOn(member.startDate, date);
  if (week < 1 || day === null) return [];
  return programme.get(planWeekFor(week, programmeWeeks))?.get(day) ?? [];
}

export interface WindowCount {
  done: number;
  prescribed: number;
}

/** Done and prescribed sessions over `days` store days ending `lastDay` (today counted only when done). */
export function countWindow(
  member: MemberCalendar,
  programme: PlanSessions,
  programmeWeeks: number,
  done: DoneByDay,
  today: string,
  lastDay: string,
  days: number,
): WindowCount {
  let prescribedCount = 0;
  let doneCount = 0;
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(lastDay, -offset);
    if (date > today) continue;
    const prescribed = sessionsPrescribedOn(member, programme, programmeWeeks, date);
    const doneThatDay = new Set(done[date] ?? []);
    const doneHere = prescribed.filter((id) => doneThatDay.has(id)).length;
    doneCount += doneHere;
    prescribedCount += date === today ? doneHere : prescribed.length;
  }
  return { done: doneCount, prescribed: prescribedCount };
}

/** 0–100, rounded; null when nothing was prescribed (no measure, not 0 %). */
const percentOf = (count: WindowCount): number | null =>
  count.prescribed === 0 ? null : Math.round((100 * count.done) / count.prescribed);

export interface MemberCompliance {
  compliance7: number | null;
  compliance30: number | null;
  previousCompliance7: number | null;
  attention: AttentionReason[];
}

export function memberCompliance(input: {
  member: MemberCalendar;
  active: boolean;
  programme: PlanSessions;
  programmeWeeks: number;
  done: DoneByDay;
  lastSessionAt: string | null;
  today: string;
}): MemberCompliance {
  const { member, programme, programmeWeeks, done, today } = input;
  const last7 = countWindow(member, programme, programmeWeeks, done, today, today, 7);
  const last30 = countWindow(member, programme, programmeWeeks, done, today, today, COMPLIANCE_DAYS_KEPT);
  const previous7 = countWindow(member, programme, programmeWeeks, done, today, addDays(today, -7), 7);
  const compliance7 = percentOf(last7);
  const previousCompliance7 = percentOf(previous7);
  const attention: AttentionReason[] = [];
  const started = !member.startPending && member.startDate <= today;
  if (input.active && member.startPending) attention.push('NOT_STARTED');
  if (input.active && started) {
    const lastDay = input.lastSessionAt ? toStoreDate(new Date(input.lastSessionAt)) : null;
    const loggedInWindow = lastDay !== null && lastDay >= addDays(today, -6);
    if (!loggedInWindow && last7.prescribed > 0) attention.push(lastDay === null ? 'NEVER_LOGGED' : 'NO_SESSION_7_DAYS');
    if (compliance7 !== null && previousCompliance7 !== null && previousCompliance7 - compliance7 >= ATTENTION_DROP_POINTS) {
      attention.push('COMPLIANCE_DROP');
    }
  }
  return { compliance7, compliance30: percentOf(last30), previousCompliance7, attention };
}

/** The store date a session is prescribed on (where its done mark is counted). */
export const prescribedDate = (startDate: string, weekNumber: number, dayNumber: number): string =>
  dateOfDay(startDate, weekNumber, dayNumber);

/** Session ids per plan week and day, from the programme's weeks. */
export function planSessionsOf(
  weeks: readonly { weekNumber: number; days: readonly { dayNumber: number; sessions: readonly { id: string }[] }[] }[],
): PlanSessions {
  return new Map(
    weeks.map((week) => [week.weekNumber, new Map(week.days.map((day) => [day.dayNumber, day.sessions.map((session) => session.id)]))]),
  );
}

/**
 * The done marks of a member's results, by the day each session is prescribed on (as the
 * counters the coach reads keep them): a result of membership week W's session counts on the
 * date of that session's day in week W.
 */
export function doneByDayOf(
  member: MemberCalendar,
  programme: PlanSessions,
  programmeWeeks: number,
  results: readonly { weekNumber: number; sessionId: string }[],
): DoneByDay {
  const done: Record<string, string[]> = {};
  for (const result of results) {
    const days = programme.get(planWeekFor(result.weekNumber, programmeWeeks));
    for (const [dayNumber, ids] of days ?? []) {
      if (!ids.includes(result.sessionId)) continue;
      const date = dateOfDay(member.startDate, result.weekNumber, dayNumber);
      const list = (done[date] ??= []);
      if (!list.includes(result.sessionId)) list.push(result.sessionId);
    }
  }
  return done;
}

/**
 * One membership week by the coach's rule: its released and due sessions (today's once done,
 * days to come not at all) and how many of those she did.
 */
export function weekCompliance(
  member: MemberCalendar,
  programme: PlanSessions,
  programmeWeeks: number,
  done: DoneByDay,
  today: string,
  weekNumber: number,
): WindowCount {
  return countWindow(member, programme, programmeWeeks, done, today, dateOfDay(member.startDate, weekNumber, 7), 7);
}
