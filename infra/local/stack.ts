// The whole store on one machine: DynamoDB Local, the local Cognito, the local AppSync endpoint
// calling the real handler modules, and the web app with its runtime /config.json. Used by
// `npm start` and by the integration and browser tests (on their own ports and data folder).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import type { FunctionsConfig } from '../../functions/config';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { DEFAULT_TABLE_NAME } from '../../functions/data/table';
import { graphqlFunctions, triggerFunctions } from '../../functions/handlers/resolver-map';
import { seedStore } from '../../functions/seed/seed';
import { startAppSyncEndpoint, type LambdaHandler } from './appsync-endpoint';
import { bootstrapCognito, type CognitoState } from './cognito-bootstrap';
import { startCognitoServer, type TriggerHandler } from './cognito-server';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { repositoryRoot } from './paths';
import { buildWebIfStale } from './web-build';
import { startWebServer } from './web-server';

export interface LocalStackOptions {
  dataDir: string;
  ports: { web: number; graphql: number; dynamodb: number; cognito: number };
  /** Build (when stale) and serve the web app. */
  web: boolean;
  adminEmail?: string;
  log?: (line: string) => void;
}

export interface LocalRuntimeConfig {
  region: string;
  graphqlUrl: string;
  apiKey: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string | null;
  authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  storeName: string;
}

interface PersistedState {
  apiKey: string;
  cognito: CognitoState;
}

export interface LocalStack {
  urls: { web: string | null; graphql: string; dynamodb: string; cognito: string; mailbox: string | null };
  runtimeConfig: LocalRuntimeConfig;
  admin: CognitoState['admin'];
  /** True when this start created the pool and the admin (the password is shown once). */
  createdAdmin: boolean;
  stateFile: string;
  mailboxDir: string;
  tableName: string;
  stop(): Promise<void>;
}

async function importHandler(entry: string): Promise<LambdaHandler> {
  const module = (await import(pathToFileURL(join(repositoryRoot, entry)).href)) as { handler: LambdaHandler };
  return module.handler;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  const dataDir = resolve(options.dataDir);
  const mailboxDir = join(dataDir, 'mailbox');
  const stateFile = join(dataDir, 'local-stack.json');
  mkdirSync(dataDir, { recursive: true });
  const servers: Server[] = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map(closeServer));
    await Promise.all(children.map(stopProcess));
  };

  try {
    log('Iniciando DynamoDB Local…');
    const dynamo = await startDynamoDbLocal({ port: options.ports.dynamodb, dataDir: join(dataDir, 'dynamodb') });
    children.push(dynamo.process);
    await ensureTable(dynamo.client, DEFAULT_TABLE_NAME);
    const seeded = await seedStore({
      doc: createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }),
      tableName: DEFAULT_TABLE_NAME,
    });
    log(`Datos iniciales: ${seeded.created} creados, ${seeded.kept} ya existían.`);

    // The functions read their settings from the environment, as on Lambda.
    const functionsEnv: Record<keyof FunctionsConfig, string> = {
      TABLE_NAME: DEFAULT_TABLE_NAME,
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      MAIL_TRANSPORT: 'mailbox',
      MAILBOX_DIR: mailboxDir,
      MAIL_FROM: 'tienda@impulso.local',
      STORE_EMAIL: 'contacto@impulso.local',
      STORE_NAME: process.env['STORE_NAME'] ?? 'Impulso',
    };
    Object.assign(process.env, functionsEnv);

    log('Iniciando Cognito local…');
    const triggers = {
      PostConfirmation: (await importHandler(triggerFunctions.postConfirmation.entry)) as TriggerHandler,
      CustomMessage: (await importHandler(triggerFunctions.customMessage.entry)) as TriggerHandler,
    };
    const cognito = await startCognitoServer({
      port: options.ports.cognito,
      dataDir: join(dataDir, 'cognito'),
      mailboxDir,
      triggers,
    });
    servers.push(cognito.server);

    let state: PersistedState;
    const createdAdmin = !existsSync(stateFile);
    if (!createdAdmin) {
      state = JSON.parse(readFileSync(stateFile, 'utf8')) as PersistedState;
    } else {
      const adminEmail = options.adminEmail ?? 'admin@impulso.local';
      const cognitoState = await bootstrapCognito(cognito.url, adminEmail);
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
      const handler = await importHandler(definition.entry);
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
      userPool: { issuer, clientId: state.cognito.clientId },
      resolverFor: (parentType, field) => handlersByField.get(`${parentType}.${field}`),
    });
    servers.push(api.server);

    const runtimeConfig: LocalRuntimeConfig = {
      region: 'us-east-1',
      graphqlUrl: api.url,
      apiKey: state.apiKey,
      userPoolId: state.cognito.userPoolId,
      userPoolClientId: state.cognito.clientId,
      cognitoEndpoint: cognito.url,
      authFlow: 'USER_PASSWORD_AUTH',
      storeName: functionsEnv.STORE_NAME,
    };

    let webUrl: string | null = null;
    if (options.web) {
      log('Preparando la web…');
      const distDir = await buildWebIfStale(log);
      const web = await startWebServer({ port: options.ports.web, distDir, runtimeConfig, mailboxDir });
      servers.push(web.server);
      webUrl = web.url;
    }

    return {
      urls: {
        web: webUrl,
        graphql: api.url,
        dynamodb: dynamo.endpoint,
        cognito: cognito.url,
        mailbox: webUrl ? `${webUrl}/_local/mailbox` : null,
      },
      runtimeConfig,
      admin: state.cognito.admin,
      createdAdmin,
      stateFile,
      mailboxDir,
      tableName: DEFAULT_TABLE_NAME,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
