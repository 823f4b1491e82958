// The order: what a buyer bought, what it cost, where its payment stands, and every move it can
// make with what the move carries along (access granted or taken back, the coupon's use, the
// order's place in the payment sweep). Pure: the data layer stores and loads it
// (data/orders-repository.ts), the payment modules decide its moves (domain/payment-decision.ts).
import type { OrderStatus } from './order-status';
import type { PaymentState } from './payment-facts';
import { fiscalDocumentsOwed, type FiscalStanding, type OwedDocument } from './fiscal-documents';
import type { RecordedPayment } from './order-payments';
import type { OwedEffect } from './effects';

import type { ItemType } from './item';
import type { Seller } from './seller';

export type { OrderStatus } from './order-status';

/** What the order sold, as it was when it was bought. */
export interface OrderItem {
  id: string;
  type: ItemType;
  name: string;
  seller: Seller;
}

/** A buyer's standing with the IVA (decides a Factura A or B); null with a DNI. */
export type IvaCondition = 'CONSUMIDOR_FINAL' | 'EXENTO' | 'MONOTRIBUTO' | 'RESPONSABLE_INSCRIPTO';

/** The billing details the order was placed with (the buyer's address at checkout). */
export interface BillingDetails {
  id: string;
  fullName: string;
  taxId: string;
  ivaCondition: IvaCondition | null;
  phone: string;
  street: string;
  streetNumber: string;
  apartment: string | null;
  city: string;
  province: string;
  postalCode: string;
  createdAt: string;
}

/** The course or planning an approval puts in the buyer's inventory. */
export interface InventoryGrant {
  itemId: string;
  itemType: ItemType;
  name: string;
  orderId: string | null;
  acquiredAt: string;
}

/** A planning membership as the order grants it. */
export interface OrderMembership {
  planningId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  startDate: string;
  endDate: string;
  status: 'ACTIVE' | 'EXPIRED' | 'INACTIVE';
  source: string;
  orderId: string | null;
}

/** One step of an order's history, as read. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  /**
   * The state of the payment that moved the order (null for a move no payment made). Not stored:
   * read from the provider's word the step keeps (data/order-record.ts).
   */
  paymentState: PaymentState | null;
  /** Why the store moved the order (a refund's reason, CHECKOUT_EXPIRED, …). */
  reason: string | null;
  /** What an admin wrote when refunding. */
  note: string | null;
}

export interface StoredOrder {
  id: string;
  /** The short number people read (domain/order-code.ts); absent on orders older than codes. */
  code?: string | null;
  userId: string;
  status: OrderStatus;
  item: OrderItem;
  /** What the buyer is charged, after offer, coupon and floor (ARS). */
  amount: number;
  currency: string;
  listPrice: number;
  offerPrice: number | null;
  couponCode: string | null;
  discount: number;
  buyer: { firstName: string; lastName: string; email: string; phone: string | null };
  /** The billing details the order was placed with (absent on orders older than this field). */
  billing?: BillingDetails | null;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
  /** Optimistic-concurrency counter: every change is conditional on it. */
  version: number;
  /** Mercado Pago preference (checkout), once created. */
  preferenceId: string | null;
  paymentUrl: string | null;
  paymentExpiresAt: string | null;
  /** The payment that last moved the order (for an APPROVED order: the one that grants access). */
  paymentId: string | null;
  paymentStatus: string | null;
  /** Every payment made for the order, with what the store did about it (absent on old records). */
  payments?: RecordedPayment[];
  /** The coupon's use is confirmed (counted in `uses`). */
  couponCounted: boolean;
  /** A use of the coupon is held for this order (created, not yet approved, released or expired). */
  couponHeld?: boolean;
  /**
   * The coupon was once per buyer when the order took it: its hold and use also take the buyer's
   * one use (absent on orders from before the term = false).
   */
  couponOncePerBuyer?: boolean;
  /** Refunded or charged back: final. */
  closed: boolean;
  /** Why the store itself ended the order (e.g. the provider was down at checkout). */
  statusReason: string | null;
  /** Where its fiscal documents stand (domain/fiscal-documents.ts; absent before its first move that owed one). */
  fiscalStanding?: FiscalStanding;
}

/**
 * A planning membership as an approval grants it. `startPending` is true while the member has not
 * chosen when to start (a purchase leaves the choice to them).
 */
export type GrantedMembership = OrderMembership & { startPending?: boolean };

/** What an approval grants. */
export interface Grant {
  inventory: InventoryGrant;
  membership: GrantedMembership | null;
  /**
   * A certificate of the course annulled by a chargeback the seller then won: valid again with
   * the access it was earned with (a reinstatement only).
   */
  reinstatedCertificate?: { userId: string; courseId: string; code: string } | null;
}

/** What a refund or chargeback takes back (only what this order granted). */
export interface Revocation {
  inventoryItemId: string | null;
  membership: { planningId: string; userId: string } | null;
  /** The certificate earned with the course, annulled on this day (YYYY-MM-DD) with the revocation. */
  certificate?: { userId: string; courseId: string; code: string; annulledOn: string } | null;
}

/** What happens to the order's coupon use in the same transaction. */
export type CouponMove = 'confirm' | 'claim-and-confirm' | 'release' | 'return';

/** One move of the order and everything written with it, all or nothing. */
export interface StatusChange {
  to: OrderStatus;
  at: string;
  paymentId: string | null;
  /** The provider's word for the payment's state, as said (opaque to the domain). */
  paymentStatus: string | null;
  closes: boolean;
  /**
   * The one way out of a closed order: a chargeback the provider resolved in the seller's favour
   * (PaymentFact.chargeback WON) reinstates the purchase (domain/payment-decision.ts).
   */
  reopens?: boolean;
  /** The order's payments after this change. */
  payments: RecordedPayment[];
  /** Why the store ended the order (e.g. ALREADY_OWNED, CHECKOUT_EXPIRED, ADMIN). */
  statusReason?: string | null;
  /** What an admin wrote (refunds). */
  note?: string | null;
  grant?: Grant;
  revoke?: Revocation;
  coupon?: CouponMove;
  /** The order no longer needs the reconciliation sweep. */
  leavesSweep?: boolean;
  /** The order needs the sweep again from this instant (e.g. a refund still to be made). */
  joinsSweepAt?: string;
  /** What the move owes afterwards (the buyer's e-mail), put on the outbox in the same transaction. */
  effects?: readonly OwedEffect[];
}

/**
 * 'conflict': the order changed since it was read (re-read and decide again); 'coupon-exhausted':
 * no use of the coupon is left for this approval; 'already-owned': another order already grants
 * this course.
 */
export type ChangeRefusal = 'conflict' | 'coupon-exhausted' | 'already-owned';

/** What writing a change came to: the order as written, or why nothing was. */
export type ChangeOutcome = { kind: 'applied'; order: StoredOrder } | { kind: ChangeRefusal };

/** Whether the order is closed after this change (final, except for a reinstated chargeback). */
const closedAfter = (order: StoredOrder, change: StatusChange): boolean => (change.reopens ? false : order.closed || change.closes);

/** Whether the coupon's use is counted after this change. */
const couponCountedAfter = (order: StoredOrder, change: StatusChange): boolean =>
  change.coupon === 'return' ? false : order.couponCounted || change.coupon === 'confirm' || change.coupon === 'claim-and-confirm';

/** Whether a use of the coupon is still held after this change (any coupon move ends the hold). */
const couponHeldAfter = (order: StoredOrder, change: StatusChange): boolean => Boolean(order.couponHeld) && change.coupon === undefined;

/** The reason the order keeps after this change (unchanged unless the change gives one). */
const statusReasonAfter = (order: StoredOrder, change: StatusChange): string | null =>
  change.statusReason === undefined ? order.statusReason : change.statusReason;

/** Whether the change is a step of the order's history (its status, payment status or an admin's note). */
export const isHistoryStep = (order: StoredOrder, change: StatusChange): boolean =>
  change.to !== order.status || change.paymentStatus !== order.paymentStatus || Boolean(change.note);

/**
 * The order exactly as it is once `change` is written on it: the repository writes these fields,
 * conditional on the version read, so the writer knows the result without reading it back.
 */
export function orderAfter(order: StoredOrder, change: StatusChange): StoredOrder {
  return orderMove(order, change).order;
}

/**
 * The move decided once: the order exactly as `change` leaves it, and the fiscal documents the move
 * owes (domain/fiscal-documents.ts). The repository writes both, in one transaction, and decides
 * neither.
 */
export function orderMove(order: StoredOrder, change: StatusChange): { order: StoredOrder; documents: OwedDocument[] } {
  const fiscal = fiscalDocumentsOwed(order, change);
  return {
    documents: fiscal.documents,
    order: {
      ...order,
      fiscalStanding: fiscal.standing,
      status: change.to,
      paymentId: change.paymentId,
      paymentStatus: change.paymentStatus,
      updatedAt: change.at,
      version: order.version + 1,
      closed: closedAfter(order, change),
      couponCounted: couponCountedAfter(order, change),
      couponHeld: couponHeldAfter(order, change),
      payments: change.payments,
      statusReason: statusReasonAfter(order, change),
    },
  };
}
