// Video upload function (AWS): the content bucket's event notification for a new object under
// courses/ or formchecks/ starts the MediaConvert job that makes its HLS ladder. Anything that is
// not a course or form-check video (a PDF, a picture, a key of another shape) is ignored. S3 may deliver an event twice;
// a second job writes the same files and its completion records the same ladder.
import type { Context, S3Event } from 'aws-lambda';
import { videoUploadedDependencies } from '../composition/video-uploaded';
import { isLadderSource } from '../domain/video-stream';
import { logger } from '../observability/logger';

export async function handler(event: S3Event, context?: Context): Promise<{ started: string[] }> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  const started: string[] = [];
  for (const record of event.Records) {
    // S3 URL-encodes keys in events, with "+" for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    if (!isLadderSource(key)) continue;
    const jobId = await videoUploadedDependencies().jobs.startLadder(key);
    logger.info('video ladder job started', { key, jobId });
    started.push(jobId);
  }
  return { started };
}
