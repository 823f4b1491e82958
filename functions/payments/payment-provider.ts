// What the store's services know of a payment provider: provider-neutral names only. The
// Mercado Pago adapter (mercado-pago-provider.ts) maps its wire fields (transaction_amount,
// external_reference, …) to these, so a service never reads a provider's field names.
import type { Seller } from '../generated/graphql';
import type { PaymentFact, RefundProgress } from '../domain/payment-facts';

/**
 * A payment as the provider reports it now (always re-read from its API, never from a body): the
 * domain's fact (domain/payment-facts.ts: its state, money and the provider's words, opaque) and
 * when it happened. The adapter's mapper makes it (mercado-pago-payment-facts.ts).
 */
export interface ProviderPayment extends PaymentFact {
  createdAt: string | null;
  approvedAt: string | null;
  /** When the payment last changed at the provider (ISO, the provider's offset). */
  updatedAt: string | null;
}

/** One page of a seller's payments changed in a time range, oldest change first. */
export interface ProviderPaymentPage {
  payments: ProviderPayment[];
  /** Payments in the range, all pages together (as the provider counts them now). */
  total: number;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Where the refund stands (the adapter's mapper reads the provider's status of it). */
  progress: RefundProgress;
}

/** What the store asks the provider to collect for one order (one item, one seller). */
export interface CheckoutRequest {
  orderId: string;
  item: { id: string; title: string; description: string; amount: number; currency: string };
  payer: {
    firstName: string;
    lastName: string;
    email: string;
    taxId: { type: 'DNI' | 'CUIT' | 'CUIL'; number: string } | null;
    address: { street: string; number: string; postalCode: string } | null;
  };
  /** Where the provider sends the buyer back, whatever the outcome. */
  returnUrl: string;
  notificationUrl: string;
  /** The checkout accepts payments in [opensAt, expiresAt). */
  opensAt: Date;
  expiresAt: Date;
  /** Most instalments the buyer may choose. */
  maxInstallments: number;
}

export interface ProviderCheckout {
  id: string;
  /** Where the buyer's browser goes to pay. */
  url: string;
}

/** One seller's account at the provider. Calls are retried inside; failures are PaymentProviderFailure. */
export interface PaymentProvider {
  /** Idempotent by key: the same key returns the same checkout. */
  createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<ProviderCheckout>;
  /** Stops a checkout from taking further payments (e.g. once the order is paid). */
  closeCheckout(checkoutId: string, at: Date): Promise<void>;
  /** The payment, or null when this seller has no payment with that id. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Every payment of this seller for an order, oldest first. */
  findPaymentsForOrder(orderId: string): Promise<ProviderPayment[]>;
  /** The payments a merchant order (one checkout's payments) holds; null when this seller has none with that id. */
  paymentsOfMerchantOrder(merchantOrderId: string): Promise<string[] | null>;
  /** The payments a chargeback is about; null when this seller has none with that id. */
  paymentsOfChargeback(chargebackId: string): Promise<string[] | null>;

  /**
   * This seller's payments whose last change falls in [from, to], sorted by that change, oldest
   * first; `offset`/`limit` page through them.
   */
  findPaymentsUpdated(range: { from: Date; to: Date; offset: number; limit: number }): Promise<ProviderPaymentPage>;
  /** Full refund; idempotent by key (a retried refund is made once). */
  refundPayment(paymentId: string, idempotencyKey: string): Promise<ProviderRefund>;
  /** Resolves when the provider accepts this seller's credentials (publishing checks it). */
  verifyAccount(): Promise<void>;
}

export interface PaymentGateway {
  forSeller(seller: Seller): Promise<PaymentProvider>;
  /** Each configured seller's webhook secret, in the credentials document's order. */
  webhookSecrets(): Promise<{ seller: Seller; secret: string }[]>;
}

export type ProviderFailureKind =
  /** Down, slow or overloaded after every retry. */
  | 'unavailable'
  /** The credentials were refused. */
  | 'unauthorized'
  /** The request was refused (e.g. a refund of a payment that cannot be refunded) or the answer made no sense. */
  | 'rejected';

/** Why a refusal happened, when the store acts on it. */
export type ProviderRefusal =
  /** The payment is past the provider's refund window: only a refund by other means is left. */
  'refund-window-closed';

/** The provider could not be reached, refused the credentials, or refused the request. */
export class PaymentProviderFailure extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status: number | null = null,
    readonly refusal: ProviderRefusal | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderFailure';
  }
}

export const isProviderFailure = (error: unknown): error is PaymentProviderFailure => error instanceof PaymentProviderFailure;
