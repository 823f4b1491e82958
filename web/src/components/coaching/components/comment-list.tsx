// A thread's messages, oldest first: who wrote (the coach or the member), when, and what.
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import type { ResultCommentFieldsFragment } from '../../../generated/graphql';

export type ThreadComment = ResultCommentFieldsFragment;

export function CommentList({ comments, viewerIs }: { comments: readonly ThreadComment[]; viewerIs: 'COACH' | 'MEMBER' }) {
  return (
    <ol className="result-thread__messages">
      {comments.map((comment) => (
        <li
          key={comment.id}
          className={comment.author === viewerIs ? 'result-thread__message is-mine' : 'result-thread__message'}
          data-testid="thread-message"
        >
          <p className="result-thread__meta">
            <strong>{comment.author === 'COACH' ? `${comment.authorName} (coach)` : comment.authorName}</strong>{' '}
            <time dateTime={comment.createdAt}>{formatStoreDateTime(comment.createdAt)}</time>
          </p>
          <p className="result-thread__text">{comment.text}</p>
        </li>
      ))}
    </ol>
  );
}
