// When a published page fetches the app's code (issue 42, the storefront's weight). The page is
// drawn from its HTML and its links work as plain links: the app (≈ 140 KB of JavaScript in
// about 40 requests, and the full stylesheet once it hydrates) adds only what a visitor does with
// the page — the phone menu, the account corner, the live re-read of prices. So:
// - a visitor with a session (Cognito's tokens in this browser) gets it as before, once the page's
//   largest picture is on screen (the header then shows their account);
// - a visitor without one gets it at their first sign of use: a touch, a tap, a key, the mouse
//   moving or the wheel turning. A page only looked at costs its HTML, its pictures and this entry.
// A tap on one of the page's buttons (the phone menu) before the app has hydrated is held and
// pressed again once it has, so the first tap is never lost while the code arrives.

/** Amplify's token store writes `CognitoIdentityServiceProvider.<clientId>.<user>.accessToken` / `.refreshToken`. */
const TOKEN_KEY = /^CognitoIdentityServiceProvider\.[^.]+\..+\.(accessToken|refreshToken)$/;

/**
 * Whether this browser holds a session of the store (any app client: /config.json, which names
 * it, is not read yet). Storage that cannot be read counts as a session: the app then decides.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (TOKEN_KEY.test(storage.key(index) ?? '')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** What counts as the visitor using the page. Scrolling on a phone starts with a touch. */
const USE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/** Resolves at the visitor's first use of the page. */
export function firstUse(target: EventTarget = globalThis): Promise<void> {
  return new Promise((used) => {
    const options = { once: true, capture: true, passive: true } as const;
    for (const type of USE_EVENTS) target.addEventListener(type, () => used(), options);
  });
}

const isHydrated = (document: Document) => document.documentElement.dataset['hydrated'] === 'true';

/**
 * Holds a click on a button of the page (`type="button"`: the phone menu, not a form's submit,
 * which the page itself disables until it is live) made before the app hydrated, and clicks it
 * again once the app has (app.tsx sets `data-hydrated` on <html> then). Only the last one is kept.
 */
export function replayEarlyButtonClicks(document: Document): void {
  if (isHydrated(document)) return;
  let held: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    if (isHydrated(document)) return;
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(button instanceof HTMLButtonElement) || !button.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  document.addEventListener('click', hold, { capture: true });
  const observer = new MutationObserver(() => {
    if (!isHydrated(document)) return;
    observer.disconnect();
    document.removeEventListener('click', hold, { capture: true });
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}
