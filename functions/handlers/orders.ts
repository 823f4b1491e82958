// Orders function: prices, checkout, the buyer's orders and owned items, and the app-start
// reconciliation with Mercado Pago (updateOrdersWithPaymentProvider), and the Botón de
// arrepentimiento (requestPurchaseRegret, open to visitors).
import type {
  MutationCreateOrderArgs,
  MutationRequestPurchaseRegretArgs,
  MutationUpdateOrdersWithPaymentProviderArgs,
  QueryGetMyOrderArgs,
  QueryQuotePriceArgs,
} from '../generated/graphql';
import { paymentSettings, paymentWebhookUrl } from '../config';
import { createCheckoutService } from '../services/checkout-service';
import { createOrdersService } from '../services/orders-service';
import { createResolverHandler, field } from './appsync-resolver';
import { dependencies, type Dependencies } from './dependencies';
import { paymentGateway, reconciliationFor, regretServiceFor } from './payments-service-factory';

type NoArgs = Record<string, never>;

const checkout = (deps: Dependencies) => {
  const settings = paymentSettings(deps.config);
  return createCheckoutService({
    ...deps,
    payments: paymentGateway(deps),
    checkout: {
      storeWebUrl: settings.storeWebUrl,
      webhookUrl: paymentWebhookUrl(deps.config),
      checkoutExpirationMinutes: settings.checkoutExpirationMinutes,
      maxInstallments: settings.maxInstallments,
      sweepFirstCheckSeconds: settings.sweepFirstCheckSeconds,
    },
  });
};

const orders = (deps: Dependencies) => createOrdersService(deps);

export const ordersResolvers = {
  quotePrice: field<QueryQuotePriceArgs, Dependencies>((args, viewer, deps) =>
    checkout(deps).quotePrice(viewer, args.itemId, args.couponCode),
  ),
  createOrder: field<MutationCreateOrderArgs, Dependencies>((args, viewer, deps) =>
    checkout(deps).createOrder(viewer, args.input),
  ),
  updateOrdersWithPaymentProvider: field<MutationUpdateOrdersWithPaymentProviderArgs, Dependencies>(
    (args, viewer, deps) => reconciliationFor(deps).updateOrdersWithPaymentProvider(viewer, args.input),
  ),
  requestPurchaseRegret: field<MutationRequestPurchaseRegretArgs, Dependencies>((args, viewer, deps) =>
    regretServiceFor(deps).requestPurchaseRegret(viewer, args.input),
  ),
  listOrdersToProcess: field<NoArgs, Dependencies>((_args, viewer, deps) => orders(deps).listOrdersToProcess(viewer)),
  listMyOrders: field<NoArgs, Dependencies>((_args, viewer, deps) => orders(deps).listMyOrders(viewer)),
  getMyOrder: field<QueryGetMyOrderArgs, Dependencies>((args, viewer, deps) => orders(deps).getMyOrder(viewer, args.id)),
  listMyInventory: field<NoArgs, Dependencies>((_args, viewer, deps) => orders(deps).listMyInventory(viewer)),
};

export const handler = createResolverHandler(ordersResolvers, dependencies);
