// Suscripciones behind the store's SubscriptionProvider: the subscription's start as a pending
// preapproval (the buyer authorizes her card at its init_point), reads of the preapproval and its
// authorized payments as the domain's facts (subscription-facts.ts), the search by last
// modification, and the PUTs that pause, resume, cancel or reprice it.
import type { MercadoPagoSubscriptionsClient } from './mercado-pago-subscriptions-client';
import { MercadoPagoError } from './mercado-pago-request';
import { chargeFactOf, mandateFactOf } from './subscription-facts';
import type { SubscriptionProvider } from './subscription-provider';

const frequencyType = (unit: 'DAY' | 'MONTH') => (unit === 'DAY' ? 'days' : 'months');

export function createMercadoPagoSubscriptionProvider(client: MercadoPagoSubscriptionsClient): SubscriptionProvider {
  return {
    async start(start, idempotencyKey) {
      const created = await client.createPreapproval(
        {
          reason: start.reason,
          external_reference: start.subscriptionId,
          payer_email: start.payerEmail,
          back_url: start.returnUrl,
          ...(start.notificationUrl ? { notification_url: start.notificationUrl } : {}),
          auto_recurring: {
            frequency: start.period.count,
            frequency_type: frequencyType(start.period.unit),
            transaction_amount: start.amount,
            currency_id: 'ARS',
            ...(start.trialDays > 0 ? { free_trial: { frequency: start.trialDays, frequency_type: 'days' } } : {}),
          },
          status: 'pending',
        },
        idempotencyKey,
      );
      if (!created.init_point) throw new MercadoPagoError('rejected', `preapproval ${created.id} has no init_point`);
      return { mandateId: created.id, authorizationUrl: created.init_point };
    },

    async read(mandateId) {
      const preapproval = await client.getPreapproval(mandateId);
      if (!preapproval) return null;
      const charges = await client.chargesOf(mandateId);
      return {
        mandateId: preapproval.id,
        subscriptionId: preapproval.external_reference ?? null,
        mandate: mandateFactOf(preapproval),
        charges: charges.map(chargeFactOf),
      };
    },

    mandateOfCharge: async (chargeId) => (await client.getCharge(chargeId))?.preapproval_id ?? null,

    async changedSince(since, pageSize) {
      const ids: string[] = [];
      for (let offset = 0; ; offset += pageSize) {
        const page = await client.preapprovalsByLastModified({ offset, limit: pageSize });
        for (const preapproval of page.results) {
          if (Date.parse(preapproval.last_modified) < Date.parse(since)) return ids;
          ids.push(preapproval.id);
        }
        if (page.results.length < pageSize) return ids;
      }
    },

    async cancel(mandateId) {
      const current = await client.getPreapproval(mandateId);
      if (current?.status === 'cancelled') return mandateFactOf(current);
      return mandateFactOf(await client.updatePreapproval(mandateId, { status: 'cancelled' }));
    },

    pause: async (mandateId) => mandateFactOf(await client.updatePreapproval(mandateId, { status: 'paused' })),
    resume: async (mandateId) => mandateFactOf(await client.updatePreapproval(mandateId, { status: 'authorized' })),
    changeAmount: async (mandateId, amount) =>
      mandateFactOf(await client.updatePreapproval(mandateId, { auto_recurring: { transaction_amount: amount, currency_id: 'ARS' } })),
  };
}
