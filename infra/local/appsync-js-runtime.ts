// AppSync's APPSYNC_JS runtime, as much of it as the store's resolver code uses: a module with a
// request and a response handler, `util.error` raising a field error (it stops the handler, as on
// AppSync), and a Lambda data source invoked with the request's payload. The local endpoint and the
// handler tests run the store's resolver code (infra/shared/lambda-resolver-code.ts) through it.
import { runInNewContext } from 'node:vm';
import { APPSYNC_UTILS_IMPORT } from '../shared/lambda-resolver-code';

/** The context object AppSync gives both handlers (the fields the store's code reads). */
export interface ResolverContext {
  arguments: Record<string, unknown>;
  identity: unknown;
  source: unknown;
  info: unknown;
  request: unknown;
  prev: unknown;
  stash: Record<string, unknown>;
}

interface ResolverModule {
  request(ctx: unknown): unknown;
  response(ctx: unknown): unknown;
}

/** A field error raised by util.error: AppSync answers it as the field's error with these values. */
export class ResolverCodeError extends Error {
  constructor(
    message: string,
    readonly errorType: string | null,
    readonly data: unknown,
    readonly errorInfo: unknown,
  ) {
    super(message);
  }
}

const util = {
  error(message: unknown, type?: unknown, data?: unknown, errorInfo?: unknown): never {
    throw new ResolverCodeError(String(message), typeof type === 'string' ? type : null, data ?? null, errorInfo ?? null);
  },
};

/**
 * Loads resolver code written for AppSync. Only the one import AppSync's modules use is accepted;
 * `export function` becomes a plain function declaration, evaluated in a context of its own that
 * holds nothing but `util` (the code cannot reach the process, as on AppSync).
 */
export function loadResolverCode(source: string): ResolverModule {
  if (!source.startsWith(`${APPSYNC_UTILS_IMPORT}\n`)) throw new Error(`resolver code must start with: ${APPSYNC_UTILS_IMPORT}`);
  const body = source.slice(APPSYNC_UTILS_IMPORT.length).replace(/^export function /gm, 'function ');
  if (/^\s*(import|export)\b/m.test(body)) throw new Error('resolver code: only the @aws-appsync/utils import and exported functions');
  const module = runInNewContext(`${body}\n({ request, response });`, { util }) as ResolverModule;
  if (typeof module.request !== 'function' || typeof module.response !== 'function') {
    throw new Error('resolver code must export request and response');
  }
  return module;
}

/** What the Lambda data source reports: the function's answer, or the error Lambda reported. */
type Invocation = { result: unknown; error?: never } | { result?: never; error: { message: string; type: string } };

/**
 * One field resolved as AppSync does with a Lambda data source: the request handler builds the
 * Invoke, the function runs with its payload (JSON both ways, as across the Lambda boundary), and
 * the response handler turns its answer or its error into the field's value or a ResolverCodeError.
 */
export async function resolveWithLambda(
  code: ResolverModule,
  ctx: ResolverContext,
  invoke: (payload: unknown) => Promise<unknown>,
): Promise<unknown> {
  const json = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
  const fullContext = { ...ctx, args: ctx.arguments };
  const invocationRequest = json(code.request(json(fullContext))) as { operation?: unknown; payload?: unknown };
  if (invocationRequest.operation !== 'Invoke') throw new Error(`unsupported Lambda operation ${String(invocationRequest.operation)}`);
  let invocation: Invocation;
  try {
    invocation = { result: json(await invoke(invocationRequest.payload ?? null)) };
  } catch (error) {
    // Lambda reports a thrown error's name as its errorType ("Error" alone as Lambda:Unhandled).
    const type = error instanceof Error && error.name !== 'Error' ? error.name : 'Lambda:Unhandled';
    invocation = { error: { message: error instanceof Error ? error.message : String(error), type } };
  }
  return code.response(
    json({ ...fullContext, result: invocation.result ?? null, ...(invocation.error ? { error: invocation.error } : {}) }),
  );
}
