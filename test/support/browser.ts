// Debian's Chromium driven by playwright-core, kept off the network, with a helper that writes
// screenshots as test artifacts under test-results/screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const SCREENSHOT_DIR = join('test-results', 'screenshots');

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
    return context;
  };
  return browser;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Waits until a published page has become the live app (hydrated; see web/src/app/app.tsx). Before
 * that its forms and buttons are HTML without behaviour: a test that types or clicks earlier races
 * the hydration, which a busy machine makes slow.
 */
export async function waitForLiveApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
}
