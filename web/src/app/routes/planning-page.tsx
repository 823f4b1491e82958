// One planning: what it is, for whom, how buying and starting it works (the stepper, with the step
// the visitor or buyer is at), how its weeks are organised (phases), the competitions it prepares
// for and how the phases line up with them, who programs it, and its price with the buy button.
import { useParams } from 'react-router-dom';
import { NotFoundRedirect } from '../../components/not-found-redirect';
import { PageStatus } from '../../components/page-status';
import { QueryErrorMessage } from '../../components/query-error-message';
import { usePageTitle } from '../../lib/page-title';
import { formatWeeks } from '../../lib/format';
import {
  CoachProfile,
  ItemDescription,
  ItemHeader,
  PurchasePanel,
  useItem,
} from '../../features/catalog';
import { useHasBillingAddress } from '../../features/billing';
import { PlanningCompetitions, PlanningPhases, PurchaseStepper } from '../../features/plannings';
import { isApiError } from '../../lib/api-client';

export default function PlanningPage() {
  const { planningId = '' } = useParams();
  const { data: planning, isPending, error, refetch } = useItem(planningId);
  usePageTitle(planning?.type === 'PLANNING' ? planning.name : 'Planificación');
  const hasBillingAddress = useHasBillingAddress();
  if (isPending) return <PageStatus label="Cargando la planificación…" />;
  if (error) {
    if (isApiError(error, 'NotFound')) return <NotFoundRedirect />;
    return (
      <div className="container">
        <QueryErrorMessage error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (planning.type !== 'PLANNING') return <NotFoundRedirect />;

  return (
    <article className="item-page container" data-item-id={planning.id}>
      <ItemHeader
        kind="Planificación"
        name={planning.name}
        summary={planning.summary}
        imageSource={planning.imageSource}
        facts={[
          { label: 'Programa', value: planning.coachName },
          { label: 'Nivel', value: planning.level },
          ...(planning.durationWeeks ? [{ label: 'Duración', value: formatWeeks(planning.durationWeeks) }] : []),
        ]}
      />
      <div className="item-page__layout">
        <PurchasePanel
          item={planning}
          buyLabel="Comprar planificación"
          notes={['Te damos de alta en la planificación al aprobarse el pago']}
        />
        <div className="item-page__main">
          <PurchaseStepper planningId={planning.id} hasBillingAddress={hasBillingAddress} />
          <section className="planning-section" aria-labelledby="planning-about-title">
            <h2 id="planning-about-title">De qué se trata</h2>
            <ItemDescription
              description={planning.description}
              highlights={planning.highlights}
              highlightsTitle="Qué incluye"
            />
          </section>
          {planning.phases.length > 0 ? (
            <PlanningPhases phases={planning.phases} durationWeeks={planning.durationWeeks} />
          ) : null}
          {planning.competitions.length > 0 ? (
            <PlanningCompetitions
              competitions={planning.competitions}
              phases={planning.phases}
              durationWeeks={planning.durationWeeks}
            />
          ) : null}
          <section className="planning-section" aria-labelledby="planning-coach-title">
            <h2 id="planning-coach-title">Quién la programa</h2>
            <CoachProfile name={planning.coachName} bio={planning.coachBio} />
          </section>
        </div>
      </div>
    </article>
  );
}
