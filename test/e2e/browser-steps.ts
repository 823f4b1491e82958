// The browser layer's given / when / then: the shared steps (test/support/steps.ts: a buyer, a
// paid purchase, the webhooks arriving) plus what only a browser does: a person signed in through
// the sign-in page, and a page that fits every screen width (with a screenshot at each).
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, VIEWPORTS } from '../support/browser';
import type { StackInfo } from '../support/stack-info';
import { given as apiGiven, then as apiThen, when } from '../support/steps';
import { fillSignIn, freshPage, waitForPath } from './auth-browser-steps';

/** The widths every store page is checked at: a small phone, a common phone, a laptop. */
const WIDTHS = [320, 390, 1366] as const;

interface Credentials {
  email: string;
  password: string;
}

export const given = {
  ...apiGiven,

  /** `page` signed in as `person` through the sign-in page, which then lands on `path`. */
  async signedInOn(page: Page, stack: StackInfo, person: Credentials, path: string): Promise<void> {
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent(path)}`);
    await fillSignIn(page, person.email, person.password);
    await waitForPath(page, path);
  },

  /** A new page of its own (its own session) where `person` signed in and landed on `path`. */
  async aSignedInPage(browser: Browser, stack: StackInfo, person: Credentials, path: string): Promise<Page> {
    const page = await freshPage(browser);
    await given.signedInOn(page, stack, person, path);
    return page;
  },
};

export { when };

export const then = {
  ...apiThen,

  /**
   * Screenshots of `page` at each width (test-results/screenshots/<name>-<width>.png); from
   * `fitsFrom` px up nothing may be wider than the screen. Leaves the page at the desktop size.
   */
  async itFitsEveryWidth(page: Page, name: string, fitsFrom = 320): Promise<void> {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${width}`);
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      if (width >= fitsFrom) expect(overflow, `${name} at ${width} px`).toBe(0);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  },
};
