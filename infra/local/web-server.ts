// Serves the built SPA as CloudFront does on AWS: static files, index.html for any route (SPA
// fallback), the runtime /config.json, and /media/… (the items' pictures) from the private
// content bucket, fetched with a signed request as CloudFront's origin access control does.
// Locally it also serves the mailbox page.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { readMailbox } from './mailbox';
import { listen, sendHtml, sendJson } from './http';
import { renderMailboxPage } from './mailbox-page';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.map': 'application/json',
};

export interface WebServerOptions {
  port: number;
  distDir: string;
  runtimeConfig: object;
  mailboxDir: string;
  /** The content bucket's public prefix (media/): a signed GET address for a key under it. */
  media?: { signedUrl(key: string): Promise<string> };
  /** Sent on every answer: the CloudFront policy's headers (infra/shared/security-headers.ts). */
  securityHeaders: Record<string, string>;
}

/** Headers of the bucket's answer passed on to the browser (CloudFront forwards the same). */
const MEDIA_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/** A media key from a request path, or null when it is not a well-formed one under media/. */
function mediaKey(pathname: string): string | null {
  if (!pathname.startsWith('/media/')) return null;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(1));
  } catch {
    return null;
  }
  return key.split('/').every((segment) => /^(?!\.{1,2}$)[A-Za-z0-9_.-]+$/.test(segment)) ? key : null;
}

async function fileIfExists(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

export async function startWebServer(options: WebServerOptions): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(options.securityHeaders)) res.setHeader(name, value);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/config.json') {
        sendJson(res, 200, options.runtimeConfig);
        return;
      }
      if (url.pathname === '/_local/mailbox.json' || url.pathname === '/_local/mailbox') {
        const messages = await readMailbox(options.mailboxDir, url.searchParams.get('to') ?? undefined);
        if (url.pathname.endsWith('.json')) sendJson(res, 200, messages);
        else sendHtml(res, 200, renderMailboxPage(messages));
        return;
      }
      if (url.pathname.startsWith('/media/')) {
        const key = options.media ? mediaKey(url.pathname) : null;
        if (!key || !options.media) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        const origin = await fetch(await options.media.signedUrl(key), {
          headers: typeof req.headers.range === 'string' ? { range: req.headers.range } : {},
        });
        const headers: Record<string, string> = {
          // Each picture lives in a fresh folder, so its files never change: cache them for good.
          'cache-control': origin.ok ? 'public, max-age=31536000, immutable' : 'no-store',
          'x-content-type-options': 'nosniff',
        };
        for (const name of MEDIA_HEADERS) {
          const value = origin.headers.get(name);
          if (value !== null) headers[name] = value;
        }
        // The bucket's refusals (403/404) are a plain not-found to the visitor.
        const status = origin.status === 403 ? 404 : origin.status;
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' || !origin.ok ? undefined : Buffer.from(await origin.arrayBuffer()));
        return;
      }
      const requested = normalize(join(options.distDir, decodeURIComponent(url.pathname)));
      const file =
        (requested.startsWith(options.distDir) && (await fileIfExists(requested))) ||
        join(options.distDir, 'index.html');
      const extension = extname(file);
      const immutable = file.includes(`${join(options.distDir, 'assets')}`);
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      // The file can vanish between stat and read (a rebuild of web/dist): answer 503, never crash.
      createReadStream(file)
        .on('error', () => {
          if (!res.headersSent) res.writeHead(503);
          res.end();
        })
        .pipe(res);
    })().catch((error: unknown) => {
      // A malformed percent-encoding (/%E0%A4%A) is the client's mistake, as CloudFront answers it.
      if (error instanceof URIError) {
        if (!res.headersSent) res.writeHead(400).end();
        return;
      }
      console.error('web server error', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await listen(server, options.port);
  return { url: `http://localhost:${options.port}`, server };
}
