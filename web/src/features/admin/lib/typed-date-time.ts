// The admin's date-time fields beyond the picker: what "now" is in the store's clock, and the
// text an admin types ("30/11/2026 23:59"), both as Dates whose wall-clock fields are the store's
// (the pickers' convention, see functions/domain/store-clock.ts).
import { pickerDateOf, toStoreDateTime } from '../../../../../functions/domain/store-clock';

/** Now, as a Date whose wall-clock fields show the store's clock (for the pickers' defaults). */
export const storeWallClockNow = (now: Date = new Date()): Date => pickerDateOf(toStoreDateTime(now));

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
