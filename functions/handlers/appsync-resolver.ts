// The primary adapter shared by every GraphQL handler: routes an AppSync Lambda event on
// info.fieldName, turns the verified identity into a Viewer, and maps errors once: an expected
// AppError (about the request: validation, not found, conflict…) is answered, not thrown, so the
// invocation succeeds and no function-error alarm fires; the resolver code in front of the function
// (infra/shared/lambda-resolver-code.ts) raises it as the GraphQL error with its stable code. The
// store's own failures are thrown: a provider or database error with its code, anything else logged
// and hidden behind a generic Spanish message.
import type { AppSyncIdentityCognito, AppSyncResolverEvent, Context } from 'aws-lambda';
import { AppError, isAppError, isExpectedError, type ErrorCode } from '../domain/errors';
import { assertWithinInputLimits } from '../domain/input-limits';
import type { Viewer } from '../domain/viewer';
import { logger } from '../observability/logger';

export type ResolverEvent = AppSyncResolverEvent<Record<string, unknown>>;

/** The field of a function's answer that carries an expected error instead of the field's value. */
export const STORE_ERROR_FIELD = '__storeError';

/** A function's answer for an expected error: the resolver code raises it with util.error. */
export interface StoreErrorAnswer {
  [STORE_ERROR_FIELD]: { type: ErrorCode; message: string };
}

/** What the API saw of the request besides identity and arguments. */
export interface RequestContext {
  /** The caller's IP address, or null when the event carries none. */
  clientAddress: string | null;
}

export type FieldResolver<D> = (args: never, viewer: Viewer, deps: D, request: RequestContext) => Promise<unknown>;

/** Declares a field's resolver with the generated argument type of that field. */
export const field = <Args, D>(
  resolve: (args: Args, viewer: Viewer, deps: D, request: RequestContext) => Promise<unknown>,
): FieldResolver<D> =>
  // AppSync validated the arguments against schema.graphql before invoking, so they have the
  // generated shape; the cast is the one place that trusts it.
  resolve as unknown as FieldResolver<D>;

function isCognitoIdentity(identity: ResolverEvent['identity']): identity is AppSyncIdentityCognito {
  return typeof identity === 'object' && identity !== null && 'sub' in identity && 'claims' in identity;
}

function viewerFromIdentity(identity: ResolverEvent['identity']): Viewer {
  if (!isCognitoIdentity(identity)) return { kind: 'visitor' };
  const claims = identity.claims as Record<string, unknown>;
  const email = typeof claims['email'] === 'string' ? claims['email'] : null;
  return { kind: 'user', userId: identity.sub, email, groups: identity.groups ?? [] };
}

/**
 * The caller's address: the verified identity's source IP for signed-in users; otherwise the last
 * x-forwarded-for entry, the one AWS's edge appended (entries before it are the client's to forge).
 */
function clientAddressOf(event: ResolverEvent): string | null {
  const identity = event.identity as { sourceIp?: unknown } | null | undefined;
  if (identity && Array.isArray(identity.sourceIp) && typeof identity.sourceIp[0] === 'string') return identity.sourceIp[0];
  const headers = (event.request?.headers ?? {}) as Record<string, string | undefined>;
  const forwarded = headers['x-forwarded-for']
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? null;
}

/** DynamoDB's refusals for load, surfaced after the SDK's retries; every write is atomic, so nothing half-happened. */
const BUSY_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionConflictException',
]);

export function toClientError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof Error && BUSY_ERRORS.has(error.name)) {
    logger.error('database busy', error);
    return new AppError('ServiceBusy', 'Hay mucha demanda en este momento y no se guardó nada. Intentá de nuevo en unos segundos.');
  }
  logger.error('unexpected error in resolver', error);
  return new AppError('InternalError', 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.');
}

export function createResolverHandler<D>(resolvers: Record<string, FieldResolver<D>>, getDependencies: () => D) {
  return async (event: ResolverEvent, context?: Context): Promise<unknown> => {
    // AppSync's request id follows the request into every line this invocation logs.
    const headers = (event.request?.headers ?? {}) as Record<string, string | undefined>;
    logger.addContext(context);
    logger.setCorrelationId(headers['x-amzn-requestid'] ?? headers['x-amzn-trace-id'] ?? context?.awsRequestId);
    const resolve = resolvers[event.info.fieldName] as
      ((args: unknown, viewer: Viewer, deps: D, request: RequestContext) => Promise<unknown>) | undefined;
    if (!resolve) {
      logger.error('field routed to the wrong function', { field: event.info.fieldName });
      throw new AppError('InternalError', 'Operación no disponible.');
    }
    try {
      // Every operation, before its service reads or writes anything.
      assertWithinInputLimits(event.arguments);
      return await resolve(event.arguments, viewerFromIdentity(event.identity), getDependencies(), {
        clientAddress: clientAddressOf(event),
      });
    } catch (error) {
      const clientError = toClientError(error);
      if (!isExpectedError(clientError)) throw clientError;
      return { [STORE_ERROR_FIELD]: { type: clientError.code, message: clientError.message } } satisfies StoreErrorAnswer;
    }
  };
}
