// Sends a comment digest when its window has closed (the outbox's `comment-digest-mail`,
// domain/comment-digest.ts): the comments that joined it, read from the member's threads, in one
// e-mail — to the member if she wants comment notices, or to the coach. Throws when the mail
// queue refuses, so the outbox tries again; a window whose comments are all the other side's
// (nothing to tell this recipient) sends nothing.
import { digestComments } from '../domain/comment-digest';
import type { CommentDigestFacts } from '../domain/effects';
import type { ResultCommentsRepository } from '../data/result-comments-repository';
import type { UsersRepository } from '../data/users-repository';
import { commentsToCoachMail, commentsToMemberMail } from '../mail/coaching-mail';
import type { CoachingNotices } from './coaching-notices';

export interface CommentDigestMailDependencies {
  comments: Pick<ResultCommentsRepository, 'digest'>;
  users: Pick<UsersRepository, 'getProfile'>;
  notices: () => CoachingNotices;
  /** Where the members' comments reach the coach. */
  coachEmail: () => string;
}

export function createCommentDigestMail(deps: CommentDigestMailDependencies) {
  return {
    async send(digest: CommentDigestFacts): Promise<void> {
      const joined = await deps.comments.digest(digest.memberId, digest.planningId, digest.digestId);
      const lines = digestComments(joined, digest.digestId, digest.recipient).map((comment) => ({
        authorName: comment.authorName,
        sessionTitle: comment.sessionTitle ?? '',
        text: comment.text,
      }));
      if (lines.length === 0) return;
      const notices = deps.notices();
      const facts = { planningId: digest.planningId, planningName: digest.planningName, lines };
      if (digest.recipient === 'MEMBER') {
        await notices.toMember(digest.memberId, 'comments', (member) =>
          commentsToMemberMail(notices.links, { ...facts, firstName: member.firstName }),
        );
        return;
      }
      const profile = await deps.users.getProfile(digest.memberId);
      const memberName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'Miembro';
      await notices.enqueue(deps.coachEmail(), commentsToCoachMail(notices.links, { ...facts, memberName, userId: digest.memberId }));
    },
  };
}

export type CommentDigestMail = ReturnType<typeof createCommentDigestMail>;
