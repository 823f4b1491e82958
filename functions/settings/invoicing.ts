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
    /** Local stack only: the stand-in's host, taken as one of ARCA's production hosts (its weak-DH TLS). */
    ARCA_LOCAL_LEGACY_TLS_HOST: z.optional(z.string().check(z.regex(/^[a-z0-9.-]+$/))),
    /** Local stack only: the stand-in's self-signed certificate (PEM), trusted besides the public roots. */
    ARCA_LOCAL_CA_PEM: z.optional(z.string().check(z.startsWith('-----BEGIN CERTIFICATE-----'))),
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
    // The local TLS settings only beside the local stand-in's addresses and inline credentials: a
    // stage (ARCA_SECRET_ID) that carried one would widen the relaxed TLS or the trusted roots.
    z.refine(
      (env) => (!env.ARCA_LOCAL_LEGACY_TLS_HOST && !env.ARCA_LOCAL_CA_PEM) || (Boolean(env.ARCA_CREDENTIALS) && Boolean(env.ARCA_WSFE_URL)),
      {
        message: 'ARCA_LOCAL_LEGACY_TLS_HOST and ARCA_LOCAL_CA_PEM are local-stack settings (with ARCA_CREDENTIALS and ARCA_WSFE_URL)',
        path: ['ARCA_LOCAL_LEGACY_TLS_HOST'],
      },
    ),
  );

export type InvoicingConfig = z.infer<typeof invoicingConfigSchema>;

/** ARCA's published addresses (manuals of WSAA and WSFEv1). */
const ARCA_URLS: Record<ArcaEnvironment, { wsaa: string; wsfe: string }> = {
  HOMOLOGACION: { wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms', wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx' },
  PRODUCCION: { wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms', wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx' },
};

/**
 * ARCA's production hosts (WSAA and WSFEv1), the only ones whose TLS is relaxed: their 1024-bit
 * Diffie-Hellman group fails OpenSSL 3's default security level (decision 085).
 */
export const ARCA_PRODUCTION_HOSTS: readonly string[] = [ARCA_URLS.PRODUCCION.wsaa, ARCA_URLS.PRODUCCION.wsfe].map(
  (url) => new URL(url).hostname,
);

export interface InvoicingSettings {
  urls: (environment: ArcaEnvironment) => { wsaa: string; wsfe: string };
  /** Hosts that get ARCA production's relaxed TLS, by exact name (functions/invoicing/arca-tls.ts's scope). */
  tls: { legacyDhHosts: readonly string[]; extraCaPem?: string };
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
    tls: {
      legacyDhHosts: config.ARCA_LOCAL_LEGACY_TLS_HOST
        ? [...ARCA_PRODUCTION_HOSTS, config.ARCA_LOCAL_LEGACY_TLS_HOST]
        : ARCA_PRODUCTION_HOSTS,
      ...(config.ARCA_LOCAL_CA_PEM ? { extraCaPem: config.ARCA_LOCAL_CA_PEM } : {}),
    },
    credentials: config.ARCA_CREDENTIALS
      ? { kind: 'inline', json: config.ARCA_CREDENTIALS }
      : { kind: 'secrets-manager', secretId: config.ARCA_SECRET_ID ?? '', region: config.AWS_REGION },
    timeoutMs: config.ARCA_TIMEOUT_MS,
    retryFirstSeconds: config.INVOICE_RETRY_FIRST_SECONDS,
    maxAttempts: config.INVOICE_MAX_ATTEMPTS,
  };
}
