// Evaluations function: a course's final quiz (graded here) or video submission (uploaded by the
// buyer, reviewed by the coach), and the admin's authoring. Its own function so the lessons player
// carries no mailer and the certificate function only reads whether the buyer passed.
import type {
  MutationCreateEvaluationVideoUploadArgs,
  MutationRemoveCourseEvaluationArgs,
  MutationReviewEvaluationSubmissionArgs,
  MutationSaveCourseEvaluationArgs,
  MutationSubmitEvaluationVideosArgs,
  MutationSubmitQuizAttemptArgs,
  QueryAdminCourseEvaluationArgs,
  QueryGetCourseEvaluationArgs,
  QueryListEvaluationSubmissionsArgs,
} from '../generated/graphql';
import { evaluationsDependencies, type EvaluationsFunctionDependencies as Dependencies } from '../composition/evaluations';
import { createEvaluationService } from '../services/evaluation-service';
import { createResolverHandler, field } from './appsync-resolver';

const service = (deps: Dependencies) => createEvaluationService(deps);

export const evaluationsResolvers = {
  getCourseEvaluation: field<QueryGetCourseEvaluationArgs, Dependencies>((args, viewer, deps) =>
    service(deps).getCourseEvaluation(viewer, args.itemId),
  ),
  submitQuizAttempt: field<MutationSubmitQuizAttemptArgs, Dependencies>((args, viewer, deps) =>
    service(deps).submitQuizAttempt(viewer, args.itemId, args.answers),
  ),
  createEvaluationVideoUpload: field<MutationCreateEvaluationVideoUploadArgs, Dependencies>((args, viewer, deps) =>
    service(deps).createEvaluationVideoUpload(viewer, args.itemId, args.contentType, args.sizeBytes),
  ),
  submitEvaluationVideos: field<MutationSubmitEvaluationVideosArgs, Dependencies>((args, viewer, deps) =>
    service(deps).submitEvaluationVideos(viewer, args.itemId, args.videoKeys),
  ),
  adminCourseEvaluation: field<QueryAdminCourseEvaluationArgs, Dependencies>((args, viewer, deps) =>
    service(deps).adminCourseEvaluation(viewer, args.itemId),
  ),
  listEvaluationSubmissions: field<QueryListEvaluationSubmissionsArgs, Dependencies>((args, viewer, deps) =>
    service(deps).listEvaluationSubmissions(viewer, args.status),
  ),
  saveCourseEvaluation: field<MutationSaveCourseEvaluationArgs, Dependencies>((args, viewer, deps) =>
    service(deps).saveCourseEvaluation(viewer, args.input),
  ),
  removeCourseEvaluation: field<MutationRemoveCourseEvaluationArgs, Dependencies>((args, viewer, deps) =>
    service(deps).removeCourseEvaluation(viewer, args.itemId),
  ),
  reviewEvaluationSubmission: field<MutationReviewEvaluationSubmissionArgs, Dependencies>((args, viewer, deps) =>
    service(deps).reviewEvaluationSubmission(viewer, args.input),
  ),
};

export const handler = createResolverHandler(evaluationsResolvers, evaluationsDependencies);
