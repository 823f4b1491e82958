// The parts of Suscripciones' API objects the store uses (decision 074): a preapproval and an
// authorized payment (one period's charge). Parsed, never trusted: an answer without the fields the
// store decides on is an error.
import * as z from 'zod/mini';

const id = z.pipe(z.union([z.number(), z.string()]), z.transform(String));

export const preapprovalSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'authorized', 'paused', 'cancelled', 'finished']),
  external_reference: z.nullish(z.string()),
  init_point: z.nullish(z.url()),
  payer_email: z.nullish(z.string()),
  version: z.optional(z.number()),
  last_modified: z.string(),
  next_payment_date: z.nullish(z.string()),
  auto_recurring: z.object({ transaction_amount: z.number(), currency_id: z.string() }),
});

export type MercadoPagoPreapproval = z.infer<typeof preapprovalSchema>;

export const preapprovalSearchSchema = z.object({
  results: z.array(preapprovalSchema),
  paging: z.optional(z.partial(z.object({ total: z.number(), limit: z.number(), offset: z.number() }))),
});

export const authorizedPaymentSchema = z.object({
  id,
  preapproval_id: z.string(),
  status: z.enum(['scheduled', 'recycling', 'processed', 'cancelled']),
  debit_date: z.string(),
  retry_attempt: z.optional(z.number()),
  last_modified: z.string(),
  transaction_amount: z.number(),
  currency_id: z.string(),
  payment: z.nullish(z.object({ id, status: z.string() })),
});

export type MercadoPagoAuthorizedPayment = z.infer<typeof authorizedPaymentSchema>;

export const authorizedPaymentSearchSchema = z.object({
  results: z.array(authorizedPaymentSchema),
  paging: z.optional(z.partial(z.object({ total: z.number(), limit: z.number(), offset: z.number() }))),
});

/** POST /preapproval as the store sends it: pending, the buyer authorizes at the init_point. */
export interface PreapprovalRequest {
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  notification_url?: string;
  auto_recurring: {
    frequency: number;
    frequency_type: 'days' | 'months';
    transaction_amount: number;
    currency_id: 'ARS';
    start_date?: string;
    free_trial?: { frequency: number; frequency_type: 'days' | 'months' };
  };
  status: 'pending';
}

/** PUT /preapproval/:id as the store sends it. */
export type PreapprovalUpdate =
  { status: 'paused' | 'authorized' | 'cancelled' } | { auto_recurring: { transaction_amount: number; currency_id: 'ARS' } };
