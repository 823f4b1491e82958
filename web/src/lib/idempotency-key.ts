// A random key per purchase or subscription attempt. randomUUID needs a secure context (https or localhost); the
// fallback keeps checkout working on a plain-http preview address.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
