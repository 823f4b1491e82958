// Mercado Pago's x-signature: HMAC-SHA256 over "id:<data.id>;request-id:<x-request-id>;ts:<ts>;",
// checked against each seller's secret, with a freshness window.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
    toleranceSeconds: 300,
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
    expect(check()).toEqual({ valid: true, secretIndex: 1 });
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

  it('refuses a stale or future timestamp outside the window', () => {
    expect(check({ now: new Date(Number(ts) * 1000 + 301_000) })).toEqual({ valid: false, reason: 'STALE' });
    expect(check({ now: new Date(Number(ts) * 1000 - 301_000) })).toEqual({ valid: false, reason: 'STALE' });
  });

  it('refuses a missing or malformed header', () => {
    expect(check({ header: undefined })).toEqual({ valid: false, reason: 'MISSING' });
    expect(check({ header: `ts=${ts}` })).toEqual({ valid: false, reason: 'MISSING' });
  });
});
