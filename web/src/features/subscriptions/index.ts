// Public entry point of the subscriptions feature (issue 39): a planning's monthly offer and its
// section in the planning page's buy box, the terms a subscriber is told, and subscribing (the
// monthly checkout, app/routes/subscription-checkout-page.tsx). Mis suscripciones is its own route.
export { usePlanningOffer, soldMonthly } from './api/planning-offer';
export { useSubscribe } from './api/subscribe';
export { MonthlyOffer } from './components/monthly-offer';
export { MonthlyTerms } from './components/monthly-terms';
