// Which order moves the business metrics count (functions/observability/metrics.ts): approvals,
// rejections, and refunds — an approved order refunded or charged back.
import { describe, expect, it } from 'vitest';
import { metricOfOrderMove, STORE_METRICS } from '../../functions/observability/metrics';

describe('order move metrics', () => {
  it('counts approvals, rejections and refunds, and nothing else', () => {
    expect(metricOfOrderMove('CREATED', 'APPROVED')).toBe(STORE_METRICS.ordersApproved);
    expect(metricOfOrderMove('REJECTED', 'APPROVED')).toBe(STORE_METRICS.ordersApproved);
    expect(metricOfOrderMove('IN_PROCESS', 'REJECTED')).toBe(STORE_METRICS.ordersRejected);
    expect(metricOfOrderMove('APPROVED', 'REFUNDED')).toBe(STORE_METRICS.ordersRefunded);
    expect(metricOfOrderMove('APPROVED', 'CHARGED_BACK')).toBe(STORE_METRICS.ordersRefunded);
    expect(metricOfOrderMove('APPROVED', 'CANCELLED')).toBeNull();
    expect(metricOfOrderMove('CREATED', 'REFUNDED')).toBeNull();
    expect(metricOfOrderMove('CREATED', 'CANCELLED')).toBeNull();
    expect(metricOfOrderMove('CREATED', 'IN_PROCESS')).toBeNull();
    // A chargeback the seller won makes the order approved again: no new sale.
    expect(metricOfOrderMove('CHARGED_BACK', 'APPROVED')).toBeNull();
  });
});
