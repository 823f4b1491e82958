// The local Mercado Pago simulator as tests use it: pay a checkout the way the buyer's browser
// does (the form at the init_point), drive payments as the provider would (approve later,
// refund, chargeback), flip its switches, and sign webhooks with a seller's secret.
import { createHmac, randomUUID } from 'node:crypto';
import type { StackInfo } from './stack-info';

export type CheckoutOutcome = 'approved' | 'pending' | 'in_process' | 'rejected' | 'cancelled';

export interface SimulatorAccount {
  seller: 'STORE' | 'DELFI';
  collectorId: number;
  accessToken: string;
  webhookSecret: string;
}

export interface SimulatorPayment {
  id: number;
  status: string;
  external_reference: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  installments?: number;
  merchant_order_id: number;
  date_approved: string | null;
  refunds: { id: number; amount: number; status: string }[];
  status_detail?: string;
  payment_type_id?: string;
  /** A payment in cash: its voucher's date and page. */
  date_of_expiration?: string | null;
  transaction_details?: { external_resource_url: string | null };
}

function paymentsOf(stack: StackInfo): { simulatorUrl: string; webhookUrl: string } {
  if (!stack.payments) throw new Error('the stack was started without the Mercado Pago simulator');
  return stack.payments;
}

async function simulatorJson<T>(stack: StackInfo, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${paymentsOf(stack).simulatorUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`simulator ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Submits the checkout page's form at an init_point with the tester's choice, as the browser
 * does, and returns where the simulator sends the buyer (the store's back_url or its result page).
 */
export async function payAtCheckout(
  initPoint: string,
  outcome: CheckoutOutcome,
  options: { amountOverride?: number; installments?: number } = {},
): Promise<{ location: string | null; status: number; body: string }> {
  const url = new URL(initPoint);
  const page = await fetch(url);
  if (!page.ok) throw new Error(`checkout page answered ${page.status}`);
  const form = new URLSearchParams({ pref_id: url.searchParams.get('pref_id') ?? '', outcome });
  if (options.amountOverride !== undefined) form.set('transaction_amount', String(options.amountOverride));
  if (options.installments !== undefined) form.set('installments', String(options.installments));
  const response = await fetch(new URL('/checkout/v1/pay', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const body = await response.text();
  // 410: Checkout Pro refuses a payment on an expired checkout (the caller checks it).
  if (response.status >= 400 && response.status !== 410) throw new Error(`paying answered ${response.status}: ${body}`);
  return { location: response.headers.get('location'), status: response.status, body };
}

export const simulatorAccounts = (stack: StackInfo) => simulatorJson<SimulatorAccount[]>(stack, '/_simulator/api/accounts');

export const simulatorPayments = (stack: StackInfo, orderId: string) =>
  simulatorJson<SimulatorPayment[]>(stack, `/_simulator/api/payments?external_reference=${encodeURIComponent(orderId)}`);

/** The provider changes a payment: approve a pending one, refund, charge back. */
export const setPaymentStatus = (stack: StackInfo, paymentId: number, status: string) =>
  simulatorJson<SimulatorPayment>(stack, `/_simulator/api/payments/${paymentId}/status`, { status });

/** A payment in cash's voucher expires unpaid at Mercado Pago (cancelled / expired). */
export const expireVoucher = (stack: StackInfo, paymentId: number) =>
  simulatorJson<SimulatorPayment>(stack, `/_simulator/api/payments/${paymentId}/expire`, {});

export interface SimulatorSwitches {
  down?: boolean;
  duplicates?: number;
  delayMs?: number;
  hold?: boolean;
  /** Lose every webhook (retries exhausted). */
  lose?: boolean;
  /** Refuse refunds (insufficient balance). */
  refuseRefunds?: boolean;
  /** A webhook retry's signature: the first attempt's ts, or a fresh one. */
  retryTimestamp?: 'keep' | 're-sign';
  /** How an accepted refund comes back. */
  refundOutcome?: 'approved' | 'pending' | 'rejected';
  /** A retried idempotency key answers its first failure too. */
  strictIdempotency?: boolean;
  /** Days after approval a payment can be refunded. */
  refundWindowDays?: number;
}

/** The simulator's switches as the tests leave them (Mercado Pago's defaults). */
export const DEFAULT_SWITCHES: Required<SimulatorSwitches> = {
  down: false,
  duplicates: 0,
  delayMs: 0,
  hold: false,
  lose: false,
  refuseRefunds: false,
  retryTimestamp: 'keep',
  refundOutcome: 'approved',
  strictIdempotency: true,
  refundWindowDays: 180,
};

/** A pending refund ends at Mercado Pago (approved or rejected). */
export const setRefundStatus = (stack: StackInfo, refundId: number, status: 'approved' | 'rejected') =>
  simulatorJson<SimulatorPayment>(stack, `/_simulator/api/refunds/${refundId}/status`, { status });

export const setSimulatorSwitches = (stack: StackInfo, switches: SimulatorSwitches) =>
  simulatorJson<Required<SimulatorSwitches>>(stack, '/_simulator/api/settings', switches);

export const releaseHeldWebhooks = (stack: StackInfo, order: 'received' | 'reverse') =>
  simulatorJson<{ released: number }>(stack, '/_simulator/api/webhooks/release', { order });

/** Waits until every webhook the simulator is sending has been answered. */
/** Every notification the simulator sent (webhooks and IPN), with the store's answer to its last attempt. */
export const simulatorDeliveries = (stack: StackInfo) =>
  simulatorJson<{ form: 'webhook' | 'ipn'; topic: string; status: number | null; attempts: number }[]>(stack, '/_simulator/api/deliveries');

export const webhooksSettled = (stack: StackInfo) => simulatorJson<{ idle: true }>(stack, '/_simulator/api/webhooks/idle', {});

/** Posts an IPN to the store's webhook as Mercado Pago does (?topic=…&id=…, a signature nobody can check). */
export async function postIpn(stack: StackInfo, input: { topic: string; id: string }): Promise<number> {
  const url = new URL(paymentsOf(stack).webhookUrl);
  url.searchParams.set('topic', input.topic);
  url.searchParams.set('id', input.id);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': randomUUID(),
      'x-signature': `ts=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`,
    },
    body: JSON.stringify({ resource: input.id, topic: input.topic }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Posts a webhook without x-signature (Mercado Pago's, or anyone's): a hint to re-read. */
export async function postUnsignedWebhook(stack: StackInfo, input: { paymentId: string }): Promise<number> {
  const response = await fetch(`${paymentsOf(stack).webhookUrl}?data.id=${input.paymentId}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': randomUUID() },
    body: JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: input.paymentId } }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A payment notification as Mercado Pago signs it (headers lower-cased, query, body). */
export function signedNotification(input: { paymentId: string; secret: string; ts?: string; requestId?: string; signature?: string }) {
  const requestId = input.requestId ?? randomUUID();
  const ts = input.ts ?? String(Math.floor(Date.now() / 1000));
  const v1 =
    input.signature ?? createHmac('sha256', input.secret).update(`id:${input.paymentId};request-id:${requestId};ts:${ts};`).digest('hex');
  return {
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
    query: { 'data.id': input.paymentId, type: 'payment' },
    body: JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: input.paymentId } }),
  };
}

/** Posts a payment notification to the store's webhook, signed as told (or forged); answers its status and body. */
export async function postSignedWebhook(
  stack: StackInfo,
  input: Parameters<typeof signedNotification>[0],
): Promise<{ status: number; body: Record<string, unknown> }> {
  const notification = signedNotification(input);
  const response = await fetch(`${paymentsOf(stack).webhookUrl}?${new URLSearchParams(notification.query).toString()}`, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Posts a payment notification to the store's webhook, signed as told (or forged). */
export async function postWebhook(
  stack: StackInfo,
  input: { paymentId: string; secret: string; ts?: string; requestId?: string; signature?: string },
): Promise<number> {
  return (await postSignedWebhook(stack, input)).status;
}
