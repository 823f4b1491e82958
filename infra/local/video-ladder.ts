// The local stand-in for MediaConvert: Debian's ffmpeg turns a course video into the same HLS
// ladder, with the same file names (functions/domain/video-stream.ts), that the MediaConvert job
// writes on AWS. It also generates the demo lessons' clip: 96 s of 720p at a real bitrate
// (moving test pattern with temporal noise, so the encoder cannot squeeze it to nothing, and a
// tone), so that start-up and stalls can be measured on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  AUDIO_RENDITION,
  KEYFRAME_SECONDS,
  MASTER_PLAYLIST_NAME,
  SEGMENT_SECONDS,
  VIDEO_LADDER,
} from '../../functions/domain/video-stream';

const FFMPEG_MISSING_MESSAGE =
  'Falta ffmpeg: el stack local lo usa para convertir los videos en HLS. Instalalo (Debian/Ubuntu: sudo apt-get install ffmpeg) y volvé a empezar. ' +
  '/ ffmpeg is missing: the local stack uses it to turn videos into HLS. Install it (Debian/Ubuntu: sudo apt-get install ffmpeg) and start again.';

/** The demo clip's parameters (a change makes a new clip: they name its cache folder). */
export const DEMO_CLIP = { seconds: 96, width: 1280, height: 720, fps: 25, videoBitrate: 2_500_000, audioBitrate: 128_000 } as const;

function run(command: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    // Stopping the stack aborts a running encode (the child gets SIGTERM).
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(signal ? { signal } : {}) });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(output) : reject(new Error(`${command} ended with ${code}: ${errors}`))));
  });
}

/** Fails with a clear message (Spanish, then English) when ffmpeg or ffprobe cannot be run. */
export async function requireFfmpeg(): Promise<void> {
  try {
    await run('ffmpeg', ['-hide_banner', '-version']);
    await run('ffprobe', ['-hide_banner', '-version']);
  } catch {
    throw new Error(FFMPEG_MISSING_MESSAGE);
  }
}

const kbps = (bitsPerSecond: number) => `${Math.round(bitsPerSecond / 1000)}k`;

/**
 * ffmpeg's arguments for the ladder of `source` written into `folder`: each rendition scaled to
 * fit its frame (letterboxed, as MediaConvert's FIT), capped VBR, a key frame at every segment
 * boundary, the audio muxed into each rendition, MPEG-TS segments numbered from 1.
 */
export function ladderArguments(source: string, folder: string, { withAudio = true } = {}): string[] {
  const scaled = VIDEO_LADDER.map(
    (rendition, index) =>
      `[s${index}]scale=${rendition.width}:${rendition.height}:force_original_aspect_ratio=decrease,` +
      `pad=${rendition.width}:${rendition.height}:(ow-iw)/2:(oh-ih)/2,setsar=1[v${index}]`,
  );
  const split = `[0:v]split=${VIDEO_LADDER.length}${VIDEO_LADDER.map((_, index) => `[s${index}]`).join('')}`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    '-filter_complex',
    [split, ...scaled].join(';'),
    ...VIDEO_LADDER.flatMap((_, index) => ['-map', `[v${index}]`, ...(withAudio ? ['-map', '0:a:0'] : [])]),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    ...VIDEO_LADDER.flatMap((rendition, index) => [
      `-b:v:${index}`,
      kbps(rendition.videoBitrate),
      `-maxrate:v:${index}`,
      kbps(rendition.maxVideoBitrate),
      // One second of the peak (MediaConvert's HrdBufferSize the same): the 360p segments ran at
      // ≈ 335 kbps against the 290 kbps the playlist declared with two seconds (issue 42).
      `-bufsize:v:${index}`,
      kbps(rendition.maxVideoBitrate),
    ]),
    ...(withAudio
      ? [
          '-c:a',
          'aac',
          '-b:a',
          kbps(AUDIO_RENDITION.bitrate),
          '-ac',
          String(AUDIO_RENDITION.channels),
          '-ar',
          String(AUDIO_RENDITION.sampleRate),
        ]
      : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'mpegts',
    '-start_number',
    '1',
    '-hls_segment_filename',
    join(folder, `${MASTER_PLAYLIST_NAME}_%v_%05d.ts`),
    '-master_pl_name',
    `${MASTER_PLAYLIST_NAME}.m3u8`,
    '-var_stream_map',
    VIDEO_LADDER.map((rendition, index) => `v:${index},${withAudio ? `a:${index},` : ''}name:${rendition.name}`).join(' '),
    join(folder, `${MASTER_PLAYLIST_NAME}_%v.m3u8`),
  ];
}

/** The ladder's facts, as MediaConvert's completion event reports them. */
export interface LadderOutput {
  durationMs: number;
  renditions: { name: string; width: number; height: number }[];
}

/** A media file's duration in milliseconds (ffprobe). */
async function probeDurationMs(file: string): Promise<number> {
  const seconds = Number((await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])).trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe could not read the duration of ${file}`);
  return Math.round(seconds * 1000);
}

async function hasAudio(file: string): Promise<boolean> {
  return (
    (await run('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', file])).trim() !== ''
  );
}

/**
 * Writes the ladder of `source` into `folder` (created whole or not at all: ffmpeg writes into a
 * sibling folder renamed at the end, so a stopped start never leaves half a ladder behind).
 */
export async function produceLadder(source: string, folder: string, signal?: AbortSignal): Promise<LadderOutput> {
  const partial = `${folder}.${randomBytes(4).toString('hex')}.partial`;
  await mkdir(partial, { recursive: true });
  try {
    // A video without sound still gets its renditions, video only.
    await run('ffmpeg', ladderArguments(source, partial, { withAudio: await hasAudio(source) }), signal);
    await rm(folder, { recursive: true, force: true });
    await mkdir(dirname(folder), { recursive: true });
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return {
    durationMs: await probeDurationMs(join(folder, `${MASTER_PLAYLIST_NAME}_${VIDEO_LADDER[0]?.name ?? ''}.m3u8`)),
    renditions: VIDEO_LADDER.map(({ name, width, height }) => ({ name, width, height })),
  };
}

/** Generates the demo clip (H.264 + AAC MP4, moov first) at `file`, whole or not at all. */
export async function generateDemoClip(file: string, signal?: AbortSignal): Promise<void> {
  const { seconds, width, height, fps, videoBitrate, audioBitrate } = DEMO_CLIP;
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial.mp4`;
  await mkdir(dirname(file), { recursive: true });
  try {
    await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds},noise=alls=10:allf=t`,
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:beep_factor=4:sample_rate=48000:duration=${seconds}`,
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-b:v',
        kbps(videoBitrate),
        '-maxrate',
        kbps(videoBitrate * 1.1),
        '-bufsize',
        kbps(videoBitrate * 2),
        '-g',
        String(fps * 2),
        '-c:a',
        'aac',
        '-b:a',
        kbps(audioBitrate),
        '-ac',
        '2',
        '-movflags',
        '+faststart',
        partial,
      ],
      signal,
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Whether `folder` holds a finished ladder (its master playlist and every rendition's playlist). */
export async function isLadder(folder: string): Promise<boolean> {
  if (!existsSync(join(folder, `${MASTER_PLAYLIST_NAME}.m3u8`))) return false;
  const names = new Set(await readdir(folder));
  return VIDEO_LADDER.every((rendition) => names.has(`${MASTER_PLAYLIST_NAME}_${rendition.name}.m3u8`));
}
