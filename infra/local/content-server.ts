// The local stand-in for the private content bucket: a small S3-compatible server (path-style
// /<bucket>/<key>) that serves GET/HEAD with Range (so <video> can seek) and accepts PUT uploads,
// each ONLY through a valid, unexpired presigned URL signed with its credentials — the same SigV4
// query signing the functions use against S3 on AWS. Objects live under the local data folder.
// It also stands in for the store's CloudFront behaviour /streams/*: the HLS ladders, served only
// to a request carrying valid CloudFront signed cookies for that address (checked with the public
// key of a key pair it creates once per data folder, as CloudFront checks with its key group).
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { listen } from './http';
import { verifyPresignedRequest, type SigningCredentials } from './presigned-url-verifier';
import { verifySignedCookies } from './signed-cookie-verifier';
import { isLadderSource, STREAMS_PREFIX } from '../../functions/domain/video-stream';

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
  /**
   * Read-only objects served from files outside the bucket folder when the bucket has none under
   * that key: an exact key → a file, or a folder key ending in "/" → a folder (the demo clip and
   * its ladder, made once and shared by every course and every local stack).
   */
  mounts?: Record<string, string>;
  /** Called after a course video (courses/<course>/<topic>/<name>.mp4) was stored: S3's event notification. */
  onVideoUploaded?: (key: string) => void;
}

/** The key pair CloudFront's key group holds on AWS: the functions sign with the private key. */
export interface StreamSigningKeys {
  keyPairId: string;
  publicKeyPem: string;
  privateKeyPem: string;
}

export interface ContentServer {
  url: string;
  bucket: string;
  region: string;
  credentials: SigningCredentials;
  streamKeys: StreamSigningKeys;
  /** Where the object of a key is (or would be) stored, for the local transcoder's outputs. */
  fileOf(key: string): string;
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

/** The stream signing key pair, created once per data folder and kept there. */
function ensureStreamKeys(dataDir: string): StreamSigningKeys {
  const file = join(dataDir, 'stream-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StreamSigningKeys;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys: StreamSigningKeys = {
    keyPairId: `K${randomBytes(6).toString('hex').toUpperCase()}`,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

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
  const streamKeys = ensureStreamKeys(root);
  /** The server's own address (known once it listens): the resource the signed cookies name. */
  let baseUrl = '';
  const mounts = Object.entries(options.mounts ?? {});

  const objectPath = (key: string) => join(objectsDir, ...key.split('/'));
  /** The bucket's file for the key, else the mounted one, else null. */
  const existingFile = (key: string): string | null => {
    if (existsSync(objectPath(key))) return objectPath(key);
    for (const [mountKey, target] of mounts) {
      if (mountKey === key) return target;
      if (mountKey.endsWith('/') && key.startsWith(mountKey)) return join(target, ...key.slice(mountKey.length).split('/'));
    }
    return null;
  };
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

  /**
   * The object key of a request, or null when it is not one of this bucket's keys: path-style
   * (/<bucket>/<key>) for presigned requests, or /streams/<…> as the CloudFront behaviour maps it.
   */
  function keyOf(rawPath: string): string | null {
    let segments: string[];
    try {
      segments = rawPath.split('/').slice(1).map(decodeURIComponent);
    } catch {
      return null;
    }
    const streamed = `/${STREAMS_PREFIX}`;
    const [requestedBucket, ...keySegments] = rawPath.startsWith(streamed) ? [bucket, ...segments] : segments;
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
    const file = existingFile(key);
    try {
      if (!file) throw new Error('no such object');
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      size = info.size;
      modified = info.mtime;
      // Uploads carry their metadata; the transcoder's outputs and mounted files are typed by name, as MediaConvert's are.
      metadata = existsSync(metadataPath(key))
        ? (JSON.parse(await readFile(metadataPath(key), 'utf8')) as ObjectMetadata)
        : {
            contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream',
            etag: createHash('md5').update(`${key}:${info.size}:${info.mtimeMs}`).digest('hex'),
          };
    } catch {
      return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    // As S3 does, a signed response-content-disposition parameter sets that header (a download's name).
    // So does a signed response-content-type (the store signs the upload's real type).
    const disposition = query.get('response-content-disposition');
    const headers: Record<string, string | number> = {
      ...(disposition ? { 'content-disposition': disposition } : {}),
      'content-type': query.get('response-content-type') ?? metadata.contentType,
      // As the CloudFront response headers policy adds to /streams/* and /media/* (web stack):
      // a browser never guesses another type than the one answered.
      'x-content-type-options': 'nosniff',
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
      await pipeline(createReadStream(file, { start, end }), res);
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
    // S3's conditional write: If-None-Match: * stores only when no object has the key (the store
    // signs it into every upload address, so an upload cannot be overwritten by a second PUT).
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch !== '*') {
      return sendError(res, 501, 'NotImplemented', 'A header you provided implies functionality that is not implemented');
    }
    if (ifNoneMatch === '*' && (existsSync(target) || uploadsInFlight.has(key))) {
      req.resume();
      return sendError(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    }
    if (ifNoneMatch === '*') uploadsInFlight.add(key);
    try {
      await receiveObject(req, res, key, target);
    } finally {
      uploadsInFlight.delete(key);
    }
  }

  /** Conditional writes in progress (If-None-Match: *): a second one for the key is refused, as S3 does. */
  const uploadsInFlight = new Set<string>();

  async function receiveObject(req: IncomingMessage, res: ServerResponse, key: string, target: string): Promise<void> {
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
    if (isLadderSource(key)) options.onVideoUploaded?.(key);
  }

  /** /streams/*: as CloudFront's behaviour, GET and HEAD only, each with valid signed cookies for the address. */
  async function serveStream(req: IncomingMessage, res: ServerResponse, rawPath: string, key: string): Promise<void> {
    // On AWS the ladders are on the store's own origin; locally the page is on another port of
    // the same host, so the player's requests are cross-origin with credentials (the cookies).
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'range',
        'access-control-max-age': '600',
      });
      return void res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    const verdict = verifySignedCookies(req.headers.cookie, `${baseUrl}${rawPath}`, streamKeys);
    if (!verdict.ok) return sendError(res, 403, verdict.code, verdict.message);
    return serveObject(req, res, key, new URLSearchParams());
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split(/\?(.*)/s);
    if (rawPath.startsWith(`/${STREAMS_PREFIX}`)) {
      const streamKey = keyOf(rawPath);
      if (!streamKey) return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      return serveStream(req, res, rawPath, streamKey);
    }
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
  baseUrl = `http://localhost:${port}`;
  return { url: baseUrl, bucket, region, credentials, streamKeys, fileOf: objectPath, server };
}
