// The right to revoke a purchase (Ley 24.240 art. 34, Res. 424/2020 "Botón de arrepentimiento"):
// within 10 calendar days of the purchase, counted in the store's calendar (-03:00), the buyer
// may revoke it without giving a reason; the store answers with a tracking code at once.
import { randomBytes } from 'node:crypto';
import { addDays, toStoreDate } from './store-clock';

export const REGRET_DAYS = 10;

/** Whether a purchase made at `purchasedAt` may still be revoked at `now` (day 10 included). */
export function isWithinRegretPeriod(purchasedAt: Date, now: Date): boolean {
  return toStoreDate(now) <= addDays(toStoreDate(purchasedAt), REGRET_DAYS);
}

// No 0/O, 1/I/L: read aloud or typed from an e-mail without confusion.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "ARR-7K4M-Q2XP": 8 random characters (31^8 ≈ 8.5e11). */
export function newTrackingCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `ARR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
