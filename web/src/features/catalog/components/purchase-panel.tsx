// The price and the buy button of an item page. Buying goes to /checkout/{id}; the checkout
// route's guard sends a visitor to sign in first and back here after. A course the person already
// owns shows "Ya es tuyo" and the way in instead: the store never invites buying it again.
// In an admin's preview the button looks as a visitor will see it but buys nothing (a draft cannot
// be bought; checkout would refuse it).
import { Link } from 'react-router-dom';
import { useItemPreview } from '../../../lib/item-preview';
import { maxInstallments, storeName } from '../../../lib/store-config';
import { useOwnsCourse } from '../api/owned-course';
import type { Seller } from '../../../generated/graphql';
import type { PricedItem } from '../offer-view';
import { sellerDisplayName } from '../seller';
import { ItemPrice } from './item-price';

export function PurchasePanel({
  item,
  buyLabel,
  notes,
}: {
  item: PricedItem & { id: string; name: string; seller: Seller };
  buyLabel: string;
  notes: string[];
}) {
  const owned = useOwnsCourse(item.id);
  const preview = useItemPreview();
  const instalments = maxInstallments();
  if (owned && !preview) {
    return (
      <aside className="purchase-panel purchase-panel--owned" aria-labelledby="purchase-panel-title" data-testid="owned-panel">
        <h2 id="purchase-panel-title">Ya es tuyo</h2>
        <p>Compraste este curso: todas sus clases están disponibles para vos.</p>
        <Link className="p-button p-component purchase-panel__buy" to={`/lessons/${item.id}`} data-testid="go-to-course">
          <span className="pi pi-play" aria-hidden="true" />
          <span className="p-button-label">Ir al curso</span>
        </Link>
      </aside>
    );
  }
  return (
    <aside className="purchase-panel" aria-labelledby="purchase-panel-title">
      <h2 id="purchase-panel-title" className="visually-hidden">
        Precio y compra
      </h2>
      <ItemPrice item={item} size="page" />
      {preview ? (
        <>
          <span className="p-button p-component p-disabled purchase-panel__buy" aria-disabled="true" aria-describedby="preview-buy-note">
            <span className="pi pi-shopping-cart" aria-hidden="true" />
            <span className="p-button-label">{buyLabel}</span>
          </span>
          <p className="purchase-panel__preview-note" id="preview-buy-note">
            En la vista previa el botón no compra: así se verá en la tienda.
          </p>
        </>
      ) : (
        <Link className="p-button p-component purchase-panel__buy" to={`/checkout/${item.id}`} data-testid="buy-link">
          <span className="pi pi-shopping-cart" aria-hidden="true" />
          <span className="p-button-label">{buyLabel}</span>
        </Link>
      )}
      <ul className="purchase-panel__notes">
        <li>Vende: {sellerDisplayName(item.seller, storeName())}</li>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
        <li>Pagás con Mercado Pago, en pesos argentinos.</li>
        {instalments > 1 ? <li data-testid="instalments">Hasta {instalments} cuotas con Mercado Pago</li> : null}
      </ul>
    </aside>
  );
}
