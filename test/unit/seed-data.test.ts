import { describe, it, expect } from 'vitest';
import { seedItems } from '../../functions/seed/catalogue';
import { seedLessons } from '../../functions/seed/lessons';
import type { SeedItem } from '../../functions/seed/seed-types';

function item(id: string): SeedItem {
  const found = seedItems.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`missing item ${id}`);
  return found;
}

const courseIds = ['course-1', 'course-2', 'course-3', 'course-4', 'course-5', 'course-6', 'course-7'];
const planningIds = ['planning-1', 'planning-2', 'planning-3', 'planning-4', 'planning-5'];

describe('seed catalogue', () => {
  it('has 7 courses sold by the store and 5 plannings sold by DELFI', () => {
    const courses = seedItems.filter((i) => i.type === 'COURSE');
    const plannings = seedItems.filter((i) => i.type === 'PLANNING');
    expect(courses.map((i) => i.id).sort()).toEqual(courseIds);
    expect(plannings.map((i) => i.id).sort()).toEqual(planningIds);
    expect(seedItems).toHaveLength(12);
    expect(courses.every((i) => i.seller === 'STORE')).toBe(true);
    expect(plannings.every((i) => i.seller === 'DELFI')).toBe(true);
    expect(seedItems.every((i) => i.isEnabled)).toBe(true);
  });

  it('has unique item ids and an image per item', () => {
    const ids = seedItems.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const i of seedItems) expect(i.imageSource).toBe(`/images/${i.id}.svg`);
  });

  it('uses the spec course prices and offers', () => {
    const prices: Record<string, number> = {
      'course-1': 45600,
      'course-2': 12000,
      'course-3': 15000,
      'course-4': 15000,
      'course-5': 10000,
      'course-6': 15000,
      'course-7': 15000,
    };
    for (const [id, price] of Object.entries(prices)) expect(item(id).price).toBe(price);

    expect(item('course-2').offer).toEqual({
      price: 10500,
      validDateTimeFrom: '2024-03-01T00:00:00-03:00',
      validDateTimeTo: '2024-04-01T00:00:00-03:00',
    });
    expect(item('course-5').offer).toEqual({
      price: 8999,
      validDateTimeFrom: '2024-02-01T00:00:00-03:00',
      validDateTimeTo: '2024-03-01T00:00:00-03:00',
    });
    for (const i of seedItems) {
      if (i.id !== 'course-2' && i.id !== 'course-5') expect(i.offer, i.id).toBeNull();
    }
  });

  it('features course-1, course-5 and planning-3 only', () => {
    const featured = seedItems
      .filter((i) => i.isFeatured)
      .map((i) => i.id)
      .sort();
    expect(featured).toEqual(['course-1', 'course-5', 'planning-3']);
  });

  it('gives plannings positive prices and no phases to courses', () => {
    for (const id of planningIds) expect(item(id).price).toBeGreaterThan(0);
    for (const id of courseIds) expect(item(id).phases).toEqual([]);
  });

  it('has planning phases that are contiguous and cover weeks 1..durationWeeks', () => {
    for (const id of planningIds) {
      const planning = item(id);
      const weeks = planning.durationWeeks;
      expect(weeks, id).not.toBeNull();
      expect(planning.phases.length, id).toBeGreaterThanOrEqual(3);
      expect(planning.phases.length, id).toBeLessThanOrEqual(5);
      let expectedStart = 1;
      for (const phase of planning.phases) {
        expect(phase.startWeek, `${id} ${phase.name}`).toBe(expectedStart);
        expect(phase.endWeek, `${id} ${phase.name}`).toBeGreaterThanOrEqual(phase.startWeek);
        expectedStart = phase.endWeek + 1;
      }
      expect(expectedStart - 1, id).toBe(weeks);
    }
  });

  it('lists competitions only on planning-3 and planning-4', () => {
    const withCompetitions = seedItems
      .filter((i) => i.competitions.length > 0)
      .map((i) => i.id)
      .sort();
    expect(withCompetitions).toEqual(['planning-3', 'planning-4']);
    for (const id of ['planning-3', 'planning-4']) {
      for (const competition of item(id).competitions) {
        expect(competition.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(competition.date))).toBe(false);
      }
    }
  });
});

describe('seed lessons', () => {
  const expectedCounts: Record<string, [units: number, topics: number]> = {
    'course-1': [12, 18],
    'course-2': [4, 4],
    'course-3': [11, 48],
    'course-4': [5, 19],
    'course-5': [2, 2],
    'course-6': [5, 19],
    'course-7': [6, 22],
  };

  const topicsOf = (itemId: string) => {
    const program = seedLessons.find((c) => c.itemId === itemId);
    if (!program) throw new Error(`missing program ${itemId}`);
    return program.units.flatMap((u) => u.topics);
  };

  it('has one program per course', () => {
    expect(seedLessons.map((c) => c.itemId).sort()).toEqual(courseIds);
  });

  it('has the exact unit and topic counts per course', () => {
    for (const [itemId, [units, topics]] of Object.entries(expectedCounts)) {
      const program = seedLessons.find((c) => c.itemId === itemId);
      expect(program?.units.length, itemId).toBe(units);
      expect(topicsOf(itemId).length, itemId).toBe(topics);
    }
  });

  it('makes only the first topic public, and nothing public in course-2 and course-5', () => {
    for (const itemId of ['course-2', 'course-5']) {
      expect(
        topicsOf(itemId).filter((t) => t.isPublic),
        itemId,
      ).toHaveLength(0);
    }
    for (const itemId of ['course-1', 'course-3', 'course-4', 'course-6', 'course-7']) {
      const topics = topicsOf(itemId);
      expect(
        topics.filter((t) => t.isPublic),
        itemId,
      ).toHaveLength(1);
      expect(topics[0]?.isPublic, itemId).toBe(true);
    }
  });

  it('numbers unit and topic ids in order and keeps all ids unique', () => {
    const allIds: string[] = [];
    for (const program of seedLessons) {
      program.units.forEach((unit, index) => {
        expect(unit.id).toBe(`${program.itemId}-u${String(index + 1).padStart(2, '0')}`);
        allIds.push(unit.id);
      });
      topicsOf(program.itemId).forEach((topic, index) => {
        expect(topic.id).toBe(`${program.itemId}-t${String(index + 1).padStart(2, '0')}`);
        allIds.push(topic.id);
      });
    }
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it('ends every course but course-5 with a certificate, and gives videos a key', () => {
    for (const program of seedLessons) {
      const topics = topicsOf(program.itemId);
      const certificates = topics.filter((t) => t.componentName === 'certificate');
      if (program.itemId === 'course-5') {
        expect(certificates).toHaveLength(0);
        expect(topics.every((t) => t.componentName === 'video-lesson')).toBe(true);
      } else {
        expect(certificates, program.itemId).toHaveLength(1);
        expect(topics.at(-1)?.componentName, program.itemId).toBe('certificate');
      }
      for (const topic of topics) {
        expect(topic.text.trim().length, topic.id).toBeGreaterThan(0);
        if (topic.componentName === 'video-lesson') {
          // Under the course's own folder (the signed cookies' scope), with its ladder beside it.
          expect(topic.videoKey, topic.id).toBe(`courses/${program.itemId}/sample/clase-demo.mp4`);
          expect(topic.stream?.masterKey, topic.id).toBe(`streams/courses/${program.itemId}/sample/clase-demo/index.m3u8`);
        }
      }
    }
  });

  it('has one text lesson per plan week matching the course durationWeeks', () => {
    for (const [itemId, weeks] of [
      ['course-3', 10],
      ['course-4', 4],
      ['course-6', 6],
      ['course-7', 6],
    ] as const) {
      const planTopics = topicsOf(itemId).filter((t) => t.componentName === 'text-lesson');
      expect(
        planTopics.map((t) => t.name),
        itemId,
      ).toEqual(Array.from({ length: weeks }, (_, i) => `Semana ${i + 1}`));
      expect(item(itemId).durationWeeks).toBe(weeks);
    }
  });
});
