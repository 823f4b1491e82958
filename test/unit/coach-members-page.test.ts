// The coach's members list a page at a time: the pages together are the whole list in the coach's
// order (attention first, most reasons first; then active; then last name), each member once;
// the figures are over every member whatever the page; a member who changes between two pages
// moves without anybody else skipped or repeated; a token from elsewhere is refused.
import { describe, expect, it } from 'vitest';
import type { CoachMember } from '../../functions/generated/graphql';
import {
  coachMembersPage,
  coachPlanningSummary,
  compareCoachMembers,
  MemberPageTokenError,
  memberPageToken,
} from '../../functions/domain/coach-members-page';

type Row = Pick<CoachMember, 'userId' | 'lastName' | 'status' | 'attention' | 'lastSessionAt' | 'compliance7'>;

const row = (userId: string, lastName: string, overrides: Partial<Row> = {}): Row => ({
  userId,
  lastName,
  status: 'ACTIVE',
  attention: [],
  lastSessionAt: '2026-12-01T12:00:00.000Z',
  compliance7: 100,
  ...overrides,
});

/** 230 members: every 7th never logged, every 11th also dropped, every 5th expired; names repeat. */
const members: Row[] = Array.from({ length: 230 }, (_, index) => {
  const attention = [...(index % 7 === 0 ? ['NEVER_LOGGED'] : []), ...(index % 11 === 0 ? ['COMPLIANCE_DROP'] : [])];
  return row(`user-${String(index).padStart(3, '0')}`, ['Álvarez', 'Benítez', 'Zapata', 'ávila'][index % 4] ?? 'X', {
    status: index % 5 === 0 ? 'EXPIRED' : 'ACTIVE',
    attention,
    lastSessionAt: index % 7 === 0 ? null : '2026-12-01T12:00:00.000Z',
    compliance7: index % 3 === 0 ? 0 : 80,
  });
});

function readAll(rows: readonly Row[], limit: number): Row[][] {
  const pages: Row[][] = [];
  let token: string | null = null;
  do {
    const page: { members: Row[]; nextToken: string | null } = coachMembersPage('planning-1', rows, limit, token);
    pages.push(page.members);
    token = page.nextToken;
  } while (token !== null);
  return pages;
}

describe('the coach’s members, a page at a time', () => {
  it('gives the whole list in the coach’s order across pages, each member once', () => {
    const pages = readAll(members, 50);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 50, 50, 30]);
    const joined = pages.flat();
    expect(joined.map((member) => member.userId)).toEqual([...members].sort(compareCoachMembers).map((member) => member.userId));
    expect(new Set(joined.map((member) => member.userId)).size).toBe(230);
    // Two reasons before one, one before none; active before expired within the same count.
    const counts = joined.map((member) => member.attention.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const firstCalm = joined.findIndex((member) => member.attention.length === 0);
    const calm = joined.slice(firstCalm);
    expect(calm.findIndex((member) => member.status !== 'ACTIVE')).toBeGreaterThan(
      calm.findLastIndex((member) => member.status === 'ACTIVE'),
    );
  });

  it('ends without a token when the last page is exactly full', () => {
    const pages = readAll(members.slice(0, 100), 50);
    expect(pages.map((page) => page.length)).toEqual([50, 50]);
  });

  it('counts the figures over every member, not the page', () => {
    const summary = coachPlanningSummary(members);
    const needsAttention = members.filter((member) => member.attention.length > 0).length;
    const active = members.filter((member) => member.status === 'ACTIVE');
    expect(summary).toEqual({
      members: 230,
      active: active.length,
      trainedLast7Days: active.filter((member) => member.lastSessionAt !== null && (member.compliance7 ?? 0) > 0).length,
      needsAttention,
      pastDue: 0,
    });
    expect(needsAttention).toBeGreaterThan(50); // more than a page: the count cannot come from the first one
    const firstPage = coachMembersPage('planning-1', members, 50, null).members;
    expect(firstPage.every((member) => member.attention.length > 0)).toBe(true);
  });

  it('moves a member who changes between two pages without skipping or repeating anyone else', () => {
    const first = coachMembersPage('planning-1', members, 50, null);
    // One of the first page's members logs a session: she needs attention no more.
    const changedId = first.members[3]?.userId;
    const changed = members.map((member) =>
      member.userId === changedId ? { ...member, attention: [], lastSessionAt: '2026-12-03T12:00:00.000Z' } : member,
    );
    const rest = readAllFrom(changed, first.nextToken);
    const seen = [...first.members, ...rest].map((member) => member.userId);
    const others = seen.filter((id) => id !== changedId);
    expect(new Set(others).size).toBe(others.length);
    expect(new Set(others).size).toBe(229);
  });

  it('refuses a token altered or from another planning', () => {
    const token = coachMembersPage('planning-1', members, 10, null).nextToken ?? '';
    expect(() => coachMembersPage('planning-2', members, 10, token)).toThrow(MemberPageTokenError);
    expect(() => coachMembersPage('planning-1', members, 10, 'not-a-token')).toThrow(MemberPageTokenError);
    const forged = Buffer.from(
      JSON.stringify({ planningId: 'planning-1', attention: 'many', active: true, lastName: 'A', userId: 'x' }),
    ).toString('base64url');
    expect(() => coachMembersPage('planning-1', members, 10, forged)).toThrow(MemberPageTokenError);
    expect(coachMembersPage('planning-1', members, 10, memberPageToken('planning-1', members[0] as Row)).members).toHaveLength(10);
  });
});

function readAllFrom(rows: readonly Row[], token: string | null): Row[] {
  const read: Row[] = [];
  while (token !== null) {
    const page: { members: Row[]; nextToken: string | null } = coachMembersPage('planning-1', rows, 50, token);
    read.push(...page.members);
    token = page.nextToken;
  }
  return read;
}
