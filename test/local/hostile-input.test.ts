// Hostile values over every argument of every operation of schema.graphql (read at run time, so
// new operations are covered without touching this file), sent by the admin (who may call every
// operation) to the local stack. One leaf is made hostile at a time; the rest is a plausible value.
// Nothing answers InternalError or a 5xx; what the input limits refuse (too long, control or
// invisible characters, line breaks in one-line fields, huge lists, deep JSON) is a ValidationError;
// and no function run writes to the table and then answers an error (the local stack counts such
// runs per function: infra/local/table-grants.ts).
import { writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLScalarType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INPUT_LIMITS } from '../../functions/domain/input-limits';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { FUNCTION_METRICS_PATH, type FunctionCounts } from '../../infra/local/function-metrics';
import { MULTILINE, operationFor, rootFields, sample, sampleArguments, schema } from '../support/schema-operations';

const stack = inject('stack');
type Path = (string | number)[];

interface Hostile {
  name: string;
  value: unknown;
  /** True when the input limits must refuse it with ValidationError (false: any clear answer). */
  mustRefuse: (leaf: LeafInfo) => boolean;
}

interface LeafInfo {
  key: string;
  scalar: string;
}

const isText = (leaf: LeafInfo) => ['String', 'ID', 'AWSEmail', 'AWSDate', 'AWSDateTime', 'AWSURL', 'AWSPhone'].includes(leaf.scalar);
const oneLine = (leaf: LeafInfo) => !MULTILINE.has(leaf.key);

const TEXT_HOSTILES: Hostile[] = [
  { name: '3 000 characters', value: 'x'.repeat(3_000), mustRefuse: oneLine },
  { name: '25 000 characters', value: 'x'.repeat(25_000), mustRefuse: () => true },
  { name: 'NUL', value: 'curso\u0000-1', mustRefuse: () => true },
  { name: 'lone surrogate', value: 'curso\uD800-1', mustRefuse: () => true },
  { name: 'right-to-left override', value: 'curso\u202E1-', mustRefuse: () => true },
  { name: 'byte order mark', value: '\uFEFFcurso-1', mustRefuse: () => true },
  { name: 'escape sequence', value: 'curso\u001B[31m', mustRefuse: () => true },
  { name: 'CR/LF header injection', value: 'Hola\r\nBcc: victima@example.com', mustRefuse: oneLine },
  { name: 'empty', value: '', mustRefuse: () => false },
  { name: 'blank', value: '   ', mustRefuse: () => false },
  { name: 'HTML', value: '<img src=x onerror=alert(1)>', mustRefuse: () => false },
  { name: 'DynamoDB key syntax', value: 'ITEM#course-1#ORDER', mustRefuse: () => false },
];

const NUMBER_HOSTILES: Hostile[] = [
  { name: 'negative', value: -1, mustRefuse: () => false },
  { name: 'zero', value: 0, mustRefuse: () => false },
  { name: 'huge', value: 1e308, mustRefuse: () => false },
  { name: 'past Int', value: 2 ** 31, mustRefuse: () => false },
  { name: 'fraction', value: 0.333333333333, mustRefuse: () => false },
  // Below DynamoDB's smallest number (1e-130): every decimal's step refuses them (issue 41).
  { name: 'underflow 1e-200', value: 1e-200, mustRefuse: (leaf) => leaf.scalar === 'Float' },
  { name: 'smallest double 5e-324', value: 5e-324, mustRefuse: (leaf) => leaf.scalar === 'Float' },
];

/** Dates shaped right that name no day: refused before any date arithmetic (issue 41). */
const DATE_HOSTILES: Hostile[] = [
  { name: 'day zero 0000-00-00', value: '0000-00-00', mustRefuse: () => true },
  { name: 'month 13', value: '2026-13-01', mustRefuse: () => true },
  { name: 'February 30', value: '2026-02-30', mustRefuse: () => true },
];
const DATE_TIME_HOSTILES: Hostile[] = [
  { name: 'month 13 at noon', value: '2026-13-01T12:00:00-03:00', mustRefuse: () => true },
  { name: 'hour 24', value: '2026-12-01T24:00:00Z', mustRefuse: () => true },
];

const ENUM_HOSTILES: Hostile[] = [
  { name: 'unknown value', value: 'NOT_A_VALUE', mustRefuse: () => true },
  { name: 'value with NUL', value: 'COURSE\u0000', mustRefuse: () => true },
];

const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const JSON_HOSTILES: Hostile[] = [
  { name: 'deep nesting', value: deepJson(60), mustRefuse: () => true },
  { name: '1 000 orders', value: JSON.stringify(Array.from({ length: 1_000 }, (_, i) => ({ id: `o-${i}` }))), mustRefuse: () => true },
  { name: 'id of 3 000 characters', value: JSON.stringify([{ id: 'x'.repeat(3_000) }]), mustRefuse: () => true },
  { name: 'NUL in a name', value: JSON.stringify([{ id: 'o-1', firstName: 'A\u0000' }]), mustRefuse: () => true },
  { name: 'an object', value: JSON.stringify({ id: 'o-1' }), mustRefuse: () => false },
  { name: 'prototype key', value: '[{"__proto__":{"admin":true},"id":"o-1"}]', mustRefuse: () => false },
  { name: 'a number', value: '42', mustRefuse: () => false },
];

interface Leaf extends LeafInfo {
  path: Path;
  list: boolean;
}

/** Every scalar leaf under an argument (through input objects), and every list. */
function leaves(type: GraphQLInputType, key: string, path: Path): Leaf[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const element = leaves(inner.ofType, key, [...path, 0]);
    return [{ key, scalar: 'List', path, list: true }, ...element];
  }
  if (inner instanceof GraphQLInputObjectType) {
    return Object.values(inner.getFields()).flatMap((field) => leaves(field.type, field.name, [...path, field.name]));
  }
  if (inner instanceof GraphQLEnumType) return [{ key, scalar: 'Enum', path, list: false }];
  return [{ key, scalar: (inner as GraphQLScalarType).name, path, list: false }];
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...(base as unknown[])] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[head as string] = withValue((base as Record<string | number, unknown>)[head as string], rest, value);
  return copy;
}

interface Case {
  operation: string;
  argument: string;
  leaf: string;
  hostile: string;
  mustRefuse: boolean;
  body: string;
}

function casesFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Case[] {
  const document = operationFor(kind, field);
  const baseline = sampleArguments(field);
  const cases: Case[] = [];
  for (const arg of field.args) {
    for (const leaf of leaves(arg.type, arg.name, [arg.name])) {
      const hostiles: Hostile[] = leaf.list
        ? [
            {
              name: `${INPUT_LIMITS.listLength * 5} elements`,
              value: Array.from({ length: INPUT_LIMITS.listLength * 5 }, () =>
                sample(getListElementType(field, leaf.path) ?? (schema.getType('ID') as GraphQLScalarType), leaf.key),
              ),
              mustRefuse: () => true,
            },
          ]
        : leaf.scalar === 'Enum'
          ? ENUM_HOSTILES
          : leaf.scalar === 'AWSJSON'
            ? JSON_HOSTILES
            : isText(leaf)
              ? [...TEXT_HOSTILES, ...(leaf.scalar === 'AWSDate' ? DATE_HOSTILES : leaf.scalar === 'AWSDateTime' ? DATE_TIME_HOSTILES : [])]
              : ['Int', 'Float'].includes(leaf.scalar)
                ? NUMBER_HOSTILES
                : [];
      for (const hostile of hostiles) {
        cases.push({
          operation: field.name,
          argument: leaf.path.join('.'),
          leaf: leaf.key,
          hostile: hostile.name,
          mustRefuse: hostile.mustRefuse(leaf),
          body: JSON.stringify({ query: document, variables: withValue(baseline, leaf.path, hostile.value) }),
        });
      }
    }
  }
  return cases;
}

/** The element type of the list at `path` of a field's arguments. */
function getListElementType(field: GraphQLField<unknown, unknown>, path: Path): GraphQLInputType | undefined {
  let type: GraphQLInputType | undefined = field.args.find((arg) => arg.name === path[0])?.type;
  for (const step of path.slice(1)) {
    const inner: GraphQLInputType | undefined = type && isNonNullType(type) ? type.ofType : type;
    if (inner instanceof GraphQLInputObjectType) type = inner.getFields()[step as string]?.type;
    else if (inner && isListType(inner)) type = inner.ofType;
  }
  const inner = type && isNonNullType(type) ? type.ofType : type;
  return inner && isListType(inner) ? inner.ofType : undefined;
}

interface Outcome {
  status: number;
  errorTypes: string[];
  ms: number;
}

/** POSTs from a loopback address of its own, so per-address limits of other tests are untouched. */
function post(token: string, body: string, localAddress: string): Promise<Outcome> {
  const url = new URL(stack.graphqlUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', authorization: token, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { errors?: { errorType: string }[] };
          resolve({
            status: res.statusCode ?? 0,
            errorTypes: (json.errors ?? []).map((e) => e.errorType),
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const allCases = [
  ...rootFields('mutation').flatMap((field) => casesFor('mutation', field)),
  ...rootFields('query').flatMap((field) => casesFor('query', field)),
];

/** Runs, over every function, that wrote and then answered an error (the local stack's count). */
async function writesBehindErrors(): Promise<number> {
  const webhookUrl = stack.payments?.webhookUrl;
  if (!webhookUrl) throw new Error('the stack has no function URL server');
  const counts = (await (await fetch(`${new URL(webhookUrl).origin}${FUNCTION_METRICS_PATH}`)).json()) as Record<string, FunctionCounts>;
  return Object.values(counts).reduce((sum, own) => sum + own.writesBehindErrors, 0);
}

/** Under the WAF's RequestsPerToken limit (600 in 5 minutes), with room for the reads around them. */
const CASES_PER_SESSION = 500;

const UNCLEAR = new Set(['InternalError', 'Lambda:Unhandled', 'InternalFailure', 'MappingTemplate']);

describe('hostile input over every operation and argument', () => {
  let admin: TestUser;
  const results: (Case & Outcome)[] = [];
  let hiddenWrites = 0;

  beforeAll(async () => {
    admin = await signInAdmin(stack);
    // Each case from a loopback address of its own, and a session per 500 cases: the point is the
    // answers, and from one address or one session the WAF's rate rules (the local stack applies
    // them as AWS does) would block the 21st contact message and a session's 601st request before
    // the API saw them.
    const sessions = [admin.accessToken];
    while (sessions.length * CASES_PER_SESSION < allCases.length) sessions.push((await signInAdmin(stack)).accessToken);
    const addressOf = (index: number) => `127.${(process.pid % 200) + 30}.${(Math.floor(index / 250) % 250) + 1}.${(index % 250) + 1}`;
    // A few at a time: the point is the answers, not the load.
    const queue = allCases.map((testCase, index) => ({
      testCase,
      address: addressOf(index),
      token: sessions[Math.floor(index / CASES_PER_SESSION)] ?? admin.accessToken,
    }));
    const hiddenBefore = await writesBehindErrors();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          results.push({ ...next.testCase, ...(await post(next.token, next.testCase.body, next.address)) });
        }
      }),
    );
    hiddenWrites = (await writesBehindErrors()) - hiddenBefore;
    const summary = {
      operations: new Set(allCases.map((c) => c.operation)).size,
      arguments: new Set(allCases.map((c) => `${c.operation}(${c.argument})`)).size,
      valuesTried: results.length,
      refusedAsValidationError: results.filter((r) => r.errorTypes[0] === 'ValidationError').length,
      otherClearErrors: results.filter((r) => r.errorTypes.length > 0 && r.errorTypes[0] !== 'ValidationError').length,
      accepted: results.filter((r) => r.errorTypes.length === 0).length,
      internalErrors: results.filter((r) => r.errorTypes.some((type) => UNCLEAR.has(type)) || r.status >= 500).length,
      slowestMs: Math.round(Math.max(...results.map((r) => r.ms))),
      answeredAnError: results.filter((r) => r.errorTypes.length > 0).length,
      runsThatWroteBehindAnError: hiddenWrites,
    };
    // The figures of this run, for docs/hardening-figures.md (written there by `npm run load`, bench/purchase-load.ts).
    mkdirSync('test-results', { recursive: true });
    writeFileSync(join('test-results', 'hostile-input.json'), JSON.stringify(summary, null, 2));
  }, 600_000);

  it('covers every root field that takes arguments', () => {
    const withArguments = [...rootFields('mutation'), ...rootFields('query')].filter((field) => field.args.length > 0);
    expect(new Set(results.map((r) => r.operation))).toEqual(new Set(withArguments.map((field) => field.name)));
    expect(results.length).toBe(allCases.length);
  });

  it('never answers InternalError, an unhandled Lambda error or a 5xx', () => {
    const unclear = results
      .filter((r) => r.errorTypes.some((type) => UNCLEAR.has(type)) || r.status >= 500)
      .map((r) => `${r.operation}(${r.argument}) ← ${r.hostile}: ${r.status} ${r.errorTypes.join(',')}`);
    expect(unclear).toEqual([]);
  });

  it('never writes behind an error answer: no function run wrote to the table and then answered an error', () => {
    expect(results.filter((r) => r.errorTypes.length > 0).length).toBeGreaterThan(0);
    expect(hiddenWrites).toBe(0);
  });

  it('refuses over-long, control, invisible and line-break characters, huge lists and deep JSON with ValidationError', () => {
    // A huge list of large objects (a plan week's days) outgrows the request size limit
    // first: the endpoint refuses it whole (413 RequestTooLarge) before any resolver reads it.
    const refusedWhole = (r: (typeof results)[number]) => r.status === 413 && r.errorTypes[0] === 'RequestTooLarge';
    const notRefused = results
      .filter((r) => r.mustRefuse && r.errorTypes[0] !== 'ValidationError' && !refusedWhole(r))
      .map((r) => `${r.operation}(${r.argument}) ← ${r.hostile}: ${r.status} ${r.errorTypes.join(',') || 'accepted'}`);
    expect(notRefused).toEqual([]);
  });
});
