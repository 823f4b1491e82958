// The right to revoke a purchase (Ley 24.240 art. 34; Disposición 954/2025 "Botón de arrepentimiento"):
// within 10 calendar days of the purchase, counted in the store's calendar (-03:00), the buyer
// may revoke it without giving a reason; the store answers with a tracking code at once.
import { addDays, toStoreDate } from './store-clock';

export const REGRET_DAYS = 10;

/** Whether a purchase made at `purchasedAt` may still be revoked at `now` (day 10 included). */
export function isWithinRegretPeriod(purchasedAt: Date, now: Date): boolean {
  return toStoreDate(now) <= addDays(toStoreDate(purchasedAt), REGRET_DAYS);
}
