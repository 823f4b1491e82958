// Comment e-mails as digests (issues 40 and 41): several comments on a member's results within a
// few minutes reach the other side as one e-mail, not one each. Pure.
//
// A digest is a window opened by the first comment to one recipient about one member's planning
// (the member's threads with her coach): it stays open `windowSeconds`, every comment written while
// it is open joins it (the comment records the digest's id), and when it closes the outbox sends
// one e-mail with the comments that joined it. The next comment after it closed opens a new one.
// So a comment is in exactly one digest, a digest is sent once, and a recipient gets at most one
// e-mail per window and thread however many comments arrive.
import type { CommentAuthor, ResultComment } from './training-log';

/** Who a digest goes to: the member (the coach's comments) or the coach (the member's). */
export type DigestRecipient = 'MEMBER' | 'COACH';

/** The side whose comments a recipient is told about. */
export const authorFor = (recipient: DigestRecipient): CommentAuthor => (recipient === 'MEMBER' ? 'COACH' : 'MEMBER');

/** Who a comment by `author` is told to. */
export const recipientOf = (author: CommentAuthor): DigestRecipient => (author === 'COACH' ? 'MEMBER' : 'COACH');

/** The open window a comment may join, as stored beside the member's threads. */
export interface DigestWindow {
  digestId: string;
  /** When the window closes (exclusive) and its e-mail is due. */
  until: string;
}

/** What a comment's write does with the digests: join the open window, or open a new one. */
export type DigestPlacement =
  { kind: 'join'; window: DigestWindow } | { kind: 'open'; window: DigestWindow; replaces: DigestWindow | null };

/** Where a comment written at `now` goes, given the window stored for its recipient (or none). */
export function placeComment(stored: DigestWindow | null, now: Date, windowSeconds: number, newId: () => string): DigestPlacement {
  if (stored && Date.parse(stored.until) > now.getTime()) return { kind: 'join', window: stored };
  const until = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  return { kind: 'open', window: { digestId: `${now.toISOString()}#${newId()}`, until }, replaces: stored };
}

/** The comments a digest tells: those that joined it, from the side its recipient is told about, oldest first. */
export function digestComments<T extends Pick<ResultComment, 'author' | 'createdAt'> & { digestId?: string | null }>(
  comments: readonly T[],
  digestId: string,
  recipient: DigestRecipient,
): T[] {
  return comments
    .filter((comment) => comment.digestId === digestId && comment.author === authorFor(recipient))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The outbox id of a digest: one per recipient, member, planning and window. */
export const commentDigestEffectId = (recipient: DigestRecipient, memberId: string, planningId: string, digestId: string): string =>
  `COMMENTS#${memberId}#${planningId}#${recipient}#${digestId}#comment-digest-mail`;
