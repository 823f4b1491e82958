// The right to revoke a purchase (Ley 24.240 art. 34; Disposición 954/2025 "Botón de arrepentimiento"):
// within 10 calendar days of the purchase, counted in the store's calendar (-03:00), the buyer
// may revoke it without giving a reason; the store answers with a tracking code at once.
import { addDays, toStoreDate } from './store-clock';

export const REGRET_DAYS = 10;

/** Whether a purchase made at `purchasedAt` may still be revoked at `now` (day 10 included). */
export function isWithinRegretPeriod(purchasedAt: Date, now: Date): boolean {
  return toStoreDate(now) <= addDays(toStoreDate(purchasedAt), REGRET_DAYS);
}

export type RegretStatus = 'PENDING' | 'REFUNDED';

/** A buyer's revocation as the admin lists it (the schema's RegretRequest has the same shape). */
export interface RegretRequest {
  trackingCode: string;
  orderId: string;
  /** The order's code (null on orders placed before codes existed). */
  orderCode: string | null;
  email: string;
  itemName: string;
  amount: number;
  /** What a refund returns now: the amount less partial refunds already returned; 0 once refunded. */
  refundAmount: number;
  status: RegretStatus;
  createdAt: string;
  refundedAt: string | null;
}

/** What the buyer gets at once: the tracking code and what the refund will return. */
export interface RegretReceipt {
  trackingCode: string;
  orderId: string;
  orderCode: string | null;
  createdAt: string;
  refundAmount: number;
}

/**
 * A request naming an order by its code (or, before codes, its id), and the buyer's e-mail when
 * she is not signed in: the Botón de arrepentimiento and the Botón de baja both take it.
 */
export interface OrderNamedRequest {
  orderId: string;
  email?: string | null;
}

/** A membership the buyer ended with the Botón de baja, as the admin lists it. */
export interface ServiceCancellation {
  trackingCode: string;
  orderId: string;
  orderCode: string | null;
  email: string;
  itemName: string;
  createdAt: string;
}

/** What the buyer gets for a baja: its tracking code and when the membership ended. */
export interface ServiceCancellationReceipt {
  trackingCode: string;
  orderId: string;
  orderCode: string | null;
  itemName: string;
  /** When the membership ended (the request's moment; the same on a repeated request). */
  createdAt: string;
}
