// The signed video and upload addresses: what the functions sign (the S3 presigner through the
// content store adapter) is accepted by the local content server's SigV4 check only while valid
// and only untouched.
import { describe, expect, it } from 'vitest';
import { createS3ContentStore } from '../../functions/content/s3-content-store';
import { verifyPresignedRequest, type PresignedRequest } from '../../infra/local/presigned-url-verifier';
import { parseRange } from '../../infra/local/content-server';

const credentials = { accessKeyId: 'LOCALTESTKEY', secretAccessKey: 'local-secret-for-tests' };
const signedAt = new Date('2026-11-22T15:00:00Z');
const store = createS3ContentStore(
  () => ({
    bucket: 'content-bucket',
    region: 'us-east-1',
    endpoint: 'http://localhost:4101',
    credentials,
    videoUrlTtlSeconds: 600,
    uploadTtlSeconds: 300,
  }),
  () => signedAt,
);

function asRequest(url: string, method = 'GET', headers: Record<string, string> = {}): PresignedRequest {
  const parsed = new URL(url);
  return { method, rawPath: parsed.pathname, rawQuery: parsed.search.slice(1), headers: { host: parsed.host, ...headers } };
}

const at = (secondsAfterSigning: number) => new Date(signedAt.getTime() + secondsAfterSigning * 1000);
const verify = (request: PresignedRequest, now: Date, secret = credentials.secretAccessKey) =>
  verifyPresignedRequest(request, { credentials: { ...credentials, secretAccessKey: secret }, region: 'us-east-1', now });

describe('signed video addresses', () => {
  it('are path-style addresses of the private bucket carrying a SigV4 query signature', async () => {
    const { url, expiresAt } = await store.signedVideoUrl('sample/clase-demo.mp4');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('http://localhost:4101/content-bucket/sample/clase-demo.mp4');
    expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(expiresAt.toISOString()).toBe(at(600).toISOString());
  });

  it('are accepted while valid and refused once expired', async () => {
    const { url } = await store.signedVideoUrl('sample/clase-demo.mp4');
    expect(verify(asRequest(url), at(1)).ok).toBe(true);
    expect(verify(asRequest(url), at(600)).ok).toBe(true);
    expect(verify(asRequest(url), at(601))).toMatchObject({ ok: false, code: 'AccessDenied', message: 'Request has expired' });
  });

  it('are refused when the key, the expiry, the date or the signature is changed', async () => {
    const { url } = await store.signedVideoUrl('courses/course-1/course-1-t02/video.mp4');
    const tampered = [
      url.replace('course-1-t02', 'course-1-t03'),
      url.replace('X-Amz-Expires=600', 'X-Amz-Expires=604800'),
      url.replace(/X-Amz-Date=\d{8}T\d{6}Z/, 'X-Amz-Date=20261122T160000Z'),
      url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`),
    ];
    for (const changed of tampered) {
      expect(changed).not.toBe(url);
      expect(verify(asRequest(changed), at(1)).ok).toBe(false);
    }
    expect(verify(asRequest(url.replace(/X-Amz-Signature=[0-9a-f]+/, ''), 'GET'), at(1)).ok).toBe(false);
  });

  it('are refused when signed with another secret, for another host or used with another method', async () => {
    const { url } = await store.signedVideoUrl('sample/clase-demo.mp4');
    expect(verify(asRequest(url), at(1), 'another-secret')).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(verify({ ...asRequest(url), headers: { host: 'evil.example:4101' } }, at(1)).ok).toBe(false);
    expect(verify(asRequest(url, 'PUT'), at(1)).ok).toBe(false);
  });

  it('refuses a request without any signature as S3 does for a private object', () => {
    expect(verify(asRequest('http://localhost:4101/content-bucket/sample/clase-demo.mp4'), at(1))).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
  });
});

describe('signed upload addresses', () => {
  it('accept a PUT of the signed content type, written once, only', async () => {
    const { url, expiresAt } = await store.signedUploadUrl('courses/course-1/course-1-t02/new.mp4', 'video/mp4');
    expect(expiresAt.toISOString()).toBe(at(300).toISOString());
    // Every upload address signs If-None-Match: * (an object is written once, decision 111).
    const once = { 'if-none-match': '*' };
    expect(verify(asRequest(url, 'PUT', { 'content-type': 'video/mp4', ...once }), at(5)).ok).toBe(true);
    expect(verify(asRequest(url, 'PUT', { 'content-type': 'video/mp4' }), at(5)).ok).toBe(false);
    expect(verify(asRequest(url, 'PUT', { 'content-type': 'text/html', ...once }), at(5)).ok).toBe(false);
    expect(verify(asRequest(url, 'PUT', { 'content-type': 'video/mp4', ...once }), at(301)).ok).toBe(false);
  });
});

describe('byte ranges for seeking', () => {
  it('reads the ranges a video element asks for', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('serves the whole object for no or malformed ranges and refuses ranges past the end', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-10,20-30', 1000)).toBeNull();
    expect(parseRange('items=0-10', 1000)).toBeNull();
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
  });
});
