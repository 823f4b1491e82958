// A stored order ↔ the domain's StoredOrder (domain/order.ts), checked when read: the order record
// (ORDER#<id> / ORDER) is parsed against the aggregate's shape, so a record that lacks a field the
// order needs, or holds one of the wrong kind, is a MalformedRecordError naming its key and what is
// wrong — logged by the caller, never a half-read order handed on. Attributes the order never had
// on old records (code, billing, payments, the coupon's hold and once-per-buyer flag, the fiscal
// standing) may be absent; keys and storage attributes are not part of the order.
import * as z from 'zod/mini';
import type { OrderHistoryEntry, StoredOrder } from '../domain/order';
import type { RecordedPayment } from '../domain/order-payments';
import { SELLERS } from '../domain/seller';
import { REFUND_REASONS, REFUND_STATES } from '../domain/order-payments';
import { ORDER_STATUSES } from '../domain/order-status';
import { readRecord } from './records';
import { chargebackStageOf, lapsedOf, paymentStateOf } from '../payment-words/mercado-pago-payment-words';

const text = z.string();
const id = z.string().check(z.minLength(1));
const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an instant'));
const amount = z.number().check(z.refine((value) => Number.isFinite(value) && value >= 0, 'not an amount'));
/** A value the order keeps as null when it has none (absent on some old records: null). */
const orNull = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const refundSchema = z.object({
  reason: z.enum(REFUND_REASONS),
  at: instant,
  refundId: orNull(text),
  note: orNull(text),
  attempt: z.optional(z.number().check(z.int(), z.nonnegative())),
  state: z.optional(z.enum(REFUND_STATES)),
});

const paymentSchema = z.object({
  id,
  status: text,
  amount,
  at: instant,
  refund: orNull(refundSchema),
  detail: orNull(text),
  refundedAmount: z.optional(amount),
  voucher: z.optional(z.object({ url: text, expiresAt: z.nullable(instant) })),
});

/** The billing details an order was placed with (a subscription keeps the same shape: subscription-record.ts). */
export const billingSchema = z.object({
  id: text,
  fullName: text,
  taxId: text,
  ivaCondition: orNull(z.enum(['CONSUMIDOR_FINAL', 'EXENTO', 'MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO'])),
  phone: text,
  street: text,
  streetNumber: text,
  apartment: orNull(text),
  city: text,
  province: text,
  postalCode: text,
  createdAt: text,
});

const orderSchema = z.object({
  id,
  code: orNull(text),
  userId: id,
  status: z.enum(ORDER_STATUSES),
  item: z.object({ id, type: z.enum(['COURSE', 'PLANNING']), name: text, seller: z.enum(SELLERS) }),
  amount,
  currency: id,
  listPrice: amount,
  offerPrice: orNull(amount),
  couponCode: orNull(text),
  discount: amount,
  buyer: z.object({ firstName: text, lastName: text, email: id, phone: orNull(text) }),
  billing: orNull(billingSchema),
  idempotencyKey: id,
  createdAt: instant,
  updatedAt: instant,
  version: z.number().check(z.int(), z.nonnegative()),
  preferenceId: orNull(text),
  paymentUrl: orNull(text),
  paymentExpiresAt: orNull(text),
  paymentId: orNull(text),
  paymentStatus: orNull(text),
  payments: z.optional(z.array(paymentSchema)),
  couponCounted: z.boolean(),
  couponHeld: z.optional(z.boolean()),
  couponOncePerBuyer: z.optional(z.boolean()),
  closed: z.boolean(),
  statusReason: orNull(text),
  fiscalStanding: z.optional(
    z.object({ invoiceRound: z.number().check(z.int(), z.nonnegative()), invoicedAmount: amount, creditedAmount: amount }),
  ),
});

/** A recorded chargeback's stage, as an attribute the payment has only when the words name one. */
const chargebackOf = (status: string, detail: string | null | undefined) => {
  const stage = chargebackStageOf(status, detail);
  return stage ? { chargeback: stage } : {};
};

/** The order a stored order record holds, or a MalformedRecordError naming the record's key. */
export function orderOfRecord(record: Record<string, unknown>): StoredOrder {
  const { billing, payments: recorded, ...order } = readRecord(orderSchema, record, 'order', record);
  const payments = recorded?.map((payment) => ({
    ...payment,
    // The state is read from the provider's words the record keeps (never stored itself).
    state: paymentStateOf(payment.status),
    ...(lapsedOf(payment.status, payment.detail) ? { lapsed: true } : {}),
    ...chargebackOf(payment.status, payment.detail),
    refund: payment.refund ? { ...payment.refund, refundId: payment.refund.refundId ?? null, note: payment.refund.note ?? null } : null,
  }));
  return {
    ...order,
    offerPrice: order.offerPrice ?? null,
    couponCode: order.couponCode ?? null,
    buyer: { ...order.buyer, phone: order.buyer.phone ?? null },
    ...(billing === undefined
      ? {}
      : { billing: billing && { ...billing, ivaCondition: billing.ivaCondition ?? null, apartment: billing.apartment ?? null } }),
    preferenceId: order.preferenceId ?? null,
    paymentUrl: order.paymentUrl ?? null,
    paymentExpiresAt: order.paymentExpiresAt ?? null,
    paymentId: order.paymentId ?? null,
    paymentStatus: order.paymentStatus ?? null,
    statusReason: order.statusReason ?? null,
    ...(payments ? { payments } : {}),
  };
}

/**
 * An order's payments as they are stored: each payment's attributes but its state (whether its
 * voucher lapsed, its chargeback's stage), which are read back from the provider's words it keeps (orderOfRecord), so a
 * record is written as it always was.
 */
export const recordOfPayments = (payments: readonly RecordedPayment[]): Record<string, unknown>[] =>
  payments.map(({ state: _state, lapsed: _lapsed, chargeback: _chargeback, ...stored }) => stored);

/** The order's own attributes as they are stored (the caller adds the keys). */
export function recordOfOrder(order: StoredOrder): Record<string, unknown> {
  // Every attribute of the order is stored as it is (its payments without their state); nothing of
  // the record's keys is in it.
  const { payments, ...rest } = order;
  return payments === undefined ? { ...rest } : { ...rest, payments: recordOfPayments(payments) };
}

const historySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: instant,
  paymentStatus: orNull(text),
  reason: orNull(text),
  note: orNull(text),
});

/**
 * One step of the order's history from its record (ORDER#<id> / HISTORY#…), or a MalformedRecordError.
 * The step keeps the provider's word for the payment (`paymentStatus`, written as said); it is read
 * as the payment's state, the store's word, like a recorded payment's.
 */
export function historyOfRecord(record: Record<string, unknown>): OrderHistoryEntry {
  const { status, at, paymentStatus, reason, note } = readRecord(historySchema, record, 'order history', record);
  return { status, at, paymentState: paymentStatus ? paymentStateOf(paymentStatus) : null, reason: reason ?? null, note: note ?? null };
}
