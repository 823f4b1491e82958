// A published page is on screen before its code: a visitor's tap then must not be lost. Its links
// are plain links (the buy button too), so before hydration they navigate as any link does; the
// app's code is fetched once the page has painted its main picture, or at the first tap. Here the
// app's code is held back until the page has already left, so the click can only have worked as
// a plain link. A click while React hydrates is dispatched by React once it has hydrated the page
// synchronously (react-dom's event replaying for a dehydrated root); what lost it was the page
// jumping to the top at hydration under the finger, checked here too.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS, waitForLiveApp } from '../support/browser';
import { signInLink } from './auth-browser-steps';

const stack = inject('stack');

/** Holds the app's chunk (boot.ts imports main-*.js) until released; the entry itself loads. */
function holdAppCode() {
  const held: Route[] = [];
  let released = false;
  return {
    pattern: /\/assets\/main-[\w-]+\.js$/,
    handler: async (route: Route) => {
      if (released) await route.continue();
      else held.push(route);
    },
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

describe('a click before the published page has hydrated', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('"Comprar curso" before the app\'s code has arrived goes to the checkout (sign-in for a visitor)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const hold = holdAppCode();
    await page.route(hold.pattern, hold.handler);
    try {
      await page.goto(`${stack.webUrl}/courses/course-3`, { waitUntil: 'commit' });
      const buy = page.getByTestId('buy-link');
      await buy.waitFor({ timeout: 60_000 });
      // The page is drawn and the app is not: its code is being held (asked for at the latest by the tap).
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      await buy.click({ noWaitAfter: true });
      await page.waitForURL(/\/checkout\/course-3$|\/auth\/sign-in/, { timeout: 60_000, waitUntil: 'commit' });
      // The course page could not hydrate (its app code is held, whenever it was asked for): the
      // link worked as a plain link.
      await hold.release();
      // The checkout is an account page: a visitor is sent to sign in, and back to it after.
      await page.waitForURL('**/auth/sign-in**', { timeout: 60_000 });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout/course-3');
      await page.locator('#auth-card-title', { hasText: 'Ingresar' }).waitFor({ timeout: 60_000 });
    } finally {
      await hold.release();
      await page.close();
    }
  });

  it('a page scrolled before it hydrates stays where it is, and the tap there still buys', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const hold = holdAppCode();
    await page.route(hold.pattern, hold.handler);
    try {
      await page.goto(`${stack.webUrl}/courses/course-3`, { waitUntil: 'commit' });
      const buy = page.getByTestId('buy-link');
      await buy.waitFor({ timeout: 60_000 });
      await page.evaluate(() => window.scrollTo({ top: 240, behavior: 'instant' }));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await hold.release();
      await waitForLiveApp(page);
      // Hydrating is not a navigation: the page is not thrown back to the top under the visitor's
      // finger (a tap on its way would land on whatever moved there).
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await buy.click();
      await page.waitForURL('**/auth/sign-in**', { timeout: 60_000 });
    } finally {
      await hold.release();
      await page.close();
    }
  });

  it('the phone menu tapped before the app is live opens once it is (the tap brings the code)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const hold = holdAppCode();
    await page.route(hold.pattern, hold.handler);
    try {
      await page.goto(`${stack.webUrl}/`, { waitUntil: 'commit' });
      const toggle = page.locator('.nav-toggle');
      await toggle.waitFor({ timeout: 60_000 });
      await page.waitForLoadState('domcontentloaded', { timeout: 60_000 });
      // A visitor without a session: the tap is the page's first use, which asks for the app's code.
      const appCode = page.waitForRequest(hold.pattern, { timeout: 60_000 });
      await toggle.click();
      await appCode;
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await hold.release();
      await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
      // The tap held while the code arrived is pressed again by the live app: the menu is open.
      await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
      await page.locator('#site-navigation.site-nav--open').waitFor({ timeout: 60_000 });
    } finally {
      await hold.release();
      await page.close();
    }
  });

  it("a card on the landing before the app's code has arrived opens its course", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const hold = holdAppCode();
    await page.route(hold.pattern, hold.handler);
    try {
      await page.goto(`${stack.webUrl}/`, { waitUntil: 'commit' });
      const card = page.locator('.item-card__link[href="/courses/course-1"]').first();
      await card.waitFor({ timeout: 60_000 });
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      await card.click({ noWaitAfter: true });
      await page.waitForURL(/\/courses\/course-1$/, { timeout: 60_000, waitUntil: 'commit' });
      await hold.release();
      await waitForLiveApp(page);
      expect(await page.locator('#main-content h1').first().innerText()).toBe('Formación en Entrenamiento Funcional');
    } finally {
      await hold.release();
      await page.close();
    }
  });

  it('the header offers "Ingresar" before the app\'s code has arrived, kept back from a browser holding a session', async () => {
    const visitor = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const hold = holdAppCode();
    await visitor.route(hold.pattern, hold.handler);
    try {
      await visitor.goto(`${stack.webUrl}/courses/course-3`, { waitUntil: 'commit' });
      const signIn = signInLink(visitor);
      // Drawn in the page's HTML (the app's code is held): a plain link that comes back here.
      await signIn.waitFor({ timeout: 60_000 });
      expect(await visitor.locator('html').getAttribute('data-hydrated')).toBeNull();
      expect(await signIn.getAttribute('href')).toBe('/auth/sign-in?redirect=%2Fcourses%2Fcourse-3');
      await screenshot(visitor, 'header-before-the-app-desktop');
      await signIn.click({ noWaitAfter: true });
      await visitor.waitForURL('**/auth/sign-in?redirect=%2Fcourses%2Fcourse-3', { timeout: 60_000, waitUntil: 'commit' });
    } finally {
      await hold.release();
      await visitor.close();
    }

    // Someone signed in on this browser is about to see their name there, not an offer to sign in.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(() => localStorage.setItem('CognitoIdentityServiceProvider.client.person.accessToken', 'held'));
    const member = await context.newPage();
    const heldForMember = holdAppCode();
    await member.route(heldForMember.pattern, heldForMember.handler);
    try {
      await member.goto(`${stack.webUrl}/courses/course-3`, { waitUntil: 'commit' });
      await member.locator('html[data-stored-session="true"]').waitFor({ state: 'attached', timeout: 60_000 });
      expect(await member.locator('html').getAttribute('data-hydrated')).toBeNull();
      // Drawn in its place (nothing moves when the name arrives), but neither seen nor in the accessibility tree.
      expect(await member.locator('.account-menu--unsettled').getByText('Ingresar').count()).toBe(1);
      expect(await member.locator('.account-menu--unsettled').getByText('Ingresar').isVisible()).toBe(false);
      expect(await signInLink(member).count()).toBe(0);
    } finally {
      await heldForMember.release();
      await context.close();
    }
  });
});
