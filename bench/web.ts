// Web figures: the production build's initial JS and CSS per route (gzip), and Lighthouse (mobile
// settings, simulated throttling, Debian Chromium) on the local stack's pages beside a static
// HTML page of the same landing content, served by the same web server, in the same run. Each
// Lighthouse run has a Chromium of its own, as `lighthouse <url>` from the command line does and
// as a first visitor's phone is: never a browser that the runs before have warmed (issue 42). The landing's first view is also counted byte by byte in Chromium
// (test/support/page-transfer.ts): left alone, and after the visitor's first use.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { repositoryRoot } from '../infra/shared/paths';
import { routes as registry } from '../web/src/lib/paths';
import { closeServer } from '../infra/local/stopping';
import { startWebServer } from '../infra/local/web-server';
import type { RepublishFigures } from './republish';
import { writeStaticLanding } from './static-landing';
import { measureFirstView, type FirstViewTransfer } from '../test/support/page-transfer';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  /** Source module of the route's page (from web/src/app/router.tsx). */
  page: string;
  jsFiles: number;
  cssFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface LighthouseFigures {
  url: string;
  label: string;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes the page transferred (compressed where the server compressed), Lighthouse's total-byte-weight. */
  transferBytes: number;
  /** Each run's score and TBT, with the machine's 1-minute load average when it started. */
  perRun: { performance: number; tbtMs: number; loadAverage: number }[];
}

export interface WebFigures {
  routes: RouteWeight[];
  lighthouse: LighthouseFigures[];
  /** SPA landing LCP / static landing LCP. */
  landingLcpRatio: number | null;
  /** Bytes a first landing view downloads from CloudFront (gzip where CloudFront compresses). */
  landingTransfer: { requests: number; bytes: number };
  /** What the landing transferred in Lighthouse's runs (median), compressed as served. */
  landingTransferBytes: number | null;
  /** The landing's first view counted in Chromium (empty cache, emulated phone), left alone and after the first use. */
  landingFirstView: FirstViewTransfer | null;
  /** Time from an admin's item change to its republished page answering with the change. */
  republish: RepublishFigures | null;
}

/** Builds the web app into `outDir` with a manifest (the shared web/dist is left alone). */
async function buildWeb(outDir: string): Promise<Manifest> {
  await build({
    configFile: join(repositoryRoot, 'web', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true, manifest: true },
    logLevel: 'warn',
  });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const SAMPLE_PARAMS: Record<string, string> = {
  courseId: 'course-1',
  planningId: 'planning-1',
  id: 'course-1',
  itemId: 'course-1',
  topicId: 'course-1-t01',
  destination: 'ana%40example.com',
};

/**
 * The routes with their page modules, read from the router's source: each `path: paths.<name>.pattern`
 * (the route registry, web/src/lib/paths.ts) or `index: true` followed by `import('…')` in the same
 * route object. New routes are measured as soon as they are added there.
 */
function routesFromRouter(): { route: string; module: string }[] {
  const source = readFileSync(join(repositoryRoot, 'web/src/app/router.tsx'), 'utf8');
  const routes: { route: string; module: string }[] = [];
  const pattern = /\{\s*(?:index:\s*true|path:\s*paths\.(\w+)\.pattern)\s*,[^}]*?import\('([^']+)'\)/g;
  for (const match of source.matchAll(pattern)) {
    const entry = match[1] === undefined ? undefined : registry[match[1] as keyof typeof registry];
    if (match[1] !== undefined && !entry) throw new Error(`router.tsx names paths.${match[1]}, which web/src/lib/paths.ts does not have`);
    const path = entry?.pattern ?? '/';
    const route = path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
    const module = posix.normalize(posix.join('src/app', match[2] ?? ''));
    routes.push({ route, module });
  }
  return routes;
}

function manifestKeyFor(manifest: Manifest, module: string): string | undefined {
  return Object.keys(manifest).find((key) => key === `${module}.tsx` || key === `${module}.ts` || key === module);
}

/** A chunk and everything it imports statically: what the browser must load before it runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const gzipSize = (file: string): number => gzipSync(readFileSync(file)).length;

/** One page's initial JS as routeWeights counts it: the entry and the page module, static imports, gzip. */
export function routeJsGzipBytes(manifest: Manifest, distDir: string, module: string): number {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const pageKey = manifestKeyFor(manifest, module);
  if (!entryKey || !pageKey) throw new Error(`${module} is not in the build`);
  const keys = staticClosure(manifest, pageKey, staticClosure(manifest, entryKey));
  const files = new Set([...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js')));
  return [...files].reduce((total, file) => total + gzipSize(join(distDir, file)), 0);
}

function routeWeights(manifest: Manifest, distDir: string): RouteWeight[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry');
  return routesFromRouter().map(({ route, module }) => {
    const keys = staticClosure(manifest, entryKey);
    const pageKey = manifestKeyFor(manifest, module);
    if (pageKey) staticClosure(manifest, pageKey, keys);
    const jsFiles = new Set([...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js')));
    const cssFiles = new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(join(distDir, file)), 0);
    return {
      route,
      page: pageKey ?? `${module} (not in the build)`,
      jsFiles: jsFiles.size,
      cssFiles: cssFiles.size,
      jsGzipBytes: sum(jsFiles),
      cssGzipBytes: sum(cssFiles),
    };
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function runLighthouse(url: string, label: string, runs: number): Promise<LighthouseFigures> {
  const results: { performance: number; lcp: number; tbt: number; cls: number; fcp: number; bytes: number; loadAverage: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const loadAverage = loadavg()[0] ?? Number.NaN;
    // A Chromium of its own per run, as the command line's `lighthouse <url>` launches one.
    const chrome = await chromeLauncher.launch({
      chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      // Lighthouse's default configuration: mobile form factor and simulated throttling.
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const audits = result.lhr.audits;
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: (result.lhr.categories['performance']?.score ?? Number.NaN) * 100,
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcp: value('first-contentful-paint'),
        bytes: value('total-byte-weight'),
        loadAverage,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    url,
    label,
    runs,
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcp)),
    tbtMs: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcp)),
    transferBytes: median(results.map((r) => r.bytes)),
    perRun: results.map((r) => ({ performance: r.performance, tbtMs: r.tbt, loadAverage: r.loadAverage })),
  };
}

/** The landing's first view, counted byte by byte in Debian's Chromium driven by playwright-core. */
async function landingFirstView(url: string): Promise<FirstViewTransfer> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    return await measureFirstView(browser, url, { firstUse: true });
  } finally {
    await browser.close();
  }
}

/**
 * What a first view of the landing downloads from CloudFront: the page, its config, its initial
 * code and styles (gzip, as CloudFront compresses them) and the catalogue's images; lazily loaded
 * chunks and fonts are left out.
 */
function landingTransfer(
  distDir: string,
  landingHtml: string,
  weights: RouteWeight[],
  runtimeConfig: object,
  imageSources: string[],
): { requests: number; bytes: number } {
  const landing = weights.find((weight) => weight.route === '/');
  const html = gzipSize(landingHtml);
  const configJson = Buffer.byteLength(JSON.stringify(runtimeConfig));
  const images = [...new Set(imageSources)].reduce((total, source) => total + gzipSize(join(distDir, source)), 0);
  return {
    requests: 2 + (landing?.jsFiles ?? 0) + (landing?.cssFiles ?? 0) + new Set(imageSources).size,
    bytes: html + configJson + (landing?.jsGzipBytes ?? 0) + (landing?.cssGzipBytes ?? 0) + images,
  };
}

/** The web build the stack serves and publishes from (built before the stack starts). */
export async function buildBenchWeb(workDir: string): Promise<{ distDir: string; manifest: Manifest }> {
  const distDir = join(workDir, 'web-dist');
  return { distDir, manifest: await buildWeb(distDir) };
}

export async function measureWeb(options: {
  workDir: string;
  build: { distDir: string; manifest: Manifest };
  /** The stack's web server: published pages over the build, as CloudFront serves them. */
  webUrl: string;
  /** The stack's local web root (published pages). */
  siteDir: string;
  ports: { staticWeb: number };
  runtimeConfig: object;
  securityHeaders: Record<string, string>;
  mailboxDir: string;
  storeName: string;
  landingImages: string[];
  lighthouseRuns: number;
  measureRepublish: () => Promise<RepublishFigures>;
  log: (line: string) => void;
}): Promise<WebFigures> {
  const { distDir, manifest } = options.build;
  const routes = routeWeights(manifest, distDir);
  options.log(`  web built: ${routes.length} routes weighed`);

  const staticDir = writeStaticLanding(join(options.workDir, 'static-landing'), distDir, options.storeName);
  const { securityHeaders, mailboxDir } = options;
  const staticWeb = await startWebServer({
    port: options.ports.staticWeb,
    distDir: staticDir,
    runtimeConfig: {},
    mailboxDir,
    securityHeaders,
  });
  const pages: LighthouseFigures[] = [];
  let firstView: FirstViewTransfer;
  try {
    const targets = [
      { url: `${staticWeb.url}/`, label: 'Landing estática (referencia)' },
      { url: `${options.webUrl}/`, label: 'Landing (publicada)' },
      { url: `${options.webUrl}/all-courses`, label: 'Todos los cursos' },
      { url: `${options.webUrl}/courses/course-1`, label: 'Curso course-1' },
      { url: `${options.webUrl}/plannings/planning-3`, label: 'Planificación planning-3' },
    ];
    for (const target of targets) {
      pages.push(await runLighthouse(target.url, target.label, options.lighthouseRuns));
      const page = pages.at(-1);
      options.log(
        `  lighthouse ${target.url}: ${page?.performance.toFixed(0)} / LCP ${page?.lcpMs.toFixed(0)} ms / TBT ${page?.tbtMs.toFixed(0)} ms / ${((page?.transferBytes ?? 0) / 1000).toFixed(0)} KB (runs: ${page?.perRun.map((run) => `${run.performance.toFixed(0)}, ${run.tbtMs.toFixed(0)} ms at load ${run.loadAverage.toFixed(2)}`).join('; ')})`,
      );
    }
    firstView = await landingFirstView(`${options.webUrl}/`);
    options.log(
      `  landing first view: ${(firstView.untouched.bytes / 1000).toFixed(1)} KB in ${firstView.untouched.requests} requests left alone, ${((firstView.afterFirstUse?.bytes ?? 0) / 1000).toFixed(1)} KB after the first use`,
    );
  } finally {
    await closeServer(staticWeb.server);
  }
  const republish = await options.measureRepublish();
  options.log(
    `  republish after an item change: p50 ${republish.p50Ms.toFixed(0)} ms, p99 ${republish.p99Ms.toFixed(0)} ms (${republish.samples} changes)`,
  );
  const staticLcp = pages[0]?.lcpMs;
  const landingLcp = pages[1]?.lcpMs;
  return {
    routes,
    lighthouse: pages,
    landingLcpRatio: staticLcp && landingLcp ? landingLcp / staticLcp : null,
    landingTransfer: landingTransfer(distDir, join(options.siteDir, 'index.html'), routes, options.runtimeConfig, options.landingImages),
    landingTransferBytes: pages[1]?.transferBytes ?? null,
    landingFirstView: firstView,
    republish,
  };
}
