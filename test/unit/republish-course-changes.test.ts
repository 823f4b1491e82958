// What a course's published page shows changes with its evaluation (the buy box's certificate
// note) and with its lessons' measured lengths (the figures): each such change republishes the
// course through the storefront's one entry point, after it is stored and only when it was.
import { describe, expect, it } from 'vitest';
import type { Item } from '../../functions/generated/graphql';
import type { EvaluationsRepository } from '../../functions/data/evaluations-repository';
import type { ItemsRepository } from '../../functions/data/items-repository';
import type { LessonsRepository } from '../../functions/data/lessons-repository';
import type { Viewer } from '../../functions/domain/viewer';
import { createEvaluationService, type EvaluationDependencies } from '../../functions/services/evaluation-service';
import { createVideoLadderService } from '../../functions/services/video-ladder-service';

const admin: Viewer = { kind: 'user', userId: 'admin-1', email: 'admin@example.com', groups: ['admin'] };
const buyer: Viewer = { kind: 'user', userId: 'buyer-1', email: 'ana@example.com', groups: [] };

function storefrontSpy() {
  const events: string[] = [];
  return {
    events,
    storefront: {
      itemsChanged: async (ids: readonly string[]) => {
        events.push(`publish:${ids.join(',')}`);
      },
    },
  };
}

function evaluationService() {
  const { events, storefront } = storefrontSpy();
  const course = { id: 'course-1', type: 'COURSE' } as Item;
  const items = { get: async (id: string) => (id === course.id ? course : null) } as unknown as ItemsRepository;
  const evaluations = {
    putDefinition: async (evaluation: { itemId: string }) => {
      events.push(`stored:${evaluation.itemId}`);
    },
    deleteDefinition: async (itemId: string) => {
      events.push(`removed:${itemId}`);
    },
  } as unknown as EvaluationsRepository;
  const service = createEvaluationService({
    items,
    evaluations,
    storefront,
    now: () => new Date('2026-11-27T10:00:00Z'),
  } as unknown as EvaluationDependencies);
  return { service, events };
}

const videoEvaluation = {
  itemId: 'course-1',
  kind: 'VIDEO_SUBMISSION' as const,
  title: 'Evaluación final',
  instructions: 'Grabá tu mejor serie.',
  passPercent: 70,
  maxAttempts: null,
  questions: [],
  maxVideos: 2,
};

describe('an evaluation change', () => {
  it('republishes the course after saving and after removing its evaluation', async () => {
    const { service, events } = evaluationService();
    await service.saveCourseEvaluation(admin, videoEvaluation);
    await service.removeCourseEvaluation(admin, 'course-1');
    expect(events).toEqual(['stored:course-1', 'publish:course-1', 'removed:course-1', 'publish:course-1']);
  });

  it('publishes nothing when the change is refused', async () => {
    const { service, events } = evaluationService();
    await expect(service.saveCourseEvaluation(buyer, videoEvaluation)).rejects.toThrow();
    await expect(service.saveCourseEvaluation(admin, { ...videoEvaluation, title: '' })).rejects.toThrow();
    await expect(service.removeCourseEvaluation(admin, 'no-such-course')).rejects.toThrow();
    expect(events).toEqual([]);
  });
});

describe('a finished video ladder', () => {
  function ladderService(topicPointsAtUpload: boolean) {
    const { events, storefront } = storefrontSpy();
    const lessons = {
      recordStream: async () => topicPointsAtUpload,
      recordMeasuredDuration: async (itemId: string, topicId: string, _sourceKey: string, minutes: number) => {
        events.push(`duration:${itemId}/${topicId}=${minutes}`);
        return true;
      },
    } as unknown as LessonsRepository;
    const formChecks = { recordLadder: async () => false };
    return { service: createVideoLadderService({ lessons, formChecks, storefront }), events };
  }
  const ladder = {
    sourceKey: 'courses/course-7/course-7-t02/3f1c.mp4',
    masterKey: 'streams/courses/course-7/course-7-t02/3f1c/index.m3u8',
    renditions: ['720p', '540p', '360p'],
  };

  it('records the measured length in whole minutes (never 0 for a short clip) and republishes the course', async () => {
    const { service, events } = ladderService(true);
    expect(await service.ladderFinished({ ...ladder, durationMs: 96_400 })).toBe('recorded');
    expect(await service.ladderFinished({ ...ladder, durationMs: 6_000 })).toBe('recorded');
    expect(events).toEqual([
      'duration:course-7/course-7-t02=2',
      'publish:course-7',
      'duration:course-7/course-7-t02=1',
      'publish:course-7',
    ]);
  });

  it('leaves the figures alone when the topic points at another video or nothing was measured', async () => {
    const elsewhere = ladderService(false);
    expect(await elsewhere.service.ladderFinished({ ...ladder, durationMs: 96_000 })).toBe('topic-points-elsewhere');
    const unmeasured = ladderService(true);
    expect(await unmeasured.service.ladderFinished({ ...ladder, durationMs: null })).toBe('recorded');
    expect([...elsewhere.events, ...unmeasured.events]).toEqual([]);
  });
});
