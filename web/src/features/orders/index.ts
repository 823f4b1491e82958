// Public entry point of the orders feature: the queue of orders waiting for Mercado Pago's answer,
// for the checkout (queue before leaving) and the app shell (process at start and sign-in), and the
// paid or pending order the checkout shows when the Back button returns to it. The my-orders page is reached
// through the router (routes/my-orders-page.tsx).
export { queueOrderForUpdate, processQueuedOrders } from './queued-orders';
export { useMyOrder, useMyOrders, usePendingOrderOf } from './api/list-my-orders';
export { PaidOrderPanel } from './components/paid-order-panel';
export { PendingOrderPanel } from './components/pending-order-panel';
