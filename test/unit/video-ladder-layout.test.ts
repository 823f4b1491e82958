// The HLS ladder's layout, one definition for MediaConvert (AWS) and ffmpeg (local): where a
// video's ladder lives, the names of its playlists and segments, the MediaConvert job that writes
// them and the ffmpeg run that writes the same names, and MediaConvert's completion event read back.
import { describe, expect, it } from 'vitest';
import { readJobStateChange } from '../../functions/domain/mediaconvert-events';
import { ladderJob } from '../../functions/domain/mediaconvert-job';
import {
  courseStreamScope,
  ladderFolderOf,
  ladderScopeOfMaster,
  masterPlaylistKeyOf,
  parseSourceVideoKey,
  renditionPlaylistName,
  segmentName,
  VIDEO_LADDER,
} from '../../functions/domain/video-stream';
import { ladderArguments } from '../../infra/local/video-ladder';

const SOURCE = 'courses/course-1/course-1-t02/1700000000000-abc.mp4';

describe('the ladder layout', () => {
  it('puts a video’s ladder under streams/, in its course’s and topic’s folder', () => {
    expect(ladderFolderOf(SOURCE)).toBe('streams/courses/course-1/course-1-t02/1700000000000-abc/');
    expect(masterPlaylistKeyOf(SOURCE)).toBe('streams/courses/course-1/course-1-t02/1700000000000-abc/index.m3u8');
    expect(VIDEO_LADDER.map(renditionPlaylistName)).toEqual(['index_720p.m3u8', 'index_540p.m3u8', 'index_360p.m3u8', 'index_240p.m3u8']);
    expect(segmentName(VIDEO_LADDER[3]!, 7)).toBe('index_240p_00007.ts');
  });

  it('has 720p, 540p, 360p and 240p, highest first; 360p within 400 kbps, 240p near 150–200 kbps with its audio and MPEG-TS', () => {
    expect(VIDEO_LADDER.map((rendition) => rendition.height)).toEqual([720, 540, 360, 240]);
    // With its audio and the MPEG-TS overhead, a quarter at these rates (98 KB segments of 4 s
    // were measured for 90 kbps of video and 64 kbps of audio).
    const peak = (rendition: (typeof VIDEO_LADDER)[number]) => (rendition.maxVideoBitrate + 64_000) * 1.25;
    expect(peak(VIDEO_LADDER[2]!)).toBeLessThan(400_000);
    const lowest = VIDEO_LADDER.at(-1)!;
    expect(peak(lowest)).toBeGreaterThanOrEqual(150_000);
    expect(peak(lowest)).toBeLessThanOrEqual(200_000);
    // Its 4 s segment and a 2 s round trip fit in 4 s at 400 kbps: slow 3G outruns playback.
    expect((peak(lowest) * 4) / 400_000 + 2).toBeLessThan(4);
  });

  it('reads only course video keys, never one that climbs out of its folder', () => {
    expect(parseSourceVideoKey(SOURCE)).toEqual({ courseId: 'course-1', topicId: 'course-1-t02', name: '1700000000000-abc' });
    for (const key of ['courses/course-1/x.mp4', 'media/items/a/b.mp4', 'courses/../t/x.mp4', 'courses/c/t/x.pdf', 'courses/c/t/a/b.mp4']) {
      expect(parseSourceVideoKey(key), key).toBeNull();
    }
  });

  it('scopes cookies to a course for owners, to one ladder for a preview', () => {
    expect(courseStreamScope('course-1')).toBe('streams/courses/course-1/');
    expect(ladderScopeOfMaster(masterPlaylistKeyOf(SOURCE))).toBe('streams/courses/course-1/course-1-t02/1700000000000-abc/');
    expect(() => ladderScopeOfMaster('courses/course-1/x.mp4')).toThrow();
  });
});

describe('the MediaConvert job', () => {
  const job = ladderJob('content-bucket', SOURCE, 'arn:aws:iam::123456789012:role/mc');
  const group = (
    job.Settings['OutputGroups'] as {
      OutputGroupSettings: { HlsGroupSettings: Record<string, unknown> };
      Outputs: Record<string, unknown>[];
    }[]
  )[0]!;

  it('reads the upload and writes the ladder’s files under the same names', () => {
    expect((job.Settings['Inputs'] as { FileInput: string }[])[0]?.FileInput).toBe(`s3://content-bucket/${SOURCE}`);
    expect(group.OutputGroupSettings.HlsGroupSettings['Destination']).toBe(
      's3://content-bucket/streams/courses/course-1/course-1-t02/1700000000000-abc/index',
    );
    expect(group.OutputGroupSettings.HlsGroupSettings['SegmentLength']).toBe(4);
    expect(group.Outputs.map((output) => output['NameModifier'])).toEqual(['_720p', '_540p', '_360p', '_240p']);
    expect(job.UserMetadata).toEqual({ sourceKey: SOURCE, bucket: 'content-bucket' });
    expect(job.Role).toBe('arn:aws:iam::123456789012:role/mc');
  });

  it('encodes each rendition at its size and bitrates, with the audio muxed in', () => {
    group.Outputs.forEach((output, index) => {
      const rendition = VIDEO_LADDER[index]!;
      const video = output['VideoDescription'] as {
        Width: number;
        Height: number;
        CodecSettings: { H264Settings: Record<string, unknown> };
      };
      expect([video.Width, video.Height]).toEqual([rendition.width, rendition.height]);
      expect(video.CodecSettings.H264Settings).toMatchObject({
        Bitrate: rendition.videoBitrate,
        MaxBitrate: rendition.maxVideoBitrate,
        HrdBufferSize: rendition.maxVideoBitrate,
      });
      expect(output['AudioDescriptions']).toHaveLength(1);
    });
  });
});

describe('the local ffmpeg run', () => {
  it('writes the same file names as the MediaConvert job', () => {
    const args = ladderArguments('/in/video.mp4', '/out');
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-master_pl_name')).toBe('index.m3u8');
    expect(after('-hls_segment_filename')).toBe('/out/index_%v_%05d.ts');
    expect(args.at(-1)).toBe('/out/index_%v.m3u8');
    expect(after('-var_stream_map')).toBe('v:0,a:0,name:720p v:1,a:1,name:540p v:2,a:2,name:360p v:3,a:3,name:240p');
    // The same peak and one second of it as the MediaConvert job's MaxBitrate and HrdBufferSize.
    expect([after('-maxrate:v:3'), after('-bufsize:v:3')]).toEqual(['70k', '70k']);
    expect(after('-start_number')).toBe('1');
    expect(after('-hls_time')).toBe('4');
  });

  it('makes a video without sound into video-only renditions', () => {
    const args = ladderArguments('/in/silent.mp4', '/out', { withAudio: false });
    expect(args).not.toContain('0:a:0');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,name:720p v:1,name:540p v:2,name:360p v:3,name:240p');
  });
});

describe("MediaConvert's job state change", () => {
  const base = 's3://content-bucket/streams/courses/course-1/course-1-t02/1700000000000-abc';
  it('gives the upload, the master playlist, the renditions and the duration of a finished job', () => {
    const outcome = readJobStateChange({
      'detail-type': 'MediaConvert Job State Change',
      source: 'aws.mediaconvert',
      detail: {
        status: 'COMPLETE',
        jobId: '1700000000000-xyz',
        userMetadata: { sourceKey: SOURCE, bucket: 'content-bucket' },
        outputGroupDetails: [
          {
            type: 'HLS_GROUP',
            playlistFilePaths: [`${base}/index.m3u8`],
            outputDetails: VIDEO_LADDER.map((rendition) => ({
              outputFilePaths: [`${base}/index_${rendition.name}.m3u8`],
              durationInMs: 96_040,
              videoDetails: { widthInPx: rendition.width, heightInPx: rendition.height },
            })),
          },
        ],
      },
    });
    expect(outcome).toEqual({
      status: 'COMPLETE',
      sourceKey: SOURCE,
      masterKey: masterPlaylistKeyOf(SOURCE),
      renditions: ['720p', '540p', '360p', '240p'],
      durationMs: 96_040,
      error: null,
    });
  });

  it('reports a failed job with its error', () => {
    const outcome = readJobStateChange({
      detail: { status: 'ERROR', userMetadata: { sourceKey: SOURCE }, errorCode: 1030, errorMessage: 'Video codec not supported' },
    });
    expect(outcome).toMatchObject({ status: 'ERROR', sourceKey: SOURCE, masterKey: null, error: '1030 Video codec not supported' });
  });
});
