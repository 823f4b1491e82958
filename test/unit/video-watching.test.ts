// Issue 42, item 8: which seconds a position report shows were watched, and when a lesson is done.
import { describe, expect, it } from 'vitest';
import { creditedSeconds, watchedEnough } from '../../functions/domain/video-watching';

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

  it('an end reached by playing credits up to the video’s length', () => {
    const last = { seconds: 90, at: at(0), playerSession: 's1' };
    expect(creditedSeconds(last, { seconds: 0, reason: 'ENDED', playerSession: 's1', at: at(6) }, 96)).toEqual(range(90, 96));
  });

  it('a lesson is done at 90 % of its seconds', () => {
    expect(watchedEnough(86, 96)).toBe(false);
    expect(watchedEnough(87, 96)).toBe(true);
    expect(watchedEnough(0, 0)).toBe(false);
  });
});
