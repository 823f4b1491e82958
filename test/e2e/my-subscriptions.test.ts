// "Mis suscripciones" (issue 39) in Chromium against the whole local stack, on a 390 px phone: a
// member subscribed by the month through the API and authorized at the Mercado Pago simulator
// opens the page from her account menu and sees the subscription active with its monthly price,
// next charge and paid month; she pauses it (confirming) and it reads "Pausada", paused at the
// simulator too; she resumes it; then a month's charge is rejected at the simulator and the page
// shows "No pudimos cobrar…" with the link to change the card at Mercado Pago. The paid month shows
// its Factura once ARCA authorised it (decision 135). Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { as } from '../support/buying';
import type { TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import {
  aSubscribedMember,
  chargeAtSimulator,
  MY_SUBSCRIPTIONS,
  preapprovalAtSimulator,
  runSubscriptionChanges,
  type RunningSubscription,
} from '../support/subscriptions-api';
import { accountButton, waitForPath } from './auth-browser-steps';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };

describe('Mis suscripciones (browser)', () => {
  let browser: Browser;
  let member: TestUser;
  let subscription: RunningSubscription;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ member, subscription } = await aSubscribedMember(stack));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const card = (page: Page) => page.locator(`[data-subscription-id="${subscription.id}"]`);
  const statusOf = (page: Page) => card(page).getByTestId('subscription-status');

  it('shows the active subscription; pause → "Pausada"; a rejected charge → the card change at Mercado Pago', async () => {
    const page = await given.aSignedInPage(browser, stack, member, '/my-orders');
    await page.setViewportSize(VIEWPORTS.phone);
    // On a phone the account corner folds behind "Menú"; buyerWithAddress signs up Ana Pérez.
    await page.getByRole('button', { name: 'Menú' }).click();
    await accountButton(page, 'Ana', 'Pérez').click();
    await page.getByRole('menuitem', { name: 'Mis suscripciones' }).click();
    await waitForPath(page, '/my-subscriptions');

    await expect.poll(() => statusOf(page).textContent(), soon).toBe('Activa');
    expect(await card(page).getByRole('heading', { level: 2 }).innerText()).toBe(subscription.planningName);
    expect(await card(page).getByTestId('subscription-amount').innerText()).toBe('$ 32.000 por mes');
    expect(await card(page).getByTestId('subscription-next-charge').innerText()).toBe(formatStoreDate(new Date(subscription.accessEndsAt)));
    expect(await card(page).getByTestId('subscription-periods').locator('li').count()).toBe(1);
    // The month's Factura, issued by the invoice worker with the ARCA stand-in, appears by itself (the list is asked again).
    const factura = card(page).getByRole('button', { name: /^Descargar Factura [ABC] \d{5}-\d{8}$/ });
    await factura.waitFor({ state: 'visible', timeout: 90_000 });
    expect(await factura.getAttribute('data-invoice-document')).toMatch(/^FACTURA-S/);
    await then.itFitsEveryWidth(page, 'my-subscriptions-active');
    await page.setViewportSize(VIEWPORTS.phone);

    await card(page).getByRole('button', { name: 'Pausar' }).click();
    await card(page).getByRole('button', { name: 'Sí, pausar' }).click();
    await expect.poll(() => statusOf(page).textContent(), soon).toBe('Pausada');
    expect((await preapprovalAtSimulator(stack, subscription.preapprovalId))?.status).toBe('paused');
    await then.itFitsEveryWidth(page, 'my-subscriptions-paused');
    await page.setViewportSize(VIEWPORTS.phone);

    await card(page).getByRole('button', { name: 'Reanudar' }).click();
    await card(page).getByRole('button', { name: 'Sí, reanudar' }).click();
    await expect.poll(() => statusOf(page).textContent(), soon).toBe('Activa');
    expect((await preapprovalAtSimulator(stack, subscription.preapprovalId))?.status).toBe('authorized');

    // A month's charge rejected at Mercado Pago, read back by the reconciliation (notifications may be lost).
    await chargeAtSimulator(stack, subscription.preapprovalId, 'rejected');
    for (;;) {
      const mine = await callGraphql(stack, as(member), MY_SUBSCRIPTIONS);
      const rows = mine.data?.['mySubscriptions'] as { id: string; status: string }[];
      if (rows.find((row) => row.id === subscription.id)?.status === 'PAST_DUE') break;
      await runSubscriptionChanges(stack);
    }
    await page.reload();
    await expect.poll(() => statusOf(page).textContent(), soon).toBe('Pago atrasado');
    const banner = card(page).getByTestId('subscription-past-due');
    expect(await banner.innerText()).toContain('No pudimos cobrar el último mes.');
    expect(await banner.getByRole('link', { name: 'Cambiar la tarjeta en Mercado Pago' }).getAttribute('href')).toBe(
      subscription.initPoint,
    );
    await then.itFitsEveryWidth(page, 'my-subscriptions-past-due');
    await page.context().close();
  });
});
