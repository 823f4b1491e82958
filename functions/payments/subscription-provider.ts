// What the store's services know of a subscription provider: the domain's facts (domain/subscription.ts)
// and provider-neutral names. The Mercado Pago adapter (mercado-pago-subscription-provider.ts) maps
// preapprovals and authorized payments to these.
import type { BillingPeriod } from '../domain/subscription-periods';
import type { ChargeFact, MandateFact } from '../domain/subscription';
import type { PaymentState, RefundProgress } from '../domain/payment-facts';

export interface SubscriptionStart {
  /** The store's subscription id, given to the provider as its reference. */
  subscriptionId: string;
  reason: string;
  payerEmail: string;
  amount: number;
  period: BillingPeriod;
  trialDays: number;
  /** Where the buyer returns after authorizing. */
  returnUrl: string;
  notificationUrl: string | null;
}

/** A subscription as the provider reports it now: its mandate and every charge. */
export interface ProviderSubscription {
  mandateId: string;
  /** The store's reference given at the start (null: not one of the store's). */
  subscriptionId: string | null;
  mandate: MandateFact;
  charges: ChargeFact[];
}

export interface SubscriptionProvider {
  /** Creates the mandate the buyer authorizes at `authorizationUrl` (a repeated key creates one). */
  start(start: SubscriptionStart, idempotencyKey: string): Promise<{ mandateId: string; authorizationUrl: string }>;
  /** The subscription now, or null when this seller has no such mandate. */
  read(mandateId: string): Promise<ProviderSubscription | null>;
  /** The mandate a charge belongs to, or null when this seller has no such charge. */
  mandateOfCharge(chargeId: string): Promise<string | null>;
  /** The ids of this seller's mandates changed at or after `since`, the last changed first. */
  changedSince(since: string, pageSize: number): Promise<string[]>;
  /** Cancels the mandate: no further charge (an already cancelled one stays so). */
  cancel(mandateId: string): Promise<MandateFact>;
  pause(mandateId: string): Promise<MandateFact>;
  resume(mandateId: string): Promise<MandateFact>;
  /** The amount of the charges from the next one on. */
  changeAmount(mandateId: string, amount: number): Promise<MandateFact>;
  /** A charge's payment as the provider reports it now (its amount and what was returned of it); null when unknown. */
  chargePayment(paymentId: string): Promise<ChargePayment | null>;
  /**
   * Returns `amount` of a charge's payment (whole when it is the rest); idempotent by key, so a
   * repeated request returns once. Answers where the refund stands (the provider's mapper reads
   * its status: payment-words/mercado-pago-payment-words.ts, as for an order's refunds).
   */
  refundChargePayment(
    paymentId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ id: string; progress: RefundProgress; amount: number }>;
}

/** A charge's payment, read from the provider: what was charged and what has been returned of it. */
export interface ChargePayment {
  id: string;
  /** Where it stands (the provider's mapper reads its status: mercado-pago-payment-facts.ts). */
  state: PaymentState;
  amount: number;
  refundedAmount: number;
}
