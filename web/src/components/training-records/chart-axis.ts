// The time axis of the records' charts, at the store's clock (-03:00): a tick at noon of each day
// with a point (at most MAX_TICKS of them, spread evenly), each labelled "dd/mm" — never a clock
// time, so five points logged on one day read "02/12" once, not "01:35" five times. Pure.

const STORE_OFFSET_SECONDS = -3 * 3600;
const DAY_SECONDS = 86_400;
const NOON_SECONDS = 12 * 3600;
const MAX_TICKS = 6;

const two = (value: number): string => String(value).padStart(2, '0');

/** Seconds since the epoch → "27/11" on the store's calendar. */
export function dayLabel(seconds: number): string {
  const date = new Date((seconds + STORE_OFFSET_SECONDS) * 1000);
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}`;
}

/** Noon (-03:00) of the store day a moment falls on, in seconds since the epoch. */
const storeNoon = (seconds: number): number =>
  Math.floor((seconds + STORE_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - STORE_OFFSET_SECONDS + NOON_SECONDS;

/** The ticks: noon of each distinct day with a point, oldest first, thinned evenly to MAX_TICKS. */
export function dayTicks(xs: readonly number[]): number[] {
  const days = [...new Set(xs.map(storeNoon))].sort((a, b) => a - b);
  if (days.length <= MAX_TICKS) return days;
  const step = (days.length - 1) / (MAX_TICKS - 1);
  return Array.from({ length: MAX_TICKS }, (_, index) => days[Math.round(index * step)] ?? 0);
}

/** The x range: every point and every day's noon tick inside it (each point is within 12 h of its tick). */
export function dayRange(xs: readonly number[]): [number, number] {
  if (xs.length === 0) return [0, DAY_SECONDS];
  return [Math.min(...xs) - NOON_SECONDS, Math.max(...xs) + NOON_SECONDS];
}
