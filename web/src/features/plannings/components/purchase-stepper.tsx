// How buying and starting a planning works, step by step, with the step this person is at
// highlighted (aria-current="step"): a nav > ol > li of plain text (no links), because the steps
// are read-only: the stepper explains, the buy button and the pages it leads to do. Its layout is
// the store's CSS (plannings.css), inlined in the published page, instead of PrimeReact's Steps,
// whose layout came only with the styles it injects when it mounts.
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { useHasBoughtPlanning } from '../api/my-planning-purchase';
import { activeStepIndex, journeyStage, PURCHASE_STEPS, type JourneyStage } from '../domain/purchase-journey';
import { Icon } from '../../../components/icon';
import { routes, signInPath } from '../../../lib/paths';

function StageNote({ stage, planningId }: { stage: JourneyStage; planningId: string }) {
  switch (stage.kind) {
    case 'unknown':
      return <p className="purchase-stepper__note">Fijándonos en qué paso estás…</p>;
    case 'visitor':
      return (
        <p className="purchase-stepper__note">
          Si es la que buscás, <Link to={routes.signUp.to()}>creá tu cuenta</Link> o{' '}
          <Link to={signInPath(routes.planning.to({ planningId }))}>ingresá</Link> para comprarla.
        </p>
      );
    case 'needs-billing':
      return <p className="purchase-stepper__note">Ya tenés cuenta: al comprar te pedimos tus datos de facturación.</p>;
    case 'ready-to-pay':
      return <p className="purchase-stepper__note">Tus datos de facturación están listos: solo falta pagar con Mercado Pago.</p>;
    case 'bought':
      return (
        <p className="purchase-stepper__note purchase-stepper__note--done">
          <strong>Ya la compraste.</strong> <Link to={routes.memberPlanning.to({ planningId })}>Empezá tu primera semana</Link> en Mis
          planificaciones (tu compra está en <Link to={routes.myOrders.to()}>Mis compras</Link>).
        </p>
      );
  }
}

/**
 * `hasBillingAddress` comes from the billing feature (the page composes both): undefined while
 * unknown or for a visitor.
 */
export function PurchaseStepper({ planningId, hasBillingAddress }: { planningId: string; hasBillingAddress: boolean | undefined }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const bought = useHasBoughtPlanning(planningId, signedIn);
  const stage = journeyStage({
    session: session.status,
    hasBillingAddress,
    hasBoughtPlanning: bought.data,
  });
  const activeIndex = activeStepIndex(stage);

  return (
    <section className="planning-section purchase-stepper" aria-labelledby="purchase-steps-title">
      <h2 id="purchase-steps-title">Cómo la comprás y empezás</h2>
      <nav className="purchase-steps" aria-label="Pasos para comprar y empezar" data-testid="purchase-steps" data-stage={stage.kind}>
        <ol className="purchase-steps__list">
          {PURCHASE_STEPS.map((label, index) => {
            const state = index === activeIndex ? 'current' : activeIndex >= 0 && index < activeIndex ? 'done' : 'todo';
            return (
              <li key={label} className="purchase-steps__item">
                <span
                  className={`purchase-step purchase-step--${state}`}
                  aria-current={state === 'current' ? 'step' : undefined}
                  data-step-state={state}
                >
                  <span className="purchase-step__number" aria-hidden="true">
                    {state === 'done' ? <Icon name="check" /> : index + 1}
                  </span>
                  <span className="purchase-step__label">
                    <span className="visually-hidden">{`Paso ${index + 1}: `}</span>
                    {label}
                    {state === 'done' ? <span className="visually-hidden"> (hecho)</span> : null}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <StageNote stage={stage} planningId={planningId} />
    </section>
  );
}
