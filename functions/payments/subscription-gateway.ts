// What the services see of Suscripciones: a SubscriptionProvider for a given seller, built from the
// same payment settings and sellers' credentials as the payment gateway (one client per seller and
// access token; a rotated token gets a new one). Settings are checked on first use.
import type { SellerKey } from '../domain/subscription';
import type { PaymentSettings } from '../settings/payments';
import { createMercadoPagoSubscriptionProvider } from './mercado-pago-subscription-provider';
import { createMercadoPagoSubscriptionsClient } from './mercado-pago-subscriptions-client';
import { createCredentialsProvider } from './seller-credentials';
import type { SubscriptionProvider } from './subscription-provider';

export interface SubscriptionGateway {
  forSeller(seller: SellerKey): Promise<SubscriptionProvider>;
}

export function createLazySubscriptionGateway(getSettings: () => PaymentSettings): SubscriptionGateway {
  let resolved: { settings: PaymentSettings; credentials: ReturnType<typeof createCredentialsProvider> } | undefined;
  const providers = new Map<SellerKey, { accessToken: string; provider: SubscriptionProvider }>();
  return {
    async forSeller(seller) {
      if (!resolved) {
        const settings = getSettings();
        resolved = { settings, credentials: createCredentialsProvider(settings.credentials) };
      }
      const { settings, credentials } = resolved;
      const accessToken = (await credentials())[seller].accessToken;
      const existing = providers.get(seller);
      if (existing?.accessToken === accessToken) return existing.provider;
      const provider = createMercadoPagoSubscriptionProvider(
        createMercadoPagoSubscriptionsClient({
          baseUrl: settings.apiUrl,
          accessToken,
          timeoutMs: settings.timeoutMs,
          maxAttempts: settings.maxAttempts,
          ...(settings.budgetMs === undefined ? {} : { budgetMs: settings.budgetMs }),
        }),
      );
      providers.set(seller, { accessToken, provider });
      return provider;
    },
  };
}
