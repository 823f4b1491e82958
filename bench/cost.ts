// Dollars on AWS from the counts measured in this run and the list prices in aws-prices.json:
// per million catalogue views (a first visit to the landing page) and per thousand purchases
// (createOrder + the payment webhook). Every input is a measured count except Lambda's billed
// duration, for which the operation's warm local time is used as an upper bound.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../infra/shared/paths';
import type { OperationResult } from './data-access';
import type { MonthlyPrices } from './monthly-cost';

export interface AwsPrices {
  region: string;
  pricesAsOf: string;
  appsync: { perMillionQueryOrMutation: number; dataTransferOutPerGb: number; source: string };
  lambda: { architecture: string; perMillionRequests: number; perGbSecond: number; source: string };
  dynamodb: { perMillionReadRequestUnits: number; perMillionWriteRequestUnits: number; source: string };
  cloudfront: { dataTransferOutPerGb: number; perTenThousandHttpsRequests: number; source: string };
}

export function loadPrices(): AwsPrices & MonthlyPrices {
  return JSON.parse(readFileSync(join(repositoryRoot, 'bench/aws-prices.json'), 'utf8')) as AwsPrices & MonthlyPrices;
}

export interface CostBreakdown {
  appsync: number;
  lambda: number;
  dynamodb: number;
  cloudfront: number;
  total: number;
}

export interface CostScenario {
  label: string;
  /** How many of the unit the dollars are for (1,000,000 views; 1,000 purchases). */
  per: number;
  status: 'computed' | 'not available yet';
  note: string | null;
  dollars: CostBreakdown | null;
  /** The counts per unit (one view, one purchase) the dollars come from. */
  counts: {
    appsyncRequests: number;
    lambdaInvocations: number;
    lambdaGbSeconds: number;
    readUnits: number;
    writeUnits: number;
    cloudfrontRequests: number;
    cloudfrontBytes: number;
    apiBytes: number;
  } | null;
}

export interface CostFigures {
  pricesAsOf: string;
  region: string;
  memoryMb: number;
  scenarios: CostScenario[];
}

const GB = 1024 ** 3;

function dollarsFor(counts: NonNullable<CostScenario['counts']>, prices: AwsPrices): CostBreakdown {
  const appsync =
    (counts.appsyncRequests / 1e6) * prices.appsync.perMillionQueryOrMutation +
    (counts.apiBytes / GB) * prices.appsync.dataTransferOutPerGb;
  const lambda = (counts.lambdaInvocations / 1e6) * prices.lambda.perMillionRequests + counts.lambdaGbSeconds * prices.lambda.perGbSecond;
  const dynamodb =
    (counts.readUnits / 1e6) * prices.dynamodb.perMillionReadRequestUnits +
    (counts.writeUnits / 1e6) * prices.dynamodb.perMillionWriteRequestUnits;
  const cloudfront =
    (counts.cloudfrontRequests / 1e4) * prices.cloudfront.perTenThousandHttpsRequests +
    (counts.cloudfrontBytes / GB) * prices.cloudfront.dataTransferOutPerGb;
  return { appsync, lambda, dynamodb, cloudfront, total: appsync + lambda + dynamodb + cloudfront };
}

const scale = (breakdown: CostBreakdown, factor: number): CostBreakdown => ({
  appsync: breakdown.appsync * factor,
  lambda: breakdown.lambda * factor,
  dynamodb: breakdown.dynamodb * factor,
  cloudfront: breakdown.cloudfront * factor,
  total: breakdown.total * factor,
});

/** Lambda bills whole milliseconds of the configured memory. */
const gbSeconds = (operation: OperationResult, memoryMb: number) =>
  (memoryMb / 1024) * (Math.ceil(operation.medianMs ?? 0) / 1000) * operation.lambdaInvocations;

function countsOf(operations: OperationResult[], memoryMb: number) {
  return {
    appsyncRequests: operations.reduce((sum, op) => sum + op.appsyncRequests, 0),
    lambdaInvocations: operations.reduce((sum, op) => sum + op.lambdaInvocations, 0),
    lambdaGbSeconds: operations.reduce((sum, op) => sum + gbSeconds(op, memoryMb), 0),
    readUnits: operations.reduce((sum, op) => sum + (op.dynamo?.readUnits ?? 0), 0),
    writeUnits: operations.reduce((sum, op) => sum + (op.dynamo?.writeUnits ?? 0), 0),
    apiBytes: operations.reduce((sum, op) => sum + op.responseBytes, 0),
  };
}

export function computeCosts(
  operations: OperationResult[],
  landingTransfer: { requests: number; bytes: number } | null,
  memoryMb: number,
  prices: AwsPrices,
): CostFigures {
  const scenarios: CostScenario[] = [];

  const catalogue = operations.find((op) => op.id === 'catalogue');
  if (catalogue?.status === 'measured' && landingTransfer) {
    const counts = {
      ...countsOf([catalogue], memoryMb),
      cloudfrontRequests: landingTransfer.requests,
      cloudfrontBytes: landingTransfer.bytes,
    };
    scenarios.push({
      label: 'Vista del catálogo (primera visita a la landing)',
      per: 1_000_000,
      status: 'computed',
      note: null,
      counts,
      dollars: scale(dollarsFor(counts, prices), 1_000_000),
    });
  } else {
    scenarios.push({
      label: 'Vista del catálogo (primera visita a la landing)',
      per: 1_000_000,
      status: 'not available yet',
      note: catalogue?.note ?? 'web figures not measured in this run',
      counts: null,
      dollars: null,
    });
  }

  const purchaseParts = operations.filter((op) => op.id === 'createOrder' || op.id === 'webhook');
  const missing = purchaseParts.filter((op) => op.status !== 'measured');
  if (purchaseParts.length === 2 && missing.length === 0) {
    const counts = { ...countsOf(purchaseParts, memoryMb), cloudfrontRequests: 0, cloudfrontBytes: 0 };
    scenarios.push({
      label: 'Compra (createOrder + webhook)',
      per: 1000,
      status: 'computed',
      note: null,
      counts,
      dollars: scale(dollarsFor(counts, prices), 1000),
    });
  } else {
    scenarios.push({
      label: 'Compra (createOrder + webhook)',
      per: 1000,
      status: 'not available yet',
      note: missing.map((op) => `${op.id}: ${op.note ?? op.status}`).join('; '),
      counts: null,
      dollars: null,
    });
  }
  return { pricesAsOf: prices.pricesAsOf, region: prices.region, memoryMb, scenarios };
}
