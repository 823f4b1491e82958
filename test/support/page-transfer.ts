// What a first view of a page transfers, as Chromium counts it (issue 42, the storefront's weight):
// a new browser context with its cache disabled, an emulated phone (Lighthouse's mobile screen:
// 412 × 823 at 1.75 device pixels), and each response's encoded bytes from the DevTools protocol
// (`encodedDataLength`: the body as sent, compressed where the server compressed it, with its
// headers — on the local server's HTTP/1.1 the headers of every response count, as Lighthouse's
// total-byte-weight counts them). Measured twice: the page as loaded and left alone, then after
// the visitor's first use of it (the mouse moving over it), once the live app has hydrated.
// Shared by the e2e test (test/e2e/landing-weight.test.ts) and the bench (bench/web.ts).
import type { Browser, Page } from 'playwright-core';

/** Network quiet: no request in flight for this long (Playwright's networkidle uses 500 ms). */
const QUIET_MS = 1000;

export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export interface TransferByType {
  /** The DevTools protocol's resource type: Document, Script, Stylesheet, Image, Font, Fetch, … */
  type: string;
  requests: number;
  bytes: number;
}

export interface PageTransfer {
  requests: number;
  bytes: number;
  byType: TransferByType[];
  /** Each response, largest first: path, type, encoded bytes, content-encoding. */
  resources: { path: string; type: string; bytes: number; encoding: string | null }[];
}

export interface FirstViewTransfer {
  /** The page loaded and left alone (network quiet). */
  untouched: PageTransfer;
  /** Everything up to the live app, hydrated and quiet, after the first use (null: not asked for). */
  afterFirstUse: PageTransfer | null;
}

interface Response {
  path: string;
  type: string;
  bytes: number;
  encoding: string | null;
}

function summary(responses: Iterable<Response>): PageTransfer {
  const resources = [...responses].sort((a, b) => b.bytes - a.bytes);
  const byType = new Map<string, TransferByType>();
  for (const resource of resources) {
    const entry = byType.get(resource.type) ?? { type: resource.type, requests: 0, bytes: 0 };
    entry.requests += 1;
    entry.bytes += resource.bytes;
    byType.set(resource.type, entry);
  }
  return {
    requests: resources.length,
    bytes: resources.reduce((total, resource) => total + resource.bytes, 0),
    byType: [...byType.values()].sort((a, b) => b.bytes - a.bytes),
    resources,
  };
}

/**
 * Resolves once no request has been in flight for `quietMs` (Lighthouse's and Playwright's "network
 * quiet", here on the protocol's own events so that it can be waited for again after the first use).
 */
function networkQuiet(inFlight: () => number, changed: (listener: () => void) => () => void, quietMs: number): Promise<void> {
  return new Promise((quiet) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (inFlight() === 0)
        timer = setTimeout(() => {
          stop();
          quiet();
        }, quietMs);
    };
    const stop = changed(check);
    check();
  });
}

/** Opens `url` in a fresh context and counts what it transfers, left alone and (optionally) after the first use. */
export async function measureFirstView(browser: Browser, url: string, options: { firstUse: boolean }): Promise<FirstViewTransfer> {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const pending = new Set<string>();
    const listeners = new Set<() => void>();
    const changed = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const notify = () => {
      for (const listener of [...listeners]) listener();
    };
    const started = new Map<string, { url: string; type: string; encoding: string | null }>();
    const finished = new Map<string, Response>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      pending.add(event.requestId);
      notify();
    });
    cdp.on('Network.loadingFailed', (event) => {
      pending.delete(event.requestId);
      notify();
    });
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      started.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other', encoding: headers['content-encoding'] ?? null });
    });
    cdp.on('Network.loadingFinished', (event) => {
      pending.delete(event.requestId);
      const response = started.get(event.requestId);
      if (response && !response.url.startsWith('data:')) {
        const { pathname, search, host } = new URL(response.url);
        finished.set(event.requestId, {
          path: host === new URL(url).host ? `${pathname}${search}` : response.url,
          type: response.type,
          bytes: event.encodedDataLength,
          encoding: response.encoding,
        });
      }
      notify();
    });
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(() => pending.size, changed, QUIET_MS);
    const untouched = summary(finished.values());
    if (!options.firstUse) return { untouched, afterFirstUse: null };
    // The live app re-reads the page's data once started: its first answer, then quiet again.
    const reread = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/graphql'), {
      timeout: 60_000,
    });
    await useThePage(page);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    await reread;
    await networkQuiet(() => pending.size, changed, QUIET_MS);
    return { untouched, afterFirstUse: summary(finished.values()) };
  } finally {
    await context.close();
  }
}

/** The visitor's first use of a page: the mouse moving over it (see web/src/app/published-boot.ts). */
async function useThePage(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
}

export const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
