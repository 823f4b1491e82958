// CloudFront signed cookies with a custom policy (a wildcard resource: the folder of a course or
// of one lesson's ladder, and an expiry), signed by AWS's own signer. On AWS the private key is
// read from Secrets Manager once per container; locally it comes inline. The local content server
// checks these cookies as CloudFront does (infra/local/signed-cookie-verifier.ts).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { streamCookiePolicy } from '../domain/stream-cookie-policy';
import type { StreamingSettings } from '../settings/streaming';
import type { StreamAccess } from './stream-access';

export function createCloudFrontStreamAccess(resolveSettings: () => StreamingSettings, now: () => Date = () => new Date()): StreamAccess {
  let settings: StreamingSettings | undefined;
  let privateKey: Promise<string> | undefined;
  const ready = () => (settings ??= resolveSettings());

  const loadPrivateKey = async (): Promise<string> => {
    const { privateKey: source, region } = ready();
    if (source.kind === 'inline') return source.pem;
    const secret = await new SecretsManagerClient({ region }).send(new GetSecretValueCommand({ SecretId: source.secretId }));
    if (!secret.SecretString) throw new Error(`secret ${source.secretId} has no string value`);
    return secret.SecretString;
  };

  return {
    addressOf(key) {
      return `${ready().baseUrl}/${key}`;
    },

    async grant(scope) {
      const { baseUrl, keyPairId, cookieTtlSeconds } = ready();
      if (!scope.endsWith('/')) throw new Error(`a stream scope is a folder: ${scope}`);
      // A failed read is not kept: the next request tries the secret again.
      privateKey ??= loadPrivateKey().catch((error: unknown) => {
        privateKey = undefined;
        throw error;
      });
      const expiresAt = new Date(Math.floor(now().getTime() / 1000) * 1000 + cookieTtlSeconds * 1000);
      const policy = streamCookiePolicy(`${baseUrl}/${scope}*`, expiresAt);
      const signed = getSignedCookies({ policy, keyPairId, privateKey: await privateKey });
      return {
        cookies: Object.entries(signed)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([name, value]) => ({ name, value })),
        path: new URL(`${baseUrl}/${scope}`).pathname,
        expiresAt,
      };
    },
  };
}
