// Serves the built SPA as CloudFront does on AWS: static files, index.html for any route (SPA
// fallback), and the runtime /config.json. Locally it also serves the mailbox page.
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
      console.error('web server error', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await listen(server, options.port);
  return { url: `http://localhost:${options.port}`, server };
}
