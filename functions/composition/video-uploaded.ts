// The video upload function's dependencies: MediaConvert, to start ladder jobs.
import { createMediaConvertJobs } from '../content/mediaconvert-jobs';
import { transcodingSettings } from '../settings/transcoding';
import { perContainer } from './per-container';

export const videoUploadedDependencies = perContainer(() => ({ jobs: createMediaConvertJobs(transcodingSettings()) }));
