// What the endpoint does at the HTTP edge: CORS, the WAF's limit answers, and the headers a
// resolver is handed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { limitResponseBody, type LimitResponse } from '../../shared/api-limits';
import { clientAddress } from '../local-firewall';

export function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'authorization, content-type, x-api-key');
  res.setHeader('access-control-max-age', '600');
}

export function sendLimitResponse(res: ServerResponse, response: LimitResponse): void {
  // The rest of an oversized body is not read: close the connection after answering.
  res.writeHead(response.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(limitResponseBody(response));
}

/**
 * The request headers as AppSync hands them to a resolver, with the client's address appended
 * to x-forwarded-for as AWS's edge does (the last entry is the one no client can forge).
 */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v ?? '')]));
  const peer = clientAddress(req.socket.remoteAddress ?? '127.0.0.1');
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer;
  return headers;
}
