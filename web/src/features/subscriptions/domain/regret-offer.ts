// When Mis suscripciones offers the Botón de arrepentimiento (Ley 24.240 art. 34, Disposición
// 954/2025): the first charge that cleared, within 10 days of its due date in the store's calendar
// (day 10 included) — the server's own rule (functions/domain/regret.ts; requestSubscriptionRegret
// refuses past it) — while something of it is left to return and no regret was asked yet.
import { REGRET_DAYS, isWithinRegretPeriod } from '../../../../../functions/domain/regret';
import { addDays, formatCalendarDate, toStoreDate } from '../../../../../functions/domain/store-clock';

export interface RegretOffer {
  chargeId: string;
  /** What the refund returns: all that is left of the first charge. */
  amount: number;
  /** The last day to ask, dd/mm/aaaa. */
  lastDay: string;
}

interface RegretSubject {
  regretCode?: string | null;
  charges: readonly { id: string; dueAt: string; state: string; refundableAmount: number }[];
}

export function regretOffer(subscription: RegretSubject, now: Date): RegretOffer | null {
  if (subscription.regretCode) return null;
  const first = [...subscription.charges]
    .filter((charge) => charge.state === 'CLEARED' || charge.state === 'REFUNDED')
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))[0];
  if (!first || !(first.refundableAmount > 0)) return null;
  if (!isWithinRegretPeriod(new Date(first.dueAt), now)) return null;
  return {
    chargeId: first.id,
    amount: first.refundableAmount,
    lastDay: formatCalendarDate(addDays(toStoreDate(new Date(first.dueAt)), REGRET_DAYS)),
  };
}
