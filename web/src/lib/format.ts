// The web's word forms. Prices and dates are written by the store's own formatters
// (functions/domain/money.ts and store-clock.ts), shared with the functions and the e-mails.
import { formatMoney } from '../../../functions/domain/money';

/** A monthly subscription's price: "$ 32.000 por mes". */
export const formatPerMonth = (amount: number, currency = 'ARS'): string => `${formatMoney(amount, currency)} por mes`;

/** "1 semana", "12 semanas". */
export const formatWeeks = (weeks: number): string => `${weeks} ${weeks === 1 ? 'semana' : 'semanas'}`;

/** A lesson's or a course's length: "8 min", "1 h", "3 h 31 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The total length of the lessons that say how long they take. */
export const totalMinutes = (topics: readonly { durationMinutes?: number | null }[]): number =>
  topics.reduce((total, topic) => total + (topic.durationMinutes ?? 0), 0);

/** Where a video is, as a player shows it: "0:42", "12:05", "1:02:09". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
