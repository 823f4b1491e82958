// The stream cookies' signing key as the StreamSigningKey secret holds it: JSON
// {"keyPairId": "K…", "privateKey": "-----BEGIN PRIVATE KEY-----…"} — the CloudFront public key's
// id and its private key, so that a rotation switches both at once — or, as before rotations, the
// bare PEM, which signs with the first key generation's id (the function's STREAM_KEY_PAIR_ID).
import * as z from 'zod/mini';

export interface StreamSigningKey {
  keyPairId: string;
  privateKeyPem: string;
}

const PEM = /-----BEGIN (RSA )?PRIVATE KEY-----/;

const signingKeySchema = z.object({
  keyPairId: z.string().check(z.regex(/^K[A-Z0-9]{5,40}$/, 'keyPairId is a CloudFront public key id (K…)')),
  privateKey: z.string().check(z.regex(PEM, 'privateKey is a PEM private key')),
});

export function parseStreamSigningKey(secret: string, firstGenerationKeyPairId: string): StreamSigningKey {
  const text = secret.trim();
  if (text.startsWith('{')) {
    const parsed = z.parse(signingKeySchema, JSON.parse(text));
    return { keyPairId: parsed.keyPairId, privateKeyPem: parsed.privateKey };
  }
  if (!PEM.test(text)) throw new Error('the stream signing secret is neither {keyPairId, privateKey} nor a PEM private key');
  return { keyPairId: firstGenerationKeyPairId, privateKeyPem: text };
}
