// Video ladder function: EventBridge's "MediaConvert Job State Change" (COMPLETE or ERROR) on
// AWS; locally the local transcoder calls it with an event of the same shape when ffmpeg ends.
// A finished ladder is recorded on its topic (functions/services/video-ladder-service.ts).
import type { Context } from 'aws-lambda';
import { videoLadderDependencies } from '../composition/video-ladder';
import { readJobStateChange, type MediaConvertJobStateChange } from '../domain/mediaconvert-events';
import { logger } from '../observability/logger';
import { createVideoLadderService, type LadderOutcome } from '../services/video-ladder-service';

export async function handler(event: MediaConvertJobStateChange, context?: Context): Promise<LadderOutcome | 'failed' | 'ignored'> {
  logger.addContext(context);
  logger.setCorrelationId(context?.awsRequestId);
  const job = readJobStateChange(event);
  if (job.status === 'ERROR') {
    // The topic keeps playing its progressive video; the error is for the operator's alarm.
    logger.error('video ladder job failed', { jobId: event.detail.jobId, sourceKey: job.sourceKey, error: job.error });
    // A member's form check waiting for it shows that it failed instead of "processing" forever.
    if (job.sourceKey) await createVideoLadderService(videoLadderDependencies()).ladderFailed(job.sourceKey);
    return 'failed';
  }
  if (job.status !== 'COMPLETE' || !job.sourceKey || !job.masterKey) return 'ignored';
  const outcome = await createVideoLadderService(videoLadderDependencies()).ladderFinished({
    sourceKey: job.sourceKey,
    masterKey: job.masterKey,
    renditions: job.renditions,
    durationMs: job.durationMs,
  });
  logger.info('video ladder finished', { sourceKey: job.sourceKey, outcome });
  return outcome;
}
