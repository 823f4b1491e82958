// The one backoff rule of the functions' bounded retries (domain/retry-backoff.ts): the step
// doubles from the first up to the maximum, and each wait is half fixed, half random.
import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from '../../functions/domain/retry-backoff';

const policy = { firstMs: 25, maxMs: 400 };

describe('backoffDelayMs', () => {
  it('doubles the step from the first retry and stops growing at the maximum', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7].map((retry) => backoffDelayMs(retry, policy, () => 1));
    expect(steps).toEqual([25, 50, 100, 200, 400, 400, 400]);
  });

  it('waits at least half of the step, whatever the draw', () => {
    expect([1, 2, 5].map((retry) => backoffDelayMs(retry, policy, () => 0))).toEqual([12.5, 25, 200]);
    expect(backoffDelayMs(3, policy, () => 0.5)).toBe(75);
  });

  it('spreads racing writers: different draws, different waits, always within the step', () => {
    const waits = Array.from({ length: 200 }, () => backoffDelayMs(4, policy));
    expect(new Set(waits).size).toBeGreaterThan(150);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(100);
      expect(wait).toBeLessThan(200);
    }
  });
});
