// What the services see of the payment providers: a client for a given seller (one item per order,
// so one seller per order; Checkout Pro cannot split a payment) and the webhook secrets of all
// sellers. Which sellers there are and which provider each uses is configuration (the credentials
// document, seller-credentials.ts: a seller's `provider`, Mercado Pago when absent), not code.
import type { PaymentSettings } from '../settings/payments';
import type { Seller } from '../generated/graphql';
import { createMercadoPagoClient } from './mercado-pago-client';
import { createMercadoPagoProvider } from './mercado-pago-provider';
import type { PaymentGateway, PaymentProvider } from './payment-provider';
import { createCredentialsProvider, type CredentialsBySeller, type SellerCredentials } from './seller-credentials';

export type { PaymentGateway } from './payment-provider';

export interface PaymentGatewayOptions {
  baseUrl: string;
  timeoutMs: number;
  maxAttempts: number;
  budgetMs?: number;
  credentials: () => Promise<CredentialsBySeller>;
}

type ProviderName = NonNullable<SellerCredentials['provider']>;

/** How each configured provider's client is built for one seller's credentials. */
const PROVIDER_FACTORIES: Record<ProviderName, (credentials: SellerCredentials, options: PaymentGatewayOptions) => PaymentProvider> = {
  'mercado-pago': (credentials, options) =>
    createMercadoPagoProvider(
      createMercadoPagoClient({
        baseUrl: options.baseUrl,
        accessToken: credentials.accessToken,
        timeoutMs: options.timeoutMs,
        maxAttempts: options.maxAttempts,
        ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
      }),
      options.baseUrl,
    ),
};

export function createPaymentGateway(options: PaymentGatewayOptions): PaymentGateway {
  // One client per seller and access token: a rotated token (credentials re-read) gets a new one.
  const clients = new Map<Seller, { accessToken: string; client: PaymentProvider }>();
  return {
    async forSeller(seller) {
      const credentials = (await options.credentials())[seller];
      const existing = clients.get(seller);
      if (existing?.accessToken === credentials.accessToken) return existing.client;
      const client = PROVIDER_FACTORIES[credentials.provider ?? 'mercado-pago'](credentials, options);
      clients.set(seller, { accessToken: credentials.accessToken, client });
      return client;
    },

    async webhookSecrets() {
      const credentials = await options.credentials();
      // Every configured seller, in the document's order.
      return (Object.entries(credentials) as [Seller, SellerCredentials][]).map(([seller, entry]) => ({
        seller,
        secret: entry.webhookSecret,
      }));
    },
  };
}

/**
 * A gateway whose settings are checked and credentials read on first use: functions that never
 * talk to Mercado Pago start without payment settings, and those that do fail with a clear
 * message naming what is missing.
 */
export function createLazyPaymentGateway(getSettings: () => PaymentSettings): PaymentGateway {
  let gateway: PaymentGateway | undefined;
  const resolve = (): PaymentGateway => {
    if (gateway) return gateway;
    const settings = getSettings();
    gateway = createPaymentGateway({
      baseUrl: settings.apiUrl,
      timeoutMs: settings.timeoutMs,
      maxAttempts: settings.maxAttempts,
      budgetMs: settings.budgetMs,
      credentials: createCredentialsProvider(settings.credentials),
    });
    return gateway;
  };
  return {
    forSeller: (seller) => resolve().forSeller(seller),
    webhookSecrets: () => resolve().webhookSecrets(),
  };
}
