// The admin's subscribers of a planning (issue 39, decision 149) in Chromium against the whole
// local stack, at 1366 px: a member subscribed by the month and authorized at the Mercado Pago
// simulator is listed under her planning with the figures; the admin refunds part of her charge
// from the list (the dialog states the amount), presses twice, and Mercado Pago refunds once; the
// charge then reads what was returned. Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { as } from '../support/buying';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';
import { aSubscribedMember, PLANNING_SUBSCRIBERS, type RunningSubscription } from '../support/subscriptions-api';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };

describe('the admin refunds a subscription charge from the list (browser)', () => {
  let browser: Browser;
  let admin: TestUser;
  let member: TestUser;
  let subscription: RunningSubscription;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signInAdmin(stack);
    ({ member, subscription } = await aSubscribedMember(stack));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the subscriber with the figures, and a double press refunds the amount stated once', async () => {
    const page = await given.aSignedInPage(browser, stack, admin, `/admin/subscriptions?planning=${subscription.planningId}`);
    await page.setViewportSize(VIEWPORTS.desktop);
    const subscriber = page.getByTestId('subscriber').filter({ hasText: member.email });
    await expect.poll(() => subscriber.isVisible(), soon).toBe(true);
    expect(await subscriber.innerText()).toContain('Activa');
    expect(await subscriber.innerText()).toContain('$ 32.000 por mes');
    const figures = page.getByTestId('subscription-figures');
    expect(await figures.innerText()).toContain('$ 32.000');
    await then.itFitsEveryWidth(page, 'admin-subscriptions');
    await page.setViewportSize(VIEWPORTS.desktop);

    await subscriber.getByRole('button', { name: /^Reembolsar el cobro/ }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), soon).toBe(true);
    await dialog.getByText(/Una parte/).click();
    await dialog.getByLabel('Monto a reembolsar (ARS)').fill('5000');
    await dialog.getByLabel(/Motivo/).fill('Una semana sin entrenador');
    const confirm = dialog.getByTestId('confirm-charge-refund');
    await expect.poll(() => confirm.innerText(), soon).toBe('Reembolsar $ 5.000,00');
    expect(await dialog.getByTestId('charge-refund-confirmation').innerText()).toContain('Se devuelven $ 5.000,00 por Mercado Pago');
    await then.itFitsEveryWidth(page, 'admin-subscription-refund-dialog');
    await page.setViewportSize(VIEWPORTS.desktop);
    await confirm.dblclick();
    await expect.poll(() => dialog.getByText(/Reembolso pedido a Mercado Pago: \$ 5\.000,00/).isVisible(), soon).toBe(true);
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Cerrar' }).click();

    // The list reads it again: the charge shows what was returned, and only once.
    await expect.poll(() => subscriber.getByTestId('subscription-charge').first().innerText(), soon).toContain('devuelto $ 5.000,00');
    const answer = await callGraphql(stack, as(admin), PLANNING_SUBSCRIBERS, { planningId: subscription.planningId });
    const [row] = (
      answer.data?.['planningSubscribers'] as { subscribers: { subscription: { charges: { refundedAmount: number; state: string }[] } }[] }
    ).subscribers;
    expect(row?.subscription.charges).toEqual([expect.objectContaining({ state: 'CLEARED', refundedAmount: 5000 })]);
    await then.itFitsEveryWidth(page, 'admin-subscriptions-refunded');
    await page.context().close();
  });
});
