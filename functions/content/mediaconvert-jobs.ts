// Starts MediaConvert jobs (AWS only). MediaConvert's regional endpoint is used as is: the
// account-specific endpoint from DescribeEndpoints is no longer required.
import { CreateJobCommand, MediaConvertClient, type CreateJobCommandInput } from '@aws-sdk/client-mediaconvert';
import { ladderJob } from '../domain/mediaconvert-job';
import type { TranscodingSettings } from '../settings/transcoding';

export function createMediaConvertJobs(settings: TranscodingSettings) {
  const client = new MediaConvertClient({ region: settings.region });
  return {
    /** Starts the ladder job of one uploaded video; resolves to the job's id. */
    async startLadder(sourceKey: string): Promise<string> {
      // The job is plain JSON in CreateJob's shape (functions/domain/mediaconvert-job.ts, unit-tested).
      const input = ladderJob(settings.bucket, sourceKey, settings.roleArn) as unknown as CreateJobCommandInput;
      const answer = await client.send(new CreateJobCommand(input));
      return answer.Job?.Id ?? '';
    },
  };
}
