// Plannings function: the training plan delivered to members (their plannings, start date, weeks,
// results, personal records, check-ins) and the coach's training plan editor. The member fields admit any
// signed-in user in the schema; the service decides per planning and per membership. The coach's
// fields are limited to the admin group in the schema and checked again in the service.
import type {
  MutationChoosePlanningStartArgs,
  MutationDeleteCheckInArgs,
  MutationGiveCheckInConsentArgs,
  MutationSaveCheckInArgs,
  QueryMemberCheckInsArgs,
  MutationCreateLiftArgs,
  MutationDeleteSessionResultArgs,
  MutationUpdateSessionResultArgs,
  QueryMemberLiftRecordsArgs,
  QueryMemberProgressArgs,
  QueryMyProgressArgs,
  MutationCopyProgrammeWeekArgs,
  MutationCreateProgrammeVideoUploadArgs,
  MutationLogSessionResultArgs,
  MutationMoveProgrammeWeekArgs,
  MutationSaveProgrammeWeekArgs,
  MutationSetLiftMaxArgs,
  QueryAdminProgrammeArgs,
  QueryMemberResultsArgs,
  QueryMyPlanningResultsArgs,
  QueryMySessionResultsArgs,
  QueryPlanningWeekArgs,
} from '../generated/graphql';
import { createCheckInsService } from '../services/check-ins-service';
import { createLiftRecordsService } from '../services/lift-records-service';
import { createMemberPlanningsService } from '../services/member-plannings-service';
import { createPlanWeeksAdminService } from '../services/plan-weeks-admin-service';
import { planningsDependencies, type PlanningsFunctionDependencies as Dependencies } from '../composition/plannings';
import { createResolverHandler, field } from './appsync-resolver';

const members = (deps: Dependencies) => createMemberPlanningsService(deps);
const coach = (deps: Dependencies) => createPlanWeeksAdminService(deps);
const records = (deps: Dependencies) => createLiftRecordsService(deps);
const checkIns = (deps: Dependencies) => createCheckInsService(deps);

type NoArgs = Record<string, never>;

export const planningsResolvers = {
  myCheckIns: field<NoArgs, Dependencies>((_args, viewer, deps) => checkIns(deps).myCheckIns(viewer)),
  memberCheckIns: field<QueryMemberCheckInsArgs, Dependencies>((args, viewer, deps) =>
    checkIns(deps).memberCheckIns(viewer, args.planningId, args.userId),
  ),
  giveCheckInConsent: field<MutationGiveCheckInConsentArgs, Dependencies>((args, viewer, deps) =>
    checkIns(deps).giveCheckInConsent(viewer, args.version),
  ),
  withdrawCheckInConsent: field<NoArgs, Dependencies>((_args, viewer, deps) => checkIns(deps).withdrawCheckInConsent(viewer)),
  saveCheckIn: field<MutationSaveCheckInArgs, Dependencies>((args, viewer, deps) => checkIns(deps).saveCheckIn(viewer, args.input)),
  deleteCheckIn: field<MutationDeleteCheckInArgs, Dependencies>((args, viewer, deps) => checkIns(deps).deleteCheckIn(viewer, args.day)),
  myPlannings: field<NoArgs, Dependencies>((_args, viewer, deps) => members(deps).myPlannings(viewer)),
  planningWeek: field<QueryPlanningWeekArgs, Dependencies>((args, viewer, deps) =>
    members(deps).planningWeek(viewer, args.planningId, args.weekNumber),
  ),
  mySessionResults: field<QueryMySessionResultsArgs, Dependencies>((args, viewer, deps) =>
    members(deps).mySessionResults(viewer, args.planningId, args.sessionId),
  ),
  myPlanningResults: field<QueryMyPlanningResultsArgs, Dependencies>((args, viewer, deps) =>
    members(deps).myPlanningResults(viewer, args.planningId),
  ),
  myLiftMaxes: field<NoArgs, Dependencies>((_args, viewer, deps) => members(deps).myLiftMaxes(viewer)),
  choosePlanningStart: field<MutationChoosePlanningStartArgs, Dependencies>((args, viewer, deps) =>
    members(deps).choosePlanningStart(viewer, args.planningId, args.choice, args.competitionDate),
  ),
  logSessionResult: field<MutationLogSessionResultArgs, Dependencies>((args, viewer, deps) =>
    members(deps).logSessionResult(viewer, args.input),
  ),
  setLiftMax: field<MutationSetLiftMaxArgs, Dependencies>((args, viewer, deps) => members(deps).setLiftMax(viewer, args.lift, args.kg)),
  memberResults: field<QueryMemberResultsArgs, Dependencies>((args, viewer, deps) =>
    members(deps).memberResults(viewer, args.planningId, args.userId),
  ),
  // Results as athletes log them, lifts and records (issue 25)
  updateSessionResult: field<MutationUpdateSessionResultArgs, Dependencies>((args, viewer, deps) =>
    members(deps).updateSessionResult(viewer, args.input),
  ),
  deleteSessionResult: field<MutationDeleteSessionResultArgs, Dependencies>((args, viewer, deps) =>
    members(deps).deleteSessionResult(viewer, args.planningId, args.sessionId, args.resultId),
  ),
  myProgress: field<QueryMyProgressArgs, Dependencies>((args, viewer, deps) => members(deps).myProgress(viewer, args.planningId)),
  memberProgress: field<QueryMemberProgressArgs, Dependencies>((args, viewer, deps) =>
    members(deps).memberProgress(viewer, args.planningId, args.userId),
  ),
  lifts: field<NoArgs, Dependencies>((_args, viewer, deps) => records(deps).lifts(viewer)),
  createLift: field<MutationCreateLiftArgs, Dependencies>((args, viewer, deps) => records(deps).createLift(viewer, args.input)),
  myLiftRecords: field<NoArgs, Dependencies>((_args, viewer, deps) => records(deps).myLiftRecords(viewer)),
  memberLiftRecords: field<QueryMemberLiftRecordsArgs, Dependencies>((args, viewer, deps) =>
    records(deps).memberLiftRecords(viewer, args.planningId, args.userId),
  ),
  // The schema's "programme" fields (the clients' names) are the plan weeks' operations.
  adminProgramme: field<QueryAdminProgrammeArgs, Dependencies>((args, viewer, deps) => coach(deps).listPlanWeeks(viewer, args.planningId)),
  saveProgrammeWeek: field<MutationSaveProgrammeWeekArgs, Dependencies>((args, viewer, deps) =>
    coach(deps).savePlanWeek(viewer, args.input),
  ),
  copyProgrammeWeek: field<MutationCopyProgrammeWeekArgs, Dependencies>((args, viewer, deps) =>
    coach(deps).copyPlanWeek(viewer, args.planningId, args.fromWeek, args.toWeek),
  ),
  moveProgrammeWeek: field<MutationMoveProgrammeWeekArgs, Dependencies>((args, viewer, deps) =>
    coach(deps).movePlanWeek(viewer, args.planningId, args.fromWeek, args.toWeek),
  ),
  createProgrammeVideoUpload: field<MutationCreateProgrammeVideoUploadArgs, Dependencies>((args, viewer, deps) =>
    coach(deps).createBlockVideoUpload(viewer, args.planningId, args.contentType),
  ),
};

export const handler = createResolverHandler(planningsResolvers, planningsDependencies);
