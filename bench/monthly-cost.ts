// What a month of the store costs on AWS: the fixed part (the WAF, alarms, dashboard, secrets and
// schedules the stacks create, counted in the synthesized templates by fixed-resources.ts) and the
// variable part for a number of buyers under stated assumptions, of which video egress dominates.
// Pure: the counts, the measured per-view and per-purchase dollars (cost.ts) and the prices in.
import { AUDIO_RENDITION, VIDEO_LADDER } from '../functions/domain/video-stream';
import type { AwsPrices, CostFigures } from './cost';

export interface MonthlyPrices {
  cloudfrontSouthAmerica: { dataTransferOutTiers: { upToGb: number | null; perGb: number }[]; freeGbPerMonth: number };
  fixed: {
    wafWebAclPerMonth: number;
    wafRulePerMonth: number;
    wafPerMillionRequests: number;
    cloudwatchAlarmPerMonth: number;
    cloudwatchDashboardPerMonth: number;
    secretPerMonth: number;
    sesPerThousandEmails: number;
  };
}

/** What the synthesized stacks hold that costs by the month. */
export interface FixedResources {
  webAcls: number;
  wafRules: number;
  alarms: number;
  dashboards: number;
  secrets: number;
  /** Scheduled runs a month, every schedule together (each a Lambda invocation). */
  scheduledRunsPerMonth: number;
}

/** The assumptions of a month, stated in the report next to the figures. */
export const MONTH_ASSUMPTIONS = {
  /** Hours of lessons each buyer watches in a month. */
  watchedHoursPerBuyer: 5,
  /** Every hour at the top rung: an upper bound (a phone on a slow connection takes a lower one). */
  rendition: VIDEO_LADDER[0]?.name ?? '720p',
  /** Purchases per buyer a month. */
  purchasesPerBuyer: 1,
  /** Days a month a buyer opens the store (a planning member trains most days). */
  activeDaysPerBuyer: 20,
  /** E-mails per buyer a month: code, purchase confirmation, invoice, a notice or two. */
  emailsPerBuyer: 5,
} as const;

/** Decimal GB per watched hour of a rendition: its video and audio bitrates (container overhead not counted). */
export function gbPerWatchedHour(rendition = VIDEO_LADDER[0]): number {
  const bitsPerSecond = (rendition?.videoBitrate ?? 0) + AUDIO_RENDITION.bitrate;
  return (bitsPerSecond * 3600) / 8 / 1e9;
}

/** CloudFront South America's tiered egress, after the always-free TB. */
export function southAmericaEgressUsd(gb: number, prices: MonthlyPrices['cloudfrontSouthAmerica']): number {
  let remaining = Math.max(0, gb - prices.freeGbPerMonth);
  let previousCeiling = 0;
  let dollars = 0;
  for (const tier of prices.dataTransferOutTiers) {
    const tierSize = tier.upToGb === null ? Infinity : tier.upToGb - previousCeiling;
    const inTier = Math.min(remaining, tierSize);
    dollars += inTier * tier.perGb;
    remaining -= inTier;
    if (tier.upToGb !== null) previousCeiling = tier.upToGb;
    if (remaining <= 0) break;
  }
  return dollars;
}

export interface FixedCost {
  waf: number;
  alarms: number;
  dashboards: number;
  secrets: number;
  schedules: number;
  total: number;
}

function fixedMonthlyCost(resources: FixedResources, prices: MonthlyPrices, lambda: AwsPrices['lambda']): FixedCost {
  const waf = resources.webAcls * prices.fixed.wafWebAclPerMonth + resources.wafRules * prices.fixed.wafRulePerMonth;
  const alarms = resources.alarms * prices.fixed.cloudwatchAlarmPerMonth;
  const dashboards = resources.dashboards * prices.fixed.cloudwatchDashboardPerMonth;
  const secrets = resources.secrets * prices.fixed.secretPerMonth;
  // A scheduled run that finds nothing to do: a request and ~0.2 s of 512 MB.
  const schedules =
    (resources.scheduledRunsPerMonth / 1e6) * lambda.perMillionRequests + resources.scheduledRunsPerMonth * 0.1 * lambda.perGbSecond;
  return { waf, alarms, dashboards, secrets, schedules, total: waf + alarms + dashboards + secrets + schedules };
}

export interface MonthScenario {
  buyers: number;
  watchedHours: number;
  videoGb: number;
  video: number;
  /** API, functions and table: measured per view and per purchase, scaled (null when not measured). */
  api: number | null;
  /** WAF requests and e-mails. */
  requestsAndMail: number;
  fixed: number;
  total: number;
}

/** API requests a buyer makes in a month: a visit a day, about as many calls as a catalogue view. */
const visitsPerBuyer = () => MONTH_ASSUMPTIONS.activeDaysPerBuyer;

function monthScenario(buyers: number, fixed: FixedCost, measured: CostFigures | null, prices: MonthlyPrices): MonthScenario {
  const watchedHours = buyers * MONTH_ASSUMPTIONS.watchedHoursPerBuyer;
  const videoGb = watchedHours * gbPerWatchedHour();
  const video = southAmericaEgressUsd(videoGb, prices.cloudfrontSouthAmerica);
  const view = measured?.scenarios.find((scenario) => scenario.per === 1_000_000)?.dollars?.total;
  const purchase = measured?.scenarios.find((scenario) => scenario.per === 1000)?.dollars?.total;
  const api =
    view === undefined || purchase === undefined
      ? null
      : (buyers * visitsPerBuyer() * view) / 1_000_000 + (buyers * MONTH_ASSUMPTIONS.purchasesPerBuyer * purchase) / 1000;
  // Each visit ~5 API requests through the WAF.
  const wafRequests = buyers * visitsPerBuyer() * 5;
  const requestsAndMail =
    (wafRequests / 1e6) * prices.fixed.wafPerMillionRequests +
    ((buyers * MONTH_ASSUMPTIONS.emailsPerBuyer) / 1000) * prices.fixed.sesPerThousandEmails;
  const total = video + (api ?? 0) + requestsAndMail + fixed.total;
  return { buyers, watchedHours, videoGb, video, api, requestsAndMail, fixed: fixed.total, total };
}

/**
 * The example stage's monthly budget: the month at 1,000 buyers with a fifth more for a busy
 * month, rounded up to the next 50 dollars.
 */
function suggestedBudgetUsd(month: MonthScenario): number {
  return Math.ceil((month.total * 1.2) / 50) * 50;
}

export interface MonthlyCostFigures {
  assumptions: typeof MONTH_ASSUMPTIONS;
  gbPerWatchedHour: number;
  resources: FixedResources;
  fixed: FixedCost;
  months: MonthScenario[];
  suggestedBudgetUsd: number;
}

export function monthlyCostFigures(
  resources: FixedResources,
  measured: CostFigures | null,
  prices: AwsPrices & MonthlyPrices,
): MonthlyCostFigures {
  const fixed = fixedMonthlyCost(resources, prices, prices.lambda);
  const months = [1000, 10_000].map((buyers) => monthScenario(buyers, fixed, measured, prices));
  return {
    assumptions: MONTH_ASSUMPTIONS,
    gbPerWatchedHour: gbPerWatchedHour(),
    resources,
    fixed,
    months,
    suggestedBudgetUsd: suggestedBudgetUsd(months[0] as MonthScenario),
  };
}
