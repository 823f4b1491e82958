// The API client: GraphQL over HTTP to AppSync (or the local endpoint) with the documents
// generated from schema.graphql. A signed-in user's calls carry their Cognito token; a
// visitor's carry the API key. Errors surface with AppSync's errorType and the server's message.
import type { ErrorCode } from '../../../functions/domain/errors';
import type { TypedDocumentString } from '../generated/graphql';
import type { RuntimeConfig } from './runtime-config';
import { currentAccessToken } from './auth-client';

/**
 * The error types a page can react to: the store's own codes (functions/domain/errors.ts, what the
 * server's resolvers answer), AppSync's refusals of a token, and this client's own.
 */
export type ApiErrorCode =
  ErrorCode | 'UnauthorizedException' | 'UserUnAuthenticatedException' | 'NetworkError' | 'UploadError' | 'NoResult';

export class ApiError extends Error {
  constructor(
    message: string,
    /** An ApiErrorCode, or whatever else the endpoint answered (e.g. "Http502"). */
    readonly errorType: ApiErrorCode | (string & {}),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether an error is the API's answer with this code: the one way pages test for one. */
export const isApiError = (error: unknown, code: ApiErrorCode): error is ApiError => error instanceof ApiError && error.errorType === code;

interface Endpoint {
  url: string;
  apiKey: string;
}

let endpoint: Endpoint | null = null;
let announceEndpoint: (value: Endpoint) => void = () => undefined;
// A published page is interactive before /config.json arrives: a request made that early (a
// visitor opening another page at once) waits for the start sequence instead of failing.
const endpointSet = new Promise<Endpoint>((resolve) => {
  announceEndpoint = resolve;
});

export function initApiClient(config: RuntimeConfig): void {
  endpoint = { url: config.graphqlUrl, apiKey: config.apiKey };
  announceEndpoint(endpoint);
}

export const isApiClientReady = (): boolean => endpoint !== null;

export type AuthMode = 'auto' | 'userPool' | 'apiKey';

const NO_CONNECTION = 'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.';

export async function request<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables, auth = 'auto']: Variables extends Record<string, never>
    ? [variables?: Variables, auth?: AuthMode]
    : [variables: Variables, auth?: AuthMode]
): Promise<Result> {
  return send(document, variables, auth, false);
}

/** A mutation's answer with every root field present: what `mutate` resolves to. */
export type Answered<Result> = { [Field in keyof Result]: NonNullable<Result[Field]> };

const NO_RESULT = 'La tienda no confirmó el cambio. Revisá si se guardó y volvé a intentar.';

/**
 * Sends a mutation: the one way the web calls one. Every mutation's result is nullable in the
 * schema (decision 080: an aliased failure nulls only itself, so an answer never hides a write), so
 * a null result arrives with the error that caused it; that error is thrown as `request` always
 * did, and a null without any error (which the API never answers) is refused too, so a page reads
 * the result as it did before the schema made it nullable.
 */
export async function mutate<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables, auth = 'auto']: Variables extends Record<string, never>
    ? [variables?: Variables, auth?: AuthMode]
    : [variables: Variables, auth?: AuthMode]
): Promise<Answered<Result>> {
  const data = await send(document, variables, auth, false);
  const missing = Object.values(data as Record<string, unknown>).some((value) => value === null || value === undefined);
  if (missing) throw new ApiError(NO_RESULT, 'NoResult');
  return data as Answered<Result>;
}

/**
 * A signed-in request that outlives the page: `fetch` with `keepalive`, so a save sent while the
 * page is being hidden or closed (pagehide) still reaches the API. Its answer is not awaited by
 * anyone, so it resolves to nothing and never throws.
 */
export function requestOnLeave<Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables): void {
  void send(document, variables, 'userPool', true).catch(() => undefined);
}

async function send<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables | undefined,
  auth: AuthMode,
  keepalive: boolean,
): Promise<Result> {
  const { url, apiKey } = endpoint ?? (await endpointSet);
  // The browser says it has no connection: fail at once, before loading the auth client for a
  // token (an offline start at the gym reads its kept answers instead).
  // (Read through globalThis: this module is also type-checked for Node, whose navigator has no onLine.)
  if ((globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false) throw new ApiError(NO_CONNECTION, 'NetworkError');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = auth === 'apiKey' ? null : await currentAccessToken();
  if (token) headers['authorization'] = token;
  else if (auth === 'userPool') {
    throw new ApiError('User needs to be authenticated to call this API.', 'UserUnAuthenticatedException');
  } else headers['x-api-key'] = apiKey;

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document.toString(), variables }),
      ...(keepalive ? { keepalive: true } : {}),
    });
  } catch {
    throw new ApiError(NO_CONNECTION, 'NetworkError');
  }
  const body = (await response.json().catch(() => null)) as {
    data?: Result | null;
    errors?: { message: string; errorType?: string }[];
  } | null;
  const firstError = body?.errors?.[0];
  if (firstError || !body?.data) {
    throw new ApiError(firstError?.message ?? `Error ${response.status} de la tienda.`, firstError?.errorType ?? `Http${response.status}`);
  }
  return body.data;
}
