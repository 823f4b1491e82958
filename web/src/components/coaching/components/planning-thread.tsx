// A member's thread with her coach in a planning (decision 159): her messages and the coach's,
// with the comments on her results in the same line of time (named by their session), the ones the
// reader has not read marked "Nuevo", and a message form. Opening it marks read up to the newest
// message of the other side it shows (one write, never back). Used by the member on her plan and by
// the coach on the member's page.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { commentTextSchema } from '../../../../../functions/domain/coaching-input';
import { CommentField } from './comment-field';
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { useAddThreadMessage, useMarkThreadRead, usePlanningThread } from '../api/planning-thread';
import { UnreadBadge } from './unread-badge';
import '../coaching.css';

export function PlanningThread({
  owner,
  planningId,
  userId,
  viewerIs,
}: {
  /** The member whose thread it is (the signed-in member's own id, or the one the coach names). */
  owner: string;
  planningId: string;
  /** The coach names the member; the member leaves it null. */
  userId: string | null;
  viewerIs: 'COACH' | 'MEMBER';
}) {
  const thread = usePlanningThread(owner, planningId, userId);
  const mark = useMarkThreadRead(planningId, userId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddThreadMessage(planningId, userId);
  const fieldId = useId();
  const titleId = `${fieldId}-title`;
  const data = thread.data;
  const readUpTo = data?.readUpTo ?? null;
  const newest = data?.messages.filter((message) => message.author !== viewerIs).at(-1)?.createdAt ?? null;
  const { mutate: markRead, isPending: marking } = mark;

  useEffect(() => {
    if (newest && (readUpTo === null || newest > readUpTo) && !marking) markRead(newest);
    // Once per newest message shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest, readUpTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = commentTextSchema.safeParse({ text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Revisá el mensaje.');
      return;
    }
    setProblem(null);
    add.mutate(checked.data.text, { onSuccess: () => setText(''), onError: (error) => setProblem(error.message) });
  };

  if (thread.isPending) return <p className="planning-thread__status">Cargando los mensajes…</p>;
  if (thread.error || !data) {
    return (
      <p className="planning-thread__status" role="alert">
        {thread.error?.message ?? 'No pudimos cargar los mensajes.'}
      </p>
    );
  }
  const other = viewerIs === 'MEMBER' ? data.coachName : data.memberName;
  return (
    <section className="planning-thread" aria-labelledby={titleId} data-testid="planning-thread">
      <h2 id={titleId} className="planning-thread__title">
        Mensajes con {other} <UnreadBadge count={data.unread} />
      </h2>
      {data.messages.length === 0 ? (
        <p className="planning-thread__status">
          {viewerIs === 'MEMBER'
            ? 'Todavía no hay mensajes. Escribile a tu coach lo que necesites: te responde por acá.'
            : 'Todavía no hay mensajes con esta persona.'}
        </p>
      ) : (
        <ol className="result-thread__messages">
          {data.messages.map((message) => {
            const fresh = message.author !== viewerIs && (readUpTo === null || message.createdAt > readUpTo);
            return (
              <li
                key={message.id}
                className={message.author === viewerIs ? 'result-thread__message is-mine' : 'result-thread__message'}
                data-testid="planning-thread-message"
              >
                <p className="result-thread__meta">
                  <strong>{message.author === 'COACH' ? `${message.authorName} (coach)` : message.authorName}</strong>{' '}
                  <time dateTime={message.createdAt}>{formatStoreDateTime(message.createdAt)}</time>
                  {fresh ? <span className="planning-thread__new"> Nuevo</span> : null}
                </p>
                {message.sessionTitle !== null && message.sessionTitle !== undefined ? (
                  <p className="planning-thread__about">Sobre el resultado de «{message.sessionTitle || 'una sesión'}»</p>
                ) : null}
                <p className="result-thread__text">{message.text}</p>
              </li>
            );
          })}
        </ol>
      )}
      <form className="result-thread__form" onSubmit={submit} noValidate>
        <CommentField
          fieldId={fieldId}
          label={viewerIs === 'MEMBER' ? 'Escribile a tu coach' : `Escribile a ${data.memberName}`}
          text={text}
          onChange={setText}
          problem={problem}
          testId="planning-thread-text"
        />
        <Button type="submit" size="small" label={add.isPending ? 'Enviando…' : 'Enviar'} icon="pi pi-send" disabled={add.isPending} />
      </form>
    </section>
  );
}
