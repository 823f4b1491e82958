// The order a checkout page sent to Mercado Pago, remembered for that page's own history entry
// (React Router's location.key, which the browser keeps with the entry), in the tab's session
// storage so it outlives the trip to Mercado Pago and back. The Back button that returns to this
// very page finds the purchase it made and can say it is already paid; a new visit to the
// checkout (buying, renewing a planning) is a new history entry and starts clean.
const storageKey = (entryKey: string, itemId: string) => `impulso.checkout-sent.${entryKey}.${itemId}`;

export function sentOrderOf(entryKey: string, itemId: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(entryKey, itemId));
  } catch {
    return null; // Storage blocked (private mode): the checkout then shows what the order tells.
  }
}

export function rememberSentOrder(entryKey: string, itemId: string, orderId: string): void {
  try {
    window.sessionStorage.setItem(storageKey(entryKey, itemId), orderId);
  } catch {
    // As above: nothing to remember it in.
  }
}
