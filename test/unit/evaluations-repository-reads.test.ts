// A course's evaluation and a buyer's state in it are checked when read
// (functions/data/evaluations-repository.ts): each reads as written, without its keys; a quiz's
// state has no submission (null) and a state without its last results reads them empty; a record
// with a field of the wrong kind is a MalformedRecordError naming its key and the field.
import { afterAll, describe, expect, it } from 'vitest';
import { createEvaluationsRepository, evaluationStorageRecord } from '../../functions/data/evaluations-repository';
import { MalformedRecordError } from '../../functions/data/records';
import type { CourseEvaluationRecord, EvaluationStateRecord } from '../../functions/domain/course-evaluation';
import { mockedTable } from '../support/mocked-table';

const { documentClient, table, store } = mockedTable();
afterAll(() => documentClient.restore());
const evaluations = createEvaluationsRepository(table);

const quiz: CourseEvaluationRecord = {
  itemId: 'course-1',
  kind: 'QUIZ',
  title: 'Evaluación final',
  instructions: 'Aprobás con el 70 %.',
  passPercent: 70,
  maxAttempts: 3,
  maxVideos: 1,
  updatedAt: '2026-11-27T00:00:00.000Z',
  questions: [
    {
      id: 'q01',
      text: '¿Qué es la sobrecarga progresiva?',
      multiple: false,
      options: [
        { id: 'q01-a', text: 'Subir la carga con el tiempo' },
        { id: 'q01-b', text: 'Entrenar al fallo' },
      ],
      correctOptionIds: ['q01-a'],
    },
  ],
};

const reviewed: EvaluationStateRecord = {
  itemId: 'course-3',
  userId: 'u1',
  kind: 'VIDEO_SUBMISSION',
  attemptsUsed: 1,
  passed: true,
  passedAt: '2026-12-02T12:00:00.000Z',
  lastScorePercent: null,
  lastResults: [],
  submission: {
    status: 'APPROVED',
    videos: [{ key: 'evaluations/course-3/u1/a.mp4', contentType: 'video/mp4' }],
    submittedAt: '2026-12-01T12:00:00.000Z',
    reviewComment: 'Muy bien',
    reviewedAt: '2026-12-02T12:00:00.000Z',
  },
  updatedAt: '2026-12-02T12:00:00.000Z',
};
const stateKeys = {
  PK: 'USER#u1',
  SK: 'EVALUATION#course-3',
  GSI1PK: 'EVALUATION_REVIEWS',
  GSI1SK: 'APPROVED#x',
  entity: 'EvaluationState',
};

describe("a course's stored evaluation", () => {
  it('reads as the admin (or the seed) saved it, answer key included, without its keys', async () => {
    store(evaluationStorageRecord(quiz));
    expect(await evaluations.getDefinition('course-1')).toEqual(quiz);
  });

  it('one whose pass mark is not a number is refused, naming its key and the field', async () => {
    store({ ...evaluationStorageRecord(quiz), passPercent: '70' });
    await expect(evaluations.getDefinition('course-1')).rejects.toThrow(MalformedRecordError);
    await expect(evaluations.getDefinition('course-1')).rejects.toThrow(
      /course evaluation record COURSE#course-1 \/ EVALUATION: passPercent/,
    );
  });
});

describe("a buyer's stored evaluation state", () => {
  it('a reviewed submission reads as written, without its keys, by key, in the review list and after the review', async () => {
    store({ ...stateKeys, ...reviewed });
    expect(await evaluations.getState('u1', 'course-3')).toEqual(reviewed);
    expect(await evaluations.listSubmissions('APPROVED')).toEqual([reviewed]);
    expect(
      await evaluations.reviewSubmission('u1', 'course-3', '2026-12-01T12:00:00.000Z', { approved: true, comment: 'Muy bien' }, new Date()),
    ).toEqual(reviewed);
  });

  it("a quiz's state has no submission (null), and one without its last results reads them empty", async () => {
    const { submission: _submission, lastResults: _results, ...quizState } = { ...reviewed, kind: 'QUIZ' as const, lastScorePercent: 80 };
    store({ ...stateKeys, ...quizState });
    expect(await evaluations.getState('u1', 'course-3')).toEqual({ ...quizState, lastResults: [], submission: null });
  });

  it('a state whose attempts are not a count, or whose submission has an unknown status, is refused', async () => {
    store({ ...stateKeys, ...reviewed, attemptsUsed: 1.5 });
    await expect(evaluations.getState('u1', 'course-3')).rejects.toThrow(MalformedRecordError);
    await expect(evaluations.getState('u1', 'course-3')).rejects.toThrow(
      /evaluation state record USER#u1 \/ EVALUATION#course-3: attemptsUsed/,
    );
    store({ ...stateKeys, ...reviewed, submission: { ...reviewed.submission, status: 'LOST' } });
    await expect(evaluations.listSubmissions('APPROVED')).rejects.toThrow(/submission.status/);
  });
});
