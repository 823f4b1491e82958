// The API's stable error codes the player reacts to.
import { ApiError } from '../../../lib/api-client';

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.errorType === 'NotFound';
export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiError && error.errorType === 'Unauthorized';
