// Admin function: coupons, planning users, sales, refunds, revocation requests and service
// cancellations (the catalogue's admin edits live in the catalogue function). Every field is restricted to the admin group in the schema and checked
// again in each service.
import type {
  MutationAddPlanningUserArgs,
  MutationCreateCouponArgs,
  MutationDeactivatePlanningUserArgs,
  MutationExtendPlanningUserArgs,
  MutationRefundOrderArgs,
  MutationSettleRefundByHandArgs,
  MutationUpdateCouponArgs,
  QueryGetOrderArgs,
  QueryListPlanningUsersArgs,
  QueryListSalesArgs,
} from '../generated/graphql';
import { createAdminCouponsService } from '../services/admin-coupons-service';
import { createPlanningUsersService } from '../services/planning-users-service';
import { createOrderRefunds } from '../services/payments/order-refunds';
import { createRegretService } from '../services/regret-service';
import { createSalesService } from '../services/sales-service';
import { listServiceCancellations } from '../services/service-cancellation-service';
import { createResolverHandler, field } from './appsync-resolver';
import { adminDependencies, type AdminFunctionDependencies as Dependencies } from '../composition/admin';

const coupons = (deps: Dependencies) => createAdminCouponsService(deps);
const planningUsers = (deps: Dependencies) => createPlanningUsersService(deps);
const sales = (deps: Dependencies) => createSalesService(deps);
const refunds = (deps: Dependencies) => {
  const { payments } = deps;
  return createOrderRefunds({
    ...deps,
    payments: payments.payments,
    applier: payments.applier,
    orderDetail: sales(deps).orderDetail,
  });
};
const regrets = (deps: Dependencies) => {
  const { payments } = deps;
  return createRegretService({
    ...deps,
    mail: payments.mail,
    storeWebUrl: payments.settings.storeWebUrl,
  });
};

export const adminResolvers = {
  listCoupons: field<Record<string, never>, Dependencies>((_args, viewer, deps) => coupons(deps).listCoupons(viewer)),
  createCoupon: field<MutationCreateCouponArgs, Dependencies>((args, viewer, deps) => coupons(deps).createCoupon(viewer, args.input)),
  updateCoupon: field<MutationUpdateCouponArgs, Dependencies>((args, viewer, deps) => coupons(deps).updateCoupon(viewer, args.input)),
  listPlanningUsers: field<QueryListPlanningUsersArgs, Dependencies>((args, viewer, deps) =>
    planningUsers(deps).listPlanningUsers(viewer, args.planningId, args.status),
  ),
  addPlanningUser: field<MutationAddPlanningUserArgs, Dependencies>((args, viewer, deps) =>
    planningUsers(deps).addPlanningUser(viewer, args.input),
  ),
  extendPlanningUser: field<MutationExtendPlanningUserArgs, Dependencies>((args, viewer, deps) =>
    planningUsers(deps).extendPlanningUser(viewer, args.planningId, args.userId, args.endDate),
  ),
  deactivatePlanningUser: field<MutationDeactivatePlanningUserArgs, Dependencies>((args, viewer, deps) =>
    planningUsers(deps).deactivatePlanningUser(viewer, args.planningId, args.userId),
  ),
  listSales: field<QueryListSalesArgs, Dependencies>((args, viewer, deps) => sales(deps).listSales(viewer, args.filter)),
  getOrder: field<QueryGetOrderArgs, Dependencies>((args, viewer, deps) => sales(deps).getOrder(viewer, args.id)),
  refundOrder: field<MutationRefundOrderArgs, Dependencies>((args, viewer, deps) => refunds(deps).refundOrder(viewer, args.input)),
  settleRefundByHand: field<MutationSettleRefundByHandArgs, Dependencies>((args, viewer, deps) =>
    refunds(deps).settleRefundByHand(viewer, args.input),
  ),
  listRegretRequests: field<Record<string, never>, Dependencies>((_args, viewer, deps) => regrets(deps).listRegretRequests(viewer)),
  listServiceCancellations: field<Record<string, never>, Dependencies>((_args, viewer, deps) =>
    listServiceCancellations(viewer, deps.cancellations),
  ),
};

export const handler = createResolverHandler(adminResolvers, adminDependencies);
