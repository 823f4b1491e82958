// When a member's next week opens, in the words the member reads ("La semana 2 se habilita el
// jueves 03/12."): the day the server computes from the membership, never a vague "el día que
// empieza". Dates are the store's calendar dates (-03:00), so the weekday is the member's. Pure.
import { dateOfDay, membershipWeeks, releasedWeeks } from './planning-calendar';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** "jueves 03/12" for a store calendar date (YYYY-MM-DD). */
export function weekdayAndDay(isoDate: string): string {
  const weekday = WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;
}

/** The next week to open and its day; null once every week of the membership is open. */
export function nextRelease(startDate: string, endDate: string, today: string): { weekNumber: number; date: string } | null {
  const released = releasedWeeks(startDate, endDate, today);
  if (released >= membershipWeeks(startDate, endDate)) return null;
  const weekNumber = released + 1;
  return { weekNumber, date: dateOfDay(startDate, weekNumber, 1) };
}

/** "La semana 2 se habilita el jueves 03/12." */
export const weekReleaseLine = (weekNumber: number, date: string): string =>
  `La semana ${weekNumber} se habilita el ${weekdayAndDay(date)}.`;
