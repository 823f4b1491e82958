// The published contact page before its code runs, in Chromium: the app's scripts are held back, so
// the visitor meets the HTML alone. The submit button says the form is getting ready and cannot be
// used; pressing Enter in a field submits nothing natively (no GET with the message in the
// address, no POST to the page); what the visitor typed survives hydration, into the app's state
// (the message sent afterwards carries it).
import type { Browser, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, VIEWPORTS, waitForLiveApp } from '../support/browser';

const stack = inject('stack');

describe('the published contact form before hydration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('cannot be submitted before the app is live, keeps what was typed, and sends it once live', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const documentRequests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.isNavigationRequest()) documentRequests.push(`${request.method()} ${request.url()}`);
    });
    // Hold every script of the site until the form has been used as HTML.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.origin === new URL(stack.webUrl).origin && url.pathname.endsWith('.js'),
      async (route: Route) => {
        await held;
        await route.continue();
      },
    );
    try {
      await page.goto(`${stack.webUrl}/contact`, { waitUntil: 'commit' });
      const submit = page.getByTestId('contact-submit');
      await submit.waitFor({ timeout: 60_000 });
      expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
      expect(await submit.isDisabled()).toBe(true);
      expect(await submit.innerText()).toBe('Preparando el formulario…');
      expect(await page.locator('form[aria-label="Formulario de contacto"]').getAttribute('method')).toBe('post');

      const subject = `Antes de la hidratación ${Date.now()}`;
      await page.getByRole('textbox', { name: 'Nombre' }).fill('Beto Ruiz');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('beto.ruiz@example.com');
      await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola, ¿la planificación sirve para entrenar en casa?');
      await page.getByRole('textbox', { name: 'Asunto' }).fill(subject);
      // Implicit submission (Enter in a field) with the form's only submit button disabled: nothing.
      await page.getByRole('textbox', { name: 'Asunto' }).press('Enter');
      await screenshot(page, 'contact-before-hydration-phone');

      release();
      await waitForLiveApp(page);
      await expect.poll(() => submit.innerText()).toBe('Enviar mensaje');
      expect(await submit.isDisabled()).toBe(false);
      // Still the page that was opened: no native submit navigated anywhere.
      expect(page.url()).toBe(`${stack.webUrl}/contact`);
      expect(documentRequests).toEqual([`GET ${stack.webUrl}/contact`]);
      // What was typed is still there, and it is what the app holds: the message goes out with it.
      expect(await page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('Beto Ruiz');
      expect(await page.getByRole('textbox', { name: 'Asunto' }).inputValue()).toBe(subject);
      await submit.click();
      const confirmation = page.getByTestId('contact-confirmation');
      await confirmation.waitFor({ timeout: 60_000 });
      expect(await confirmation.innerText()).toContain('¡Gracias, Beto Ruiz! Recibimos tu mensaje.');
      expect(await confirmation.innerText()).toContain('beto.ruiz@example.com');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
