// The parts of Mercado Pago's API objects the store uses. Answers are parsed, never trusted:
// a payment without the fields the store decides on is an error, not a guess.
import * as z from 'zod/mini';

export const paymentSchema = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  status: z.string(),
  status_detail: z.nullish(z.string()),
  external_reference: z.nullish(z.string()),
  transaction_amount: z.number(),
  currency_id: z.string(),
  date_created: z.nullish(z.string()),
  date_last_updated: z.nullish(z.string()),
  date_approved: z.nullish(z.string()),
  payment_type_id: z.nullish(z.string()),
  // A cash payment's voucher (docs/decisions/164): read leniently, so an answer with an odd
  // voucher still moves its order (the voucher is then left out).
  date_of_expiration: z.optional(z.catch(z.nullable(z.string()), null)),
  transaction_details: z.optional(
    z.catch(z.nullable(z.object({ external_resource_url: z.optional(z.catch(z.nullable(z.string()), null)) })), null),
  ),
  transaction_amount_refunded: z.nullish(z.number()),
  refunds: z.nullish(
    z.array(
      z.object({
        id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
        status: z.string(),
        amount: z.number(),
      }),
    ),
  ),
});

export type MercadoPagoPayment = z.infer<typeof paymentSchema>;

export const paymentSearchSchema = z.object({
  results: z.array(paymentSchema),
  paging: z.optional(z.partial(z.object({ total: z.number(), limit: z.number(), offset: z.number() }))),
});

export type MercadoPagoPaymentSearch = z.infer<typeof paymentSearchSchema>;

export const preferenceSchema = z.object({
  id: z.string(),
  init_point: z.url(),
  sandbox_init_point: z.nullish(z.url()),
});

export type MercadoPagoPreference = z.infer<typeof preferenceSchema>;

export const refundSchema = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  payment_id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  amount: z.number(),
  status: z.string(),
});

export type MercadoPagoRefund = z.infer<typeof refundSchema>;

/** GET /merchant_orders/:id — only which payments it holds (an IPN or webhook may name one). */
export const merchantOrderSchema = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  payments: z.optional(z.array(z.object({ id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)) }))),
});

/** GET /v1/chargebacks/:id — only which payments it is about (`payments`: their ids). */
export const chargebackSchema = z.object({
  id: z.pipe(z.union([z.number(), z.string()]), z.transform(String)),
  payments: z.optional(z.array(z.pipe(z.union([z.number(), z.string()]), z.transform(String)))),
});

/** The preference the store creates: one item, one seller (Checkout Pro). */
export interface PreferenceRequest {
  items: {
    id: string;
    title: string;
    description?: string;
    category_id?: string;
    quantity: 1;
    currency_id: string;
    unit_price: number;
  }[];
  payer: {
    name: string;
    surname: string;
    email: string;
    phone?: { area_code: string; number: string };
    identification?: { type: 'DNI' | 'CUIT' | 'CUIL'; number: string };
    address?: { street_name: string; street_number: string; zip_code: string };
  };
  back_urls: { success: string; pending: string; failure: string };
  auto_return: 'approved' | 'all';
  notification_url: string;
  external_reference: string;
  statement_descriptor?: string;
  expires: boolean;
  expiration_date_from?: string;
  expiration_date_to?: string;
  metadata?: Record<string, string>;
  payment_methods?: { installments: number };
}

/** The part of a preference the store changes after creating it (PUT /checkout/preferences/:id). */
export interface PreferenceUpdate {
  expires: true;
  expiration_date_to: string;
}

/** GET /users/me: the account an access token belongs to (only its id is read). */
export const accountSchema = z.object({ id: z.number() });
