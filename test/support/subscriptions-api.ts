// The subscription operations (issue 39), as the web and the tests send them.
const SUBSCRIPTION_FIELDS = `id planningId planningName seller status amount currency nextChargeAt trialEndsAt accessEndsAt hasAccess
  paidPeriods { chargeId from to amount } authorizationUrl createdAt cancellationCode`;

export const SUBSCRIPTION_OFFER = `query($planningId: ID!) { planningSubscriptionOffer(planningId: $planningId) {
  planningId sale monthlyPrice trialDays graceDays updatedAt } }`;
export const SET_SUBSCRIPTION_OFFER = `mutation($input: SubscriptionOfferInput!) { setPlanningSubscriptionOffer(input: $input) {
  planningId sale monthlyPrice trialDays graceDays } }`;
export const SUBSCRIBE = `mutation($input: SubscribeInput!) { subscribeToPlanning(input: $input) {
  initPoint firstChargeAt subscription { ${SUBSCRIPTION_FIELDS} } } }`;
export const MY_SUBSCRIPTIONS = `query { mySubscriptions { ${SUBSCRIPTION_FIELDS} } }`;
export const PAUSE_SUBSCRIPTION = `mutation($subscriptionId: ID!) { pauseSubscription(subscriptionId: $subscriptionId) { ${SUBSCRIPTION_FIELDS} } }`;
export const RESUME_SUBSCRIPTION = `mutation($subscriptionId: ID!) { resumeSubscription(subscriptionId: $subscriptionId) { ${SUBSCRIPTION_FIELDS} } }`;
export const REQUEST_SUBSCRIPTION_CANCELLATION = `mutation($input: SubscriptionCancellationInput!) {
  requestSubscriptionCancellation(input: $input) { trackingCode subscriptionId planningName accessEndsAt createdAt } }`;
