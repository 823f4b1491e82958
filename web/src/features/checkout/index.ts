// Public entry point of the checkout feature: the pieces the checkout page (app/routes) composes
// with the buyer's billing address and the orders queue.
import './checkout.css';

export { useCheckoutItem } from './api/get-checkout-item';
export { useCreateOrder } from './api/create-order';
export { priceQuoteQuery, usePriceQuote } from './api/quote-price';
export { BillingAddressSummary } from './components/billing-address-summary';
export { CouponField } from './components/coupon-field';
export { ItemSummary } from './components/item-summary';
export { PriceSummary } from './components/price-summary';
export { orderErrorMessage } from './checkout-errors';
export { useRememberedCoupon } from './remembered-coupon';
export { rememberSentOrder, sentOrderOf } from './sent-order';
