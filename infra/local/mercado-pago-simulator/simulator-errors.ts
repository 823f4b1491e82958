// How the simulator refuses a request: Mercado Pago's error body ({ message, error, status, cause })
// with the HTTP status, and the request bodies it reads (JSON for the API, forms for its pages).
import type { IncomingMessage } from 'node:http';
import { readBody as baseReadBody } from '../http';
import type { ApiRefusal } from './refund-rules';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error = 'bad_request',
    readonly causes: ApiRefusal['cause'] = [],
  ) {
    super(message);
  }
}

export const refusedWith = (refusal: ApiRefusal) => new HttpError(refusal.status, refusal.message, refusal.error, refusal.cause);
export const errorBody = (error: HttpError) => ({ message: error.message, error: error.error, status: error.status, cause: error.causes });

const MAX_BODY_BYTES = 200_000;
const readBody = (req: IncomingMessage): Promise<string> => baseReadBody(req, MAX_BODY_BYTES, () => new HttpError(413, 'body too large'));

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'invalid JSON body');
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

export const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An ISO 8601 date with its offset, or an error named as Mercado Pago names it. */
export function parseIsoDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) ||
    Number.isNaN(Date.parse(value))
  ) {
    throw new HttpError(400, `${field} invalid`, `invalid_${field}`);
  }
  return value;
}
