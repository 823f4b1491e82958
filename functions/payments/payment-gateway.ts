// What the services see of Mercado Pago: a client for a given seller (one item per order, so one
// seller per order; Checkout Pro cannot split a payment) and the webhook secrets of all sellers.
import type { PaymentSettings } from '../settings/payments';
import type { Seller } from '../generated/graphql';
import { createMercadoPagoClient } from './mercado-pago-client';
import { createMercadoPagoProvider } from './mercado-pago-provider';
import type { PaymentGateway, PaymentProvider } from './payment-provider';
import { createCredentialsProvider, type CredentialsBySeller } from './seller-credentials';

export type { PaymentGateway } from './payment-provider';

const SELLERS: readonly Seller[] = ['STORE', 'DELFI'];

export interface PaymentGatewayOptions {
  baseUrl: string;
  timeoutMs: number;
  maxAttempts: number;
  budgetMs?: number;
  credentials: () => Promise<CredentialsBySeller>;
}

export function createPaymentGateway(options: PaymentGatewayOptions): PaymentGateway {
  // One client per seller and access token: a rotated token (credentials re-read) gets a new one.
  const clients = new Map<Seller, { accessToken: string; client: PaymentProvider }>();
  return {
    async forSeller(seller) {
      const credentials = (await options.credentials())[seller];
      const existing = clients.get(seller);
      if (existing?.accessToken === credentials.accessToken) return existing.client;
      const client = createMercadoPagoProvider(
        createMercadoPagoClient({
          baseUrl: options.baseUrl,
          accessToken: credentials.accessToken,
          timeoutMs: options.timeoutMs,
          maxAttempts: options.maxAttempts,
          ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
        }),
      );
      clients.set(seller, { accessToken: credentials.accessToken, client });
      return client;
    },

    async webhookSecrets() {
      const credentials = await options.credentials();
      return SELLERS.map((seller) => ({ seller, secret: credentials[seller].webhookSecret }));
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
