// Public entry point of the regret feature (Botón de arrepentimiento and Botón de baja): the
// request mutations. The pages live in app/routes (they also read the buyer's orders).
export { useRequestPurchaseRegret } from './api/request-regret';
export { useRequestServiceCancellation } from './api/request-service-cancellation';
export { PurchaseLookupFields, purchaseLookupInput, purchaseNumberProblem } from './components/purchase-lookup-fields';
// The Botón de baja of a monthly subscription (e-mail + reference or planning, no sign-in needed).
export { SubscriptionCancellationForm, subscriptionCancellationProblem } from './components/subscription-cancellation-form';
export type { CancellablePlanning } from './components/subscription-cancellation-form';
