// Orders function: prices, checkout, the buyer's orders and owned items, and the app-start
// reconciliation with Mercado Pago (updateOrdersWithPaymentProvider), and the Botón de
// arrepentimiento and the Botón de baja (requestPurchaseRegret, requestServiceCancellation: open
// to visitors).
import type {
  MutationCreateOrderArgs,
  MutationRequestPurchaseRegretArgs,
  MutationRequestServiceCancellationArgs,
  MutationUpdateOrdersWithPaymentProviderArgs,
  QueryGetMyOrderArgs,
  QueryQuotePriceArgs,
} from '../generated/graphql';
import { ordersDependencies, type OrdersFunctionDependencies as Dependencies } from '../composition/orders';
import { count, STORE_METRICS } from '../observability/metrics';
import { createResolverHandler, field } from './appsync-resolver';

type NoArgs = Record<string, never>;

export const ordersResolvers = {
  quotePrice: field<QueryQuotePriceArgs, Dependencies>((args, viewer, deps) =>
    deps.checkout.quotePrice(viewer, args.itemId, args.couponCode),
  ),
  createOrder: field<MutationCreateOrderArgs, Dependencies>(async (args, viewer, deps) => {
    const startedAt = new Date().toISOString();
    const created = await deps.checkout.createOrder(viewer, args.input);
    // A retry with the same idempotency key answers the order created before: not counted again.
    if (created.order.createdAt >= startedAt) count(STORE_METRICS.ordersCreated);
    return created;
  }),
  updateOrdersWithPaymentProvider: field<MutationUpdateOrdersWithPaymentProviderArgs, Dependencies>((args, viewer, deps) =>
    deps.reconciliation.updateOrdersWithPaymentProvider(viewer, args.input),
  ),
  requestPurchaseRegret: field<MutationRequestPurchaseRegretArgs, Dependencies>((args, viewer, deps) =>
    deps.regret.requestPurchaseRegret(viewer, args.input),
  ),
  requestServiceCancellation: field<MutationRequestServiceCancellationArgs, Dependencies>((args, viewer, deps) =>
    deps.serviceCancellation.requestServiceCancellation(viewer, args.input),
  ),
  listOrdersToProcess: field<NoArgs, Dependencies>((_args, viewer, deps) => deps.orders.listOrdersToProcess(viewer)),
  listMyOrders: field<NoArgs, Dependencies>((_args, viewer, deps) => deps.orders.listMyOrders(viewer)),
  getMyOrder: field<QueryGetMyOrderArgs, Dependencies>((args, viewer, deps) => deps.orders.getMyOrder(viewer, args.id)),
  listMyInventory: field<NoArgs, Dependencies>((_args, viewer, deps) => deps.orders.listMyInventory(viewer)),
};

export const handler = createResolverHandler(ordersResolvers, ordersDependencies);
