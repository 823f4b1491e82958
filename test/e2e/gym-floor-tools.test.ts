// The gym floor's tools in the day view, on a 390 px phone against the whole local stack (issue 40):
// a member runs an EMOM of 3 rounds and hears its cues (3-2-1 before each round, a long tone at each
// round's start, three at the end — counted at the page's Web Audio oscillators), with the page's
// clock driven by the test (Playwright's clock: the timer reads time, so jumping a minute is a
// minute); settings out of their limits are refused naming the field; the WOD's own button fills
// the timer from the coach's words; the strength block's kilos go on the bar with her plates; and
// the tools open with no connection (the member app's worker precaches their code).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, VIEWPORTS } from '../support/browser';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as } from '../support/buying';
import { callGraphql } from '../support/graphql-client';
import { ADD_PLANNING_USER, adminCall } from '../support/admin-api';
import { SET_LIFT_MAX } from '../support/plannings-api';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { freshPage } from './auth-browser-steps';
import { given, then } from './browser-steps';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const stack = inject('stack');
const PLANNING_ID = 'planning-1';
const SESSION = 'Sentadilla + WOD';
const soon = { timeout: 60_000 };
const COUNTDOWN_HZ = 880;
const START_HZ = 1320;

declare global {
  interface Window {
    /** The frequency of every tone the page started (the test's own counter, see addInitScript). */
    tonesStarted?: number[];
  }
}

const tones = (page: Page) => page.evaluate(() => window.tonesStarted ?? []);
const countOf = (list: number[], hz: number) => list.filter((frequency) => frequency === hz).length;

/** The texts and controls of the page that the floating Timer button covers, scrolled to the page's end (each by its text or tag). */
const linesUnderTheTimerButton = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = document.querySelector('.gym-tools-button');
    if (!button) return ['no Timer button'];
    const cover = button.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (button.contains(element) || element.contains(button)) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!ownText && !element.matches('button, input, select, textarea, a, svg, img')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const overlaps = box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > cover.top;
      if (overlaps) covered.push(element.textContent?.trim().slice(0, 40) || element.tagName);
    }
    return covered;
  });

/** What a person sees on the phone's screen (the panel is fixed to the screen's bottom, so not a full-page shot). */
async function screenAt(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width >= 1366 ? 900 : 844 });
  const folder = join('test-results', 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}-${width}.png`) });
}

describe('the gym floor’s tools: an interval timer and the plates on the bar', () => {
  let browser: Browser;
  let page: Page;
  let lucia: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const member = await signUpAndConfirm(stack, { firstName: 'Lucía', lastName: 'Paz' });
    const admin = { token: (await signInAdmin(stack)).accessToken };
    const today = toStoreDate(new Date());
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: {
        planningId: PLANNING_ID,
        email: member.email,
        firstName: 'Lucía',
        lastName: 'Paz',
        startDate: today,
        endDate: addDays(today, 83),
      },
    });
    const max = await callGraphql(stack, as(member), SET_LIFT_MAX, { lift: 'BACK_SQUAT', kg: 97 });
    expect(max.errors).toBeUndefined();
    page = await freshPage(browser);
    await page.setViewportSize(VIEWPORTS.phone);
    // Every tone the page plays, by its frequency, before the page's own code runs.
    await page.addInitScript(() => {
      window.tonesStarted = [];
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
        window.tonesStarted?.push(this.frequency.value);
        return start.apply(this, args);
      };
    });
    await page.clock.install();
    lucia = member;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const panel = () => page.getByRole('region', { name: 'Timer y discos' });

  it('refuses a timer out of its limits, naming the field, and starts nothing', async () => {
    // The tests run in order on one page: Lucía's day view, signed in once.
    await given.signedInOn(page, stack, lucia, `/my-plannings/${PLANNING_ID}`);
    await expect.poll(() => page.getByTestId('today').getByRole('heading', { name: SESSION, level: 3 }).isVisible(), soon).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Timer y discos' }).isVisible(), soon).toBe(true);
    // Scrolled to its end at 320 and 390 px, nothing of the page lies under the floating Timer button.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect.poll(() => linesUnderTheTimerButton(page), soon).toEqual([]);
      await screenAt(page, 'gym-tools-button-page-end', width);
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Timer y discos' }).click();
    await expect.poll(() => panel().isVisible(), soon).toBe(true);
    await panel().getByRole('radio', { name: 'EMOM' }).click();
    await panel().getByLabel('Rondas').fill('0');
    await panel().getByRole('button', { name: 'Empezar' }).click();
    expect(await panel().getByText('Rondas: un número entero entre 1 y 100.').isVisible()).toBe(true);
    expect(await panel().getByLabel('Rondas').getAttribute('aria-invalid')).toBe('true');
    expect(await panel().getByRole('timer').count()).toBe(0);
  });

  it('runs an EMOM of 3 rounds with its cues: 3-2-1 before each round, a long tone as it starts, three at the end', async () => {
    await panel().getByLabel('Rondas').fill('3');
    await panel().getByLabel('Cada (segundos)').fill('60');
    await panel().getByRole('button', { name: 'Empezar' }).click();
    const phase = panel().locator('.timer-run__phase');
    expect(await phase.textContent()).toBe('Preparate');

    await page.clock.runFor(10_500);
    await expect.poll(() => phase.textContent(), soon).toBe('Ronda 1 de 3');
    expect(countOf(await tones(page), COUNTDOWN_HZ)).toBe(3);
    expect(countOf(await tones(page), START_HZ)).toBe(1);
    await screenAt(page, 'gym-tools-emom', 390);
    await screenAt(page, 'gym-tools-emom', 320);
    await screenAt(page, 'gym-tools-emom', 1366);
    await page.setViewportSize(VIEWPORTS.phone);

    await page.clock.runFor(60_000);
    await expect.poll(() => phase.textContent(), soon).toBe('Ronda 2 de 3');
    // Minimized, the clock stays in view while she scrolls the plan or logs her result.
    await panel().getByRole('button', { name: 'Minimizar' }).click();
    expect(await panel().getByRole('timer').isVisible()).toBe(true);
    expect(await panel().getByRole('button', { name: 'Pausar' }).isVisible()).toBe(false);
    await screenAt(page, 'gym-tools-minimized', 390);
    await page.setViewportSize(VIEWPORTS.phone);
    await panel().getByRole('button', { name: 'Agrandar' }).click();

    await page.clock.runFor(60_000);
    await expect.poll(() => phase.textContent(), soon).toBe('Ronda 3 de 3');
    await page.clock.runFor(60_000);
    await expect.poll(() => phase.textContent(), soon).toBe('Terminado');
    const heard = await tones(page);
    // 3-2-1 before rounds 1, 2 and 3 and before the end; a start tone per round and the end's three.
    expect(countOf(heard, COUNTDOWN_HZ)).toBe(12);
    expect(countOf(heard, START_HZ)).toBe(3 + 3);
    expect(await panel().getByRole('timer').textContent()).toBe('0:00');
  });

  it('runs a Tabata triple: each Tabata named, the rest between them, the end after the third', async () => {
    await panel().getByRole('button', { name: 'Cambiar el timer' }).click();
    await panel().getByRole('radio', { name: 'Tabata' }).click();
    await panel().getByLabel('Rondas').fill('2');
    await panel().getByLabel('Tabatas', { exact: true }).fill('3');
    await panel().getByLabel('Descanso entre Tabatas (segundos)').fill('60');
    await screenAt(page, 'gym-tools-tabata-setup', 390);
    await panel().getByRole('button', { name: 'Empezar' }).click();
    const phase = panel().locator('.timer-run__phase');
    // Each Tabata: 20 s of work, 10 s of rest, 20 s of work (50 s); a minute between them.
    await page.clock.runFor(10_500);
    await expect.poll(() => phase.textContent(), soon).toBe('Tabata 1 de 3 · Trabajo 1 de 2');
    await page.clock.runFor(50_000);
    await expect.poll(() => phase.textContent(), soon).toBe('Descanso antes del Tabata 2');
    await screenAt(page, 'gym-tools-tabata-between', 390);
    await screenAt(page, 'gym-tools-tabata-between', 320);
    await screenAt(page, 'gym-tools-tabata-between', 1366);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.clock.runFor(60_000);
    await expect.poll(() => phase.textContent(), soon).toBe('Tabata 2 de 3 · Trabajo 1 de 2');
    await page.clock.runFor(160_000);
    await expect.poll(() => phase.textContent(), soon).toBe('Terminado');
  });

  it('fills the timer from the WOD’s words and puts the strength block’s kilos on the bar', async () => {
    await panel().getByRole('button', { name: 'Cerrar el timer y los discos' }).click();
    const today = page.getByTestId('today');
    const wod = today.locator('.plan-block', { has: page.getByText('WOD', { exact: true }) });
    await wod.getByRole('button', { expanded: false }).first().click();
    const timerButton = wod.getByRole('button', { name: /^Timer (EMOM|AMRAP|Tabata|For Time)/ });
    await expect.poll(() => timerButton.isVisible(), soon).toBe(true);
    await timerButton.click();
    await expect.poll(() => panel().isVisible(), soon).toBe(true);
    expect(await panel().getByRole('radio', { checked: true }).count()).toBe(1);

    // The panel covers the lower part of the screen: minimized, the plan is hers again.
    await panel().getByRole('button', { name: 'Minimizar' }).click();
    const strength = today.locator('.plan-block', { has: page.getByText('Fuerza', { exact: true }) });
    await strength.getByRole('button', { expanded: false }).first().click();
    const platesButton = strength.getByRole('button', { name: /^Discos para [\d,]+ kg$/ });
    await expect.poll(() => platesButton.isVisible(), soon).toBe(true);
    const kilos = /^Discos para ([\d,]+) kg$/.exec((await platesButton.textContent())?.trim() ?? '')?.[1];
    await platesButton.click();
    // A shortcut brings the panel back up, on what it asked for.
    expect(await panel().getByLabel('Kilos en la barra').isVisible()).toBe(true);
    expect(await panel().getByRole('tab', { name: 'Discos' }).getAttribute('aria-selected')).toBe('true');
    expect(await panel().getByLabel('Kilos en la barra').inputValue()).toBe(kilos);
    await expect
      .poll(
        () =>
          panel()
            .getByText(/^Por lado:/)
            .isVisible(),
        soon,
      )
      .toBe(true);
    // 72,5 kg with the usual plates: a 25 and a 1,25 on each side of a 20 kg bar.
    await panel().getByLabel('Kilos en la barra').fill('72,5');
    expect(await panel().locator('.plate-calculator__side').textContent()).toBe('Por lado: 25 + 1,25');
    // Without the 1,25 pair, the nearest load her plates make.
    await panel().getByText('Mis discos (pares)').click();
    await panel().getByLabel('1,25 kg').selectOption('0');
    expect(await panel().getByText('Con tus discos:').textContent()).toContain('70 kg');
    await screenAt(page, 'gym-tools-plates', 390);
    await screenAt(page, 'gym-tools-plates', 320);
    await screenAt(page, 'gym-tools-plates', 1366);
    await page.setViewportSize(VIEWPORTS.phone);
    await then.itFitsEveryWidth(page, 'gym-tools-day-view');
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('opens with no connection: the member app keeps the tools’ code', async () => {
    await panel().getByRole('button', { name: 'Cerrar el timer y los discos' }).click();
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/my-plannings/'))?.active)), soon)
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), soon).toBe(true);
    await page.context().setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => page.getByTestId('today').getByRole('heading', { name: SESSION, level: 3 }).isVisible(), soon).toBe(true);
      await page.getByRole('button', { name: 'Timer y discos' }).click();
      await expect.poll(() => panel().getByRole('radio', { name: 'Tabata' }).isVisible(), soon).toBe(true);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
