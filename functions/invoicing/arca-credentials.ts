// Each seller's certificate and private key for ARCA's web services. On AWS one Secrets Manager
// secret (JSON, read once per container); on the local stack the same JSON inline, generated at
// the first start. Only the invoice worker's import graph reaches this module, so only it is
// granted the secret (infra/function-reach.ts).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import type { Seller } from '../generated/graphql';

const pem = (label: string) => z.string().check(z.refine((value) => value.includes(`-----BEGIN ${label}`), `must be a PEM ${label}`));

const sellerKeySchema = z.object({ certificate: pem('CERTIFICATE'), privateKey: pem('') });
export const documentSchema = z.partialRecord(z.enum(['STORE', 'DELFI']), sellerKeySchema);

export type ArcaKeyPair = z.infer<typeof sellerKeySchema>;

export type ArcaCredentialsSource = { kind: 'inline'; json: string } | { kind: 'secrets-manager'; secretId: string; region: string };

function parse(json: string, where: string): Partial<Record<Seller, ArcaKeyPair>> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`ARCA credentials in ${where} are not valid JSON`);
  }
  const parsed = documentSchema.safeParse(value);
  if (!parsed.success) throw new Error(`ARCA credentials in ${where} must be {"STORE":{"certificate","privateKey"},…}`);
  return parsed.data;
}

/** The key pair of a seller, or null when none was stored for it. A failed read is tried again next time. */
export function createArcaCredentials(source: ArcaCredentialsSource): (seller: Seller) => Promise<ArcaKeyPair | null> {
  let loaded: Promise<Partial<Record<Seller, ArcaKeyPair>>> | undefined;
  const load = async () => {
    if (source.kind === 'inline') return parse(source.json, 'ARCA_CREDENTIALS');
    const secret = await new SecretsManagerClient({ region: source.region }).send(new GetSecretValueCommand({ SecretId: source.secretId }));
    if (!secret.SecretString) throw new Error(`secret ${source.secretId} has no string value`);
    return parse(secret.SecretString, `secret ${source.secretId}`);
  };
  return async (seller) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return (await loaded)[seller] ?? null;
  };
}
