// Puts a message — a comment on a result or a message of the member's thread with her coach
// (decision 159) — into the digest open to the other side, or opens one with its e-mail on the
// outbox, due when it closes (domain/comment-digest.ts, decision 132). One mechanism for both
// kinds: the same window per member and planning, so a recipient gets one e-mail per window
// however the messages were written.
import { commentDigestEffectId, placeComment, recipientOf, type DigestPlacement, type DigestRecipient } from '../domain/comment-digest';
import type { OwedEffect } from '../domain/effects';
import type { Item } from '../domain/item';
import type { CommentAuthor } from '../domain/training-log';
import { DigestWindowMoved, type ResultCommentsRepository } from '../data/result-comments-repository';

/** Reads of a digest window that moved meanwhile before the message gives up (two writers at once). */
const MAX_DIGEST_ATTEMPTS = 3;

export interface PlacedMessage {
  userId: string;
  planningId: string;
  author: CommentAuthor;
  createdAt: string;
}

export async function placeInDigest(
  deps: { comments: Pick<ResultCommentsRepository, 'digestWindow'>; commentDigestSeconds: number; uniqueId: () => string },
  message: PlacedMessage,
  planning: Pick<Item, 'name' | 'seller'>,
  write: (recipient: DigestRecipient, placement: DigestPlacement, owed: OwedEffect | null, at: Date) => Promise<void>,
): Promise<void> {
  const recipient = recipientOf(message.author);
  for (let attempt = 0; ; attempt += 1) {
    const placement = placeComment(
      await deps.comments.digestWindow(message.userId, message.planningId, recipient),
      new Date(message.createdAt),
      deps.commentDigestSeconds,
      deps.uniqueId,
    );
    const owed: OwedEffect | null =
      placement.kind === 'open'
        ? {
            id: commentDigestEffectId(recipient, message.userId, message.planningId, placement.window.digestId),
            effect: {
              kind: 'comment-digest-mail' as const,
              digest: {
                digestId: placement.window.digestId,
                recipient,
                memberId: message.userId,
                planningId: message.planningId,
                planningName: planning.name,
                seller: planning.seller,
              },
            },
          }
        : null;
    try {
      await write(recipient, placement, owed, new Date(message.createdAt));
      return;
    } catch (error) {
      if (!(error instanceof DigestWindowMoved) || attempt >= MAX_DIGEST_ATTEMPTS) throw error;
    }
  }
}
