// Checkout Pro preferences as Mercado Pago checks them: POST /checkout/preferences (items, back_urls,
// auto_return, notification_url, external_reference, payment_methods.installments, expiration) and
// the fields PUT /checkout/preferences/:id changes.
import { randomUUID } from 'node:crypto';
import { HttpError, isUrl, parseIsoDate } from './simulator-errors';
import type { SimulatedAccount, SimulatedPreference, SimulatorState } from './simulator-state';

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

const parseExpiration = (value: unknown, field: 'expiration_date_to' | 'expiration_date_from') => parseIsoDate(value, field);

export function createPreference(
  simulatorUrl: string,
  state: SimulatorState,
  account: SimulatedAccount,
  body: Record<string, unknown>,
): SimulatedPreference {
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
    init_point: `${simulatorUrl}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`,
    sandbox_init_point: `${simulatorUrl}/checkout/v1/redirect?pref_id=${encodeURIComponent(id)}`,
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
export const isExpired = (preference: SimulatedPreference) =>
  preference.expires &&
  ((preference.expiration_date_to !== null && Date.parse(preference.expiration_date_to) <= Date.now()) ||
    (preference.expiration_date_from !== null && Date.parse(preference.expiration_date_from) > Date.now()));

/** PUT /checkout/preferences/:id: the fields the store changes after creating a preference. */
export function updatePreference(
  state: SimulatorState,
  preference: SimulatedPreference,
  body: Record<string, unknown>,
): SimulatedPreference {
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
