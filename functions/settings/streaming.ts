// The streaming slice (HLS ladders behind CloudFront signed cookies): the lessons function only.
// On AWS the private key lives in Secrets Manager and CloudFront checks the cookies against the
// key group's public key; on the local stack the key comes inline and the local content server
// checks them with its public key.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const streamingConfigSchema = z
  .object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
    /** Where the ladders are served: the store's own address on AWS (the /streams/* behaviour), the content server locally. */
    STREAM_BASE_URL: z.url(),
    /** The CloudFront public key's id (Key-Pair-Id of the cookies). */
    STREAM_KEY_PAIR_ID: z.string().check(z.minLength(1)),
    /** AWS: the Secrets Manager secret holding the PEM private key. */
    STREAM_PRIVATE_KEY_SECRET_ID: z.optional(z.string().check(z.minLength(1))),
    /** Local stack only: the PEM private key itself. */
    STREAM_PRIVATE_KEY: z.optional(z.string().check(z.minLength(1))),
    /**
     * Life of the cookies, in seconds: 5 minutes, the player reads the lesson again 2 minutes before
     * they end (fresh ones while it plays), so access ends within minutes of a refund.
     */
    STREAM_COOKIE_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(60), z.maximum(3600)), 300),
  })
  .check(
    z.refine((env) => Boolean(env.STREAM_PRIVATE_KEY_SECRET_ID) !== Boolean(env.STREAM_PRIVATE_KEY), {
      message: 'set exactly one of STREAM_PRIVATE_KEY_SECRET_ID and STREAM_PRIVATE_KEY',
      path: ['STREAM_PRIVATE_KEY_SECRET_ID'],
    }),
  );

export type StreamingConfig = z.infer<typeof streamingConfigSchema>;

export interface StreamingSettings {
  region: string;
  /** Without a trailing slash. */
  baseUrl: string;
  keyPairId: string;
  privateKey: { kind: 'inline'; pem: string } | { kind: 'secrets-manager'; secretId: string };
  cookieTtlSeconds: number;
}

export function streamingSettings(env?: Environment): StreamingSettings {
  const config = loadSettings(streamingConfigSchema, env);
  return {
    region: config.AWS_REGION,
    baseUrl: config.STREAM_BASE_URL.replace(/\/+$/, ''),
    keyPairId: config.STREAM_KEY_PAIR_ID,
    privateKey: config.STREAM_PRIVATE_KEY
      ? { kind: 'inline', pem: config.STREAM_PRIVATE_KEY }
      : { kind: 'secrets-manager', secretId: config.STREAM_PRIVATE_KEY_SECRET_ID ?? '' },
    cookieTtlSeconds: config.STREAM_COOKIE_TTL_SECONDS,
  };
}
