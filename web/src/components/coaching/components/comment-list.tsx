// A thread's messages, oldest first: who wrote (the coach or the member), when, and what; a message
// pinned to a moment of the result's form-check video shows it, and tapping it seeks the video there.
import { formatMoment } from '../../../../../functions/domain/form-check';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import type { ResultCommentFieldsFragment } from '../../../generated/graphql';

export type ThreadComment = ResultCommentFieldsFragment;

export function CommentList({
  comments,
  viewerIs,
  onSeek,
}: {
  comments: readonly ThreadComment[];
  viewerIs: 'COACH' | 'MEMBER';
  /** Seeks the form-check video to a pinned moment (absent: no video shown beside the thread). */
  onSeek?: ((seconds: number) => void) | undefined;
}) {
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
          <p className="result-thread__text">
            {comment.atSeconds !== null && comment.atSeconds !== undefined ? (
              onSeek ? (
                <button
                  type="button"
                  className="result-thread__moment"
                  aria-label={`Ver el video en ${formatMoment(comment.atSeconds)}`}
                  onClick={() => onSeek(comment.atSeconds ?? 0)}
                  data-testid="comment-moment"
                >
                  <i className="pi pi-play" aria-hidden="true" /> {formatMoment(comment.atSeconds)}
                </button>
              ) : (
                <span className="result-thread__moment">{formatMoment(comment.atSeconds)}</span>
              )
            ) : null}
            {comment.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
