// Runs one autocannon load in its own process, so the load generator never competes with the
// servers under test for the bench process's event loop. Input: a LoadPlan as JSON (argv[2]);
// output: one line "BENCH_LOAD <json>" with the figures the report uses.
import autocannon from 'autocannon';
import type { LoadFigures, LoadPlan } from './api-load';

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.durationSeconds,
  requests: plan.requests.map((request) => ({
    method: 'POST',
    path: new URL(plan.url).pathname,
    headers: request.headers,
    body: request.body,
  })),
  idReplacement: true,
});
const figures: LoadFigures = {
  averageMs: result.latency.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requestsPerSecond: result.requests.average,
  totalRequests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
};
console.log(`BENCH_LOAD ${JSON.stringify(figures)}`);
