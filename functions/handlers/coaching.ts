// Coaching function: the coach's view of a planning's members (compliance, attention), the
// results feed, and the threads on results between the coach and each member. The coach's fields
// are limited to the admin group in the schema and checked again in the service; the threads
// admit any signed-in user in the schema and the service decides per result.
import type {
  MutationAddResultCommentArgs,
  QueryCoachPlanningViewArgs,
  QueryCoachResultsFeedArgs,
  QueryMemberLiftMaxesArgs,
  QueryMyPlanningCommentsArgs,
  QueryResultCommentsArgs,
} from '../generated/graphql';
import { coachingDependencies, type CoachingFunctionDependencies as Dependencies } from '../composition/coaching';
import { createCoachingService } from '../services/coaching-service';
import { createResolverHandler, field } from './appsync-resolver';

const coaching = (deps: Dependencies) => createCoachingService(deps);

export const coachingResolvers = {
  coachPlanningView: field<QueryCoachPlanningViewArgs, Dependencies>((args, viewer, deps) =>
    coaching(deps).coachPlanningView(viewer, args.planningId, { limit: args.limit, nextToken: args.nextToken, userId: args.userId }),
  ),
  coachResultsFeed: field<QueryCoachResultsFeedArgs, Dependencies>((args, viewer, deps) =>
    coaching(deps).coachResultsFeed(viewer, args.planningId, args.limit, args.nextToken),
  ),
  resultComments: field<QueryResultCommentsArgs, Dependencies>((args, viewer, deps) => coaching(deps).resultComments(viewer, args.result)),
  myPlanningComments: field<QueryMyPlanningCommentsArgs, Dependencies>((args, viewer, deps) =>
    coaching(deps).myPlanningComments(viewer, args.planningId),
  ),
  memberLiftMaxes: field<QueryMemberLiftMaxesArgs, Dependencies>((args, viewer, deps) =>
    coaching(deps).memberLiftMaxes(viewer, args.userId),
  ),
  addResultComment: field<MutationAddResultCommentArgs, Dependencies>((args, viewer, deps) =>
    coaching(deps).addResultComment(viewer, args.result, args.text),
  ),
};

export const handler = createResolverHandler(coachingResolvers, coachingDependencies);
