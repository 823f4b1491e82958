// The delivered plannings' operations as the web sends them, for the local tests.
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createPlanningUsersRepository, planningMemberRecord, type StoredMembership } from '../../functions/data/planning-users-repository';
import { expect } from 'vitest';
import { as } from './buying';
import type { TestUser } from './cognito-users';
import { callGraphql } from './graphql-client';
import type { StackInfo } from './stack-info';

const MY_PLANNING_FIELDS =
  'planningId name status startDate endDate startPending currentWeek totalWeeks programmeWeeks startOptions { choice date competitionName competitionDate }';
const BLOCK_FIELDS =
  'id title text prescription { sets reps percent lift liftName timeCapMinutes rounds rpe loadKg } scaling { beginner intermediate rx } videoUrl';
const WEEK_FIELDS = `planningId weekNumber title version days { dayNumber title date sessions { id title blocks { ${BLOCK_FIELDS} } } }`;
const ADMIN_WEEK_FIELDS = `planningId weekNumber title version days { dayNumber title sessions { id title blocks { id title text videoKey prescription { sets reps percent lift timeCapMinutes rounds rpe } scaling { beginner intermediate rx } } } }`;
const RESULT_FIELDS =
  'id planningId userId sessionId sessionTitle weekNumber timeSeconds loadKg rounds reps distanceMeters calories rpe notes loggedAt editedAt lifts { blockId liftId liftName sets { reps kg rpe } } newRecords { liftId liftName kind kg previousKg beatsWorkingMax }';
const RECORDS_FIELDS = 'liftId liftName workingMaxKg history { at kg source reps setKg } repMaxes { reps kg at }';
const PROGRESS_FIELDS = 'planningId weeks { weekNumber startDate prescribedSessions doneSessions volumeKg }';

export const MY_PLANNINGS = `query { myPlannings { ${MY_PLANNING_FIELDS} } }`;
export const PLANNING_WEEK = `query($planningId: ID!, $weekNumber: Int) { planningWeek(planningId: $planningId, weekNumber: $weekNumber) {
  planning { ${MY_PLANNING_FIELDS} } today weekNumber programmeWeekNumber releasedWeeks doneSessionIds isPreview week { ${WEEK_FIELDS} } } }`;
export const MY_SESSION_RESULTS = `query($planningId: ID!, $sessionId: ID!) { mySessionResults(planningId: $planningId, sessionId: $sessionId) { ${RESULT_FIELDS} } }`;
export const MY_PLANNING_RESULTS = `query($planningId: ID!) { myPlanningResults(planningId: $planningId) { ${RESULT_FIELDS} } }`;
export const MY_LIFT_MAXES = `query { myLiftMaxes { lift kg updatedAt } }`;
export const MEMBER_RESULTS = `query($planningId: ID!, $userId: ID!) { memberResults(planningId: $planningId, userId: $userId) { ${RESULT_FIELDS} } }`;
export const ADMIN_PROGRAMME = `query($planningId: ID!) { adminProgramme(planningId: $planningId) { ${ADMIN_WEEK_FIELDS} } }`;
export const CHOOSE_START = `mutation($planningId: ID!, $choice: PlanningStartChoice!, $competitionDate: AWSDate) {
  choosePlanningStart(planningId: $planningId, choice: $choice, competitionDate: $competitionDate) { ${MY_PLANNING_FIELDS} } }`;
export const LOG_RESULT = `mutation($input: SessionResultInput!) { logSessionResult(input: $input) { ${RESULT_FIELDS} } }`;
export const SET_LIFT_MAX = `mutation($lift: ID!, $kg: Float!) { setLiftMax(lift: $lift, kg: $kg) { lift kg updatedAt } }`;
// Results as athletes log them, lifts and records (issue 25)
export const UPDATE_RESULT = `mutation($input: UpdateSessionResultInput!) { updateSessionResult(input: $input) { ${RESULT_FIELDS} } }`;
export const DELETE_RESULT = `mutation($planningId: ID!, $sessionId: ID!, $resultId: ID!) {
  deleteSessionResult(planningId: $planningId, sessionId: $sessionId, resultId: $resultId) { id sessionId sessionDone } }`;
export const LIFTS = `query { lifts { id name custom } }`;
export const CREATE_LIFT = `mutation($input: CreateLiftInput!) { createLift(input: $input) { id name custom } }`;
export const MY_LIFT_RECORDS = `query { myLiftRecords { ${RECORDS_FIELDS} } }`;
export const MEMBER_LIFT_RECORDS = `query($planningId: ID!, $userId: ID!) { memberLiftRecords(planningId: $planningId, userId: $userId) { ${RECORDS_FIELDS} } }`;
export const MY_PROGRESS = `query($planningId: ID!) { myProgress(planningId: $planningId) { ${PROGRESS_FIELDS} } }`;
export const MEMBER_PROGRESS = `query($planningId: ID!, $userId: ID!) { memberProgress(planningId: $planningId, userId: $userId) { ${PROGRESS_FIELDS} } }`;
export const SAVE_WEEK = `mutation($input: ProgrammeWeekInput!) { saveProgrammeWeek(input: $input) { ${ADMIN_WEEK_FIELDS} } }`;
export const COPY_WEEK = `mutation($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) { copyProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) { ${ADMIN_WEEK_FIELDS} } }`;
export const MOVE_WEEK = `mutation($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) { moveProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) { weekNumber title version } }`;
export const PROGRAMME_VIDEO_UPLOAD = `mutation($planningId: ID!, $contentType: String!) { createProgrammeVideoUpload(planningId: $planningId, contentType: $contentType) { uploadUrl videoKey expiresAt } }`;

const table = (stack: StackInfo) => ({
  doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }),
  tableName: stack.tableName,
});

/** A membership as stored (to read what the API wrote, or to move it in time). */
export const storedMembership = (stack: StackInfo, planningId: string, userId: string) =>
  createPlanningUsersRepository(table(stack)).get(planningId, userId);

export const listStoredMembers = (stack: StackInfo, planningId: string) =>
  createPlanningUsersRepository(table(stack)).listByPlanning(planningId);

/**
 * Rewrites a membership's dates, as if the clock had moved: the server's clock is the real one,
 * so a test that needs "after the end" moves the membership back instead of the clock forward.
 */
export async function moveMembership(stack: StackInfo, member: StoredMembership, startDate: string, endDate: string) {
  const ctx = table(stack);
  await ctx.doc.send(
    new PutCommand({ TableName: ctx.tableName, Item: planningMemberRecord({ ...member, startDate, endDate, startPending: false }) }),
  );
}

interface WeekSessions {
  planningWeek: {
    week: { days: { sessions: { id: string; blocks: { id: string; prescription: { lift: string | null } | null }[] }[] }[] };
  };
}

/** The first session of the member's current week with a block prescribing `lift`, and that block. */
export async function sessionWithLift(stack: StackInfo, member: TestUser, planningId: string, lift: string) {
  const view = await callGraphql<WeekSessions>(stack, as(member), PLANNING_WEEK, { planningId });
  expect(view.errors).toBeUndefined();
  const sessions = view.data!.planningWeek.week.days.flatMap((day) => day.sessions);
  const session = sessions.find((candidate) => candidate.blocks.some((block) => block.prescription?.lift === lift));
  const block = session?.blocks.find((candidate) => candidate.prescription?.lift === lift);
  if (!session || !block) throw new Error(`no session of ${planningId} prescribes ${lift}`);
  return { sessionId: session.id, blockId: block.id };
}
// Check-ins (issue 40): the member's readiness and body weight, kept only with her consent
const CHECK_IN_FIELDS = 'day sleep energy mood stress soreness bodyWeightKg updatedAt';
export const MY_CHECK_INS = `query { myCheckIns { consent { givenAt version } checkIns { ${CHECK_IN_FIELDS} } } }`;
export const MEMBER_CHECK_INS = `query($planningId: ID!, $userId: ID!) { memberCheckIns(planningId: $planningId, userId: $userId) { ${CHECK_IN_FIELDS} } }`;
export const GIVE_CHECK_IN_CONSENT = `mutation($version: String!) { giveCheckInConsent(version: $version) { givenAt version } }`;
export const WITHDRAW_CHECK_IN_CONSENT = `mutation { withdrawCheckInConsent }`;
export const SAVE_CHECK_IN = `mutation($input: CheckInInput!) { saveCheckIn(input: $input) { ${CHECK_IN_FIELDS} } }`;
export const DELETE_CHECK_IN = `mutation($day: AWSDate!) { deleteCheckIn(day: $day) }`;
