// An item's price as a buyer should read it today: with a valid offer, the list price struck
// through, the offer price and the offer's last day; otherwise just the price.
import { formatMoney } from '../../../../../functions/domain/money';
import { useRenderNow } from '../../../lib/render-clock';
import { priceViewAt, type PricedItem } from '../offer-view';

export function ItemPrice({ item, now, size = 'card' }: { item: PricedItem; now?: Date; size?: 'card' | 'page' }) {
  const renderNow = useRenderNow();
  const view = priceViewAt(item, now ?? renderNow);
  return (
    <div className={`item-price item-price--${size}`} data-testid="item-price">
      {view.listPrice !== null ? (
        <>
          <span className="item-price__badge">Oferta</span>
          <del className="item-price__list">
            <span className="visually-hidden">Precio anterior: </span>
            {formatMoney(view.listPrice)}
          </del>
        </>
      ) : null}
      <span className="item-price__current">
        {view.listPrice !== null ? <span className="visually-hidden">Precio de oferta: </span> : null}
        {formatMoney(view.price)}
      </span>
      {view.offerLastDay ? <span className="item-price__until">hasta el {view.offerLastDay}</span> : null}
    </div>
  );
}
