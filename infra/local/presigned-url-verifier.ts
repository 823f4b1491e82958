// Checks an S3 presigned request (SigV4 in the query string) as S3 does: the algorithm, the
// credential scope (access key, day, region, service), the signature over the canonical request,
// and the validity window (X-Amz-Date + X-Amz-Expires). Written from AWS's SigV4 documentation,
// independently of the SDK that signs, so the local stack really checks what the functions sign.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PresignedRequest {
  method: string;
  /** The path exactly as received (still percent-encoded). */
  rawPath: string;
  /** The query string exactly as received, without "?". */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface VerifierSettings {
  credentials: SigningCredentials;
  region: string;
  service?: string;
  now?: Date;
}

export type VerificationResult =
  | { ok: true; expiresAt: Date }
  | {
      ok: false;
      code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'AuthorizationQueryParametersError' | 'InvalidAccessKeyId';
      message: string;
    };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
/** S3 accepts requests signed up to 15 minutes in the future (clock skew). */
const MAX_SKEW_MS = 15 * 60 * 1000;

/** AWS's URI encoding: everything but unreserved characters, with uppercase hex. */
const awsUriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string): Buffer => createHmac('sha256', key).update(value, 'utf8').digest();

function parseQuery(rawQuery: string): [string, string][] | null {
  try {
    return rawQuery
      .split('&')
      .filter((pair) => pair.length > 0)
      .map((pair) => {
        const at = pair.indexOf('=');
        const name = at === -1 ? pair : pair.slice(0, at);
        const value = at === -1 ? '' : pair.slice(at + 1);
        return [decodeURIComponent(name), decodeURIComponent(value)];
      });
  } catch {
    return null;
  }
}

function parseAmzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? null : date;
}

const headerValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

const refuse = (code: Exclude<VerificationResult, { ok: true }>['code'], message: string): VerificationResult => ({
  ok: false,
  code,
  message,
});

export function verifyPresignedRequest(request: PresignedRequest, settings: VerifierSettings): VerificationResult {
  const service = settings.service ?? 's3';
  const now = settings.now ?? new Date();
  const pairs = parseQuery(request.rawQuery);
  if (!pairs) return refuse('AuthorizationQueryParametersError', 'Malformed query string.');
  const param = (name: string): string | undefined => pairs.find(([key]) => key === name)?.[1];

  const signature = param('X-Amz-Signature');
  const credential = param('X-Amz-Credential');
  const amzDate = param('X-Amz-Date');
  const expires = param('X-Amz-Expires');
  const signedHeaders = param('X-Amz-SignedHeaders');
  if (!signature && !credential) return refuse('AccessDenied', 'Access Denied');
  if (param('X-Amz-Algorithm') !== ALGORITHM || !signature || !credential || !amzDate || !expires || !signedHeaders) {
    return refuse('AuthorizationQueryParametersError', 'Query-string authentication requires the X-Amz-* parameters.');
  }

  const signedAt = parseAmzDate(amzDate);
  const lifeSeconds = /^\d+$/.test(expires) ? Number(expires) : NaN;
  if (!signedAt) return refuse('AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 basic format.');
  if (!(lifeSeconds >= 1 && lifeSeconds <= MAX_EXPIRES_SECONDS)) {
    return refuse('AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds.');
  }

  const [accessKeyId, day, region, scopeService, terminator, ...extra] = credential.split('/');
  if (accessKeyId !== settings.credentials.accessKeyId) {
    return refuse('InvalidAccessKeyId', 'The access key Id you provided does not exist in our records.');
  }
  if (
    extra.length > 0 ||
    day !== amzDate.slice(0, 8) ||
    region !== settings.region ||
    scopeService !== service ||
    terminator !== 'aws4_request'
  ) {
    return refuse('AuthorizationQueryParametersError', 'Error parsing the X-Amz-Credential parameter.');
  }

  const signedHeaderNames = signedHeaders.split(';');
  if (!signedHeaderNames.includes('host')) {
    return refuse('AuthorizationQueryParametersError', 'The host header must be signed.');
  }
  const canonicalQuery = pairs
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [awsUriEncode(key), awsUriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaderNames.map((name) => `${name}:${headerValue(request.headers[name])}\n`).join('');
  const payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${settings.credentials.secretAccessKey}`, day), region), service), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) {
    return refuse('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }

  const expiresAt = new Date(signedAt.getTime() + lifeSeconds * 1000);
  if (now.getTime() < signedAt.getTime() - MAX_SKEW_MS) return refuse('AccessDenied', 'Request is not valid yet');
  if (now.getTime() > expiresAt.getTime()) return refuse('AccessDenied', 'Request has expired');
  return { ok: true, expiresAt };
}
