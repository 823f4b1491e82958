// Sends Mercado Pago's signed notifications (payments; Suscripciones' topics too) to a notification_url, as the
// documentation describes them: POST <notification_url>?data.id=<payment>&type=payment with a JSON
// body { action, api_version, data: { id }, date_created, id, live_mode, type, user_id } and the
// headers x-request-id and x-signature "ts=<seconds>,v1=<HMAC-SHA256(secret,
// "id:<data.id>;request-id:<x-request-id>;ts:<ts>;")>". Written from the docs on its own (not
// with the store's verifier) so a mistake on one side shows up as a refused webhook.
//
// Beside each webhook, Mercado Pago also sends IPN to a notification_url set on the preference
// (POST <url>?topic=<topic>&id=<id>, unsigned: the x-signature header IPN carries cannot be
// validated) unless the URL says `source_news=webhooks` (only webhooks) — or `source_news=ipn`
// (only IPN). Topics: payment and merchant_order for each change, chargebacks for a chargeback.
//
// Retries: a non-2xx answer is retried a few times (Mercado Pago waits 15 minutes and longer;
// compressed here). The documentation does not say whether a retry carries the first delivery's
// `ts` or a new one, so `retryTimestamp` does both: 'keep' (default: the same notification, the
// same signature) or 're-sign' (a fresh ts per attempt).
//
// Switches for testing the receiver: extra copies of each notification (each a separate delivery
// with its own request id), a delay before sending, and holding deliveries until they are released
// (optionally in reverse order, i.e. out of order).
import { createHmac, randomUUID } from 'node:crypto';
import type { SimulatedAccount, SimulatedPayment } from './simulator-state';

export interface WebhookSwitches {
  /** Extra copies of every notification. */
  duplicates: number;
  /** Milliseconds to wait before delivering. */
  delayMs: number;
  /** Keep deliveries until released (see release()). */
  hold: boolean;
  /** Lose every delivery (the provider gave up: retries exhausted); they are never sent. */
  lose: boolean;
  /** A retry's signature: the first attempt's ts kept, or signed afresh. */
  retryTimestamp: 'keep' | 're-sign';
}

export type NotificationTopic =
  | 'payment'
  | 'merchant_order'
  | 'chargebacks'
  | 'subscription_preapproval'
  | 'subscription_authorized_payment'
  | 'subscription_preapproval_plan';

export interface DeliveryRecord {
  requestId: string;
  /** The payment a payment, merchant_order or chargebacks notification is about (null for a subscription topic). */
  paymentId: number | null;
  /** webhook (signed) or ipn (its x-signature cannot be validated). */
  form: 'webhook' | 'ipn';
  topic: NotificationTopic;
  /** The resource the notification names (payment, merchant order or chargeback id). */
  resourceId: string;
  action: string;
  url: string;
  status: number | null;
  attempts: number;
  /** The signature's ts of each attempt, in order. */
  timestamps: string[];
  at: string;
  signed: boolean;
}

interface PendingDelivery {
  url: string;
  account: SimulatedAccount;
  paymentId: number | null;
  form: 'webhook' | 'ipn';
  topic: NotificationTopic;
  resourceId: string;
  action: string;
}

/** The forms a notification_url receives, from its `source_news` (absent: both). */
function notificationForms(notificationUrl: string): ('webhook' | 'ipn')[] {
  let sourceNews: string | null;
  try {
    sourceNews = new URL(notificationUrl).searchParams.get('source_news');
  } catch {
    return [];
  }
  if (sourceNews === 'webhooks') return ['webhook'];
  if (sourceNews === 'ipn') return ['ipn'];
  return ['webhook', 'ipn'];
}

function deliveryUrl(pending: PendingDelivery): string {
  const url = new URL(pending.url);
  if (pending.form === 'webhook') {
    url.searchParams.set('data.id', pending.resourceId);
    url.searchParams.set('type', pending.topic);
  } else {
    url.searchParams.set('topic', pending.topic);
    url.searchParams.set('id', pending.resourceId);
  }
  return url.toString();
}

function deliveryBody(pending: PendingDelivery): string {
  if (pending.form === 'ipn') {
    const path =
      pending.topic === 'merchant_order' ? 'merchant_orders' : pending.topic === 'chargebacks' ? 'v1/chargebacks' : 'v1/payments';
    return JSON.stringify({ resource: `https://api.mercadolibre.com/${path}/${pending.resourceId}`, topic: pending.topic });
  }
  return JSON.stringify({
    action: pending.action,
    api_version: 'v1',
    data: { id: pending.resourceId },
    date_created: new Date().toISOString(),
    id: Math.floor(Math.random() * 1e11),
    live_mode: false,
    type: pending.topic,
    user_id: String(pending.account.collectorId),
  });
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function signNotification(secret: string, dataId: string, requestId: string, ts: string): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function createWebhookSender(log: (line: string) => void) {
  const switches: WebhookSwitches = { duplicates: 0, delayMs: 0, hold: false, lose: false, retryTimestamp: 'keep' };
  const held: PendingDelivery[] = [];
  const deliveries: DeliveryRecord[] = [];
  const inFlight = new Set<Promise<void>>();

  async function deliverOnce(pending: PendingDelivery): Promise<void> {
    const requestId = randomUUID();
    const url = deliveryUrl(pending);
    const record: DeliveryRecord = {
      requestId,
      paymentId: pending.paymentId,
      form: pending.form,
      topic: pending.topic,
      resourceId: pending.resourceId,
      action: pending.action,
      url,
      status: null,
      attempts: 0,
      timestamps: [],
      at: new Date().toISOString(),
      signed: pending.form === 'webhook',
    };
    deliveries.push(record);
    const body = deliveryBody(pending);
    const firstTs = String(Math.floor(Date.now() / 1000));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      record.attempts = attempt;
      const ts = switches.retryTimestamp === 'keep' ? firstTs : String(Math.floor(Date.now() / 1000));
      record.timestamps.push(ts);
      // IPN's x-signature is not over anything the receiver can check (as documented).
      const signature =
        pending.form === 'webhook'
          ? signNotification(pending.account.webhookSecret, pending.resourceId, requestId, ts)
          : createHmac('sha256', randomUUID()).update(`${pending.topic}:${pending.resourceId}`).digest('hex');
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': `ts=${ts},v1=${signature}`,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        record.status = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok || (response.status >= 400 && response.status < 500)) return;
      } catch (error) {
        record.status = null;
        log(`Mercado Pago simulado: notificación a ${url} falló (${String(error)})`);
      }
      await sleep(250 * 2 ** (attempt - 1));
    }
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function send(pending: PendingDelivery): void {
    const copies = 1 + Math.max(0, Math.floor(switches.duplicates));
    track(
      (async () => {
        if (switches.delayMs > 0) await sleep(switches.delayMs);
        await Promise.all(Array.from({ length: copies }, () => deliverOnce(pending)));
      })(),
    );
  }

  return {
    switches,
    deliveries: (): readonly DeliveryRecord[] => deliveries,
    heldCount: () => held.length,

    /**
     * A payment changed: notify its preference's notification_url, if it has one — a webhook and,
     * unless the URL says otherwise, IPN of the payment and of its merchant order (and of the
     * chargeback, when `chargebackId` is given).
     */
    notify(
      account: SimulatedAccount,
      payment: SimulatedPayment,
      notificationUrl: string | null,
      action: string,
      chargebackId: string | null = null,
    ): void {
      if (!notificationUrl) return;
      const forms = notificationForms(notificationUrl);
      const base = { url: notificationUrl, account, paymentId: payment.id, action };
      const batch: PendingDelivery[] = [];
      if (forms.includes('webhook')) batch.push({ ...base, form: 'webhook', topic: 'payment', resourceId: String(payment.id) });
      if (forms.includes('ipn')) {
        batch.push({ ...base, form: 'ipn', topic: 'payment', resourceId: String(payment.id) });
        batch.push({ ...base, form: 'ipn', topic: 'merchant_order', resourceId: String(payment.merchant_order_id) });
        if (chargebackId) batch.push({ ...base, form: 'ipn', topic: 'chargebacks', resourceId: chargebackId });
      }
      if (switches.lose) return log(`Mercado Pago simulado: notificaciones del pago ${payment.id} perdidas (simulado)`);
      for (const pending of batch) {
        if (switches.hold) held.push(pending);
        else send(pending);
      }
    },

    /**
     * A subscription's resource changed (preapproval, authorized payment, plan): a signed webhook of
     * its topic to the URL. Suscripciones' topics are webhooks only (no IPN form is documented).
     */
    notifyResource(
      account: SimulatedAccount,
      notificationUrl: string | null,
      topic: NotificationTopic,
      resourceId: string,
      action: 'created' | 'updated',
    ): void {
      if (!notificationUrl) return;
      if (switches.lose) return log(`Mercado Pago simulado: notificación ${topic} ${resourceId} perdida (simulado)`);
      const pending: PendingDelivery = { url: notificationUrl, account, paymentId: null, form: 'webhook', topic, resourceId, action };
      if (switches.hold) held.push(pending);
      else send(pending);
    },

    /** Sends the held deliveries, in the order they happened or reversed (out of order). */
    release(order: 'received' | 'reverse'): number {
      const batch = held.splice(0, held.length);
      if (order === 'reverse') batch.reverse();
      // One after the other, so "reverse" really arrives reversed.
      track(
        (async () => {
          for (const pending of batch) {
            const copies = 1 + Math.max(0, Math.floor(switches.duplicates));
            await Promise.all(Array.from({ length: copies }, () => deliverOnce(pending)));
          }
        })(),
      );
      return batch.length;
    },

    /** Resolves when every delivery under way has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/** @public The module's API, for the simulator server that wires it. */
export type WebhookSender = ReturnType<typeof createWebhookSender>;
