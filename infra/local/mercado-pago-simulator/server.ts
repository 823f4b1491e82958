// A local Mercado Pago: the subset of its HTTP API the store uses, plus the pages a tester needs.
//   POST /checkout/preferences             create a Checkout Pro preference (X-Idempotency-Key)
//   GET  /checkout/preferences/:id
//   PUT  /checkout/preferences/:id          update it (the store expires a paid checkout)
//   GET  /v1/payments/:id
//   GET  /v1/payments/search                external_reference, range=date_last_updated&begin_date&end_date, sort, criteria, offset, limit (payment-search.ts)
//   POST /v1/payments/:id/refunds           full or partial refund (X-Idempotency-Key required; refund-rules.ts)
//   GET  /merchant_orders/:id, /v1/chargebacks/:id   what IPN names (notification-resources.ts)
//   GET  /checkout/v1/redirect?pref_id=…    the init_point: the buyer picks how the payment ends
//   POST /checkout/v1/pay                   makes the payment, sends the webhook, returns to back_urls
//   GET  /_simulator                        control panel; /_simulator/api/* the same as JSON
// API calls need "Authorization: Bearer <seller access token>" and only see that seller's data.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen, readBody as baseReadBody, redirect, sendHtml, sendJson } from '../http';
import { chargebackIdOf, notificationResource } from './notification-resources';
import { applyRefundSwitches, DEFAULT_REFUND_SWITCHES, refundRequestRefusal, type ApiRefusal, type RefundSwitches } from './refund-rules';
import { renderCheckoutPage, renderControlPanel, renderResultPage } from './simulator-pages';
import {
  openSimulatorState,
  type SellerName,
  type SimulatedAccount,
  type SimulatedPayment,
  type SimulatedPreference,
} from './simulator-state';
import { createWebhookSender } from './webhook-sender';
import { searchPayments, SearchError } from './payment-search';
import { isReversalAction, reversePayment, ReversalRefused } from './payment-reversals';

export interface MercadoPagoSimulatorOptions {
  port: number;
  dataDir: string;
  sellerNames?: Partial<Record<SellerName, string>>;
  log?: (line: string) => void;
}

export interface MercadoPagoSimulator {
  url: string;
  server: Server;
  accounts: readonly SimulatedAccount[];
  /** Waits for webhook deliveries under way. */
  idle(): Promise<void>;
}

const PAYABLE_OUTCOMES = new Set(['approved', 'pending', 'in_process', 'rejected', 'cancelled']);
const STATUS_DETAIL: Record<string, string> = {
  approved: 'accredited',
  pending: 'pending_waiting_payment',
  in_process: 'pending_contingency',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'by_collector',
  refunded: 'refunded',
  charged_back: 'settled',
  in_mediation: 'in_mediation',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error = 'bad_request',
    readonly causes: ApiRefusal['cause'] = [],
  ) {
    super(message);
  }
}

const refusedWith = (refusal: ApiRefusal) => new HttpError(refusal.status, refusal.message, refusal.error, refusal.cause);
const errorBody = (error: HttpError) => ({ message: error.message, error: error.error, status: error.status, cause: error.causes });

const MAX_BODY_BYTES = 200_000;
const readBody = (req: IncomingMessage): Promise<string> => baseReadBody(req, MAX_BODY_BYTES, () => new HttpError(413, 'body too large'));

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'invalid JSON body');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** payment_methods.installments: an integer 1–36, as Mercado Pago checks it. */
function parseInstallments(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const installments = (value as Record<string, unknown>)['installments'];
  if (installments === undefined) return null;
  if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1 || installments > 36) {
    throw new HttpError(400, 'installments invalid. Should be a number between 1 and 36.', 'invalid_payment_methods');
  }
  return installments;
}

/** An ISO 8601 date with its offset, or an error named as Mercado Pago names it. */
function parseExpiration(value: unknown, field: 'expiration_date_to' | 'expiration_date_from'): string | null {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    throw new HttpError(400, `${field} invalid`, `invalid_${field}`);
  }
  return value;
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export async function startMercadoPagoSimulator(options: MercadoPagoSimulatorOptions): Promise<MercadoPagoSimulator> {
  const log = options.log ?? (() => undefined);
  const url = `http://localhost:${options.port}`;
  const state = openSimulatorState(options.dataDir);
  const webhooks = createWebhookSender(log);
  let down = false;
  /** Testing aid: refunds refused as Mercado Pago refuses them when the seller's balance is short. */
  let refuseRefunds = false;
  const refundSwitches: RefundSwitches = { ...DEFAULT_REFUND_SWITCHES };
  /** How long after a change the payments search finds it (payment-search.ts). */
  let searchDelayMs = 0;
  const sellerName = (seller: SellerName) => options.sellerNames?.[seller] ?? seller;

  function authenticate(req: IncomingMessage): SimulatedAccount {
    const header = req.headers.authorization ?? '';
    const token = header.replace(/^Bearer\s+/i, '');
    const account = token ? state.accountByToken(token) : null;
    if (!account) throw new HttpError(401, 'invalid access token', 'unauthorized');
    return account;
  }

  /** Answers a repeated X-Idempotency-Key with the first answer, for the same seller. */
  async function idempotent(
    account: SimulatedAccount,
    req: IncomingMessage,
    res: ServerResponse,
    work: () => Promise<{ status: number; body: unknown }>,
  ): Promise<void> {
    const key = req.headers['x-idempotency-key'];
    const memoryKey = typeof key === 'string' && key ? `${account.seller}:${key}` : null;
    const remembered = memoryKey ? state.remembered(memoryKey) : null;
    if (remembered) return sendJson(res, remembered.status, remembered.body);
    let answer: { status: number; body: unknown };
    try {
      answer = await work();
    } catch (error) {
      // Strict: a refusal is the key's answer too, so a retry with the same key is refused again.
      if (!(error instanceof HttpError) || !refundSwitches.strictIdempotency || !memoryKey || error.status >= 500) throw error;
      answer = { status: error.status, body: errorBody(error) };
    }
    if (memoryKey && (answer.status < 300 || refundSwitches.strictIdempotency)) state.remember(memoryKey, answer);
    sendJson(res, answer.status, answer.body);
  }

  function createPreference(account: SimulatedAccount, body: Record<string, unknown>): SimulatedPreference {
    const items = body['items'];
    if (!Array.isArray(items) || items.length === 0) throw new HttpError(400, 'items needed');
    const parsedItems = items.map((raw, index) => {
      const item = raw as Record<string, unknown>;
      const quantity = item['quantity'];
      const unitPrice = item['unit_price'];
      if (typeof item['title'] !== 'string' || !item['title']) throw new HttpError(400, `items[${index}].title needed`);
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
        throw new HttpError(400, `items[${index}].quantity invalid`);
      if (typeof unitPrice !== 'number' || !(unitPrice > 0)) throw new HttpError(400, `items[${index}].unit_price invalid`);
      if (item['currency_id'] !== undefined && item['currency_id'] !== 'ARS') throw new HttpError(400, 'currency_id invalid (ARS)');
      return {
        ...(typeof item['id'] === 'string' ? { id: item['id'] } : {}),
        title: item['title'],
        ...(typeof item['description'] === 'string' ? { description: item['description'] } : {}),
        quantity,
        currency_id: 'ARS',
        unit_price: unitPrice,
      };
    });
    const backUrls = (body['back_urls'] ?? {}) as Record<string, unknown>;
    for (const key of ['success', 'pending', 'failure']) {
      if (backUrls[key] !== undefined && !isUrl(backUrls[key])) throw new HttpError(400, `back_urls.${key} invalid`);
    }
    const autoReturn = body['auto_return'];
    if (autoReturn !== undefined && autoReturn !== 'approved' && autoReturn !== 'all') throw new HttpError(400, 'auto_return invalid');
    if (autoReturn && !backUrls['success']) throw new HttpError(400, 'auto_return invalid. back_url.success must be defined');
    const notificationUrl = body['notification_url'];
    if (notificationUrl !== undefined && !isUrl(notificationUrl)) throw new HttpError(400, 'notification_url invalid');
    const externalReference = body['external_reference'];
    if (externalReference !== undefined && (typeof externalReference !== 'string' || externalReference.length > 256)) {
      throw new HttpError(400, 'external_reference invalid');
    }
    const installments = parseInstallments(body['payment_methods']);
    const expirationTo = parseExpiration(body['expiration_date_to'], 'expiration_date_to');
    const expirationFrom = parseExpiration(body['expiration_date_from'], 'expiration_date_from');
    const id = `${account.collectorId}-${randomUUID()}`;
    const preference: SimulatedPreference = {
      id,
      seller: account.seller,
      collector_id: account.collectorId,
      init_point: `${url}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`,
      sandbox_init_point: `${url}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`,
      items: parsedItems,
      payer: (body['payer'] ?? {}) as Record<string, unknown>,
      back_urls: {
        ...(typeof backUrls['success'] === 'string' ? { success: backUrls['success'] } : {}),
        ...(typeof backUrls['pending'] === 'string' ? { pending: backUrls['pending'] } : {}),
        ...(typeof backUrls['failure'] === 'string' ? { failure: backUrls['failure'] } : {}),
      },
      auto_return: typeof autoReturn === 'string' ? autoReturn : null,
      notification_url: typeof notificationUrl === 'string' ? notificationUrl : null,
      external_reference: typeof externalReference === 'string' ? externalReference : null,
      expires: body['expires'] === true,
      expiration_date_from: expirationFrom,
      expiration_date_to: expirationTo,
      ...(installments ? { payment_methods: { installments } } : {}),
      date_created: new Date().toISOString(),
      merchant_order_id: state.nextMerchantOrderId(),
    };
    state.putPreference(preference);
    return preference;
  }

  /** Checkout Pro takes payments only inside [expiration_date_from, expiration_date_to) when `expires`. */
  const isExpired = (preference: SimulatedPreference) =>
    preference.expires &&
    ((preference.expiration_date_to !== null && Date.parse(preference.expiration_date_to) <= Date.now()) ||
      (preference.expiration_date_from !== null && Date.parse(preference.expiration_date_from) > Date.now()));

  /** PUT /checkout/preferences/:id: the fields the store changes after creating a preference. */
  function updatePreference(preference: SimulatedPreference, body: Record<string, unknown>): SimulatedPreference {
    const updated: SimulatedPreference = { ...preference };
    if (body['expires'] !== undefined) {
      if (typeof body['expires'] !== 'boolean') throw new HttpError(400, 'expires invalid', 'invalid_expires');
      updated.expires = body['expires'];
    }
    if (body['expiration_date_to'] !== undefined)
      updated.expiration_date_to = parseExpiration(body['expiration_date_to'], 'expiration_date_to');
    if (body['expiration_date_from'] !== undefined) {
      updated.expiration_date_from = parseExpiration(body['expiration_date_from'], 'expiration_date_from');
    }
    if (body['payment_methods'] !== undefined) {
      const installments = parseInstallments(body['payment_methods']);
      if (installments) updated.payment_methods = { installments };
    }
    state.putPreference(updated);
    return updated;
  }

  function paymentView(payment: SimulatedPayment): Record<string, unknown> {
    const { seller: _seller, ...view } = payment;
    return view;
  }

  function changePaymentStatus(payment: SimulatedPayment, status: string, refundAmount?: number): SimulatedPayment {
    const now = new Date().toISOString();
    const changed: SimulatedPayment = {
      ...payment,
      status,
      status_detail: STATUS_DETAIL[status] ?? status,
      date_last_updated: now,
      date_approved: status === 'approved' ? now : payment.date_approved,
    };
    if (status === 'refunded') {
      const amount = refundAmount ?? payment.transaction_amount - payment.transaction_amount_refunded;
      changed.transaction_amount_refunded = payment.transaction_amount_refunded + amount;
      changed.refunds = [
        ...payment.refunds,
        { id: state.nextPaymentId(), payment_id: payment.id, amount, status: 'approved', date_created: now },
      ];
      // A partial refund leaves the payment approved (Mercado Pago reports it with status_detail).
      if (changed.transaction_amount_refunded < payment.transaction_amount) {
        changed.status = 'approved';
        changed.status_detail = 'partially_refunded';
      }
    }
    state.putPayment(changed);
    notifyChange(changed);
    return changed;
  }

  function notifyChange(payment: SimulatedPayment): void {
    const preference = state.preference(payment.preference_id);
    const chargeback = payment.status === 'charged_back' ? chargebackIdOf(payment) : null;
    webhooks.notify(state.accountOf(payment.seller), payment, preference?.notification_url ?? null, 'payment.updated', chargeback);
  }

  /** A refund Mercado Pago accepted ends as the switch says: approved now, pending, or rejected. */
  function makeRefund(payment: SimulatedPayment, amount: number): SimulatedPayment['refunds'][number] {
    if (refundSwitches.refundOutcome === 'approved') return changePaymentStatus(payment, 'refunded', amount).refunds.at(-1)!;
    const refund = {
      id: state.nextPaymentId(),
      payment_id: payment.id,
      amount,
      status: refundSwitches.refundOutcome,
      date_created: new Date().toISOString(),
    };
    const changed: SimulatedPayment = { ...payment, refunds: [...payment.refunds, refund], date_last_updated: refund.date_created };
    state.putPayment(changed);
    notifyChange(changed);
    return refund;
  }

  /** A pending refund ends (control panel): approved returns the money, rejected leaves the payment as it was. */
  function endPendingRefund(refundId: string, status: string): SimulatedPayment {
    const payment = state.payments().find((candidate) => candidate.refunds.some((refund) => String(refund.id) === refundId));
    const refund = payment?.refunds.find((candidate) => String(candidate.id) === refundId);
    if (!payment || !refund) throw new HttpError(404, 'refund not found', 'not_found');
    if (refund.status !== 'pending') throw new HttpError(400, `a ${refund.status} refund cannot change`);
    if (status !== 'approved' && status !== 'rejected') throw new HttpError(400, 'status must be approved or rejected');
    const others = payment.refunds.filter((candidate) => candidate !== refund);
    if (status === 'rejected') {
      const changed: SimulatedPayment = {
        ...payment,
        refunds: [...others, { ...refund, status: 'rejected' }],
        date_last_updated: new Date().toISOString(),
      };
      state.putPayment(changed);
      notifyChange(changed);
      return changed;
    }
    const refunded = changePaymentStatus({ ...payment, refunds: others }, 'refunded', refund.amount);
    // The approved refund keeps its id (changePaymentStatus appended a new one).
    const settled: SimulatedPayment = {
      ...refunded,
      refunds: [...others, { ...refund, status: 'approved' }],
    };
    state.putPayment(settled);
    return settled;
  }

  function pay(preference: SimulatedPreference, outcome: string, amountOverride: number | null, installments: number): SimulatedPayment {
    const now = new Date().toISOString();
    const item = preference.items[0];
    const payment: SimulatedPayment = {
      id: state.nextPaymentId(),
      seller: preference.seller,
      collector_id: preference.collector_id,
      preference_id: preference.id,
      merchant_order_id: preference.merchant_order_id,
      external_reference: preference.external_reference,
      status: outcome,
      status_detail: STATUS_DETAIL[outcome] ?? outcome,
      transaction_amount: amountOverride ?? preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0),
      transaction_amount_refunded: 0,
      currency_id: item?.currency_id ?? 'ARS',
      description: item?.title ?? '',
      payment_type_id: outcome === 'pending' ? 'ticket' : 'credit_card',
      payment_method_id: outcome === 'pending' ? 'rapipago' : 'visa',
      installments: outcome === 'pending' ? 1 : installments,
      payer: { email: typeof preference.payer['email'] === 'string' ? preference.payer['email'] : null },
      date_created: now,
      date_last_updated: now,
      date_approved: outcome === 'approved' ? now : null,
      refunds: [],
    };
    state.putPayment(payment);
    webhooks.notify(state.accountOf(preference.seller), payment, preference.notification_url, 'payment.created');
    return payment;
  }

  /** back_urls query parameters, as Checkout Pro documents them. */
  function backUrlFor(preference: SimulatedPreference, payment: SimulatedPayment): string | null {
    const base =
      payment.status === 'approved'
        ? preference.back_urls.success
        : payment.status === 'pending' || payment.status === 'in_process'
          ? preference.back_urls.pending
          : preference.back_urls.failure;
    if (!base) return null;
    return withQuery(base, {
      collection_id: String(payment.id),
      collection_status: payment.status,
      payment_id: String(payment.id),
      status: payment.status,
      external_reference: payment.external_reference ?? 'null',
      payment_type: payment.payment_type_id,
      merchant_order_id: String(payment.merchant_order_id),
      preference_id: preference.id,
      site_id: 'MLA',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    });
  }

  function ownPayment(account: SimulatedAccount, id: string): SimulatedPayment {
    const payment = state.payment(id);
    if (!payment || payment.seller !== account.seller) throw new HttpError(404, `Payment not found`, 'not_found');
    return payment;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<boolean> {
    const method = req.method ?? 'GET';
    const isApi =
      path === '/checkout/preferences' ||
      path.startsWith('/checkout/preferences/') ||
      path.startsWith('/v1/') ||
      path.startsWith('/merchant_orders/') ||
      path === '/users/me';
    if (!isApi) return false;
    if (down) throw new HttpError(503, 'service unavailable (simulated)', 'service_unavailable');
    const account = authenticate(req);
    const resource = notificationResource(state, account, method, path);
    if (resource) return (sendJson(res, resource.status, resource.body), true);

    if (method === 'GET' && path === '/users/me') {
      // The seller's own account, as Mercado Pago answers it for a valid access token.
      sendJson(res, 200, { id: account.collectorId, nickname: `VENDEDOR_${account.seller}`, site_id: 'MLA', country_id: 'AR' });
      return true;
    }
    if (method === 'POST' && path === '/checkout/preferences') {
      const body = await readJson(req);
      await idempotent(account, req, res, async () => ({ status: 201, body: createPreference(account, body) }));
      return true;
    }
    const preferenceMatch = /^\/checkout\/preferences\/([^/]+)$/.exec(path);
    if ((method === 'GET' || method === 'PUT') && preferenceMatch) {
      const preference = state.preference(decodeURIComponent(preferenceMatch[1] ?? ''));
      if (!preference || preference.seller !== account.seller) throw new HttpError(404, 'preference_id not found', 'invalid_id');
      sendJson(res, 200, method === 'PUT' ? updatePreference(preference, await readJson(req)) : preference);
      return true;
    }
    if (method === 'GET' && path === '/v1/payments/search') {
      const own = state.payments().filter((p) => p.seller === account.seller);
      try {
        const page = searchPayments(own, query, { now: Date.now(), searchDelayMs });
        sendJson(res, 200, { paging: page.paging, results: page.results.map(paymentView) });
      } catch (error) {
        if (error instanceof SearchError) throw new HttpError(400, error.message, error.error);
        throw error;
      }
      return true;
    }
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'POST' && refundMatch) {
      const key = req.headers['x-idempotency-key'];
      if (typeof key !== 'string' || !key) throw new HttpError(400, 'X-Idempotency-Key header is required', 'empty_required_header');
      const body = await readJson(req);
      await idempotent(account, req, res, async () => {
        // Read inside: a repeated key answers the first refund, whatever the payment is now.
        const payment = ownPayment(account, refundMatch[1] ?? '');
        const checked = refundRequestRefusal(payment, body, new Date(), refundSwitches);
        if ('refusal' in checked) throw refusedWith(checked.refusal);
        if (refuseRefunds) throw new HttpError(400, 'The collector does not have enough available balance', 'insufficient_money');
        return { status: 201, body: makeRefund(payment, checked.amount) };
      });
      return true;
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && paymentMatch) {
      sendJson(res, 200, paymentView(ownPayment(account, paymentMatch[1] ?? '')));
      return true;
    }
    throw new HttpError(404, `no route ${method} ${path}`, 'not_found');
  }

  async function handleCheckout(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<boolean> {
    if (req.method === 'GET' && path === '/checkout/v1/redirect') {
      const preference = state.preference(query.get('pref_id') ?? query.get('pref-id') ?? '');
      if (!preference) {
        sendHtml(res, 404, '<!doctype html><html lang="es-AR"><meta charset="utf-8"><h1>No encontramos este link de pago</h1></html>');
        return true;
      }
      sendHtml(res, 200, renderCheckoutPage(preference, sellerName(preference.seller), isExpired(preference)));
      return true;
    }
    if (req.method === 'POST' && path === '/checkout/v1/pay') {
      const form = await readForm(req);
      const preference = state.preference(form.get('pref_id') ?? '');
      if (!preference) throw new HttpError(404, 'preference not found', 'not_found');
      if (isExpired(preference)) {
        // Checkout Pro refuses a payment on an expired preference: the same page as opening it.
        sendHtml(res, 410, renderCheckoutPage(preference, sellerName(preference.seller), true));
        return true;
      }
      const maxInstallments = preference.payment_methods?.installments ?? 1;
      const installments = Number(form.get('installments') ?? 1);
      if (!Number.isInteger(installments) || installments < 1 || installments > maxInstallments) {
        throw new HttpError(400, `installments must be between 1 and ${maxInstallments}`, 'invalid_installments');
      }
      const outcome = form.get('outcome') ?? '';
      if (!PAYABLE_OUTCOMES.has(outcome)) throw new HttpError(400, 'outcome must be approved, pending, in_process, rejected or cancelled');
      // Testing aid: a payment for another amount than the preference's (a tampered checkout).
      const override = form.get('transaction_amount');
      const payment = pay(preference, outcome, override ? Number(override) : null, installments);
      const back = backUrlFor(preference, payment);
      const autoReturn = preference.auto_return === 'all' || (preference.auto_return === 'approved' && payment.status === 'approved');
      if (autoReturn && back) redirect(res, back);
      else redirect(res, `/checkout/v1/result?payment_id=${payment.id}`, 303);
      return true;
    }
    if (req.method === 'GET' && path === '/checkout/v1/result') {
      const payment = state.payment(query.get('payment_id') ?? '');
      const preference = payment ? state.preference(payment.preference_id) : null;
      if (!payment || !preference) throw new HttpError(404, 'payment not found', 'not_found');
      sendHtml(res, 200, renderResultPage(payment, backUrlFor(preference, payment)));
      return true;
    }
    return false;
  }

  function applySettings(values: {
    down?: unknown;
    duplicates?: unknown;
    delayMs?: unknown;
    hold?: unknown;
    lose?: unknown;
    refuseRefunds?: unknown;
    retryTimestamp?: unknown;
    refundOutcome?: unknown;
    strictIdempotency?: unknown;
    refundWindowDays?: unknown;
    searchDelayMs?: unknown;
  }): void {
    if (typeof values.down === 'boolean') down = values.down;
    if (values.retryTimestamp === 'keep' || values.retryTimestamp === 're-sign') webhooks.switches.retryTimestamp = values.retryTimestamp;
    applyRefundSwitches(refundSwitches, values);
    if (typeof values.refuseRefunds === 'boolean') refuseRefunds = values.refuseRefunds;
    const searchDelay = Number(values.searchDelayMs);
    if (values.searchDelayMs !== undefined && Number.isFinite(searchDelay) && searchDelay >= 0 && searchDelay <= 86_400_000) {
      searchDelayMs = searchDelay;
    }
    if (typeof values.hold === 'boolean') webhooks.switches.hold = values.hold;
    if (typeof values.lose === 'boolean') webhooks.switches.lose = values.lose;
    const duplicates = Number(values.duplicates);
    if (values.duplicates !== undefined && Number.isInteger(duplicates) && duplicates >= 0 && duplicates <= 100) {
      webhooks.switches.duplicates = duplicates;
    }
    const delay = Number(values.delayMs);
    if (values.delayMs !== undefined && Number.isFinite(delay) && delay >= 0 && delay <= 600_000) webhooks.switches.delayMs = delay;
  }

  function adminStatusChange(paymentId: string, status: string): SimulatedPayment {
    const payment = state.payment(paymentId);
    if (!payment) throw new HttpError(404, 'payment not found', 'not_found');
    const allowed: Record<string, string[]> = {
      pending: ['approved', 'rejected', 'cancelled'],
      in_process: ['approved', 'rejected', 'cancelled'],
      approved: ['refunded', 'charged_back', 'in_mediation'],
      in_mediation: ['approved', 'charged_back', 'refunded'],
    };
    if (!allowed[payment.status]?.includes(status)) {
      throw new HttpError(400, `a ${payment.status} payment cannot become ${status}`);
    }
    return changePaymentStatus(payment, status);
  }

  /**
   * A refund, partial refund or chargeback state made at Mercado Pago (the seller's panel, the card
   * issuer), not by the store's API call. `notify: false` loses every notification of this change.
   */
  function reversalAtMercadoPago(paymentId: string, action: unknown, amount: unknown, notify: boolean): SimulatedPayment {
    const payment = state.payment(paymentId);
    if (!payment) throw new HttpError(404, 'payment not found', 'not_found');
    if (!isReversalAction(action)) throw new HttpError(400, `unknown action ${String(action)}`);
    let changed: SimulatedPayment;
    try {
      changed = reversePayment(payment, action, {
        now: new Date(),
        ...(typeof amount === 'number' ? { amount } : {}),
        nextRefundId: () => state.nextPaymentId(),
      });
    } catch (error) {
      if (error instanceof ReversalRefused) throw new HttpError(400, error.message);
      throw error;
    }
    state.putPayment(changed);
    if (notify) {
      const preference = state.preference(payment.preference_id);
      webhooks.notify(state.accountOf(payment.seller), changed, preference?.notification_url ?? null, 'payment.updated');
    } else {
      log(`Mercado Pago simulado: notificaciones del pago ${payment.id} (${action}) perdidas (simulado)`);
    }
    return changed;
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<boolean> {
    if (!path.startsWith('/_simulator')) return false;
    const method = req.method ?? 'GET';
    const settings = () => ({ down, refuseRefunds, searchDelayMs, ...refundSwitches, ...webhooks.switches, held: webhooks.heldCount() });
    if (method === 'GET' && (path === '/_simulator' || path === '/_simulator/')) {
      sendHtml(
        res,
        200,
        renderControlPanel({
          accounts: state.accounts(),
          payments: state.payments(),
          switches: { down, refuseRefunds, ...refundSwitches, ...webhooks.switches },
          held: webhooks.heldCount(),
          deliveries: webhooks.deliveries(),
        }),
      );
      return true;
    }
    if (method === 'GET' && path === '/_simulator/api/accounts') return (sendJson(res, 200, state.accounts()), true);
    if (method === 'GET' && path === '/_simulator/api/payments') {
      const reference = query.get('external_reference');
      sendJson(
        res,
        200,
        state.payments().filter((p) => reference === null || p.external_reference === reference),
      );
      return true;
    }
    if (method === 'GET' && path === '/_simulator/api/deliveries') return (sendJson(res, 200, webhooks.deliveries()), true);
    if (method === 'GET' && path === '/_simulator/api/settings') return (sendJson(res, 200, settings()), true);
    if (method === 'POST' && path === '/_simulator/api/settings') {
      applySettings(await readJson(req));
      sendJson(res, 200, settings());
      return true;
    }
    const statusMatch = /^\/_simulator\/api\/payments\/([^/]+)\/status$/.exec(path);
    if (method === 'POST' && statusMatch) {
      const body = await readJson(req);
      sendJson(res, 200, adminStatusChange(statusMatch[1] ?? '', String(body['status'] ?? '')));
      return true;
    }
    const refundStatusMatch = /^\/_simulator\/api\/refunds\/([^/]+)\/status$/.exec(path);
    if (method === 'POST' && refundStatusMatch) {
      const body = await readJson(req);
      sendJson(res, 200, endPendingRefund(refundStatusMatch[1] ?? '', String(body['status'] ?? '')));
      return true;
    }
    const reversalMatch = /^\/_simulator\/api\/payments\/([^/]+)\/reversal$/.exec(path);
    if (method === 'POST' && reversalMatch) {
      const body = await readJson(req);
      sendJson(res, 200, reversalAtMercadoPago(reversalMatch[1] ?? '', body['action'], body['amount'], body['notify'] !== false));
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/reversal') {
      const form = await readForm(req);
      const amount = form.get('amount');
      reversalAtMercadoPago(
        form.get('payment_id') ?? '',
        form.get('action'),
        amount ? Number(amount.replace(',', '.')) : undefined,
        !form.has('lose'),
      );
      redirect(res, '/_simulator', 303);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/api/webhooks/release') {
      const body = await readJson(req);
      sendJson(res, 200, { released: webhooks.release(body['order'] === 'reverse' ? 'reverse' : 'received') });
      return true;
    }
    if (method === 'POST' && path === '/_simulator/api/webhooks/idle') {
      await webhooks.idle();
      sendJson(res, 200, { idle: true });
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/settings') {
      const form = await readForm(req);
      applySettings({
        down: form.has('down'),
        hold: form.has('hold'),
        lose: form.has('lose'),
        duplicates: form.get('duplicates') ?? undefined,
        delayMs: form.get('delayMs') ?? undefined,
        refuseRefunds: form.has('refuseRefunds'),
        strictIdempotency: form.has('strictIdempotency'),
        retryTimestamp: form.get('retryTimestamp') ?? undefined,
        refundOutcome: form.get('refundOutcome') ?? undefined,
        refundWindowDays: form.get('refundWindowDays') ?? undefined,
      });
      redirect(res, '/_simulator', 303);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/release') {
      const form = await readForm(req);
      webhooks.release(form.get('order') === 'reverse' ? 'reverse' : 'received');
      redirect(res, '/_simulator', 303);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/refund-status') {
      const form = await readForm(req);
      endPendingRefund(form.get('refund_id') ?? '', form.get('status') ?? '');
      redirect(res, '/_simulator', 303);
      return true;
    }
    if (method === 'POST' && path === '/_simulator/actions/payment-status') {
      const form = await readForm(req);
      adminStatusChange(form.get('payment_id') ?? '', form.get('status') ?? '');
      redirect(res, '/_simulator', 303);
      return true;
    }
    return false;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', url);
    const path = requestUrl.pathname.replace(/\/+$/, '') || '/';
    const query = requestUrl.searchParams;
    try {
      if (await handleApi(req, res, path, query)) return;
      if (await handleCheckout(req, res, path, query)) return;
      if (await handleControl(req, res, path, query)) return;
      if (path === '/') return redirect(res, '/_simulator');
      throw new HttpError(404, `no route ${req.method} ${path}`, 'not_found');
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (status === 500) log(`Mercado Pago simulado: error ${message}`);
      sendJson(res, status, error instanceof HttpError ? errorBody(error) : { message, error: 'internal_error', status, cause: [] });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  server.on('close', () => state.flush());
  await listen(server, options.port);
  log(`Mercado Pago simulado en ${url}/_simulator`);
  return { url, server, accounts: state.accounts(), idle: () => webhooks.idle() };
}
