// The order's number as people read it: a short code such as "IMP-7K3Q-2M", given once when the
// order is created, claimed with a conditional write (data/orders-repository.ts) so no two orders
// ever share one, and never given again. Orders created before codes existed have none: they are
// shown with the first 8 characters of their id (see docs/decisions/), which is what they are.
// Pure and free of Node modules: the web reads numbers through it too.

// No 0/O, 1/I/L: read aloud, written down or typed from an e-mail without confusion (the same
// alphabet as the revocation tracking codes).
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const PREFIX = 'IMP';
/** 31^6 ≈ 8.9e8 codes: a clash is rare and simply draws another (conditional write). */
const LENGTH = 6;
const CODE_PATTERN = new RegExp(`^${PREFIX}-[${ORDER_CODE_ALPHABET}]{4}-[${ORDER_CODE_ALPHABET}]{2}$`);

/** A fresh code; `draw(max)` answers a uniform integer in [0, max) (crypto's randomInt on the server). */
export function newOrderCode(draw: (max: number) => number): string {
  const chars = Array.from({ length: LENGTH }, () => ORDER_CODE_ALPHABET[draw(ORDER_CODE_ALPHABET.length)]).join('');
  return `${PREFIX}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * What a person typed as an order number, as a code ("imp 7k3q 2m", "IMP-7K3Q-2M") or null when it
 * is not shaped like one (then it may be an order id, as in e-mails sent before codes existed).
 */
export function normalizeOrderCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(PREFIX) || compact.length !== PREFIX.length + LENGTH) return null;
  const body = compact.slice(PREFIX.length);
  const code = `${PREFIX}-${body.slice(0, 4)}-${body.slice(4)}`;
  return CODE_PATTERN.test(code) ? code : null;
}

/** The number shown for an order: its code, or for an order older than codes its id's first 8 characters. */
export function orderNumberOf(order: { id: string; code?: string | null }): string {
  return order.code ?? order.id.slice(0, 8);
}
