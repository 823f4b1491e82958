// The planning page's monthly offer (issue 39), inside its buy box: "$ X por mes", what happens
// each month, and "Suscribirme", which leads to the monthly checkout. In an admin's preview the
// button looks as a visitor will see it but leads nowhere (a draft cannot be subscribed to).
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { formatPerMonth } from '../../../lib/format';
import { routes } from '../../../lib/paths';
import type { PlanningOffer } from '../api/planning-offer';
import { MonthlyTerms } from './monthly-terms';

export function MonthlyOffer({
  planningId,
  offer,
  alsoOnce,
  preview,
}: {
  planningId: string;
  offer: PlanningOffer;
  /** Sold once too: this section comes after the one-off price, as the other way to pay. */
  alsoOnce: boolean;
  preview: boolean;
}) {
  return (
    <section className="monthly-offer" aria-labelledby="monthly-offer-title" data-testid="monthly-offer">
      <h3 id="monthly-offer-title" className="monthly-offer__title">
        {alsoOnce ? 'O suscribite por mes' : 'Suscripción mensual'}
      </h3>
      <p className="monthly-offer__price" data-testid="monthly-price">
        {formatPerMonth(offer.monthlyPrice)}
      </p>
      {preview ? (
        <span className="p-button p-component p-disabled purchase-panel__buy" aria-disabled="true">
          <Icon name="refresh" />
          <span className="p-button-label">Suscribirme</span>
        </span>
      ) : (
        <Link
          className={`p-button p-component purchase-panel__buy${alsoOnce ? ' p-button-outlined' : ''}`}
          to={routes.subscriptionCheckout.to({ id: planningId })}
          data-testid="subscribe-link"
        >
          <Icon name="refresh" />
          <span className="p-button-label">Suscribirme</span>
        </Link>
      )}
      <MonthlyTerms monthlyPrice={offer.monthlyPrice} trialDays={offer.trialDays} className="purchase-panel__notes" />
    </section>
  );
}
