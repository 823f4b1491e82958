// How the store writes prices and dates for a buyer in Argentina: "$ 45.600" and "31/03/2024".
// Dates are shown in the store's offset (-03:00, Argentina has no daylight saving time), so a
// buyer abroad reads the same day as one in Buenos Aires.
const ars = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export const formatPrice = (value: number): string => ars.format(value).replace(/\u00a0/g, ' ');

const STORE_OFFSET_MS = -3 * 60 * 60 * 1000;
const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar day (dd/mm/aaaa) of an instant, in the store's offset (-03:00). */
export function formatStoreDate(instant: Date): string {
  const shifted = new Date(instant.getTime() + STORE_OFFSET_MS);
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
}

/** A calendar date as AppSync's AWSDate writes it (YYYY-MM-DD), shown as dd/mm/aaaa. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDate;
}

/** "1 semana", "12 semanas". */
export const formatWeeks = (weeks: number): string => `${weeks} ${weeks === 1 ? 'semana' : 'semanas'}`;
