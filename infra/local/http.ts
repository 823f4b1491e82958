// The HTTP helpers of the local servers (AppSync endpoint, function URLs, Mercado Pago simulator,
// web server): one way to answer JSON or HTML and to read a request body with a size limit.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Text made safe inside HTML (the local pages show what testers and buyers typed). */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Answers a JSON body; local answers are never cached (tests read state right after writing it). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location });
  res.end();
}

/**
 * The request body as UTF-8 text. Past `limitBytes` it stops reading and throws what `tooLarge`
 * makes, so each server answers in its own protocol (AppSync's errorType, Mercado Pago's 413).
 */
export async function readBody(req: IncomingMessage, limitBytes: number, tooLarge: () => Error): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Listens on 127.0.0.1, turning "port in use" into a clear message. */
export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' ? new Error(`El puerto ${port} ya está en uso. Cerrá lo que lo usa o elegí otro (ver README).`) : error,
      );
    });
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
