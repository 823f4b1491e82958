// One member as the coach follows her in a planning: her records (typed maxes, estimated 1RM and
// rep-max PRs, each lift on a chart), her weeks' progress and volume, and her log, newest first,
// every set's kilos, each result with its thread to comment on; above them, her thread with the
// coach (decision 159) and her check-ins (decision 160).
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formatStoreDateTime, toStoreDate } from '../../../../../functions/domain/store-clock';
import {
  PlanningThread,
  ResultSummary,
  ResultThread,
  useCoachMember,
  useCoachMemberCheckIns,
  useCoachMemberLog,
  useCoachMemberRecords,
} from '../../../components/coaching';
import { checkInDayName, checkInValuesText } from '../../../components/check-ins/check-in-text';
import { LiftRecordCard, PlanningProgressView } from '../../../components/training-records';
import { AdminLayout } from '../components/admin-layout';
import { attentionText, percentText } from '../lib/coaching-labels';
import '../coaching.css';
import { adminCoachingPath } from '../../../lib/paths';

/** Her records per lift (typed maxes and estimates apart, dated PRs, a chart each) and her weeks' progress. */
function MemberRecords(props: { planningId: string; userId: string; planningName: string }) {
  const records = useCoachMemberRecords(props.planningId, props.userId);
  if (records.isPending) return <p className="plan-status">Cargando sus récords…</p>;
  if (records.error) return <Message severity="error" text={records.error.message} />;
  const lifts = records.data.memberLiftRecords;
  return (
    <>
      <section aria-labelledby="coach-records-title" data-testid="coach-records">
        <h2 id="coach-records-title">Récords y máximos</h2>
        {lifts.length === 0 ? <p>Todavía no cargó máximos ni registró series.</p> : null}
        <div className="coach-records">
          {lifts.map((record) => (
            <LiftRecordCard key={record.liftId} record={record} />
          ))}
        </div>
      </section>
      <section aria-labelledby="coach-progress-title">
        <h2 id="coach-progress-title">Progreso</h2>
        <PlanningProgressView
          planningId={props.planningId}
          name={props.planningName}
          weeks={records.data.memberProgress.weeks}
          whose="member"
        />
      </section>
    </>
  );
}

/** Her check-ins of the last 28 days, newest first (she gives them only if she wants, issue 40). */
function MemberCheckIns({ planningId, userId }: { planningId: string; userId: string }) {
  const checkIns = useCoachMemberCheckIns(planningId, userId);
  const today = toStoreDate(new Date());
  return (
    <section aria-labelledby="coach-check-ins-title" data-testid="coach-check-ins">
      <h2 id="coach-check-ins-title">Check-ins (últimos 28 días)</h2>
      {checkIns.isPending ? <p className="plan-status">Cargando sus check-ins…</p> : null}
      {checkIns.error ? <Message severity="error" text={checkIns.error.message} /> : null}
      {checkIns.data?.length === 0 ? <p>No hizo check-ins en estos días (son opcionales).</p> : null}
      <ul className="coach-check-ins">
        {[...(checkIns.data ?? [])].reverse().map((entry) => (
          <li key={entry.day}>
            <strong>{checkInDayName(entry.day, today)}</strong> {checkInValuesText(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminCoachingMemberPage() {
  const { planningId = '', userId = '' } = useParams();
  const view = useCoachMember(planningId, userId);
  const log = useCoachMemberLog(planningId, userId);
  const [open, setOpen] = useState<string | null>(null);
  const member = view.data?.members[0];
  const title = member ? `${member.firstName} ${member.lastName}` : 'Miembro';
  return (
    <AdminLayout title={title}>
      <p>
        <Link to={adminCoachingPath(planningId)}>← Volver a {view.data?.name ?? 'la planificación'}</Link>
      </p>
      {member ? (
        <dl className="coach-facts">
          <div>
            <dt>Semana</dt>
            <dd>{member.currentWeek ?? '—'}</dd>
          </div>
          <div>
            <dt>Cumplimiento 7 días</dt>
            <dd>{percentText(member.compliance7)}</dd>
          </div>
          <div>
            <dt>Cumplimiento 30 días</dt>
            <dd>{percentText(member.compliance30)}</dd>
          </div>
          {member.attention.length > 0 ? (
            <div>
              <dt>Necesita atención</dt>
              <dd>{member.attention.map((reason) => attentionText(reason, member)).join(' · ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {/* Decision 159: her thread with the coach, above her records (what she asked first). */}
      <PlanningThread owner={userId} planningId={planningId} userId={userId} viewerIs="COACH" />
      <MemberCheckIns planningId={planningId} userId={userId} />
      <MemberRecords planningId={planningId} userId={userId} planningName={view.data?.name ?? ''} />
      {log.isPending ? <p className="plan-status">Cargando su registro…</p> : null}
      {log.error ? <Message severity="error" text={log.error.message} /> : null}
      {log.data ? (
        <>
          <section aria-labelledby="coach-log-title">
            <h2 id="coach-log-title">Registro</h2>
            {log.data.memberResults.length === 0 ? <p>Todavía no registró resultados en esta planificación.</p> : null}
            <ol className="coach-feed__list" data-testid="coach-log">
              {log.data.memberResults.map((result) => (
                <li key={result.id} className="coach-feed__entry" data-result-id={result.id}>
                  <ResultSummary result={result} />
                  {result.notes ? <p className="coach-feed__notes">“{result.notes}”</p> : null}
                  <p className="coach-feed__when">{formatStoreDateTime(result.loggedAt)}</p>
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-comments"
                    label={open === result.id ? 'Cerrar comentarios' : 'Comentarios'}
                    aria-expanded={open === result.id}
                    onClick={() => setOpen((current) => (current === result.id ? null : result.id))}
                  />
                  {open === result.id ? (
                    <ResultThread result={{ planningId, sessionId: result.sessionId, resultId: result.id, userId }} />
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </AdminLayout>
  );
}
