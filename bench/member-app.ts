// The member app on the gym floor: the day view's JS (gzip, measured as the web figures measure a
// route: the entry and the page with everything they import statically) and an offline reload of
// the day view — a signed-in member on a 390 px phone whose member app (service worker, kept
// week) is installed loses the connection and reloads: time from the navigation's start to
// today's session on screen (median of several reloads).
import { chromium } from 'playwright-core';
import type { TestUser } from '../test/support/cognito-users';
import { routeJsGzipBytes, type Manifest } from './web';

export interface MemberAppFigures {
  /** The day view (/my-plannings/:planningId): entry + page, static imports, gzip. */
  dayViewJsGzipBytes: number;
  /** Navigation start → today's session shown, offline, median of `reloads`. */
  offlineReloadMs: number;
  reloads: number;
}

const DAY_VIEW_PAGE = 'src/features/my-plannings/routes/member-planning-page';
const TODAY_SESSION = '[data-testid="today"] .session-card';
/** What the page code below reads of the page's globals. */
interface PageGlobals {
  navigator: { serviceWorker: { controller: unknown } };
  document: { querySelector(selector: string): unknown };
}
/** Resolves once the member area's worker is active (installed, precache complete), checked every 250 ms. */
const WORKER_ACTIVE = `(async () => {
  for (;;) {
    const registration = await navigator.serviceWorker.getRegistration('/my-plannings/');
    if (registration?.active) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})()`;

/** Where an offline reload's time goes (ms from the navigation's start), for the log. */
interface ReloadPhases {
  shellMs: number;
  domContentLoadedMs: number;
  lastScriptMs: number;
}
const PHASES = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
  return {
    shellMs: navigation ? navigation.responseEnd : NaN,
    domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd : NaN,
    lastScriptMs: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
  };
})()`;

export async function measureMemberApp(options: {
  build: { distDir: string; manifest: Manifest };
  webUrl: string;
  member: TestUser;
  planningId: string;
  reloads: number;
  log: (line: string) => void;
}): Promise<MemberAppFigures> {
  const dayViewJsGzipBytes = routeJsGzipBytes(options.build.manifest, options.build.distDir, DAY_VIEW_PAGE);
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ locale: 'es-AR', viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const path = `/my-plannings/${options.planningId}`;
    await page.goto(`${options.webUrl}/auth/sign-in?redirect=${encodeURIComponent(path)}`);
    await page.getByLabel('E-mail', { exact: true }).fill(options.member.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(options.member.password);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.locator(TODAY_SESSION).first().waitFor();
    // Installed: the worker is active (its precache complete); it controls the member area's pages
    // loaded from then on, so the plan is loaded again before going offline.
    // (The bench is type-checked without the DOM's types: page code names what it reads, and a
    // string is only evaluated through evaluate(), which the page's CSP does not govern.)
    await page.evaluate(WORKER_ACTIVE);
    await page.goto(`${options.webUrl}${path}`);
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null);
    await page.locator(TODAY_SESSION).first().waitFor();
    await context.setOffline(true);
    const samples: number[] = [];
    const phases: ReloadPhases[] = [];
    for (let run = 0; run < options.reloads; run += 1) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(
        (selector) => (globalThis as unknown as PageGlobals).document.querySelector(selector) !== null,
        TODAY_SESSION,
        {
          polling: 'raf',
        },
      );
      samples.push(await page.evaluate(() => performance.now()));
      phases.push(await page.evaluate(PHASES));
    }
    samples.sort((a, b) => a - b);
    const offlineReloadMs = samples[Math.floor(samples.length / 2)] ?? Number.NaN;
    const medianOf = (pick: (phase: ReloadPhases) => number) => {
      const values = phases.map(pick).sort((a, b) => a - b);
      return (values[Math.floor(values.length / 2)] ?? Number.NaN).toFixed(0);
    };
    options.log(
      `  member app: day view JS ${(dayViewJsGzipBytes / 1000).toFixed(1)} KB gzip; offline reload → today's session ${offlineReloadMs.toFixed(0)} ms (median of ${samples.length}; shell from the worker ${medianOf((phase) => phase.shellMs)} ms, DOMContentLoaded ${medianOf((phase) => phase.domContentLoadedMs)} ms, last script ${medianOf((phase) => phase.lastScriptMs)} ms)`,
    );
    return { dayViewJsGzipBytes, offlineReloadMs, reloads: samples.length };
  } finally {
    await browser.close();
  }
}
