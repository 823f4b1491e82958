// /my-plannings/records — "Mis marcas": the member's working maxes (editable), per lift her records (the
// best for 1, 3 and 5 reps, the estimated 1RM over time on a chart) and per planning she trains
// her weeks (sessions done against prescribed, kilos lifted). Charts load on their own, after the
// numbers (which screen readers read from a table). Results logged offline are sent when it opens
// and when the connection returns, as on the plan's page.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LiftRecordCard, PlanningProgressView } from '../../../components/training-records';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useMyPlannings, type MyPlanning } from '../api/my-plannings';
import { useLiftRecords, useProgress } from '../api/records';
import type { ViewerKey } from '../api/keys';
import { LiftMaxesPanel } from '../components/lift-maxes-panel';
import { PlanError, PlanStatus } from '../components/plan-status';
import { OfflineBanner } from '../offline/offline-banner';
import { registerMemberApp } from '../offline/register-member-app';
import { useResultSync } from '../offline/use-queued-results';
import '../my-plannings.css';
import '../results.css';
import { routes } from '../../../lib/paths';

function PlanningProgress({ viewer, planning }: { viewer: ViewerKey; planning: MyPlanning }) {
  const progress = useProgress(viewer, planning.planningId);
  if (progress.isPending) return <PlanStatus label="Cargando tu progreso…" />;
  if (progress.error) return <PlanError error={progress.error} onRetry={() => void progress.refetch()} />;
  return <PlanningProgressView planningId={planning.planningId} name={planning.name} weeks={progress.data.weeks} whose="own" />;
}

export default function RecordsPage() {
  usePageTitle('Mis marcas');
  const session = useSession();
  const viewer = session.user?.id ?? 'visitor';
  // Opening the app on Mis marcas sends what she logged offline too (her records then count it).
  useResultSync(viewer);
  useEffect(registerMemberApp, []);
  const records = useLiftRecords(viewer);
  const plannings = useMyPlannings(viewer);
  const training = (plannings.data ?? []).filter((planning) => planning.status === 'ACTIVE' && !planning.startPending);
  return (
    <div className="records-page container">
      <OfflineBanner />
      <p className="member-planning__back">
        <Link to={routes.myPlannings.to()}>← Mis planificaciones</Link>
      </p>
      <h1>Mis marcas</h1>
      <LiftMaxesPanel viewer={viewer} showRecordsLink={false} />
      <section aria-labelledby="records-title" className="records-page__section">
        <h2 id="records-title">Mis récords</h2>
        {records.isPending ? <PlanStatus label="Cargando tus récords…" /> : null}
        {records.error ? <PlanError error={records.error} onRetry={() => void records.refetch()} /> : null}
        {records.data?.length === 0 ? (
          <p className="records-page__empty">Cuando registres series o cargues un máximo, tus récords aparecen acá.</p>
        ) : null}
        <div className="records-page__lifts">
          {records.data?.map((record) => (
            <LiftRecordCard key={record.liftId} record={record} />
          ))}
        </div>
      </section>
      {training.length > 0 ? (
        <section aria-labelledby="progress-title" className="records-page__section">
          <h2 id="progress-title">Mi progreso</h2>
          {training.map((planning) => (
            <PlanningProgress key={planning.planningId} viewer={viewer} planning={planning} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
