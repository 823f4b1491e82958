// Serves the store's web as CloudFront does on AWS: the same address rules (infra/site-routes.ts:
// 301 for data-free redirects, the SPA shell for app routes, published pages, 404 with the
// not-found page for anything else), the same caching (hashed assets for a year, published pages
// revalidated with an ETag, the rest no-cache), compression (brotli or gzip, as CloudFront
// negotiates) and no source maps. Published pages live in `siteDir`, over the build in `distDir`.
// Plus the runtime /config.json, /media/… (the items' pictures) from the private content bucket,
// fetched with a signed request as CloudFront's origin access control does, the security headers
// on every answer, and, locally, the mailbox page.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { PUBLISHED_CACHE_CONTROL } from '../../functions/publish/site-store';
import { siteAnswerFor, SITE_RULES } from '../site-routes';
import { readMailbox, setBouncing } from './mailbox';
import { listen, sendHtml, sendJson } from './http';
import { mailboxAttachment, renderMailboxPage } from './mailbox-page';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
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
};

/** CloudFront compresses these types, from 1,000 bytes up. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg', '.ttf', '.eot', '.ico']);
const MIN_COMPRESS_BYTES = 1000;

export interface WebServerOptions {
  port: number;
  /** The web build (Vite's output: app.html, assets/, images/, og/). */
  distDir: string;
  /** The published pages (the publisher's local web root), looked up before the build. */
  siteDir?: string;
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

interface SiteFile {
  path: string;
  key: string;
  size: number;
  mtimeMs: number;
}

async function fileIn(root: string, key: string): Promise<SiteFile | null> {
  const path = normalize(join(root, key));
  if (!path.startsWith(normalize(root))) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, key, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The Cache-Control CloudFront passes on for a key (see web-stack.ts and the publisher). */
function cacheControlOf(key: string, published: boolean): string {
  if (key.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (published) return PUBLISHED_CACHE_CONTROL;
  return 'no-cache';
}

function chooseEncoding(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

// Compressed bodies are kept per file version, as CloudFront keeps them at the edge.
const compressedCache = new Map<string, Buffer>();

function compress(file: SiteFile, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const cacheKey = `${file.path}:${file.mtimeMs}:${file.size}:${encoding}`;
  let compressed = compressedCache.get(cacheKey);
  if (!compressed) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : gzipSync(body, { level: 9 });
    if (compressedCache.size > 500) compressedCache.clear();
    compressedCache.set(cacheKey, compressed);
  }
  return compressed;
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: SiteFile,
  status: number,
  published: boolean,
): Promise<void> {
  const extension = extname(file.key);
  const etag = `"${createHash('sha1').update(`${file.size}:${file.mtimeMs}`).digest('base64url')}"`;
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'cache-control': cacheControlOf(file.key, published),
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (status === 200 && request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  // The file can vanish between stat and read (a rebuild of web/dist): answer 503, never crash.
  let body: Buffer;
  try {
    body = await readFile(file.path);
  } catch {
    response.writeHead(503).end();
    return;
  }
  const encoding = COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES ? chooseEncoding(request) : null;
  if (COMPRESSIBLE.has(extension)) headers['vary'] = 'accept-encoding';
  if (encoding) {
    body = compress(file, body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function startWebServer(options: WebServerOptions): Promise<{ url: string; server: Server }> {
  const roots = [...(options.siteDir ? [options.siteDir] : []), options.distDir];
  const find = async (key: string): Promise<{ file: SiteFile; published: boolean } | null> => {
    for (const root of roots) {
      const file = await fileIn(root, key);
      if (file) return { file, published: root === options.siteDir && key.endsWith('.html') };
    }
    return null;
  };

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(options.securityHeaders)) res.setHeader(name, value);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/config.json') {
        sendJson(res, 200, options.runtimeConfig);
        return;
      }
      if (url.pathname.startsWith('/_local/mailbox/attachments/')) {
        const attachment = mailboxAttachment(await readMailbox(options.mailboxDir), url.pathname);
        if (!attachment) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        res
          .writeHead(200, {
            'content-type': attachment.contentType,
            'content-length': String(attachment.bytes.byteLength),
            'content-disposition': `attachment; filename="${attachment.fileName.replace(/[^\w.-]/g, '_')}"`,
          })
          .end(attachment.bytes);
        return;
      }
      // POST {"address": "…", "bounceType": "Permanent" | "Transient" | null}: the stand-in's
      // receiving server bounces that address's e-mails from now on (or delivers them again).
      if (url.pathname === '/_local/mailbox/bouncing' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        let body: { address?: unknown; bounceType?: unknown } = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof body;
        } catch {
          // Answered below as a request without its fields.
        }
        const bounceType = body.bounceType === 'Permanent' || body.bounceType === 'Transient' ? body.bounceType : null;
        if (typeof body.address !== 'string' || !body.address.includes('@') || (body.bounceType != null && bounceType === null)) {
          sendJson(res, 400, { message: 'address (an e-mail) and bounceType (Permanent, Transient or null)' });
          return;
        }
        await setBouncing(options.mailboxDir, body.address, bounceType);
        sendJson(res, 200, { address: body.address, bounceType });
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
      // A malformed percent-encoding throws URIError: answered 400 below, as CloudFront does.
      const path = decodeURIComponent(url.pathname);
      const answer = siteAnswerFor(path, SITE_RULES);
      if ('redirect' in answer) {
        res.writeHead(301, { location: answer.redirect, 'cache-control': 'public, max-age=3600' }).end();
        return;
      }
      // Source maps stay on the build machine (Vite writes them "hidden"; CloudFront never has them).
      const found = answer.key.endsWith('.map') ? null : await find(answer.key);
      if (found) return sendFile(req, res, found.file, 200, found.published);
      const notFound = await find('404.html');
      if (notFound) return sendFile(req, res, notFound.file, 404, true);
      res.writeHead(404, { 'content-type': CONTENT_TYPES['.txt'] ?? '' }).end('Not found');
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
  // Idle keep-alive connections are closed by clients first (browsers, fetch: ~4–5 s), as with
  // CloudFront; a server closing at the same moment a client reuses the socket resets requests.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await listen(server, options.port);
  return { url: `http://localhost:${options.port}`, server };
}
