// The catalogue and course syllabi as served by the local stack to a visitor (API key).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, visitor } from '../support/graphql-client';
import { TEST_PLANNING_PREFIX } from '../support/subscriptions-api';

const stack = inject('stack');

const LIST_ITEMS = `query { listItems { items { id name price type isEnabled isFeatured offer { price validDateTimeFrom validDateTimeTo } } } }`;

describe('catalogue for a visitor', () => {
  let items: { id: string; price: number; type: string; isFeatured: boolean; offer: { price: number } | null }[];

  beforeAll(async () => {
    const answer = await callGraphql(stack, visitor(stack), LIST_ITEMS);
    expect(answer.errors).toBeUndefined();
    items = answer.data?.['listItems'].items;
  });

  // Subscription tests in this layer put plannings of their own on sale in the same stack; the
  // seeded catalogue is what this file checks, whichever files ran before it.
  it('lists the seven courses and five plannings', () => {
    expect(
      items
        .filter((i) => i.type === 'COURSE')
        .map((i) => i.id)
        .sort(),
    ).toEqual(['course-1', 'course-2', 'course-3', 'course-4', 'course-5', 'course-6', 'course-7']);
    expect(
      items
        .filter((i) => i.type === 'PLANNING' && !i.id.startsWith(TEST_PLANNING_PREFIX))
        .map((i) => i.id)
        .sort(),
    ).toEqual(['planning-1', 'planning-2', 'planning-3', 'planning-4', 'planning-5']);
  });

  it("carries the spec's course prices and offers", () => {
    const price = Object.fromEntries(items.map((i) => [i.id, i.price]));
    expect(price).toMatchObject({
      'course-1': 45600,
      'course-2': 12000,
      'course-3': 15000,
      'course-4': 15000,
      'course-5': 10000,
      'course-6': 15000,
      'course-7': 15000,
    });
    const course2 = items.find((i) => i.id === 'course-2');
    const course5 = items.find((i) => i.id === 'course-5');
    expect(course2?.offer).toEqual({
      price: 10500,
      validDateTimeFrom: '2024-03-01T00:00:00-03:00',
      validDateTimeTo: '2024-04-01T00:00:00-03:00',
    });
    expect(course5?.offer?.price).toBe(8999);
    expect(course5?.isFeatured).toBe(true);
  });

  it('answers an unknown item with the spec text and a stable code', async () => {
    const answer = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-99") { id } }`);
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Not found item with id course-99' });
  });
});

describe('course programs', () => {
  const expected: Record<string, [number, number]> = {
    'course-1': [12, 18],
    'course-2': [4, 4],
    'course-3': [11, 48],
    'course-4': [5, 19],
    'course-5': [2, 2],
    'course-6': [5, 19],
    'course-7': [6, 22],
  };

  it.each(Object.entries(expected))('%s has the units and topics of the spec', async (courseId, [units, topics]) => {
    const answer = await callGraphql(
      stack,
      visitor(stack),
      `query($id: ID!) { listLessonUnits(itemId: $id) { id position topics { id isPublic position } } }`,
      { id: courseId },
    );
    expect(answer.errors).toBeUndefined();
    const list = answer.data?.['listLessonUnits'] as { position: number; topics: { isPublic: boolean }[] }[];
    expect(list).toHaveLength(units);
    expect(list.flatMap((u) => u.topics)).toHaveLength(topics);
    expect(list.map((u) => u.position)).toEqual([...list.map((u) => u.position)].sort((a, b) => a - b));
  });

  it('answers a planning with no program with the spec text', async () => {
    const answer = await callGraphql(stack, visitor(stack), `query { listLessonUnits(itemId: "planning-1") { id } }`);
    expect(answer.errors?.[0]?.message).toBe('Not found item with id planning-1');
  });

  it('opens a public topic for a visitor and refuses a paid one', async () => {
    const units = await callGraphql(stack, visitor(stack), `query { listLessonUnits(itemId: "course-1") { topics { id isPublic } } }`);
    const topics = (units.data?.['listLessonUnits'] as { topics: { id: string; isPublic: boolean }[] }[]).flatMap((u) => u.topics);
    const open = topics.find((t) => t.isPublic);
    const paid = topics.find((t) => !t.isPublic);
    const query = `query($t: ID!) { getTopicContent(itemId: "course-1", topicId: $t) { topicId text } }`;

    const publicAnswer = await callGraphql(stack, visitor(stack), query, { t: open?.id });
    expect(publicAnswer.data?.['getTopicContent']?.text.length).toBeGreaterThan(10);

    const paidAnswer = await callGraphql(stack, visitor(stack), query, { t: paid?.id });
    expect(paidAnswer.data).toBeNull();
    expect(paidAnswer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Comprá el curso para ver esta clase.' });
  });

  it('answers a topic of another course with the spec text', async () => {
    const answer = await callGraphql(
      stack,
      visitor(stack),
      `query { getTopicContent(itemId: "course-2", topicId: "course-1-t01") { text } }`,
    );
    expect(answer.errors?.[0]?.message).toBe('Not found topic with id course-1-t01 belonging to item with id course-2');
  });
});
