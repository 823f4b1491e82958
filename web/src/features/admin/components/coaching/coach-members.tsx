// Every member of a planning as the coach follows her, 50 at a time ("Ver más miembros"): the
// figures and how many need attention over all of them; who needs attention first (never started,
// never logged, no session in 7 days, a drop in compliance), then the list with status, start, week,
// last session and 7- and 30-day compliance; each name leads to her log and records. A planning's
// subscribers are members too (decision 155): one whose monthly charge failed reads "Pago
// pendiente" beside her status, one who paused "Pausada", and the figures say how many are past due;
// her unread messages sit beside her name (decision 159).
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { formatCalendarDate, formatStoreDateTime } from '../../../../../../functions/domain/store-clock';
import { UnreadBadge, unreadOf, useCoachPlanningView, useCoachUnreadMessages } from '../../../../components/coaching';
import { PLANNING_USER_STATUS_LABELS } from '../../lib/planning-users-csv';
import { attentionText, percentText } from '../../lib/coaching-labels';
import { routes } from '../../../../lib/paths';
import type { SubscriptionStatus } from '../../../../generated/graphql';

const STATUS_SEVERITY = { ACTIVE: 'success', EXPIRED: 'warning', INACTIVE: 'secondary' } as const;

/** What the coach is told of a subscriber's subscription, when it asks for her attention to it. */
const SUBSCRIPTION_FLAGS: Partial<Record<SubscriptionStatus, { label: string; severity: 'danger' | 'info' }>> = {
  PAST_DUE: { label: 'Pago pendiente', severity: 'danger' },
  PAUSED: { label: 'Pausada', severity: 'info' },
};

function SubscriptionFlag({ status }: { status: SubscriptionStatus | null }) {
  const flag = status ? SUBSCRIPTION_FLAGS[status] : undefined;
  return flag ? <Tag value={flag.label} severity={flag.severity} data-testid="coach-subscription-flag" /> : null;
}

export function CoachMembers({ planningId }: { planningId: string }) {
  const view = useCoachPlanningView(planningId);
  // Decision 159: her messages the coach has not read, beside her name.
  const unread = useCoachUnreadMessages(
    view.data?.pages.flatMap((page) => page.members.map((member) => ({ planningId, userId: member.userId }))) ?? [],
  ).data;
  if (view.isPending) return <p className="plan-status">Cargando miembros…</p>;
  if (view.error) return <Message severity="error" text={view.error.message} />;
  // Every page carries the figures over all the members; the newest page's are the freshest.
  const pages = view.data.pages;
  const summary = (pages.at(-1) ?? pages[0])?.summary ?? { members: 0, active: 0, trainedLast7Days: 0, needsAttention: 0, pastDue: 0 };
  const members = pages.flatMap((page) => page.members);
  // Those who need attention come first in the list, so the pages read hold the first of them.
  const attention = members.filter((member) => member.attention.length > 0);
  const attentionNotShown = Math.max(0, summary.needsAttention - attention.length);
  const { active, trainedLast7Days, pastDue } = summary;
  const more = view.hasNextPage ? (
    <Button
      type="button"
      outlined
      className="coach-members__more"
      label={view.isFetchingNextPage ? 'Cargando…' : `Ver más miembros (${members.length} de ${summary.members})`}
      disabled={view.isFetchingNextPage}
      onClick={() => void view.fetchNextPage()}
    />
  ) : null;
  return (
    <>
      <p className="coach-summary" data-testid="coach-summary">
        {active} {active === 1 ? 'miembro activo' : 'miembros activos'} · {trainedLast7Days}{' '}
        {trainedLast7Days === 1 ? 'entrenó' : 'entrenaron'} en los últimos 7 días
        {pastDue > 0 ? ` · ${pastDue} con pago pendiente` : ''}
      </p>
      <section className="coach-attention" aria-labelledby="coach-attention-title">
        <h2 id="coach-attention-title">Necesita atención{summary.needsAttention > 0 ? ` (${summary.needsAttention})` : ''}</h2>
        {summary.needsAttention === 0 ? (
          <p>Nadie por ahora: todos empezaron, entrenaron en la última semana y nadie bajó su cumplimiento.</p>
        ) : (
          <>
            <ul className="coach-attention__list" data-testid="coach-attention">
              {attention.map((member) => (
                <li key={member.userId}>
                  <Link to={routes.adminCoachingMember.to({ planningId: planningId, userId: member.userId })}>
                    {member.firstName} {member.lastName}
                  </Link>
                  <span>{member.attention.map((reason) => attentionText(reason, member)).join(' · ')}</span>
                </li>
              ))}
            </ul>
            {attentionNotShown > 0 ? (
              <p data-testid="coach-attention-more">
                {attentionNotShown === 1 ? 'Una persona más' : `${attentionNotShown} personas más`} en las próximas páginas de la lista.
              </p>
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="coach-members-title">
        <h2 id="coach-members-title">Miembros</h2>
        {members.length === 0 ? (
          <p>Esta planificación todavía no tiene miembros.</p>
        ) : (
          <table className="coach-table" data-testid="coach-members">
            <thead>
              <tr>
                <th scope="col">Miembro</th>
                <th scope="col">Estado</th>
                <th scope="col">Inicio</th>
                <th scope="col">Semana</th>
                <th scope="col">Última sesión</th>
                <th scope="col">7 días</th>
                <th scope="col">30 días</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.userId} data-user-id={member.userId}>
                  <th scope="row" data-label="Miembro">
                    <Link to={routes.adminCoachingMember.to({ planningId: planningId, userId: member.userId })}>
                      {member.firstName} {member.lastName}
                    </Link>{' '}
                    <UnreadBadge count={unreadOf(unread, { planningId, userId: member.userId })} />
                    {member.attention.length > 0 ? <span className="coach-flag"> · Necesita atención</span> : null}
                  </th>
                  <td data-label="Estado">
                    <span className="coach-status">
                      <Tag value={PLANNING_USER_STATUS_LABELS[member.status]} severity={STATUS_SEVERITY[member.status]} />
                      <SubscriptionFlag status={member.subscriptionStatus ?? null} />
                    </span>
                  </td>
                  <td data-label="Inicio">{member.startPending ? 'Por elegir' : formatCalendarDate(member.startDate)}</td>
                  <td data-label="Semana">{member.currentWeek ?? '—'}</td>
                  <td data-label="Última sesión">
                    {member.lastSessionAt
                      ? `${formatStoreDateTime(member.lastSessionAt)} · ${member.lastSessionTitle ?? ''}`
                      : 'Todavía ninguna'}
                  </td>
                  <td data-label="7 días">{percentText(member.compliance7)}</td>
                  <td data-label="30 días">{percentText(member.compliance30)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {more}
        <p className="coach-note">
          Cumplimiento: sesiones hechas sobre sesiones indicadas en esos días (hora de Argentina). Las de hoy cuentan cuando se registran.
        </p>
      </section>
    </>
  );
}
