// The transcoding slice (issue 26): the upload function that starts MediaConvert jobs. AWS only —
// the local stack runs ffmpeg itself (infra/local/video-ladder.ts).
import * as z from 'zod/mini';
import { loadSettings, REGION_DEFAULT, type Environment } from './load';

export const transcodingConfigSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), REGION_DEFAULT),
  CONTENT_BUCKET: z.string().check(z.minLength(1)),
  /** The role MediaConvert assumes to read uploads and write ladders (infra/constructs/video-ladder.ts). */
  MEDIACONVERT_ROLE_ARN: z.string().check(z.minLength(1)),
});

export type TranscodingConfig = z.infer<typeof transcodingConfigSchema>;

export interface TranscodingSettings {
  region: string;
  bucket: string;
  roleArn: string;
}

export function transcodingSettings(env?: Environment): TranscodingSettings {
  const config = loadSettings(transcodingConfigSchema, env);
  return { region: config.AWS_REGION, bucket: config.CONTENT_BUCKET, roleArn: config.MEDIACONVERT_ROLE_ARN };
}
