// The price as the server quoted it: list price, the offer if one applies now, the coupon's
// discount and the total the buyer will pay.
import { formatMoney } from '../../../../../functions/domain/money';
import type { QuotePriceQuery } from '../../../generated/graphql';

type Quote = QuotePriceQuery['quotePrice'];

export function PriceSummary({ quote }: { quote: Quote }) {
  const hasOffer = quote.offerPrice !== null && quote.offerPrice !== undefined && quote.offerPrice < quote.listPrice;
  return (
    <dl className="checkout-price" aria-label="Detalle del precio">
      <div className="checkout-price__row">
        <dt>Precio</dt>
        <dd className={hasOffer ? 'checkout-price__struck' : undefined}>{formatMoney(quote.listPrice)}</dd>
      </div>
      {hasOffer ? (
        <div className="checkout-price__row">
          <dt>Precio de oferta</dt>
          <dd>{formatMoney(quote.offerPrice ?? quote.listPrice)}</dd>
        </div>
      ) : null}
      {quote.couponCode ? (
        <div className="checkout-price__row checkout-price__row--discount">
          <dt>Cupón {quote.couponCode}</dt>
          <dd>− {formatMoney(quote.discount)}</dd>
        </div>
      ) : null}
      <div className="checkout-price__row checkout-price__row--total">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{formatMoney(quote.finalPrice)}</dd>
      </div>
    </dl>
  );
}
