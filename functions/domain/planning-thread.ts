// One thread per member with her coach in a planning (issue 40, "Talking"; decision 159), beside
// the comments on her results, and the unread marks of both sides. Pure.
//
// Unread marks are a per-reader "read up to": each side keeps, once per member and planning, the
// instant of the newest message of the other side it has read and how many of the other side's
// counted messages were at or before it. Every message (thread or result comment) written since
// this change is counted (`counted`) on the member's talk record in its own transaction, so the
// unread figure is a subtraction, never a Query per member, and reading writes one record, not one
// per message. Messages written before the change are never counted, so they are never unread.
import type { CommentAuthor } from './training-log';
import type { DigestRecipient } from './comment-digest';
import type { Seller } from './seller';

/**
 * A message between a member and her coach in a planning: one of her thread's, or a comment on one
 * of her results (then with its session and result), so the thread shows the whole talk.
 */
export interface ThreadMessage {
  id: string;
  planningId: string;
  /** The member whose thread it is. */
  userId: string;
  author: CommentAuthor;
  authorName: string;
  text: string;
  createdAt: string;
  /** A comment on a result: its session's title and ids (null for a message of the thread itself). */
  sessionTitle: string | null;
  sessionId: string | null;
  resultId: string | null;
}

/** The thread as its reader opens it: the messages, and what is unread for that reader. */
export interface PlanningThread {
  planningId: string;
  userId: string;
  memberName: string;
  coachName: string;
  /** The thread's messages and the comments on her results, oldest first. */
  messages: ThreadMessage[];
  /** The other side's messages and result comments the reader has not read. */
  unread: number;
  /** The instant the reader read up to (null: never). */
  readUpTo: string | null;
}

/** Unread messages of one member's talk in a planning, for one reader. */
export interface UnreadMessages {
  planningId: string;
  userId: string;
  unread: number;
  /** When the other side last wrote (null: never since the count began). */
  lastMessageAt: string | null;
}

/** Who reads: the member (her coach's messages) or the coach (the member's). */
export type Reader = DigestRecipient;

export interface ReadMark {
  upTo: string;
  /** The other side's counted messages at or before `upTo`. */
  count: number;
}

/** A member's talk in a planning as counted: messages per side and each side's read mark. */
export interface TalkCounts {
  planningId: string;
  userId: string;
  memberMessages: number;
  coachMessages: number;
  lastMemberMessageAt: string | null;
  lastCoachMessageAt: string | null;
  memberRead: ReadMark | null;
  coachRead: ReadMark | null;
}

/** The author whose messages a reader reads. */
const writerFor = (reader: Reader): CommentAuthor => (reader === 'MEMBER' ? 'COACH' : 'MEMBER');

/** What is unread for `reader` on a talk (0 when nothing was counted). */
export function unreadFor(reader: Reader, counts: TalkCounts | null): number {
  if (!counts) return 0;
  const written = reader === 'MEMBER' ? counts.coachMessages : counts.memberMessages;
  const read = (reader === 'MEMBER' ? counts.memberRead : counts.coachRead)?.count ?? 0;
  return Math.max(0, written - read);
}

export function unreadMessagesOf(reader: Reader, counts: TalkCounts): UnreadMessages {
  return {
    planningId: counts.planningId,
    userId: counts.userId,
    unread: unreadFor(reader, counts),
    lastMessageAt: reader === 'MEMBER' ? counts.lastCoachMessageAt : counts.lastMemberMessageAt,
  };
}

/**
 * The read mark for reading up to `upTo` (never past `now`): the other side's counted messages at
 * or before it. A mark that would not move the stored one forward is null (nothing to write).
 */
export function readMarkAt(
  reader: Reader,
  messages: readonly { author: CommentAuthor; createdAt: string; counted: boolean }[],
  upTo: string,
  now: Date,
  stored: ReadMark | null,
): ReadMark | null {
  const bound = upTo > now.toISOString() ? now.toISOString() : upTo;
  if (stored && stored.upTo >= bound) return null;
  const writer = writerFor(reader);
  const count = messages.filter((message) => message.counted && message.author === writer && message.createdAt <= bound).length;
  return { upTo: bound, count };
}

/** A seller's coach address as the admin sees it (null while the store's contact address answers). */
export interface SellerCoachEmail {
  seller: Seller;
  email: string | null;
  updatedAt: string | null;
}

export const THREAD_MESSAGES = {
  notAMember: 'Solo quienes tienen esta planificación activa pueden escribirle a su coach.',
  ended: 'Tu acceso a esta planificación terminó: ya no podés leer ni escribir mensajes a tu coach.',
  otherMember: 'Solo podés ver tus propios mensajes con tu coach.',
} as const;
