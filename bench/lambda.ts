// Lambda figures: each function bundled exactly as a deploy bundles it (the construct's exported
// esbuild settings), its minified and gzip size, the AWS clients and libraries its bundle carries,
// and its cold start as a fresh Node process that imports the handler and invokes it once — as a
// ratio to the FLOOR (a minimal function that sends one DynamoDB command through the document
// client, bundled the same way: what any table-backed function must carry), to an empty handler,
// and to the same code run unbundled through tsx, all measured in the same run, interleaved, so
// the machine's drift affects each side alike.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { TABLE_KEYS } from '../functions/data/table';
import { graphqlFunctions, httpFunctions, queueFunctions, triggerFunctions } from '../functions/handlers/resolver-map';
import { functionReach, type FunctionReach } from '../infra/function-reach';
import { FUNCTION_BUNDLING } from '../infra/constructs/store-function';
import { repositoryRoot } from '../infra/shared/paths';

export interface FunctionUnderTest {
  name: string;
  entry: string;
  kind: 'graphql' | 'trigger' | 'http' | 'queue';
  /** The event of the one invocation the cold start includes. */
  event: unknown;
}

export interface ColdStart {
  /** Median wall time of a fresh process: start, import, one invocation, exit (ms). */
  processMs: number;
  /** Median time of the import alone, inside the process (ms). */
  importMs: number;
  /** Median time of the first invocation, inside the process (ms). */
  invokeMs: number;
  /** How the invocation ended: "ok" or the error's name (still a real import and call). */
  outcome: string;
}

export interface LambdaResult {
  name: string;
  entry: string;
  kind: FunctionUnderTest['kind'];
  minifiedBytes: number;
  gzipBytes: number;
  bundled: ColdStart;
  unbundled: ColdStart;
  /** bundled.processMs / empty handler's processMs. */
  ratioToEmpty: number;
  /** minifiedBytes / the floor's. */
  sizeRatioToFloor: number;
  /** bundled.processMs / the floor's processMs. */
  coldRatioToFloor: number;
  /** The AWS clients and heavy libraries in the bundle (npm package names). */
  carries: string[];
  /** What the function's code reaches (infra/function-reach.ts) asks for, in the same names. */
  needs: string[];
  /** Carries only the DynamoDB client (the floor's packages). */
  dynamoOnly: boolean;
  /** bundled.processMs / unbundled.processMs. */
  ratioToUnbundled: number;
}

export interface LambdaFigures {
  repetitions: number;
  memoryMb: number;
  emptyHandler: ColdStart & { minifiedBytes: number };
  /** One DynamoDB command through the document client, bundled with the deploy's settings. */
  floor: ColdStart & { minifiedBytes: number; gzipBytes: number; carries: string[] };
  functions: LambdaResult[];
}

/** Memory every function gets (infra/constructs/store-function.ts default). */
export const FUNCTION_MEMORY_MB = 512;

// Sample arguments for root fields, so an invocation does real work (reads the seed) where it
// can; a field without one is invoked with no arguments and may end in a validation error.
const SAMPLE_ARGUMENTS: Record<string, Record<string, unknown>> = {
  listItems: {},
  getItem: { id: 'course-1' },
  listLessonUnits: { itemId: 'course-1' },
  quotePrice: { itemId: 'course-1' },
  listUserAddresses: {},
};

function appSyncEvent(parentType: string, fieldName: string): unknown {
  return {
    arguments: SAMPLE_ARGUMENTS[fieldName] ?? {},
    identity: null,
    source: null,
    request: { headers: {}, domainName: null },
    info: { fieldName, parentTypeName: parentType, variables: {}, selectionSetList: [], selectionSetGraphQL: '' },
    prev: null,
    stash: {},
  };
}

function graphqlEvent(fields: { Query?: readonly string[]; Mutation?: readonly string[] }): unknown {
  const queries = fields.Query ?? [];
  const withSample = queries.find((field) => field in SAMPLE_ARGUMENTS);
  if (withSample) return appSyncEvent('Query', withSample);
  if (queries[0]) return appSyncEvent('Query', queries[0]);
  return appSyncEvent('Mutation', fields.Mutation?.[0] ?? 'unknown');
}

function triggerEvent(name: string): unknown {
  const sub = `bench-${name}-${Date.now()}`;
  const common = {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_bench',
    userName: sub,
    callerContext: { awsSdkVersion: '3', clientId: 'bench' },
  };
  if (/signup/i.test(name)) {
    return {
      ...common,
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: `${sub}@example.com`, given_name: 'Bench', family_name: 'Prueba' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
  }
  if (/confirmation/i.test(name)) {
    return {
      ...common,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: { userAttributes: { sub, email: `${sub}@example.com`, given_name: 'Bench', family_name: 'Prueba' } },
      response: {},
    };
  }
  return {
    ...common,
    triggerSource: 'CustomMessage_SignUp',
    request: { userAttributes: { email: `${sub}@example.com`, given_name: 'Bench' }, codeParameter: '{####}', usernameParameter: null },
    response: {},
  };
}

function httpEvent(path: string): unknown {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: { http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' } },
    body: JSON.stringify({ type: 'payment', data: { id: '0' } }),
    isBase64Encoded: false,
  };
}

function queueEvent(): unknown {
  const body = JSON.stringify({ to: 'bench@example.com', subject: 'Medición', text: 'Un e-mail de la medición.' });
  return {
    Records: [
      {
        messageId: `bench-${Date.now()}`,
        receiptHandle: 'bench',
        body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'bench',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:mail',
        awsRegion: 'us-east-1',
      },
    ],
  };
}

/** Every function of the resolver map, read at run time so new entries are measured too. */
function functionsUnderTest(): FunctionUnderTest[] {
  return [
    ...Object.entries(graphqlFunctions).map(([name, definition]) => ({
      name,
      entry: definition.entry,
      kind: 'graphql' as const,
      event: graphqlEvent(definition.fields),
    })),
    ...Object.entries(triggerFunctions).map(([name, definition]) => ({
      name,
      entry: definition.entry,
      kind: 'trigger' as const,
      event: triggerEvent(name),
    })),
    ...Object.entries(httpFunctions).map(([name, definition]) => ({
      name,
      entry: definition.entry,
      kind: 'http' as const,
      event: httpEvent(definition.path),
    })),
    ...Object.entries(queueFunctions).map(([name, definition]) => ({
      name,
      entry: definition.entry,
      kind: 'queue' as const,
      event: queueEvent(),
    })),
  ];
}

/** The packages the report names: AWS clients and the libraries that weigh (npm names). */
const NAMED_PACKAGES = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sqs',
  '@aws-sdk/client-secrets-manager',
  // The storefront's publishing: invoking the publish function, and its CloudFront invalidations.
  '@aws-sdk/client-lambda',
  '@aws-sdk/client-cloudfront',
  // Adaptive streaming: starting MediaConvert jobs, signing CloudFront cookies.
  '@aws-sdk/client-mediaconvert',
  '@aws-sdk/cloudfront-signer',
  'pdf-lib',
  '@pdf-lib/fontkit',
  // Factura electrónica (the invoice worker): the CMS signature, ARCA's SOAP answers, the QR code.
  'node-forge',
  'fast-xml-parser',
  'qrcode',
] as const;

/** What each kind of reach needs, in package names (the floor's two for the table). */
const PACKAGES_OF_REACH: Record<keyof Omit<FunctionReach, 'settings' | 'reachableTableActions'>, readonly string[]> = {
  table: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
  content: ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
  mail: ['@aws-sdk/client-sesv2'],
  mailQueue: ['@aws-sdk/client-sqs'],
  paymentCredentials: ['@aws-sdk/client-secrets-manager'],
  // The invoice worker: its certificates, the CMS signature, ARCA's SOAP, and the invoice PDF with its QR code.
  arcaCredentials: ['@aws-sdk/client-secrets-manager', 'node-forge', 'fast-xml-parser', 'pdf-lib', 'qrcode'],
  invoiceDocuments: ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
  certificateFonts: ['pdf-lib', '@pdf-lib/fontkit'],
  site: ['@aws-sdk/client-s3', '@aws-sdk/client-cloudfront'],
  publishing: ['@aws-sdk/client-lambda'],
  mediaConvert: ['@aws-sdk/client-mediaconvert'],
  streamSigning: ['@aws-sdk/cloudfront-signer', '@aws-sdk/client-secrets-manager'],
};

/** The packages `entry`'s code reaches: from its import graph, pdf-lib and fontkit where the certificate renderer is. */
function packagesNeeded(entry: string): string[] {
  const reach = functionReach(entry);
  const needed = new Set<string>();
  for (const [kind, packages] of Object.entries(PACKAGES_OF_REACH)) {
    if (reach[kind as keyof typeof PACKAGES_OF_REACH]) for (const name of packages) needed.add(name);
  }
  return [...needed].sort();
}

function packagesIn(inputs: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const input of inputs) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    const name = match?.[1];
    if (name && (NAMED_PACKAGES as readonly string[]).includes(name)) found.add(name);
  }
  return [...found].sort();
}

// OutputFormat's values are esbuild's own format names.
const bundleFormat = String(FUNCTION_BUNDLING.format) === 'esm' ? 'esm' : 'cjs';

interface Bundle {
  file: string;
  /** Source files (repository-relative) and package files in the bundle. */
  inputs: string[];
}

/** Bundles one entry (a file, or source text resolved from the repository) with the deploy's esbuild settings. */
async function bundle(entry: string | { source: string }, outDir: string): Promise<Bundle> {
  // NodejsFunction names an ESM bundle index.mjs, so Node loads it as a module.
  const outfile = join(outDir, bundleFormat === 'esm' ? 'index.mjs' : 'index.js');
  const result = await build({
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.source, resolveDir: repositoryRoot, sourcefile: 'floor.mjs', loader: 'js' as const } }),
    metafile: true,
    bundle: true,
    platform: 'node',
    target: FUNCTION_BUNDLING.target,
    format: bundleFormat,
    minify: FUNCTION_BUNDLING.minify,
    sourcemap: FUNCTION_BUNDLING.sourceMap,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    external: [...FUNCTION_BUNDLING.externalModules],
    banner: { js: FUNCTION_BUNDLING.banner },
    outfile,
    absWorkingDir: repositoryRoot,
    logLevel: 'error',
  });
  return { file: outfile, inputs: Object.keys(result.metafile.inputs) };
}

/**
 * The floor: the least a function that uses the table can be — one command through the same
 * document client the repositories use (functions/data/dynamo-client.ts's settings), against the
 * stack's DynamoDB Local like the functions.
 */
const FLOOR_SOURCE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const endpoint = process.env.DYNAMODB_ENDPOINT;
const doc = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: process.env.AWS_REGION ?? 'us-east-1', ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}) }),
  { marshallOptions: { removeUndefinedValues: true } },
);
export const handler = async () =>
  (await doc.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { ${TABLE_KEYS.partitionKey}: 'ITEM#course-1', ${TABLE_KEYS.sortKey}: 'ITEM' } }))).Item ?? null;
`;

// The probe a fresh process runs: import, invoke once, report both times on one line.
const probeSource = (moduleUrl: string, event: unknown) => `
const started = performance.now();
const module = await import(${JSON.stringify(moduleUrl)});
const imported = performance.now();
let outcome = 'ok';
try {
  await module.handler(${JSON.stringify(event)}, { functionName: 'bench', awsRequestId: 'bench', getRemainingTimeInMillis: () => 10000 });
} catch (error) {
  outcome = (error && error.name) || 'Error';
}
const invoked = performance.now();
console.log('BENCH_PROBE ' + JSON.stringify({ importMs: imported - started, invokeMs: invoked - imported, outcome }));
process.exit(0);
`;

interface ProbeRun {
  processMs: number;
  importMs: number;
  invokeMs: number;
  outcome: string;
}

function runProbe(nodeArgs: string[], moduleUrl: string, event: unknown): Promise<ProbeRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeArgs, '--input-type=module', '-e', probeSource(moduleUrl, event)], {
      cwd: repositoryRoot,
      // The functions' settings (table, endpoints) as the local stack set them in this process.
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      const processMs = performance.now() - started;
      const line = output.split('\n').find((text) => text.startsWith('BENCH_PROBE '));
      if (!line) return reject(new Error(`probe of ${moduleUrl} printed no result: ${errors.slice(0, 500)}`));
      const probe = JSON.parse(line.slice('BENCH_PROBE '.length)) as Omit<ProbeRun, 'processMs'>;
      resolve({ processMs, ...probe });
    });
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function summarise(runs: ProbeRun[]): ColdStart {
  return {
    processMs: median(runs.map((run) => run.processMs)),
    importMs: median(runs.map((run) => run.importMs)),
    invokeMs: median(runs.map((run) => run.invokeMs)),
    outcome: [...new Set(runs.map((run) => run.outcome))].join(', '),
  };
}

/**
 * Bundles every function and measures cold starts. Needs the functions' environment set (the
 * local stack's settings), so that invocations reach DynamoDB Local.
 */
export async function measureLambdas(workDir: string, repetitions: number, log: (line: string) => void): Promise<LambdaFigures> {
  const functions = functionsUnderTest();
  const bundles = new Map<string, Bundle>();
  for (const fn of functions) {
    const outDir = join(workDir, fn.name);
    mkdirSync(outDir, { recursive: true });
    bundles.set(fn.name, await bundle(join(repositoryRoot, fn.entry), outDir));
  }
  const emptyDir = join(workDir, 'empty-handler');
  mkdirSync(emptyDir, { recursive: true });
  const emptySource = join(emptyDir, 'handler.mjs');
  writeFileSync(emptySource, 'export const handler = async () => ({ ok: true });\n');
  const emptyBundle = (await bundle(emptySource, join(emptyDir, 'out'))).file;
  const floorBundle = await bundle({ source: FLOOR_SOURCE }, join(workDir, 'floor'));
  log(`  ${functions.length} functions, the floor and an empty handler bundled with the deploy's esbuild settings`);

  // Lambda runs the bundles with NODE_OPTIONS=--enable-source-maps (the construct sets it).
  const bundledArgs = ['--enable-source-maps'];
  const tsxArgs = ['--import', 'tsx'];
  const emptyRuns: ProbeRun[] = [];
  const floorRuns: ProbeRun[] = [];
  const bundledRuns = new Map<string, ProbeRun[]>(functions.map((fn) => [fn.name, []]));
  const unbundledRuns = new Map<string, ProbeRun[]>(functions.map((fn) => [fn.name, []]));
  for (let repetition = 0; repetition < repetitions; repetition += 1) {
    emptyRuns.push(await runProbe(bundledArgs, pathToFileURL(emptyBundle).href, {}));
    floorRuns.push(await runProbe(bundledArgs, pathToFileURL(floorBundle.file).href, {}));
    for (const fn of functions) {
      bundledRuns.get(fn.name)?.push(await runProbe(bundledArgs, pathToFileURL(bundles.get(fn.name)?.file ?? '').href, fn.event));
      unbundledRuns.get(fn.name)?.push(await runProbe(tsxArgs, pathToFileURL(join(repositoryRoot, fn.entry)).href, fn.event));
    }
    log(`  cold starts: round ${repetition + 1}/${repetitions}`);
  }

  const empty = summarise(emptyRuns);
  const floorCode = readFileSync(floorBundle.file);
  const floor = {
    ...summarise(floorRuns),
    minifiedBytes: floorCode.length,
    gzipBytes: gzipSync(floorCode, { level: 9 }).length,
    carries: packagesIn(floorBundle.inputs),
  };
  return {
    repetitions,
    memoryMb: FUNCTION_MEMORY_MB,
    emptyHandler: { ...empty, minifiedBytes: statSync(emptyBundle).size },
    floor,
    functions: functions.map((fn) => {
      const built = bundles.get(fn.name);
      const code = readFileSync(built?.file ?? '');
      const carries = packagesIn(built?.inputs ?? []);
      const bundled = summarise(bundledRuns.get(fn.name) ?? []);
      const unbundled = summarise(unbundledRuns.get(fn.name) ?? []);
      return {
        name: fn.name,
        entry: fn.entry,
        kind: fn.kind,
        minifiedBytes: code.length,
        gzipBytes: gzipSync(code, { level: 9 }).length,
        bundled,
        unbundled,
        ratioToEmpty: bundled.processMs / empty.processMs,
        sizeRatioToFloor: code.length / floor.minifiedBytes,
        coldRatioToFloor: bundled.processMs / floor.processMs,
        carries,
        needs: packagesNeeded(fn.entry),
        dynamoOnly: carries.every((name) => floor.carries.includes(name)),
        ratioToUnbundled: bundled.processMs / unbundled.processMs,
      };
    }),
  };
}
