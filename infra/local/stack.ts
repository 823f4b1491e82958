// The whole store on one machine: DynamoDB Local, the local Cognito, the local AppSync endpoint
// calling the real handler modules, and the web app with its runtime /config.json. Used by
// `npm start` and by the integration and browser tests (on their own ports and data folder).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import type { AwsOnlySetting, FunctionsConfig } from '../../functions/settings/all';
import { createS3ContentStore } from '../../functions/content/s3-content-store';
import type { RuntimeConfig } from '../shared/runtime-config';
import { createLocalPublishing } from '../../functions/composition/publish';
import { registerInProcessStorefront } from '../../functions/publish/in-process-publishing';
import { buildRenderer } from '../publish-renderer';
import { createDocumentClient, sharedDocumentClient } from '../../functions/data/dynamo-client';
import { enforceTableGrants, holdToGrants } from './table-grants';
import { DEFAULT_TABLE_NAME } from '../../functions/data/table';
import {
  allFunctionGrants,
  graphqlFunctions,
  httpFunctions,
  queueFunctions,
  scheduledFunctions,
  triggerFunctions,
  videoFunctions,
} from '../../functions/handlers/resolver-map';
import type { MediaConvertJobStateChange } from '../../functions/domain/mediaconvert-events';
import { seedLessons } from '../../functions/seed/lessons';
import { MAIL_MAX_RECEIVE_COUNT } from '../../functions/mail/mail-queue-policy';
import { seedDemoStore } from '../../functions/seed/seed';
import { upgradeStoredData } from '../../functions/seed/upgrade';
import { startAppSyncEndpoint } from './appsync-endpoint';
import type { LambdaHandler } from './appsync/endpoint-options';
import { createFunctionMetrics, FUNCTION_METRICS_PATH } from './function-metrics';
import { bootstrapCognito, type CognitoState } from './cognito-bootstrap';
import { startCognitoServer, type TriggerHandler } from './cognito-server';
import { startContentServer } from './content-server';
import { demoMounts, prepareDemoMedia, startLocalTranscoder, type LocalTranscoder } from './local-video-pipeline';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { startFunctionUrlServer, type FunctionUrlHandler } from './function-url-server';
import { startLocalQueue, type LocalQueue, type QueueConsumer } from './local-queue';
import { createLocalFirewall } from './local-firewall';
import { startMercadoPagoSimulator } from './mercado-pago-simulator/server';
import { startMercadoPagoSimulatorProcess } from './mercado-pago-simulator/own-process';
import { localArcaKeyPairs } from './arca-stand-in/local-certificates';
import { LOCAL_SELLER_CUITS, seedLocalFiscalSettings } from './arca-stand-in/local-fiscal-settings';
import { startArcaStandIn } from './arca-stand-in/server';
import { repositoryRoot } from '../shared/paths';
import { buildWebIfStale } from '../shared/web-build';
import { samplePlanPdfs } from './sample-plan-pdfs';
import { securityHeaders } from '../shared/security-headers';
import { startWebServer } from './web-server';
import { startLocalScheduler, type LocalSchedule } from './local-scheduler';
import { closeServer, stopChildProcess, stopPart, unlessAborted, type StopLog } from './stopping';

export interface LocalStackOptions {
  dataDir: string;
  /**
   * `content` (the local video bucket) defaults to the GraphQL port + 1, `payments` (the Mercado
   * Pago simulator) to + 10, `webhooks` (the HTTP functions, e.g. the payment webhook) to + 11 and
   * `mailQueue` (the local SQS-compatible mail queue) to + 12, `mailFeedbackQueue` (where the local
   * mail stand-in reports bounces, as SES's configuration set does) to + 14.
   */
  ports: {
    web: number;
    graphql: number;
    dynamodb: number;
    cognito: number;
    content?: number;
    payments?: number;
    webhooks?: number;
    mailQueue?: number;
    mailFeedbackQueue?: number;
    /** The ARCA stand-in's control panel; default GraphQL port + 13. */
    arca?: number;
    /** The ARCA stand-in's WSAA and WSFEv1, over TLS with ARCA production's weak-DH profile; default GraphQL port + 15. */
    arcaTls?: number;
  };
  /**
   * The invoice worker's timer (EventBridge Scheduler's stand-in) and when a document ARCA could
   * not take is first tried again. Default: every 5 s, retry after 60 s.
   */
  invoiceWorker?: { everyMs: number; retryFirstSeconds: number };
  /** How long a comment digest stays open (seconds; AWS: 300): the tests shorten it. */
  commentDigestSeconds?: number;
  /** The outbox's lease and first retry (seconds); locally shorter than AWS's 120 and 30. */
  outbox?: { leaseSeconds: number; retryFirstSeconds: number };
  /** Seconds an idempotency key stays IN PROGRESS before another request may take it over (AWS: 60). */
  idempotency?: { inProgressSeconds: number };
  /** Life of an ARCA ticket at the stand-in (ARCA: 12 h). */
  arcaTicketLifetimeSeconds?: number;
  /** Milliseconds before the mail queue delivers a failed message again (SQS: the visibility timeout). */
  mailRetryDelayMs?: number;
  /**
   * Serve the web app and publish the storefront into the data folder's web root: `true` builds
   * web/dist when stale; `{ distDir }` serves a build made elsewhere (the benchmark's).
   */
  web: boolean | { distDir: string };
  adminEmail?: string;
  /**
   * Local only (the browser tests): the pool gets a second app client whose ID and access tokens
   * live this many seconds, so a test can see Amplify refresh an expired token (cognito-bootstrap.ts).
   */
  shortSessionSeconds?: number;
  log?: (line: string) => void;
  /**
   * The payment sweep's timer (EventBridge Scheduler's stand-in) and when it first looks at a new
   * order. Default: every 30 s, first check after 180 s.
   */
  paymentSweep?: { everyMs: number; firstCheckSeconds: number };
  /** How often the planning notices' handler runs (it sends only in the store's morning; default 10 min). */
  planningNoticesEveryMs?: number;
  /**
   * The other scheduled functions' timers (default: the schedule's minutes, as on AWS). Each can
   * also be run at once: POST /_local/schedules/<name> on the function URL server.
   */
  schedules?: Partial<Record<Exclude<keyof typeof scheduledFunctions, 'paymentSweep' | 'invoiceWorker'>, { everyMs: number }>>;
  /**
   * Where the Mercado Pago simulator runs: in this process (default), or in a process of its own,
   * as the real provider is, so that a load on the functions cannot slow the provider (the load test).
   */
  paymentsProcess?: 'shared' | 'own';
  /**
   * The WAF's rate rules stand in front of the API and Cognito, with the CDK's numbers.
   * `allowAddresses`: clients they never count (the test layers' and the load test's own address,
   * which creates hundreds of accounts; an allow rule on an IP set would do the same on AWS).
   */
  firewall?: { allowAddresses?: string[] };
  /**
   * A signal during start-up (Ctrl-C while DynamoDB Local is still starting): the start stops
   * what it has started so far and rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /** One line per part stopped, with its outcome and elapsed milliseconds (`npm start` writes them to stderr). */
  stopLog?: StopLog;
}

interface PersistedState {
  apiKey: string;
  cognito: CognitoState;
}

export interface LocalStack {
  urls: {
    web: string | null;
    graphql: string;
    dynamodb: string;
    cognito: string;
    mailbox: string | null;
    content: string;
    payments: string;
    webhooks: string;
    mailQueue: string;
    arca: string;
  };
  /** The local mail queue: messages waiting and dead letters. */
  mailQueue: LocalQueue;
  runtimeConfig: RuntimeConfig;
  /** The security headers the web server sends (also for other servers of the site, e.g. the bench's). */
  securityHeaders: Record<string, string>;
  admin: CognitoState['admin'];
  /** The app client with short-lived tokens (LocalStackOptions.shortSessionSeconds), else null. */
  shortSessionClientId: string | null;
  /** True when this start created the pool and the admin (the password is shown once). */
  createdAdmin: boolean;
  stateFile: string;
  mailboxDir: string;
  /** The mail queue's folder: messages waiting and dead letters (see local-queue.ts). */
  mailQueueDir: string;
  /** The mail feedback queue's folder (SES's bounce events, from the local mail stand-in). */
  mailFeedbackQueueDir: string;
  tableName: string;
  /** Stops every part, each within a bounded time; a second call gets the first call's promise. */
  stop(): Promise<void>;
}

/**
 * A function's handler, held to the table actions its role is granted on AWS (table-grants.ts) and
 * counted as Lambda counts invocations and errors (function-metrics.ts).
 */
async function importHandler(entry: string, metrics: FunctionMetrics): Promise<LambdaHandler> {
  const module = (await import(pathToFileURL(join(repositoryRoot, entry)).href)) as { handler: LambdaHandler };
  const grants = allFunctionGrants().find((definition) => definition.entry === entry);
  if (!grants) throw new Error(`${entry}: declare its table actions beside its entry (functions/handlers/resolver-map.ts)`);
  return metrics.counted(
    entry,
    holdToGrants(entry, grants.tableActions, module.handler, () => metrics.wroteBehindError(entry)),
  );
}

type FunctionMetrics = ReturnType<typeof createFunctionMetrics>;

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  const mailboxDir = join(dataDir, 'mailbox');
  const stateFile = join(dataDir, 'local-stack.json');
  mkdirSync(dataDir, { recursive: true });
  const servers: { name: string; server: Server }[] = [];
  const children: { name: string; process: ChildProcess }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const queues: LocalQueue[] = [];
  let stopPublishing = () => undefined as void;
  let stopTranscoder = async () => undefined as void;
  const stopLog = options.stopLog ?? (() => undefined);
  // A step of the start that a signal interrupts is not waited for: the catch below stops what
  // has been started so far.
  // Parts that hold a port or a process are registered as soon as they exist and checked after.
  const step = <T>(promise: Promise<T>): Promise<T> => unlessAborted(promise, options.signal);
  const checkpoint = () => options.signal?.throwIfAborted();
  let stopped: Promise<void> | null = null;
  const stopEverything = async () => {
    const started = performance.now();
    await stopPart(
      'publicación y temporizadores',
      async () => {
        stopPublishing();
        timers.forEach((timer) => clearInterval(timer));
      },
      stopLog,
    );
    await stopPart('conversión de videos (ffmpeg)', () => stopTranscoder(), stopLog);
    await Promise.all(queues.map((queue) => stopPart('cola de e-mails', () => queue.stop(), stopLog)));
    await Promise.all(servers.map(({ name, server }) => stopPart(name, () => closeServer(server), stopLog)));
    await Promise.all(children.map(({ name, process }) => stopPart(name, () => stopChildProcess(process), stopLog)));
    stopLog(`detener: todo en ${Math.round(performance.now() - started)} ms`);
  };
  const stop = () => (stopped ??= stopEverything());
  const functionMetrics = createFunctionMetrics();
  const importHandlerCounted = (entry: string) => importHandler(entry, functionMetrics);

  try {
    log('Iniciando DynamoDB Local…');
    const dynamo = await startDynamoDbLocal({
      port: options.ports.dynamodb,
      dataDir: join(dataDir, 'dynamodb'),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    children.push({ name: 'DynamoDB Local (java)', process: dynamo.process });
    checkpoint();
    await step(ensureTable(dynamo.client, DEFAULT_TABLE_NAME));
    const storeTable = { doc: createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }), tableName: DEFAULT_TABLE_NAME };
    const seeded = await step(seedDemoStore(storeTable));
    const fiscalSeeded = await step(
      seedLocalFiscalSettings(
        storeTable,
        process.env['STORE_LEGAL_NAME'] ?? `${process.env['STORE_NAME'] ?? 'Impulso'} Entrenamiento S.A.S. (datos de prueba)`,
      ),
    );
    if (fiscalSeeded > 0) log(`Datos fiscales de prueba (homologación) para ${fiscalSeeded} vendedores.`);
    log(`Datos iniciales: ${seeded.created} creados, ${seeded.kept} ya existían.`);
    // A data folder kept from an earlier version: its records brought to the current shape.
    const upgraded = await step(upgradeStoredData(storeTable));
    if (upgraded.sweepEntriesIndexed > 0)
      log(`Datos actualizados: ${upgraded.sweepEntriesIndexed} órdenes abiertas puestas en la revisión de pagos.`);
    if (upgraded.itemPointersCreated > 0)
      log(`Datos actualizados: ${upgraded.itemPointersCreated} marcas de destacados y ofertas creadas.`);
    if (upgraded.emailMembershipPointersCreated > 0)
      log(`Datos actualizados: ${upgraded.emailMembershipPointersCreated} miembros agregados por e-mail indexados para su registro.`);

    // The demo lessons' clip and its HLS ladder: made once with ffmpeg (which must be installed),
    // kept under the repository's .local-data/ and shared by every start and test stack.
    const demoMedia = await step(prepareDemoMedia(join(repositoryRoot, '.local-data', 'demo-media'), log, options.signal));
    let transcoder: LocalTranscoder | null = null;

    log('Iniciando el almacenamiento local de videos…');
    const content = await startContentServer({
      port: options.ports.content ?? options.ports.graphql + 1,
      dataDir: join(dataDir, 'content'),
      mounts: demoMounts(
        demoMedia,
        seedLessons.map((course) => course.itemId),
      ),
      // S3's event notification: an uploaded course video goes to the local MediaConvert.
      onVideoUploaded: (key) => transcoder?.videoUploaded(key),
      samples: {
        'sample/clase-demo.mp4': { file: join(repositoryRoot, 'infra/local/sample-content/clase-demo.mp4'), contentType: 'video/mp4' },
        ...(await step(samplePlanPdfs(join(dataDir, 'sample-content')))),
      },
    });
    servers.push({ name: 'almacenamiento de videos', server: content.server });
    checkpoint();

    log('Iniciando Mercado Pago simulado…');
    const storeName = process.env['STORE_NAME'] ?? 'Impulso';
    const simulatorOptions = {
      port: options.ports.payments ?? options.ports.graphql + 10,
      dataDir: join(dataDir, 'mercado-pago'),
      sellerNames: { STORE: storeName, DELFI: 'DELFI' },
    };
    let mercadoPago: { url: string; accounts: readonly { seller: string; accessToken: string; webhookSecret: string }[] };
    if (options.paymentsProcess === 'own') {
      const simulator = await startMercadoPagoSimulatorProcess(simulatorOptions, log);
      children.push({ name: 'Mercado Pago simulado (proceso)', process: simulator.process });
      mercadoPago = simulator;
    } else {
      const simulator = await startMercadoPagoSimulator({ ...simulatorOptions, log });
      servers.push({ name: 'Mercado Pago simulado', server: simulator.server });
      mercadoPago = simulator;
    }
    checkpoint();

    log('Iniciando ARCA local (WSAA y WSFEv1)…');
    // The sellers' certificates and keys for ARCA, made at the first start (kept in the data folder).
    const arcaKeyPairs = localArcaKeyPairs(join(dataDir, 'arca', 'credentials.json'), {
      STORE: { name: storeName, cuit: LOCAL_SELLER_CUITS.STORE },
      DELFI: { name: 'DELFI', cuit: LOCAL_SELLER_CUITS.DELFI },
    });
    const arca = await startArcaStandIn({
      port: options.ports.arca ?? options.ports.graphql + 13,
      // WSAA and WSFEv1 only over TLS 1.2 with a 1024-bit DH group, as ARCA's production hosts
      // (decision 085): every local invoice goes through the relaxed TLS the worker keeps for them.
      weakDhTlsPort: options.ports.arcaTls ?? options.ports.graphql + 15,
      dataDir: join(dataDir, 'arca'),
      trustedCertificates: Object.values(arcaKeyPairs).map((pair) => pair.certificate),
      ...(options.arcaTicketLifetimeSeconds ? { ticketLifetimeSeconds: options.arcaTicketLifetimeSeconds } : {}),
      log,
    });
    servers.push({ name: 'ARCA local', server: arca.server });
    if (arca.tls) servers.push({ name: 'ARCA local (TLS)', server: arca.tls.server });
    checkpoint();
    const webhooksPort = options.ports.webhooks ?? options.ports.graphql + 11;
    const webhooksUrl = `http://localhost:${webhooksPort}`;
    const mailQueuePort = options.ports.mailQueue ?? options.ports.graphql + 12;
    const mailFeedbackPort = options.ports.mailFeedbackQueue ?? options.ports.graphql + 14;
    const sellerCredentials = Object.fromEntries(
      mercadoPago.accounts.map((account) => [account.seller, { accessToken: account.accessToken, webhookSecret: account.webhookSecret }]),
    );

    // The functions read their settings from the environment, as on Lambda (AWS-only settings,
    // such as the Secrets Manager secret of the sellers' credentials, have local stand-ins).
    // With the web: the publisher writes the local web root (published pages over the build).
    let site: { siteDir: string; buildDir: string; rendererPath: string } | null = null;
    if (options.web) {
      log('Preparando la web y su publicación…');
      const buildDir = options.web === true ? await step(buildWebIfStale(log)) : options.web.distDir;
      site = { siteDir: join(dataDir, 'site'), buildDir, rendererPath: await step(buildRenderer(join(dataDir, 'publisher'))) };
    }
    const functionsEnv: Record<Exclude<keyof FunctionsConfig, AwsOnlySetting>, string> = {
      TABLE_NAME: DEFAULT_TABLE_NAME,
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      MAIL_QUEUE_URL: `http://localhost:${mailQueuePort}/000000000000/mail`,
      MAIL_QUEUE_ENDPOINT: `http://localhost:${mailQueuePort}`,
      MAIL_TRANSPORT: 'mailbox',
      MAILBOX_DIR: mailboxDir,
      MAIL_FROM: 'tienda@impulso.local',
      // No pace locally: the mailbox has no send rate.
      MAIL_SEND_INTERVAL_MS: '0',
      MAIL_FEEDBACK_QUEUE_URL: `http://localhost:${mailFeedbackPort}/000000000000/mail-feedback`,
      STORE_EMAIL: 'contacto@impulso.local',
      STORE_NAME: process.env['STORE_NAME'] ?? 'Impulso',
      // Local stand-ins; on AWS they come from the CDK context (legalName, cuit).
      STORE_LEGAL_NAME:
        process.env['STORE_LEGAL_NAME'] ?? `${process.env['STORE_NAME'] ?? 'Impulso'} Entrenamiento S.A.S. (datos de prueba)`,
      STORE_CUIT: process.env['STORE_CUIT'] ?? '30-71234567-1',
      CONTENT_BUCKET: content.bucket,
      CONTENT_ENDPOINT: content.url,
      CONTENT_ACCESS_KEY_ID: content.credentials.accessKeyId,
      CONTENT_SECRET_ACCESS_KEY: content.credentials.secretAccessKey,
      VIDEO_URL_TTL_SECONDS: '300',
      VIDEO_UPLOAD_TTL_SECONDS: '900',
      // The ladders behind signed cookies: the content server stands in for CloudFront's /streams/*.
      STREAM_BASE_URL: content.url,
      STREAM_KEY_PAIR_ID: content.streamKeys.keyPairId,
      STREAM_PRIVATE_KEY: content.streamKeys.privateKeyPem,
      STREAM_COOKIE_TTL_SECONDS: process.env['STREAM_COOKIE_TTL_SECONDS'] ?? '300',
      MERCADO_PAGO_API_URL: mercadoPago.url,
      MERCADO_PAGO_CREDENTIALS: JSON.stringify(sellerCredentials),
      MERCADO_PAGO_TIMEOUT_MS: '3000',
      MERCADO_PAGO_MAX_ATTEMPTS: '3',
      MERCADO_PAGO_BUDGET_MS: '8000',
      PAYMENT_WEBHOOK_URL: `${webhooksUrl}${httpFunctions['paymentWebhook']?.path ?? ''}`,
      STORE_WEB_URL: `http://localhost:${options.ports.web}`,
      CHECKOUT_EXPIRATION_MINUTES: '30',
      MAX_INSTALLMENTS: process.env['MAX_INSTALLMENTS'] ?? '6',
      PAYMENT_SWEEP_FIRST_CHECK_SECONDS: String(options.paymentSweep?.firstCheckSeconds ?? 180),
      ARCA_CREDENTIALS: JSON.stringify(arcaKeyPairs),
      ARCA_WSAA_URL: arca.wsaaUrl,
      ARCA_WSFE_URL: arca.wsfeUrl,
      // The stand-in's host is taken as one of ARCA's production hosts, and its certificate
      // trusted; both settings are refused beside ARCA_SECRET_ID (functions/settings/invoicing.ts).
      ARCA_LOCAL_LEGACY_TLS_HOST: new URL(arca.wsfeUrl).hostname,
      ARCA_LOCAL_CA_PEM: arca.tls?.certificatePem ?? '',
      ARCA_TIMEOUT_MS: '5000',
      INVOICE_RETRY_FIRST_SECONDS: String(options.invoiceWorker?.retryFirstSeconds ?? 60),
      INVOICE_MAX_ATTEMPTS: '12',
      INVOICE_DOCUMENTS_BUCKET: content.bucket,
      INVOICE_DOCUMENTS_ENDPOINT: content.url,
      INVOICE_DOCUMENTS_ACCESS_KEY_ID: content.credentials.accessKeyId,
      INVOICE_DOCUMENTS_SECRET_ACCESS_KEY: content.credentials.secretAccessKey,
      INVOICE_URL_TTL_SECONDS: '300',
      COMMENT_DIGEST_SECONDS: String(options.commentDigestSeconds ?? 300),
      OUTBOX_LEASE_SECONDS: String(options.outbox?.leaseSeconds ?? 30),
      OUTBOX_RETRY_FIRST_SECONDS: String(options.outbox?.retryFirstSeconds ?? 5),
      OUTBOX_MAX_ATTEMPTS: '10',
      IDEMPOTENCY_IN_PROGRESS_SECONDS: String(options.idempotency?.inProgressSeconds ?? 60),
    };
    Object.assign(process.env, functionsEnv);
    // The client every handler's repositories use (functions/composition/table.ts), held to grants.
    enforceTableGrants(sharedDocumentClient({ region: functionsEnv.AWS_REGION, endpoint: functionsEnv.DYNAMODB_ENDPOINT }));

    const ladderFinished = (await step(importHandlerCounted(videoFunctions.ladderFinished.entry))) as unknown as (
      event: MediaConvertJobStateChange,
    ) => Promise<unknown>;
    transcoder = startLocalTranscoder({ bucket: content.bucket, fileOf: content.fileOf, ladderFinished, log });
    stopTranscoder = transcoder.stop;

    log('Iniciando la cola de e-mails…');
    const mailQueue = await startLocalQueue({
      port: mailQueuePort,
      name: 'mail',
      dataDir: join(dataDir, 'mail-queue'),
      maxReceiveCount: MAIL_MAX_RECEIVE_COUNT,
      retryDelayMs: options.mailRetryDelayMs ?? 2000,
      consumer: (await step(importHandlerCounted(queueFunctions.mailSender.entry))) as unknown as QueueConsumer,
      log,
    });
    queues.push(mailQueue);
    servers.push({ name: 'cola de e-mails (HTTP)', server: mailQueue.server });
    checkpoint();
    if (mailQueue.url !== functionsEnv.MAIL_QUEUE_URL)
      throw new Error(`mail queue at ${mailQueue.url}, functions told ${functionsEnv.MAIL_QUEUE_URL}`);
    // SES's bounce and complaint events: on AWS the configuration set publishes them to SNS, which
    // delivers them to this queue; locally the mailbox (SES's stand-in) reports them here.
    const mailFeedbackQueue = await startLocalQueue({
      port: mailFeedbackPort,
      name: 'mail-feedback',
      dataDir: join(dataDir, 'mail-feedback-queue'),
      maxReceiveCount: MAIL_MAX_RECEIVE_COUNT,
      retryDelayMs: options.mailRetryDelayMs ?? 2000,
      consumer: (await step(importHandlerCounted(queueFunctions.mailFeedback.entry))) as unknown as QueueConsumer,
      log,
    });
    queues.push(mailFeedbackQueue);
    servers.push({ name: 'cola de rebotes de e-mail (HTTP)', server: mailFeedbackQueue.server });
    checkpoint();
    if (mailFeedbackQueue.url !== functionsEnv.MAIL_FEEDBACK_QUEUE_URL)
      throw new Error(`mail feedback queue at ${mailFeedbackQueue.url}, functions told ${functionsEnv.MAIL_FEEDBACK_QUEUE_URL}`);

    // One web ACL for both, as on AWS: its per-IP counts are shared by the API and the pool.
    const firewall = createLocalFirewall({ allowAddresses: options.firewall?.allowAddresses ?? [] });

    log('Iniciando Cognito local…');
    const triggers = {
      PreSignUp: (await importHandlerCounted(triggerFunctions.preSignUp.entry)) as TriggerHandler,
      PostConfirmation: (await importHandlerCounted(triggerFunctions.postConfirmation.entry)) as TriggerHandler,
      CustomMessage: (await importHandlerCounted(triggerFunctions.customMessage.entry)) as TriggerHandler,
    };
    const cognito = await startCognitoServer({
      port: options.ports.cognito,
      dataDir: join(dataDir, 'cognito'),
      mailboxDir,
      triggers,
      firewall,
    });
    servers.push({ name: 'Cognito local', server: cognito.server });
    checkpoint();

    let state: PersistedState;
    const createdAdmin = !existsSync(stateFile);
    if (!createdAdmin) {
      state = JSON.parse(readFileSync(stateFile, 'utf8')) as PersistedState;
    } else {
      const adminEmail = options.adminEmail ?? 'admin@impulso.local';
      // Not interrupted by a signal: the pool, the state file and the admin's profile are made together.
      const cognitoState = await bootstrapCognito(
        cognito.url,
        adminEmail,
        options.shortSessionSeconds === undefined ? {} : { shortSessionSeconds: options.shortSessionSeconds },
      );
      state = { apiKey: `da2-${randomBytes(13).toString('hex')}`, cognito: cognitoState };
      writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
      // An admin created by an administrator is never "confirmed" by sign-up, so no trigger ran.
      await triggers.PostConfirmation(
        {
          triggerSource: 'PostConfirmation_ConfirmSignUp',
          userName: cognitoState.admin.sub,
          request: {
            userAttributes: { sub: cognitoState.admin.sub, email: adminEmail, given_name: 'Admin', family_name: 'Local' },
          },
          response: {},
        },
        { functionName: 'PostConfirmation' } as never,
      );
    }

    log('Iniciando API GraphQL (AppSync local)…');
    const handlersByField = new Map<string, LambdaHandler>();
    for (const definition of Object.values(graphqlFunctions)) {
      const handler = await step(importHandlerCounted(definition.entry));
      for (const [parentType, fields] of Object.entries(definition.fields)) {
        for (const field of fields) handlersByField.set(`${parentType}.${field}`, handler);
      }
    }
    const schemaSource = [
      readFileSync(join(repositoryRoot, 'infra/local/appsync-prelude.graphql'), 'utf8'),
      readFileSync(join(repositoryRoot, 'schema.graphql'), 'utf8'),
    ].join('\n');
    const issuer = `${cognito.url}/${state.cognito.userPoolId}`;
    const api = await startAppSyncEndpoint({
      port: options.ports.graphql,
      schemaSource,
      apiKey: state.apiKey,
      userPool: {
        issuer,
        clientIds: [state.cognito.clientId, ...(state.cognito.shortSessionClientId ? [state.cognito.shortSessionClientId] : [])],
      },
      resolverFor: (parentType, field) => handlersByField.get(`${parentType}.${field}`),
      firewall,
    });
    servers.push({ name: 'API GraphQL', server: api.server });
    checkpoint();

    // Scheduled functions: the same handlers EventBridge Scheduler invokes on AWS, on timers; each
    // can also be run at once through the function URL server (local-scheduler.ts).
    const schedules: LocalSchedule[] = [];
    for (const [name, definition] of Object.entries(scheduledFunctions)) {
      const timing: { everyMinutes?: number; utcHours?: string } = definition.schedule;
      schedules.push({
        name,
        handler: (await importHandlerCounted(definition.entry)) as unknown as () => Promise<unknown>,
        // An hourly (utcHours) schedule runs every 10 minutes locally: its handler itself waits for
        // the store's morning and sends each notice once.
        everyMs:
          (options.schedules as Record<string, { everyMs: number } | undefined> | undefined)?.[name]?.everyMs ??
          (timing.everyMinutes ?? 10) * 60_000,
      });
    }
    const sweepSchedule = schedules.find((schedule) => schedule.name === 'paymentSweep');
    if (sweepSchedule) sweepSchedule.everyMs = options.paymentSweep?.everyMs ?? 30_000;
    // The invoice worker ticks faster than its minute on AWS, so an issued invoice shows soon.
    const invoiceSchedule = schedules.find((schedule) => schedule.name === 'invoiceWorker');
    if (invoiceSchedule) invoiceSchedule.everyMs = options.invoiceWorker?.everyMs ?? 5000;
    const noticesSchedule = schedules.find((schedule) => schedule.name === 'planningNotices');
    if (noticesSchedule && options.planningNoticesEveryMs) noticesSchedule.everyMs = options.planningNoticesEveryMs;
    const scheduler = startLocalScheduler(schedules, (line) => log(`Tarea programada ${line}`));
    timers.push(...scheduler.timers);

    log('Iniciando las funciones HTTP (webhook de pagos)…');
    const httpRoutes: Record<string, FunctionUrlHandler> = { ...scheduler.routes, [FUNCTION_METRICS_PATH]: functionMetrics.route };
    for (const definition of Object.values(httpFunctions)) {
      httpRoutes[definition.path] = (await importHandlerCounted(definition.entry)) as unknown as FunctionUrlHandler;
    }
    const functionUrls = await startFunctionUrlServer({ port: webhooksPort, routes: httpRoutes });
    servers.push({ name: 'funciones HTTP', server: functionUrls.server });
    checkpoint();

    const runtimeConfig: RuntimeConfig = {
      region: 'us-east-1',
      graphqlUrl: api.url,
      apiKey: state.apiKey,
      userPoolId: state.cognito.userPoolId,
      userPoolClientId: state.cognito.clientId,
      cognitoEndpoint: cognito.url,
      storeName: functionsEnv.STORE_NAME,
      legalName: functionsEnv.STORE_LEGAL_NAME,
      cuit: functionsEnv.STORE_CUIT,
      maxInstallments: Number(functionsEnv.MAX_INSTALLMENTS),
    };

    // What CloudFront sends, with the local servers as the origins the pages may call.
    const origin = (address: string) => new URL(address).origin;
    const webHeaders = securityHeaders(
      { connect: [origin(api.url), origin(cognito.url), origin(content.url)], media: [origin(content.url)] },
      { https: false },
    );

    let webUrl: string | null = null;
    if (site) {
      log('Publicando la tienda…');
      const started = performance.now();
      const table = { doc: createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }), tableName: DEFAULT_TABLE_NAME };
      const storefront = createLocalPublishing({
        ...site,
        siteUrl: functionsEnv.STORE_WEB_URL,
        store: {
          storeName: runtimeConfig.storeName,
          legalName: runtimeConfig.legalName,
          cuit: runtimeConfig.cuit,
          maxInstallments: runtimeConfig.maxInstallments,
        },
        table,
        log: (message, error) => console.error(message, error),
      });
      // The catalogue function's changes republish through it (composition/storefront-publishing.ts).
      registerInProcessStorefront(storefront);
      stopPublishing = () => {
        storefront.stop();
        registerInProcessStorefront(null);
      };
      await step(storefront.publishAll());
      await step(storefront.settled());
      log(`Tienda publicada en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      // Pictures under media/ are served by the web server from the private content bucket, with
      // a signed request (CloudFront's origin access control on AWS).
      const mediaStore = createS3ContentStore(() => ({
        bucket: content.bucket,
        region: content.region,
        endpoint: content.url,
        credentials: content.credentials,
        videoUrlTtlSeconds: 60,
        uploadTtlSeconds: 60,
      }));
      const web = await startWebServer({
        port: options.ports.web,
        distDir: site.buildDir,
        siteDir: site.siteDir,
        runtimeConfig,
        mailboxDir,
        securityHeaders: webHeaders,
        media: { signedUrl: async (key) => (await mediaStore.signedVideoUrl(key)).url },
      });
      servers.push({ name: 'servidor web', server: web.server });
      checkpoint();
      webUrl = web.url;
    }

    return {
      urls: {
        web: webUrl,
        graphql: api.url,
        dynamodb: dynamo.endpoint,
        cognito: cognito.url,
        mailbox: webUrl ? `${webUrl}/_local/mailbox` : null,
        content: content.url,
        payments: mercadoPago.url,
        arca: arca.url,
        webhooks: functionUrls.url,
        mailQueue: mailQueue.url,
      },
      mailQueue,
      runtimeConfig,
      securityHeaders: webHeaders,
      admin: state.cognito.admin,
      shortSessionClientId: state.cognito.shortSessionClientId ?? null,
      createdAdmin,
      stateFile,
      mailboxDir,
      mailQueueDir: join(dataDir, 'mail-queue'),
      mailFeedbackQueueDir: join(dataDir, 'mail-feedback-queue'),
      tableName: DEFAULT_TABLE_NAME,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
