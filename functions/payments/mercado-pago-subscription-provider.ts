// Suscripciones behind the store's SubscriptionProvider: the subscription's start as a pending
// preapproval (the buyer authorizes her card at its init_point), reads of the preapproval and its
// authorized payments as the domain's facts (subscription-facts.ts), the search by last
// modification, and the PUTs that pause, resume, cancel or reprice it.
import type { MercadoPagoSubscriptionsClient } from './mercado-pago-subscriptions-client';
import { MercadoPagoError } from './mercado-pago-request';
import { chargeFactOf, mandateFactOf } from './subscription-facts';
import { paymentStateOf, refundProgressOf } from '../payment-words/mercado-pago-payment-words';
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
      // The preapprovals modified since, then those whose charges were: a refund or chargeback of a
      // charge's payment modifies its authorized payment, not the preapproval.
      const ids = new Set<string>();
      const sinceAt = Date.parse(since);
      for (let offset = 0; ; offset += pageSize) {
        const page = await client.preapprovalsByLastModified({ offset, limit: pageSize });
        const recent = page.results.filter((preapproval) => Date.parse(preapproval.last_modified) >= sinceAt);
        for (const preapproval of recent) ids.add(preapproval.id);
        if (recent.length < page.results.length || page.results.length < pageSize) break;
      }
      for (let offset = 0; ; offset += pageSize) {
        const page = await client.chargesByLastModified({ offset, limit: pageSize });
        const recent = page.results.filter((charge) => Date.parse(charge.last_modified) >= sinceAt);
        for (const charge of recent) ids.add(charge.preapproval_id);
        if (recent.length < page.results.length || page.results.length < pageSize) break;
      }
      return [...ids];
    },

    async cancel(mandateId) {
      const current = await client.getPreapproval(mandateId);
      if (current?.status === 'cancelled') return mandateFactOf(current);
      return mandateFactOf(await client.updatePreapproval(mandateId, { status: 'cancelled' }));
    },

    pause: async (mandateId) => mandateFactOf(await client.updatePreapproval(mandateId, { status: 'paused' })),
    resume: async (mandateId) => mandateFactOf(await client.updatePreapproval(mandateId, { status: 'authorized' })),
    async chargePayment(paymentId) {
      const payment = await client.getPayment(paymentId);
      if (!payment) return null;
      return {
        id: String(payment.id),
        state: paymentStateOf(payment.status),
        amount: payment.transaction_amount,
        refundedAmount: payment.transaction_amount_refunded ?? 0,
      };
    },
    async refundChargePayment(paymentId, amount, idempotencyKey) {
      const refund = await client.refundPayment(paymentId, amount, idempotencyKey);
      return { id: String(refund.id), progress: refundProgressOf(refund.status), amount: refund.amount };
    },
    changeAmount: async (mandateId, amount) =>
      mandateFactOf(await client.updatePreapproval(mandateId, { auto_recurring: { transaction_amount: amount, currency_id: 'ARS' } })),
  };
}
