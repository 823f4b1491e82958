// The lists a page at a time, in Chromium against the local stack: with more courses than one page
// (the 7 seeded + 7 published here = 14, pages of 12), the published /all-courses carries the first
// page and "Ver más" in its HTML, the live app re-reads the same page without moving anything
// (CLS ≤ 0.05), and "Ver más" pressed from the keyboard says it is loading, adds the next page,
// hands the focus to the first new card and disappears after the last page. The courses published
// here are archived at the end, so the next files see the seeded catalogue again.
import { join } from 'node:path';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { STOREFRONT_PAGE_SIZE } from '../../functions/domain/catalogue-pages';
import { launchBrowser, screenshot, waitForLiveApp } from '../support/browser';
import { layoutShiftSoFar, recordLayoutShift } from './layout-shift';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql, type Caller } from '../support/graphql-client';
import { ARCHIVE_ITEM, CREATE_ITEM, PUBLISH_ITEM, SAVE_PROGRAM, UPDATE_ITEM, adminCall, completePage } from '../support/admin-api';

const stack = inject('stack');

const SEEDED_COURSES = 7;
const EXTRA_COURSES = 7;
const suffix = Math.random().toString(36).slice(2, 7);

let admin: Caller;
const published: string[] = [];

async function publishCourse(n: number): Promise<string> {
  const course = await adminCall<{ id: string; name: string; programVersion: number }>(stack, admin, CREATE_ITEM, {
    input: { type: 'COURSE', seller: 'STORE', name: `Paginado ${n} ${suffix}`, price: 20000 + n },
  });
  await adminCall(stack, admin, UPDATE_ITEM, {
    input: { id: course.id, name: course.name, price: 20000 + n, isEnabled: false, isFeatured: false, offer: null, ...completePage },
  });
  await adminCall(stack, admin, SAVE_PROGRAM, {
    input: {
      itemId: course.id,
      programVersion: course.programVersion,
      hasCertificate: false,
      units: [{ name: 'Primeros pasos', topics: [{ name: 'Bienvenida', componentName: 'video-lesson', isPublic: true }] }],
    },
  });
  await adminCall(stack, admin, PUBLISH_ITEM, { id: course.id });
  published.push(course.id);
  return course.id;
}

const publishedHtml = async (path: string): Promise<string> => (await fetch(`${stack.webUrl}${path}`)).text();
const cardsIn = (html: string): number => html.match(/class="item-card" data-item-id=/g)?.length ?? 0;

/**
 * Waits (polling, in a hook, where expect.poll is not allowed) until the published list has "Ver
 * más" and the sitemap every course published here, or neither.
 */
async function waitForPublishedButton(shown: boolean): Promise<void> {
  await vi.waitFor(
    async () => {
      if ((await publishedHtml('/all-courses')).includes('Ver más cursos') !== shown) throw new Error('not republished yet');
      const sitemap = await publishedHtml('/sitemap.xml');
      if (published.some((id) => sitemap.includes(`/courses/${id}</loc>`) !== shown)) throw new Error('sitemap not republished yet');
    },
    { timeout: 120_000, interval: 250 },
  );
}

describe('"Ver más" on the lists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = { token: (await signInAdmin(stack)).accessToken };
    for (let n = 1; n <= EXTRA_COURSES; n += 1) await publishCourse(n);
    // Publishing is asynchronous to the admin's change: wait until the lists were republished.
    await waitForPublishedButton(true);
  });
  afterAll(async () => {
    for (const id of published) await callGraphql(stack, admin, ARCHIVE_ITEM, { id });
    await waitForPublishedButton(false);
    await browser?.close();
  });

  it('publishes the first page of courses and "Ver más" in the HTML; the landing shows that same first page', async () => {
    const list = await publishedHtml('/all-courses');
    expect(cardsIn(list)).toBe(STOREFRONT_PAGE_SIZE);
    expect(list).toContain('data-testid="load-more"');
    const landing = await publishedHtml('/');
    const landingCourses = landing.slice(landing.indexOf('data-section="cursos"'), landing.indexOf('data-section="planificaciones"'));
    expect(cardsIn(landingCourses)).toBe(STOREFRONT_PAGE_SIZE);
    // Every course past the first page has its own page and is in the sitemap.
    const sitemap = await publishedHtml('/sitemap.xml');
    for (const id of published) {
      expect(sitemap).toContain(`/courses/${id}</loc>`);
      expect((await fetch(`${stack.webUrl}/courses/${id}`)).status).toBe(200);
    }
    // The plannings fit in one page: no button there.
    expect(await publishedHtml('/all-plannings')).not.toContain('data-testid="load-more"');
  });

  it('keyboard: "Ver más" shows its loading state, adds the next page, moves the focus to it and disappears', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await recordLayoutShift(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // A failed load is reported with its address below; the console's copy has none.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.goto(`${stack.webUrl}/all-courses`, { waitUntil: 'commit' });
      const cards = page.locator('[aria-label="Cursos"] [data-item-id]');
      const more = page.getByRole('button', { name: 'Ver más cursos' });
      // From the HTML alone: the first page and the button.
      await more.waitFor({ timeout: 60_000 });
      expect(await cards.count()).toBe(STOREFRONT_PAGE_SIZE);
      await waitForLiveApp(page);
      // The live re-read of the first page agrees with the published one: nothing moves or changes.
      await page.waitForLoadState('networkidle');
      expect(await cards.count()).toBe(STOREFRONT_PAGE_SIZE);
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.05);

      // Hold the next page's answer so its loading state can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const nextPageRequests: unknown[] = [];
      await page.route(stack.graphqlUrl, async (route: Route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as { query?: string; variables?: { nextToken?: string | null } };
        if (body.query?.includes('query ListItems') && body.variables?.nextToken) {
          nextPageRequests.push(body.variables);
          await held;
        }
        await route.continue();
      });
      await more.focus();
      await page.keyboard.press('Enter');
      const loading = page.getByTestId('load-more');
      await expect.poll(() => loading.innerText()).toBe('Cargando…');
      expect(await loading.getAttribute('aria-busy')).toBe('true');
      expect(await loading.isDisabled()).toBe(true);
      release();

      await expect.poll(() => cards.count()).toBe(SEEDED_COURSES + EXTRA_COURSES);
      expect(nextPageRequests).toHaveLength(1);
      expect(nextPageRequests[0]).toMatchObject({ type: 'COURSE', limit: STOREFRONT_PAGE_SIZE });
      // The last page was read: the button is gone, the focus is on the first new card's link.
      await expect.poll(() => page.getByTestId('load-more').count()).toBe(0);
      const firstNew = await cards.nth(STOREFRONT_PAGE_SIZE).getAttribute('data-item-id');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-item-id]')?.getAttribute('data-item-id'))).toBe(firstNew);
      expect(await page.getByRole('status').filter({ hasText: 'Se muestran' }).innerText()).toBe(
        `Se muestran ${SEEDED_COURSES + EXTRA_COURSES} cursos.`,
      );
      // Every card appears once.
      const ids = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-item-id')));
      expect(new Set(ids).size).toBe(ids.length);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each([320, 390, 1366])('at %i px the list with its button fits the screen (screenshot)', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    try {
      await page.goto(`${stack.webUrl}/all-courses`);
      await waitForLiveApp(page);
      const more = page.getByRole('button', { name: 'Ver más cursos' });
      await more.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const box = await more.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await screenshot(page, `all-courses-load-more-${width}`);
      // The screen a visitor sees when reaching the button (the full page above is tall at 320 px).
      await page.screenshot({ path: join('test-results', 'screenshots', `all-courses-load-more-${width}-at-button.png`) });
    } finally {
      await page.close();
    }
  });
});
