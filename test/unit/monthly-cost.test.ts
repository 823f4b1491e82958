// The month's cost model: egress per watched hour from the ladder, South America's tiers after the
// free TB, the fixed part from counted resources, and the example stage's budget from it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPrices } from '../../bench/cost';
import { gbPerWatchedHour, monthlyCostFigures, southAmericaEgressUsd, type FixedResources } from '../../bench/monthly-cost';

const prices = loadPrices();
const resources: FixedResources = { webAcls: 1, wafRules: 6, alarms: 68, dashboards: 1, secrets: 3, scheduledRunsPerMonth: 103_710 };

describe('a month on AWS', () => {
  it('sends 0.93 GB per watched hour at 720p (2 Mbps video + 64 kbps audio)', () => {
    expect(gbPerWatchedHour()).toBeCloseTo(0.9288, 4);
  });

  it("prices egress by South America's tiers after the free terabyte", () => {
    const tiers = prices.cloudfrontSouthAmerica;
    expect(southAmericaEgressUsd(1024, tiers)).toBe(0);
    expect(southAmericaEgressUsd(1024 + 100, tiers)).toBeCloseTo(11, 6);
    // 20 TB past the free one: 10 TB at 0.110, 10 TB at 0.105.
    expect(southAmericaEgressUsd(1024 + 20_480, tiers)).toBeCloseTo(10_240 * 0.11 + 10_240 * 0.105, 6);
  });

  it('adds up the fixed month from the counted resources', () => {
    const figures = monthlyCostFigures(resources, null, prices);
    expect(figures.fixed.waf).toBe(5 + 6);
    expect(figures.fixed.alarms).toBeCloseTo(6.8, 6);
    expect(figures.fixed.dashboards).toBe(3);
    expect(figures.fixed.secrets).toBeCloseTo(1.2, 6);
    expect(figures.fixed.total).toBeGreaterThan(22);
    expect(figures.fixed.total).toBeLessThan(23);
  });

  it('puts 10,000 buyers watching 5 h each near USD 5,000 of video, and the example budget at the 1,000-buyer month', () => {
    const figures = monthlyCostFigures(resources, null, prices);
    const [thousand, tenThousand] = figures.months;
    expect(tenThousand?.videoGb).toBeCloseTo(46_440, 0);
    expect(tenThousand?.video).toBeGreaterThan(4_500);
    expect(tenThousand?.video).toBeLessThan(5_200);
    expect(thousand?.total).toBeGreaterThan(400);
    const example = JSON.parse(readFileSync('infra/stages/example.json', 'utf8')) as { monthlyBudgetUsd: number };
    expect(example.monthlyBudgetUsd).toBe(figures.suggestedBudgetUsd);
  });
});
