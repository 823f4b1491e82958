// The catalogue a page at a time (listItems' limit and nextToken) against DynamoDB Local: pages
// follow one another without skipping or repeating an item, hold at most `limit` items, skip items
// visitors cannot see (a draft sorted among the seeded courses) without coming up short, keep to
// their type, and refuse a limit out of range or a token the catalogue did not give.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin } from '../support/cognito-users';
import { CREATE_ITEM, adminCall } from '../support/admin-api';

const stack = inject('stack');

const PAGE = `query($type: ItemType, $limit: Int, $nextToken: String) {
  listItems(type: $type, limit: $limit, nextToken: $nextToken) { nextToken items { id type } }
}`;

interface Page {
  items: { id: string; type: string }[];
  nextToken: string | null;
}

async function page(variables: Record<string, unknown>): Promise<Page> {
  const answer = await callGraphql(stack, visitor(stack), PAGE, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.['listItems'] as Page;
}

async function allPages(variables: Record<string, unknown>): Promise<Page[]> {
  const pages: Page[] = [];
  let nextToken: string | null = null;
  do {
    const next: Page = await page({ ...variables, nextToken });
    pages.push(next);
    nextToken = next.nextToken;
  } while (nextToken && pages.length < 100);
  return pages;
}

let draftId = '';
beforeAll(async () => {
  const admin = { token: (await signInAdmin(stack)).accessToken };
  // "Course 3b" gets the id course-3b: a draft between course-3 and course-4 in the catalogue's order.
  const draft = await adminCall<{ id: string; status: string }>(stack, admin, CREATE_ITEM, {
    input: { type: 'COURSE', seller: 'STORE', name: 'Course 3b', price: 12000 },
  });
  draftId = draft.id;
  expect(draft.status).toBe('DRAFT');
});

describe('listItems, a page at a time', () => {
  it('reads the whole catalogue in pages of 3 that add up to the single page of 100, in order, with none twice', async () => {
    const whole = await page({ limit: 100 });
    expect(whole.nextToken).toBeNull();
    expect(whole.items.length).toBeGreaterThanOrEqual(12);
    const pages = await allPages({ limit: 3 });
    for (const each of pages) expect(each.items.length).toBeLessThanOrEqual(3);
    // Every page but the last is full, so a client never mistakes a short page for the end.
    for (const each of pages.slice(0, -1)) expect(each.items).toHaveLength(3);
    expect(pages.at(-1)?.nextToken).toBeNull();
    expect(pages.flatMap((each) => each.items.map((item) => item.id))).toEqual(whole.items.map((item) => item.id));
  });

  it('skips an item visitors cannot see without coming up short', async () => {
    const courses = await allPages({ type: 'COURSE', limit: 3 });
    const ids = courses.flatMap((each) => each.items.map((item) => item.id));
    expect(ids).not.toContain(draftId);
    expect(ids).toEqual(expect.arrayContaining(['course-3', 'course-4']));
    for (const each of courses.slice(0, -1)) expect(each.items).toHaveLength(3);
    expect(courses.flatMap((each) => each.items).every((item) => item.type === 'COURSE')).toBe(true);
  });

  it('defaults to pages of 100', async () => {
    const first = await page({});
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(100);
  });

  it.each([0, 101, -1])('refuses a limit of %i with a ValidationError', async (limit) => {
    const answer = await callGraphql(stack, visitor(stack), PAGE, { limit });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
  });

  it('refuses a token it did not give: altered, of another type, or not a token', async () => {
    const first = await page({ type: 'COURSE', limit: 2 });
    expect(first.nextToken).not.toBeNull();
    const token = first.nextToken ?? '';
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'PROFILE', GSI1PK: 'CATALOG', GSI1SK: 'COURSE#x' })).toString(
      'base64url',
    );
    for (const [type, nextToken] of [
      ['PLANNING', token],
      [null, forged],
      [null, 'not-a-token'],
      [null, `${token.slice(0, -2)}xx`],
    ] as const) {
      const answer = await callGraphql(stack, visitor(stack), PAGE, { type, limit: 2, nextToken });
      expect(answer.errors?.[0]?.errorType, `${type} ${nextToken}`).toBe('ValidationError');
      expect(answer.errors?.[0]?.message).toBe('El token de página no es válido: pedí la primera página de nuevo.');
    }
  });
});
