// CloudFront signed cookies for the HLS ladders: signed by the lessons function's adapter (AWS's
// own signer) and checked by the local content server's verifier, written from CloudFront's
// documentation. A course's cookies open that course's files only, until they expire.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCloudFrontStreamAccess } from '../../functions/content/cloudfront-stream-access';
import { parseStreamCookiePolicy, resourceMatches, streamCookiePolicy } from '../../functions/domain/stream-cookie-policy';
import { verifySignedCookies } from '../../infra/local/signed-cookie-verifier';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const keys = {
  keyPairId: 'KTEST123',
  publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
const BASE = 'https://tienda.example';
const signedAt = new Date('2026-11-27T12:00:00Z');

function access(now = signedAt, pem = keys.privateKeyPem) {
  return createCloudFrontStreamAccess(
    () => ({ region: 'us-east-1', baseUrl: BASE, keyPairId: keys.keyPairId, privateKey: { kind: 'inline', pem }, cookieTtlSeconds: 1200 }),
    () => now,
  );
}

const header = (cookies: { name: string; value: string }[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
const verify = (cookieHeader: string | undefined, path: string, now = new Date(signedAt.getTime() + 60_000)) =>
  verifySignedCookies(cookieHeader, `${BASE}/${path}`, { keyPairId: keys.keyPairId, publicKeyPem: keys.publicKeyPem, now });

describe('stream cookies', () => {
  it('are the three CloudFront cookies, for the scope’s path, living the configured time', async () => {
    const grant = await access().grant('streams/courses/course-1/');
    expect(grant.cookies.map((cookie) => cookie.name).sort()).toEqual([
      'CloudFront-Key-Pair-Id',
      'CloudFront-Policy',
      'CloudFront-Signature',
    ]);
    expect(grant.path).toBe('/streams/courses/course-1/');
    expect(grant.expiresAt.toISOString()).toBe('2026-11-27T12:20:00.000Z');
    // Cookie values: CloudFront's URL-safe base64 (no +, = or /), so no escaping is needed.
    for (const cookie of grant.cookies) expect(cookie.value).toMatch(/^[A-Za-z0-9_~-]+$/);
  });

  it('open every file of the course they were issued for', async () => {
    const grant = await access().grant('streams/courses/course-1/');
    expect(verify(header(grant.cookies), 'streams/courses/course-1/course-1-t02/x/index.m3u8')).toMatchObject({ ok: true });
    expect(verify(header(grant.cookies), 'streams/courses/course-1/sample/clase-demo/index_360p_00001.ts')).toMatchObject({ ok: true });
  });

  it('are refused on another course’s files, once expired, when missing, or altered', async () => {
    const grant = await access().grant('streams/courses/course-1/');
    const cookies = header(grant.cookies);
    expect(verify(cookies, 'streams/courses/course-2/course-2-t01/x/index.m3u8')).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(verify(cookies, 'streams/courses/course-10/x/index.m3u8')).toMatchObject({ ok: false });
    expect(verify(cookies, 'streams/courses/course-1/x/index.m3u8', new Date('2026-11-27T12:20:00Z'))).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(verify(undefined, 'streams/courses/course-1/x/index.m3u8')).toMatchObject({ ok: false, code: 'MissingKey' });
    const widened = grant.cookies.map((cookie) =>
      cookie.name === 'CloudFront-Policy'
        ? {
            ...cookie,
            value: Buffer.from(streamCookiePolicy(`${BASE}/streams/*`, grant.expiresAt))
              .toString('base64')
              .replace(/\+/g, '-')
              .replace(/=/g, '_')
              .replace(/\//g, '~'),
          }
        : cookie,
    );
    expect(verify(header(widened), 'streams/courses/course-2/x/index.m3u8')).toMatchObject({ ok: false, code: 'AccessDenied' });
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = await access(signedAt, otherKey).grant('streams/courses/course-1/');
    expect(verify(header(forged.cookies), 'streams/courses/course-1/x/index.m3u8')).toMatchObject({ ok: false });
  });

  it('for a preview open that video’s ladder only', async () => {
    const grant = await access().grant('streams/courses/course-1/sample/clase-demo/');
    expect(verify(header(grant.cookies), 'streams/courses/course-1/sample/clase-demo/index.m3u8')).toMatchObject({ ok: true });
    expect(verify(header(grant.cookies), 'streams/courses/course-1/course-1-t02/x/index.m3u8')).toMatchObject({ ok: false });
  });

  it('accept any valid set when two scopes are sent', async () => {
    const preview = await access().grant('streams/courses/course-1/sample/clase-demo/');
    const course = await access().grant('streams/courses/course-1/');
    expect(verify(`${header(preview.cookies)}; ${header(course.cookies)}`, 'streams/courses/course-1/t/x/index.m3u8')).toMatchObject({
      ok: true,
    });
  });
});

describe('the custom policy', () => {
  it('round-trips and matches wildcards as CloudFront does', () => {
    const policy = streamCookiePolicy(`${BASE}/streams/courses/course-1/*`, signedAt);
    expect(policy).toBe(
      '{"Statement":[{"Resource":"https://tienda.example/streams/courses/course-1/*","Condition":{"DateLessThan":{"AWS:EpochTime":1795780800}}}]}',
    );
    expect(parseStreamCookiePolicy(policy)).toEqual({ resource: `${BASE}/streams/courses/course-1/*`, expiresAt: signedAt });
    expect(parseStreamCookiePolicy('{"Statement":[]}')).toBeNull();
    expect(resourceMatches('https://a/b/*', 'https://a/b/c/d.ts')).toBe(true);
    expect(resourceMatches('https://a/b/*', 'https://a/bc/d.ts')).toBe(false);
    expect(resourceMatches('https://a/b.c/*', 'https://a/bxc/d')).toBe(false);
  });
});
