// The coaching operations as the web sends them, for the local tests.
const RESULT_FIELDS = 'id planningId userId sessionId sessionTitle weekNumber timeSeconds loadKg rounds reps rpe notes loggedAt';
const COMMENT_FIELDS = 'id planningId sessionId resultId resultLoggedAt author authorName text createdAt';

export const COACH_PLANNING_VIEW = `query($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) { coachPlanningView(planningId: $planningId, limit: $limit, nextToken: $nextToken, userId: $userId) {
  planningId name today nextToken summary { members active trainedLast7Days needsAttention } members {
  userId firstName lastName email status startDate endDate startPending currentWeek lastSessionAt lastSessionTitle compliance7 compliance30 previousCompliance7 attention } } }`;
export const COACH_RESULTS_FEED = `query($planningId: ID, $limit: Int, $nextToken: String) { coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {
  entries { planningId planningName userId memberName comments result { ${RESULT_FIELDS} } } nextToken } }`;
export const RESULT_COMMENTS = `query($result: ResultRefInput!) { resultComments(result: $result) { ${COMMENT_FIELDS} } }`;
export const MY_PLANNING_COMMENTS = `query($planningId: ID!) { myPlanningComments(planningId: $planningId) { ${COMMENT_FIELDS} } }`;
export const MEMBER_LIFT_MAXES = `query($userId: ID!) { memberLiftMaxes(userId: $userId) { lift kg updatedAt } }`;
export const ADD_RESULT_COMMENT = `mutation($result: ResultRefInput!, $text: String!) { addResultComment(result: $result, text: $text) { ${COMMENT_FIELDS} } }`;
