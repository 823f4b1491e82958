// Subscriptions function (issue 39): a planning's monthly offer (visitors read it, the admin sets
// it), subscribing, the member's subscriptions, pause and resume, and the Botón de baja (open to
// visitors). Maps the service's views to the API's types.
import type {
  MutationPauseSubscriptionArgs,
  MutationRefundSubscriptionChargeArgs,
  MutationRequestSubscriptionRegretArgs,
  MutationRequestSubscriptionCancellationArgs,
  MutationResumeSubscriptionArgs,
  MutationSetPlanningSubscriptionOfferArgs,
  MutationSubscribeToPlanningArgs,
  MySubscription,
  PlanningSubscribersPage,
  QueryPlanningSubscribersArgs,
  QueryPlanningSubscriptionOfferArgs,
  SubscriptionOffer,
} from '../generated/graphql';
import { subscriptionsDependencies, type SubscriptionsFunctionDependencies as Dependencies } from '../composition/subscriptions';
import type { SubscriptionOffer as DomainOffer } from '../domain/subscription-offer';
import type { SubscriptionView } from '../services/subscriptions/subscription-service';
import { createResolverHandler, field } from './appsync-resolver';

type NoArgs = Record<string, never>;

const offerOf = (offer: DomainOffer | null): SubscriptionOffer | null => offer;

const subscriptionOf = (view: SubscriptionView): MySubscription => ({
  ...view,
  paidPeriods: view.paidPeriods.map((period) => ({
    chargeId: period.chargeId,
    from: period.from,
    to: period.to,
    amount: period.amount,
  })),
});

export const subscriptionsResolvers = {
  planningSubscriptionOffer: field<QueryPlanningSubscriptionOfferArgs, Dependencies>(async (args, viewer, deps) =>
    offerOf(await deps.subscriptions.offer(viewer, args.planningId)),
  ),
  mySubscriptions: field<NoArgs, Dependencies>(async (_args, viewer, deps) =>
    (await deps.subscriptions.mySubscriptions(viewer)).map(subscriptionOf),
  ),
  planningSubscribers: field<QueryPlanningSubscribersArgs, Dependencies>(async (args, viewer, deps): Promise<PlanningSubscribersPage> => {
    const page = await deps.subscriptions.planningSubscribers(viewer, args);
    return {
      ...page,
      subscribers: page.subscribers.map((row) => ({ ...row, subscription: subscriptionOf(row.subscription) })),
    };
  }),
  setPlanningSubscriptionOffer: field<MutationSetPlanningSubscriptionOfferArgs, Dependencies>(async (args, viewer, deps) =>
    offerOf(await deps.subscriptions.setOffer(viewer, args.input)),
  ),
  subscribeToPlanning: field<MutationSubscribeToPlanningArgs, Dependencies>(async (args, viewer, deps) => {
    const result = await deps.subscriptions.subscribe(viewer, args.input);
    return { ...result, subscription: subscriptionOf(result.subscription) };
  }),
  pauseSubscription: field<MutationPauseSubscriptionArgs, Dependencies>(async (args, viewer, deps) =>
    subscriptionOf(await deps.subscriptions.pause(viewer, args.subscriptionId)),
  ),
  resumeSubscription: field<MutationResumeSubscriptionArgs, Dependencies>(async (args, viewer, deps) =>
    subscriptionOf(await deps.subscriptions.resume(viewer, args.subscriptionId)),
  ),
  refundSubscriptionCharge: field<MutationRefundSubscriptionChargeArgs, Dependencies>(async (args, viewer, deps) =>
    subscriptionOf(await deps.subscriptions.refundCharge(viewer, args.input)),
  ),
  requestSubscriptionRegret: field<MutationRequestSubscriptionRegretArgs, Dependencies>(async (args, viewer, deps) => ({
    ...(await deps.subscriptions.requestRegret(viewer, args.input)),
  })),
  requestSubscriptionCancellation: field<MutationRequestSubscriptionCancellationArgs, Dependencies>(async (args, viewer, deps) => ({
    ...(await deps.subscriptions.requestCancellation(viewer, args.input)),
  })),
};

export const handler = createResolverHandler(subscriptionsResolvers, subscriptionsDependencies);
