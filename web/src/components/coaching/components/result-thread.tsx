// The coach's side of a result's thread: the member's form-check video (when she sent one), its
// messages (a pinned one seeks the video) and the coach's reply box, which may pin the reply to the
// video's position. The member's side is SessionThreads (all her threads of a session, from one
// read of the planning's).
import type { ResultRefInput } from '../../../generated/graphql';
import { useResultComments } from '../api/coaching';
import { CommentList } from './comment-list';
import { FormCheckVideo } from './form-check-video';
import { ReplyForm } from './reply-form';
import '../coaching.css';

export function ResultThread({ result }: { result: ResultRefInput }) {
  const comments = useResultComments(result, true);
  return (
    <section className="result-thread" aria-label="Comentarios del resultado">
      {comments.isPending ? <p className="result-thread__status">Cargando comentarios…</p> : null}
      {comments.error ? <p className="result-thread__status">{comments.error.message}</p> : null}
      {comments.data && comments.data.length === 0 ? <p className="result-thread__status">Todavía no hay comentarios.</p> : null}
      <FormCheckVideo result={result}>
        {({ moment, seek }) => (
          <>
            {comments.data && comments.data.length > 0 ? <CommentList comments={comments.data} viewerIs="COACH" onSeek={seek} /> : null}
            <ReplyForm result={result} label="Tu comentario" moment={moment} />
          </>
        )}
      </FormCheckVideo>
    </section>
  );
}
