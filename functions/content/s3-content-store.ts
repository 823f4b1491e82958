// Course videos in a private S3 bucket, reached only through presigned URLs (SigV4 in the query
// string): on AWS signed with the function's role; locally with the local content server's
// credentials against its path-style endpoint, which verifies them the same way S3 does.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ContentSettings } from '../settings/content';
import type { ContentStore, SignedAddress, StoredObject } from './content-store';

/**
 * The type every served upload is answered with, by the extension the server gave its key when it
 * signed the upload (the upload's type was signed too): S3 answers a signed
 * response-content-type as the Content-Type, so a stored object is never served as anything else.
 */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  vtt: 'text/vtt',
  pdf: 'application/pdf',
};

const servedTypeOf = (key: string): string => SERVED_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

function createClient(settings: ContentSettings): S3Client {
  return new S3Client({
    region: settings.region,
    // Without this the SDK adds a CRC32 checksum of the (empty) body to presigned PUTs, and the
    // real upload, whose checksum differs, would be refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // Likewise, keep "x-amz-checksum-mode" out of the video addresses the browser plays.
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

/**
 * The S3 content store. Settings are resolved on first use so that functions which never touch
 * videos start without the content settings.
 */
export function createS3ContentStore(resolveSettings: () => ContentSettings, now: () => Date = () => new Date()): ContentStore {
  let state: { settings: ContentSettings; client: S3Client } | undefined;
  const ready = () => {
    if (!state) {
      const settings = resolveSettings();
      state = { settings, client: createClient(settings) };
    }
    return state;
  };

  async function sign(
    command: GetObjectCommand | PutObjectCommand | HeadObjectCommand,
    lifeSeconds: number,
    extraSignedHeaders?: Set<string>,
  ): Promise<SignedAddress> {
    const { client } = ready();
    const signedAt = now();
    const url = await getSignedUrl(client, command, {
      expiresIn: lifeSeconds,
      signingDate: signedAt,
      ...(extraSignedHeaders ? { signableHeaders: extraSignedHeaders } : {}),
    });
    return { url, expiresAt: new Date(signedAt.getTime() + lifeSeconds * 1000) };
  }

  async function head(key: string): Promise<StoredObject | null> {
    const { settings } = ready();
    const { url } = await sign(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }), 60);
    const response = await fetch(url, { method: 'HEAD' });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`content store answered ${response.status} checking ${key}`);
    return { size: Number(response.headers.get('content-length') ?? NaN), contentType: response.headers.get('content-type') ?? '' };
  }

  return {
    signedVideoUrl(key) {
      const { settings } = ready();
      return sign(
        new GetObjectCommand({ Bucket: settings.bucket, Key: key, ResponseContentType: servedTypeOf(key) }),
        settings.videoUrlTtlSeconds,
      );
    },

    signedDownloadUrl(key, fileName) {
      const { settings } = ready();
      // S3 answers with this Content-Disposition (a signed response-content-disposition parameter),
      // so the browser saves the file under its name instead of showing the bucket's key.
      const safeName = fileName.replace(/[^\w.-]/g, '_');
      return sign(
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${safeName}"`,
          ResponseContentType: servedTypeOf(key),
        }),
        settings.videoUrlTtlSeconds,
      );
    },

    signedUploadUrl(key, contentType, contentLength) {
      const { settings } = ready();
      // content-type is signed, so the address cannot store anything but that type; with a
      // length, content-length is signed too and S3 refuses a body of any other size (the
      // browser sets Content-Length from the Blob it sends). If-None-Match: * is signed as well
      // (S3's conditional write): the address stores its object once, and a second PUT to it is
      // refused (412), so what was uploaded — a submitted evaluation the coach reviews — cannot
      // be swapped; a new attempt gets a new key.
      const sized = contentLength !== undefined;
      return sign(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          ContentType: contentType,
          IfNoneMatch: '*',
          ...(sized ? { ContentLength: contentLength } : {}),
        }),
        settings.uploadTtlSeconds,
        new Set(sized ? ['content-type', 'content-length', 'if-none-match'] : ['content-type', 'if-none-match']),
      );
    },

    async exists(key) {
      return (await head(key)) !== null;
    },

    describe: head,

    async readText(key, maxBytes) {
      const { settings } = ready();
      const { url } = await sign(new GetObjectCommand({ Bucket: settings.bucket, Key: key }), 60);
      const response = await fetch(url);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`content store answered ${response.status} reading ${key}`);
      const body = await response.arrayBuffer();
      if (body.byteLength > maxBytes) throw new Error(`${key} holds ${body.byteLength} bytes, past ${maxBytes}`);
      return new TextDecoder('utf-8').decode(body);
    },
  };
}
