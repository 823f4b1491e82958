// One planning: what it is, for whom, how buying and starting it works (the stepper, with the step
// the visitor or buyer is at), how its weeks are organised (phases), the competitions it prepares
// for and how the phases line up with them, who programs it, and its price with the buy button —
// or, sold by the month (issue 39), "$ X por mes" with "Suscribirme" (alone when it is sold by the
// month only).
import { useParams } from 'react-router';
import { formatWeeks } from '../../lib/format';
import { useHasBillingAddress } from '../../features/billing';
import { CoachProfile, ItemDescription, ItemPageShell } from '../../features/catalogue';
import { PlanningCompetitions, PlanningPhases, PurchaseStepper } from '../../features/plannings';
import { MonthlyOffer, soldMonthly, usePlanningOffer } from '../../features/subscriptions';
import { useItemPreview } from '../../lib/item-preview';
import { PurchasePanel } from '../purchase-panel';

export default function PlanningPage() {
  const { planningId = '' } = useParams();
  const hasBillingAddress = useHasBillingAddress();
  const offer = usePlanningOffer(planningId).data;
  const preview = Boolean(useItemPreview());
  const monthly = soldMonthly(offer) ? offer : null;
  return (
    <ItemPageShell
      itemId={planningId}
      type="PLANNING"
      kind="Planificación"
      loadingLabel="Cargando la planificación…"
      facts={(planning) => [
        { label: 'Programa', value: planning.coachName },
        { label: 'Nivel', value: planning.level },
        ...(planning.durationWeeks ? [{ label: 'Duración', value: formatWeeks(planning.durationWeeks) }] : []),
      ]}
      purchase={(planning) => (
        <PurchasePanel
          item={planning}
          buyLabel="Comprar planificación"
          notes={['Te damos de alta en la planificación al aprobarse el pago']}
          soldOnce={monthly?.sale !== 'MONTHLY'}
          monthly={
            monthly ? <MonthlyOffer planningId={planning.id} offer={monthly} alsoOnce={monthly.sale === 'BOTH'} preview={preview} /> : null
          }
        />
      )}
    >
      {(planning) => (
        <>
          <PurchaseStepper planningId={planning.id} hasBillingAddress={hasBillingAddress} />
          <section className="planning-section" aria-labelledby="planning-about-title">
            <h2 id="planning-about-title">De qué se trata</h2>
            <ItemDescription description={planning.description} highlights={planning.highlights} highlightsTitle="Qué incluye" />
          </section>
          {planning.phases.length > 0 ? <PlanningPhases phases={planning.phases} durationWeeks={planning.durationWeeks} /> : null}
          {planning.competitions.length > 0 ? (
            <PlanningCompetitions competitions={planning.competitions} phases={planning.phases} durationWeeks={planning.durationWeeks} />
          ) : null}
          <section className="planning-section" aria-labelledby="planning-coach-title">
            <h2 id="planning-coach-title">Quién la programa</h2>
            <CoachProfile name={planning.coachName} bio={planning.coachBio} />
          </section>
        </>
      )}
    </ItemPageShell>
  );
}
