// Each public page of the storefront shows its real content (from the local stack's API and
// seed), in Spanish, and is captured at a phone and a desktop width under
// test-results/screenshots.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, VIEWPORTS, waitForLiveApp } from '../support/browser';

const stack = inject('stack');

describe('storefront pages', () => {
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

  /** Screenshots of a page at both widths, once its content is on screen. */
  async function captureAtBothWidths(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await open(path, viewport);
      await ready(page);
      // Lazy images below the fold load as the page scrolls: bring them in before the capture.
      await page.evaluate(async () => {
        for (const image of Array.from(document.images)) image.loading = 'eager';
        await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
        // A full-page capture draws the sticky header where the page is scrolled to.
        window.scrollTo(0, 0);
      });
      await screenshot(page, `${name}-${viewport}`);
      await page.close();
    }
  }

  it('landing: the store name, featured items, courses and plannings with their prices', async () => {
    const page = await open('/');
    await page.locator('[data-section="cursos"] [data-item-id]').first().waitFor();
    expect(await page.locator('.site-header .brand').innerText()).toContain('Impulso');
    expect(await page.locator('h1').innerText()).toContain('Entrená con un plan');
    const featured = page.locator('[data-section="destacados"] [data-item-id]');
    expect(await featured.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-item-id')))).toEqual([
      'course-1',
      'course-5',
      'planning-3',
    ]);
    // The seed's offers ended in 2024: no offers section, and full prices.
    expect(await page.locator('[data-section="ofertas"]').count()).toBe(0);
    const course5 = await page.locator('[data-section="cursos"] [data-item-id="course-5"]').innerText();
    expect(course5).toContain('Double Unders');
    expect(course5).toContain('$ 10.000');
    expect(course5).not.toContain('$ 8.999');
    expect(await page.locator('[data-section="planificaciones"] [data-item-id="planning-3"]').innerText()).toContain('$ 32.000');
    expect(await page.title()).toContain('Impulso');
    await page.close();
    await captureAtBothWidths('/', 'landing', (p) => p.locator('[data-section="planificaciones"] [data-item-id]').first().waitFor());
  });

  it('all courses: seven cards with image, name, coach, store seller and price', async () => {
    const page = await open('/all-courses');
    const cards = page.locator('.item-card');
    await expect.poll(() => cards.count(), { timeout: 60_000 }).toBe(7);
    const card = await page.locator('[data-item-id="course-3"]').innerText();
    expect(card).toContain('Vertical: parada de manos desde cero');
    expect(card).toContain('Lucas Ferreyra');
    expect(card).toContain('Impulso');
    expect(card).toContain('$ 15.000');
    const image = page.locator('[data-item-id="course-3"] img');
    expect(await image.getAttribute('width')).toBe('800');
    expect(await image.getAttribute('height')).toBe('450');
    expect(await image.getAttribute('src')).toBe('/images/course-3.svg');
    // The first row loads at once; cards further down load lazily.
    expect(await page.locator('[data-item-id="course-1"] img').getAttribute('loading')).toBe('eager');
    expect(await page.locator('[data-item-id="course-7"] img').getAttribute('loading')).toBe('lazy');
    expect(await page.locator('h1').innerText()).toBe('Cursos');
    await page.close();
    await captureAtBothWidths('/all-courses', 'all-courses', (p) => p.locator('.item-card').first().waitFor());
  });

  it('all plannings: five cards sold by Delfi', async () => {
    const page = await open('/all-plannings');
    const cards = page.locator('.item-card');
    await expect.poll(() => cards.count(), { timeout: 60_000 }).toBe(5);
    const card = await page.locator('[data-item-id="planning-4"]').innerText();
    expect(card).toContain('Planificación Halterofilia');
    expect(card).toContain('Delfina Ríos');
    expect(card).toMatch(/Vende\s*:?\s*Delfi\b/);
    expect(card).toContain('$ 26.000');
    await page.close();
    await captureAtBothWidths('/all-plannings', 'all-plannings', (p) => p.locator('.item-card').first().waitFor());
  });

  it('course page: description, the program with its free preview linked, the coach, price and buy', async () => {
    const page = await open('/courses/course-1');
    await page.locator('h1', { hasText: 'Formación en Entrenamiento Funcional' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="item-price"]').first().innerText()).toContain('$ 45.600');
    expect(await page.getByTestId('buy-link').getAttribute('href')).toBe('/checkout/course-1');
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Descripción', 'Programa', 'Coach']);
    expect(await page.locator('.item-description').innerText()).toContain('Qué vas a aprender');

    // The tabs are the page's HTML until it is hydrated: a click earlier would do nothing.
    await waitForLiveApp(page);
    await page.getByRole('tab', { name: 'Programa' }).click();
    const program = page.getByTestId('course-program');
    await program.waitFor();
    expect(await program.locator('.program-unit').count()).toBe(12);
    // 18 topics, one of them the certificate: 17 lessons, the figure every page gives (issue 26).
    expect(await program.locator('.program-topic').count()).toBe(18);
    expect(await program.innerText()).toContain('12 unidades · 17 clases · 3 h 31 min de video · 1 clase gratis');
    const previews = program.locator('.program-topic[data-public="true"]');
    expect(await previews.count()).toBe(1);
    expect(await previews.innerText()).toContain('Vista previa gratis');
    expect(await previews.locator('a').getAttribute('href')).toBe('/lessons/course-1/course-1-t01');
    // Topics that are not previews carry no link.
    expect(await program.locator('.program-topic[data-public="false"] a').count()).toBe(0);

    await page.getByRole('tab', { name: 'Coach' }).click();
    expect(await page.getByTestId('coach-profile').innerText()).toContain('Equipo Impulso');
    await page.close();

    for (const viewport of ['phone', 'desktop'] as const) {
      const shot = await open('/courses/course-3', viewport);
      await waitForLiveApp(shot);
      await shot.getByRole('tab', { name: 'Programa' }).click();
      await shot.getByTestId('course-program').waitFor();
      await screenshot(shot, `course-program-${viewport}`);
      await shot.close();
    }
    await captureAtBothWidths('/courses/course-1', 'course', (p) => p.getByRole('tab', { name: 'Descripción' }).waitFor());
  });

  it('course page: a course without previews says so and links none', async () => {
    const page = await open('/courses/course-2');
    await waitForLiveApp(page);
    await page.getByRole('tab', { name: 'Programa' }).click();
    const program = page.getByTestId('course-program');
    await program.waitFor({ timeout: 60_000 });
    // 4 topics, one of them the certificate: 3 lessons.
    expect(await program.innerText()).toContain('4 unidades · 3 clases');
    expect(await program.locator('a').count()).toBe(0);
    await page.close();
  });

  it('planning page: the plan, its phases, competitions, coach, price and buy', async () => {
    const page = await open('/plannings/planning-3');
    await page.locator('h1', { hasText: 'Planificación RX Elite' }).waitFor({ timeout: 60_000 });
    const main = await page.locator('#main-content').innerText();
    expect(main).toContain('$ 32.000');
    expect(main).toContain('16 semanas');
    expect(main).toContain('Delfina Ríos');
    const phases = page.getByTestId('planning-phases').getByRole('listitem');
    expect(await phases.count()).toBe(5);
    expect(await phases.first().textContent()).toContain('Semana 1');
    expect(await phases.nth(1).textContent()).toContain('Semanas 2 a 5');
    const competitions = await page.getByTestId('planning-competitions').innerText();
    expect(competitions).toContain('Desafío Andino RX');
    expect(competitions).toContain('12/09/2026 · Mendoza');
    expect(await page.getByTestId('buy-link').getAttribute('href')).toBe('/checkout/planning-3');
    await page.close();
    await captureAtBothWidths('/plannings/planning-3', 'planning', (p) => p.getByTestId('planning-phases').waitFor());
  });

  it('about page: the store, its two sellers and every coach of the catalogue', async () => {
    const page = await open('/about-us');
    await page.locator('.coach-card').first().waitFor({ timeout: 60_000 });
    const main = await page.locator('#main-content').innerText();
    expect(main).toContain('Sobre Impulso');
    expect(main).toContain('Delfi');
    const coaches = await page.locator('.coach-card h3').allInnerTexts();
    expect(coaches.sort()).toEqual(['Carla Benítez', 'Delfina Ríos', 'Equipo Impulso', 'Lucas Ferreyra', 'Martina Sosa']);
    expect(await page.locator('[data-coach="Lucas Ferreyra"] li').count()).toBe(4);
    await page.close();
    await captureAtBothWidths('/about-us', 'about', (p) => p.locator('.coach-card').first().waitFor());
  });

  it('contact and not-found pages render in Spanish', async () => {
    const contact = await open('/contact');
    await contact.getByRole('textbox', { name: 'Mensaje' }).waitFor({ timeout: 60_000 });
    expect(await contact.locator('h1').innerText()).toBe('Contacto');
    await contact.close();
    await captureAtBothWidths('/contact', 'contact', (p) => p.getByRole('textbox', { name: 'Mensaje' }).waitFor());
    await captureAtBothWidths('/not-found', 'not-found', (p) => p.getByTestId('not-found').waitFor());
  });
});
