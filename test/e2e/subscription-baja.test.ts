// The Botón de baja of a monthly subscription (issue 39, Disposición 954/2025), in Chromium against
// the whole local stack on a 390 px phone: a member subscribed by the month through the API and
// authorized at the Mercado Pago simulator; then, without signing in, the Botón de baja page with
// "Tengo una suscripción mensual", her e-mail and the subscription's reference gives a BAJ- code and
// says access lasts to the end of the period already paid; the preapproval is cancelled at the
// simulator. Screens at 320, 390 and 1366 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatStoreDate } from '../../functions/domain/store-clock';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import type { TestUser } from '../support/cognito-users';
import { aSubscribedMember, preapprovalAtSimulator, type RunningSubscription } from '../support/subscriptions-api';
import { freshPage } from './auth-browser-steps';
import { then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 60_000 };

describe('the Botón de baja of a monthly subscription (browser)', () => {
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

  it('without signing in, the e-mail and the reference end it: BAJ- code, access to the end of the paid period', async () => {
    const page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${stack.webUrl}/baja`);
    await page.getByText('Tengo una suscripción mensual').click();
    const email = page.getByLabel('E-mail de la suscripción');
    await expect.poll(() => email.isVisible(), soon).toBe(true);
    await email.fill(member.email);
    await page.getByLabel('Referencia de la suscripción').fill(subscription.id);
    await then.itFitsEveryWidth(page, 'subscription-cancellation-form');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Dar de baja la suscripción' }).click();

    const code = page.getByTestId('subscription-cancellation-code');
    await expect.poll(() => code.isVisible(), soon).toBe(true);
    expect(await code.innerText()).toMatch(/^BAJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await page.getByTestId('subscription-cancellation-access').innerText()).toBe(
      `Tu acceso sigue hasta el ${formatStoreDate(new Date(subscription.accessEndsAt))}, el final del período ya pagado.`,
    );
    expect(await page.getByTestId('subscription-cancellation-confirmation').innerText()).toContain(subscription.planningName);
    expect((await preapprovalAtSimulator(stack, subscription.preapprovalId))?.status).toBe('cancelled');
    await then.itFitsEveryWidth(page, 'subscription-cancellation-confirmation');
    await page.context().close();
  });
});
