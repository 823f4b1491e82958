// API figures: latency p50/p99 and throughput of the store's read operations on the local stack
// under autocannon (run in its own process), beside a bare graphql-js server that answers the same
// catalogue query from a static array in this same process, in the same run. The ratio is what
// our path (auth check, directive enforcement, the Lambda event round trip, DynamoDB) costs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { listen } from '../infra/local/http';
import { repositoryRoot } from '../infra/shared/paths';
import { seedItems } from '../functions/seed/catalogue';
import type { BenchStack } from './bench-stack';
import { callerCredentials, runRequests, type OperationResult } from './data-access';
import { OPERATIONS, type OperationContext, type OperationId } from './operations';

export interface LoadPlan {
  url: string;
  connections: number;
  durationSeconds: number;
  /** The requests of one operation, in order; each connection repeats the sequence. */
  requests: { headers: Record<string, string>; body: string }[];
}

export interface LoadFigures {
  /** autocannon reports percentiles in whole milliseconds; the mean keeps decimals. */
  averageMs: number;
  p50Ms: number;
  p99Ms: number;
  /** HTTP requests per second (an operation of two requests counts two). */
  requestsPerSecond: number;
  totalRequests: number;
  errors: number;
  non2xx: number;
}

export interface ApiOperationLoad {
  id: OperationId | 'bareCatalogue';
  label: string;
  status: 'measured' | 'skipped';
  note: string | null;
  requestsPerOperation: number;
  figures: LoadFigures | null;
  /** Operations per second = requests per second / requests per operation. */
  operationsPerSecond: number | null;
}

export interface ApiFigures {
  connections: number;
  durationSeconds: number;
  operations: ApiOperationLoad[];
  /** Our catalogue's mean and p99 latency over the bare server's; throughput bare / ours. */
  catalogueOverhead: { meanRatio: number; p99Ratio: number; throughputRatio: number } | null;
}

/** A graphql-js server with the same schema, answering listItems from the seed in memory. */
async function startBareGraphqlServer(port: number): Promise<{ url: string; server: Server }> {
  const schema = buildSchema(
    [
      readFileSync(join(repositoryRoot, 'infra/local/appsync-prelude.graphql'), 'utf8'),
      readFileSync(join(repositoryRoot, 'schema.graphql'), 'utf8'),
    ].join('\n'),
  );
  const items = seedItems.filter((item) => item.isEnabled);
  const rootValue = { listItems: () => ({ items, nextToken: null }) };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string; variables?: Record<string, unknown> };
      void graphql({ schema, source: body.query, rootValue, variableValues: body.variables ?? {} }).then((result) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(result));
      });
    });
  });
  await listen(server, port);
  return { url: `http://localhost:${port}/graphql`, server };
}

function runLoad(plan: LoadPlan): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'bench/load-worker.ts'), JSON.stringify(plan)], {
      cwd: repositoryRoot,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      const line = output.split('\n').find((text) => text.startsWith('BENCH_LOAD '));
      if (!line) return reject(new Error(`load worker printed no result: ${errors.slice(0, 500)}`));
      resolve(JSON.parse(line.slice('BENCH_LOAD '.length)) as LoadFigures);
    });
  });
}

function headersFor(credentials: { apiKey: string } | { token: string }): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...('apiKey' in credentials ? { 'x-api-key': credentials.apiKey } : { authorization: credentials.token }),
  };
}

export async function measureApi(
  bench: BenchStack,
  context: OperationContext,
  dataAccess: OperationResult[],
  options: { connections: number; durationSeconds: number; barePort: number },
  log: (line: string) => void,
): Promise<ApiFigures> {
  const { connections, durationSeconds } = options;
  const results: ApiOperationLoad[] = [];

  const bare = await startBareGraphqlServer(options.barePort);
  try {
    const catalogue = OPERATIONS.find((operation) => operation.id === 'catalogue');
    const query = catalogue?.requests(context)[0]?.query ?? '';
    const figures = await runLoad({
      url: bare.url,
      connections,
      durationSeconds,
      requests: [{ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: {} }) }],
    });
    results.push({
      id: 'bareCatalogue',
      label: 'graphql-js pelado, mismo catálogo (referencia)',
      status: 'measured',
      note: null,
      requestsPerOperation: 1,
      figures,
      operationsPerSecond: figures.requestsPerSecond,
    });
    log(`  bare graphql-js: p50 ${figures.p50Ms} ms, ${figures.requestsPerSecond.toFixed(0)} req/s`);
  } finally {
    await new Promise<void>((done) => {
      bare.server.close(() => done());
      bare.server.closeAllConnections();
    });
  }

  for (const operation of OPERATIONS) {
    const measured = dataAccess.find((result) => result.id === operation.id);
    const base = { id: operation.id, label: operation.label, figures: null, operationsPerSecond: null };
    if (!measured || measured.status !== 'measured') {
      results.push({ ...base, status: 'skipped', note: measured?.note ?? 'not measured', requestsPerOperation: 0 });
      continue;
    }
    // Purchases: each request carries a new idempotency key ("[<id>]", replaced by autocannon),
    // so every request places a real new order rather than replaying one.
    const requests = operation.requests({ ...context, newIdempotencyKey: () => '[<id>]' });
    const figures = await runLoad({
      url: bench.info.graphqlUrl,
      connections,
      durationSeconds,
      requests: requests.map((request) => ({
        headers: headersFor(callerCredentials(bench, request.caller)),
        body: JSON.stringify({ query: request.query, variables: request.variables }),
      })),
    });
    // autocannon counts HTTP statuses only; a GraphQL error answers 200, so check once more.
    const after = await runRequests(bench, operation.requests(context));
    results.push({
      ...base,
      status: 'measured',
      note: after.error ? `answers an error after the load: ${after.error}` : null,
      requestsPerOperation: requests.length,
      figures,
      operationsPerSecond: figures.requestsPerSecond / requests.length,
    });
    log(`  ${operation.id}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.requestsPerSecond.toFixed(0)} req/s`);
  }

  const webhook = dataAccess.find((result) => result.id === 'webhook');
  results.push({
    id: 'webhook',
    label: 'Webhook de pago (Mercado Pago)',
    status: 'skipped',
    note:
      webhook?.status === 'measured'
        ? 'not load-tested: each delivery needs a freshly paid order (single delivery time in the data-access table)'
        : (webhook?.note ?? 'not measured'),
    requestsPerOperation: 0,
    figures: null,
    operationsPerSecond: null,
  });

  const bareFigures = results.find((result) => result.id === 'bareCatalogue')?.figures;
  const ours = results.find((result) => result.id === 'catalogue')?.figures;
  return {
    connections,
    durationSeconds,
    operations: results,
    catalogueOverhead:
      bareFigures && ours
        ? {
            meanRatio: ours.averageMs / bareFigures.averageMs,
            p99Ratio: ours.p99Ms / Math.max(bareFigures.p99Ms, 1),
            throughputRatio: bareFigures.requestsPerSecond / ours.requestsPerSecond,
          }
        : null,
  };
}
