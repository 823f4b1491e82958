// Each seller's Mercado Pago credentials: the access token of its application and the secret
// that signs its webhooks. On AWS they live in one Secrets Manager secret (JSON, read once per
// container for a limited time, so a rotated token is seen); on the local stack they come inline
// from the environment, issued by the simulator.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import type { Seller } from '../generated/graphql';

const sellerCredentialsSchema = z.object({
  accessToken: z.string().check(z.minLength(8)),
  webhookSecret: z.string().check(z.minLength(8)),
});

/** The secret's JSON: { "STORE": { accessToken, webhookSecret }, "DELFI": { … } }. */
const credentialsDocumentSchema = z.object({
  STORE: sellerCredentialsSchema,
  DELFI: sellerCredentialsSchema,
});

export type SellerCredentials = z.infer<typeof sellerCredentialsSchema>;
export type CredentialsBySeller = Record<Seller, SellerCredentials>;

export type CredentialsSource =
  { kind: 'inline'; json: string } | { kind: 'secrets-manager'; secretId: string; region: string; maxAgeMs: number };

function parseDocument(json: string, where: string): CredentialsBySeller {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`Mercado Pago credentials in ${where} are not valid JSON`);
  }
  const parsed = credentialsDocumentSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `Mercado Pago credentials in ${where} must be {"STORE":{"accessToken","webhookSecret"},"DELFI":{…}} (${parsed.error.issues
        .map((issue) => issue.path.join('.'))
        .join(', ')})`,
    );
  }
  return parsed.data;
}

/**
 * Loads the credentials on first use and keeps them for `maxAgeMs` (the secret's), then reads the
 * secret again: a token the operator rotated reaches every container within that time.
 */
export function createCredentialsProvider(source: CredentialsSource, now: () => number = Date.now): () => Promise<CredentialsBySeller> {
  let loaded: Promise<CredentialsBySeller> | undefined;
  let loadedAt = 0;
  const load = async (): Promise<CredentialsBySeller> => {
    if (source.kind === 'inline') return parseDocument(source.json, 'MERCADO_PAGO_CREDENTIALS');
    const client = new SecretsManagerClient({ region: source.region });
    const secret = await client.send(new GetSecretValueCommand({ SecretId: source.secretId }));
    if (!secret.SecretString) throw new Error(`secret ${source.secretId} has no string value`);
    return parseDocument(secret.SecretString, `secret ${source.secretId}`);
  };
  return () => {
    if (loaded && source.kind === 'secrets-manager' && now() - loadedAt >= source.maxAgeMs) loaded = undefined;
    if (!loaded) loadedAt = now();
    // A failed read is not cached, so the next invocation tries again.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
