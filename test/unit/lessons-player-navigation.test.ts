// The player's navigation rules (web): syllabus order, previous / next, locks, where a buyer
// resumes, and lesson counts that leave the certificate out.
import { describe, expect, it } from 'vitest';
import {
  adjacentTopics,
  canOpenTopic,
  firstPreviewTopic,
  lessonCounts,
  orderedTopics,
  paragraphs,
  resumeTopicId,
} from '../../web/src/features/lessons/domain/player-navigation';

const topic = (id: string, position: number, isPublic = false, componentName = 'video-lesson') => ({
  id,
  position,
  isPublic,
  componentName,
});
// Stored out of order on purpose.
const units = [
  { id: 'u2', position: 2, topics: [topic('t4', 4, false, 'certificate'), topic('t3', 3)] },
  { id: 'u1', position: 1, topics: [topic('t2', 2), topic('t1', 1, true)] },
];

describe('player navigation', () => {
  it('orders topics by unit and topic position', () => {
    expect(orderedTopics(units).map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4']);
  });

  it('finds the previous and next topic across units', () => {
    expect(adjacentTopics(units, 't1')).toMatchObject({ previous: null, next: { id: 't2' } });
    expect(adjacentTopics(units, 't2')).toMatchObject({ previous: { id: 't1' }, next: { id: 't3' } });
    expect(adjacentTopics(units, 't4')).toMatchObject({ previous: { id: 't3' }, next: null });
    expect(adjacentTopics(units, 'nope')).toEqual({ previous: null, next: null });
  });

  it('opens free previews to everyone and every topic to owners', () => {
    expect(canOpenTopic(topic('t1', 1, true), false)).toBe(true);
    expect(canOpenTopic(topic('t2', 2), false)).toBe(false);
    expect(canOpenTopic(topic('t2', 2), true)).toBe(true);
    expect(firstPreviewTopic(units)?.id).toBe('t1');
  });

  it('starts a viewer without progress at the first topic', () => {
    expect(resumeTopicId(units, null)).toBe('t1');
    expect(resumeTopicId(units, { completedTopicIds: [], lastTopicId: null })).toBe('t1');
  });

  it('resumes a buyer at the last topic if unfinished, else at the next unfinished one', () => {
    expect(resumeTopicId(units, { completedTopicIds: ['t1'], lastTopicId: 't2' })).toBe('t2');
    expect(resumeTopicId(units, { completedTopicIds: ['t1'], lastTopicId: 't1' })).toBe('t2');
    expect(resumeTopicId(units, { completedTopicIds: ['t2', 't3'], lastTopicId: 't3' })).toBe('t1');
  });

  it('takes a buyer who finished every lesson to the certificate', () => {
    expect(resumeTopicId(units, { completedTopicIds: ['t1', 't2', 't3'], lastTopicId: 't2' })).toBe('t4');
  });

  it('counts lessons without the certificate', () => {
    expect(lessonCounts(units, ['t1', 't3', 'gone'])).toEqual({ done: 2, total: 3 });
  });

  it('splits lesson text into paragraphs on blank lines', () => {
    expect(paragraphs('Uno\n\nDos\n  \nTres\ncon salto')).toEqual(['Uno', 'Dos', 'Tres\ncon salto']);
  });
});
