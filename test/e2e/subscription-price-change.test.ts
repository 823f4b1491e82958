// A planning's new monthly price in Chromium against the whole local stack (issue 39, decision 154):
// the admin types a new price in "Cómo se vende" and the editor says, before saving, how many
// subscribers are told and from when the new price is charged; saved, it says they were told. The
// member's Mis suscripciones then shows the new price and the charge it starts from. Screens at
// 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { aSubscribedMember, type RunningSubscription } from '../support/subscriptions-api';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };

describe('a new monthly price, told to the subscribers (browser)', () => {
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

  it('the editor says who is told and when; Mis suscripciones shows the new price and its first charge', async () => {
    const page = await given.aSignedInPage(browser, stack, admin, `/admin/plannings/${subscription.planningId}`);
    await page.setViewportSize(VIEWPORTS.desktop);
    const price = page.getByLabel('Precio mensual (ARS)');
    await expect.poll(() => price.inputValue(), soon).toMatch(/32\.000/);
    await price.fill('36000');
    await price.blur();
    const from = formatStoreDate(new Date(Date.now() + 30 * 86_400_000));
    const told = page.getByTestId('offer-price-change');
    await expect.poll(() => told.textContent(), soon).toContain('se avisa por e-mail a 1 suscriptor');
    expect(await told.innerText()).toContain(`pasan de $ 32.000 por mes a $ 36.000 por mes desde el primer cobro a partir del ${from}`);
    await page.locator('.subscription-offer-editor').scrollIntoViewIfNeeded();
    await then.itFitsEveryWidth(page, 'admin-offer-price-change');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Guardar cómo se vende' }).click();
    await expect.poll(() => page.getByText(/Les avisamos del precio nuevo a 1 suscriptor/).isVisible(), soon).toBe(true);

    const mine = await given.aSignedInPage(browser, stack, member, '/my-subscriptions');
    await mine.setViewportSize(VIEWPORTS.phone);
    const notice = mine.locator(`[data-subscription-id="${subscription.id}"]`).getByTestId('subscription-upcoming-price');
    await expect.poll(() => notice.isVisible(), soon).toBe(true);
    expect(await notice.innerText()).toMatch(/^Precio nuevo: \$ 36\.000 por mes desde el cobro del \d{2}\/\d{2}\/\d{4}\./);
    expect(await notice.innerText()).toContain('podés darte de baja antes de esa fecha');
    await then.itFitsEveryWidth(mine, 'my-subscriptions-price-change');
  });
});
