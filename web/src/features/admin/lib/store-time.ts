// The store's clock is Buenos Aires (-03:00, no daylight saving). An admin picks a day and time in
// the calendar meaning "that wall-clock time in the store", whatever the browser's own zone, so
// the picker's Date is read and written by its wall-clock fields, never by its instant.

const STORE_OFFSET = '-03:00';
const STORE_OFFSET_MINUTES = -180;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The picker's wall-clock date and time, as an ISO date-time in the store's offset. */
export function toStoreIso(picked: Date): string {
  return (
    `${pad(picked.getFullYear(), 4)}-${pad(picked.getMonth() + 1)}-${pad(picked.getDate())}` +
    `T${pad(picked.getHours())}:${pad(picked.getMinutes())}:00${STORE_OFFSET}`
  );
}

/** A Date whose wall-clock fields (in the browser) show the store's wall-clock time of `iso`. */
export function fromStoreIso(iso: string): Date {
  const instant = new Date(iso);
  const store = new Date(instant.getTime() + STORE_OFFSET_MINUTES * 60_000);
  return new Date(
    store.getUTCFullYear(),
    store.getUTCMonth(),
    store.getUTCDate(),
    store.getUTCHours(),
    store.getUTCMinutes(),
  );
}

/** dd/mm/aaaa HH:mm in the store's time, for tables. */
export function formatStoreDateTime(iso: string): string {
  const d = fromStoreIso(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Now, as a Date whose wall-clock fields show the store's clock (for the pickers' defaults). */
export const storeWallClockNow = (now: Date = new Date()): Date => fromStoreIso(now.toISOString());

const TYPED_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/**
 * "30/11/2026 23:59" typed in a date-time field, as a Date with those wall-clock fields. Anything
 * else (still being typed, or no such day) throws, so the field keeps the text and no value.
 */
export function parseStoreDateTimeText(text: string): Date {
  const match = TYPED_DATE_TIME.exec(text.trim());
  if (!match) throw new Error('Incomplete date and time');
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  if (!exists || hours > 23 || minutes > 59) throw new Error('No such date and time');
  return date;
}
