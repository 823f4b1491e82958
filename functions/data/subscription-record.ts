// A stored subscription ↔ the domain's Subscription, checked when read: a record that does not
// have the aggregate's shape is an error naming the record, never a half-read subscription.
import * as z from 'zod/mini';
import type { Subscription } from '../domain/subscription';
import { billingSchema } from './order-record';

const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an instant'));
const nullableInstant = z.nullable(instant);
const money = z.number().check(z.refine((value) => Number.isFinite(value) && value >= 0, 'not an amount'));

const subscriptionSchema = z.object({
  id: z.string(),
  planningId: z.string(),
  memberId: z.string(),
  seller: z.enum(['STORE', 'DELFI']),
  // Records written before the subscription kept them read as none (a Factura to a consumidor final).
  billing: z._default(z.nullable(billingSchema), null),
  preapprovalId: z.nullable(z.string()),
  // Records written before the subscription kept it read as unknown.
  authorizationUrl: z._default(z.nullable(z.string()), null),
  period: z.object({ count: z.number().check(z.int(), z.positive()), unit: z.enum(['DAY', 'MONTH']) }),
  trialDays: z.number().check(z.int(), z.nonnegative()),
  trialEndsAt: nullableInstant,
  prices: z
    .array(
      z.object({ amount: money, currency: z.string(), from: instant, changeId: z.optional(z.string()), appliedAt: z.optional(instant) }),
    )
    .check(z.minLength(1)),
  charges: z.array(
    z.object({
      id: z.string(),
      dueAt: instant,
      attempt: z.number().check(z.int(), z.nonnegative()),
      state: z.enum(['SCHEDULED', 'RETRYING', 'CLEARED', 'FAILED', 'CANCELLED', 'REFUNDED']),
      amount: money,
      currency: z.string(),
      paymentId: z.nullable(z.string()),
      lastModified: instant,
      // Records from before refunds of a charge were followed have none: nothing returned.
      refundedAmount: z.optional(money),
    }),
  ),
  mandate: z.object({
    status: z.enum(['PENDING', 'AUTHORIZED', 'PAUSED', 'CANCELLED', 'FINISHED']),
    version: z.number().check(z.int()),
    lastModified: instant,
    nextChargeAt: nullableInstant,
  }),
  createdAt: instant,
  authorizedAt: nullableInstant,
  pausedAt: nullableInstant,
  endedAt: nullableInstant,
  // Records from before refunds and the regret of a subscription have neither.
  refundRequests: z._default(
    z.array(
      z.object({
        key: z.string(),
        chargeId: z.string(),
        amount: money,
        reason: z.string(),
        by: z.enum(['ADMIN', 'REGRET']),
        at: instant,
      }),
    ),
    [],
  ),
  regret: z._default(
    z.nullable(z.object({ trackingCode: z.string(), chargeId: z.string(), email: z.string(), refundAmount: money, createdAt: instant })),
    null,
  ),
});

export class InvalidSubscriptionRecord extends Error {
  constructor(id: string, problem: string) {
    super(`subscription record ${id} is not a subscription: ${problem}`);
    this.name = 'InvalidSubscriptionRecord';
  }
}

/** The record's subscription, or an InvalidSubscriptionRecord. */
export function subscriptionOfRecord(record: Record<string, unknown>): Subscription {
  const parsed = subscriptionSchema.safeParse(record['subscription']);
  if (!parsed.success)
    throw new InvalidSubscriptionRecord(
      String(record['PK']),
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  const { billing } = parsed.data;
  return {
    ...parsed.data,
    billing: billing && { ...billing, ivaCondition: billing.ivaCondition ?? null, apartment: billing.apartment ?? null },
  };
}
