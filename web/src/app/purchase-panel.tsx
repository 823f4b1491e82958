// The price and the buy button of an item page (app/: it brings together the catalogue, the
// member's plannings and the orders, which never import each other). Buying goes to /checkout/{id}; the checkout
// route's guard sends a visitor to sign in first and back here after. A course the person already
// owns shows "Ya es tuyo" and the way in instead: the store never invites buying it again. A
// planning the person is an active member of shows the way in and "Renovar" (a renewal extends the
// membership from its end date). A payment of the item still pending at Mercado Pago (a cash
// ticket not yet paid) shows that it is in process and the way to it, never a second invitation to
// buy. Like ownership, this is known only after the page is live (a published page is the same for
// everyone): the panel keeps the buy box's place, so the page below does not move. In an admin's preview the button looks as a visitor will see it
// but buys nothing (a draft cannot be bought; checkout would refuse it). A planning sold by the
// month (issue 39) brings its monthly section (`monthly`): after the one-off price when it is sold
// both ways, alone when it is sold by the month only (`soldOnce` false: no one-off price, no
// "Renovar", which would be a one-off purchase the store refuses).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../functions/domain/store-clock';
import { useItemPreview } from '../lib/item-preview';
import { maxInstallments, storeName } from '../lib/store-config';
import { useActiveMembership } from '../features/my-plannings';
import { PendingOrderPanel, usePendingOrderOf } from '../features/orders';
import type { Seller } from '../generated/graphql';
import { ItemPrice, sellerDisplayName, useOwnsCourse, type PricedItem } from '../features/catalogue';
import { Icon } from '../components/icon';
import { INSTALMENTS_INTEREST_NOTE } from '../lib/instalments';
import { routes } from '../lib/paths';

export function PurchasePanel({
  item,
  buyLabel,
  notes,
  monthly = null,
  soldOnce = true,
}: {
  item: PricedItem & { id: string; name: string; seller: Seller };
  buyLabel: string;
  notes: string[];
  /** The monthly offer's section (features/subscriptions), when the planning is sold by the month. */
  monthly?: ReactNode;
  /** False when the planning is sold by the month only. */
  soldOnce?: boolean;
}) {
  const owned = useOwnsCourse(item.id);
  const preview = useItemPreview();
  const membership = useActiveMembership(item.id);
  const pendingOrder = usePendingOrderOf(item.id).data;
  if (owned && !preview) {
    return (
      <aside className="purchase-panel purchase-panel--owned" aria-labelledby="purchase-panel-title" data-testid="owned-panel">
        <h2 id="purchase-panel-title">Ya es tuyo</h2>
        <p>Compraste este curso: todas sus clases están disponibles para vos.</p>
        <Link
          className="p-button p-component purchase-panel__buy"
          to={routes.courseLessons.to({ courseId: item.id })}
          data-testid="go-to-course"
        >
          <Icon name="play" />
          <span className="p-button-label">Ir al curso</span>
        </Link>
      </aside>
    );
  }
  if (pendingOrder && !preview) {
    return (
      <aside className="purchase-panel purchase-panel--pending" aria-label="Precio y compra">
        <PendingOrderPanel order={pendingOrder} compact />
      </aside>
    );
  }
  if (membership && !preview) {
    return (
      <aside className="purchase-panel purchase-panel--owned" aria-labelledby="purchase-panel-title" data-testid="member-panel">
        <h2 id="purchase-panel-title">Ya es tuya</h2>
        <p>Tu planificación está activa hasta el {formatCalendarDate(membership.endDate)}.</p>
        <Link
          className="p-button p-component purchase-panel__buy"
          to={routes.memberPlanning.to({ planningId: item.id })}
          data-testid="go-to-planning"
        >
          <Icon name="play" />
          <span className="p-button-label">Ir a mi planificación</span>
        </Link>
        {soldOnce ? (
          <>
            <ItemPrice item={item} size="page" />
            <Link
              className="p-button p-component p-button-outlined purchase-panel__buy"
              to={routes.checkout.to({ id: item.id })}
              data-testid="renew-link"
            >
              <Icon name="refresh" />
              <span className="p-button-label">Renovar</span>
            </Link>
            <p className="purchase-panel__renew-note">Renovar suma un nuevo período desde el {formatCalendarDate(membership.endDate)}.</p>
          </>
        ) : null}
        {monthly ? (
          <p className="purchase-panel__renew-note">
            Tu suscripción mensual, en <Link to={routes.mySubscriptions.to()}>Mis suscripciones</Link>.
          </p>
        ) : null}
      </aside>
    );
  }
  return (
    <aside className="purchase-panel" aria-labelledby="purchase-panel-title">
      <h2 id="purchase-panel-title" className="visually-hidden">
        Precio y compra
      </h2>
      {soldOnce ? <OnceOffer item={item} buyLabel={buyLabel} notes={notes} preview={Boolean(preview)} /> : null}
      {monthly}
      {soldOnce ? null : (
        <ul className="purchase-panel__notes">
          <li>Vende: {sellerDisplayName(item.seller, storeName())}</li>
          <li>Pagás con Mercado Pago, en pesos argentinos.</li>
        </ul>
      )}
    </aside>
  );
}

function OnceOffer({
  item,
  buyLabel,
  notes,
  preview,
}: {
  item: PricedItem & { id: string; seller: Seller };
  buyLabel: string;
  notes: string[];
  preview: boolean;
}) {
  const instalments = maxInstallments();
  return (
    <>
      <ItemPrice item={item} size="page" />
      {preview ? (
        <>
          <span className="p-button p-component p-disabled purchase-panel__buy" aria-disabled="true" aria-describedby="preview-buy-note">
            <Icon name="shopping-cart" />
            <span className="p-button-label">{buyLabel}</span>
          </span>
          <p className="purchase-panel__preview-note" id="preview-buy-note">
            En la vista previa el botón no compra: así se verá en la tienda.
          </p>
        </>
      ) : (
        <Link className="p-button p-component purchase-panel__buy" to={routes.checkout.to({ id: item.id })} data-testid="buy-link">
          <Icon name="shopping-cart" />
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
        {instalments > 1 ? <li>{INSTALMENTS_INTEREST_NOTE}</li> : null}
      </ul>
    </>
  );
}
