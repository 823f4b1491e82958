// The lesson video's budgets (issue 42): the first frame from the tap at 1.6 Mbps and 400 kbps,
// the first frame from the video at 1.6 Mbps (issue 26), no stall at 400 kbps and at most the
// budget's at slow 3G, each over 60 s played; and the bench's choice of sources.
import { describe, expect, it } from 'vitest';
import { videoChecks } from '../../bench/budgets';
import { videoSources, type VideoRun } from '../../bench/video-startup';

const run = (connection: string, figures: Partial<VideoRun> = {}): VideoRun => ({
  connection,
  source: 'hls',
  firstFrameMs: 2000,
  firstFrameFromVideoMs: 900,
  videoAppearedMs: 1100,
  stalls: 0,
  stalledMs: 0,
  playedSeconds: 60,
  renditions: ['240p'],
  beforeFirstFrame: { scripts: 10, scriptBytes: 100_000, graphql: 2, preflights: 0, firstMedia: 'index_240p_00001.ts' },
  pausedBytes: 0,
  ...figures,
});

const budget = {
  hlsFirstFrameMsMaxAt1600Kbps: 1500,
  hlsStallsMaxAt400Kbps: 0,
  hlsFirstFrameFromTapMsMaxAt1600Kbps: 2500,
  hlsFirstFrameFromTapMsMaxAt400Kbps: 5000,
  hlsStallsMaxAtSlow3g: 2,
};

const fast = '1.6 Mbps / 150 ms';
const slow = '400 kbps / 400 ms';
const slow3g = 'slow 3G: 400 kbps / 2 s';
const checksOf = (runs: VideoRun[]) => videoChecks({ lesson: '/lessons/c/t', runs }, budget);
const failed = (runs: VideoRun[]) => checksOf(runs).filter((check) => !check.passed);

describe('lesson video budgets', () => {
  it('passes runs within every bar, checking all five', () => {
    const checks = checksOf([run(fast), run(slow, { firstFrameMs: 4900 }), run(slow3g, { firstFrameMs: 9000, stalls: 2 })]);
    expect(checks).toHaveLength(5);
    expect(checks.every((check) => check.passed)).toBe(true);
  });

  it('fails a first frame later than 2.5 s from the tap at 1.6 Mbps, or 5 s at 400 kbps', () => {
    expect(failed([run(fast, { firstFrameMs: 2600 })]).map((check) => check.budget)).toEqual([
      'lesson time to first frame from the tap, HLS',
    ]);
    expect(failed([run(slow, { firstFrameMs: 5100 })]).map((check) => check.subject)).toEqual([slow]);
  });

  it('keeps issue 26 budget on the part after the video appeared', () => {
    expect(failed([run(fast, { firstFrameFromVideoMs: 1600 })]).map((check) => check.budget)).toEqual([
      'lesson time to first frame from the video, HLS',
    ]);
  });

  it('fails a stall at 400 kbps, a third at slow 3G, no frame, or less than 60 s played', () => {
    expect(failed([run(slow, { stalls: 1 })])).toHaveLength(1);
    expect(failed([run(slow3g, { stalls: 3 })])).toHaveLength(1);
    expect(failed([run(slow3g, { playedSeconds: 40 })])).toHaveLength(1);
    expect(failed([run(slow, { firstFrameMs: null })])).toHaveLength(2);
  });

  it('reads BENCH_VIDEO_SOURCES: both by default, one when named, an unknown one refused', () => {
    expect(videoSources(undefined)).toEqual(['progressive', 'hls']);
    expect(videoSources(' hls ')).toEqual(['hls']);
    expect(() => videoSources('hls,dash')).toThrow('unknown source dash');
  });
});
