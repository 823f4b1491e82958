// The local web server sends the security headers CloudFront sends (one definition,
// infra/shared/security-headers.ts), so every browser test runs under the production CSP; here
// the pages a person visits — storefront, sign-in, a lesson with its video from the content
// server, checkout with the API and Cognito — load with no CSP violation at all. A malformed
// address is the client's mistake: 400, not 500.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SECURITY_HEADER_SETTINGS } from '../../infra/shared/security-headers';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { signUpAndConfirm } from '../support/cognito-users';
import { fillSignIn, waitForPath } from './auth-browser-steps';

const stack = inject('stack');

const EXPECTED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

describe('security headers on the local web server', () => {
  it.each(['/', '/courses/course-1', '/config.json', '/_local/mailbox', '/favicon.svg', '/no-such-page'])(
    'sends the same set as CloudFront on %s',
    async (path) => {
      const response = await fetch(`${stack.webUrl}${path}`);
      for (const name of EXPECTED_HEADERS) expect(response.headers.get(name), name).toBeTruthy();
      expect(response.headers.get('x-frame-options')).toBe(SECURITY_HEADER_SETTINGS.frameOptions);
      expect(response.headers.get('referrer-policy')).toBe(SECURITY_HEADER_SETTINGS.referrerPolicy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(new URL(stack.graphqlUrl).origin);
      expect(csp).toContain(new URL(stack.cognitoUrl).origin);
    },
  );

  it.each(['/%E0%A4%A', '/courses/%', '/%ZZ'])('answers 400 to the malformed percent-encoding %s', async (path) => {
    const response = await fetch(`${stack.webUrl}${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });
});

describe('pages under the production CSP (browser)', () => {
  let browser: Browser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    // Every violation of the page's CSP, reported by the browser itself.
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the storefront, a lesson video and checkout, signed in, without a single violation', async () => {
    for (const path of ['/', '/all-courses', '/all-plannings', '/plannings/planning-1', '/about-us', '/contact']) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.locator('#main-content').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    }
    // A free preview: the signed video comes from the local content server (media-src).
    await page.goto(`${stack.webUrl}/lessons/course-1/course-1-t01`);
    await expect
      .poll(() => page.getByTestId('topic-video').evaluate((video) => (video as unknown as { readyState: number }).readyState), {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(1);
    // Signing in talks to Cognito (connect-src), the account page to the API.
    const user = await signUpAndConfirm(stack, { firstName: 'Clara', lastName: 'Seguridad' });
    await page.goto(`${stack.webUrl}/auth/sign-in?redirect=${encodeURIComponent('/my-orders')}`);
    await fillSignIn(page, user.email, user.password);
    await waitForPath(page, '/my-orders');
    await page.locator('#main-content').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    // Checkout first asks for billing details: the form validates with the server's zod rules.
    await page.goto(`${stack.webUrl}/checkout/course-2`);
    await waitForPath(page, /\/configure-first-billing-detail\/course-2|\/checkout\/course-2/);
    await page.locator('#main-content').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    expect(violations).toEqual([]);
  });
});
