// Issue 42, item 8: which seconds a position report shows were watched, and when a lesson is done.
import { describe, expect, it } from 'vitest';
import { creditedSeconds, measuredVideoSeconds, watchedEnough } from '../../functions/domain/video-watching';

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 6, 12, 0, 0) + seconds * 1000);
const previous = { seconds: 10, at: at(0), playerSession: 's1' };
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('seconds watched, from the player reports', () => {
  it('credits continuous playback between two reports of one session, at up to 2× the wall time', () => {
    expect(creditedSeconds(previous, { seconds: 25, reason: 'PLAYING', playerSession: 's1', at: at(15) }, 96)).toEqual(range(10, 25));
    expect(creditedSeconds(previous, { seconds: 40, reason: 'PAUSE', playerSession: 's1', at: at(15) }, 96)).toEqual(range(10, 40));
  });

  it('credits nothing for a jump the wall time cannot explain (a position sent straight to the end)', () => {
    expect(creditedSeconds(previous, { seconds: 90, reason: 'PLAYING', playerSession: 's1', at: at(5) }, 96)).toEqual([]);
    expect(creditedSeconds(previous, { seconds: 0, reason: 'ENDED', playerSession: 's1', at: at(3) }, 96)).toEqual([]);
  });

  it('credits nothing across sessions, for a seek or a start, or backwards', () => {
    expect(creditedSeconds(previous, { seconds: 20, reason: 'PLAYING', playerSession: 's2', at: at(15) }, 96)).toEqual([]);
    expect(creditedSeconds(previous, { seconds: 20, reason: 'SEEK', playerSession: 's1', at: at(15) }, 96)).toEqual([]);
    expect(creditedSeconds(previous, { seconds: 20, reason: 'START', playerSession: 's1', at: at(15) }, 96)).toEqual([]);
    expect(creditedSeconds(previous, { seconds: 5, reason: 'PLAYING', playerSession: 's1', at: at(15) }, 96)).toEqual([]);
    expect(creditedSeconds(null, { seconds: 20, reason: 'PLAYING', playerSession: 's1', at: at(15) }, 96)).toEqual([]);
  });

  it('credits nothing for a burst of unthrottled reports: the slack is at most a quarter of the wall time', () => {
    // A PAUSE every 10 ms, each 2 s further: without the cap each would earn the 2 s of slack.
    let last = previous;
    const credited = new Set<number>();
    for (let i = 1; i <= 50; i += 1) {
      const report = {
        seconds: last.seconds + 2,
        reason: 'PAUSE' as const,
        playerSession: 's1',
        at: new Date(previous.at.getTime() + i * 10),
      };
      for (const second of creditedSeconds(last, report, 96)) credited.add(second);
      last = { seconds: report.seconds, at: report.at, playerSession: 's1' };
    }
    expect(credited.size).toBe(0);
    // 30 s played at 2× over 15 s of ticks, a second of jitter lost, still counts; 35 s does not.
    expect(creditedSeconds(previous, { seconds: 40, reason: 'PLAYING', playerSession: 's1', at: at(14) }, 96)).toHaveLength(30);
    expect(creditedSeconds(previous, { seconds: 45, reason: 'PLAYING', playerSession: 's1', at: at(14) }, 96)).toEqual([]);
  });

  it('credits nothing when no wall time passed, and never past the video’s length', () => {
    expect(creditedSeconds(previous, { seconds: 11, reason: 'WATCHED', playerSession: 's1', at: at(0) }, 96)).toEqual([]);
    const late = { seconds: 90, at: at(0), playerSession: 's1' };
    expect(creditedSeconds(late, { seconds: 200, reason: 'WATCHED', playerSession: 's1', at: at(10) }, 96)).toEqual(range(90, 96));
  });

  it('an end reached by playing credits up to the video’s length', () => {
    const last = { seconds: 90, at: at(0), playerSession: 's1' };
    expect(creditedSeconds(last, { seconds: 0, reason: 'ENDED', playerSession: 's1', at: at(6) }, 96)).toEqual(range(90, 96));
  });

  it('a lesson is done at 90 % of its seconds', () => {
    expect(watchedEnough(86, 96)).toBe(false);
    expect(watchedEnough(87, 96)).toBe(true);
    expect(watchedEnough(0, 0)).toBe(false);
  });

  it('counts by watching only a video whose ladder was measured from the video the topic points at', () => {
    const stream = { sourceKey: 'v1.mp4', durationSeconds: 96 };
    expect(measuredVideoSeconds({ videoKey: 'v1.mp4', stream })).toBe(96);
    expect(measuredVideoSeconds({ videoKey: 'v2.mp4', stream })).toBeNull();
    expect(measuredVideoSeconds({ videoKey: 'v1.mp4', stream: { ...stream, durationSeconds: null } })).toBeNull();
    expect(measuredVideoSeconds({ videoKey: null, stream })).toBeNull();
  });
});
