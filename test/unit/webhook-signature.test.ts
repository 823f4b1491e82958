// Mercado Pago's x-signature: HMAC-SHA256 over "id:<data.id>;request-id:<x-request-id>;ts:<ts>;",
// checked against each seller's secret; its age refuses nothing (reported for the caller), and
// what a request to the notification URL is — signed webhook, IPN, unsigned, forged — and how far
// it can be trusted (functions/payments/notification-source.ts).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readNotification } from '../../functions/payments/notification-source';
import { parseSignatureHeader, signatureManifest, verifyWebhookSignature } from '../../functions/payments/webhook-signature';

const secret = 'secreto-del-vendedor-1';
const other = 'secreto-del-vendedor-2';
const ts = '1795000000';
const now = new Date(Number(ts) * 1000 + 20_000);
// Computed here from the documented manifest, independently of the module under test.
const sign = (key: string, manifest: string) => createHmac('sha256', key).update(manifest).digest('hex');
const v1 = sign(secret, `id:123456;request-id:req-1;ts:${ts};`);

const check = (overrides: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
  verifyWebhookSignature({
    header: `ts=${ts},v1=${v1}`,
    requestId: 'req-1',
    dataId: '123456',
    secrets: [other, secret],
    now,
    ...overrides,
  });

describe('webhook signature', () => {
  it('builds the documented manifest, lower-casing an alphanumeric id', () => {
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe('id:abc123;request-id:r;ts:1;');
    expect(signatureManifest({ dataId: null, requestId: 'r', ts: '1' })).toBe('request-id:r;ts:1;');
  });

  it('reads the header whatever the order and spacing', () => {
    expect(parseSignatureHeader(`v1=${v1}, ts=${ts}`)).toEqual({ ts, v1 });
    expect(parseSignatureHeader('ts=abc,v1=zz')).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
  });

  it('accepts a fresh signature and tells which secret signed it', () => {
    expect(check()).toEqual({ valid: true, secretIndex: 1, ageSeconds: 20 });
  });

  it('accepts a millisecond timestamp', () => {
    const tsMs = `${ts}000`;
    const header = `ts=${tsMs},v1=${sign(secret, `id:123456;request-id:req-1;ts:${tsMs};`)}`;
    expect(check({ header }).valid).toBe(true);
  });

  it('refuses a signature over another payment id or request id', () => {
    expect(check({ dataId: '123457' })).toEqual({ valid: false, reason: 'MISMATCH' });
    expect(check({ requestId: 'req-2' })).toEqual({ valid: false, reason: 'MISMATCH' });
  });

  it('refuses a signature made with an unknown secret', () => {
    expect(check({ secrets: [other] })).toEqual({ valid: false, reason: 'MISMATCH' });
  });

  it('accepts a genuine signature whatever its age, and reports the age (a retry 20 minutes later, a clock ahead)', () => {
    expect(check({ now: new Date(Number(ts) * 1000 + 20 * 60_000) })).toEqual({ valid: true, secretIndex: 1, ageSeconds: 1200 });
    expect(check({ now: new Date(Number(ts) * 1000 - 301_000) })).toEqual({ valid: true, secretIndex: 1, ageSeconds: -301 });
  });

  it('an old timestamp does not make a forgery pass', () => {
    expect(check({ now: new Date(Number(ts) * 1000 + 86_400_000), secrets: [other] })).toEqual({ valid: false, reason: 'MISMATCH' });
  });

  it('refuses a missing or malformed header', () => {
    expect(check({ header: undefined })).toEqual({ valid: false, reason: 'MISSING' });
    expect(check({ header: `ts=${ts}` })).toEqual({ valid: false, reason: 'MISSING' });
  });
});

describe('what a notification is, and how far it is trusted', () => {
  const signedHeaders = (requestId: string, dataId: string, key = secret) => ({
    'x-request-id': requestId,
    'x-signature': `ts=${ts},v1=${sign(key, `id:${dataId};request-id:${requestId};ts:${ts};`)}`,
  });
  const read = (request: { headers?: Record<string, string>; query?: Record<string, string>; body?: string | null }, at = now) =>
    readNotification({
      headers: request.headers ?? {},
      query: request.query ?? {},
      body: request.body ?? null,
      secrets: [other, secret],
      now: at,
    });

  it("a signed webhook names its payment and its seller, with the signature's age", () => {
    const body = JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: '123456' } });
    expect(read({ headers: signedHeaders('req-1', '123456'), query: { 'data.id': '123456', type: 'payment' }, body })).toEqual({
      kind: 'signed',
      hint: { topic: 'payment', resourceId: '123456' },
      secretIndex: 1,
      ageSeconds: 20,
      requestId: 'req-1',
    });
  });

  it('a signed webhook 20 minutes late is still signed (a late one is re-read, never refused)', () => {
    const late = read(
      { headers: signedHeaders('req-1', '123456'), query: { 'data.id': '123456', type: 'payment' } },
      new Date(Number(ts) * 1000 + 1_200_000),
    );
    expect(late).toMatchObject({ kind: 'signed', ageSeconds: 1200 });
  });

  it('a webhook whose signature does not verify is forged, whatever the topic', () => {
    expect(read({ headers: signedHeaders('req-1', '123456', other.slice(1)), query: { 'data.id': '123456', type: 'payment' } })).toEqual({
      kind: 'forged',
      reason: 'MISMATCH',
    });
    expect(read({ headers: { 'x-signature': 'garbage' }, query: { 'data.id': '1', type: 'merchant_order' } })).toEqual({
      kind: 'forged',
      reason: 'MISSING',
    });
  });

  it('IPN of each topic is an unsigned hint, its x-signature (documented as unverifiable) ignored', () => {
    const headers = { 'x-signature': `ts=${ts},v1=${'ab'.repeat(32)}`, 'x-request-id': 'r' };
    expect(read({ headers, query: { topic: 'payment', id: '77' } })).toEqual({
      kind: 'unsigned',
      hint: { topic: 'payment', resourceId: '77' },
      form: 'ipn',
    });
    expect(read({ query: { topic: 'merchant_order', id: '88' }, body: 'not json' })).toEqual({
      kind: 'unsigned',
      hint: { topic: 'merchant_order', resourceId: '88' },
      form: 'ipn',
    });
    expect(
      read({
        query: { topic: 'chargebacks' },
        body: JSON.stringify({ resource: 'https://api.mercadolibre.com/v1/chargebacks/99', topic: 'chargebacks' }),
      }),
    ).toEqual({
      kind: 'unsigned',
      hint: { topic: 'chargebacks', resourceId: '99' },
      form: 'ipn',
    });
  });

  it('a webhook without a signature is an unsigned hint; the webhook forms of other topics are read too', () => {
    expect(read({ query: { 'data.id': '5', type: 'payment' } })).toEqual({
      kind: 'unsigned',
      hint: { topic: 'payment', resourceId: '5' },
      form: 'webhook',
    });
    expect(read({ body: JSON.stringify({ type: 'topic_merchant_order_wh', data: { id: 6 } }) })).toMatchObject({
      kind: 'unsigned',
      hint: { topic: 'merchant_order', resourceId: '6' },
    });
  });

  it('other topics, ids that are not ids, and bodies that are not JSON are not acted on', () => {
    expect(read({ query: { topic: 'points', id: '1' } })).toEqual({ kind: 'not-for-us' });
    expect(read({ query: { topic: 'payment', id: '../../users/me' } })).toEqual({ kind: 'not-for-us' });
    expect(read({ query: { type: 'payment' }, body: '{not json' })).toEqual({ kind: 'invalid-body' });
  });
});
