// The Botón de arrepentimiento of a monthly subscription from Mis suscripciones (decision 155), in
// Chromium against the whole local stack on a 390 px phone: a member whose first month was charged
// (and its Factura issued) is offered the regret with the last day and the amount; pressed, what
// happens is said and asked once more; confirmed, the ARR- case code shows, the subscription ends,
// Mercado Pago's preapproval is cancelled and the charge refunded at the simulator, and the month
// is listed as refunded with its Factura and the Nota de Crédito ARCA authorised, which downloads as
// a PDF. Screens at 320, 390 and 1366 px of the offer, the question and the answer.
// Then the coach's side (decision 155): a planning's subscriber whose charge was rejected is among
// the coach's members with "Pago pendiente", and the figures count her. Screens at 320/390/1366.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import type { TestUser } from '../support/cognito-users';
import { simulatorPayments } from '../support/mercado-pago';
import { as, subOf } from '../support/buying';
import { callGraphql } from '../support/graphql-client';
import {
  aSubscribedMember,
  chargeAtSimulator,
  MY_SUBSCRIPTIONS,
  preapprovalAtSimulator,
  runSubscriptionChanges,
  type RunningSubscription,
} from '../support/subscriptions-api';
import { given, then } from './browser-steps';

const stack = inject('stack');
const soon = { timeout: 90_000 };
const OUTPUT = join('test-results', 'subscription-regret');

describe('the regret of a subscription from Mis suscripciones (browser)', () => {
  let browser: Browser;
  let member: TestUser;
  let subscription: RunningSubscription;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    browser = await launchBrowser();
    ({ member, subscription } = await aSubscribedMember(stack));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const card = (page: Page) => page.locator(`[data-subscription-id="${subscription.id}"]`);

  it('offers it with the amount, asks once more, answers the case code; the month refunded lists its Factura and Nota de Crédito', async () => {
    const page = await given.aSignedInPage(browser, stack, member, '/my-subscriptions');
    await page.setViewportSize(VIEWPORTS.phone);
    const factura = card(page).getByRole('button', { name: /^Descargar Factura [ABC] \d{5}-\d{8}$/ });
    await factura.waitFor({ state: 'visible', timeout: 90_000 });

    const offer = card(page).getByTestId('subscription-regret');
    expect(await offer.locator('p').innerText()).toMatch(
      /^Tenés tiempo hasta el \d\d\/\d\d\/\d{4} para arrepentirte \(10 días desde el primer cobro\): te devolvemos \$ 32\.000\.$/,
    );
    await then.itFitsEveryWidth(page, 'my-subscriptions-regret-offer');
    await page.setViewportSize(VIEWPORTS.phone);

    await offer.getByRole('button', { name: 'Botón de arrepentimiento' }).click();
    const ask = offer.getByRole('group', { name: '¿Arrepentirte de la suscripción?' });
    expect(await ask.innerText()).toContain('el acceso a la planificación termina ahora');
    await then.itFitsEveryWidth(page, 'my-subscriptions-regret-confirm');
    await page.setViewportSize(VIEWPORTS.phone);

    await ask.getByRole('button', { name: 'Sí, arrepentirme y recibir $ 32.000' }).click();
    const answer = card(page).getByTestId('subscription-regret-answer');
    await answer.waitFor({ state: 'visible', timeout: 60_000 });
    const code = /Código de seguimiento: (ARR-[A-Z0-9-]+)/.exec(await answer.innerText())?.[1];
    expect(code).toBeTruthy();
    await expect.poll(() => card(page).getByTestId('subscription-status').textContent(), soon).toBe('Finalizada');
    expect((await preapprovalAtSimulator(stack, subscription.preapprovalId))?.status).toBe('cancelled');
    expect((await simulatorPayments(stack, subscription.id)).map((payment) => payment.status)).toEqual(['refunded']);

    // The refunded month: its Factura stays, its Nota de Crédito appears once ARCA authorised it (the list asks again).
    const refunded = card(page).getByTestId('subscription-refunded');
    const note = refunded.getByRole('button', { name: /^Descargar Nota de [Cc]r[eé]dito [ABC] \d{5}-\d{8}$/ });
    await note.waitFor({ state: 'visible', timeout: 120_000 });
    expect(await note.getAttribute('data-invoice-document')).toMatch(/^NOTA_CREDITO-S[0-9A-Za-z_]+$/);
    expect(await refunded.getByRole('button', { name: /^Descargar Factura [ABC] \d{5}-\d{8}$/ }).count()).toBe(1);
    expect(await card(page).getByText('Código del arrepentimiento').isVisible()).toBe(true);
    expect(await card(page).getByRole('button', { name: 'Botón de arrepentimiento' }).count()).toBe(0);
    await then.itFitsEveryWidth(page, 'my-subscriptions-regret-done');
    await page.setViewportSize(VIEWPORTS.phone);

    const [download] = await Promise.all([page.waitForEvent('download'), note.click()]);
    const file = join(OUTPUT, 'nota-de-credito.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('NOTA DE CRÉDITO');
    expect(text).toMatch(/Importe total:\s+\$ 32\.000,00\n/);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, join(OUTPUT, 'nota-de-credito')]);
    await page.context().close();
  });
});

describe("a past-due subscriber among the coach's members (browser)", () => {
  let browser: Browser;
  let member: TestUser;
  let subscription: RunningSubscription;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ member, subscription } = await aSubscribedMember(stack));
    await chargeAtSimulator(stack, subscription.preapprovalId, 'rejected');
    for (;;) {
      const mine = await callGraphql(stack, as(member), MY_SUBSCRIPTIONS);
      const rows = mine.data?.['mySubscriptions'] as { id: string; status: string }[];
      if (rows.find((row) => row.id === subscription.id)?.status === 'PAST_DUE') break;
      await runSubscriptionChanges(stack);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists her with "Pago pendiente" beside her status, and the figures count her', async () => {
    const page = await given.aSignedInPage(browser, stack, stack.admin, `/admin/coaching?planning=${subscription.planningId}`);
    await page.setViewportSize(VIEWPORTS.phone);
    const row = page.getByTestId('coach-members').locator(`tr[data-user-id="${subOf(member)}"]`);
    await row.waitFor({ state: 'visible', timeout: 60_000 });
    expect(await row.locator('th').innerText()).toContain('Ana Pérez');
    expect(await row.getByTestId('coach-subscription-flag').innerText()).toBe('Pago pendiente');
    expect(await page.getByTestId('coach-summary').innerText()).toContain('1 con pago pendiente');
    await then.itFitsEveryWidth(page, 'coach-members-past-due');
    await page.context().close();
  });
});
