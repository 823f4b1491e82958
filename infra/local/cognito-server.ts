// The local Cognito: cognito-local's own server, assembled in this process so that
//   - its data lives under the local stack's data folder (absolute paths, no working-dir tricks),
//   - its Lambda triggers (pre-sign-up, post-confirmation, custom message) invoke our real handler modules
//     through the same Invoke request/response contract the AWS SDK uses,
//   - the e-mails it would send land in the local mailbox;
//   - it signs in as the deployed web does: USER_SRP_AUTH and GetTokensFromRefreshToken;
//   - its tokens carry origin_jti and sign-out's RevokeToken revokes them (cognito-token-revocation.ts);
//   - the WAF's rate rules stand in front of it (local-firewall.ts), answering as Cognito does
//     when its web ACL blocks an API call (403 ForbiddenException).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { appendToMailbox } from '../../functions/mail/mailbox-mailer';
import { withLocalAdditions } from './cognito-resend-confirmation-code';
import { withSignInFlows } from './cognito-sign-in-flows';
import { revocableTokenGenerator, withTokenRevocation } from './cognito-token-revocation';
import { listen } from './http';
import { clientAddress, type LocalFirewall } from './local-firewall';
import { COGNITO_WAF_BLOCK } from '../shared/rate-rules';

const require = createRequire(import.meta.url);

// cognito-local is CommonJS without ESM entry points: its modules are loaded with require.
// cognito-local ships no public API for assembling its server; these are its internal modules, typed
// loosely here because their .d.ts files reference aws-sdk v2 types we do not install types for.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- see comment above
const services: Loose = require('cognito-local/lib/services');
const { CognitoServiceFactoryImpl }: Loose = require('cognito-local/lib/services/cognitoService');
const { CryptoService }: Loose = require('cognito-local/lib/services/crypto');
const { StormDBDataStoreFactory }: Loose = require('cognito-local/lib/services/dataStore/stormDb');
const { MessageDeliveryService }: Loose = require('cognito-local/lib/services/messageDelivery/messageDelivery');
const { otp }: Loose = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator }: Loose = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl }: Loose = require('cognito-local/lib/services/userPoolService');
const { Router }: Loose = require('cognito-local/lib/server/Router');
const { createServer }: Loose = require('cognito-local/lib/server/server');
// cognito-local's own logger (its dependency, not ours): resolved from cognito-local's folder.
const pino: Loose = createRequire(require.resolve('cognito-local/lib/server/server'))('pino');

export type TriggerHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface CognitoServerOptions {
  port: number;
  dataDir: string;
  mailboxDir: string;
  triggers: { PreSignUp: TriggerHandler; PostConfirmation: TriggerHandler; CustomMessage: TriggerHandler };
  /** The WAF's rate rules in front of the pool (none: every request passes). */
  firewall?: LocalFirewall;
}

/** A Lambda client whose Invoke calls handlers in this process, with Lambda's payload contract. */
function inProcessLambdaClient(handlers: Record<string, TriggerHandler>) {
  return {
    invoke(params: { FunctionName: string; Payload: string }) {
      return {
        async promise() {
          const handler = handlers[params.FunctionName];
          if (!handler) return { StatusCode: 404, FunctionError: 'ResourceNotFound' };
          const context = { functionName: params.FunctionName, awsRequestId: crypto.randomUUID() } as Context;
          try {
            const result = await handler(JSON.parse(params.Payload), context);
            return { StatusCode: 200, Payload: JSON.stringify(result) };
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return {
              StatusCode: 200,
              FunctionError: 'Unhandled',
              Payload: JSON.stringify({ errorType: 'Error', errorMessage: message }),
            };
          }
        },
      };
    },
  };
}

export async function startCognitoServer(options: CognitoServerOptions): Promise<{ url: string; server: Server }> {
  const url = `http://localhost:${options.port}`;
  const logger = pino({ level: process.env['DEBUG_COGNITO'] ? 'debug' : 'warn' });
  const ctx = { logger };
  const config = {
    LambdaClient: {},
    TriggerFunctions: { PreSignUp: 'PreSignUp', PostConfirmation: 'PostConfirmation', CustomMessage: 'CustomMessage' },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: url },
    KMSConfig: { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' },
    ServerConfig: { port: options.port, hostname: 'localhost', development: false, https: false },
  };
  const clock = new services.DateClock();
  const dataDirectory = join(options.dataDir, 'db');
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoClient = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(
    clock,
    cognitoClient,
    new services.LambdaService(config.TriggerFunctions, inProcessLambdaClient(options.triggers)),
    new CryptoService(config.KMSConfig),
  );
  const mailboxSender = {
    async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: Loose) {
      await appendToMailbox(options.mailboxDir, {
        to: destination,
        from: 'no-responder@cognito.local',
        subject: message.emailSubject ?? 'Código de verificación',
        // Cognito sends the trigger's message as the only body: HTML (the store's template), no text part.
        ...(message.emailMessage?.trimStart().startsWith('<')
          ? { html: message.emailMessage, text: 'Cognito envía este e-mail solo en HTML (sin versión de texto).' }
          : { text: message.emailMessage ?? `Tu código es ${message.__code}` }),
        ...(message.__code ? { code: String(message.__code) } : {}),
      });
    },
    async sendSms() {
      // The store's pools deliver codes by e-mail only.
    },
  };
  const cognitoServices = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(mailboxSender)),
    otp,
    tokenGenerator: revocableTokenGenerator(new JwtTokenGenerator(clock, triggers, config.TokenConfig)),
    triggers,
  };
  // cognito-local lacks ResendConfirmationCode (cognito-resend-confirmation-code.ts) and the deployed
  // web's sign-in flows, SRP and GetTokensFromRefreshToken (cognito-sign-in-flows.ts), and the
  // sign-out's RevokeToken (cognito-token-revocation.ts).
  const router = withTokenRevocation(
    withSignInFlows(withLocalAdditions(Router(cognitoServices), cognitoServices), cognitoServices),
    cognitoServices,
  );
  // cognito-local's express application, behind the web ACL's stand-in. The API's targets are in
  // the x-amz-target header; Cognito's bodies carry credentials and are not inspected here.
  const application = createServer(router, logger, config.ServerConfig, cognitoServices).application as (
    req: IncomingMessage,
    res: ServerResponse,
  ) => void;
  const server = createHttpServer((req, res) => {
    if (options.firewall?.check({ address: clientAddress(req.socket.remoteAddress), headers: req.headers, body: null })) {
      res.writeHead(COGNITO_WAF_BLOCK.status, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(COGNITO_WAF_BLOCK.body));
      return;
    }
    application(req, res);
  });
  await listen(server, options.port);
  return { url, server };
}
