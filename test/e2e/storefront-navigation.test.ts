// The storefront's navigation rules: redirects of the spec, not-found for unknown paths and ids,
// the known-course rule, scroll to top, the header's navigation on a phone, the buy button's
// sign-in guard, and offers that show only while valid (evaluated at -03:00).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS, waitForLiveApp } from '../support/browser';
import { signInAdmin } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';

const stack = inject('stack');

interface AdminItem {
  id: string;
  name: string;
  price: number;
  isEnabled: boolean;
  isFeatured: boolean;
  offer: { price: number; validDateTimeFrom: string; validDateTimeTo: string } | null;
}

const UPDATE_ITEM = `mutation($input: UpdateItemInput!) { updateItem(input: $input) { id } }`;

async function adminItem(token: string, id: string): Promise<AdminItem> {
  const answer = await callGraphql<{ adminListItems: AdminItem[] }>(
    stack,
    { token },
    `query { adminListItems { id name price isEnabled isFeatured offer { price validDateTimeFrom validDateTimeTo } } }`,
  );
  const item = answer.data?.adminListItems.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no ${id} in adminListItems: ${JSON.stringify(answer.errors)}`);
  return item;
}

async function updateItem(token: string, item: AdminItem): Promise<void> {
  const answer = await callGraphql(stack, { token }, UPDATE_ITEM, { input: item });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
}

/** An ISO date-time written in the store's offset (-03:00), as the admin pages write offers. */
function storeDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() - 3 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}-03:00`;
}

describe('storefront navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<Page> {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] });
    await page.goto(`${stack.webUrl}${path}`);
    await page.locator('#main-content').waitFor({ timeout: 60_000 });
    return page;
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  it.each([
    ['/courses', '/all-courses', 'Cursos'],
    ['/plannings', '/all-plannings', 'Planificaciones'],
  ])('%s redirects to %s', async (from, to, heading) => {
    const page = await open(from);
    await page.waitForURL(`**${to}`);
    expect(await page.locator('h1').innerText()).toBe(heading);
    await page.close();
  });

  it.each(['/auth', '/admin', '/no-existe', '/cursos/course-1', '/courses/course-1/extra'])(
    '%s goes to the not-found page',
    async (from) => {
      const page = await open(from);
      await page.waitForURL('**/not-found');
      await page.getByTestId('not-found').waitFor();
      expect(await page.locator('h1').innerText()).toBe('No encontramos esta página');
      await page.close();
    },
  );

  it('an unknown course or planning id ends on the not-found page', async () => {
    for (const path of ['/courses/course-99', '/plannings/planning-99', '/courses/planning-1', '/plannings/course-1']) {
      const page = await open(path);
      await page.waitForURL('**/not-found', { timeout: 60_000 });
      await page.getByTestId('not-found').waitFor();
      await page.close();
    }
  });

  it('a known course that turns out missing keeps its address and shows not-found there', async () => {
    const admin = await signInAdmin(stack);
    const original = await adminItem(admin.accessToken, 'course-6');
    // The app starts while course-6 is in the catalogue, so it is a known course path.
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    // The live app's re-read of the catalogue, watched from before the page loads.
    const reread = page.waitForResponse(
      (response) => response.url().startsWith(stack.graphqlUrl) && (response.request().postData() ?? '').includes('query ListItems'),
    );
    await page.goto(`${stack.webUrl}/all-courses`);
    await page.locator('[data-item-id="course-6"]').waitFor({ timeout: 60_000 });
    // Live, and done re-reading the catalogue: a re-read after the change below would take the
    // card off the list before the click (what a busy machine did). The answer itself, not
    // 'networkidle': that fires once per page, after any 500 ms without requests, which a busy
    // machine can reach while the scripts still run, before the re-read starts.
    await waitForLiveApp(page);
    await reread;
    try {
      await updateItem(admin.accessToken, { ...original, isEnabled: false });
      await page.locator('[data-item-id="course-6"] a').click();
      await page.getByTestId('not-found').waitFor({ timeout: 60_000 });
      expect(pathOf(page)).toBe('/courses/course-6');
    } finally {
      await updateItem(admin.accessToken, original);
      await page.close();
    }
  });

  it('buying as a visitor asks to sign in first and comes back to the checkout', async () => {
    const page = await open('/courses/course-4');
    await page.getByTestId('buy-link').click();
    await page.waitForURL('**/auth/sign-in**', { timeout: 60_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/checkout/course-4');
    await page.close();
  });

  it('each navigation scrolls to the top', async () => {
    const page = await open('/');
    await page.locator('[data-section="planificaciones"] [data-item-id="planning-5"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-section="planificaciones"] [data-item-id="planning-5"] a').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('[data-section="planificaciones"] [data-item-id="planning-5"] a').click();
    await page.locator('h1', { hasText: 'Planificación Atlética Home' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('on a phone the navigation folds behind the menu button and works with the keyboard', async () => {
    const page = await open('/', 'phone');
    // The menu button answers once the published page is the live app.
    await waitForLiveApp(page);
    const toggle = page.getByRole('button', { name: 'Menú' });
    const navigation = page.getByRole('navigation', { name: 'Principal' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await navigation.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await navigation.getByRole('link', { name: 'Nosotros' }).waitFor();
    await screenshot(page, 'menu-open-phone');
    await navigation.getByRole('link', { name: 'Nosotros' }).press('Enter');
    await page.waitForURL('**/about-us');
    // The menu closes after choosing a page.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('the header links reach every public section on a desktop', async () => {
    const page = await open('/');
    const navigation = page.getByRole('navigation', { name: 'Principal' });
    for (const [label, path] of [
      ['Cursos', '/all-courses'],
      ['Planificaciones', '/all-plannings'],
      ['Nosotros', '/about-us'],
      ['Contacto', '/contact'],
    ] as const) {
      await navigation.getByRole('link', { name: label }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => navigation.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    }
    await page.close();
  });

  it('an offer shows only while valid: struck list price, offer price and its last day', async () => {
    const admin = await signInAdmin(stack);
    const original = await adminItem(admin.accessToken, 'course-2');
    const now = Date.now();
    const until = new Date(now + 10 * 86_400_000);
    try {
      // A future offer is not shown yet.
      await updateItem(admin.accessToken, {
        ...original,
        offer: {
          price: 9900,
          validDateTimeFrom: storeDateTime(until),
          validDateTimeTo: storeDateTime(new Date(until.getTime() + 86_400_000)),
        },
      });
      let page = await open('/');
      // A visitor browsing uses the page: the app comes with it, and re-reads the catalogue live
      // (the published HTML may still be the one before the change, while it is republished).
      await waitForLiveApp(page);
      await page.locator('[data-section="cursos"] [data-item-id="course-2"]').waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-section="ofertas"]').count()).toBe(0);
      expect(await page.locator('[data-section="cursos"] [data-item-id="course-2"]').innerText()).not.toContain('$ 9.900');
      await page.close();

      // A current one is: in its own section and on the card, with the day it ends (-03:00).
      await updateItem(admin.accessToken, {
        ...original,
        offer: { price: 10500, validDateTimeFrom: storeDateTime(new Date(now - 86_400_000)), validDateTimeTo: '2099-04-01T00:00:00-03:00' },
      });
      page = await open('/');
      await waitForLiveApp(page);
      const offerCard = page.locator('[data-section="ofertas"] [data-item-id="course-2"]');
      await offerCard.waitFor({ timeout: 60_000 });
      expect(await offerCard.locator('del').innerText()).toContain('$ 12.000');
      expect(await offerCard.locator('.item-price__current').innerText()).toContain('$ 10.500');
      // The window ends (exclusive) at midnight of 01/04: the last day to buy is 31/03.
      expect(await offerCard.innerText()).toContain('hasta el 31/03/2099');
      await screenshot(page, 'landing-with-offer-desktop');
      await page.close();

      page = await open('/courses/course-2');
      await waitForLiveApp(page);
      await page.locator('h1', { hasText: 'Respiración Nasal' }).waitFor({ timeout: 60_000 });
      const price = await page.locator('.purchase-panel [data-testid="item-price"]').innerText();
      expect(price).toContain('$ 10.500');
      expect(price).toContain('hasta el 31/03/2099');
      await page.close();
    } finally {
      await updateItem(admin.accessToken, original);
    }
  });
});
