// CloudFront's custom policy for signed cookies, as its documentation defines it: one statement,
// a resource (an address, "*" matching any run of characters) and an expiry in epoch seconds.
// The lessons function signs it; the local content server reads it back and checks it.

export interface StreamPolicy {
  resource: string;
  expiresAt: Date;
}

/** The policy's JSON, whitespace-free as CloudFront expects. */
export function streamCookiePolicy(resource: string, expiresAt: Date): string {
  return JSON.stringify({
    Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(expiresAt.getTime() / 1000) } } }],
  });
}

/** Reads a custom policy back; null when it is not one this store signs (one statement, a resource, an expiry). */
export function parseStreamCookiePolicy(json: string): StreamPolicy | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const statements = (value as { Statement?: unknown } | null)?.Statement;
  if (!Array.isArray(statements) || statements.length !== 1) return null;
  const statement = statements[0] as { Resource?: unknown; Condition?: { DateLessThan?: { 'AWS:EpochTime'?: unknown } } };
  const epoch = statement.Condition?.DateLessThan?.['AWS:EpochTime'];
  if (typeof statement.Resource !== 'string' || typeof epoch !== 'number' || !Number.isInteger(epoch)) return null;
  return { resource: statement.Resource, expiresAt: new Date(epoch * 1000) };
}

/** Whether an address matches a policy's resource: "*" any run of characters, "?" exactly one. */
export function resourceMatches(resource: string, address: string): boolean {
  const pattern = resource
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${pattern}$`, 's').test(address);
}

/** Back from CloudFront's URL-safe base64 (+ → -, = → _, / → ~) to standard base64. */
export const fromCloudFrontBase64 = (safe: string): string => safe.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/');
