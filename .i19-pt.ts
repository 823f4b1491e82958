import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
const logger = new Logger();
const metrics = new Metrics();
export const handler = async () => { logger.info('x'); metrics.addMetric('a', MetricUnit.Count, 1); metrics.publishStoredMetrics(); };
