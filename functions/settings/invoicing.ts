// The invoicing slice (ARCA): the invoice worker only. Where ARCA's services are for each
// environment, where the sellers' certificates and keys are, and the worker's retry policy.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';
import type { ArcaEnvironment } from '../domain/invoice-rules';

export const invoicingConfigSchema = z
  .object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
    /** AWS: the Secrets Manager secret of the sellers' ARCA certificates and keys (JSON
     * {"STORE":{"certificate":"-----BEGIN CERTIFICATE…","privateKey":"-----BEGIN PRIVATE KEY…"},"DELFI":{…}}). */
    ARCA_SECRET_ID: z.optional(z.string().check(z.minLength(1))),
    /** Local stack only: the same JSON inline (generated at first start into the data folder). */
    ARCA_CREDENTIALS: z.optional(z.string().check(z.minLength(2))),
    /** Local stack only: WSAA and WSFEv1 of the ARCA stand-in, used for both environments. */
    ARCA_WSAA_URL: z.optional(z.url()),
    ARCA_WSFE_URL: z.optional(z.url()),
    /** One call to ARCA, in milliseconds. */
    ARCA_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(500), z.maximum(30_000)), 10_000),
    /** Seconds before a document ARCA could not take is tried again; doubles per attempt, up to 6 hours. */
    INVOICE_RETRY_FIRST_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(3600)), 60),
    /** Attempts before a document is left for the admin ("Reintentar") and counted as failed. */
    INVOICE_MAX_ATTEMPTS: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12),
  })
  .check(
    z.refine((env) => Boolean(env.ARCA_SECRET_ID) !== Boolean(env.ARCA_CREDENTIALS), {
      message: 'set ARCA_SECRET_ID (AWS) or ARCA_CREDENTIALS (local), exactly one',
      path: ['ARCA_CREDENTIALS'],
    }),
  );

export type InvoicingConfig = z.infer<typeof invoicingConfigSchema>;

/** ARCA's published addresses (manuals of WSAA and WSFEv1). */
const ARCA_URLS: Record<ArcaEnvironment, { wsaa: string; wsfe: string }> = {
  HOMOLOGACION: { wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms', wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx' },
  PRODUCCION: { wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms', wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx' },
};

export interface InvoicingSettings {
  urls: (environment: ArcaEnvironment) => { wsaa: string; wsfe: string };
  credentials: { kind: 'inline'; json: string } | { kind: 'secrets-manager'; secretId: string; region: string };
  timeoutMs: number;
  retryFirstSeconds: number;
  maxAttempts: number;
}

export function invoicingSettings(env?: Environment): InvoicingSettings {
  const config = loadSettings(invoicingConfigSchema, env);
  const local = config.ARCA_WSAA_URL && config.ARCA_WSFE_URL ? { wsaa: config.ARCA_WSAA_URL, wsfe: config.ARCA_WSFE_URL } : null;
  return {
    urls: (environment) => local ?? ARCA_URLS[environment],
    credentials: config.ARCA_CREDENTIALS
      ? { kind: 'inline', json: config.ARCA_CREDENTIALS }
      : { kind: 'secrets-manager', secretId: config.ARCA_SECRET_ID ?? '', region: config.AWS_REGION },
    timeoutMs: config.ARCA_TIMEOUT_MS,
    retryFirstSeconds: config.INVOICE_RETRY_FIRST_SECONDS,
    maxAttempts: config.INVOICE_MAX_ATTEMPTS,
  };
}
