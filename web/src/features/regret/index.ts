// Public entry point of the regret feature (Botón de arrepentimiento): the request mutation. The
// page lives in app/routes (it also reads the buyer's orders).
export { useRequestPurchaseRegret } from './api/request-regret';
