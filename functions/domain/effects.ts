// An effect: something the store owes the world after a write (an e-mail to the buyer, later a
// notice or a republish), decided with the write and written in the write's own transaction as an
// outbox entry (data/outbox.ts), then carried out by the outbox worker (services/outbox/) — at
// once after the commit, and again by the scheduled run if the process died first. So an effect
// is never lost with a crash between the commit and the send, and is carried out once.
import type { Seller } from './seller';
import type { DigestRecipient } from './comment-digest';
import type { RefundReason } from './order-payments';
import type { PaymentVoucher } from './payment-facts';

/**
 * What a buyer's e-mail about an order says of it, taken from the order as the move wrote it, so
 * carrying the e-mail out reads nothing (and says what the move decided, whatever came after).
 */
export interface MailOrder {
  id: string;
  code?: string | null;
  item: { id: string; type: 'COURSE' | 'PLANNING'; name: string };
  amount: number;
  currency: string;
  createdAt: string;
  buyer: { firstName: string; lastName: string; email: string };
}

/** Every effect the store knows, each with exactly what carrying it out needs. */
export type Effect =
  /** "Tu compra … fue aprobada" to the buyer. */
  | { kind: 'purchase-approved-mail'; order: MailOrder }
  /**
   * "Tu compra … está pendiente de pago": the order waits for a payment in cash (Rapipago, Pago
   * Fácil), with its voucher to pay by its date (issue 42). Sent only while the order still waits
   * for that payment when it is carried out (services/payments/pending-cash-mail.ts).
   */
  | { kind: 'purchase-pending-cash-mail'; order: MailOrder; payment: { id: string; voucher: PaymentVoucher } }
  /**
   * "Reembolsamos tu compra …": refunded (admin, revocation, or at Mercado Pago's panel: reason
   * null) and its access ended. `amount`: the money this refund returned; `earlier`: what partial
   * refunds returned before (absent on entries written before issue 42: the order's amount, 0).
   */
  | { kind: 'purchase-refunded-mail'; order: MailOrder; reason: RefundReason | null; amount?: number; earlier?: number }
  /**
   * "Te devolvimos $ X de tu compra …": part of the purchase refunded at Mercado Pago's panel, its
   * access kept. `amount`: what this refund returned; `returned`: what returned of the payment in all.
   */
  | { kind: 'purchase-partially-refunded-mail'; order: MailOrder; amount: number; returned: number }
  /** "Te devolvimos un pago de …": a payment the store returned on its own. */
  | { kind: 'payment-returned-mail'; order: MailOrder; payment: { id: string; amount: number }; reason: RefundReason }
  /** "Registramos la baja de tu suscripción": a subscription's Botón de baja, with its tracking code (issue 39). */
  | { kind: 'subscription-cancelled-mail'; cancellation: SubscriptionCancelledMail }
  /** "No pudimos cobrar tu suscripción": a period's charge rejected (retried, or the last try), with where to change the card. */
  | {
      kind: 'subscription-charge-failed-mail';
      subscription: SubscriptionMailFacts;
      charge: SubscriptionMailCharge & { final: boolean };
      changeCardUrl: string | null;
    }
  /** "Pudimos cobrar tu suscripción": a rejected charge cleared on a retry. */
  | { kind: 'subscription-charge-recovered-mail'; subscription: SubscriptionMailFacts; charge: SubscriptionMailCharge }
  /**
   * "Te devolvimos … de tu suscripción": money of a cleared charge returned (the admin's refund, the
   * regret, or at Mercado Pago's panel): `amount` this refund, `whole` when the charge's period no
   * longer gives access.
   */
  | {
      kind: 'subscription-charge-refunded-mail';
      subscription: SubscriptionMailFacts;
      charge: SubscriptionMailCharge;
      amount: number;
      whole: boolean;
    }
  /** "Registramos tu arrepentimiento": the first charge's regret (Botón de arrepentimiento), its code, the refund and the cancellation. */
  | { kind: 'subscription-regret-mail'; regret: SubscriptionRegretMail }
  /** "Tu suscripción terminó": the mandate cancelled or finished at Mercado Pago, with the access's end. */
  | { kind: 'subscription-ended-mail'; subscription: SubscriptionMailFacts; reason: 'CANCELLED' | 'FINISHED'; accessEndsAt: string | null }
  /**
   * The comments on a member's results that joined one digest window (domain/comment-digest.ts),
   * in one e-mail to the member or to the coach, once the window closed. The comments are read
   * when it is sent (every one that joined the window is in the member's threads by then).
   */
  | { kind: 'comment-digest-mail'; digest: CommentDigestFacts }
  /**
   * A planning's monthly price changed by the admin (decision 154): its live subscriptions are told
   * and scheduled in bounded batches, the planning's subscriber pointers after `after` (null: from
   * the first); a batch that leaves more owes the next one under its own id.
   */
  | { kind: 'subscription-price-fanout'; change: PriceChangeFacts; after: string | null }
  /** "Cambia el precio de tu suscripción" (or "se mantiene", a change withdrawn), with the Botón de baja. */
  | { kind: 'subscription-price-notice-mail'; subscription: SubscriptionMailFacts; notice: PriceNotice }
  /** The preapproval's amount set at Mercado Pago once the change takes effect (due then; nothing when superseded). */
  | { kind: 'subscription-price-update'; subscriptionId: string; changeId: string };

/** The admin's price change as every subscription it reaches takes it. */
export interface PriceChangeFacts {
  planningId: string;
  planningName: string;
  changeId: string;
  amount: number;
  currency: string;
  noticedAt: string;
}

/** What a price notice tells: the new price and when it is first charged, or that a noticed one is withdrawn. */
export type PriceNotice =
  | { kind: 'NOTICED'; previousAmount: number; amount: number; currency: string; from: string; firstChargeAt: string | null }
  | { kind: 'WITHDRAWN'; amount: number; currency: string };

/** Which digest an e-mail tells, and what its e-mail names. */
export interface CommentDigestFacts {
  digestId: string;
  recipient: DigestRecipient;
  memberId: string;
  planningId: string;
  planningName: string;
  /** The planning's seller, whose coach address answers the member (decision 159); absent on digests owed before it. */
  seller?: Seller;
}

/** Whom a subscription's e-mail goes to and what it names, as the sync read them. */
export interface SubscriptionMailFacts {
  id: string;
  planningName: string;
  email: string;
}

/** The charge a subscription's e-mail is about, copied from the aggregate. */
export interface SubscriptionMailCharge {
  id: string;
  amount: number;
  currency: string;
}

/** What the Botón de baja's confirmation says, copied from the request as it was registered. */
export interface SubscriptionCancelledMail {
  trackingCode: string;
  subscriptionId: string;
  planningName: string;
  email: string;
  /** The end of the paid period: access lasts to it (null: nothing was paid). */
  accessEndsAt: string | null;
  createdAt: string;
}

export interface SubscriptionRegretMail {
  trackingCode: string;
  subscriptionId: string;
  planningName: string;
  email: string;
  refundAmount: number;
  createdAt: string;
}

export type EffectKind = Effect['kind'];

/** An effect with the id that makes it once: fixed by the write that owes it (see effectId). */
export interface OwedEffect {
  id: string;
  effect: Effect;
  /** Owed later than the write that owes it (a price update at its date); absent: due at once. */
  dueAt?: string;
}

/**
 * The id of an effect owed by an order's move: the order, the version the move writes and the
 * effect's kind. A move is one conditional write on the version, so the same move always owes the
 * same id and a different move a different one.
 */
export const orderEffectId = (orderId: string, writtenVersion: number, kind: EffectKind): string =>
  `ORDER#${orderId}#v${writtenVersion}#${kind}`;

/**
 * The id of an effect owed once per payment of an order, whichever move records it: a cash
 * payment's voucher is told once, however many readings, retries or sweeps write that payment.
 */
export const orderPaymentEffectId = (orderId: string, paymentId: string, kind: EffectKind): string =>
  `ORDER#${orderId}#PAYMENT#${paymentId}#${kind}`;

/** The order as its e-mails tell it (a copy of the fields they use). */
export const mailOrderOf = (order: MailOrder): MailOrder => ({
  id: order.id,
  code: order.code ?? null,
  item: { id: order.item.id, type: order.item.type, name: order.item.name },
  amount: order.amount,
  currency: order.currency,
  createdAt: order.createdAt,
  buyer: { firstName: order.buyer.firstName, lastName: order.buyer.lastName, email: order.buyer.email },
});
