// One member as the coach follows her in a planning: her records and her log, newest first, each
// result with its thread to comment on.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formatStoreDate, formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import { ResultThread, useCoachMemberLog, useCoachPlanningView } from '../../../components/coaching';
import { formatResult, liftName } from '../../../lib/plan-text';
import { AdminLayout } from '../components/admin-layout';
import { attentionText, percentText } from '../lib/coaching-labels';
import '../coaching.css';
import { adminCoachingPath } from '../../../lib/paths';

export default function AdminCoachingMemberPage() {
  const { planningId = '', userId = '' } = useParams();
  const view = useCoachPlanningView(planningId);
  const log = useCoachMemberLog(planningId, userId);
  const [open, setOpen] = useState<string | null>(null);
  const member = view.data?.members.find((candidate) => candidate.userId === userId);
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
      {log.isPending ? <p className="plan-status">Cargando su registro…</p> : null}
      {log.error ? <Message severity="error" text={log.error.message} /> : null}
      {log.data ? (
        <>
          <section aria-labelledby="coach-records-title">
            <h2 id="coach-records-title">Marcas (1RM)</h2>
            {log.data.memberLiftMaxes.length === 0 ? (
              <p>Todavía no cargó marcas.</p>
            ) : (
              <table className="coach-table" data-testid="coach-records">
                <thead>
                  <tr>
                    <th scope="col">Ejercicio</th>
                    <th scope="col">1RM</th>
                    <th scope="col">Actualizada</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.memberLiftMaxes.map((max) => (
                    <tr key={max.lift}>
                      <th scope="row" data-label="Ejercicio">
                        {liftName(max.lift)}
                      </th>
                      <td data-label="1RM">{max.kg.toLocaleString('es-AR')} kg</td>
                      <td data-label="Actualizada">{formatStoreDate(new Date(max.updatedAt))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="coach-log-title">
            <h2 id="coach-log-title">Registro</h2>
            {log.data.memberResults.length === 0 ? <p>Todavía no registró resultados en esta planificación.</p> : null}
            <ol className="coach-feed__list" data-testid="coach-log">
              {log.data.memberResults.map((result) => (
                <li key={result.id} className="coach-feed__entry" data-result-id={result.id}>
                  <p className="coach-feed__what">
                    <strong>{result.sessionTitle}</strong> (semana {result.weekNumber}): {formatResult(result)}
                  </p>
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
