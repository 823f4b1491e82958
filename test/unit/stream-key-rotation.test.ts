// Stream key rotation with overlap (issue 36): the signing secret names the key pair it signs with
// ({keyPairId, privateKey}; a bare PEM signs with the first generation's id), and a running
// container reads it again within 5 minutes, so a rotated key reaches every container while the
// key group still trusts the old one. Secrets Manager answered by aws-sdk-client-mock.
import { generateKeyPairSync } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCloudFrontStreamAccess, SIGNING_KEY_MAX_AGE_MS } from '../../functions/content/cloudfront-stream-access';
import { parseStreamSigningKey } from '../../functions/content/stream-signing-key';
import { verifySignedCookies } from '../../infra/local/signed-cookie-verifier';

const pair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
const generation1 = { keyPairId: 'K1GENERATIONONE', ...pair() };
const generation2 = { keyPairId: 'K2GENERATIONTWO', ...pair() };
const BASE = 'https://tienda.example';
const SECRET = 'arn:aws:secretsmanager:sa-east-1:123456789012:secret:StreamSigningKey-AbCdEf';
const secrets = mockClient(SecretsManagerClient);

function access(clock: { at: Date }) {
  return createCloudFrontStreamAccess(
    () => ({
      region: 'sa-east-1',
      baseUrl: BASE,
      keyPairId: generation1.keyPairId,
      privateKey: { kind: 'secrets-manager', secretId: SECRET },
      cookieTtlSeconds: 300,
    }),
    () => clock.at,
    new SecretsManagerClient({ region: 'sa-east-1' }),
  );
}

const storeSecret = (value: string) => secrets.on(GetSecretValueCommand, { SecretId: SECRET }).resolves({ SecretString: value });
const keyPairIdOf = (cookies: { name: string; value: string }[]) =>
  cookies.find((cookie) => cookie.name === 'CloudFront-Key-Pair-Id')?.value;
const header = (cookies: { name: string; value: string }[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

beforeEach(() => secrets.reset());

describe('the stream signing secret', () => {
  it('holds the key pair id and the private key together, or a bare PEM that signs with the first generation', () => {
    expect(
      parseStreamSigningKey(JSON.stringify({ keyPairId: generation2.keyPairId, privateKey: generation2.privateKeyPem }), 'K1'),
    ).toEqual({
      keyPairId: generation2.keyPairId,
      privateKeyPem: generation2.privateKeyPem,
    });
    expect(parseStreamSigningKey(generation1.privateKeyPem, generation1.keyPairId)).toEqual({
      keyPairId: generation1.keyPairId,
      privateKeyPem: generation1.privateKeyPem.trim(),
    });
    expect(() => parseStreamSigningKey(JSON.stringify({ keyPairId: 'nope', privateKey: generation2.privateKeyPem }), 'K1')).toThrow();
    expect(() => parseStreamSigningKey('a random value', 'K1')).toThrow(/neither/);
  });

  it('a rotated secret reaches a running container within 5 minutes, and both generations verify meanwhile', async () => {
    storeSecret(generation1.privateKeyPem);
    const clock = { at: new Date('2026-12-02T20:00:00Z') };
    const streams = access(clock);
    const before = await streams.grant('streams/course-1/');
    expect(keyPairIdOf(before.cookies)).toBe(generation1.keyPairId);

    // The operator stores generation 2 (its id from the web stack's StreamKeyPairId2 output).
    storeSecret(JSON.stringify({ keyPairId: generation2.keyPairId, privateKey: generation2.privateKeyPem }));
    clock.at = new Date(clock.at.getTime() + SIGNING_KEY_MAX_AGE_MS - 1000);
    expect(keyPairIdOf((await streams.grant('streams/course-1/')).cookies)).toBe(generation1.keyPairId);
    clock.at = new Date(clock.at.getTime() + 1000);
    const after = await streams.grant('streams/course-1/');
    expect(keyPairIdOf(after.cookies)).toBe(generation2.keyPairId);

    // The key group holds both during the rotation: a cookie of either generation opens the ladder.
    const now = new Date(clock.at.getTime() + 1000);
    const url = `${BASE}/streams/course-1/720p/index.m3u8`;
    const trustedBy = (generation: typeof generation1) =>
      verifySignedCookies(header(generation === generation1 ? before.cookies : after.cookies), url, {
        keyPairId: generation.keyPairId,
        publicKeyPem: generation.publicKeyPem,
        now: generation === generation1 ? new Date(before.expiresAt.getTime() - 1000) : now,
      });
    expect(trustedBy(generation1)).toMatchObject({ ok: true });
    expect(trustedBy(generation2)).toMatchObject({ ok: true });
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
