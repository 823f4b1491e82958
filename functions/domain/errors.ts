// One family of typed errors for the whole backend. The handler wrapper maps them once to AppSync
// errors: `code` becomes the stable errorType a client can switch on, `message` is for the user.

export type ErrorCode =
  | 'NotFound'
  | 'ValidationError'
  | 'Unauthorized'
  | 'Conflict'
  | 'PaymentProviderError'
  /** Checkout needs billing details first: the web routes to /configure-first-billing-detail/{id}. */
  | 'BillingDetailsRequired'
  /** A per-person limit was reached (e.g. contact messages per hour): try again later. */
  | 'TooManyRequests'
  /**
   * The request names something its author deleted since (e.g. a resent result whose key wrote
   * one that was then deleted): settled, nothing to send again; the offline queue drops it.
   */
  | 'AlreadyDeleted'
  /** Health data (a check-in) offered before the person's express consent to keep it (Ley 25.326 art. 7): nothing stored. */
  | 'ConsentRequired'
  /** The database refused for load (throttled) after the SDK's own retries: nothing was changed, try again. */
  | 'ServiceBusy'
  | 'InternalError';

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Field-level details for forms (field name → Spanish message). */
  readonly details: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, string>) {
    super(message);
    // Lambda reports `name` as the errorType that AppSync forwards to the client.
    this.name = code;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (message: string): AppError => new AppError('NotFound', message);

// The spec's texts, kept word for word.
export const itemNotFound = (id: string): AppError => notFound(`Not found item with id ${id}`);
export const unitsNotFound = (courseId: string): AppError => notFound(`Not found units for course ${courseId}`);
export const topicNotFound = (topicId: string, itemId: string): AppError =>
  notFound(`Not found topic with id ${topicId} belonging to item with id ${itemId}`);

export const unauthorized = (message = 'No tenés permiso para realizar esta acción.'): AppError => new AppError('Unauthorized', message);

export const signInRequired = (): AppError => new AppError('Unauthorized', 'Tenés que iniciar sesión para realizar esta acción.');

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * The answers about the caller's request — its input, the object it names, its rights, its
 * timing — as opposed to the store failing. They reach the client as errors all the same, but a
 * function that gives one has done its job: it is not a function failure, and no alarm fires.
 * The provider down (PaymentProviderError), the database refusing for load (ServiceBusy) and
 * anything unforeseen (InternalError) are the store's failures: they stay function errors.
 */
const EXPECTED_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NotFound',
  'ValidationError',
  'Unauthorized',
  'Conflict',
  'BillingDetailsRequired',
  'TooManyRequests',
  'AlreadyDeleted',
  'ConsentRequired',
]);

export const isExpectedError = (error: AppError): boolean => EXPECTED_ERROR_CODES.has(error.code);
