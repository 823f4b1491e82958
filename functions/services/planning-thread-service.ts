// The member's thread with her coach in a planning and the unread marks of both sides (issue 40,
// "Talking"; decision 159). Server rules, per object:
//   - the member reads and writes her own thread only while her membership of that planning is
//     ACTIVE (bought, added or subscribed: the planning access's standing); another member's
//     thread, a planning she is not a member of, or one whose membership ended: Unauthorized, and
//     nothing is read or written;
//   - the coach (an admin) names the member, who must be (or have been) a member of the planning:
//     otherwise NotFound;
//   - a message follows the result comments' rules: the same text bounds, the same per-author
//     sliding limit (one budget for both kinds), the same digest windows and e-mails;
//   - reading marks read: the reader's "read up to" moves forward (one write), never back.
// Flow: handler → this service → planning access (memberships, subscriptions), comments repository
// (thread, talk counts), rate limits, users.
import * as z from 'zod/mini';
import type { Item } from '../domain/item';
import { isoDateTimeSchema } from '../domain/input-schemas';
import { AppError, notFound, signInRequired, unauthorized } from '../domain/errors';
import { COMMENT_RATE_LIMITED_MESSAGE, COMMENT_RATE_LIMITS, commentTextSchema } from '../domain/coaching-input';
import {
  readMarkAt,
  THREAD_MESSAGES,
  unreadFor,
  unreadMessagesOf,
  type PlanningThread,
  type Reader,
  type TalkCounts,
  type ThreadMessage,
  type UnreadMessages,
} from '../domain/planning-thread';
import { parseInput } from '../domain/validation';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { ItemsRepository } from '../data/items-repository';
import type { RateLimitsRepository } from '../data/rate-limits-repository';
import type { ResultCommentsRepository } from '../data/result-comments-repository';
import type { UsersRepository } from '../data/users-repository';
import { requireAdmin } from './admin-guard';
import { placeInDigest } from './comment-placement';
import type { PlanningAccess } from './member-plannings/access';

export interface PlanningThreadDependencies {
  items: Pick<ItemsRepository, 'get'>;
  access: Pick<PlanningAccess, 'standingIn' | 'coachedMember'>;
  comments: ResultCommentsRepository;
  rateLimits: RateLimitsRepository;
  users: Pick<UsersRepository, 'getProfile'>;
  commentDigestSeconds: number;
  now: () => Date;
  uniqueId: () => string;
}

const COACH_FALLBACK_NAME = 'Tu coach';
const readUpToSchema = z.object({ upTo: isoDateTimeSchema });
/** The coach asks for a page of members' counts at a time. */
const COACH_UNREAD_MAX_MEMBERS = 100;

interface Party {
  item: Item;
  /** The member whose thread it is. */
  userId: string;
  reader: Reader;
  viewerId: string;
}

export function createPlanningThreadService(deps: PlanningThreadDependencies) {
  const { items, access, comments, rateLimits, users, now, uniqueId } = deps;

  /** Who is talking in which thread, or why not (thrown before anything is read or written). */
  async function party(viewer: Viewer, planningId: string, named: string | null | undefined): Promise<Party> {
    if (viewer.kind !== 'user') throw signInRequired();
    const admin = isAdmin(viewer);
    const userId = named ?? viewer.userId;
    if (userId !== viewer.userId && !admin) throw unauthorized(THREAD_MESSAGES.otherMember);
    if (admin && userId !== viewer.userId) {
      // The coach: the planning access's one rule for a coach reading a member (decision 162).
      const { item } = await access.coachedMember(viewer, planningId, userId);
      return { item, userId, reader: 'COACH', viewerId: viewer.userId };
    }
    const [item, standing] = await Promise.all([items.get(planningId), access.standingIn(planningId, userId)]);
    if (!item || item.type !== 'PLANNING') throw notFound(`No existe la planificación "${planningId}".`);
    if (!standing) throw unauthorized(THREAD_MESSAGES.notAMember);
    if (standing.status !== 'ACTIVE') throw unauthorized(THREAD_MESSAGES.ended);
    return { item, userId, reader: 'MEMBER', viewerId: viewer.userId };
  }

  const markOf = (reader: Reader, talk: TalkCounts | null) => (reader === 'MEMBER' ? talk?.memberRead : talk?.coachRead) ?? null;

  return {
    async planningThread(viewer: Viewer, planningId: string, named?: string | null): Promise<PlanningThread> {
      const { item, userId, reader } = await party(viewer, planningId, named);
      const [messages, talk, profile] = await Promise.all([
        comments.conversation(userId, planningId),
        comments.talk(userId, planningId),
        users.getProfile(userId),
      ]);
      return {
        planningId,
        userId,
        memberName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'Miembro',
        coachName: item.coachName ?? COACH_FALLBACK_NAME,
        messages: messages.map(({ counted: _counted, ...message }) => message),
        unread: unreadFor(reader, talk),
        readUpTo: markOf(reader, talk)?.upTo ?? null,
      };
    },

    async addThreadMessage(viewer: Viewer, planningId: string, text: string, named?: string | null): Promise<ThreadMessage> {
      const { text: body } = parseInput(commentTextSchema, { text });
      const { item, userId, reader, viewerId } = await party(viewer, planningId, named);
      const asCoach = reader === 'COACH' || isAdmin(viewer);
      // Counted last, after every other check: a refused message spends nothing.
      const verdict = await rateLimits.takeSliding(
        [{ scope: 'comment-author', key: viewerId, limit: asCoach ? COMMENT_RATE_LIMITS.perCoach : COMMENT_RATE_LIMITS.perMember }],
        now(),
        COMMENT_RATE_LIMITS.windowSeconds,
      );
      if (!verdict.allowed) throw new AppError('TooManyRequests', COMMENT_RATE_LIMITED_MESSAGE);
      const profile = reader === 'MEMBER' ? await users.getProfile(userId) : null;
      const message: ThreadMessage = {
        id: uniqueId(),
        planningId,
        userId,
        author: reader === 'COACH' ? 'COACH' : 'MEMBER',
        authorName:
          reader === 'COACH'
            ? (item.coachName ?? COACH_FALLBACK_NAME)
            : profile
              ? `${profile.firstName} ${profile.lastName}`.trim()
              : 'Miembro',
        text: body,
        createdAt: now().toISOString(),
        sessionTitle: null,
        sessionId: null,
        resultId: null,
      };
      await placeInDigest(deps, message, item, (recipient, placement, owed, at) =>
        comments.addThreadMessage(message, recipient, placement, owed, at),
      );
      return message;
    },

    /** Marks the other side's messages read up to `upTo` (the newest the reader was shown); answers what is still unread. */
    async markThreadRead(viewer: Viewer, planningId: string, upTo: string, named?: string | null): Promise<UnreadMessages> {
      // Strictly an instant that exists (hour 24, 31 of April refused), before anything is read.
      const instant = Date.parse(parseInput(readUpToSchema, { upTo }).upTo);
      const { userId, reader } = await party(viewer, planningId, named);
      const [messages, talk] = await Promise.all([comments.conversation(userId, planningId), comments.talk(userId, planningId)]);
      if (!talk) return { planningId, userId, unread: 0, lastMessageAt: null };
      const mark = readMarkAt(reader, messages, new Date(instant).toISOString(), now(), markOf(reader, talk));
      const marked = mark && (await comments.markRead(userId, planningId, reader, mark)) ? mark : null;
      const after: TalkCounts = marked ? { ...talk, ...(reader === 'MEMBER' ? { memberRead: marked } : { coachRead: marked }) } : talk;
      return unreadMessagesOf(reader, marked ? after : ((await comments.talk(userId, planningId)) ?? talk));
    },

    /** The viewer's own talks (her partition only): her coach's unread messages per planning. */
    async myUnreadMessages(viewer: Viewer): Promise<UnreadMessages[]> {
      if (viewer.kind !== 'user') throw signInRequired();
      return (await comments.talksOfMember(viewer.userId)).map((talk) => unreadMessagesOf('MEMBER', talk));
    },

    /** For the coach: each named member's unread messages in the planning (0 when none was counted). */
    async coachUnreadMessages(viewer: Viewer, planningId: string, userIds: readonly string[]): Promise<UnreadMessages[]> {
      requireAdmin(viewer);
      if (userIds.length > COACH_UNREAD_MAX_MEMBERS) {
        throw new AppError('ValidationError', `Revisá los datos: pedí hasta ${COACH_UNREAD_MAX_MEMBERS} miembros por vez.`, {
          userIds: `Hasta ${COACH_UNREAD_MAX_MEMBERS} miembros por vez.`,
        });
      }
      const talks = new Map((await comments.talksOf(planningId, userIds)).map((talk) => [talk.userId, talk]));
      return [...new Set(userIds)].map((userId) => {
        const talk = talks.get(userId);
        return talk ? unreadMessagesOf('COACH', talk) : { planningId, userId, unread: 0, lastMessageAt: null };
      });
    },
  };
}
