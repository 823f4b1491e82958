// AppSync's errors as a client receives them: its error types, the WAF's limit answers, and the
// shape of every error in a response (message, errorType, path, locations).
import { GraphQLError } from 'graphql';
import type { LimitResponse } from '../../shared/api-limits';

export class AppSyncError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

export class LimitExceeded extends Error {
  constructor(readonly response: LimitResponse) {
    super(response.message);
  }
}

/**
 * A null where the schema says non-null — a variable (`"input": null`) or an AWSJSON that parses to
 * null (`"null"`) — in AppSync's words: a validation error before any resolver runs, no path.
 * graphql-js finds the second only while executing the field, so it would otherwise look like a
 * resolver's (Lambda's) failure.
 */
const NULL_FOR_NON_NULL = /^(?:Variable "\$|Argument ")(\w+)" of non-null type "([^"]+)" must not be null\.$/;

export function formatError(error: GraphQLError) {
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
