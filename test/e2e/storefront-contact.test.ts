// The contact form end to end: checked in the browser with the server's rules, sent to the local
// API, stored and e-mailed to the store (read back from the local mailbox), with a clear
// confirmation — and a failure shown in Spanish without losing what the person wrote.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readMailbox } from '../../infra/local/mailbox';
import { launchBrowser, screenshot, waitForLiveApp } from '../support/browser';

const stack = inject('stack');

describe('contact form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openContact(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/contact`);
    await page.getByRole('textbox', { name: 'Mensaje' }).waitFor({ timeout: 60_000 });
    await waitForLiveApp(page);
    return page;
  }

  it('shows each field error in Spanish, focuses the first one, and sends nothing', async () => {
    const page = await openContact();
    let requests = 0;
    page.on('request', (request) => {
      if (request.url() === stack.graphqlUrl && (request.postData() ?? '').includes('SendContactMessage')) requests += 1;
    });
    await page.getByRole('textbox', { name: 'E-mail' }).fill('no-es-un-mail');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Corto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    const text = await form.innerText();
    expect(text).toContain('Ingresá tu nombre.');
    expect(text).toContain('Ingresá un e-mail válido.');
    expect(text).toContain('Ingresá un asunto.');
    expect(text).toContain('El mensaje debe tener al menos 10 caracteres.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    expect(await page.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'contact-errors-desktop');
    // Errors follow the typing once the person fixes a field.
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
    await expect.poll(() => form.innerText()).not.toContain('Ingresá tu nombre.');
    expect(requests).toBe(0);
    await page.close();
  });

  it('sends a valid message: confirmation on screen, e-mail to the store in the local mailbox', async () => {
    const page = await openContact();
    const subject = `Consulta sobre la vertical ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.perez@example.com');
    await page.getByRole('textbox', { name: 'Asunto' }).fill(subject);
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Hola, ¿el curso de vertical sirve si nunca hice parada de manos?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const confirmation = page.getByTestId('contact-confirmation');
    await confirmation.waitFor({ timeout: 60_000 });
    expect(await confirmation.innerText()).toContain('¡Gracias, Ana Pérez! Recibimos tu mensaje.');
    expect(await confirmation.innerText()).toContain('ana.perez@example.com');
    await screenshot(page, 'contact-sent-desktop');

    await expect
      .poll(async () => (await readMailbox(stack.mailboxDir)).find((mail) => mail.subject === `Consulta web: ${subject}`), {
        timeout: 60_000,
      })
      .toBeTruthy();
    const mail = (await readMailbox(stack.mailboxDir)).find((candidate) => candidate.subject === `Consulta web: ${subject}`);
    expect(mail?.to).toBe('contacto@impulso.local');
    expect(mail?.replyTo).toBe('ana.perez@example.com');
    expect(mail?.text).toContain('¿el curso de vertical sirve');

    // "Enviar otro mensaje" brings back an empty form.
    await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
    expect(await page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('');
    await page.close();
  });

  it('a message that cannot reach the store is reported in Spanish and kept in the form', async () => {
    const page = await openContact();
    // The API is unreachable for this page only (the network drops the request).
    await page.route(stack.graphqlUrl, (route) => {
      if ((route.request().postData() ?? '').includes('SendContactMessage')) return route.abort('connectionrefused');
      return route.continue();
    });
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Pérez');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.perez@example.com');
    await page.getByRole('textbox', { name: 'Asunto' }).fill('Consulta');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Quiero saber más sobre la planificación Box.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const alert = page.locator('.form-error[role="alert"]');
    await alert.waitFor({ timeout: 60_000 });
    expect(await alert.innerText()).toContain('No pudimos enviar tu mensaje. No pudimos conectarnos con la tienda.');
    expect(await page.getByRole('textbox', { name: 'Mensaje' }).inputValue()).toBe('Quiero saber más sobre la planificación Box.');
    await page.close();
  });
});
