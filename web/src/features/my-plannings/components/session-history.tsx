// A session's history for its member: each result in a line, newest first, the records it set
// (named for what they are: "serie más pesada 75 kg"), and her own edit and delete (deleting the last one un-marks the session "Hecha"),
// and her form-check video for the coach (issue 40).
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { formatStoreDate } from '../../../../../functions/domain/store-clock';
import type { PlanSession } from '../api/planning-week';
import { useDeleteSessionResult, useSessionResults, type LoggedResult } from '../api/results';
import type { ViewerKey } from '../api/keys';
import { formatResult } from '../../../lib/plan-text';
import { recordsLine } from '../../../lib/record-text';
import { ResultForm } from './result-form';
import { RecordCelebration } from './record-celebration';
import { FormCheckUpload } from '../../../components/coaching';

function HistoryEntry(props: {
  viewer: ViewerKey;
  planningId: string;
  weekNumber: number;
  session: PlanSession;
  result: LoggedResult;
  canEdit: boolean;
}) {
  const { result } = props;
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm-delete'>('read');
  const [edited, setEdited] = useState<LoggedResult | null>(null);
  const remove = useDeleteSessionResult(props.viewer, props.planningId);
  if (mode === 'edit') {
    return (
      <li>
        <ResultForm
          viewer={props.viewer}
          planningId={props.planningId}
          weekNumber={props.weekNumber}
          session={props.session}
          editing={result}
          onSaved={(saved) => {
            setEdited(saved);
            setMode('read');
          }}
          onCancel={() => setMode('read')}
        />
      </li>
    );
  }
  return (
    <li className="session-history__entry">
      <span className="session-history__date">{formatStoreDate(new Date(result.loggedAt))}</span> <strong>{formatResult(result)}</strong>
      {result.newRecords.length > 0 ? (
        <>
          {' '}
          <Tag className="session-history__pr" value="PR" severity="warning" />{' '}
          <span className="session-history__records">{recordsLine(result.newRecords)}</span>
        </>
      ) : null}
      {result.notes ? <span className="session-history__notes"> — {result.notes}</span> : null}
      {edited ? <RecordCelebration viewer={props.viewer} records={edited.newRecords} /> : null}
      {props.canEdit ? (
        mode === 'confirm-delete' ? (
          <span className="session-history__confirm" role="group" aria-label="Confirmar el borrado">
            ¿Borrar este resultado?
            <Button
              type="button"
              size="small"
              severity="danger"
              label="Sí, borrar"
              loading={remove.isPending}
              onClick={() => remove.mutate({ sessionId: result.sessionId, resultId: result.id }, { onSuccess: () => setMode('read') })}
            />
            <Button type="button" size="small" text label="No" onClick={() => setMode('read')} />
          </span>
        ) : (
          <span className="session-history__tools">
            <Button type="button" size="small" text icon="pi pi-pencil" label="Editar" onClick={() => setMode('edit')} />
            <Button
              type="button"
              size="small"
              text
              severity="danger"
              icon="pi pi-trash"
              label="Borrar"
              onClick={() => setMode('confirm-delete')}
            />
          </span>
        )
      ) : null}
      {remove.error ? <p className="result-form__problem">{remove.error.message}</p> : null}
      {props.canEdit ? (
        <FormCheckUpload result={{ planningId: props.planningId, sessionId: result.sessionId, resultId: result.id }} />
      ) : null}
    </li>
  );
}

export function SessionHistory(props: {
  viewer: ViewerKey;
  planningId: string;
  weekNumber: number;
  session: PlanSession;
  canEdit: boolean;
}) {
  const results = useSessionResults(props.viewer, props.planningId, props.session.id, true);
  if (results.isPending) return <p className="plan-status">Cargando tu historial…</p>;
  if (results.error) return <p className="plan-status">{results.error.message}</p>;
  if (results.data.length === 0) return <p className="session-history__empty">Todavía no registraste resultados de esta sesión.</p>;
  return (
    <ol className="session-history" aria-label="Tu historial de esta sesión">
      {results.data.map((result) => (
        <HistoryEntry key={result.id} {...props} result={result} />
      ))}
    </ol>
  );
}
