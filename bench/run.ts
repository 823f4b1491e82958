// `npm run bench`: the store's speed and cost measured side by side in one run, on the local
// stack started on its own ports, then checked against bench/budgets.json. Prints the full
// report, writes bench/results/, and exits non-zero when a budget is exceeded or a phase failed.
//
// Settings (environment): BENCH_PORT_OFFSET (7000), BENCH_CONNECTIONS (10), BENCH_LOAD_SECONDS
// (10), BENCH_COLD_RUNS (3), BENCH_LIGHTHOUSE_RUNS (3), BENCH_LARGE_ITEMS (5000),
// BENCH_LARGE_ORDERS (100000), BENCH_REPUBLISH_SAMPLES (30), BENCH_LARGE_SECONDS (120: the large dataset stops growing then and
// the report states the size reached), BENCH_MEMBER_RELOADS (5), BENCH_ONLY (comma list of
// lambda,data,api,web,video,member; default all), BENCH_VIDEO_SOURCES (comma list of
// progressive,hls; default both: `BENCH_ONLY=video BENCH_VIDEO_SOURCES=hls` measures only the ladder).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableContext } from '../functions/composition/table';
import { seedItems } from '../functions/seed/catalogue';
import { measureApi, type ApiFigures } from './api-load';
import { BENCH_PORTS, startBenchStack } from './bench-stack';
import { checkBudgets, loadBudgets } from './budgets';
import { computeCosts, loadPrices, type CostFigures } from './cost';
import { countFixedResources } from './fixed-resources';
import { monthlyCostFigures } from './monthly-cost';
import { measureDataAccess, operationContext, type DatasetResult } from './data-access';
import { BUYER_ORDERS, MEMBER_PLANNING, growToLargeDataset, writeBuyerMembership, writeBuyerOrders, writeMembersAtScale } from './datasets';
import { FUNCTION_MEMORY_MB, measureLambdas, type LambdaFigures } from './lambda';
import { writeResults, type BenchResults } from './report';
import { measureMemberApp, type MemberAppFigures } from './member-app';
import { measureRepublish } from './republish';
import { measureLessonVideo, videoSources, type VideoFigures } from './video-startup';
import { buildBenchWeb, measureWeb, type WebFigures } from './web';

const numberSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};

const settings = {
  ports: BENCH_PORTS,
  connections: numberSetting('BENCH_CONNECTIONS', 10),
  loadSeconds: numberSetting('BENCH_LOAD_SECONDS', 10),
  coldRuns: numberSetting('BENCH_COLD_RUNS', 3),
  lighthouseRuns: numberSetting('BENCH_LIGHTHOUSE_RUNS', 3),
  republishSamples: numberSetting('BENCH_REPUBLISH_SAMPLES', 30),
  largeItems: numberSetting('BENCH_LARGE_ITEMS', 5000),
  largeOrders: numberSetting('BENCH_LARGE_ORDERS', 100000),
  largeSeconds: numberSetting('BENCH_LARGE_SECONDS', 120),
  memberReloads: numberSetting('BENCH_MEMBER_RELOADS', 5),
  videoSources: videoSources(process.env['BENCH_VIDEO_SOURCES']),
  phases: (process.env['BENCH_ONLY'] ?? 'lambda,data,api,web,video,member').split(',').map((phase) => phase.trim()),
};

const started = performance.now();
const startedAt = new Date().toISOString();
const loadAverageAtStart = loadavg();
const log = (line: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const runs = (phase: string) => settings.phases.includes(phase);

const phaseErrors: BenchResults['phaseErrors'] = [];
async function phase<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  log(`${name}…`);
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${name} failed: ${message}`);
    phaseErrors.push({ phase: name, error: message });
    return null;
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'bench-work-'));
let lambda: LambdaFigures | null = null;
let api: ApiFigures | null = null;
let web: WebFigures | null = null;
let video: VideoFigures | null = null;
let memberApp: MemberAppFigures | null = null;
let cost: CostFigures | null = null;
const dataAccess: DatasetResult[] = [];
let largeGrowth: BenchResults['largeDataset'] = null;

let webBuild: Awaited<ReturnType<typeof buildBenchWeb>> | null = null;
if (runs('web') || runs('video') || runs('member')) {
  log('building the web (production, with a manifest)…');
  webBuild = await buildBenchWeb(workDir);
}
log(`starting the local stack on ports ${Object.values(BENCH_PORTS).join(', ')}`);
const bench = await startBenchStack(log, webBuild ? { distDir: webBuild.distDir } : null);
try {
  const table = tableContext();
  await writeBuyerOrders(table.doc, table.tableName, bench.buyerId);
  await writeBuyerMembership(table.doc, table.tableName, bench.buyerId);
  const context = await operationContext(bench);
  const enabledSeedItems = seedItems.filter((item) => item.isEnabled).length;

  if (runs('data') || runs('api')) {
    const small = await phase('data access, small dataset', () =>
      measureDataAccess(bench, context, { name: 'small', catalogueItems: enabledSeedItems, ordersInTable: BUYER_ORDERS }),
    );
    if (small) dataAccess.push(small);
  }
  if (runs('lambda'))
    lambda = await phase('lambda bundles and cold starts', () => measureLambdas(join(workDir, 'lambda'), settings.coldRuns, log));
  if (runs('api')) {
    api = await phase('API load', () =>
      measureApi(
        bench,
        context,
        dataAccess[0]?.operations ?? [],
        { connections: settings.connections, durationSeconds: settings.loadSeconds, barePort: BENCH_PORTS.bareGraphql },
        log,
      ),
    );
  }
  const webUrl = bench.stack.urls.web;
  if (runs('video') && webUrl) {
    video = await phase('lesson video on a phone connection, from the tap: progressive vs HLS', () =>
      measureLessonVideo(table, webUrl, log, settings.videoSources),
    );
  }
  if (runs('member') && webBuild && webUrl) {
    const build = webBuild;
    // The bench buyer's membership (writeBuyerMembership) started today: day 1 is today.
    memberApp = await phase('member app: day view JS and offline reload', () =>
      measureMemberApp({ build, webUrl, member: bench.buyer, planningId: MEMBER_PLANNING, reloads: settings.memberReloads, log }),
    );
  }
  if (runs('web') && webBuild && webUrl) {
    const build = webBuild;
    web = await phase('web: Lighthouse and republishing', () =>
      measureWeb({
        workDir,
        build,
        webUrl,
        siteDir: join(bench.dataDir, 'site'),
        measureRepublish: () => measureRepublish(bench.info, { token: bench.admin.accessToken }, webUrl, settings.republishSamples),
        ports: { staticWeb: BENCH_PORTS.staticWeb },
        runtimeConfig: bench.stack.runtimeConfig,
        securityHeaders: bench.stack.securityHeaders,
        mailboxDir: bench.stack.mailboxDir,
        storeName: bench.stack.runtimeConfig.storeName,
        landingImages: seedItems.filter((item) => item.isEnabled).map((item) => item.imageSource),
        lighthouseRuns: settings.lighthouseRuns,
        log,
      }),
    );
  }
  if (runs('data')) {
    const large = await phase('data access, large dataset', async () => {
      const grown = await growToLargeDataset(
        table.doc,
        table.tableName,
        { extraItems: settings.largeItems, otherOrders: settings.largeOrders },
        settings.largeSeconds,
      );
      const members = await writeMembersAtScale(table.doc, table.tableName, bench.buyerId);
      log(`  wrote ${members} planning members' records (other members and their results, more results of the buyer)`);
      const rate = (grown.items + grown.orders) / grown.seconds;
      log(`  wrote ${grown.items} items and ${grown.orders} orders in ${grown.seconds.toFixed(0)} s (${rate.toFixed(0)} records/s)`);
      largeGrowth = { ...grown, recordsPerSecond: rate, target: { items: settings.largeItems, orders: settings.largeOrders } };
      return measureDataAccess(bench, context, {
        name: 'large',
        catalogueItems: enabledSeedItems + grown.items,
        ordersInTable: BUYER_ORDERS + grown.orders,
      });
    });
    if (large) dataAccess.push(large);
  }
  const smallOperations = dataAccess.find((dataset) => dataset.name === 'small')?.operations;
  if (smallOperations) cost = computeCosts(smallOperations, web?.landingTransfer ?? null, FUNCTION_MEMORY_MB, loadPrices());
} finally {
  await bench.stop();
  rmSync(workDir, { recursive: true, force: true });
}

// A month on AWS: what the synthesized stacks cost by themselves and 1,000 / 10,000 buyers' use.
const monthlyCost = monthlyCostFigures(countFixedResources(), cost, loadPrices());
const budgets = checkBudgets(loadBudgets(), { lambda, web, datasets: dataAccess, video, memberApp });
const results: BenchResults = {
  startedAt,
  durationSeconds: (performance.now() - started) / 1000,
  machine: { cpus: cpus().length, node: process.version, loadAverageAtStart },
  settings,
  largeDataset: largeGrowth,
  lambda,
  dataAccess,
  api,
  web,
  video,
  memberApp,
  cost,
  monthlyCost,
  budgets,
  phaseErrors,
};
const { markdown, files } = writeResults(results);
console.log(markdown);
log(`results: ${files.slice(0, 2).join(', ')}`);

const exceeded = budgets.filter((check) => !check.passed);
for (const check of exceeded) log(`budget exceeded: ${check.budget} — ${check.subject}: ${check.measured} (limit ${check.limit})`);
for (const error of phaseErrors) log(`phase failed: ${error.phase}`);
process.exit(exceeded.length > 0 || phaseErrors.length > 0 ? 1 : 0);
