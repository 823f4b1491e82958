// /my-plannings/:planningId — the member's plan. What shows depends on the membership the server
// reports: the start to choose (first visit after buying), the current week with today first,
// or, once ended, the read-only history and "Renovar". An admin without a membership sees the
// plan as a member would (a preview: every week open, no results saved).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useMyPlannings } from '../api/my-plannings';
import { usePlanningWeek } from '../api/planning-week';
import { LiftMaxesPanel } from '../components/lift-maxes-panel';
import { PlanError, PlanStatus } from '../components/plan-status';
import { PlanningHistory } from '../components/planning-history';
import { StartChooser } from '../components/start-chooser';
import { WeekPlan } from '../components/week-plan';
import { weekLine } from '../domain/plan-text';
import '../my-plannings.css';

function PlanView({ planningId, viewer }: { planningId: string; viewer: string }) {
  const [weekNumber, setWeekNumber] = useState<number | null>(null);
  const week = usePlanningWeek(viewer, planningId, weekNumber, true);
  if (week.isPending) return <PlanStatus label="Cargando tu semana…" />;
  if (week.error) return <PlanError error={week.error} onRetry={() => void week.refetch()} />;
  const view = week.data;
  if (view.releasedWeeks === 0) {
    return <p className="week-plan__empty">{weekLine(view.planning)}: la semana 1 se habilita ese día.</p>;
  }
  return (
    <>
      {view.isPreview ? (
        <Message severity="info" text="Vista previa: así lo ve un miembro que empieza hoy. Los resultados no se guardan." />
      ) : null}
      <WeekPlan view={view} viewer={viewer} onWeek={setWeekNumber} loading={week.isFetching} />
    </>
  );
}

export default function MemberPlanningPage() {
  const { planningId = '' } = useParams();
  const session = useSession();
  const viewer = session.user?.id ?? 'visitor';
  const plannings = useMyPlannings(viewer);
  const planning = plannings.data?.find((candidate) => candidate.planningId === planningId);
  usePageTitle(planning?.name ?? 'Mi planificación');

  let body;
  if (plannings.isPending) body = <PlanStatus label="Cargando tu planificación…" />;
  else if (plannings.error) body = <PlanError error={plannings.error} onRetry={() => void plannings.refetch()} />;
  else if (!planning) {
    body = session.user?.isAdmin ? (
      <PlanView planningId={planningId} viewer={viewer} />
    ) : (
      <p className="my-plannings__empty">
        Esta planificación no está entre las tuyas. <Link to={`/plannings/${encodeURIComponent(planningId)}`}>Conocela</Link> o mirá{' '}
        <Link to="/my-plannings">tus planificaciones</Link>.
      </p>
    );
  } else if (planning.status !== 'ACTIVE') body = <PlanningHistory planning={planning} viewer={viewer} />;
  else if (planning.startPending) body = <StartChooser planning={planning} viewer={viewer} />;
  else body = <PlanView planningId={planningId} viewer={viewer} />;

  return (
    <div className="member-planning container">
      <p className="member-planning__back">
        <Link to="/my-plannings">← Mis planificaciones</Link>
      </p>
      <h1>{planning?.name ?? 'Mi planificación'}</h1>
      {planning && (planning.status !== 'ACTIVE' || planning.startPending) ? (
        <p className="member-planning__line">{weekLine(planning)}</p>
      ) : null}
      {body}
      {planning || session.user?.isAdmin ? <LiftMaxesPanel viewer={viewer} /> : null}
    </div>
  );
}
