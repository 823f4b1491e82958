// The MediaConvert job that turns one uploaded course video into the store's HLS ladder
// (functions/domain/video-stream.ts): an explicit ladder (not automated ABR, whose rungs
// MediaConvert picks per video) so that every video has the same 720p/540p/360p/240p renditions the
// quality menu offers and the local ffmpeg writes; audio muxed into each rendition; MPEG-TS
// segments of SEGMENT_SECONDS. Plain JSON in MediaConvert's CreateJob shape, built here so that
// unit tests read it without the SDK.
import { BUCKET_METADATA, SOURCE_KEY_METADATA } from './mediaconvert-events';
import { AUDIO_RENDITION, KEYFRAME_SECONDS, ladderFolderOf, MASTER_PLAYLIST_NAME, SEGMENT_SECONDS, VIDEO_LADDER } from './video-stream';

const AUDIO_SELECTOR = 'Audio Selector 1';

export interface LadderJob {
  Role: string;
  Queue?: string;
  UserMetadata: Record<string, string>;
  StatusUpdateInterval: 'SECONDS_60';
  Settings: Record<string, unknown>;
}

export function ladderJob(bucket: string, sourceKey: string, roleArn: string): LadderJob {
  return {
    Role: roleArn,
    // The completion event carries it back: which upload (and so which topic) the ladder is for.
    UserMetadata: { [SOURCE_KEY_METADATA]: sourceKey, [BUCKET_METADATA]: bucket },
    StatusUpdateInterval: 'SECONDS_60',
    Settings: {
      TimecodeConfig: { Source: 'ZEROBASED' },
      Inputs: [
        {
          FileInput: `s3://${bucket}/${sourceKey}`,
          TimecodeSource: 'ZEROBASED',
          VideoSelector: {},
          AudioSelectors: { [AUDIO_SELECTOR]: { DefaultSelection: 'DEFAULT' } },
        },
      ],
      OutputGroups: [
        {
          Name: 'HLS ladder',
          OutputGroupSettings: {
            Type: 'HLS_GROUP_SETTINGS',
            HlsGroupSettings: {
              // <folder>index → index.m3u8, index_<rendition>.m3u8, index_<rendition>_00001.ts
              Destination: `s3://${bucket}/${ladderFolderOf(sourceKey)}${MASTER_PLAYLIST_NAME}`,
              SegmentLength: SEGMENT_SECONDS,
              MinSegmentLength: 0,
              SegmentControl: 'SEGMENTED_FILES',
              DirectoryStructure: 'SINGLE_DIRECTORY',
              OutputSelection: 'MANIFESTS_AND_SEGMENTS',
              ManifestDurationFormat: 'INTEGER',
              CodecSpecification: 'RFC_4281',
              StreamInfResolution: 'INCLUDE',
              ProgramDateTime: 'EXCLUDE',
              ClientCache: 'ENABLED',
              ManifestCompression: 'NONE',
            },
          },
          Outputs: VIDEO_LADDER.map((rendition) => ({
            NameModifier: `_${rendition.name}`,
            ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
            VideoDescription: {
              Width: rendition.width,
              Height: rendition.height,
              ScalingBehavior: 'FIT',
              CodecSettings: {
                Codec: 'H_264',
                H264Settings: {
                  CodecProfile: 'MAIN',
                  RateControlMode: 'VBR',
                  Bitrate: rendition.videoBitrate,
                  MaxBitrate: rendition.maxVideoBitrate,
                  // One second of the peak, as the local ffmpeg's -bufsize: segments stay near the declared bandwidth.
                  HrdBufferSize: rendition.maxVideoBitrate,
                  GopSize: KEYFRAME_SECONDS,
                  GopSizeUnits: 'SECONDS',
                  GopClosedCadence: 1,
                  SceneChangeDetect: 'TRANSITION_DETECTION',
                },
              },
            },
            AudioDescriptions: [
              {
                AudioSourceName: AUDIO_SELECTOR,
                CodecSettings: {
                  Codec: AUDIO_RENDITION.codec,
                  AacSettings: {
                    Bitrate: AUDIO_RENDITION.bitrate,
                    CodingMode: 'CODING_MODE_2_0',
                    SampleRate: AUDIO_RENDITION.sampleRate,
                  },
                },
              },
            ],
          })),
        },
      ],
    },
  };
}
