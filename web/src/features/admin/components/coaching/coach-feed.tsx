// The newest results across the coach's plannings (or one), 20 at a time: who, what (every set's
// kilos), when, and the thread on each, opened in place to comment; beside each name, her messages
// the coach has not read yet (decision 159).
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formatStoreDateTime } from '../../../../../../functions/domain/store-clock';
import {
  ResultSummary,
  ResultThread,
  UnreadBadge,
  unreadOf,
  useCoachResultsFeed,
  useCoachUnreadMessages,
} from '../../../../components/coaching';
import { routes } from '../../../../lib/paths';

export function CoachFeed({ planningId }: { planningId: string | null }) {
  const feed = useCoachResultsFeed(planningId);
  const [open, setOpen] = useState<string | null>(null);
  const unread = useCoachUnreadMessages(feed.data?.pages.flatMap((page) => page.entries) ?? []).data;
  if (feed.isPending) return <p className="plan-status">Cargando resultados…</p>;
  if (feed.error) return <Message severity="error" text={feed.error.message} />;
  const entries = feed.data.pages.flatMap((page) => page.entries);
  return (
    <section aria-labelledby="coach-feed-title" className="coach-feed">
      <h2 id="coach-feed-title">Últimos resultados</h2>
      {entries.length === 0 ? <p>Todavía no hay resultados registrados.</p> : null}
      <ol className="coach-feed__list" data-testid="coach-feed">
        {entries.map((entry) => (
          <li key={entry.result.id} className="coach-feed__entry" data-result-id={entry.result.id}>
            <p className="coach-feed__who">
              <Link to={routes.adminCoachingMember.to({ planningId: entry.planningId, userId: entry.userId })}>{entry.memberName}</Link>{' '}
              <UnreadBadge count={unreadOf(unread, entry)} />
              {planningId ? null : <span> · {entry.planningName}</span>}
            </p>
            <ResultSummary result={entry.result} />
            {entry.result.notes ? <p className="coach-feed__notes">“{entry.result.notes}”</p> : null}
            <p className="coach-feed__when">{formatStoreDateTime(entry.result.loggedAt)}</p>
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-comments"
              label={open === entry.result.id ? 'Cerrar comentarios' : entry.comments > 0 ? `Comentarios (${entry.comments})` : 'Comentar'}
              aria-expanded={open === entry.result.id}
              onClick={() => setOpen((current) => (current === entry.result.id ? null : entry.result.id))}
            />
            {open === entry.result.id ? (
              <ResultThread
                result={{
                  planningId: entry.planningId,
                  sessionId: entry.result.sessionId,
                  resultId: entry.result.id,
                  userId: entry.userId,
                }}
              />
            ) : null}
          </li>
        ))}
      </ol>
      {feed.hasNextPage ? (
        <Button
          type="button"
          outlined
          label={feed.isFetchingNextPage ? 'Cargando…' : 'Ver resultados anteriores'}
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
