// Public entry point of the regret feature (Botón de arrepentimiento and Botón de baja): the
// request mutations. The pages live in app/routes (they also read the buyer's orders).
export { useRequestPurchaseRegret } from './api/request-regret';
export { useRequestServiceCancellation } from './api/request-service-cancellation';
export { PurchaseLookupFields, purchaseLookupInput, purchaseNumberProblem } from './components/purchase-lookup-fields';
