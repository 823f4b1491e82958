// How a planning is sold (issue 39): once for its length (an order), by the month (a Mercado Pago
// subscription), or both, with the monthly price, an optional free trial and the grace days a
// member keeps access after a charge failed for good. The admin's form and the server check the
// same rules (subscriptionOfferInputSchema); the messages name the field as the form labels it.
// Pure.
import * as z from 'zod/mini';
import { DECIMALS } from './argument-bounds';
import { requiredWhole } from './field-schemas';
import { field } from './field-messages';
import type { ItemMonthlyOffer } from './item';

export type PlanningSale = 'ONCE' | 'MONTHLY' | 'BOTH';

export interface SubscriptionOffer {
  planningId: string;
  sale: PlanningSale;
  /** Charged each month, ARS (0 when sold once only: no monthly price is offered). */
  monthlyPrice: number;
  trialDays: number;
  graceDays: number;
  updatedAt: string;
  /**
   * When the monthly price last changed (the admin's save that set it; decision 167): the change's
   * id and notice are fixed by it, so a later save of the trial or the grace names the same change.
   * Absent on offers saved before: their `updatedAt` stands for it.
   */
  priceChangedAt?: string;
}

/** The longest free trial the store offers (Mercado Pago's free_trial is in days). */
const MAX_TRIAL_DAYS = 90;
/** The longest grace after a charge failed for good (Mercado Pago retries for about 10 days before it). */
const MAX_GRACE_DAYS = 30;

export const subscriptionOfferInputSchema = z
  .object({
    planningId: z.string().check(z.trim(), z.minLength(1, 'Elegí la planificación.')),
    sale: z.enum(['ONCE', 'MONTHLY', 'BOTH'], { message: 'Elegí cómo se vende la planificación: una vez, por mes o ambas.' }),
    monthlyPrice: z.nullish(DECIMALS.monthlyPrice),
    trialDays: z.pipe(
      z.nullish(requiredWhole(field('prueba gratis', 'f'), 0, MAX_TRIAL_DAYS, 'días')),
      z.transform((days) => days ?? 0),
    ),
    graceDays: z.pipe(
      z.nullish(requiredWhole(field('período de gracia', 'm'), 0, MAX_GRACE_DAYS, 'días')),
      z.transform((days) => days ?? 0),
    ),
  })
  .check(
    z.refine((offer) => offer.sale === 'ONCE' || (offer.monthlyPrice ?? 0) > 0, {
      message: 'El precio mensual es obligatorio para vender la planificación por mes.',
      path: ['monthlyPrice'],
    }),
  );

/** Whether the planning may be bought by the month. */
export const soldMonthly = (offer: SubscriptionOffer | null): offer is SubscriptionOffer =>
  offer !== null && offer.sale !== 'ONCE' && offer.monthlyPrice > 0;

/** Whether the planning may be bought once (no offer: as before, once only). */
export const soldOnce = (offer: SubscriptionOffer | null): boolean => offer === null || offer.sale !== 'MONTHLY';

/** What the planning's item carries of the offer for its card (decision 161); null when sold once only. */
export const itemMonthlyOffer = (offer: SubscriptionOffer): ItemMonthlyOffer | null =>
  offer.sale === 'ONCE' || offer.monthlyPrice <= 0 ? null : { sale: offer.sale, monthlyPrice: offer.monthlyPrice };

/** The offer's latest monthly price as a change every subscription takes under one id (decisions 154, 167); null when not sold by the month. */
export function offerPriceChange(
  offer: SubscriptionOffer | null,
): { changeId: string; amount: number; currency: string; noticedAt: string } | null {
  if (!soldMonthly(offer)) return null;
  const noticedAt = offer.priceChangedAt ?? offer.updatedAt;
  return { changeId: `offer-${noticedAt}`, amount: offer.monthlyPrice, currency: 'ARS', noticedAt };
}
