// Form check (issue 40, decision 148): the upload keys a member may submit, the ladder's layout for
// them, the pinned moment's bounds, and what a finished or failed ladder records on the form check.
import { describe, expect, it } from 'vitest';
import {
  FORM_CHECK_MAX_SECONDS,
  formCheckVideoKey,
  formatMoment,
  isOwnFormCheckKey,
  pinnedMomentProblem,
  withinFormCheckLength,
} from '../../functions/domain/form-check';
import {
  isLadderSource,
  ladderFolderOf,
  ladderScopeOfMaster,
  masterPlaylistKeyOf,
  parseFormCheckVideoKey,
} from '../../functions/domain/video-stream';
import { createVideoLadderService } from '../../functions/services/video-ladder-service';
import type { LessonsRepository } from '../../functions/data/lessons-repository';

const USER = '3f1c2d4e-aaaa-bbbb-cccc-000000000001';
const RESULT = '9a8b7c6d-1111-2222-3333-444444444444';

describe('a form check’s keys', () => {
  const key = formCheckVideoKey(USER, RESULT, 'video/quicktime', '1700000000000-abc');

  it('are under the member’s and the result’s folder, and their ladder under streams/ beside them', () => {
    expect(key).toBe(`formchecks/${USER}/${RESULT}/1700000000000-abc.mov`);
    expect(parseFormCheckVideoKey(key)).toEqual({ userId: USER, resultId: RESULT, name: '1700000000000-abc' });
    expect(isLadderSource(key)).toBe(true);
    expect(ladderFolderOf(key)).toBe(`streams/formchecks/${USER}/${RESULT}/1700000000000-abc/`);
    expect(ladderScopeOfMaster(masterPlaylistKeyOf(key))).toBe(`streams/formchecks/${USER}/${RESULT}/1700000000000-abc/`);
  });

  it('are the member’s own for that result only', () => {
    expect(isOwnFormCheckKey(key, USER, RESULT)).toBe(true);
    expect(isOwnFormCheckKey(key, 'another-member', RESULT)).toBe(false);
    expect(isOwnFormCheckKey(key, USER, 'another-result')).toBe(false);
    for (const bad of [
      `formchecks/${USER}/${RESULT}/../x.mp4`,
      `formchecks/${USER}/${RESULT}/a/b.mp4`,
      `formchecks/${USER}/${RESULT}/x.pdf`,
    ]) {
      expect(isOwnFormCheckKey(bad, USER, RESULT)).toBe(false);
      expect(isLadderSource(bad)).toBe(false);
    }
  });
});

describe('the limits', () => {
  it('take 60 s (a container’s half second of rounding) and no more', () => {
    expect(FORM_CHECK_MAX_SECONDS).toBe(60);
    expect(withinFormCheckLength(60_000)).toBe(true);
    expect(withinFormCheckLength(60_500)).toBe(true);
    expect(withinFormCheckLength(60_501)).toBe(false);
  });

  it('pin a moment from 0 to the video’s length, in whole seconds', () => {
    expect(pinnedMomentProblem(0, 6)).toBeNull();
    expect(pinnedMomentProblem(6, 6)).toBeNull();
    for (const bad of [-1, 7, 2.5]) expect(pinnedMomentProblem(bad, 6)).toBe('El momento del video tiene que estar entre 0 y 6 segundos.');
    expect(formatMoment(7)).toBe('0:07');
    expect(formatMoment(60)).toBe('1:00');
  });
});

describe('a finished ladder of a form check', () => {
  const source = formCheckVideoKey(USER, RESULT, 'video/mp4', 'v1');
  const ladder = (durationMs: number | null) => ({
    sourceKey: source,
    masterKey: masterPlaylistKeyOf(source),
    renditions: ['720p', '540p', '360p'],
    durationMs,
  });
  function service(pointsAtUpload = true) {
    const recorded: unknown[] = [];
    const formChecks = {
      recordLadder: async (...args: unknown[]) => {
        recorded.push(args);
        return pointsAtUpload;
      },
    };
    const lessons = {} as LessonsRepository;
    return { recorded, ladders: createVideoLadderService({ lessons, formChecks, storefront: { itemsChanged: async () => undefined } }) };
  }

  it('is READY with its stream when it lasts at most the limit', async () => {
    const { recorded, ladders } = service();
    expect(await ladders.ladderFinished(ladder(6_016))).toBe('recorded');
    expect(recorded).toEqual([
      [
        USER,
        RESULT,
        source,
        { status: 'READY', durationSeconds: 6, stream: { masterKey: masterPlaylistKeyOf(source), renditions: ['720p', '540p', '360p'] } },
      ],
    ]);
  });

  it('is TOO_LONG without a stream past the limit, or when its length is unknown', async () => {
    const { recorded, ladders } = service();
    expect(await ladders.ladderFinished(ladder(61_000))).toBe('too-long');
    expect(await ladders.ladderFinished(ladder(null))).toBe('too-long');
    expect(recorded).toEqual([
      [USER, RESULT, source, { status: 'TOO_LONG', durationSeconds: 61, stream: null }],
      [USER, RESULT, source, { status: 'TOO_LONG', durationSeconds: null, stream: null }],
    ]);
  });

  it('records nothing on a form check pointing at another upload; a failed job marks it FAILED', async () => {
    const { ladders } = service(false);
    expect(await ladders.ladderFinished(ladder(6_000))).toBe('topic-points-elsewhere');
    const failing = service();
    expect(await failing.ladders.ladderFailed(source)).toBe(true);
    expect(failing.recorded).toEqual([[USER, RESULT, source, { status: 'FAILED', durationSeconds: null, stream: null }]]);
    expect(await failing.ladders.ladderFailed('courses/course-1/t/x.mp4')).toBe(false);
  });
});
