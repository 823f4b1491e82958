// Sends a comment digest when its window has closed (the outbox's `comment-digest-mail`,
// domain/comment-digest.ts): the comments and thread messages that joined it, read from the
// member's threads, in one e-mail — to the member if she wants comment notices, or to the coach.
// Throws when the mail queue refuses, so the outbox tries again; a window whose messages are all
// the other side's (nothing to tell this recipient) sends nothing.
// Addresses (decision 159): the coach's is the planning's seller's coach address (the store's
// contact address when the seller has none). The member's e-mail has Reply-To that coach address;
// the coach's e-mail goes to it with Reply-To the member's own address.
import { digestComments } from '../domain/comment-digest';
import type { CommentDigestFacts } from '../domain/effects';
import type { ResultCommentsRepository } from '../data/result-comments-repository';
import type { SellerCoachContactsRepository } from '../data/seller-coach-contacts-repository';
import type { UsersRepository } from '../data/users-repository';
import { commentsToCoachMail, commentsToMemberMail } from '../mail/coaching-mail';
import type { CoachingNotices } from './coaching-notices';

export interface CommentDigestMailDependencies {
  comments: Pick<ResultCommentsRepository, 'digest'>;
  users: Pick<UsersRepository, 'getProfile'>;
  notices: () => CoachingNotices;
  /** The seller's coach address, when the admin set one. */
  sellerCoachContacts: Pick<SellerCoachContactsRepository, 'get'>;
  /** The store's contact address: the coach's when the seller has none (or the digest names no seller). */
  storeEmail: () => string;
}

export function createCommentDigestMail(deps: CommentDigestMailDependencies) {
  return {
    async send(digest: CommentDigestFacts): Promise<void> {
      const joined = await deps.comments.digest(digest.memberId, digest.planningId, digest.digestId);
      const lines = digestComments(joined, digest.digestId, digest.recipient).map((comment) => ({
        authorName: comment.authorName,
        sessionTitle: comment.sessionTitle,
        text: comment.text,
        thread: comment.thread,
      }));
      if (lines.length === 0) return;
      const notices = deps.notices();
      const facts = { planningId: digest.planningId, planningName: digest.planningName, lines };
      const coachEmail = (digest.seller ? (await deps.sellerCoachContacts.get(digest.seller))?.email : null) ?? deps.storeEmail();
      if (digest.recipient === 'MEMBER') {
        await notices.toMember(
          digest.memberId,
          'comments',
          (member) => commentsToMemberMail(notices.links, { ...facts, firstName: member.firstName }),
          coachEmail,
        );
        return;
      }
      const profile = await deps.users.getProfile(digest.memberId);
      const memberName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'Miembro';
      await notices.enqueue(
        coachEmail,
        commentsToCoachMail(notices.links, { ...facts, memberName, userId: digest.memberId }),
        profile?.email,
      );
    },
  };
}

export type CommentDigestMail = ReturnType<typeof createCommentDigestMail>;
