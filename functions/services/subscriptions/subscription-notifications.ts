// A notification of Suscripciones' topics is a hint (issue 39): the preapproval it names — or the
// preapproval of the charge it names — is read from the provider and the subscription synced, the
// same way the reconciliation does (subscription-sync.ts).
import type { SellerKey } from '../../domain/subscription';
import type { SubscriptionGateway } from '../../payments/subscription-gateway';
import { syncSubscription, type SubscriptionOwing, type SubscriptionStore, type SyncOutcome } from './subscription-sync';

export function createSubscriptionNotifications(deps: {
  gateway: SubscriptionGateway;
  store: SubscriptionStore;
  owing: SubscriptionOwing;
}) {
  return {
    async syncFromSeller(
      seller: SellerKey,
      topic: 'subscription_preapproval' | 'subscription_authorized_payment',
      resourceId: string,
    ): Promise<SyncOutcome | null> {
      const provider = await deps.gateway.forSeller(seller);
      const mandateId = topic === 'subscription_preapproval' ? resourceId : await provider.mandateOfCharge(resourceId);
      return mandateId ? syncSubscription(provider, deps.store, deps.owing, mandateId) : null;
    },
  };
}
