// The store's clock, the only place that knows the store's time zone: Buenos Aires. Functions,
// e-mails, the certificate and the web all read days and times through it, so a buyer abroad, the
// server and an admin see the same calendar day.
//
// A fixed offset (-03:00), not Intl with "America/Argentina/Buenos_Aires": the store also WRITES
// instants with the offset in them (offer windows an admin picks, Mercado Pago's expiration dates,
// the sales report's day boundaries), which Intl cannot do without reading the offset back out of
// a formatted string; and calendar arithmetic (the start of a day, days added) needs the offset as a
// number anyway. Argentina has kept -03:00 all year since March 2009 (no daylight saving time); if
// that ever changes, this constant is the one line to revisit.
const STORE_OFFSET = '-03:00';
/** The store's offset from UTC, in milliseconds (what a store clock shows = the instant + this). */
export const STORE_OFFSET_MS = -3 * 60 * 60 * 1000;

/** A wall-clock reading in the store: month 1–12. */
export interface StoreWallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const pad = (value: number, size = 2): string => String(value).padStart(size, '0');
const shifted = (instant: Date): Date => new Date(instant.getTime() + STORE_OFFSET_MS);

/** What a clock in the store shows at this instant. */
export function storeWallClock(instant: Date): StoreWallClock {
  const store = shifted(instant);
  return {
    year: store.getUTCFullYear(),
    month: store.getUTCMonth() + 1,
    day: store.getUTCDate(),
    hours: store.getUTCHours(),
    minutes: store.getUTCMinutes(),
  };
}

/** The ISO date-time of a store wall-clock reading: "2026-12-31T23:59:00-03:00". */
function storeDateTimeOf(wall: StoreWallClock): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}` + `T${pad(wall.hours)}:${pad(wall.minutes)}:00${STORE_OFFSET}`;
}

/** "2026-11-22T21:05:00.000-03:00" for an instant (milliseconds kept). */
export function toStoreDateTime(instant: Date): string {
  return `${shifted(instant).toISOString().slice(0, 23)}${STORE_OFFSET}`;
}

/** The store's calendar date (YYYY-MM-DD) of an instant. */
export function toStoreDate(instant: Date): string {
  return shifted(instant).toISOString().slice(0, 10);
}

/** The instant a store calendar day (YYYY-MM-DD) starts (00:00 in the store), as a UTC ISO string. */
export function storeDayStart(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00${STORE_OFFSET}`).toISOString();
}

/** A calendar date plus some days (dates only, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The store's calendar day of an instant, as people read it: dd/mm/aaaa. */
export function formatStoreDate(instant: Date): string {
  const wall = storeWallClock(instant);
  return `${pad(wall.day)}/${pad(wall.month)}/${wall.year}`;
}

/** The store's calendar day of an instant as a short date people read: dd/mm. */
export function formatStoreDayMonth(instant: Date): string {
  const wall = storeWallClock(instant);
  return `${pad(wall.day)}/${pad(wall.month)}`;
}

/**
 * A deadline in the store as people say it: "10/12 a las 21:33". The day alone would mislead: "antes
 * del 10/12" reads as "by the 9th" of a voucher that can still be paid on the 10th.
 */
export function formatStoreDeadline(instant: Date): string {
  const wall = storeWallClock(instant);
  return `${pad(wall.day)}/${pad(wall.month)} a las ${pad(wall.hours)}:${pad(wall.minutes)}`;
}

/** dd/mm/aaaa HH:mm in the store; an unreadable date-time is shown as it came. */
export function formatStoreDateTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const wall = storeWallClock(date);
  return `${pad(wall.day)}/${pad(wall.month)}/${wall.year} ${pad(wall.hours)}:${pad(wall.minutes)}`;
}

/** A calendar date as AppSync's AWSDate writes it (YYYY-MM-DD), shown as dd/mm/aaaa. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

// Date pickers (the admin's calendars) work in the browser's own time zone: a picked Date MEANS
// the wall-clock time its local fields show, read as store time, whatever the browser's zone.

/** The store date-time an admin picked: the picker Date's local fields, in the store's offset. */
export function storeDateTimeOfPicked(picked: Date): string {
  return storeDateTimeOf({
    year: picked.getFullYear(),
    month: picked.getMonth() + 1,
    day: picked.getDate(),
    hours: picked.getHours(),
    minutes: picked.getMinutes(),
  });
}

/** A picker Date whose local fields show the store's wall-clock time of `isoDateTime`. */
export function pickerDateOf(isoDateTime: string): Date {
  const wall = storeWallClock(new Date(isoDateTime));
  return new Date(wall.year, wall.month - 1, wall.day, wall.hours, wall.minutes);
}
