// The coupon applied at a checkout, kept in the tab's session storage per item, so reloading the
// checkout does not silently drop the discount the buyer saw. Only the code is kept: the price is
// always asked again from the server.
import { useCallback, useState } from 'react';

const storageKey = (itemId: string) => `impulso.checkout-coupon.${itemId}`;

function read(itemId: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(itemId));
  } catch {
    return null; // Storage blocked (private mode): the coupon is simply not remembered.
  }
}

function write(itemId: string, code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(storageKey(itemId), code);
    else window.sessionStorage.removeItem(storageKey(itemId));
  } catch {
    // As above: nothing to remember it in.
  }
}

export function useRememberedCoupon(itemId: string): [string | null, (code: string | null) => void] {
  const [code, setCode] = useState<string | null>(() => read(itemId));
  const remember = useCallback(
    (next: string | null) => {
      write(itemId, next);
      setCode(next);
    },
    [itemId],
  );
  return [code, remember];
}
