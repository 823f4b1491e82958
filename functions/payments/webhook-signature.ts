// Mercado Pago's webhook signature. The `x-signature` header is "ts=<timestamp>,v1=<hex>", where
// v1 is HMAC-SHA256, keyed with the application's webhook secret, over the manifest
//   id:<data.id>;request-id:<x-request-id>;ts:<ts>;
// (data.id from the notification URL's query string, lower-cased when alphanumeric; a part whose
// value is missing is left out). Checked in constant time. The timestamp's age refuses nothing:
// Mercado Pago retries a failed delivery after 15 minutes and later, and a notification is only a
// hint to re-read the payment (docs/decisions/, "A notification is a hint"); the age is reported
// so the caller can treat a late one like an unsigned one.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureParts {
  dataId: string | null;
  requestId: string | null;
  ts: string;
}

export interface ParsedSignature {
  ts: string;
  v1: string;
}

/** Reads "ts=…,v1=…" (order and spaces do not matter); null when either part is missing. */
export function parseSignatureHeader(header: string | undefined | null): ParsedSignature | null {
  if (!header) return null;
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const [key, ...rest] = piece.split('=');
    if (key && rest.length > 0) parts.set(key.trim(), rest.join('=').trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 && /^\d+$/.test(ts) && /^[0-9a-f]+$/i.test(v1) ? { ts, v1: v1.toLowerCase() } : null;
}

export function signatureManifest({ dataId, requestId, ts }: SignatureParts): string {
  let manifest = '';
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  manifest += `ts:${ts};`;
  return manifest;
}

function computeSignature(secret: string, parts: SignatureParts): string {
  return createHmac('sha256', secret).update(signatureManifest(parts)).digest('hex');
}

/** Mercado Pago's ts is documented in seconds and seen in milliseconds; accept both. */
function timestampMillis(ts: string): number {
  const value = Number(ts);
  return value > 1e12 ? value : value * 1000;
}

export type SignatureCheck =
  | { valid: true; secretIndex: number; /** Seconds between ts and now (negative: ts in the future). */ ageSeconds: number }
  | { valid: false; reason: 'MISSING' | 'MISMATCH' };

export interface VerifySignatureInput {
  header: string | undefined | null;
  requestId: string | undefined | null;
  dataId: string | undefined | null;
  /** Every secret that may have signed (one per seller application). */
  secrets: readonly string[];
  now: Date;
}

/** Which secret signed the notification, if any did, and how old its timestamp is. */
export function verifyWebhookSignature(input: VerifySignatureInput): SignatureCheck {
  const signature = parseSignatureHeader(input.header);
  if (!signature) return { valid: false, reason: 'MISSING' };
  const received = Buffer.from(signature.v1, 'hex');
  let match = -1;
  // Every secret is checked (no early exit) so timing does not tell which seller signed.
  input.secrets.forEach((secret, index) => {
    const expected = Buffer.from(
      computeSignature(secret, { dataId: input.dataId ?? null, requestId: input.requestId ?? null, ts: signature.ts }),
      'hex',
    );
    if (expected.length === received.length && timingSafeEqual(expected, received) && match < 0) match = index;
  });
  if (match < 0) return { valid: false, reason: 'MISMATCH' };
  return { valid: true, secretIndex: match, ageSeconds: Math.round((input.now.getTime() - timestampMillis(signature.ts)) / 1000) };
}
