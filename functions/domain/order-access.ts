// What an order's approval grants and what its reversal takes back, pure: computed from the order
// and what the store holds now (read by the payment service only when a move needs it).
import { periodAfterPurchase } from './planning-calendar';
import { toStoreDate } from './store-clock';
import type { GrantedMembership, Grant, Revocation, StoredOrder } from './order';

/** A planning bought without a schedule gives this many weeks. */
const DEFAULT_PLANNING_WEEKS = 4;

/** What the store holds when an approval is decided (plannings only: the course needs nothing). */
export interface GrantFacts {
  /** The buyer's membership of the planning, if any (a renewal grows it). */
  existingMembership: GrantedMembership | null;
  /** The planning's length (weeks), when the item has one. */
  durationWeeks: number | null;
  /** Reinstating a purchase: the buyer's certificate of the course, if a reversal annulled it. */
  annulledCertificate?: { code: string } | null;
}

export function grantOf(order: StoredOrder, at: Date, facts: GrantFacts): Grant {
  const acquiredAt = at.toISOString();
  let membership: GrantedMembership | null = null;
  if (order.item.type === 'PLANNING') {
    // Renewal rules (domain/planning-calendar.ts): a running membership grows from its end date;
    // otherwise a new period whose start the member chooses at their first visit.
    const period = periodAfterPurchase(facts.existingMembership, toStoreDate(at), facts.durationWeeks ?? DEFAULT_PLANNING_WEEKS);
    membership = {
      planningId: order.item.id,
      userId: order.userId,
      firstName: order.buyer.firstName,
      lastName: order.buyer.lastName,
      email: order.buyer.email,
      phone: order.buyer.phone ?? null,
      status: 'ACTIVE',
      startDate: period.startDate,
      endDate: period.endDate,
      startPending: period.startPending,
      orderId: order.id,
      source: 'ORDER',
    };
  }
  const annulled = order.item.type === 'COURSE' ? facts.annulledCertificate : null;
  return {
    inventory: { itemId: order.item.id, itemType: order.item.type, name: order.item.name, orderId: order.id, acquiredAt },
    membership,
    ...(annulled ? { reinstatedCertificate: { userId: order.userId, courseId: order.item.id, code: annulled.code } } : {}),
  };
}

/** What the store holds when a reversal is decided. */
export interface RevocationFacts {
  /** The order whose approval gave the buyer the item they own now (null: not owned). */
  ownedThroughOrderId: string | null;
  /** The order whose approval gave the buyer their membership of the planning (null: none). */
  memberThroughOrderId: string | null;
  /** The buyer's certificate of the course, if any. */
  certificate: { code: string; annulledOn?: string | null } | null;
}

export function revocationOf(order: StoredOrder, at: Date, facts: RevocationFacts): Revocation {
  // Only what this order granted: a later purchase of the same item keeps its own access.
  const revokesCourse = facts.ownedThroughOrderId === order.id;
  // The store stops vouching for a course it took back: the certificate earned with it is
  // annulled (its public page says so), in the same transaction as the revocation.
  const certificate = revokesCourse && order.item.type === 'COURSE' ? facts.certificate : null;
  return {
    inventoryItemId: revokesCourse ? order.item.id : null,
    membership: facts.memberThroughOrderId === order.id ? { planningId: order.item.id, userId: order.userId } : null,
    certificate:
      certificate && !certificate.annulledOn
        ? { userId: order.userId, courseId: order.item.id, code: certificate.code, annulledOn: toStoreDate(at) }
        : null,
  };
}
