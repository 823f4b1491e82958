// Sends Mercado Pago's signed payment notifications to a preference's notification_url, as the
// documentation describes them: POST <notification_url>?data.id=<payment>&type=payment with a JSON
// body { action, api_version, data: { id }, date_created, id, live_mode, type, user_id } and the
// headers x-request-id and x-signature "ts=<seconds>,v1=<HMAC-SHA256(secret,
// "id:<data.id>;request-id:<x-request-id>;ts:<ts>;")>". Written from the docs on its own (not
// with the store's verifier) so a mistake on one side shows up as a refused webhook.
//
// Switches for testing the receiver: extra copies of each notification (each a separate delivery
// with its own request id), a delay before sending, and holding deliveries until they are released
// (optionally in reverse order, i.e. out of order). Non-2xx answers are retried a few times.
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
}

export interface DeliveryRecord {
  requestId: string;
  paymentId: number;
  action: string;
  url: string;
  status: number | null;
  attempts: number;
  at: string;
  signed: boolean;
}

interface PendingDelivery {
  url: string;
  account: SimulatedAccount;
  paymentId: number;
  action: string;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function signNotification(secret: string, dataId: string, requestId: string, ts: string): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function createWebhookSender(log: (line: string) => void) {
  const switches: WebhookSwitches = { duplicates: 0, delayMs: 0, hold: false, lose: false };
  const held: PendingDelivery[] = [];
  const deliveries: DeliveryRecord[] = [];
  const inFlight = new Set<Promise<void>>();

  async function deliverOnce(pending: PendingDelivery): Promise<void> {
    const requestId = randomUUID();
    const dataId = String(pending.paymentId);
    const separator = pending.url.includes('?') ? '&' : '?';
    const url = `${pending.url}${separator}data.id=${encodeURIComponent(dataId)}&type=payment`;
    const record: DeliveryRecord = {
      requestId,
      paymentId: pending.paymentId,
      action: pending.action,
      url,
      status: null,
      attempts: 0,
      at: new Date().toISOString(),
      signed: true,
    };
    deliveries.push(record);
    const body = JSON.stringify({
      action: pending.action,
      api_version: 'v1',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: Math.floor(Math.random() * 1e11),
      live_mode: false,
      type: 'payment',
      user_id: String(pending.account.collectorId),
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      record.attempts = attempt;
      // Each attempt is signed afresh, as Mercado Pago's retries carry a new timestamp.
      const ts = String(Math.floor(Date.now() / 1000));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-request-id': requestId,
            'x-signature': `ts=${ts},v1=${signNotification(pending.account.webhookSecret, dataId, requestId, ts)}`,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        record.status = response.status;
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok || (response.status >= 400 && response.status < 500)) return;
      } catch (error) {
        record.status = null;
        log(`Mercado Pago simulado: webhook a ${url} falló (${String(error)})`);
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

    /** A payment changed: notify its preference's notification_url, if it has one. */
    notify(account: SimulatedAccount, payment: SimulatedPayment, notificationUrl: string | null, action: string): void {
      if (!notificationUrl) return;
      const pending = { url: notificationUrl, account, paymentId: payment.id, action };
      if (switches.lose) return log(`Mercado Pago simulado: webhook del pago ${payment.id} perdido (simulado)`);
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
