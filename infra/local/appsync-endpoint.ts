// The local AppSync: GraphQL over HTTP on the same schema.graphql, with AppSync's auth semantics
//   - a request is API_KEY (x-api-key) or AMAZON_COGNITO_USER_POOLS (Authorization: a JWT whose
//     signature, issuer, expiry and client are verified against the pool's JWKS);
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
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { jsonNesting } from '../../functions/domain/bounded-json';
import { LAMBDA_RESOLVER_CODE } from '../shared/lambda-resolver-code';
import { loadResolverCode, resolveWithLambda, ResolverCodeError } from './appsync-js-runtime';
import { listen, readBody, sendJson } from './http';
import { clientAddress, type LocalFirewall } from './local-firewall';
import {
  GraphQLError,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  buildSchema,
  specifiedRules,
  defaultFieldResolver,
  execute,
  parse,
  print,
  validate,
  type ASTVisitor,
  type ConstDirectiveNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import {
  API_LIMITS,
  APPSYNC_LIMIT_ERRORS,
  LIMIT_RESPONSES,
  introspectionEnabled,
  limitResponseBody,
  type LimitResponse,
} from '../shared/api-limits';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface AppSyncEndpointOptions {
  port: number;
  /** The schema as AppSync reads it, preceded by the prelude of AppSync's scalars and directives. */
  schemaSource: string;
  apiKey: string;
  /** The pool and the app clients whose tokens it takes (AppSync takes any client of the pool unless told otherwise). */
  userPool: { issuer: string; clientIds: readonly string[] };
  /** The Lambda handler that resolves a root field, as the API stack wires it. */
  resolverFor: (parentType: 'Query' | 'Mutation', fieldName: string) => LambdaHandler | undefined;
  /** Whether introspection answers; by default as the API_LIMITS say for the `local` stage. */
  introspection?: boolean;
  /** The WAF's rate rules in front of the API (none: every request passes). */
  firewall?: LocalFirewall;
}

type AuthMode = 'API_KEY' | 'AMAZON_COGNITO_USER_POOLS';

interface RequestAuth {
  mode: AuthMode;
  identity: CognitoIdentity | null;
}

interface CognitoIdentity {
  sub: string;
  issuer: string;
  username: string;
  claims: JWTPayload;
  sourceIp: string[];
  defaultAuthStrategy: 'ALLOW';
  groups: string[] | null;
}

interface ExecutionContext {
  auth: RequestAuth;
  headers: Record<string, string>;
  /** Root resolvers invoked so far in this request (AppSync's resolver count). */
  resolverCalls: number;
}

class AppSyncError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

// --- Scalars: AppSync validates its scalars on input and output --------------------------------

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)$/;
const DATE = /^\d{4}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function stringScalar(name: string, isValid: (value: string) => boolean) {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !isValid(value)) {
      throw new GraphQLError(`Invalid value for ${name}: ${JSON.stringify(value)}`);
    }
    return value;
  };
  return {
    serialize: check,
    parseValue: check,
    parseLiteral: (node: ValueNode) => check(node.kind === Kind.STRING ? node.value : undefined),
  };
}

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

function valueFromLiteral(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(valueFromLiteral);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueFromLiteral(f.value)]));
    default:
      return undefined;
  }
}

/**
 * AppSync parses JSON with a nesting limit (its parser's default, 1 000 levels, as Jackson's
 * StreamReadConstraints): deeper text is refused before parsing, as a variable it could not
 * coerce — never a Lambda failure (the value could not cross the Lambda boundary anyway).
 */
const AWSJSON_MAX_NESTING = 1000;

/** AWSJSON arrives as a JSON string and reaches the resolver parsed, as AppSync does. */
const awsJson = {
  serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parseValue: (value: unknown) => {
    if (typeof value !== 'string') return value;
    if (jsonNesting(value) > AWSJSON_MAX_NESTING) {
      throw new GraphQLError(`Invalid value for AWSJSON: nesting depth exceeds the maximum allowed (${AWSJSON_MAX_NESTING})`);
    }
    try {
      return JSON.parse(value);
    } catch {
      throw new GraphQLError('Invalid value for AWSJSON: not a JSON string');
    }
  },
  parseLiteral: (node: ValueNode) => awsJson.parseValue(valueFromLiteral(node)),
};

function installScalars(schema: GraphQLSchema): void {
  const behaviours: Record<string, Pick<GraphQLScalarType, 'serialize' | 'parseValue' | 'parseLiteral'>> = {
    AWSDateTime: stringScalar('AWSDateTime', (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))),
    AWSDate: stringScalar('AWSDate', (v) => DATE.test(v)),
    AWSTime: stringScalar('AWSTime', (v) => TIME.test(v)),
    AWSEmail: stringScalar('AWSEmail', (v) => EMAIL.test(v)),
    AWSURL: stringScalar('AWSURL', isUrl),
    AWSPhone: stringScalar('AWSPhone', (v) => /^\+?[\d\s()-]{3,}$/.test(v)),
    AWSIPAddress: stringScalar('AWSIPAddress', (v) => /^[\d.:a-fA-F/]+$/.test(v)),
    AWSJSON: awsJson,
    AWSTimestamp: {
      serialize: (v: unknown) => Number(v),
      parseValue: (v: unknown) => Number(v),
      parseLiteral: (node: ValueNode) => Number(valueFromLiteral(node)),
    },
  };
  for (const [name, behaviour] of Object.entries(behaviours)) {
    const type = schema.getType(name);
    if (type instanceof GraphQLScalarType) Object.assign(type, behaviour);
  }
}

// --- Authorization directives ------------------------------------------------------------------

interface AllowedModes {
  apiKey: boolean;
  /** null: not allowed; []: any signed-in user; otherwise members of one of these groups. */
  userPoolGroups: string[] | null;
}

const AUTH_DIRECTIVES = new Set(['aws_api_key', 'aws_cognito_user_pools', 'aws_auth', 'aws_iam', 'aws_oidc', 'aws_lambda']);

function authDirectives(directives: readonly ConstDirectiveNode[] | undefined): ConstDirectiveNode[] {
  return (directives ?? []).filter((d) => AUTH_DIRECTIVES.has(d.name.value));
}

function groupsOf(directive: ConstDirectiveNode): string[] {
  const argument = directive.arguments?.find((a) => a.name.value === 'cognito_groups');
  if (!argument) return [];
  const value = valueFromLiteral(argument.value);
  return Array.isArray(value) ? value.map(String) : [];
}

function allowedModes(field: GraphQLField<unknown, unknown>, parent: GraphQLObjectType): AllowedModes {
  const own = authDirectives(field.astNode?.directives);
  const directives = own.length > 0 ? own : authDirectives(parent.astNode?.directives);
  // No directive anywhere: the default mode (user pools) only.
  if (directives.length === 0) return { apiKey: false, userPoolGroups: [] };
  const userPool = directives.find((d) => d.name.value === 'aws_cognito_user_pools' || d.name.value === 'aws_auth');
  return {
    apiKey: directives.some((d) => d.name.value === 'aws_api_key'),
    userPoolGroups: userPool ? groupsOf(userPool) : null,
  };
}

function isAllowed(modes: AllowedModes, auth: RequestAuth): boolean {
  if (auth.mode === 'API_KEY') return modes.apiKey;
  if (modes.userPoolGroups === null) return false;
  if (modes.userPoolGroups.length === 0) return true;
  const groups = auth.identity?.groups ?? [];
  return modes.userPoolGroups.some((group) => groups.includes(group));
}

// --- Resolvers ---------------------------------------------------------------------------------

const lambdaResolverCode = loadResolverCode(LAMBDA_RESOLVER_CODE);

function selectionSetList(info: GraphQLResolveInfo): string[] {
  const paths: string[] = [];
  const walk = (nodes: readonly FieldNode[], prefix: string) => {
    for (const node of nodes) {
      for (const selection of node.selectionSet?.selections ?? []) {
        if (selection.kind !== Kind.FIELD) continue;
        const path = prefix ? `${prefix}/${selection.name.value}` : selection.name.value;
        paths.push(path);
        walk([selection], path);
      }
    }
  };
  walk(info.fieldNodes, '');
  return paths;
}

function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function rootResolver(
  options: AppSyncEndpointOptions,
  parentType: 'Query' | 'Mutation',
  fieldName: string,
): GraphQLFieldResolver<unknown, ExecutionContext> {
  return async (_source, args, context, info) => {
    const handler = options.resolverFor(parentType, fieldName);
    if (!handler) throw new AppSyncError(`No resolver attached to ${parentType}.${fieldName}`, 'MappingTemplate');
    const ctx = {
      arguments: args,
      identity: context.auth.identity,
      source: null,
      info: {
        fieldName,
        parentTypeName: parentType,
        variables: info.variableValues,
        selectionSetList: selectionSetList(info),
        selectionSetGraphQL: print(info.fieldNodes[0]?.selectionSet ?? { kind: Kind.SELECTION_SET, selections: [] }),
      },
      request: { headers: context.headers, domainName: null },
      prev: null,
      stash: {},
    };
    // The resolver code AppSync runs in front of the function (api-stack.ts), run here the same way.
    try {
      return await resolveWithLambda(lambdaResolverCode, ctx, (payload) => handler(payload, lambdaContext(`${parentType}-${fieldName}`)));
    } catch (error) {
      if (error instanceof ResolverCodeError) throw new AppSyncError(error.message, error.errorType ?? 'Lambda:Unhandled');
      throw error;
    }
  };
}

// --- Limits -------------------------------------------------------------------------------------

/** Deepest field nesting of a selection set (a root field is level 1), fragments followed once. */
function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let deepest = 0;
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

/**
 * AppSync's query depth limit, checked before anything runs (introspection included). AppSync
 * answers the shallower fields and nulls the deeper ones; here the whole request is refused with
 * the same errorType, which only matters to a query no screen of the store sends.
 */
function QueryDepthLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const fragments = new Map(
        context
          .getDocument()
          .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment]),
      );
      if (selectionDepth(operation.selectionSet, fragments, new Set()) > API_LIMITS.queryDepthLimit) {
        context.reportError(
          new GraphQLError(APPSYNC_LIMIT_ERRORS.depth.message, {
            nodes: operation,
            extensions: { errorType: APPSYNC_LIMIT_ERRORS.depth.errorType },
          }),
        );
      }
    },
  };
}

function installResolvers(schema: GraphQLSchema, options: AppSyncEndpointOptions): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const modes = allowedModes(field, type);
      const resolve =
        type.name === 'Query' || type.name === 'Mutation'
          ? rootResolver(options, type.name, field.name)
          : (defaultFieldResolver as GraphQLFieldResolver<unknown, ExecutionContext>);
      const typeName = type.name;
      const isRoot = typeName === 'Query' || typeName === 'Mutation';
      field.resolve = (source, args, context: ExecutionContext, info) => {
        if (!isAllowed(modes, context.auth)) {
          throw new AppSyncError(`Not Authorized to access ${field.name} on type ${typeName}`, 'Unauthorized');
        }
        // Resolvers past the limit do not run, the ones before it do (AppSync's documented behaviour).
        if (isRoot && ++context.resolverCalls > API_LIMITS.resolverCountLimit) {
          throw new AppSyncError(APPSYNC_LIMIT_ERRORS.resolvers.message, APPSYNC_LIMIT_ERRORS.resolvers.errorType);
        }
        return resolve(source, args, context, info);
      };
    }
  }
}

// --- HTTP --------------------------------------------------------------------------------------

function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'authorization, content-type, x-api-key');
  res.setHeader('access-control-max-age', '600');
}

class LimitExceeded extends Error {
  constructor(readonly response: LimitResponse) {
    super(response.message);
  }
}

function sendLimitResponse(res: ServerResponse, response: LimitResponse): void {
  // The rest of an oversized body is not read: close the connection after answering.
  res.writeHead(response.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(limitResponseBody(response));
}

/**
 * The request headers as AppSync hands them to a resolver, with the client's address appended
 * to x-forwarded-for as AWS's edge does (the last entry is the one no client can forge).
 */
function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v ?? '')]));
  const peer = clientAddress(req.socket.remoteAddress ?? '127.0.0.1');
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer;
  return headers;
}

/**
 * A null where the schema says non-null — a variable (`"input": null`) or an AWSJSON that parses to
 * null (`"null"`) — in AppSync's words: a validation error before any resolver runs, no path.
 * graphql-js finds the second only while executing the field, so it would otherwise look like a
 * resolver's (Lambda's) failure.
 */
const NULL_FOR_NON_NULL = /^(?:Variable "\$|Argument ")(\w+)" of non-null type "([^"]+)" must not be null\.$/;

function formatError(error: GraphQLError) {
  const original = error.originalError;
  const nullForNonNull = NULL_FOR_NON_NULL.exec(error.message);
  if (nullForNonNull) {
    return {
      path: null,
      data: null,
      errorType: 'ValidationError',
      errorInfo: null,
      locations: error.locations ?? [],
      message: `Variable '${nullForNonNull[1]}' has coerced Null value for NonNull type '${nullForNonNull[2]}'`,
    };
  }
  const errorType =
    original instanceof AppSyncError
      ? original.errorType
      : typeof error.extensions['errorType'] === 'string'
        ? error.extensions['errorType']
        : // graphql-js's own refusal of an argument (never reached the resolver): AppSync validates those first.
          original instanceof GraphQLError
          ? 'ValidationError'
          : error.path
            ? 'Lambda:Unhandled'
            : 'ValidationError';
  return {
    path: error.path ?? null,
    data: null,
    errorType,
    errorInfo: null,
    locations: error.locations ?? [],
    message: error.message,
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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
  const jwks = createRemoteJWKSet(new URL(`${options.userPool.issuer}/.well-known/jwks.json`));

  async function authenticate(req: IncomingMessage): Promise<RequestAuth> {
    const authorization = req.headers.authorization;
    if (authorization) {
      const token = authorization.replace(/^Bearer\s+/i, '');
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: options.userPool.issuer });
        const clientId = payload['token_use'] === 'id' ? payload.aud : payload['client_id'];
        const audience = Array.isArray(clientId) ? clientId : [clientId];
        if (!audience.some((id) => typeof id === 'string' && options.userPool.clientIds.includes(id)))
          throw new Error('token for another client');
        const groups = payload['cognito:groups'];
        return {
          mode: 'AMAZON_COGNITO_USER_POOLS',
          identity: {
            sub: String(payload.sub),
            issuer: options.userPool.issuer,
            username: String(payload['cognito:username'] ?? payload['username'] ?? payload.sub),
            claims: payload,
            sourceIp: [req.socket.remoteAddress ?? '127.0.0.1'],
            defaultAuthStrategy: 'ALLOW',
            groups: Array.isArray(groups) ? groups.map(String) : null,
          },
        };
      } catch {
        throw new AppSyncError('Valid authorization header not provided.', 'UnauthorizedException');
      }
    }
    const apiKey = req.headers['x-api-key'];
    if (typeof apiKey === 'string' && sameSecret(apiKey, options.apiKey)) {
      return { mode: 'API_KEY', identity: null };
    }
    throw new AppSyncError('You are not authorized to make this call.', 'UnauthorizedException');
  }

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
