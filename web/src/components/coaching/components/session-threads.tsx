// On the member's session card: her coach's comments on her results of this session, thread by
// thread (the result's day), each with her form-check video when she sent one (a comment pinned to
// a moment seeks it there) and her reply box. One read serves the whole week: the planning's
// threads, filtered here by session.
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import { useMyPlanningComments } from '../api/coaching';
import { CommentList, type ThreadComment } from './comment-list';
import { FormCheckVideo } from './form-check-video';
import { ReplyForm } from './reply-form';
import '../coaching.css';

export function SessionThreads({ viewer, planningId, sessionId }: { viewer: string; planningId: string; sessionId: string }) {
  const comments = useMyPlanningComments(viewer, planningId);
  const threads = new Map<string, ThreadComment[]>();
  for (const comment of comments.data ?? []) {
    if (comment.sessionId !== sessionId) continue;
    threads.set(comment.resultId, [...(threads.get(comment.resultId) ?? []), comment]);
  }
  if (threads.size === 0) return null;
  return (
    <section className="result-thread result-thread--member" aria-label="Comentarios de tu coach" data-testid="session-threads">
      <h4 className="result-thread__title">Comentarios de tu coach</h4>
      {[...threads.entries()].map(([resultId, messages]) => (
        <div key={resultId} className="result-thread__group">
          <p className="result-thread__about">Sobre tu resultado del {formatStoreDate(new Date(messages[0]?.resultLoggedAt ?? ''))}</p>
          {messages.some((message) => message.atSeconds !== null && message.atSeconds !== undefined) ? (
            <FormCheckVideo result={{ planningId, sessionId, resultId }}>
              {({ seek }) => <CommentList comments={messages} viewerIs="MEMBER" onSeek={seek} />}
            </FormCheckVideo>
          ) : (
            <CommentList comments={messages} viewerIs="MEMBER" />
          )}
          <ReplyForm result={{ planningId, sessionId, resultId }} label="Responder" />
        </div>
      ))}
    </section>
  );
}
