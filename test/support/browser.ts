// Debian's Chromium driven by playwright-core, kept off the network, with a helper that writes
// screenshots as test artifacts under test-results/screenshots. Every context records a
// Playwright trace (DOM snapshots of each action); when a test fails, the open contexts' traces
// and a screenshot of each open page are kept under test-results/failures (open a trace with
// `npx playwright-core show-trace <zip>` or any Playwright trace viewer).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const SCREENSHOT_DIR = join('test-results', 'screenshots');
const FAILURE_DIR = join('test-results', 'failures');

/** The contexts open in this test file's process, each recording a trace. */
const tracedContexts = new Set<BrowserContext>();

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * Playwright's own limit for an action or a navigation without a timeout of its own (a click, a
 * fill, a goto): 30 s by default, which a busy 2-core machine running stacks and builds alongside
 * can reach. Waits are on state (an element, a path), so a generous limit costs nothing when they pass.
 */
const ACTION_TIMEOUT_MS = 60_000;

/** Chromium, with every context it opens (browser.newPage makes one too) given ACTION_TIMEOUT_MS. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    // Snapshots only: screenshots every frame would cost a busy machine more than they tell.
    await context.tracing.start({ snapshots: true, screenshots: false });
    tracedContexts.add(context);
    context.on('close', () => tracedContexts.delete(context));
    return context;
  };
  return browser;
}

/**
 * Keeps what a failed test's browser showed: a screenshot of every open page and the trace of
 * every open context, named after the test. Tracing starts again, for the tests that follow in
 * the same contexts. Called by the e2e project's setup (test/e2e/keep-failure-traces.ts).
 */
export async function keepFailureArtifacts(testName: string): Promise<string[]> {
  if (tracedContexts.size === 0) return [];
  mkdirSync(FAILURE_DIR, { recursive: true });
  const base = testName
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  const kept: string[] = [];
  let contextNumber = 0;
  for (const context of tracedContexts) {
    contextNumber += 1;
    const pages = context.pages();
    for (const [pageNumber, page] of pages.entries()) {
      const path = join(FAILURE_DIR, `${base}-${contextNumber}-${pageNumber + 1}.png`);
      await page.screenshot({ path, fullPage: true }).then(
        () => kept.push(path),
        () => undefined, // a page that is gone has nothing to show
      );
    }
    const tracePath = join(FAILURE_DIR, `${base}-${contextNumber}.trace.zip`);
    await context.tracing.stop({ path: tracePath });
    kept.push(tracePath);
    await context.tracing.start({ snapshots: true, screenshots: false });
  }
  return kept;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until a published page has become the live app (hydrated; see web/src/app/app.tsx). Before
 * that its forms and buttons are HTML without behaviour: a test that types or clicks earlier races
 * the hydration, which a busy machine makes slow. A visitor without a session gets the app's code
 * at their first use of the page (web/src/app/published-boot.ts): the mouse moving over it is that
 * use here, once the page's entry listens (module scripts run before DOMContentLoaded).
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded', { timeout: 60_000 });
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
}
