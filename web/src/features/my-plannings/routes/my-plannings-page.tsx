// /my-plannings — "Mis planificaciones": the person's memberships with their status, dates and
// "Semana N de M"; an active one opens the plan, a pending one asks for the start, an ended one
// shows its history and "Renovar" (buys it again: the renewal extends from the end date).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Tag } from 'primereact/tag';
import { usePageTitle } from '../../../lib/page-title';
import { formatCalendarDate } from '../../../../../functions/domain/store-clock';
import { useSession } from '../../../lib/session/session-context';
import { useMyPlannings, type MyPlanning } from '../api/my-plannings';
import { PlanError, PlanStatus } from '../components/plan-status';
import { weekLine } from '../../../lib/plan-text';
import { OfflineBanner } from '../offline/offline-banner';
import { registerMemberApp } from '../offline/register-member-app';
import { useResultSync } from '../offline/use-queued-results';
import { useMyUnreadMessages } from '../../../components/coaching/api/planning-thread';
import { UnreadBadge } from '../../../components/coaching/components/unread-badge';
import '../my-plannings.css';
import { routes } from '../../../lib/paths';

const STATUS_VIEW: Record<MyPlanning['status'], { label: string; severity: 'success' | 'warning' | 'danger' }> = {
  ACTIVE: { label: 'Activa', severity: 'success' },
  EXPIRED: { label: 'Terminada', severity: 'warning' },
  INACTIVE: { label: 'Sin acceso', severity: 'danger' },
};

function PlanningCard({ planning, unread }: { planning: MyPlanning; unread: number }) {
  const status = STATUS_VIEW[planning.status];
  const path = routes.memberPlanning.to({ planningId: planning.planningId });
  return (
    <li className="my-planning-card" data-planning-id={planning.planningId} data-status={planning.status}>
      <img src={planning.imageSource} alt="" width={96} height={96} className="my-planning-card__image" />
      <div className="my-planning-card__body">
        <div className="my-planning-card__header">
          <h2 className="my-planning-card__name">{planning.name}</h2>
          <Tag value={status.label} severity={status.severity} />
        </div>
        <p className="my-planning-card__week">{weekLine(planning)}</p>
        <p className="my-planning-card__dates">
          Del {formatCalendarDate(planning.startDate)} al {formatCalendarDate(planning.endDate)} · {planning.coachName}
        </p>
        {planning.status === 'ACTIVE' && unread > 0 ? (
          <p className="my-planning-card__unread" data-testid="planning-card-unread">
            <UnreadBadge count={unread} /> {unread === 1 ? 'mensaje nuevo de tu coach' : 'mensajes nuevos de tu coach'}
          </p>
        ) : null}
        <div className="my-planning-card__actions">
          {planning.status === 'ACTIVE' ? (
            <Link className="p-button p-button-sm" to={path}>
              <span className="p-button-label">{planning.startPending ? 'Elegir inicio' : 'Entrenar'}</span>
            </Link>
          ) : (
            <>
              <Link className="p-button p-button-sm" to={routes.checkout.to({ id: planning.planningId })}>
                <span className="p-button-label">Renovar</span>
              </Link>
              <Link className="p-button p-button-sm p-button-outlined" to={path}>
                <span className="p-button-label">Ver mi historial</span>
              </Link>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

export default function MyPlanningsPage() {
  usePageTitle('Mis planificaciones');
  const session = useSession();
  const viewer = session.user?.id ?? 'visitor';
  const plannings = useMyPlannings(viewer);
  const unread = useMyUnreadMessages(viewer, session.user !== null && navigator.onLine).data;
  useResultSync(viewer);
  useEffect(registerMemberApp, []);
  return (
    <div className="my-plannings container">
      <OfflineBanner />
      <h1>Mis planificaciones</h1>
      {plannings.isPending ? (
        <PlanStatus label="Cargando tus planificaciones…" />
      ) : plannings.error ? (
        <PlanError error={plannings.error} onRetry={() => void plannings.refetch()} />
      ) : plannings.data.length === 0 ? (
        <p className="my-plannings__empty">
          Todavía no tenés planificaciones. <Link to={routes.allPlannings.to()}>Elegí una</Link> y entrená semana a semana desde acá.
        </p>
      ) : (
        <ul className="my-plannings__list" data-testid="my-plannings">
          {plannings.data.map((planning) => (
            <PlanningCard
              key={planning.planningId}
              planning={planning}
              unread={unread?.find((entry) => entry.planningId === planning.planningId)?.unread ?? 0}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
