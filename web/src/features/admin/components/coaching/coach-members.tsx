// Every member of a planning as the coach follows her: who needs attention first (never started,
// never logged, no session in 7 days, a drop in compliance), then the whole list with status, start, week, last session and
// 7- and 30-day compliance; each name leads to her log and records.
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { formatCalendarDate, formatStoreDateTime } from '../../../../../../functions/domain/store-clock';
import { useCoachPlanningView } from '../../../../components/coaching';
import { PLANNING_USER_STATUS_LABELS } from '../../lib/planning-users-csv';
import { attentionText, percentText } from '../../lib/coaching-labels';
import { routes } from '../../../../lib/paths';

const STATUS_SEVERITY = { ACTIVE: 'success', EXPIRED: 'warning', INACTIVE: 'secondary' } as const;

export function CoachMembers({ planningId }: { planningId: string }) {
  const view = useCoachPlanningView(planningId);
  if (view.isPending) return <p className="plan-status">Cargando miembros…</p>;
  if (view.error) return <Message severity="error" text={view.error.message} />;
  const { members } = view.data;
  const attention = members.filter((member) => member.attention.length > 0);
  const active = members.filter((member) => member.status === 'ACTIVE');
  const trainedThisWeek = active.filter((member) => member.lastSessionAt && member.compliance7 !== null && member.compliance7 > 0).length;
  return (
    <>
      <p className="coach-summary" data-testid="coach-summary">
        {active.length} {active.length === 1 ? 'miembro activo' : 'miembros activos'} · {trainedThisWeek}{' '}
        {trainedThisWeek === 1 ? 'entrenó' : 'entrenaron'} en los últimos 7 días
      </p>
      <section className="coach-attention" aria-labelledby="coach-attention-title">
        <h2 id="coach-attention-title">Necesita atención</h2>
        {attention.length === 0 ? (
          <p>Nadie por ahora: todos empezaron, entrenaron en la última semana y nadie bajó su cumplimiento.</p>
        ) : (
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
                    </Link>
                    {member.attention.length > 0 ? <span className="coach-flag"> · Necesita atención</span> : null}
                  </th>
                  <td data-label="Estado">
                    <Tag value={PLANNING_USER_STATUS_LABELS[member.status]} severity={STATUS_SEVERITY[member.status]} />
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
        <p className="coach-note">
          Cumplimiento: sesiones hechas sobre sesiones indicadas en esos días (hora de Argentina). Las de hoy cuentan cuando se registran.
        </p>
      </section>
    </>
  );
}
