// /my-records — "Mis marcas": the member's working maxes (editable), per lift her records (the
// best for 1, 3 and 5 reps, the estimated 1RM over time on a chart) and per planning she trains
// her weeks (sessions done against prescribed, kilos lifted). Charts load on their own, after the
// numbers (which screen readers read from a table).
import { Link } from 'react-router';
import { formatNumber } from '../../../../../functions/domain/field-messages';
import { formatCalendarDate, formatStoreDate } from '../../../../../functions/domain/store-clock';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useMyPlannings, type MyPlanning } from '../api/my-plannings';
import { useLiftRecords, useProgress, type LiftRecordsView } from '../api/records';
import type { ViewerKey } from '../api/keys';
import { ChartFigure } from '../components/chart-figure';
import { LiftMaxesPanel } from '../components/lift-maxes-panel';
import { PlanError, PlanStatus } from '../components/plan-status';
import '../my-plannings.css';
import '../results.css';
import { routes } from '../../../lib/paths';

const COLORS = { estimate: '#c2410c', done: '#15803d', volume: '#1d4ed8' };

const seconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);

function LiftRecordCard({ record }: { record: LiftRecordsView }) {
  const estimates = record.history.filter((point) => point.source === 'ESTIMATED' || point.source === 'TYPED');
  const id = `e1rm-${record.liftId.toLowerCase()}`;
  return (
    <article className="lift-record" data-lift-id={record.liftId} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{record.liftName}</h3>
      <dl className="lift-record__numbers">
        <div>
          <dt>Máximo de trabajo</dt>
          <dd>{record.workingMaxKg ? `${formatNumber(record.workingMaxKg)} kg` : '—'}</dd>
        </div>
        {[1, 3, 5].map((reps) => {
          const best = record.repMaxes.find((repMax) => repMax.reps === reps);
          return (
            <div key={reps}>
              <dt>{reps}RM</dt>
              <dd>{best ? `${formatNumber(best.kg)} kg` : '—'}</dd>
            </div>
          );
        })}
      </dl>
      <ChartFigure
        id={id}
        title={`1RM de ${record.liftName} (estimado y cargado), en kg`}
        empty="Registrá series de este levantamiento para ver tu 1RM estimado."
        spec={{
          kind: 'line-over-time',
          unit: 'kg',
          x: estimates.map((point) => seconds(point.at)),
          series: [{ label: '1RM', values: estimates.map((point) => point.kg), color: COLORS.estimate }],
        }}
        table={{
          columns: ['Fecha', '1RM (kg)', 'Origen'],
          rows: estimates.map((point) => [
            formatStoreDate(new Date(point.at)),
            formatNumber(point.kg),
            point.source === 'TYPED' ? 'Cargado en Mis marcas' : `Estimado de ${point.reps} × ${formatNumber(point.setKg ?? 0)} kg`,
          ]),
        }}
      />
    </article>
  );
}

function PlanningProgressView({ viewer, planning }: { viewer: ViewerKey; planning: MyPlanning }) {
  const progress = useProgress(viewer, planning.planningId);
  if (progress.isPending) return <PlanStatus label="Cargando tu progreso…" />;
  if (progress.error) return <PlanError error={progress.error} onRetry={() => void progress.refetch()} />;
  const weeks = progress.data.weeks;
  const id = planning.planningId;
  return (
    <section className="planning-progress" aria-labelledby={`progress-${id}`}>
      <h3 id={`progress-${id}`}>{planning.name}</h3>
      <ChartFigure
        id={`compliance-${id}`}
        title="Sesiones hechas sobre las prescriptas, por semana (%)"
        empty="Tu progreso aparece cuando se habilite tu primera semana."
        spec={{
          kind: 'bars-per-week',
          unit: '%',
          x: weeks.map((week) => week.weekNumber),
          series: [
            {
              label: 'Hechas',
              values: weeks.map((week) => (week.prescribedSessions ? Math.round((100 * week.doneSessions) / week.prescribedSessions) : 0)),
              color: COLORS.done,
            },
          ],
        }}
        table={{
          columns: ['Semana', 'Hechas', 'Prescriptas'],
          rows: weeks.map((week) => [
            `Semana ${week.weekNumber} (desde el ${formatCalendarDate(week.startDate)})`,
            String(week.doneSessions),
            String(week.prescribedSessions),
          ]),
        }}
      />
      <ChartFigure
        id={`volume-${id}`}
        title="Volumen por semana (series × repeticiones × kg)"
        empty="Tu volumen aparece cuando registres series."
        spec={{
          kind: 'bars-per-week',
          unit: 'kg',
          x: weeks.map((week) => week.weekNumber),
          series: [{ label: 'Volumen', values: weeks.map((week) => week.volumeKg), color: COLORS.volume }],
        }}
        table={{
          columns: ['Semana', 'Volumen (kg)'],
          rows: weeks.map((week) => [`Semana ${week.weekNumber}`, formatNumber(week.volumeKg)]),
        }}
      />
    </section>
  );
}

export default function RecordsPage() {
  usePageTitle('Mis marcas');
  const session = useSession();
  const viewer = session.user?.id ?? 'visitor';
  const records = useLiftRecords(viewer);
  const plannings = useMyPlannings(viewer);
  const training = (plannings.data ?? []).filter((planning) => planning.status === 'ACTIVE' && !planning.startPending);
  return (
    <div className="records-page container">
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
            <PlanningProgressView key={planning.planningId} viewer={viewer} planning={planning} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
