// The budgets of bench/budgets.json checked against one run's figures. Each check names the
// budget, the measured value and the limit, so a failing run says exactly what to look at.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../infra/shared/paths';
import type { DatasetResult, OperationResult } from './data-access';
import { PLANNING_MEMBERS } from './datasets';
import { COACH_FEED_PAGE } from './operations';
import type { LambdaFigures } from './lambda';
import type { VideoFigures, VideoRun } from './video-startup';
import type { MemberAppFigures } from './member-app';
import type { WebFigures } from './web';

export interface Budgets {
  web: {
    landingInitialJsGzipKb: number;
    lighthouseMobilePerformanceMin: number;
    clsMax: number;
    /** Landing LCP over the static reference's, in the same run. */
    landingLcpRatioMax: number;
    /** What the landing transfers, compressed as served: Lighthouse's total-byte-weight, and a first view counted in Chromium (issue 42). */
    landingTransferKbMax: number;
    /** The landing's Lighthouse score (issue 42: 100 kept), each run in a Chromium of its own. */
    landingLighthousePerformanceMin?: number;
  };
  lambda: { dynamoOnlySizeRatioToFloorMax: number; dynamoOnlyColdRatioToFloorMax: number; carriesOnlyWhatItUses: boolean };
  dataAccess: { noScanOnRequestPath: boolean; capacityIndependentOfTableSize: boolean };
  /** A lesson's video through HLS on an emulated phone connection (issue 26). */
  video?: {
    /** From the <video> appearing (issue 26). */
    hlsFirstFrameMsMaxAt1600Kbps: number;
    hlsStallsMaxAt400Kbps: number;
    /** From the tap (navigation start), empty cache (issue 42). */
    hlsFirstFrameFromTapMsMaxAt1600Kbps?: number;
    hlsFirstFrameFromTapMsMaxAt400Kbps?: number;
    hlsStallsMaxAtSlow3g?: number;
  };
  memberApp: { dayViewJsGzipKb: number; offlineReloadTodayMsMax: number };
  /** The coach's view of a planning (issue 25), small against large dataset. */
  coaching?: {
    coachViewExtraItemsPerExtraMemberMax: number;
    /** Both answers of the view (a page of members and one of the feed) on the large dataset. */
    coachViewLargeResponseKbMax?: number;
    /** The view's median time on the large dataset over the small one's, in the same run (a ratio: the machine's load cancels out). */
    coachViewLargeToSmallTimeRatioMax?: number;
  };
}

/** The lesson video's budgets: first frame at each connection, stalls over 60 s played. */
export function videoChecks(video: VideoFigures, budget: NonNullable<Budgets['video']>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const hls = (connection: string) => video.runs.find((run) => run.source === 'hls' && run.connection.startsWith(connection));
  const firstFrame = (run: VideoRun, measured: number | null, limit: number, budgetName: string) =>
    checks.push({
      budget: budgetName,
      subject: run.connection,
      measured: measured === null ? 'no frame' : `${measured.toFixed(0)} ms`,
      limit: `≤ ${limit} ms`,
      passed: measured !== null && measured <= limit,
    });
  const stalls = (run: VideoRun, limit: number) =>
    checks.push({
      budget: 'lesson stalls, HLS',
      subject: `${run.connection}, ${run.playedSeconds.toFixed(0)} s played`,
      measured: `${run.stalls} stalls`,
      limit: `≤ ${limit} over 60 s`,
      passed: run.firstFrameMs !== null && run.stalls <= limit && run.playedSeconds >= 59,
    });
  const fast = hls('1.6 Mbps');
  if (fast) {
    firstFrame(fast, fast.firstFrameFromVideoMs, budget.hlsFirstFrameMsMaxAt1600Kbps, 'lesson time to first frame from the video, HLS');
    if (budget.hlsFirstFrameFromTapMsMaxAt1600Kbps !== undefined)
      firstFrame(fast, fast.firstFrameMs, budget.hlsFirstFrameFromTapMsMaxAt1600Kbps, 'lesson time to first frame from the tap, HLS');
  }
  const slow = hls('400 kbps');
  if (slow) {
    if (budget.hlsFirstFrameFromTapMsMaxAt400Kbps !== undefined)
      firstFrame(slow, slow.firstFrameMs, budget.hlsFirstFrameFromTapMsMaxAt400Kbps, 'lesson time to first frame from the tap, HLS');
    stalls(slow, budget.hlsStallsMaxAt400Kbps);
  }
  const slow3g = hls('slow 3G');
  if (slow3g && budget.hlsStallsMaxAtSlow3g !== undefined) stalls(slow3g, budget.hlsStallsMaxAtSlow3g);
  return checks;
}

export interface BudgetCheck {
  budget: string;
  subject: string;
  measured: string;
  limit: string;
  passed: boolean;
}

/** KB as Vite and esbuild print them: 1,000 bytes. */
export const KB = 1000;

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(join(repositoryRoot, 'bench/budgets.json'), 'utf8')) as Budgets;
}

export type Growth = 'same' | 'grows with its answer' | 'GROWS with table size';

const capacityOf = (op: OperationResult) => (op.dynamo?.readUnits ?? 0) + (op.dynamo?.writeUnits ?? 0);

/**
 * How an operation's capacity changed from the small to the large dataset. Growing is fine only
 * when what the operation returns grew by as much (the catalogue lists every item, so a larger
 * catalogue is a larger answer); capacity that grows while the answer does not means the
 * operation reads records it does not return — it scales with the table.
 */
export function growthOf(small: OperationResult, large: OperationResult): Growth {
  const before = capacityOf(small);
  const after = capacityOf(large);
  if (after <= before) return 'same';
  const returnedBefore = small.dynamo?.returned ?? 0;
  const returnedAfter = large.dynamo?.returned ?? 0;
  const filtered = (large.dynamo?.scanned ?? 0) > returnedAfter;
  // Capacity is billed per 4 KB read, so a few records more can cost one unit more: allow the
  // capacity to grow up to the answer's growth plus one unit of rounding per call.
  const answerGrowth = returnedBefore > 0 ? returnedAfter / returnedBefore : Number.POSITIVE_INFINITY;
  const allowed = before * answerGrowth + (large.dynamo?.calls ?? 0);
  return !filtered && returnedAfter > returnedBefore && after <= allowed ? 'grows with its answer' : 'GROWS with table size';
}

export function checkBudgets(
  budgets: Budgets,
  figures: {
    lambda: LambdaFigures | null;
    web: WebFigures | null;
    datasets: DatasetResult[];
    video?: VideoFigures | null;
    memberApp?: MemberAppFigures | null;
  },
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const { lambda, web, datasets, memberApp } = figures;
  if (figures.video && budgets.video) checks.push(...videoChecks(figures.video, budgets.video));

  if (memberApp) {
    checks.push({
      budget: 'day view JS (gzip)',
      subject: '/my-plannings/:planningId',
      measured: `${(memberApp.dayViewJsGzipBytes / KB).toFixed(1)} KB`,
      limit: `≤ ${budgets.memberApp.dayViewJsGzipKb} KB`,
      passed: memberApp.dayViewJsGzipBytes <= budgets.memberApp.dayViewJsGzipKb * KB,
    });
    checks.push({
      budget: "offline reload → today's session",
      subject: '/my-plannings/:planningId (390 px, offline)',
      measured: `${memberApp.offlineReloadMs.toFixed(0)} ms`,
      limit: `≤ ${budgets.memberApp.offlineReloadTodayMsMax} ms`,
      passed: memberApp.offlineReloadMs <= budgets.memberApp.offlineReloadTodayMsMax,
    });
  }

  if (web) {
    const landing = web.routes.find((route) => route.route === '/');
    if (landing) {
      checks.push({
        budget: 'landing initial JS (gzip)',
        subject: '/',
        measured: `${(landing.jsGzipBytes / KB).toFixed(1)} KB`,
        limit: `≤ ${budgets.web.landingInitialJsGzipKb} KB`,
        passed: landing.jsGzipBytes <= budgets.web.landingInitialJsGzipKb * KB,
      });
    }
    checks.push({
      budget: 'landing LCP / static reference',
      subject: '/',
      measured: web.landingLcpRatio === null ? 'not measured' : `${web.landingLcpRatio.toFixed(2)}×`,
      limit: `≤ ${budgets.web.landingLcpRatioMax}×`,
      passed: web.landingLcpRatio !== null && web.landingLcpRatio <= budgets.web.landingLcpRatioMax,
    });
    checks.push({
      budget: 'landing transfer (compressed)',
      subject: '/',
      measured: web.landingTransferBytes === null ? 'not measured' : `${(web.landingTransferBytes / KB).toFixed(1)} KB`,
      limit: `≤ ${budgets.web.landingTransferKbMax} KB`,
      passed: web.landingTransferBytes !== null && web.landingTransferBytes <= budgets.web.landingTransferKbMax * KB,
    });
    const firstView = web.landingFirstView?.untouched ?? null;
    checks.push({
      budget: 'landing first view transfer (Chromium, empty cache, as served)',
      subject: '/',
      measured: firstView === null ? 'not measured' : `${(firstView.bytes / KB).toFixed(1)} KB in ${firstView.requests} requests`,
      limit: `≤ ${budgets.web.landingTransferKbMax} KB`,
      passed: firstView !== null && firstView.bytes <= budgets.web.landingTransferKbMax * KB,
    });
    const landingMin = budgets.web.landingLighthousePerformanceMin;
    const landingPage = web.lighthouse.find((figure) => figure.label === 'Landing (publicada)');
    if (landingMin !== undefined) {
      checks.push({
        budget: 'Lighthouse mobile performance, landing',
        subject: '/',
        measured: landingPage ? `${landingPage.performance.toFixed(0)} (TBT ${landingPage.tbtMs.toFixed(0)} ms)` : 'not measured',
        limit: `≥ ${landingMin}`,
        passed: landingPage !== undefined && landingPage.performance >= landingMin,
      });
    }
    for (const page of web.lighthouse.filter((figure) => !figure.label.includes('referencia'))) {
      const path = new URL(page.url).pathname;
      checks.push({
        budget: 'Lighthouse mobile performance',
        subject: path,
        measured: page.performance.toFixed(0),
        limit: `≥ ${budgets.web.lighthouseMobilePerformanceMin}`,
        passed: page.performance >= budgets.web.lighthouseMobilePerformanceMin,
      });
      checks.push({
        budget: 'CLS',
        subject: path,
        measured: page.cls.toFixed(3),
        limit: `≤ ${budgets.web.clsMax}`,
        passed: page.cls <= budgets.web.clsMax,
      });
    }
  }

  if (lambda) {
    for (const fn of lambda.functions) {
      if (fn.dynamoOnly) {
        checks.push({
          budget: 'DynamoDB-only function size to the floor',
          subject: fn.name,
          measured: `${fn.sizeRatioToFloor.toFixed(2)}× (${(fn.minifiedBytes / KB).toFixed(1)} KB)`,
          limit: `≤ ${budgets.lambda.dynamoOnlySizeRatioToFloorMax}×`,
          passed: fn.sizeRatioToFloor <= budgets.lambda.dynamoOnlySizeRatioToFloorMax,
        });
        checks.push({
          budget: 'DynamoDB-only function cold process to the floor',
          subject: fn.name,
          measured: `${fn.coldRatioToFloor.toFixed(2)}×`,
          limit: `≤ ${budgets.lambda.dynamoOnlyColdRatioToFloorMax}×`,
          passed: fn.coldRatioToFloor <= budgets.lambda.dynamoOnlyColdRatioToFloorMax,
        });
      }
      if (budgets.lambda.carriesOnlyWhatItUses) {
        const unused = fn.carries.filter((name) => !fn.needs.includes(name));
        checks.push({
          budget: 'carries only the clients its code uses',
          subject: fn.name,
          measured: unused.length > 0 ? `also carries ${unused.join(', ')}` : fn.carries.join(', ') || 'no client',
          limit: 'nothing unused',
          passed: unused.length === 0,
        });
      }
    }
  }

  if (budgets.dataAccess.noScanOnRequestPath) {
    for (const dataset of datasets) {
      for (const op of dataset.operations.filter((candidate) => candidate.dynamo)) {
        checks.push({
          budget: 'no Scan on a request path',
          subject: `${op.id} (${dataset.name})`,
          measured: `${op.dynamo?.scans ?? 0} Scan`,
          limit: '0 Scan',
          passed: (op.dynamo?.scans ?? 0) === 0,
        });
      }
    }
  }

  const small = datasets.find((dataset) => dataset.name === 'small');
  const large = datasets.find((dataset) => dataset.name === 'large');
  if (budgets.dataAccess.capacityIndependentOfTableSize && small && large) {
    for (const before of small.operations.filter((op) => op.status === 'measured')) {
      const after = large.operations.find((op) => op.id === before.id && op.status === 'measured');
      if (!after) continue;
      const growth = growthOf(before, after);
      checks.push({
        budget: 'capacity independent of table size',
        subject: before.id,
        measured: `${capacityOf(before)} → ${capacityOf(after)} units (${growth})`,
        limit: 'grows only with its answer',
        passed: growth !== 'GROWS with table size',
      });
    }
  }
  const coachSmall = small?.operations.find((op) => op.id === 'coachView' && op.status === 'measured');
  const coachLarge = large?.operations.find((op) => op.id === 'coachView' && op.status === 'measured');
  if (budgets.coaching && coachSmall?.dynamo && coachLarge?.dynamo) {
    // The large dataset adds members (each listed, with her counters) and many results (never
    // read by the view): the items read may grow by the members only, besides the feed's one
    // page (its pointers and their results; the small dataset's feed is empty).
    const extraMembers = PLANNING_MEMBERS.large - PLANNING_MEMBERS.small;
    const extraItems = coachLarge.dynamo.scanned - coachSmall.dynamo.scanned - 2 * COACH_FEED_PAGE;
    const perMember = extraItems / extraMembers;
    checks.push({
      budget: "coach's view: items read per added member",
      subject: `coachView (${coachSmall.dynamo.scanned} → ${coachLarge.dynamo.scanned} items, ${coachSmall.dynamo.calls} → ${coachLarge.dynamo.calls} calls, +${extraMembers} members, a feed page of ${COACH_FEED_PAGE})`,
      measured: perMember.toFixed(2),
      limit: `≤ ${budgets.coaching.coachViewExtraItemsPerExtraMemberMax}`,
      passed: perMember <= budgets.coaching.coachViewExtraItemsPerExtraMemberMax,
    });
  }
  const answerKbMax = budgets.coaching?.coachViewLargeResponseKbMax;
  if (answerKbMax !== undefined && coachLarge) {
    checks.push({
      budget: "coach's view: answer on the large dataset",
      subject: `coachView (${PLANNING_MEMBERS.large} members: a page of them and a feed page of ${COACH_FEED_PAGE})`,
      measured: `${(coachLarge.responseBytes / KB).toFixed(1)} KB`,
      limit: `≤ ${answerKbMax} KB`,
      passed: coachLarge.responseBytes / KB <= answerKbMax,
    });
  }
  const ratioMax = budgets.coaching?.coachViewLargeToSmallTimeRatioMax;
  if (ratioMax !== undefined && coachSmall?.medianMs && coachLarge?.medianMs) {
    const ratio = coachLarge.medianMs / coachSmall.medianMs;
    checks.push({
      budget: "coach's view: time on the large dataset over the small one's",
      subject: `coachView (${coachSmall.medianMs.toFixed(0)} → ${coachLarge.medianMs.toFixed(0)} ms, ${PLANNING_MEMBERS.small} → ${PLANNING_MEMBERS.large} members)`,
      measured: `${ratio.toFixed(1)}×`,
      limit: `≤ ${ratioMax}×`,
      passed: ratio <= ratioMax,
    });
  }
  return checks;
}
