// An ended membership: the member's results, read-only, and "Renovar" (buying again extends from
// the end date, or starts a new period once it has ended).
import { Link } from 'react-router';
import { formatCalendarDate, formatStoreDate } from '../../../../../functions/domain/store-clock';
import type { MyPlanning } from '../api/my-plannings';
import { usePlanningHistory } from '../api/results';
import type { ViewerKey } from '../api/keys';
import { formatResult } from '../../../lib/plan-text';
import { PlanError, PlanStatus } from './plan-status';
import { routes } from '../../../lib/paths';

export function PlanningHistory({ planning, viewer }: { planning: MyPlanning; viewer: ViewerKey }) {
  const history = usePlanningHistory(viewer, planning.planningId);
  return (
    <section className="planning-history" aria-labelledby="history-title">
      <div className="renewal-prompt" data-testid="renewal-prompt">
        <p>
          {planning.status === 'INACTIVE'
            ? 'Ya no tenés acceso a esta planificación.'
            : `Tu planificación terminó el ${formatCalendarDate(planning.endDate)}.`}{' '}
          Renovala para seguir entrenando con las próximas semanas.
        </p>
        <Link className="p-button" to={routes.checkout.to({ id: planning.planningId })}>
          <span className="p-button-label">Renovar</span>
        </Link>
      </div>
      <h2 id="history-title">Tu historial</h2>
      {history.isPending ? (
        <PlanStatus label="Cargando tu historial…" />
      ) : history.error ? (
        <PlanError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p>No registraste resultados en esta planificación.</p>
      ) : (
        <ol className="planning-history__list">
          {history.data.map((result) => (
            <li key={result.id}>
              <span className="session-history__date">
                Semana {result.weekNumber} · {formatStoreDate(new Date(result.loggedAt))}
              </span>
              <strong>{result.sessionTitle}</strong>
              <span>{formatResult(result)}</span>
              {result.notes ? <span className="session-history__notes">{result.notes}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
