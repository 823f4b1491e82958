// /checkout/:id — the summary of the purchase, the price the server quotes (offer, coupon), the
// billing details and the button that creates the order and sends the buyer to Mercado Pago.
// Without billing details the buyer is sent to fill them in first. When the browser's Back button
// returns here from Mercado Pago and the order this page sent is already paid, the page says so,
// with the way in, instead of the payment box. While a payment of this item is pending at Mercado
// Pago (IN_PROCESS, this page's order or an earlier one), the page says it is in process and
// shows the payment box only if the buyer chooses to pay with another method.
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { AppSpinner } from '../../components/app-spinner';
import { useSession } from '../../lib/session/session-context';
import { PaidOrderPanel, PendingOrderPanel, queueOrderForUpdate, useMyOrder, usePendingOrderOf } from '../../features/orders';
import { useUserAddresses } from '../../features/billing';
import { useOwnsCourse } from '../../features/catalogue';
import { useActiveMembership } from '../../features/my-plannings';
import { formatCalendarDate } from '../../../../functions/domain/store-clock';
import { maxInstallments } from '../../lib/store-config';
import {
  BillingAddressSummary,
  CouponField,
  ItemSummary,
  PriceSummary,
  orderErrorMessage,
  priceQuoteQuery,
  rememberSentOrder,
  sentOrderOf,
  useCheckoutItem,
  useCreateOrder,
  usePriceQuote,
  useRememberedCoupon,
} from '../../features/checkout';
import { useApiClientEntry } from '../../lib/use-api-client-entry';
import { isApiError } from '../../lib/api-client';
import { INSTALMENTS_INTEREST_NOTE } from '../../lib/instalments';
import { routes } from '../../lib/paths';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { serverKeys } from '../../lib/server-keys';
import { usePageTitle } from '../../lib/page-title';

export default function CheckoutPage() {
  const { id = '' } = useParams();
  usePageTitle('Finalizá tu compra');
  const apiClient = useApiClientEntry();
  if (apiClient.failed) {
    return <Message severity="error" text="No pudimos conectarnos con la tienda. Recargá la página." />;
  }
  if (!apiClient.ready) return <AppSpinner label="Preparando tu compra…" />;
  // Keyed by item: another item is another checkout, with its own idempotency keys.
  return <Checkout key={id} itemId={id} />;
}

function Checkout({ itemId }: { itemId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const item = useCheckoutItem(itemId);
  const addresses = useUserAddresses();
  // The applied coupon outlives a reload of this checkout (this tab only); the server quotes it
  // again, so one that stopped applying meanwhile shows its reason.
  const [appliedCoupon, setAppliedCoupon] = useRememberedCoupon(itemId);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applyingCoupon, setApplyingCoupon] = useState(false);
  const quote = usePriceQuote(itemId, appliedCoupon);
  const createOrder = useCreateOrder();
  const [leaving, setLeaving] = useState(false);
  const owned = useOwnsCourse(itemId);
  // A running membership: this checkout renews it (extends it from its end date).
  const membership = useActiveMembership(itemId);
  // The order this very page (this history entry) sent to Mercado Pago, if any: the Back button
  // brings the buyer back to it.
  const { key: entryKey } = useLocation();
  const [sentOrderId, setSentOrderId] = useState(() => sentOrderOf(entryKey, itemId));
  const sentOrder = useMyOrder(sentOrderId);
  const refetchSentOrder = sentOrder.refetch;
  // A payment of this item still pending at Mercado Pago (this page's order or an earlier one):
  // the page says so instead of inviting a second payment, unless the buyer chooses another method.
  const pendingOrder = usePendingOrderOf(itemId);
  const [payAnotherWay, setPayAnotherWay] = useState(false);
  // The pending order this page showed, followed after it leaves pending: approved at Mercado Pago
  // meanwhile, the page says "Ya es tuyo" (a reload did; the open page fell back to "Pagar" while
  // the inventory it read before was cached: issue 42, item 5).
  const pendingId = pendingOrder.data?.id ?? null;
  const [shownPendingId, setShownPendingId] = useState<string | null>(null);
  if (pendingId && pendingId !== shownPendingId) setShownPendingId(pendingId);
  const shownPending = useMyOrder(shownPendingId);
  const approvedMeanwhile = shownPending.data?.status === 'APPROVED' ? shownPending.data : null;
  const approvedMeanwhileId = approvedMeanwhile?.id ?? null;
  useEffect(() => {
    if (approvedMeanwhileId) void queryClient.invalidateQueries({ queryKey: serverKeys.inventory() });
  }, [approvedMeanwhileId, queryClient]);

  // One idempotency key per coupon choice for this checkout: a double click or a retry of the
  // same purchase returns the same order; changing the coupon is a different purchase.
  const idempotencyKeys = useRef(new Map<string, string>());
  const keyFor = (coupon: string | null): string => {
    const slot = coupon ?? '';
    let key = idempotencyKeys.current.get(slot);
    if (!key) {
      key = newIdempotencyKey();
      idempotencyKeys.current.set(slot, key);
    }
    return key;
  };

  // Coming back with the browser's back button from Mercado Pago may restore this page as it was
  // left ("redirecting…"): make the button usable again, and ask again whether the order it sent
  // was paid meanwhile.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setLeaving(false);
      if (sentOrderId) void refetchSentOrder();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [sentOrderId, refetchSentOrder]);

  const billingPath = routes.firstBillingDetail.to({ id: itemId });
  // Never the payment box for a purchase already paid (the spinner until its status is known).
  if (sentOrderId && sentOrder.isPending && !leaving) return <AppSpinner label="Revisando tu compra…" />;
  if (sentOrder.data?.status === 'APPROVED') {
    return (
      <div className="checkout-page">
        <PaidOrderPanel order={sentOrder.data} heading="h1" />
      </div>
    );
  }
  if (approvedMeanwhile && approvedMeanwhile.item.type !== 'COURSE') {
    return (
      <div className="checkout-page">
        <PaidOrderPanel order={approvedMeanwhile} heading="h1" />
      </div>
    );
  }
  const ownsIt = owned || Boolean(approvedMeanwhile);
  // A payment pending at Mercado Pago (a cash ticket, a payment in review): never a second
  // invitation to pay. The page moves on by itself: paid, or the payment box again if refused.
  const pending = sentOrder.data?.status === 'IN_PROCESS' ? sentOrder.data : pendingOrder.data;
  if (pendingOrder.isPending && !leaving) return <AppSpinner label="Revisando tu compra…" />;
  if (pending && !payAnotherWay && !ownsIt) {
    // Another method is another purchase (a new order, a fresh checkout): the pending order's own
    // checkout may have expired meanwhile.
    const payAnotherMethod = () => {
      idempotencyKeys.current.clear();
      setPayAnotherWay(true);
    };
    return (
      <div className="checkout-page">
        <PendingOrderPanel order={pending} onPayAnotherWay={payAnotherMethod} />
      </div>
    );
  }
  if (item.error && isApiError(item.error, 'NotFound')) return <Navigate to={routes.notFound.to()} replace />;
  // Only a list the server just confirmed empty sends the buyer to the billing form (a cached
  // empty list may be refetching after an address was saved).
  if (addresses.data && addresses.data.length === 0 && !addresses.isFetching) return <Navigate to={billingPath} replace />;
  if (item.error || addresses.error) {
    return (
      <div className="checkout-page">
        <Message severity="error" text={(item.error ?? addresses.error)?.message ?? ''} />
      </div>
    );
  }
  if (!item.data || !addresses.data || addresses.data.length === 0) return <AppSpinner label="Preparando tu compra…" />;

  const address = addresses.data[0];
  if (ownsIt) {
    // The store never sells an owned course again: the way in instead of the payment box.
    return (
      <div className="checkout-page">
        <h1>Ya es tuyo</h1>
        <div className="checkout-layout">
          <div className="checkout-layout__main">
            <ItemSummary item={item.data} />
          </div>
          <aside className="checkout-card checkout-layout__side" data-testid="checkout-owned">
            <p>Ya compraste este curso: no hace falta pagarlo de nuevo.</p>
            <Link className="p-button p-component" to={routes.courseLessons.to({ courseId: itemId })}>
              <span className="pi pi-play" aria-hidden="true" />
              <span className="p-button-label">Ir al curso</span>
            </Link>
          </aside>
        </div>
      </div>
    );
  }
  const applyCoupon = async (code: string) => {
    setApplyingCoupon(true);
    setCouponError(null);
    createOrder.reset();
    try {
      await queryClient.fetchQuery(priceQuoteQuery(itemId, code));
      setAppliedCoupon(code);
    } catch (error) {
      setCouponError(error instanceof Error ? error.message : 'No pudimos aplicar el cupón.');
    } finally {
      setApplyingCoupon(false);
    }
  };
  const removeCoupon = () => {
    setCouponError(null);
    createOrder.reset();
    setAppliedCoupon(null);
  };

  const pay = () => {
    if (!user || createOrder.isPending || leaving) return;
    createOrder.mutate(
      { itemId, idempotencyKey: keyFor(appliedCoupon), ...(appliedCoupon ? { couponCode: appliedCoupon } : {}) },
      {
        onSuccess: ({ order, initPoint }) => {
          // Queued before leaving, so the store can tell the buyer what became of the payment
          // when they come back (spec, section 4).
          queueOrderForUpdate({ id: order.id, firstName: user.firstName, lastName: user.lastName, email: user.email });
          rememberSentOrder(entryKey, itemId, order.id);
          setSentOrderId(order.id);
          setLeaving(true);
          window.location.assign(initPoint);
        },
        onError: (error) => {
          if (isApiError(error, 'BillingDetailsRequired')) navigate(billingPath, { replace: true });
        },
      },
    );
  };

  // A coupon that stopped applying since it was accepted (window closed, uses exhausted).
  const quoteError = quote.error ? quote.error.message : null;
  const busy = createOrder.isPending || leaving;
  return (
    <div className="checkout-page">
      <h1>{membership ? 'Renová tu planificación' : 'Finalizá tu compra'}</h1>
      {membership ? (
        <p className="checkout-renewal" data-testid="checkout-renewal">
          Tu planificación está activa hasta el {formatCalendarDate(membership.endDate)}: al pagar, suma un nuevo período desde esa fecha.
        </p>
      ) : null}
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <ItemSummary item={item.data} />
          {address ? <BillingAddressSummary address={address} itemId={itemId} /> : null}
        </div>
        <aside className="checkout-card checkout-layout__side" aria-labelledby="checkout-pay-title">
          <h2 id="checkout-pay-title">Tu pago</h2>
          {quote.data ? <PriceSummary quote={quote.data} /> : quoteError ? null : <p role="status">Calculando el precio…</p>}
          <CouponField
            appliedCode={appliedCoupon}
            error={couponError ?? (appliedCoupon ? quoteError : null)}
            busy={applyingCoupon || busy}
            onApply={(code) => void applyCoupon(code)}
            onRemove={removeCoupon}
            onEdit={() => setCouponError(null)}
          />
          {quoteError && !appliedCoupon ? <Message severity="error" text={quoteError} /> : null}
          {createOrder.error && !isApiError(createOrder.error, 'BillingDetailsRequired') ? (
            <Message severity="error" text={orderErrorMessage(createOrder.error)} className="checkout-pay__error" />
          ) : null}
          <Button
            className="checkout-pay__button"
            label={leaving ? 'Te llevamos a Mercado Pago…' : 'Pagar con Mercado Pago'}
            icon="pi pi-lock"
            loading={busy}
            disabled={busy || !quote.data || Boolean(quoteError)}
            onClick={pay}
          />
          <p className="checkout-pay__note">Vas a completar el pago en Mercado Pago. Al volver, te contamos cómo salió tu compra.</p>
          {maxInstallments() > 1 ? (
            <p className="checkout-pay__note" data-testid="checkout-instalments">
              Hasta {maxInstallments()} cuotas con Mercado Pago
            </p>
          ) : null}
          {maxInstallments() > 1 ? <p className="checkout-pay__note">{INSTALMENTS_INTEREST_NOTE}</p> : null}
          <p className="checkout-pay__note" data-testid="checkout-legal">
            Al pagar aceptás los <Link to={routes.terms.to()}>Términos y condiciones</Link>. Tenés 10 días para arrepentirte con el{' '}
            <Link to={routes.regret.to()}>Botón de arrepentimiento</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
