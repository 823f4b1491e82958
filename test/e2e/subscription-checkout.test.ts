// Buying a planning by the month (issue 39) in Chromium against the whole local stack: the admin
// opens a planning's editor, sets "Cómo se vende" to by the month ($ 32.000, 7 days free, 5 of
// grace) and sees it saved after a reload, and the planning's published HTML redrawn with it; a
// buyer opens the planning's page, which says "$ 32.000
// por mes" and what happens each month and offers no one-off purchase; "Suscribirme" leads to the
// checkout, which shows the first charge on the day the trial ends and the Botón de baja;
// "Autorizar en Mercado Pago" opens the simulator's authorization page, she authorizes, and back
// in Mis suscripciones the subscription is in its free trial at $ 32.000 por mes. The plannings
// listing's card says "$ 32.000 por mes" in the HTML and after the live re-read. Screens at 320,
// 390 and 1366 px of the editor, the planning page, the checkout and Mis suscripciones.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { ARCHIVE_ITEM, CREATE_ITEM, PUBLISH_ITEM, UPDATE_ITEM, adminCall, completePage } from '../support/admin-api';
import { launchBrowser, VIEWPORTS, waitForLiveApp } from '../support/browser';
import { as, buyerWithAddress } from '../support/buying';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { MY_SUBSCRIPTIONS, runSubscriptionChanges } from '../support/subscriptions-api';
import { waitForPath } from './auth-browser-steps';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };
const DAY_MS = 86_400_000;

describe('a planning sold by the month (browser)', () => {
  let browser: Browser;
  let admin: TestUser;
  let buyer: TestUser;
  let planningId: string;
  const planningName = `Fuerza por mes ${Math.random().toString(36).slice(2, 7)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    [admin, buyer] = await Promise.all([signInAdmin(stack), buyerWithAddress(stack)]);
    const created = await adminCall<{ id: string }>(stack, as(admin), CREATE_ITEM, {
      input: { type: 'PLANNING', seller: 'STORE', name: planningName, price: 90000 },
    });
    planningId = created.id;
    await adminCall(stack, as(admin), UPDATE_ITEM, {
      input: {
        id: planningId,
        name: planningName,
        price: 90000,
        isEnabled: false,
        isFeatured: false,
        offer: null,
        durationWeeks: 4,
        ...completePage,
      },
    });
    await adminCall(stack, as(admin), PUBLISH_ITEM, { id: planningId });
  });
  afterAll(async () => {
    // The catalogue as the other browser tests expect it (the sitemap's count, the lists).
    if (planningId) await callGraphql(stack, as(admin), ARCHIVE_ITEM, { id: planningId });
    await browser?.close();
  });

  const offerSection = (page: Page) => page.getByRole('region', { name: 'Cómo se vende' });

  it('the admin sets the planning monthly, with a free trial and grace days, and sees it saved on reload', async () => {
    const path = `/admin/plannings/${planningId}`;
    const page = await given.aSignedInPage(browser, stack, admin, path);
    const section = offerSection(page);
    await section.getByText('Guardado: Se vende una vez, por su duración.').waitFor(soon);
    await section.getByLabel('Por mes (suscripción)').check();
    // Saved without a price: refused under the field, named as labelled.
    await section.getByRole('button', { name: 'Guardar cómo se vende' }).click();
    expect(await section.locator('#offer-monthlyPrice-help').innerText()).toBe(
      'El precio mensual es obligatorio para vender la planificación por mes.',
    );
    await then.itFitsEveryWidth(page, 'subscription-offer-editor-error');
    await section.getByLabel('Precio mensual (ARS)').fill('32000');
    await section.getByLabel('Prueba gratis (días)').fill('7');
    await section.getByLabel('Período de gracia (días)').fill('5');
    await section.getByRole('button', { name: 'Guardar cómo se vende' }).click();
    await section.getByText('Guardamos cómo se vende.').waitFor(soon);
    // The planning's published page is drawn again with the offer: its HTML, before any script,
    // says "$ 32.000 por mes" and offers no one-off purchase.
    await expect
      .poll(async () => (await fetch(`${stack.webUrl}/plannings/${planningId}`)).text(), soon)
      .toContain('data-testid="monthly-price">$ 32.000 por mes<');
    const html = await (await fetch(`${stack.webUrl}/plannings/${planningId}`)).text();
    expect(html).not.toContain('data-testid="buy-link"');
    expect(html).not.toContain('Comprar planificación');
    // The lists are drawn again too (decision 161): the planning's card in /all-plannings' HTML says
    // "$ 32.000 por mes", not the one-off price it cannot be bought at.
    const cardOf = (listHtml: string) =>
      new RegExp(`<article class="item-card" data-item-id="${planningId}">.*?</article>`).exec(listHtml)?.[0] ?? '';
    await expect
      .poll(async () => cardOf(await (await fetch(`${stack.webUrl}/all-plannings`)).text()), soon)
      .toContain('<span class="item-price__current">$ 32.000 por mes</span>');
    expect(cardOf(await (await fetch(`${stack.webUrl}/all-plannings`)).text())).not.toContain('90.000');

    await page.reload();
    await expect
      .poll(() => offerSection(page).getByTestId('saved-offer').innerText(), soon)
      .toBe('Guardado: Solo por mes: $ 32.000 por mes, 7 días de prueba gratis, 5 días de gracia.');
    expect(await offerSection(page).getByLabel('Por mes (suscripción)').isChecked()).toBe(true);
    await offerSection(page).scrollIntoViewIfNeeded();
    await then.itFitsEveryWidth(page, 'subscription-offer-editor');
    await page.context().close();
  });

  it('the plannings listing: the card says "$ 32.000 por mes" before and after the live re-read', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${stack.webUrl}/all-plannings`, { waitUntil: 'commit' });
    const card = page.locator(`article[data-item-id="${planningId}"]`);
    await card.waitFor(soon);
    expect(await card.getByTestId('item-price').innerText()).toBe('$ 32.000 por mes');
    await waitForLiveApp(page);
    await page.waitForLoadState('networkidle');
    expect(await card.getByTestId('item-price').innerText()).toBe('$ 32.000 por mes');
    expect(await card.innerText()).not.toContain('90.000');
    await card.scrollIntoViewIfNeeded();
    await then.itFitsEveryWidth(page, 'all-plannings-monthly-card');
    await page.close();
  });

  it('the buyer sees "$ 32.000 por mes", subscribes, authorizes at Mercado Pago and finds it in Mis suscripciones', async () => {
    const planningPath = `/plannings/${planningId}`;
    const page = await given.aSignedInPage(browser, stack, buyer, planningPath);
    await page.setViewportSize(VIEWPORTS.phone);
    const offer = page.getByTestId('monthly-offer');
    await expect.poll(() => offer.getByTestId('monthly-price').innerText(), soon).toBe('$ 32.000 por mes');
    const terms = await offer.getByTestId('monthly-terms').innerText();
    expect(terms).toContain('Los primeros 7 días son gratis');
    expect(terms).toContain('Mercado Pago te cobra $ 32.000 cada mes, el mismo día del mes que el primer cobro');
    expect(terms).toContain('seguís con acceso hasta el final del período ya pagado');
    expect(await offer.getByRole('link', { name: 'Botón de baja' }).getAttribute('href')).toBe('/baja');
    // Sold by the month only: no one-off purchase.
    expect(await page.getByTestId('buy-link').count()).toBe(0);
    expect(await page.getByText('Comprar planificación').count()).toBe(0);
    await then.itFitsEveryWidth(page, 'planning-monthly');
    await page.setViewportSize(VIEWPORTS.phone);

    await offer.getByRole('link', { name: 'Suscribirme' }).click();
    await waitForPath(page, `/checkout/${planningId}/monthly`);
    const firstCharge = page.getByTestId('subscription-first-charge');
    await firstCharge.waitFor(soon);
    const trialEnd = formatStoreDate(new Date(Date.now() + 7 * DAY_MS));
    expect(await firstCharge.innerText()).toBe(`El ${trialEnd}, cuando terminan los 7 días de prueba gratis`);
    expect(await page.getByTestId('subscription-checkout-price').innerText()).toBe('$ 32.000 por mes');
    expect(await page.getByRole('link', { name: 'Botón de baja' }).count()).toBeGreaterThan(0);
    await then.itFitsEveryWidth(page, 'subscription-checkout');
    await page.setViewportSize(VIEWPORTS.phone);

    await page.getByRole('button', { name: 'Autorizar en Mercado Pago' }).click();
    await page.waitForURL((url) => url.pathname === '/subscriptions/checkout', soon);
    expect(await page.getByTestId('subscription-amount').innerText()).toBe('$ 32.000 por mes');
    await page.getByRole('button', { name: 'Autorizar con tarjeta (primer cobro aprobado)' }).click();
    await waitForPath(page, /^\/my-subscriptions\?subscription=/);

    // Applied from the notification, or by the reconciliation should it be lost.
    for (;;) {
      const mine = await callGraphql(stack, as(buyer), MY_SUBSCRIPTIONS);
      const rows = (mine.data?.['mySubscriptions'] ?? []) as { planningId: string; status: string }[];
      if (rows.find((row) => row.planningId === planningId)?.status === 'TRIAL') break;
      await runSubscriptionChanges(stack);
    }
    const card = page.locator('[data-subscription-id]').filter({ hasText: planningName });
    await expect.poll(() => card.getByTestId('subscription-status').textContent(), soon).toBe('En período de prueba');
    expect(await card.getByTestId('subscription-amount').innerText()).toBe('$ 32.000 por mes');
    await then.itFitsEveryWidth(page, 'my-subscriptions-after-checkout');
    await page.context().close();
  });
});
