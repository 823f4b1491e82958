// The content slice (course videos): the lessons function only. Videos live in a PRIVATE bucket
// and reach browsers only through short-lived presigned URLs.
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const contentConfigSchema = z
  .object({
    AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
    /** The private bucket holding the courses' videos (CDK output on AWS). */
    CONTENT_BUCKET: z.string().check(z.minLength(1)),
    /** Local stack only: the local S3-compatible content server (path-style addressing). */
    CONTENT_ENDPOINT: z.optional(z.url()),
    /** Local stack only: the content server's signing credentials (on AWS, the function's role). */
    CONTENT_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
    CONTENT_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
    /**
     * Life of a signed video address, in seconds: 5 minutes, so a shared address, or one kept after
     * a refund, stops working soon; the player asks again on expiry and resumes where it was.
     */
    VIDEO_URL_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(60), z.maximum(43_200)), 300),
    /** Life of an admin's signed upload address, in seconds. */
    VIDEO_UPLOAD_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(60), z.maximum(3600)), 900),
  })
  .check(
    z.refine((env) => Boolean(env.CONTENT_ACCESS_KEY_ID) === Boolean(env.CONTENT_SECRET_ACCESS_KEY), {
      message: 'set both CONTENT_ACCESS_KEY_ID and CONTENT_SECRET_ACCESS_KEY, or neither',
      path: ['CONTENT_SECRET_ACCESS_KEY'],
    }),
  );

export type ContentConfig = z.infer<typeof contentConfigSchema>;

export interface ContentSettings {
  bucket: string;
  region: string;
  /** Local only: the content server's address and credentials. */
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  videoUrlTtlSeconds: number;
  uploadTtlSeconds: number;
}

/** The content (video) settings, or an error naming what is missing or malformed. */
export function contentSettings(env?: Environment): ContentSettings {
  const config = loadSettings(contentConfigSchema, env);
  return {
    bucket: config.CONTENT_BUCKET,
    region: config.AWS_REGION,
    endpoint: config.CONTENT_ENDPOINT ?? null,
    credentials:
      config.CONTENT_ACCESS_KEY_ID && config.CONTENT_SECRET_ACCESS_KEY
        ? { accessKeyId: config.CONTENT_ACCESS_KEY_ID, secretAccessKey: config.CONTENT_SECRET_ACCESS_KEY }
        : null,
    videoUrlTtlSeconds: config.VIDEO_URL_TTL_SECONDS,
    uploadTtlSeconds: config.VIDEO_UPLOAD_TTL_SECONDS,
  };
}
