// Whether a payment in cash's voucher address may be linked (docs/decisions/164): the server gives
// only Mercado Pago's own https addresses (the local simulator's locally); the web checks again
// before drawing a link, for the buyer's pending order and the admin's sale detail alike.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine (the local simulator); never credentials in the address. */
export function isLinkableVoucher(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}
