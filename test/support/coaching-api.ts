// The coaching operations as the web sends them, for the local tests.
const RESULT_FIELDS = 'id planningId userId sessionId sessionTitle weekNumber timeSeconds loadKg rounds reps rpe notes loggedAt';
const COMMENT_FIELDS = 'id planningId sessionId resultId resultLoggedAt author authorName text createdAt atSeconds';

export const COACH_PLANNING_VIEW = `query($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) { coachPlanningView(planningId: $planningId, limit: $limit, nextToken: $nextToken, userId: $userId) {
  planningId name today nextToken summary { members active trainedLast7Days needsAttention pastDue } members {
  userId firstName lastName email status startDate endDate startPending currentWeek lastSessionAt lastSessionTitle compliance7 compliance30 previousCompliance7 attention subscriptionStatus } } }`;
export const COACH_RESULTS_FEED = `query($planningId: ID, $limit: Int, $nextToken: String) { coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {
  entries { planningId planningName userId memberName comments result { ${RESULT_FIELDS} } } nextToken } }`;
export const RESULT_COMMENTS = `query($result: ResultRefInput!) { resultComments(result: $result) { ${COMMENT_FIELDS} } }`;
export const MY_PLANNING_COMMENTS = `query($planningId: ID!) { myPlanningComments(planningId: $planningId) { ${COMMENT_FIELDS} } }`;
export const ADD_RESULT_COMMENT = `mutation($result: ResultRefInput!, $text: String!, $atSeconds: Int) { addResultComment(result: $result, text: $text, atSeconds: $atSeconds) { ${COMMENT_FIELDS} } }`;
// Form check (issue 40): a result's video, its upload and its stream.
const FORM_CHECK_FIELDS =
  'planningId sessionId resultId status submittedAt durationSeconds maxSeconds maxBytes stream { url cookiePath expiresAt renditions cookies { name value } }';
export const FORM_CHECK = `query($result: ResultRefInput!) { formCheck(result: $result) { ${FORM_CHECK_FIELDS} } }`;
export const CREATE_FORM_CHECK_UPLOAD = `mutation($result: ResultRefInput!, $contentType: String!, $sizeBytes: Int!) { createFormCheckUpload(result: $result, contentType: $contentType, sizeBytes: $sizeBytes) { uploadUrl videoKey contentType expiresAt } }`;
export const SUBMIT_FORM_CHECK = `mutation($result: ResultRefInput!, $videoKey: String!) { submitFormCheck(result: $result, videoKey: $videoKey) { ${FORM_CHECK_FIELDS} } }`;
// The member's thread with her coach and the unread marks (decision 159).
const THREAD_MESSAGE_FIELDS = 'id planningId userId author authorName text createdAt sessionTitle sessionId resultId';
const UNREAD_FIELDS = 'planningId userId unread lastMessageAt';
export const PLANNING_THREAD = `query($planningId: ID!, $userId: ID) { planningThread(planningId: $planningId, userId: $userId) {
  planningId userId memberName coachName unread readUpTo messages { ${THREAD_MESSAGE_FIELDS} } } }`;
export const ADD_THREAD_MESSAGE = `mutation($planningId: ID!, $text: String!, $userId: ID) { addThreadMessage(planningId: $planningId, text: $text, userId: $userId) { ${THREAD_MESSAGE_FIELDS} } }`;
export const MARK_THREAD_READ = `mutation($planningId: ID!, $upTo: AWSDateTime!, $userId: ID) { markThreadRead(planningId: $planningId, upTo: $upTo, userId: $userId) { ${UNREAD_FIELDS} } }`;
export const MY_UNREAD_MESSAGES = `query { myUnreadMessages { ${UNREAD_FIELDS} } }`;
export const COACH_UNREAD_MESSAGES = `query($planningId: ID!, $userIds: [ID!]!) { coachUnreadMessages(planningId: $planningId, userIds: $userIds) { ${UNREAD_FIELDS} } }`;
export const SELLER_COACH_EMAILS = `query { sellerCoachEmails { seller email updatedAt } }`;
export const SAVE_SELLER_COACH_EMAIL = `mutation($seller: Seller!, $email: String!) { saveSellerCoachEmail(seller: $seller, email: $email) { seller email updatedAt } }`;
