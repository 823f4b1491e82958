// Checks CloudFront signed cookies (custom policy) as CloudFront does before it serves a file:
// the three cookies present, the key pair id one of the key group's, the RSA-SHA1 signature of
// the policy with that public key, the policy's expiry, and its resource matching the address
// asked for. Written from CloudFront's documentation, independently of the signer the lessons
// function uses, so the local stack really checks what the function signs.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { fromCloudFrontBase64, parseStreamCookiePolicy, resourceMatches } from '../../functions/domain/stream-cookie-policy';

export interface CookieVerifierSettings {
  keyPairId: string;
  publicKeyPem: string;
  now?: Date;
}

export type CookieVerdict = { ok: true; expiresAt: Date } | { ok: false; code: 'MissingKey' | 'AccessDenied'; message: string };

/** Every value of each cookie in a Cookie header, in the order the browser sent them (the most specific path first). */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}

const publicKeys = new Map<string, KeyObject>();

/** The verdict on one request for `address` (scheme, host and path, without the query string). */
export function verifySignedCookies(cookieHeader: string | undefined, address: string, settings: CookieVerifierSettings): CookieVerdict {
  const policies = cookieValues(cookieHeader, 'CloudFront-Policy');
  const signatures = cookieValues(cookieHeader, 'CloudFront-Signature');
  const keyPairIds = cookieValues(cookieHeader, 'CloudFront-Key-Pair-Id');
  if (policies.length === 0 || signatures.length === 0 || keyPairIds.length === 0) {
    return { ok: false, code: 'MissingKey', message: 'Missing Key-Pair-Id query parameter or cookie value' };
  }
  let publicKey = publicKeys.get(settings.publicKeyPem);
  if (!publicKey) {
    publicKey = createPublicKey(settings.publicKeyPem);
    publicKeys.set(settings.publicKeyPem, publicKey);
  }
  const now = settings.now ?? new Date();
  // Cookies of two scopes (a preview's and the whole course's) may both be sent: any valid set opens.
  for (let index = 0; index < policies.length; index += 1) {
    if (keyPairIds[index] !== settings.keyPairId) continue;
    const policyJson = Buffer.from(fromCloudFrontBase64(policies[index] ?? ''), 'base64').toString('utf8');
    const signature = Buffer.from(fromCloudFrontBase64(signatures[index] ?? ''), 'base64');
    if (!verify('RSA-SHA1', Buffer.from(policyJson, 'utf8'), publicKey, signature)) continue;
    const policy = parseStreamCookiePolicy(policyJson);
    if (!policy || now.getTime() >= policy.expiresAt.getTime() || !resourceMatches(policy.resource, address)) continue;
    return { ok: true, expiresAt: policy.expiresAt };
  }
  return { ok: false, code: 'AccessDenied', message: 'Access denied' };
}
