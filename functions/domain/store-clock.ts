// Instants written in the store's time zone offset (-03:00, Argentina has no daylight saving):
// Mercado Pago's expiration dates and planning memberships' calendar dates.
const OFFSET_MINUTES = -3 * 60;

const shifted = (date: Date): Date => new Date(date.getTime() + OFFSET_MINUTES * 60_000);

/** "2026-11-22T21:05:00.000-03:00" for an instant. */
export function toStoreDateTime(date: Date): string {
  return `${shifted(date).toISOString().slice(0, 23)}-03:00`;
}

/** The calendar date (YYYY-MM-DD) of an instant in -03:00. */
export function toStoreDate(date: Date): string {
  return shifted(date).toISOString().slice(0, 10);
}

/** A calendar date plus some days (dates only, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
