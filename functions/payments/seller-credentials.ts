// Each seller's Mercado Pago credentials: the access token of its application and the secret
// that signs its webhooks. On AWS they live in one Secrets Manager secret (JSON), read through
// Powertools Parameters, which keeps it for a limited time per container so a rotated token is
// seen; on the local stack they come inline from the environment, issued by the simulator.
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod/mini';
import type { Seller } from '../generated/graphql';

/** The payment providers a seller can be configured with (payment-gateway.ts builds each). */
const PAYMENT_PROVIDERS = ['mercado-pago'] as const;

const sellerCredentialsSchema = z.object({
  /** Which provider takes this seller's payments (absent: Mercado Pago, the one the store has). */
  provider: z.optional(z.enum(PAYMENT_PROVIDERS)),
  accessToken: z.string().check(z.minLength(8)),
  webhookSecret: z.string().check(z.minLength(8)),
});

/** The secret's JSON: { "STORE": { provider?, accessToken, webhookSecret }, "DELFI": { … } }. */
export const credentialsDocumentSchema = z.object({
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
      `Mercado Pago credentials in ${where} must be {"STORE":{"provider"?,"accessToken","webhookSecret"},"DELFI":{…}} (${parsed.error.issues
        .map((issue) => issue.path.join('.'))
        .join(', ')})`,
    );
  }
  return parsed.data;
}

/**
 * Reads the credentials, kept for `maxAgeMs` (Powertools' cache, per container), then reads the
 * secret again: a token the operator rotated reaches every container within that time. A failed
 * read is not kept, so the next invocation tries again.
 */
export function createCredentialsProvider(source: CredentialsSource): () => Promise<CredentialsBySeller> {
  // A promise that rejects (never a throw from the call) when the document is not valid.
  if (source.kind === 'inline') return async () => parseDocument(source.json, 'MERCADO_PAGO_CREDENTIALS');
  const secrets = new SecretsProvider({ clientConfig: { region: source.region } });
  return async () => {
    const value = await secrets.get(source.secretId, { maxAge: source.maxAgeMs / 1000 });
    if (typeof value !== 'string') throw new Error(`secret ${source.secretId} has no string value`);
    return parseDocument(value, `secret ${source.secretId}`);
  };
}
