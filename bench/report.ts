// The run's results as one JSON document and one markdown report (the same tables `npm run bench`
// prints), written under bench/results/ with a timestamp and as latest.{json,md}.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../infra/shared/paths';
import type { ApiFigures } from './api-load';
import { growthOf, KB, type BudgetCheck } from './budgets';
import type { CostFigures } from './cost';
import type { MonthlyCostFigures } from './monthly-cost';
import type { DatasetResult, OperationResult } from './data-access';
import type { LambdaFigures } from './lambda';
import type { VideoFigures } from './video-startup';
import type { FirstViewTransfer, PageTransfer } from '../test/support/page-transfer';
import type { MemberAppFigures } from './member-app';
import type { WebFigures } from './web';

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  machine: { cpus: number; node: string; loadAverageAtStart: number[] };
  settings: Record<string, unknown>;
  /** How far the large dataset grew within its time limit, and at what write rate. */
  largeDataset: {
    items: number;
    orders: number;
    seconds: number;
    complete: boolean;
    recordsPerSecond: number;
    target: { items: number; orders: number };
  } | null;
  lambda: LambdaFigures | null;
  dataAccess: DatasetResult[];
  api: ApiFigures | null;
  web: WebFigures | null;
  /** A lesson's video on emulated phone connections, progressive vs HLS (issue 26); absent in older results. */
  video?: VideoFigures | null;
  memberApp: MemberAppFigures | null;
  cost: CostFigures | null;
  /** A month on AWS (issue 36); absent in older results. */
  monthlyCost?: MonthlyCostFigures;
  budgets: BudgetCheck[];
  /** Phases that could not run, with the reason: a run with any is a failed run. */
  phaseErrors: { phase: string; error: string }[];
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(0));
const ratio = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? '—' : `${value.toFixed(2)}×`;
const usd = (value: number) => `$${value < 0.01 ? value.toFixed(4) : value.toFixed(2)}`;

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}

function lambdaSection(figures: LambdaFigures): string {
  const empty = figures.emptyHandler;
  return [
    `## Lambda (esbuild settings of infra/constructs/store-function.ts; ${figures.repetitions} fresh processes each, median)`,
    '',
    `**Floor** (one DynamoDB GetItem through the document client, same settings): ${kb(figures.floor.minifiedBytes)} KB minified, ${kb(figures.floor.gzipBytes)} KB gzip, fresh process ${ms(figures.floor.processMs)} ms (import ${ms(figures.floor.importMs)} ms, first call ${ms(figures.floor.invokeMs)} ms; ${figures.floor.carries.join(' + ')}).`,
    `Empty handler, same settings: ${kb(empty.minifiedBytes)} KB, fresh process ${ms(empty.processMs)} ms.`,
    'For scale: lambda-perf publishes ≈ 118 ms of init for a Node.js 22 arm64 hello world on Lambda (runtime start included); *Import ms* here is the module load alone, on this machine.',
    '',
    table(
      [
        'Function',
        'Kind',
        'Minified KB',
        '× floor size',
        'Gzip KB',
        'Cold process ms',
        '× floor cold',
        'Import ms',
        'First invoke ms',
        'Carries beyond the floor',
        '× empty',
        'Invocation',
      ],
      figures.functions.map((fn) => [
        fn.name,
        fn.kind,
        kb(fn.minifiedBytes),
        `${ratio(fn.sizeRatioToFloor)}${fn.dynamoOnly ? '' : ' (adds clients)'}`,
        kb(fn.gzipBytes),
        ms(fn.bundled.processMs),
        ratio(fn.coldRatioToFloor),
        ms(fn.bundled.importMs),
        ms(fn.bundled.invokeMs),
        fn.carries.filter((name) => !figures.floor.carries.includes(name)).join(', ') || (fn.carries.length ? '—' : 'no AWS client'),
        ratio(fn.ratioToEmpty),
        fn.bundled.outcome,
      ]),
    ),
  ].join('\n');
}

function callsText(op: OperationResult | undefined): string {
  if (!op) return '—';
  if (op.status === 'unavailable') return op.note ?? 'not available';
  if (!op.dynamo) return op.note ?? '—';
  const commands = Object.entries(op.dynamo.commands).map(([name, count]) => `${count} ${name.replace('Command', '')}`);
  const failed = op.status === 'failed' ? ` (failed: ${op.note ?? ''})` : '';
  return `${op.dynamo.calls} (${commands.join(', ') || 'none'})${failed}`;
}

const unitsText = (op: OperationResult | undefined) => (op?.dynamo ? `${op.dynamo.readUnits} / ${op.dynamo.writeUnits}` : '—');

function dataAccessSection(datasets: DatasetResult[], growth: BenchResults['largeDataset']): string {
  const small = datasets.find((dataset) => dataset.name === 'small');
  const large = datasets.find((dataset) => dataset.name === 'large');
  if (!small) return '## Data access\n\nNot measured.';
  const describe = (dataset: DatasetResult) => `${dataset.catalogueItems} items, ${dataset.ordersInTable} orders`;
  const rows = small.operations.map((op) => {
    const other = large?.operations.find((candidate) => candidate.id === op.id);
    const growth =
      op.status === 'measured' && other?.status === 'measured' ? growthOf(op, other) : op.status === 'unavailable' ? '—' : 'not compared';
    return [
      op.label,
      callsText(op),
      unitsText(op),
      op.dynamo ? String(op.dynamo.returned) : '—',
      callsText(other),
      unitsText(other),
      other?.dynamo ? String(other.dynamo.returned) : '—',
      growth,
    ];
  });
  return [
    '## Data access (DynamoDB calls and consumed capacity per operation, ReturnConsumedCapacity=TOTAL)',
    '',
    `Small: ${describe(small)}. Large: ${large ? describe(large) : 'not measured'}. RRU / WRU; a transaction's writes by AWS's rule: 2 per KB of each item and of each index entry written.`,
    ...(growth && !growth.complete
      ? [
          '',
          `The large dataset is smaller than its target (${growth.target.items} items, ${growth.target.orders} orders): DynamoDB Local wrote ${growth.recordsPerSecond.toFixed(0)} records/s on this machine and the bench stops growing it after ${growth.seconds.toFixed(0)} s.`,
        ]
      : []),
    '',
    table(
      ['Operation', 'Calls (small)', 'RRU / WRU (small)', 'Records', 'Calls (large)', 'RRU / WRU (large)', 'Records', 'With table size'],
      rows,
    ),
    '',
    table(
      ['Operation', 'Answer bytes (small)', 'Answer bytes (large)', 'Warm ms (small)', 'Warm ms (large)'],
      small.operations.map((op) => {
        const other = large?.operations.find((candidate) => candidate.id === op.id);
        return [
          op.label,
          op.responseBytes ? String(op.responseBytes) : '—',
          other?.responseBytes ? String(other.responseBytes) : '—',
          ms(op.medianMs),
          ms(other?.medianMs),
        ];
      }),
    ),
  ].join('\n');
}

function apiSection(api: ApiFigures): string {
  const overhead = api.catalogueOverhead;
  return [
    `## API (local stack, autocannon: ${api.connections} connections × ${api.durationSeconds} s per operation, small dataset)`,
    '',
    table(
      ['Operation', 'p50 ms', 'p99 ms', 'Mean ms', 'Requests/s', 'Operations/s', 'Errors / non-2xx', 'Note'],
      api.operations.map((op) => [
        op.label,
        op.figures ? String(op.figures.p50Ms) : '—',
        op.figures ? String(op.figures.p99Ms) : '—',
        op.figures ? op.figures.averageMs.toFixed(1) : '—',
        op.figures ? op.figures.requestsPerSecond.toFixed(0) : '—',
        op.operationsPerSecond === null ? '—' : op.operationsPerSecond.toFixed(0),
        op.figures ? `${op.figures.errors} / ${op.figures.non2xx}` : '—',
        op.note ?? '',
      ]),
    ),
    '',
    overhead
      ? `Catalogue overhead of our path over bare graphql-js: mean latency ${ratio(overhead.meanRatio)}, p99 ${ratio(overhead.p99Ratio)}, throughput ${ratio(overhead.throughputRatio)} (bare / ours).`
      : 'Catalogue overhead: not measured.',
  ].join('\n');
}

function videoSection(video: VideoFigures): string {
  const unplayed = video.unplayed;
  return [
    `## Lesson video on a phone connection (${video.lesson}; Chromium, DevTools network emulation, 390 px, empty cache)`,
    '',
    "First frame: from the tap (navigation start) to the first frame shown, play asked the moment the lesson's video appears; *from the video*: the part after it appeared. Stalls: waiting after playback began. Source: which player drove the ladder (hls.js, or the browser's own HLS). Before the first frame: the JavaScript files (KB as transferred), every byte received (*All KB*: HTML, CSS, fonts, JS, API, media), GraphQL requests and CORS preflights sent until then, and the first media file. Paused 10 s: bytes downloaded in the 10 s after pausing, once played.",
    '',
    table(
      [
        'Connection',
        'Source',
        'First frame ms',
        'From the video ms',
        'Stalls',
        'Stalled s',
        'Played s',
        'Renditions',
        'JS before',
        'All KB before',
        'GraphQL / preflights',
        'First media',
        'Paused 10 s KB',
      ],
      video.runs.map((run) => [
        run.connection,
        run.player === 'native-hls' ? 'hls (browser)' : run.player === 'hls' ? 'hls (hls.js)' : run.source,
        run.firstFrameMs === null ? 'no frame' : ms(run.firstFrameMs),
        ms(run.firstFrameFromVideoMs),
        String(run.stalls),
        (run.stalledMs / 1000).toFixed(1),
        run.playedSeconds.toFixed(0),
        run.renditions.join(' → ') || '—',
        `${run.beforeFirstFrame.scripts} (${kb(run.beforeFirstFrame.scriptBytes)} KB)`,
        run.beforeFirstFrame.allBytes === undefined ? '—' : kb(run.beforeFirstFrame.allBytes),
        `${run.beforeFirstFrame.graphql} / ${run.beforeFirstFrame.preflights}`,
        run.beforeFirstFrame.firstMedia ?? '—',
        kb(run.pausedBytes),
      ]),
    ),
    '',
    unplayed
      ? `Opened and never played, ${unplayed.connection}: ${kb(unplayed.bytes)} KB in ${unplayed.mediaRequests} media requests (playlists and segments) until 10 s after the video appeared; the player's loading then: ${unplayed.loading ?? '—'}.`
      : 'Opened and never played: not measured.',
  ].join('\n');
}

/** The landing's first view per resource type, left alone and after the first use (test/support/page-transfer.ts). */
function firstViewTable(view: FirstViewTransfer): string {
  const types = [...new Set([...view.untouched.byType, ...(view.afterFirstUse?.byType ?? [])].map((entry) => entry.type))];
  const cell = (transfer: PageTransfer | null, type: string) => {
    const entry = transfer?.byType.find((candidate) => candidate.type === type);
    return entry ? `${kb(entry.bytes)} (${entry.requests})` : '—';
  };
  return [
    'Landing first view in Chromium (empty cache, emulated phone, encoded bytes with headers as served; KB and requests):',
    '',
    table(
      ['Type', 'Left alone', 'After the first use'],
      [
        ...types.map((type) => [type, cell(view.untouched, type), cell(view.afterFirstUse, type)]),
        [
          'Total',
          `${kb(view.untouched.bytes)} (${view.untouched.requests})`,
          view.afterFirstUse ? `${kb(view.afterFirstUse.bytes)} (${view.afterFirstUse.requests})` : '—',
        ],
      ],
    ),
  ].join('\n');
}

function webSection(web: WebFigures): string {
  return [
    '## Web (production build; initial = entry + the route page, with their static imports; gzip)',
    '',
    table(
      ['Route', 'JS files', 'JS KB gzip', 'CSS KB gzip'],
      web.routes.map((route) => [route.route, String(route.jsFiles), kb(route.jsGzipBytes), kb(route.cssGzipBytes)]),
    ),
    '',
    `Lighthouse 12.8, mobile form factor, simulated throttling, Debian Chromium (median of ${web.lighthouse[0]?.runs ?? 0} runs):`,
    '',
    table(
      ['Page', 'Performance', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'Transfer KB'],
      web.lighthouse.map((page) => [
        `${page.label} (${new URL(page.url).pathname})`,
        page.performance.toFixed(0),
        ms(page.lcpMs),
        ms(page.fcpMs),
        ms(page.tbtMs),
        page.cls.toFixed(3),
        kb(page.transferBytes),
      ]),
    ),
    '',
    `Landing LCP, published page / static page of the same content: ${ratio(web.landingLcpRatio)}.`,
    `Landing transfer, compressed as served (Lighthouse total-byte-weight, median): ${web.landingTransferBytes === null ? 'not measured' : `${(web.landingTransferBytes / 1000).toFixed(1)} KB`}.`,
    `Lighthouse runs (each in a Chromium of its own; score, TBT, 1-minute load average at its start): ${web.lighthouse.map((page) => `${new URL(page.url).pathname} ${page.perRun.map((run) => `${run.performance.toFixed(0)}/${ms(run.tbtMs)} ms/${run.loadAverage.toFixed(2)}`).join(', ')}`).join('; ')}.`,
    ...(web.landingFirstView ? ['', firstViewTable(web.landingFirstView)] : []),
    web.republish
      ? `Item change → republished page (admin updateItem until GET /courses/course-3 shows the new price; ${web.republish.samples} changes): p50 ${ms(web.republish.p50Ms)} ms, p99 ${ms(web.republish.p99Ms)} ms, max ${ms(web.republish.maxMs)} ms.`
      : 'Republishing: not measured.',
  ].join('\n');
}

function costSection(cost: CostFigures): string {
  return [
    `## Cost on AWS (${cost.region} list prices as of ${cost.pricesAsOf}, bench/aws-prices.json; Lambda arm64 ${cost.memoryMb} MB)`,
    '',
    table(
      ['Scenario', 'Per', 'AppSync', 'Lambda', 'DynamoDB', 'CloudFront', 'Total', 'Note'],
      cost.scenarios.map((scenario) => [
        scenario.label,
        scenario.per.toLocaleString('en-US'),
        scenario.dollars ? usd(scenario.dollars.appsync) : '—',
        scenario.dollars ? usd(scenario.dollars.lambda) : '—',
        scenario.dollars ? usd(scenario.dollars.dynamodb) : '—',
        scenario.dollars ? usd(scenario.dollars.cloudfront) : '—',
        scenario.dollars ? usd(scenario.dollars.total) : scenario.status,
        scenario.note ?? '',
      ]),
    ),
  ].join('\n');
}

function monthlyCostSection(month: MonthlyCostFigures): string {
  const a = month.assumptions;
  const r = month.resources;
  return [
    '## A month on AWS',
    '',
    `Video egress: ${month.gbPerWatchedHour.toFixed(2)} GB per watched hour at ${a.rendition} (video and audio bitrates, every hour at the top rung: an upper bound), CloudFront South America tiers after the free TB. Assumptions per buyer and month: ${a.watchedHoursPerBuyer} h of lessons, ${a.purchasesPerBuyer} purchase, ${a.activeDaysPerBuyer} days on the store (each about a catalogue view and 5 API requests through the WAF), ${a.emailsPerBuyer} e-mails. API/functions/table: the measured per-view and per-purchase dollars above, scaled.`,
    '',
    table(
      ['Fixed a month', 'What (counted in the synthesized templates)', 'USD'],
      [
        ['WAF', `${r.webAcls} web ACL, ${r.wafRules} rules`, usd(month.fixed.waf)],
        ['Alarms', `${r.alarms} CloudWatch alarms`, usd(month.fixed.alarms)],
        ['Dashboard', `${r.dashboards}`, usd(month.fixed.dashboards)],
        ['Secrets', `${r.secrets} Secrets Manager secrets`, usd(month.fixed.secrets)],
        ['Schedules', `${Math.round(r.scheduledRunsPerMonth).toLocaleString('en-US')} scheduled Lambda runs`, usd(month.fixed.schedules)],
        ['Total', '', usd(month.fixed.total)],
      ],
    ),
    '',
    table(
      ['Buyers', 'Watched hours', 'Video GB', 'Video', 'API, functions, table', 'WAF requests, e-mail', 'Fixed', 'Month'],
      month.months.map((m) => [
        m.buyers.toLocaleString('en-US'),
        m.watchedHours.toLocaleString('en-US'),
        Math.round(m.videoGb).toLocaleString('en-US'),
        usd(m.video),
        m.api === null ? 'not measured' : usd(m.api),
        usd(m.requestsAndMail),
        usd(m.fixed),
        usd(m.total),
      ]),
    ),
    '',
    `Suggested \`monthlyBudgetUsd\` (infra/stages/example.json): ${month.suggestedBudgetUsd}, the month at 1,000 buyers plus a fifth, rounded up to 50.`,
  ].join('\n');
}

function budgetSection(checks: BudgetCheck[], phaseErrors: BenchResults['phaseErrors']): string {
  const failed = checks.filter((check) => !check.passed);
  return [
    '## Budgets (bench/budgets.json)',
    '',
    table(
      ['', 'Budget', 'Subject', 'Measured', 'Limit'],
      checks.map((check) => [check.passed ? 'ok' : 'EXCEEDED', check.budget, check.subject, check.measured, check.limit]),
    ),
    '',
    ...phaseErrors.map((error) => `- Phase **${error.phase}** did not run: ${error.error}`),
    failed.length === 0 && phaseErrors.length === 0
      ? 'All budgets met.'
      : `${failed.length} budget check(s) exceeded${phaseErrors.length ? `, ${phaseErrors.length} phase(s) failed` : ''}.`,
  ].join('\n');
}

function memberAppSection(figures: MemberAppFigures): string {
  return [
    '## Member app (gym floor)',
    '',
    `Day view (/my-plannings/:planningId) JS, entry + page with their static imports, gzip: ${kb(figures.dayViewJsGzipBytes)} KB.`,
    `Offline reload of the day view (390 px, member app installed, no connection), navigation start → today's session on screen: ${ms(figures.offlineReloadMs)} ms (median of ${figures.reloads}).`,
  ].join('\n');
}

function renderMarkdown(results: BenchResults): string {
  return [
    `# Benchmark — ${results.startedAt}`,
    '',
    `${results.machine.cpus} CPUs, Node ${results.machine.node}, load average at start ${results.machine.loadAverageAtStart.map((n) => n.toFixed(2)).join(' / ')}; run took ${results.durationSeconds.toFixed(0)} s. Absolute times drift on a shared machine: read the ratios, measured side by side in this run.`,
    '',
    results.lambda ? lambdaSection(results.lambda) : '## Lambda\n\nNot measured.',
    '',
    dataAccessSection(results.dataAccess, results.largeDataset),
    '',
    results.api ? apiSection(results.api) : '## API\n\nNot measured.',
    '',
    results.web ? webSection(results.web) : '## Web\n\nNot measured.',
    results.video ? videoSection(results.video) : '## Lesson video\n\nNot measured.',
    '',
    results.memberApp ? memberAppSection(results.memberApp) : '## Member app (gym floor)\n\nNot measured.',
    '',
    results.cost ? costSection(results.cost) : '## Cost\n\nNot computed.',
    '',
    results.monthlyCost ? monthlyCostSection(results.monthlyCost) : '## A month on AWS\n\nNot computed.',
    '',
    budgetSection(results.budgets, results.phaseErrors),
    '',
  ].join('\n');
}

/** Writes <timestamp>.json/.md and latest.json/.md; returns the markdown. */
export function writeResults(results: BenchResults): { markdown: string; files: string[] } {
  const dir = join(repositoryRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const markdown = renderMarkdown(results);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const files = [join(dir, `${stamp}.json`), join(dir, `${stamp}.md`), join(dir, 'latest.json'), join(dir, 'latest.md')];
  writeFileSync(files[0] ?? '', json);
  writeFileSync(files[1] ?? '', markdown);
  writeFileSync(files[2] ?? '', json);
  writeFileSync(files[3] ?? '', markdown);
  return { markdown, files };
}
