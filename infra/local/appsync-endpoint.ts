// The local AppSync (its parts in appsync/: scalars, authorization, resolvers, query depth, errors,
// HTTP edges): GraphQL over HTTP on the same schema.graphql, with AppSync's auth semantics
//   - a request is API_KEY (x-api-key) or AMAZON_COGNITO_USER_POOLS (Authorization: a JWT whose
//     signature, issuer, expiry and client are verified against the pool's JWKS; a token revoked at
//     sign-out stays valid here until it expires, as on AppSync: only Cognito knows of a revocation,
//     decision 126);
//   - each field is allowed by its own @aws_* directives, else by its type's, else by the default
//     mode (user pools, any group); cognito_groups restrict to members of those groups;
//   - root fields are resolved by the same resolver code AppSync runs (APPSYNC_JS, see
//     infra/shared/lambda-resolver-code.ts) invoking the same handler modules Lambda runs, JSON-
//     serialised both ways as across the Lambda boundary;
//   - errors carry AppSync's shape: message, errorType, path, locations; a null for a non-null
//     variable or argument is AppSync's ValidationError ("Variable 'x' has coerced Null value…");
//   - the API's limits (infra/shared/api-limits.ts) hold as on AWS: the document size the WAF
//     refuses, AppSync's query depth and resolver count (aliases count), introspection per stage;
//   - the WAF's rate rules per client address (infra/shared/rate-rules.ts, via local-firewall.ts),
//     answered with the WAF's custom response.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { NoSchemaIntrospectionCustomRule, buildSchema, execute, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { API_LIMITS, LIMIT_RESPONSES, introspectionEnabled } from '../shared/api-limits';
import { createAuthenticator, type RequestAuth } from './appsync/authorization';
import type { AppSyncEndpointOptions } from './appsync/endpoint-options';
import { type AppSyncError, LimitExceeded, formatError } from './appsync/errors';
import { corsHeaders, forwardedHeaders, sendLimitResponse } from './appsync/http-edges';
import { QueryDepthLimitRule } from './appsync/query-depth';
import { installResolvers, type ExecutionContext } from './appsync/resolvers';
import { installScalars } from './appsync/scalars';
import { listen, readBody, sendJson } from './http';
import { clientAddress } from './local-firewall';

export interface AppSyncEndpoint {
  url: string;
  server: Server;
}

export async function startAppSyncEndpoint(options: AppSyncEndpointOptions): Promise<AppSyncEndpoint> {
  const schema = buildSchema(options.schemaSource);
  const validationRules = [
    ...specifiedRules,
    QueryDepthLimitRule,
    ...((options.introspection ?? introspectionEnabled('local')) ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  installScalars(schema);
  installResolvers(schema, options);
  const authenticate = createAuthenticator(options);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    corsHeaders(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST' || !req.url?.startsWith('/graphql')) {
      sendJson(res, 404, { errors: [{ errorType: 'NotFound', message: 'POST /graphql' }] });
      return;
    }
    // What the WAF checks on AWS comes first: its refusals reach the client before AppSync's.
    type RequestBody = { query?: unknown; variables?: unknown; operationName?: unknown };
    let body: RequestBody | null;
    try {
      const rawBody = await readBody(req, API_LIMITS.maxRequestBytes, () => new LimitExceeded(LIMIT_RESPONSES.requestTooLarge));
      try {
        body = JSON.parse(rawBody) as RequestBody | null;
      } catch {
        body = null;
      }
      const query = body?.query;
      if (typeof query === 'string' && Buffer.byteLength(query) > API_LIMITS.maxQueryBytes) {
        throw new LimitExceeded(LIMIT_RESPONSES.queryTooLarge);
      }
      // Then the WAF's rate rules (after its document-size rule, as their priorities order them).
      const blockedBy = options.firewall?.check({ address: clientAddress(req.socket.remoteAddress), headers: req.headers, body: rawBody });
      if (blockedBy) throw new LimitExceeded(blockedBy.response);
    } catch (error) {
      if (error instanceof LimitExceeded) {
        sendLimitResponse(res, error.response);
        return;
      }
      throw error;
    }
    let auth: RequestAuth;
    try {
      auth = await authenticate(req);
    } catch (error) {
      const e = error as AppSyncError;
      sendJson(res, 401, { errors: [{ errorType: e.errorType, message: e.message }] });
      return;
    }
    let document: DocumentNode;
    let request: RequestBody;
    try {
      if (body === null || typeof body !== 'object') throw new Error('the body is not a JSON object');
      request = body;
      if (typeof request.query !== 'string') throw new Error('query must be a string');
      document = parse(request.query);
    } catch (error) {
      sendJson(res, 400, {
        errors: [{ errorType: 'MalformedHttpRequestException', message: (error as Error).message }],
      });
      return;
    }
    const validationErrors = validate(schema, document, validationRules);
    if (validationErrors.length > 0) {
      sendJson(res, 200, { data: null, errors: validationErrors.map(formatError) });
      return;
    }
    // AppSync gives each request an id, passed to resolvers as x-amzn-requestid and answered in
    // the response's header of the same name; the functions log it as their correlation id.
    const requestId = crypto.randomUUID();
    res.setHeader('x-amzn-requestid', requestId);
    const headers = { ...forwardedHeaders(req), 'x-amzn-requestid': requestId };
    const result = await execute({
      schema,
      document,
      variableValues: (request.variables ?? undefined) as Record<string, unknown> | undefined,
      operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
      contextValue: { auth, headers, resolverCalls: 0 } satisfies ExecutionContext,
    });
    sendJson(res, 200, {
      data: result.data ?? null,
      ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('local AppSync endpoint failed', error);
      if (!res.headersSent) sendJson(res, 500, { errors: [{ errorType: 'InternalFailure', message: 'Internal failure' }] });
    });
  });
  await listen(server, options.port);
  return { url: `http://localhost:${options.port}/graphql`, server };
}
