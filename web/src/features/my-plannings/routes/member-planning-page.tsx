// /my-plannings/:planningId — the member's plan. What shows depends on the membership the server
// reports: the start to choose (first visit after buying), the current week with today first,
// or, once ended, the read-only history and "Renovar". An admin without a membership sees the
// plan as a member would (a preview: every week open, no results saved).
// The first paint is today's session: what it does not need (the start chooser, an ended
// membership's history, "Mis marcas" below the plan, and in the session card the result form,
// history and coach's threads) loads in chunks of its own, which the member app's worker
// precaches with the page (web/sw/member-precache.ts), so they open with no connection too.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useMyPlannings } from '../api/my-plannings';
import { usePlanningWeek } from '../api/planning-week';
import { keepRecordsForOffline } from '../api/records';
import { LIFT_MAXES_ANCHOR } from '../components/lift-maxes-anchor';
import { PlanError, PlanStatus } from '../components/plan-status';
import { WeekPlan } from '../components/week-plan';
import { weekLine } from '../../../lib/plan-text';
import { weekReleaseLine } from '../../../../../functions/domain/week-release';
import { OfflineBanner } from '../offline/offline-banner';
import { registerMemberApp } from '../offline/register-member-app';
import { useResultSync } from '../offline/use-queued-results';
import { GymToolsButton, GymToolsProvider } from '../gym-tools/gym-tools-context';
import { useMyUnreadMessages } from '../../../components/coaching/api/planning-thread';
import { UnreadBadge } from '../../../components/coaching/components/unread-badge';
import '../my-plannings.css';
import { routes } from '../../../lib/paths';

const LiftMaxesPanel = lazy(() => import('../components/lift-maxes-panel').then((module) => ({ default: module.LiftMaxesPanel })));
const PlanningHistory = lazy(() => import('../components/planning-history').then((module) => ({ default: module.PlanningHistory })));
// Decision 159: her thread with her coach, its own chunk, opened from the "Mensajes" button (so it never pushes today's session down).
const PlanningThread = lazy(() => import('../../../components/coaching').then((module) => ({ default: module.PlanningThread })));
const StartChooser = lazy(() => import('../components/start-chooser').then((module) => ({ default: module.StartChooser })));

function PlanView({ planningId, viewer }: { planningId: string; viewer: string }) {
  // ?semana=N opens that week (the coach's preview opens on the week she edits); else the current one.
  const [search] = useSearchParams();
  const asked = Number.parseInt(search.get('semana') ?? '', 10);
  const [weekNumber, setWeekNumber] = useState<number | null>(Number.isInteger(asked) && asked >= 1 ? asked : null);
  const week = usePlanningWeek(viewer, planningId, weekNumber, true);
  if (week.isPending) return <PlanStatus label="Cargando tu semana…" />;
  if (week.error) return <PlanError error={week.error} onRetry={() => void week.refetch()} />;
  const view = week.data;
  if (view.releasedWeeks === 0) {
    return (
      <p className="week-plan__empty">
        {view.nextReleaseDate ? weekReleaseLine(1, view.nextReleaseDate) : `${weekLine(view.planning)}: la semana 1 se habilita ese día.`}
      </p>
    );
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
  useResultSync(viewer);
  useEffect(registerMemberApp, []);
  const queryClient = useQueryClient();
  const training = planning !== undefined && planning.status === 'ACTIVE' && !planning.startPending;
  const talking = planning !== undefined && planning.status === 'ACTIVE';
  const unread =
    useMyUnreadMessages(viewer, talking && navigator.onLine).data?.find((entry) => entry.planningId === planningId)?.unread ?? 0;
  const [threadOpen, setThreadOpen] = useState(false);
  useEffect(() => {
    // After the plan's first paint, online: her records and progress kept for Mis marcas offline.
    if (training && navigator.onLine) void keepRecordsForOffline(queryClient, viewer, planningId).catch(() => undefined);
  }, [training, queryClient, viewer, planningId]);

  let body;
  if (plannings.isPending) body = <PlanStatus label="Cargando tu planificación…" />;
  else if (plannings.error) body = <PlanError error={plannings.error} onRetry={() => void plannings.refetch()} />;
  else if (!planning) {
    body = session.user?.isAdmin ? (
      <PlanView planningId={planningId} viewer={viewer} />
    ) : (
      <p className="my-plannings__empty">
        Esta planificación no está entre las tuyas. <Link to={routes.planning.to({ planningId })}>Conocela</Link> o mirá{' '}
        <Link to={routes.myPlannings.to()}>tus planificaciones</Link>.
      </p>
    );
  } else if (planning.status !== 'ACTIVE') body = <PlanningHistory planning={planning} viewer={viewer} />;
  else if (planning.startPending) body = <StartChooser planning={planning} viewer={viewer} />;
  else body = <PlanView planningId={planningId} viewer={viewer} />;

  return (
    <GymToolsProvider>
      <div className="member-planning container">
        <OfflineBanner />
        <p className="member-planning__back">
          <Link to={routes.myPlannings.to()}>← Mis planificaciones</Link>
          {planning || session.user?.isAdmin ? (
            <a className="member-planning__marks" href={`#${LIFT_MAXES_ANCHOR}`}>
              <i className="pi pi-chart-bar" aria-hidden="true" /> Mis marcas
            </a>
          ) : null}
          {talking ? (
            <button
              type="button"
              className="member-planning__talk"
              aria-expanded={threadOpen}
              onClick={() => setThreadOpen((open) => !open)}
              data-testid="open-planning-thread"
            >
              <i className="pi pi-comments" aria-hidden="true" /> Mensajes <UnreadBadge count={unread} />
            </button>
          ) : null}
        </p>
        <h1>{planning?.name ?? 'Mi planificación'}</h1>
        {talking && threadOpen ? (
          <Suspense fallback={<PlanStatus label="Cargando los mensajes…" />}>
            <PlanningThread owner={viewer} planningId={planningId} userId={null} viewerIs="MEMBER" />
          </Suspense>
        ) : null}
        {planning && (planning.status !== 'ACTIVE' || planning.startPending) ? (
          <p className="member-planning__line">{weekLine(planning)}</p>
        ) : null}
        <Suspense fallback={<PlanStatus label="Cargando…" />}>{body}</Suspense>
        {training ? (
          <p className="member-planning__check-in">
            ¿Cómo llegás hoy? <Link to={routes.myCheckIns.to()}>Hacé tu check-in</Link> para tu coach.
          </p>
        ) : null}
        {planning || session.user?.isAdmin ? (
          <Suspense fallback={null}>
            <LiftMaxesPanel viewer={viewer} />
          </Suspense>
        ) : null}
        {training ? <GymToolsButton /> : null}
      </div>
    </GymToolsProvider>
  );
}
