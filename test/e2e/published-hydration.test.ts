// Each published page in a real browser: it is on screen from the HTML alone, then the same React
// components hydrate it (no hydration mismatch, no console error), it becomes interactive, and the
// page does not move while that happens and the live data arrives (CLS ≤ 0.05).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS, waitForLiveApp } from '../support/browser';
import { layoutShiftSoFar, recordLayoutShift } from './layout-shift';

const stack = inject('stack');

const PAGES = ['/', '/all-courses', '/all-plannings', '/courses/course-3', '/plannings/planning-3', '/about-us', '/contact', '/not-found'];

describe('published pages hydrate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)('%s: painted from HTML, hydrated without console errors, CLS ≤ 0.05', async (path) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await recordLayoutShift(page);
    try {
      // The content is in the document itself, before any script runs.
      await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'commit' });
      await page.locator('#main-content h1').first().waitFor({ timeout: 60_000 });
      await waitForLiveApp(page);
      // The live re-read after the start sequence: wait until the API answered and React settled.
      await page.waitForLoadState('networkidle');
      // Hydrated means interactive: the phone menu opens.
      const toggle = page.locator('.nav-toggle');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      const layoutShift = await layoutShiftSoFar(page);
      expect(layoutShift).toBeLessThanOrEqual(0.05);
      expect(problems).toEqual([]);
      await screenshot(page, `published${path === '/' ? '-landing' : path.replace(/\//g, '-')}-phone`);
    } finally {
      await page.close();
    }
  });

  it('an unknown path answers 404 and shows the not-found page, hydrated, at /not-found', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // Chromium reports the document's own 404 status as a console error: that one is expected.
      if (message.type() === 'error' && !message.text().includes('status of 404')) problems.push(message.text());
    });
    try {
      const response = await page.goto(`${stack.webUrl}/esta-pagina-no-existe`);
      expect(response?.status()).toBe(404);
      await waitForLiveApp(page);
      expect(await page.locator('h1').innerText()).toBe('No encontramos esta página');
      expect(new URL(page.url()).pathname).toBe('/not-found');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
