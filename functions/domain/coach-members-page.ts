// The coach's list of a planning's members, a page at a time. The order is the coach's (who needs
// attention first, most reasons first; then active members; then by last name, and the member's
// id to break ties), which no key of the table can give: attention depends on today, the plan and
// her counters. So the service computes every member's row, sorts, and answers one page; the
// cursor is the last row's place in that order (not a position), so a member who changes between
// two pages moves without skipping or repeating anybody else. The figures above the list are
// counted over every row, never over the page (decision 129).
import * as z from 'zod/mini';
import { pageLimitSchema } from './page-limit';

export const memberPageLimitSchema = pageLimitSchema({ counted: 'miembros', byDefault: 50, max: 100 });

/** What the order reads of a member's row. */
interface Row {
  userId: string;
  lastName: string;
  status: 'ACTIVE' | 'EXPIRED' | 'INACTIVE';
  attention: readonly string[];
}

/** The figures above the list, over every member. */
export interface CoachPlanningFigures {
  members: number;
  active: number;
  trainedLast7Days: number;
  needsAttention: number;
  /** Subscribers whose last monthly charge failed (past due). */
  pastDue: number;
}

/** A row's place in the coach's order: what the cursor keeps of the last row of a page. */
interface Place {
  attention: number;
  active: boolean;
  lastName: string;
  userId: string;
}

const placeOf = (row: Row): Place => ({
  attention: row.attention.length,
  active: row.status === 'ACTIVE',
  lastName: row.lastName,
  userId: row.userId,
});

function comparePlaces(a: Place, b: Place): number {
  return (
    b.attention - a.attention ||
    (a.active ? 0 : 1) - (b.active ? 0 : 1) ||
    a.lastName.localeCompare(b.lastName, 'es') ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

/** The coach's order: attention first (most reasons first), then active, then last name, then id. */
export const compareCoachMembers = (a: Row, b: Row): number => comparePlaces(placeOf(a), placeOf(b));

/** The figures over every member (the list shows a page of them). */
export function coachPlanningSummary(
  rows: readonly (Pick<Row, 'status' | 'attention'> & {
    lastSessionAt?: string | null;
    compliance7?: number | null;
    subscriptionStatus?: string | null;
  })[],
): CoachPlanningFigures {
  let active = 0;
  let trainedLast7Days = 0;
  let needsAttention = 0;
  let pastDue = 0;
  for (const row of rows) {
    if (row.attention.length > 0) needsAttention += 1;
    if (row.subscriptionStatus === 'PAST_DUE') pastDue += 1;
    if (row.status !== 'ACTIVE') continue;
    active += 1;
    if (row.lastSessionAt && (row.compliance7 ?? 0) > 0) trainedLast7Days += 1;
  }
  return { members: rows.length, active, trainedLast7Days, needsAttention, pastDue };
}

const cursorSchema = z.object({
  planningId: z.string(),
  attention: z.int().check(z.minimum(0), z.maximum(4)),
  active: z.boolean(),
  lastName: z.string(),
  userId: z.string().check(z.minLength(1)),
});

/** Thrown for a next token this list did not give (altered, another planning's). */
export class MemberPageTokenError extends Error {}

export function memberPageToken(planningId: string, row: Row): string {
  return Buffer.from(JSON.stringify({ planningId, ...placeOf(row) })).toString('base64url');
}

function placeAfter(token: string, planningId: string): Place {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw new MemberPageTokenError('not JSON');
  }
  const parsed = cursorSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.planningId !== planningId) throw new MemberPageTokenError('not this list’s token');
  const { attention, active, lastName, userId } = parsed.data;
  return { attention, active, lastName, userId };
}

/** One page of the rows in the coach's order, after the token's place (the first page without one). */
export function coachMembersPage<T extends Row>(
  planningId: string,
  rows: readonly T[],
  limit: number,
  token: string | null,
): { members: T[]; nextToken: string | null } {
  const sorted = [...rows].sort(compareCoachMembers);
  const after = token ? placeAfter(token, planningId) : null;
  const rest = after ? sorted.filter((row) => comparePlaces(placeOf(row), after) > 0) : sorted;
  const members = rest.slice(0, limit);
  const last = members.at(-1);
  return { members, nextToken: rest.length > limit && last ? memberPageToken(planningId, last) : null };
}
