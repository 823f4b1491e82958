// CloudFront signed cookies with a custom policy (a wildcard resource: the folder of a course or
// of one lesson's ladder, and an expiry), signed by AWS's own signer. On AWS the key (its id and
// private key, stream-signing-key.ts) is read from Secrets Manager and read again after
// SIGNING_KEY_MAX_AGE_MS, so a rotated key reaches every running container within 5 minutes;
// locally it comes inline. The local content server checks these cookies as CloudFront does
// (infra/local/signed-cookie-verifier.ts).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { streamCookiePolicy } from '../domain/stream-cookie-policy';
import type { StreamingSettings } from '../settings/streaming';
import type { StreamAccess } from './stream-access';
import { parseStreamSigningKey, type StreamSigningKey } from './stream-signing-key';

/** How long a container signs with the key it read before reading the secret again. */
export const SIGNING_KEY_MAX_AGE_MS = 5 * 60 * 1000;

export function createCloudFrontStreamAccess(
  resolveSettings: () => StreamingSettings,
  now: () => Date = () => new Date(),
  /** The Secrets Manager client (the tests' mock); by default one for the settings' region. */
  secretsClient?: Pick<SecretsManagerClient, 'send'>,
): StreamAccess {
  let settings: StreamingSettings | undefined;
  let client = secretsClient;
  const secrets = () => (client ??= new SecretsManagerClient({ region: ready().region }));
  let signingKey: { key: Promise<StreamSigningKey>; readAt: number } | undefined;
  const ready = () => (settings ??= resolveSettings());

  const loadSigningKey = async (): Promise<StreamSigningKey> => {
    const { privateKey: source, keyPairId } = ready();
    if (source.kind === 'inline') return { keyPairId, privateKeyPem: source.pem };
    const secret = await secrets().send(new GetSecretValueCommand({ SecretId: source.secretId }));
    if (!secret.SecretString) throw new Error(`secret ${source.secretId} has no string value`);
    return parseStreamSigningKey(secret.SecretString, keyPairId);
  };

  const currentKey = (): Promise<StreamSigningKey> => {
    const at = now().getTime();
    if (!signingKey || at - signingKey.readAt >= SIGNING_KEY_MAX_AGE_MS) {
      const read = { key: loadSigningKey(), readAt: at };
      // A failed read is not kept: the next request tries the secret again.
      read.key.catch(() => {
        if (signingKey === read) signingKey = undefined;
      });
      signingKey = read;
    }
    return signingKey.key;
  };

  return {
    addressOf(key) {
      return `${ready().baseUrl}/${key}`;
    },

    async grant(scope) {
      const { baseUrl, cookieTtlSeconds } = ready();
      if (!scope.endsWith('/')) throw new Error(`a stream scope is a folder: ${scope}`);
      const { keyPairId, privateKeyPem } = await currentKey();
      const expiresAt = new Date(Math.floor(now().getTime() / 1000) * 1000 + cookieTtlSeconds * 1000);
      const policy = streamCookiePolicy(`${baseUrl}/${scope}*`, expiresAt);
      const signed = getSignedCookies({ policy, keyPairId, privateKey: privateKeyPem });
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
