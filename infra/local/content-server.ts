// The local stand-in for the private content bucket: a small S3-compatible server (path-style
// /<bucket>/<key>) that serves GET/HEAD with Range (so <video> can seek) and accepts PUT uploads,
// each ONLY through a valid, unexpired presigned URL signed with its credentials — the same SigV4
// query signing the functions use against S3 on AWS. Objects live under the local data folder.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { listen } from './http';
import { verifyPresignedRequest, type SigningCredentials } from './presigned-url-verifier';

const LOCAL_CONTENT_BUCKET = 'impulso-content-local';

/** Largest upload accepted locally (S3 allows 5 GB per PUT; a lesson video is far smaller). */
const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

export interface ContentServerOptions {
  port: number;
  /** Folder for objects, their metadata and the server's credentials. */
  dataDir: string;
  bucket?: string;
  region?: string;
  /** Objects placed in the bucket at start when missing (key → file), e.g. the sample clip. */
  samples?: Record<string, { file: string; contentType: string }>;
}

export interface ContentServer {
  url: string;
  bucket: string;
  region: string;
  credentials: SigningCredentials;
  server: Server;
}

interface ObjectMetadata {
  contentType: string;
  etag: string;
}

/** The server's signing credentials, created once per data folder and kept there. */
function ensureContentCredentials(dataDir: string): SigningCredentials {
  const file = join(dataDir, 'credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SigningCredentials;
  const credentials: SigningCredentials = {
    accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

function sendError(res: ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
}

/** A single "bytes=" range as S3 honours it; null means "serve the whole object". */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? null : { start, end };
}

export async function startContentServer(options: ContentServerOptions): Promise<ContentServer> {
  const bucket = options.bucket ?? LOCAL_CONTENT_BUCKET;
  const region = options.region ?? 'us-east-1';
  const root = resolve(options.dataDir);
  const objectsDir = join(root, 'objects', bucket);
  const metadataDir = join(root, 'metadata', bucket);
  await mkdir(objectsDir, { recursive: true });
  await mkdir(metadataDir, { recursive: true });
  const credentials = ensureContentCredentials(root);

  const objectPath = (key: string) => join(objectsDir, ...key.split('/'));
  const metadataPath = (key: string) => `${join(metadataDir, ...key.split('/'))}.json`;

  for (const [key, sample] of Object.entries(options.samples ?? {})) {
    if (existsSync(objectPath(key))) continue;
    await mkdir(dirname(objectPath(key)), { recursive: true });
    await mkdir(dirname(metadataPath(key)), { recursive: true });
    await copyFile(sample.file, objectPath(key));
    const etag = createHash('md5')
      .update(await readFile(sample.file))
      .digest('hex');
    await writeFile(metadataPath(key), JSON.stringify({ contentType: sample.contentType, etag } satisfies ObjectMetadata));
  }

  /** The object key of a path-style request, or null when it is not one of this bucket's keys. */
  function keyOf(rawPath: string): string | null {
    let segments: string[];
    try {
      segments = rawPath.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return null;
    }
    const [requestedBucket, ...keySegments] = segments;
    if (requestedBucket !== bucket || keySegments.length === 0) return null;
    if (keySegments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes(sep))) return null;
    const key = keySegments.join('/');
    // Belt and braces: the resolved file must stay inside the bucket folder.
    return objectPath(key).startsWith(objectsDir + sep) ? key : null;
  }

  async function serveObject(req: IncomingMessage, res: ServerResponse, key: string, query: URLSearchParams): Promise<void> {
    let size: number;
    let modified: Date;
    let metadata: ObjectMetadata;
    try {
      const info = await stat(objectPath(key));
      if (!info.isFile()) throw new Error('not a file');
      size = info.size;
      modified = info.mtime;
      metadata = JSON.parse(await readFile(metadataPath(key), 'utf8')) as ObjectMetadata;
    } catch {
      return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    // As S3 does, a signed response-content-disposition parameter sets that header (a download's name).
    const disposition = query.get('response-content-disposition');
    const headers: Record<string, string | number> = {
      ...(disposition ? { 'content-disposition': disposition } : {}),
      'content-type': metadata.contentType,
      'accept-ranges': 'bytes',
      etag: `"${metadata.etag}"`,
      'last-modified': modified.toUTCString(),
    };
    const range = parseRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      return sendError(res, 416, 'InvalidRange', 'The requested range is not satisfiable', { 'content-range': `bytes */${size}` });
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'content-length': size === 0 ? 0 : end - start + 1,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    if (req.method === 'HEAD' || size === 0) return void res.end();
    try {
      await pipeline(createReadStream(objectPath(key), { start, end }), res);
    } catch (error) {
      // A <video> drops range requests it no longer needs (seeking, pausing): not a failure.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  }

  async function storeObject(req: IncomingMessage, res: ServerResponse, key: string): Promise<void> {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (!Number.isFinite(declared)) return sendError(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    if (declared > MAX_UPLOAD_BYTES) return sendError(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    const target = objectPath(key);
    const partial = `${target}.${randomBytes(6).toString('hex')}.uploading`;
    await mkdir(dirname(target), { recursive: true });
    const md5 = createHash('md5');
    req.on('data', (chunk: Buffer) => md5.update(chunk));
    try {
      await pipeline(req, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const etag = md5.digest('hex');
    const metadata: ObjectMetadata = { contentType: String(req.headers['content-type'] ?? 'application/octet-stream'), etag };
    await mkdir(dirname(metadataPath(key)), { recursive: true });
    await writeFile(metadataPath(key), JSON.stringify(metadata));
    await rename(partial, target);
    res.writeHead(200, { etag: `"${etag}"`, 'content-length': 0 });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Presigned URLs carry their own authorization, so any origin may use them (the site's
    // <video> and the admin's upload); AWS's bucket CORS rule allows the store's origin.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', 'ETag, Content-Range, Accept-Ranges, Content-Length');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, PUT',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
        'access-control-max-age': '600',
      });
      return void res.end();
    }
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split(/\?(.*)/s);
    const key = keyOf(rawPath);
    if (!key) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    const verdict = verifyPresignedRequest(
      { method: req.method ?? 'GET', rawPath, rawQuery, headers: req.headers },
      { credentials, region },
    );
    if (!verdict.ok) return sendError(res, 403, verdict.code, verdict.message);
    if (req.method === 'GET' || req.method === 'HEAD') return serveObject(req, res, key, new URLSearchParams(rawQuery));
    if (req.method === 'PUT') return storeObject(req, res, key);
    return sendError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('local content server failed', error);
      if (!res.headersSent) sendError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      else res.destroy();
    });
  });
  await listen(server, options.port);
  const port = (server.address() as AddressInfo).port;
  return { url: `http://localhost:${port}`, bucket, region, credentials, server };
}
