// Coaching function: the coach's view of a planning's members (compliance, attention), the
// results feed, the threads on results between the coach and each member, and a result's
// form-check video (the member's upload, played to her and her coach), and the member's thread
// with her coach with the unread marks of both sides (decision 159). The coach's fields
// are limited to the admin group in the schema and checked again in the service; the threads
// admit any signed-in user in the schema and the service decides per result.
import type {
  MutationAddResultCommentArgs,
  MutationAddThreadMessageArgs,
  MutationMarkThreadReadArgs,
  QueryCoachUnreadMessagesArgs,
  QueryPlanningThreadArgs,
  MutationSaveSellerCoachEmailArgs,
  MutationCreateFormCheckUploadArgs,
  MutationSubmitFormCheckArgs,
  QueryFormCheckArgs,
  QueryCoachPlanningViewArgs,
  QueryCoachResultsFeedArgs,
  QueryMyPlanningCommentsArgs,
  QueryResultCommentsArgs,
} from '../generated/graphql';
import { coachingDependencies, type CoachingFunctionDependencies as Dependencies } from '../composition/coaching';
import { createCoachingService } from '../services/coaching-service';
import { createFormCheckService } from '../services/form-check-service';
import { createPlanningThreadService } from '../services/planning-thread-service';
import { createSellerCoachContactsService } from '../services/seller-coach-contacts-service';
import { createResolverHandler, field } from './appsync-resolver';

const coaching = (deps: Dependencies) => createCoachingService(deps);
const formChecks = (deps: Dependencies) => createFormCheckService(deps);
const threads = (deps: Dependencies) => createPlanningThreadService(deps);
const sellerContacts = (deps: Dependencies) => createSellerCoachContactsService(deps);

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
  addResultComment: field<MutationAddResultCommentArgs, Dependencies>((args, viewer, deps) =>
    coaching(deps).addResultComment(viewer, args.result, args.text, args.atSeconds ?? null),
  ),
  planningThread: field<QueryPlanningThreadArgs, Dependencies>((args, viewer, deps) =>
    threads(deps).planningThread(viewer, args.planningId, args.userId),
  ),
  myUnreadMessages: field<Record<string, never>, Dependencies>((_args, viewer, deps) => threads(deps).myUnreadMessages(viewer)),
  coachUnreadMessages: field<QueryCoachUnreadMessagesArgs, Dependencies>((args, viewer, deps) =>
    threads(deps).coachUnreadMessages(viewer, args.planningId, args.userIds),
  ),
  addThreadMessage: field<MutationAddThreadMessageArgs, Dependencies>((args, viewer, deps) =>
    threads(deps).addThreadMessage(viewer, args.planningId, args.text, args.userId),
  ),
  markThreadRead: field<MutationMarkThreadReadArgs, Dependencies>((args, viewer, deps) =>
    threads(deps).markThreadRead(viewer, args.planningId, args.upTo, args.userId),
  ),
  sellerCoachEmails: field<Record<string, never>, Dependencies>((_args, viewer, deps) => sellerContacts(deps).sellerCoachEmails(viewer)),
  saveSellerCoachEmail: field<MutationSaveSellerCoachEmailArgs, Dependencies>((args, viewer, deps) =>
    sellerContacts(deps).saveSellerCoachEmail(viewer, args.seller, args.email),
  ),
  formCheck: field<QueryFormCheckArgs, Dependencies>((args, viewer, deps) => formChecks(deps).formCheck(viewer, args.result)),
  createFormCheckUpload: field<MutationCreateFormCheckUploadArgs, Dependencies>((args, viewer, deps) =>
    formChecks(deps).createFormCheckUpload(viewer, args.result, args.contentType, args.sizeBytes),
  ),
  submitFormCheck: field<MutationSubmitFormCheckArgs, Dependencies>((args, viewer, deps) =>
    formChecks(deps).submitFormCheck(viewer, args.result, args.videoKey),
  ),
};

export const handler = createResolverHandler(coachingResolvers, coachingDependencies);
