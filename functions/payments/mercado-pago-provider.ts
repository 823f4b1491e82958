// Mercado Pago behind the store's provider-neutral PaymentProvider: the only module that turns
// the store's checkout request into a Checkout Pro preference and Mercado Pago's payments
// (transaction_amount, external_reference, …) into ProviderPayment, through the one mapper of its
// statuses (mercado-pago-payment-facts.ts).
import { toStoreDateTime } from '../domain/store-clock';
import type { MercadoPagoClient } from './mercado-pago-client';
import { refundProgressOf } from '../payment-words/mercado-pago-payment-words';
import { MERCADO_PAGO_API_URL, paymentFactOf } from './mercado-pago-payment-facts';
import type { MercadoPagoPayment, PreferenceRequest } from './mercado-pago-types';
import type { CheckoutRequest, PaymentProvider, ProviderPayment } from './payment-provider';

function toProviderPayment(payment: MercadoPagoPayment, apiUrl: string): ProviderPayment {
  return {
    ...paymentFactOf(payment, apiUrl),
    createdAt: payment.date_created ?? null,
    approvedAt: payment.date_approved ?? null,
    updatedAt: payment.date_last_updated ?? null,
  };
}

/**
 * The notification URL with `source_news=webhooks`: Mercado Pago then sends only its signed
 * Webhooks there, not also the unsigned IPN it sends by default for a notification_url
 * (docs/decisions/, "A notification is a hint"). IPN that still arrives is read as a hint.
 */
function webhooksOnly(notificationUrl: string): string {
  const url = new URL(notificationUrl);
  url.searchParams.set('source_news', 'webhooks');
  return url.toString();
}

function toPreference(request: CheckoutRequest): PreferenceRequest {
  const { payer } = request;
  return {
    items: [
      {
        id: request.item.id,
        title: request.item.title,
        description: request.item.description,
        quantity: 1,
        currency_id: request.item.currency,
        unit_price: request.item.amount,
      },
    ],
    payer: {
      name: payer.firstName,
      surname: payer.lastName,
      email: payer.email,
      ...(payer.taxId ? { identification: payer.taxId } : {}),
      ...(payer.address
        ? { address: { street_name: payer.address.street, street_number: payer.address.number, zip_code: payer.address.postalCode } }
        : {}),
    },
    back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
    auto_return: 'approved',
    notification_url: webhooksOnly(request.notificationUrl),
    external_reference: request.orderId,
    expires: true,
    expiration_date_from: toStoreDateTime(request.opensAt),
    expiration_date_to: toStoreDateTime(request.expiresAt),
    payment_methods: { installments: request.maxInstallments },
    metadata: { order_id: request.orderId, item_id: request.item.id },
  };
}

/** `apiUrl`: where `client` talks to (Mercado Pago, or the local simulator): which voucher addresses may be shown. */
export function createMercadoPagoProvider(client: MercadoPagoClient, apiUrl: string = MERCADO_PAGO_API_URL): PaymentProvider {
  const provided = (payment: MercadoPagoPayment) => toProviderPayment(payment, apiUrl);
  return {
    async createCheckout(request, idempotencyKey) {
      const preference = await client.createPreference(toPreference(request), idempotencyKey);
      return { id: preference.id, url: preference.init_point };
    },
    async closeCheckout(checkoutId, at) {
      await client.updatePreference(checkoutId, { expires: true, expiration_date_to: toStoreDateTime(at) });
    },
    async getPayment(paymentId) {
      const payment = await client.getPayment(paymentId);
      return payment ? provided(payment) : null;
    },
    async findPaymentsForOrder(orderId) {
      return (await client.searchPaymentsByExternalReference(orderId)).map(provided);
    },
    paymentsOfMerchantOrder: (merchantOrderId) => client.merchantOrderPayments(merchantOrderId),
    paymentsOfChargeback: (chargebackId) => client.chargebackPayments(chargebackId),

    async findPaymentsUpdated(range) {
      const page = await client.searchPaymentsByLastUpdate(range);
      return { payments: page.results.map(provided), total: page.paging?.total ?? page.results.length };
    },
    async verifyAccount() {
      await client.getAccount();
    },
    async refundPayment(paymentId, idempotencyKey) {
      const refund = await client.refundPayment(paymentId, idempotencyKey);
      return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, progress: refundProgressOf(refund.status) };
    },
  };
}
