/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddPlanningUserInput = {
  email: string;
  endDate: string;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  planningId: string | number;
  startDate: string;
};

export type ArcaEnvironment =
  | 'HOMOLOGACION'
  | 'PRODUCCION';

/** Where a chargeback stands: OPEN (the seller may still contest it), LOST (the buyer's bank kept the money), WON (the money came back to the seller). */
export type ChargebackStage =
  | 'LOST'
  | 'OPEN'
  | 'WON';

export type CheckInInput = {
  bodyWeightKg?: number | null | undefined;
  /** Today or one of the 6 days before, on the store's calendar. */
  day: string;
  energy?: number | null | undefined;
  mood?: number | null | undefined;
  sleep?: number | null | undefined;
  soreness?: number | null | undefined;
  stress?: number | null | undefined;
};

export type CommentAuthor =
  | 'COACH'
  | 'MEMBER';

export type CompetitionInput = {
  date: string;
  location: string;
  name: string;
};

export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
  subject: string;
};

export type CouponInput = {
  code: string | number;
  discountType: DiscountType;
  isEnabled: boolean;
  itemIds: Array<string | number>;
  maxUses: number;
  /** Each buyer may use it in one purchase only; absent means false. */
  oncePerBuyer?: boolean | null | undefined;
  validDateTimeFrom: string;
  validDateTimeTo: string;
  value: number;
};

export type CourseEvaluationInput = {
  instructions: string;
  itemId: string | number;
  kind: EvaluationKind;
  maxAttempts?: number | null | undefined;
  maxVideos: number;
  passPercent: number;
  questions: Array<QuizQuestionInput>;
  title: string;
};

export type CourseProgramInput = {
  /** Topics being removed although buyers have progress in them, confirmed by the admin. */
  confirmRemovedTopicIds?: Array<string | number> | null | undefined;
  /** Whether the course ends with the certificate topic. */
  hasCertificate: boolean;
  itemId: string | number;
  /** The programVersion the admin edited; a newer saved program refuses this one (Conflict). */
  programVersion: number;
  units: Array<CourseUnitInput>;
};

export type CourseTopicInput = {
  /** video-lesson or text-lesson (the certificate topic is added by hasCertificate). */
  componentName: string;
  /** Omitted for a new topic (the server gives it an id). */
  id?: string | number | null | undefined;
  isPublic: boolean;
  name: string;
};

export type CourseUnitInput = {
  /** Omitted for a new unit. */
  id?: string | number | null | undefined;
  name: string;
  topics: Array<CourseTopicInput>;
};

export type CreateItemInput = {
  name: string;
  price: number;
  seller: Seller;
  type: ItemType;
};

export type CreateLiftInput = {
  name: string;
};

export type CreateOrderInput = {
  couponCode?: string | null | undefined;
  /** Client-generated key: retrying the same purchase returns the same order. */
  idempotencyKey: string | number;
  itemId: string | number;
};

export type CreateUserAddressInput = {
  apartment?: string | null | undefined;
  city: string;
  fullName: string;
  /** Required with a CUIT; ignored (stored as null) with a DNI. */
  ivaCondition?: IvaCondition | null | undefined;
  phone: string;
  postalCode: string;
  province: string;
  street: string;
  streetNumber: string;
  taxId: string;
};

export type DiscountType =
  | 'FIXED'
  | 'PERCENTAGE';

export type EvaluationKind =
  | 'QUIZ'
  | 'VIDEO_SUBMISSION';

export type FiscalCondition =
  | 'MONOTRIBUTO'
  | 'RESPONSABLE_INSCRIPTO';

export type FiscalSettingsInput = {
  activityStartDate: string;
  address: string;
  condition: FiscalCondition;
  cuit: string;
  environment: ArcaEnvironment;
  grossIncomeNumber: string;
  legalName: string;
  pointOfSale: number;
  seller: Seller;
};

/** PROCESSING until its ladder is made; READY plays; TOO_LONG (over maxSeconds) and FAILED never play. */
export type FormCheckStatus =
  | 'FAILED'
  | 'PROCESSING'
  | 'READY'
  | 'TOO_LONG';

export type InvoiceKind =
  | 'FACTURA'
  | 'NOTA_CREDITO';

export type InvoiceStatus =
  /** ARCA refused it, or every attempt failed: the admin sees why and retries. */
  | 'FAILED'
  | 'ISSUED'
  /** Owed to ARCA: the worker issues it (again after an outage, with backoff). */
  | 'PENDING';

/** Where an item stands in its life: a DRAFT is never shown to visitors; a PUBLISHED item is shown while isEnabled; an ARCHIVED item is hidden for good but kept in orders, inventory and sales. */
export type ItemStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

export type ItemType =
  | 'COURSE'
  | 'PLANNING';

/** A buyer's standing with the IVA (ARCA's "Condición frente al IVA"), asked when the billing document is a CUIT. */
export type IvaCondition =
  | 'CONSUMIDOR_FINAL'
  | 'EXENTO'
  | 'MONOTRIBUTO'
  | 'RESPONSABLE_INSCRIPTO';

export type LiftSetsInput = {
  /** A block of the session that prescribes a lift; the lift is taken from it. */
  blockId: string | number;
  sets: Array<LoggedSetInput>;
};

export type LoggedSetInput = {
  kg: number;
  reps: number;
  rpe?: number | null | undefined;
};

export type MailSuppressionReason =
  | 'COMPLAINT'
  | 'HARD_BOUNCE';

export type MaxSource =
  /** Estimated from a logged set. */
  | 'ESTIMATED'
  /** Typed by the member in Mis marcas. */
  | 'TYPED';

export type NoticePreferencesInput = {
  comments: boolean;
  membershipEnding: boolean;
  sessionEdits: boolean;
  weekRelease: boolean;
};

export type OfferInput = {
  price: number;
  validDateTimeFrom: string;
  validDateTimeTo: string;
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELLED'
  /** Charged back by the buyer's card issuer: access ended. */
  | 'CHARGED_BACK'
  | 'CREATED'
  | 'IN_PROCESS'
  /** Refunded (by the store, or at Mercado Pago): access ended. */
  | 'REFUNDED'
  | 'REJECTED';

/**
 * Where a payment stands, in the store's words (the provider's are read into these at the edge):
 * PENDING not finished (waiting for the buyer, in review); APPROVED the money was taken (part of it
 * may since have gone back: refundedAmount); REJECTED refused; CANCELLED called off or expired before
 * it was paid; REFUNDED all of it went back to the buyer; CHARGED_BACK the buyer's bank took it back
 * (chargeback: where that stands); IN_DISPUTE the buyer opened a dispute; UNKNOWN a state the store
 * does not know (it moves nothing).
 */
export type PaymentState =
  | 'APPROVED'
  | 'CANCELLED'
  | 'CHARGED_BACK'
  | 'IN_DISPUTE'
  | 'PENDING'
  | 'REFUNDED'
  | 'REJECTED'
  | 'UNKNOWN';

/** A file of a picture the admin's browser made: its variant's name (800.webp, share.jpg…) and its exact size in bytes. */
export type PictureFileInput = {
  name: string;
  size: number;
};

export type PlanningPhaseInput = {
  description: string;
  endWeek: number;
  name: string;
  startWeek: number;
};

/** How a planning is sold: ONCE for its length (an order), MONTHLY (a Mercado Pago subscription), or BOTH. */
export type PlanningSale =
  | 'BOTH'
  | 'MONTHLY'
  | 'ONCE';

/** When a member starts a planning: today, the next Monday, or a competition's suggested start. */
export type PlanningStartChoice =
  | 'COMPETITION'
  | 'NEXT_MONDAY'
  | 'TODAY';

export type PlanningUserStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'INACTIVE';

export type PrescriptionInput = {
  /** A lift of the library (LiftDefinition.id). */
  lift?: string | number | null | undefined;
  percent?: number | null | undefined;
  reps?: string | null | undefined;
  rounds?: number | null | undefined;
  rpe?: number | null | undefined;
  sets?: number | null | undefined;
  timeCapMinutes?: number | null | undefined;
};

export type ProgrammeBlockInput = {
  /** Omitted for a new block (the server gives it an id). */
  id?: string | number | null | undefined;
  prescription?: PrescriptionInput | null | undefined;
  scaling?: ScalingNotesInput | null | undefined;
  text: string;
  title: string;
  videoKey?: string | null | undefined;
};

export type ProgrammeDayInput = {
  dayNumber: number;
  sessions: Array<ProgrammeSessionInput>;
  title?: string | null | undefined;
};

export type ProgrammeSessionInput = {
  blocks: Array<ProgrammeBlockInput>;
  id?: string | number | null | undefined;
  title: string;
};

export type ProgrammeWeekInput = {
  days: Array<ProgrammeDayInput>;
  /** The version edited (null for a week not saved yet): a stale one is refused with Conflict. */
  expectedVersion?: number | null | undefined;
  planningId: string | number;
  title: string;
  weekNumber: number;
};

export type QuizAnswerInput = {
  optionIds: Array<string | number>;
  questionId: string | number;
};

export type QuizOptionInput = {
  id: string | number;
  text: string;
};

export type QuizQuestionInput = {
  correctOptionIds: Array<string | number>;
  id: string | number;
  multiple: boolean;
  options: Array<QuizOptionInput>;
  text: string;
};

export type RecordKind =
  /** Epley's estimate from a set of up to 10 reps (docs/decisions/). */
  | 'ESTIMATED_1RM'
  /** Heaviest load lifted for at least 1, 3 or 5 reps. */
  | 'REP_MAX_1'
  | 'REP_MAX_3'
  | 'REP_MAX_5';

export type RefundOrderInput = {
  orderId: string | number;
  /** Why the admin refunds (kept in the order's history). */
  reason: string;
  /** Set when the refund answers a revocation request. */
  regretTrackingCode?: string | null | undefined;
};

/** The admin refunds one charge of a subscription through Mercado Pago (whole, or part of it). */
export type RefundSubscriptionChargeInput = {
  /** ARS to return; omitted: all that is left of the charge. */
  amount?: number | null | undefined;
  chargeId: string | number;
  /** Client-generated per confirmation: pressing again returns once. */
  idempotencyKey: string | number;
  /** Why the admin refunds (kept with the subscription). */
  reason: string;
  subscriptionId: string | number;
};

export type RegretRequestInput = {
  /** The buyer's e-mail; required without signing in. */
  email?: string | null | undefined;
  /** The order number as in the purchase e-mail: its code (IMP-7K3Q-2M) or, for orders placed before codes existed, its id. */
  orderId: string | number;
};

export type RegretStatus =
  | 'PENDING'
  | 'REFUNDED';

/** A result, named as its thread is reached: the member's own (userId omitted) or, for the coach, a member's. */
export type ResultRefInput = {
  planningId: string | number;
  resultId: string | number;
  sessionId: string | number;
  /** The member whose result it is (the coach names her; a member leaves it out or names herself). */
  userId?: string | number | null | undefined;
};

export type ReviewSubmissionInput = {
  approved: boolean;
  /** Required when asking for another attempt; shown to the buyer and e-mailed. */
  comment?: string | null | undefined;
  itemId: string | number;
  /** The submission being reviewed (its submittedAt), so a replaced one is never decided by mistake. */
  submittedAt: string;
  userId: string | number;
};

export type SalesFilterInput = {
  /** Inclusive range on the order's creation date (-03:00). */
  from?: string | null | undefined;
  seller?: Seller | null | undefined;
  status?: OrderStatus | null | undefined;
  to?: string | null | undefined;
};

export type ScalingNotesInput = {
  beginner?: string | null | undefined;
  intermediate?: string | null | undefined;
  rx?: string | null | undefined;
};

/** The two sellers. STORE is the store's own brand (its display name comes from configuration). */
export type Seller =
  | 'DELFI'
  | 'STORE';

export type ServiceCancellationInput = {
  /** The buyer's e-mail; required without signing in. */
  email?: string | null | undefined;
  /** The order number as in the purchase e-mail: its code (IMP-7K3Q-2M) or, for orders placed before codes existed, its id. */
  orderId: string | number;
};

export type SessionResultInput = {
  calories?: number | null | undefined;
  distanceMeters?: number | null | undefined;
  idempotencyKey: string | number;
  lifts?: Array<LiftSetsInput> | null | undefined;
  notes?: string | null | undefined;
  planningId: string | number;
  reps?: number | null | undefined;
  rounds?: number | null | undefined;
  rpe?: number | null | undefined;
  sessionId: string | number;
  timeSeconds?: number | null | undefined;
  /** Week of the membership the session belongs to. */
  weekNumber: number;
};

/** A refund Mercado Pago refused or no longer allows, which the admin made another way. */
export type SettleRefundByHandInput = {
  /** How the money was returned (kept in the order's history). */
  note: string;
  orderId: string | number;
  paymentId: string | number;
};

export type SubmissionStatus =
  | 'APPROVED'
  | 'CHANGES_REQUESTED'
  | 'PENDING_REVIEW';

export type SubscribeInput = {
  /** Client-generated key: retrying the same subscription returns the same one. */
  idempotencyKey: string | number;
  planningId: string | number;
};

/** Botón de baja of a subscription: no sign-in needed (the subscriber's e-mail and the planning or the subscription's reference). */
export type SubscriptionCancellationInput = {
  /** Required without signing in. */
  email?: string | null | undefined;
  planningId?: string | number | null | undefined;
  /** The subscription's reference, as in Mis suscripciones and its e-mails. */
  reference?: string | number | null | undefined;
};

export type SubscriptionOfferInput = {
  /** 0 or omitted: access only while Mercado Pago retries a failed charge. */
  graceDays?: number | null | undefined;
  /** Required unless ONCE. */
  monthlyPrice?: number | null | undefined;
  planningId: string | number;
  sale: PlanningSale;
  /** 0 or omitted: no free trial. */
  trialDays?: number | null | undefined;
};

/** Botón de arrepentimiento of a subscription's first charge (10 days): no sign-in needed. */
export type SubscriptionRegretInput = {
  /** Required without signing in. */
  email?: string | null | undefined;
  planningId?: string | number | null | undefined;
  /** The subscription's reference, as in Mis suscripciones and its e-mails. */
  reference?: string | number | null | undefined;
};

/** Where a subscription stands: PENDING until the card is authorized at Mercado Pago; PAST_DUE while a charge is retried or after it failed; CANCELLED keeps access to the end of the paid period, then ENDED. */
export type SubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'ENDED'
  | 'PAST_DUE'
  | 'PAUSED'
  | 'PENDING'
  | 'TRIAL';

/** The admin item update of the spec, plus the page's texts (each omitted one is kept as it is). */
export type UpdateItemInput = {
  coachBio?: string | null | undefined;
  coachName?: string | null | undefined;
  /** A course's workload in hours, as its certificate states it (null: not stated). */
  courseHours?: number | null | undefined;
  description?: string | null | undefined;
  durationWeeks?: number | null | undefined;
  highlights?: Array<string> | null | undefined;
  id: string | number;
  isEnabled: boolean;
  isFeatured: boolean;
  level?: string | null | undefined;
  name: string;
  offer?: OfferInput | null | undefined;
  price: number;
  summary?: string | null | undefined;
};

export type UpdateMyProfileInput = {
  firstName: string;
  lastName: string;
  newsOptIn: boolean;
  /** Coaching notices (issue 25); left out, they stay as they were. */
  noticePreferences?: NoticePreferencesInput | null | undefined;
};

export type UpdatePlanningScheduleInput = {
  competitions: Array<CompetitionInput>;
  durationWeeks: number;
  id: string | number;
  phases: Array<PlanningPhaseInput>;
};

/** An edit of one of the member's own results: what it measures is replaced. */
export type UpdateSessionResultInput = {
  calories?: number | null | undefined;
  distanceMeters?: number | null | undefined;
  lifts?: Array<LiftSetsInput> | null | undefined;
  notes?: string | null | undefined;
  planningId: string | number;
  reps?: number | null | undefined;
  resultId: string | number;
  rounds?: number | null | undefined;
  rpe?: number | null | undefined;
  sessionId: string | number;
  timeSeconds?: number | null | undefined;
};

export type UpdateTopicContentInput = {
  /** Omitted keeps the topic's captions; null removes them; a key from createTopicCaptionsUpload points the topic at that WebVTT file. */
  captionsKey?: string | null | undefined;
  itemId: string | number;
  text: string;
  topicId: string | number;
  /** Omitted keeps the topic's video; null removes it; a key from createTopicVideoUpload points the topic at that upload. */
  videoKey?: string | null | undefined;
};

/** Why the player saves a position: PLAYING ticks are throttled per topic; a pause, a seek, leaving or the end always land. */
export type VideoPositionReason =
  | 'ENDED'
  | 'LEAVE'
  | 'PAUSE'
  | 'PLAYING'
  | 'SEEK'
  /** Playback began in this player session (issue 42: where watching is counted from; not throttled). */
  | 'START'
  /** The player counted 90 % of the video watched (issue 42): counted at once, not throttled. */
  | 'WATCHED';

export type WelcomeInventoryQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeInventoryQuery = { listMyInventory: Array<{ itemId: string, itemType: ItemType, name: string }> };

export type CoachingResultFieldsFragment = { id: string, planningId: string, userId: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, loadKg: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number }> };

export type ResultCommentFieldsFragment = { id: string, planningId: string, sessionId: string, resultId: string, resultLoggedAt: string, author: CommentAuthor, authorName: string, text: string, createdAt: string, atSeconds: number | null };

export type FormCheckFieldsFragment = { planningId: string, sessionId: string, resultId: string, status: FormCheckStatus, submittedAt: string, durationSeconds: number | null, maxSeconds: number, maxBytes: number, stream: { url: string, cookiePath: string, expiresAt: string, renditions: Array<string>, cookies: Array<{ name: string, value: string }> } | null };

export type CoachPlanningViewQueryVariables = Exact<{
  planningId: string | number;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
  userId?: string | number | null | undefined;
}>;


export type CoachPlanningViewQuery = { coachPlanningView: { planningId: string, name: string, today: string, nextToken: string | null, summary: { members: number, active: number, trainedLast7Days: number, needsAttention: number, pastDue: number }, members: Array<{ userId: string, firstName: string, lastName: string, email: string, status: PlanningUserStatus, startDate: string, endDate: string, startPending: boolean, currentWeek: number | null, lastSessionAt: string | null, lastSessionTitle: string | null, compliance7: number | null, compliance30: number | null, previousCompliance7: number | null, attention: Array<string>, subscriptionStatus: SubscriptionStatus | null }> } };

export type CoachResultsFeedQueryVariables = Exact<{
  planningId?: string | number | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type CoachResultsFeedQuery = { coachResultsFeed: { nextToken: string | null, entries: Array<{ planningId: string, planningName: string, userId: string, memberName: string, comments: number, result: { id: string, planningId: string, userId: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, loadKg: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number }> } }> } };

export type CoachMemberLogQueryVariables = Exact<{
  planningId: string | number;
  userId: string | number;
}>;


export type CoachMemberLogQuery = { memberResults: Array<{ id: string, planningId: string, userId: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, loadKg: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number }> }> };

export type CoachMemberRecordsQueryVariables = Exact<{
  planningId: string | number;
  userId: string | number;
}>;


export type CoachMemberRecordsQuery = { memberLiftRecords: Array<{ liftId: string, liftName: string, workingMaxKg: number | null, history: Array<{ at: string, kg: number, source: MaxSource, reps: number | null, setKg: number | null }>, repMaxes: Array<{ reps: number, kg: number, at: string }> }>, memberProgress: { planningId: string, weeks: Array<{ weekNumber: number, startDate: string, prescribedSessions: number, doneSessions: number, volumeKg: number }> } };

export type ResultCommentsQueryVariables = Exact<{
  result: ResultRefInput;
}>;


export type ResultCommentsQuery = { resultComments: Array<{ id: string, planningId: string, sessionId: string, resultId: string, resultLoggedAt: string, author: CommentAuthor, authorName: string, text: string, createdAt: string, atSeconds: number | null }> };

export type MyPlanningCommentsQueryVariables = Exact<{
  planningId: string | number;
}>;


export type MyPlanningCommentsQuery = { myPlanningComments: Array<{ id: string, planningId: string, sessionId: string, resultId: string, resultLoggedAt: string, author: CommentAuthor, authorName: string, text: string, createdAt: string, atSeconds: number | null }> };

export type AddResultCommentMutationVariables = Exact<{
  result: ResultRefInput;
  text: string;
  atSeconds?: number | null | undefined;
}>;


export type AddResultCommentMutation = { addResultComment: { id: string, planningId: string, sessionId: string, resultId: string, resultLoggedAt: string, author: CommentAuthor, authorName: string, text: string, createdAt: string, atSeconds: number | null } | null };

export type FormCheckQueryVariables = Exact<{
  result: ResultRefInput;
}>;


export type FormCheckQuery = { formCheck: { planningId: string, sessionId: string, resultId: string, status: FormCheckStatus, submittedAt: string, durationSeconds: number | null, maxSeconds: number, maxBytes: number, stream: { url: string, cookiePath: string, expiresAt: string, renditions: Array<string>, cookies: Array<{ name: string, value: string }> } | null } | null };

export type CreateFormCheckUploadMutationVariables = Exact<{
  result: ResultRefInput;
  contentType: string;
  sizeBytes: number;
}>;


export type CreateFormCheckUploadMutation = { createFormCheckUpload: { uploadUrl: string, videoKey: string, contentType: string, expiresAt: string } | null };

export type SubmitFormCheckMutationVariables = Exact<{
  result: ResultRefInput;
  videoKey: string;
}>;


export type SubmitFormCheckMutation = { submitFormCheck: { planningId: string, sessionId: string, resultId: string, status: FormCheckStatus, submittedAt: string, durationSeconds: number | null, maxSeconds: number, maxBytes: number, stream: { url: string, cookiePath: string, expiresAt: string, renditions: Array<string>, cookies: Array<{ name: string, value: string }> } | null } | null };

export type MemberCheckInsQueryVariables = Exact<{
  planningId: string | number;
  userId: string | number;
}>;


export type MemberCheckInsQuery = { memberCheckIns: Array<{ day: string, sleep: number | null, energy: number | null, mood: number | null, stress: number | null, soreness: number | null, bodyWeightKg: number | null }> };

export type PlanningThreadQueryVariables = Exact<{
  planningId: string | number;
  userId?: string | number | null | undefined;
}>;


export type PlanningThreadQuery = { planningThread: { planningId: string, userId: string, memberName: string, coachName: string, unread: number, readUpTo: string | null, messages: Array<{ id: string, author: CommentAuthor, authorName: string, text: string, createdAt: string, sessionTitle: string | null }> } };

export type AddThreadMessageMutationVariables = Exact<{
  planningId: string | number;
  text: string;
  userId?: string | number | null | undefined;
}>;


export type AddThreadMessageMutation = { addThreadMessage: { id: string, createdAt: string } | null };

export type MarkThreadReadMutationVariables = Exact<{
  planningId: string | number;
  upTo: string;
  userId?: string | number | null | undefined;
}>;


export type MarkThreadReadMutation = { markThreadRead: { planningId: string, userId: string, unread: number } | null };

export type MyUnreadMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyUnreadMessagesQuery = { myUnreadMessages: Array<{ planningId: string, unread: number }> };

export type CoachUnreadMessagesQueryVariables = Exact<{
  planningId: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type CoachUnreadMessagesQuery = { coachUnreadMessages: Array<{ userId: string, unread: number }> };

export type LiftRecordsFieldsFragment = { liftId: string, liftName: string, workingMaxKg: number | null, history: Array<{ at: string, kg: number, source: MaxSource, reps: number | null, setKg: number | null }>, repMaxes: Array<{ reps: number, kg: number, at: string }> };

export type WeekProgressFieldsFragment = { weekNumber: number, startDate: string, prescribedSessions: number, doneSessions: number, volumeKg: number };

export type AdminItemFieldsFragment = { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null };

export type GetAdminItemQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAdminItemQuery = { getItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } };

export type AdminCourseProgramQueryVariables = Exact<{
  itemId: string | number;
}>;


export type AdminCourseProgramQuery = { listLessonUnits: Array<{ id: string, name: string, position: number, topics: Array<{ id: string, name: string, componentName: string, isPublic: boolean, position: number }> }> };

export type CreateItemMutationVariables = Exact<{
  input: CreateItemInput;
}>;


export type CreateItemMutation = { createItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type UpdateItemDetailsMutationVariables = Exact<{
  input: UpdateItemInput;
}>;


export type UpdateItemDetailsMutation = { updateItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type PublishItemMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishItemMutation = { publishItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type UnpublishItemMutationVariables = Exact<{
  id: string | number;
}>;


export type UnpublishItemMutation = { unpublishItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type ArchiveItemMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveItemMutation = { archiveItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type RestoreItemMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreItemMutation = { restoreItem: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type CreateItemPictureUploadMutationVariables = Exact<{
  itemId: string | number;
  files: Array<PictureFileInput> | PictureFileInput;
}>;


export type CreateItemPictureUploadMutation = { createItemPictureUpload: { pictureId: string, expiresAt: string, uploads: Array<{ name: string, contentType: string, uploadUrl: string }> } | null };

export type SetItemPictureMutationVariables = Exact<{
  itemId: string | number;
  pictureId?: string | number | null | undefined;
}>;


export type SetItemPictureMutation = { setItemPicture: { id: string, name: string, type: ItemType, seller: Seller, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, price: number, summary: string, description: string, highlights: Array<string>, level: string, coachName: string, coachBio: string, durationWeeks: number | null, courseHours: number | null, imageSource: string, programVersion: number, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, picture: { baseUrl: string, widths: Array<number>, shareImage: string } | null } | null };

export type SaveCourseProgramMutationVariables = Exact<{
  input: CourseProgramInput;
}>;


export type SaveCourseProgramMutation = { saveCourseProgram: Array<{ id: string, name: string, position: number, topics: Array<{ id: string, name: string, componentName: string, isPublic: boolean, position: number }> }> | null };

export type AdminCouponFieldsFragment = { code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, oncePerBuyer: boolean, createdAt: string };

export type ListCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCouponsQuery = { listCoupons: Array<{ code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, oncePerBuyer: boolean, createdAt: string }> };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CreateCouponMutation = { createCoupon: { code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, oncePerBuyer: boolean, createdAt: string } | null };

export type UpdateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type UpdateCouponMutation = { updateCoupon: { code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, oncePerBuyer: boolean, createdAt: string } | null };

export type EvaluationSubmissionsQueryVariables = Exact<{
  status: SubmissionStatus;
}>;


export type EvaluationSubmissionsQuery = { listEvaluationSubmissions: Array<{ itemId: string, courseName: string, userId: string, buyerName: string, buyerEmail: string, status: SubmissionStatus, submittedAt: string, reviewComment: string | null, reviewedAt: string | null, videos: Array<{ url: string, contentType: string, expiresAt: string }> }> };

export type ReviewEvaluationSubmissionMutationVariables = Exact<{
  input: ReviewSubmissionInput;
}>;


export type ReviewEvaluationSubmissionMutation = { reviewEvaluationSubmission: { itemId: string, userId: string, status: SubmissionStatus, reviewComment: string | null, reviewedAt: string | null } | null };

export type AdminCourseEvaluationQueryVariables = Exact<{
  itemId: string | number;
}>;


export type AdminCourseEvaluationQuery = { adminCourseEvaluation: { itemId: string, kind: EvaluationKind, title: string, instructions: string, passPercent: number, maxAttempts: number | null, maxVideos: number, updatedAt: string, questions: Array<{ id: string, text: string, multiple: boolean, correctOptionIds: Array<string>, options: Array<{ id: string, text: string }> }> } | null };

export type SaveCourseEvaluationMutationVariables = Exact<{
  input: CourseEvaluationInput;
}>;


export type SaveCourseEvaluationMutation = { saveCourseEvaluation: { itemId: string, updatedAt: string } | null };

export type RemoveCourseEvaluationMutationVariables = Exact<{
  itemId: string | number;
}>;


export type RemoveCourseEvaluationMutation = { removeCourseEvaluation: boolean | null };

export type AdminInvoicesQueryVariables = Exact<{
  seller: Seller;
  from: string;
  to: string;
}>;


export type AdminInvoicesQuery = { adminInvoices: Array<{ orderId: string, document: string, kind: InvoiceKind, seller: Seller, status: InvoiceStatus, name: string | null, number: string | null, issueDate: string | null, cae: string | null, caeDueDate: string | null, total: number | null, net: number | null, vat: number | null, receiverName: string | null, receiverDocument: string | null, attempts: number, lastError: string | null, createdAt: string, errors: Array<{ code: number, message: string }>, observations: Array<{ code: number, message: string }> }> };

export type RetryInvoiceMutationVariables = Exact<{
  orderId: string | number;
  document: string | number;
}>;


export type RetryInvoiceMutation = { retryInvoice: { orderId: string, kind: InvoiceKind, status: InvoiceStatus, attempts: number } | null };

export type FiscalSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type FiscalSettingsQuery = { fiscalSettings: Array<{ seller: Seller, legalName: string, cuit: string, condition: FiscalCondition, pointOfSale: number, environment: ArcaEnvironment, address: string, grossIncomeNumber: string, activityStartDate: string, updatedAt: string | null }> };

export type SaveFiscalSettingsMutationVariables = Exact<{
  input: FiscalSettingsInput;
}>;


export type SaveFiscalSettingsMutation = { saveFiscalSettings: { seller: Seller, updatedAt: string | null } | null };

export type AdminItemEditableFieldsFragment = { id: string, name: string, price: number, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null };

export type AdminPlanningScheduleFieldsFragment = { id: string, durationWeeks: number | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> };

export type AdminListItemsQueryVariables = Exact<{
  type?: ItemType | null | undefined;
}>;


export type AdminListItemsQuery = { adminListItems: Array<{ type: ItemType, seller: Seller, coachName: string, id: string, name: string, price: number, status: ItemStatus, isEnabled: boolean, isFeatured: boolean, durationWeeks: number | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> }> };

export type UpdatePlanningScheduleMutationVariables = Exact<{
  input: UpdatePlanningScheduleInput;
}>;


export type UpdatePlanningScheduleMutation = { updatePlanningSchedule: { id: string, durationWeeks: number | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> } | null };

export type AdminLiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLiftsQuery = { lifts: Array<{ id: string, name: string, custom: boolean }> };

export type CreateLiftMutationVariables = Exact<{
  input: CreateLiftInput;
}>;


export type CreateLiftMutation = { createLift: { id: string, name: string, custom: boolean } | null };

export type AdminProgrammeQueryVariables = Exact<{
  planningId: string | number;
}>;


export type AdminProgrammeQuery = { adminProgramme: Array<{ planningId: string, weekNumber: number, title: string, version: number, updatedAt: string | null, days: Array<{ dayNumber: number, title: string | null, sessions: Array<{ id: string, title: string, blocks: Array<{ id: string, title: string, text: string, videoKey: string | null, prescription: { sets: number | null, reps: string | null, percent: number | null, lift: string | null, timeCapMinutes: number | null, rounds: number | null, rpe: number | null } | null, scaling: { beginner: string | null, intermediate: string | null, rx: string | null } | null }> }> }> }> };

export type AdminProgrammeWeekFragment = { planningId: string, weekNumber: number, title: string, version: number, updatedAt: string | null, days: Array<{ dayNumber: number, title: string | null, sessions: Array<{ id: string, title: string, blocks: Array<{ id: string, title: string, text: string, videoKey: string | null, prescription: { sets: number | null, reps: string | null, percent: number | null, lift: string | null, timeCapMinutes: number | null, rounds: number | null, rpe: number | null } | null, scaling: { beginner: string | null, intermediate: string | null, rx: string | null } | null }> }> }> };

export type SaveProgrammeWeekMutationVariables = Exact<{
  input: ProgrammeWeekInput;
}>;


export type SaveProgrammeWeekMutation = { saveProgrammeWeek: { planningId: string, weekNumber: number, title: string, version: number, updatedAt: string | null, days: Array<{ dayNumber: number, title: string | null, sessions: Array<{ id: string, title: string, blocks: Array<{ id: string, title: string, text: string, videoKey: string | null, prescription: { sets: number | null, reps: string | null, percent: number | null, lift: string | null, timeCapMinutes: number | null, rounds: number | null, rpe: number | null } | null, scaling: { beginner: string | null, intermediate: string | null, rx: string | null } | null }> }> }> } | null };

export type CopyProgrammeWeekMutationVariables = Exact<{
  planningId: string | number;
  fromWeek: number;
  toWeek: number;
}>;


export type CopyProgrammeWeekMutation = { copyProgrammeWeek: { weekNumber: number, version: number } | null };

export type MoveProgrammeWeekMutationVariables = Exact<{
  planningId: string | number;
  fromWeek: number;
  toWeek: number;
}>;


export type MoveProgrammeWeekMutation = { moveProgrammeWeek: Array<{ weekNumber: number }> | null };

export type CreateProgrammeVideoUploadMutationVariables = Exact<{
  planningId: string | number;
  contentType: string;
}>;


export type CreateProgrammeVideoUploadMutation = { createProgrammeVideoUpload: { uploadUrl: string, videoKey: string, expiresAt: string } | null };

export type AdminPlanningUserFieldsFragment = { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string };

export type ListPlanningUsersQueryVariables = Exact<{
  planningId?: string | number | null | undefined;
  status?: PlanningUserStatus | null | undefined;
}>;


export type ListPlanningUsersQuery = { listPlanningUsers: Array<{ planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string }> };

export type AddPlanningUserMutationVariables = Exact<{
  input: AddPlanningUserInput;
}>;


export type AddPlanningUserMutation = { addPlanningUser: { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string } | null };

export type ExtendPlanningUserMutationVariables = Exact<{
  planningId: string | number;
  userId: string | number;
  endDate: string;
}>;


export type ExtendPlanningUserMutation = { extendPlanningUser: { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string } | null };

export type DeactivatePlanningUserMutationVariables = Exact<{
  planningId: string | number;
  userId: string | number;
}>;


export type DeactivatePlanningUserMutation = { deactivatePlanningUser: { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string } | null };

export type ListSalesQueryVariables = Exact<{
  filter?: SalesFilterInput | null | undefined;
}>;


export type ListSalesQuery = { listSales: { orders: Array<{ id: string, code: string | null, status: OrderStatus, amount: number, currency: string, couponCode: string | null, discount: number, buyerEmail: string | null, createdAt: string, reversedAt: string | null, refundedAmount: number, item: { id: string, name: string, seller: Seller }, payments: Array<{ id: string, amount: number, at: string, refund: { reason: string, at: string, state: string, attempts: number } | null }> | null }>, totals: Array<{ seller: Seller, orders: number, amount: number }> } };

export type GetOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type GetOrderQuery = { getOrder: { id: string, code: string | null, status: OrderStatus, amount: number, listPrice: number, discount: number, couponCode: string | null, currency: string, buyerEmail: string | null, paymentId: string | null, createdAt: string, updatedAt: string, statusReason: string | null, reversedAt: string | null, refundedAmount: number, buyerMailSuppression: { reason: MailSuppressionReason, since: string, detail: string | null, skippedEmails: number, lastSkippedAt: string | null } | null, cashVoucher: { url: string, expiresAt: string | null, expired: boolean } | null, item: { id: string, type: ItemType, name: string, seller: Seller }, statusHistory: Array<{ status: OrderStatus, at: string, paymentState: PaymentState | null, reason: string | null, note: string | null }> | null, payments: Array<{ id: string, state: PaymentState, chargeback: ChargebackStage | null, refundedAmount: number | null, amount: number, at: string, refund: { reason: string, at: string, refundId: string | null, note: string | null, state: string, attempts: number } | null }> | null, billing: { fullName: string, taxId: string, street: string, streetNumber: string, apartment: string | null, city: string, province: string, postalCode: string, phone: string } | null } };

export type RefundOrderMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RefundOrderMutation = { refundOrder: { id: string, status: OrderStatus, statusReason: string | null } | null };

export type ListRegretRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListRegretRequestsQuery = { listRegretRequests: Array<{ orderCode: string | null, trackingCode: string, orderId: string, email: string, itemName: string, amount: number, refundAmount: number, status: RegretStatus, createdAt: string, refundedAt: string | null }> };

export type ListServiceCancellationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListServiceCancellationsQuery = { listServiceCancellations: Array<{ orderCode: string | null, trackingCode: string, orderId: string, email: string, itemName: string, createdAt: string }> };

export type SettleRefundByHandMutationVariables = Exact<{
  input: SettleRefundByHandInput;
}>;


export type SettleRefundByHandMutation = { settleRefundByHand: { id: string, status: OrderStatus, statusReason: string | null } | null };

export type SellerCoachEmailsQueryVariables = Exact<{ [key: string]: never; }>;


export type SellerCoachEmailsQuery = { sellerCoachEmails: Array<{ seller: Seller, email: string | null, updatedAt: string | null }> };

export type SaveSellerCoachEmailMutationVariables = Exact<{
  seller: Seller;
  email: string;
}>;


export type SaveSellerCoachEmailMutation = { saveSellerCoachEmail: { seller: Seller, email: string | null, updatedAt: string | null } | null };

export type AdminSubscriptionFieldsFragment = { id: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, accessEndsAt: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, charges: Array<{ id: string, dueAt: string, amount: number, currency: string, state: string, refundedAmount: number, refundableAmount: number }> };

export type PlanningSubscribersQueryVariables = Exact<{
  planningId: string | number;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type PlanningSubscribersQuery = { planningSubscribers: { planningId: string, planningName: string, nextToken: string | null, summary: { subscribers: number, trial: number, active: number, pastDue: number, paused: number, monthlyRecurringRevenue: number, newThisMonth: number, cancelledThisMonth: number, failedChargesThisMonth: number }, subscribers: Array<{ memberId: string, memberEmail: string | null, subscription: { id: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, accessEndsAt: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, charges: Array<{ id: string, dueAt: string, amount: number, currency: string, state: string, refundedAmount: number, refundableAmount: number }> } }> } };

export type RefundSubscriptionChargeMutationVariables = Exact<{
  input: RefundSubscriptionChargeInput;
}>;


export type RefundSubscriptionChargeMutation = { refundSubscriptionCharge: { id: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, accessEndsAt: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, charges: Array<{ id: string, dueAt: string, amount: number, currency: string, state: string, refundedAmount: number, refundableAmount: number }> } | null };

export type AdminSubscriptionOfferFieldsFragment = { planningId: string, sale: PlanningSale, monthlyPrice: number, trialDays: number, graceDays: number, updatedAt: string };

export type AdminSubscriptionOfferQueryVariables = Exact<{
  planningId: string | number;
}>;


export type AdminSubscriptionOfferQuery = { planningSubscriptionOffer: { planningId: string, sale: PlanningSale, monthlyPrice: number, trialDays: number, graceDays: number, updatedAt: string } | null };

export type SetPlanningSubscriptionOfferMutationVariables = Exact<{
  input: SubscriptionOfferInput;
}>;


export type SetPlanningSubscriptionOfferMutation = { setPlanningSubscriptionOffer: { planningId: string, sale: PlanningSale, monthlyPrice: number, trialDays: number, graceDays: number, updatedAt: string } | null };

export type PlanningSubscriberCountQueryVariables = Exact<{
  planningId: string | number;
}>;


export type PlanningSubscriberCountQuery = { planningSubscribers: { summary: { subscribers: number } } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { id: string, firstName: string, lastName: string, email: string, newsOptIn: boolean, noticePreferences: { weekRelease: boolean, sessionEdits: boolean, comments: boolean, membershipEnding: boolean } } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: UpdateMyProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { id: string, firstName: string, lastName: string, email: string, newsOptIn: boolean, noticePreferences: { weekRelease: boolean, sessionEdits: boolean, comments: boolean, membershipEnding: boolean } } | null };

export type CreateUserAddressMutationVariables = Exact<{
  input: CreateUserAddressInput;
}>;


export type CreateUserAddressMutation = { createUserAddress: { id: string, createdAt: string } | null };

export type ListUserAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListUserAddressesQuery = { listUserAddresses: Array<{ id: string, fullName: string, taxId: string, ivaCondition: IvaCondition | null, street: string, streetNumber: string, apartment: string | null, city: string, province: string, postalCode: string, phone: string, createdAt: string }> };

export type GetItemQueryVariables = Exact<{
  id: string | number;
}>;


export type GetItemQuery = { getItem: { id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, status: ItemStatus, imageSource: string, coachName: string, coachBio: string, summary: string, description: string, highlights: Array<string>, level: string, durationWeeks: number | null, finalEvaluation: EvaluationKind | null, picture: { baseUrl: string, widths: Array<number> } | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> } };

export type CatalogCardFieldsFragment = { id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, coachBio: string, summary: string, level: string, durationWeeks: number | null, picture: { baseUrl: string, widths: Array<number> } | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, monthlyOffer: { sale: PlanningSale, monthlyPrice: number } | null };

export type ListItemsQueryVariables = Exact<{
  type?: ItemType | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ListItemsQuery = { listItems: { nextToken: string | null, items: Array<{ id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, coachBio: string, summary: string, level: string, durationWeeks: number | null, picture: { baseUrl: string, widths: Array<number> } | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, monthlyOffer: { sale: PlanningSale, monthlyPrice: number } | null }> } };

export type StorefrontHighlightsQueryVariables = Exact<{ [key: string]: never; }>;


export type StorefrontHighlightsQuery = { listFeaturedItems: Array<{ id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, coachBio: string, summary: string, level: string, durationWeeks: number | null, picture: { baseUrl: string, widths: Array<number> } | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, monthlyOffer: { sale: PlanningSale, monthlyPrice: number } | null }>, listItemsOnOffer: Array<{ id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, coachBio: string, summary: string, level: string, durationWeeks: number | null, picture: { baseUrl: string, widths: Array<number> } | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, monthlyOffer: { sale: PlanningSale, monthlyPrice: number } | null }> };

export type ListItemIdsQueryVariables = Exact<{
  nextToken?: string | null | undefined;
}>;


export type ListItemIdsQuery = { listItems: { nextToken: string | null, items: Array<{ id: string, type: ItemType }> } };

export type OwnedItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnedItemsQuery = { listMyInventory: Array<{ itemId: string, itemType: ItemType }> };

export type VerifyCertificateQueryVariables = Exact<{
  code: string;
}>;


export type VerifyCertificateQuery = { verifyCertificate: { code: string, holderName: string, courseId: string, courseName: string, coachName: string, issuedOn: string, courseHours: number | null, annulledOn: string | null, passedEvaluation: boolean, courseLength: string | null } | null };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { initPoint: string, order: { id: string, status: OrderStatus, amount: number, item: { id: string, type: ItemType, name: string } } } | null };

export type CheckoutItemQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutItemQuery = { getItem: { id: string, name: string, type: ItemType, price: number, imageSource: string, coachName: string, summary: string, isEnabled: boolean } };

export type QuotePriceQueryVariables = Exact<{
  itemId: string | number;
  couponCode?: string | null | undefined;
}>;


export type QuotePriceQuery = { quotePrice: { itemId: string, listPrice: number, offerPrice: number | null, couponCode: string | null, discount: number, finalPrice: number, currency: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, receivedAt: string } | null };

export type CourseProgramQueryVariables = Exact<{
  itemId: string | number;
}>;


export type CourseProgramQuery = { listLessonUnits: Array<{ id: string, name: string, position: number, topics: Array<{ id: string, name: string, componentName: string, isPublic: boolean, position: number, durationMinutes: number | null, hasCaptions: boolean | null }> }> };

export type CourseEvaluationQueryVariables = Exact<{
  itemId: string | number;
}>;


export type CourseEvaluationQuery = { getCourseEvaluation: { itemId: string, kind: EvaluationKind, title: string, instructions: string, passPercent: number, maxAttempts: number | null, maxVideos: number, maxVideoBytes: number, videoContentTypes: Array<string>, questions: Array<{ id: string, text: string, multiple: boolean, options: Array<{ id: string, text: string }> }>, status: { passed: boolean, attemptsUsed: number, attemptsLeft: number | null, lastScorePercent: number | null, lastResults: Array<{ questionId: string, correct: boolean }>, submission: { status: SubmissionStatus, videoCount: number, submittedAt: string, reviewComment: string | null, reviewedAt: string | null } | null } } | null };

export type SubmitQuizAttemptMutationVariables = Exact<{
  itemId: string | number;
  answers: Array<QuizAnswerInput> | QuizAnswerInput;
}>;


export type SubmitQuizAttemptMutation = { submitQuizAttempt: { itemId: string, passed: boolean, scorePercent: number, correctCount: number, questionCount: number, attemptsUsed: number, attemptsLeft: number | null, results: Array<{ questionId: string, correct: boolean }> } | null };

export type CreateEvaluationVideoUploadMutationVariables = Exact<{
  itemId: string | number;
  contentType: string;
  sizeBytes: number;
}>;


export type CreateEvaluationVideoUploadMutation = { createEvaluationVideoUpload: { uploadUrl: string, videoKey: string, contentType: string, expiresAt: string } | null };

export type SubmitEvaluationVideosMutationVariables = Exact<{
  itemId: string | number;
  videoKeys: Array<string> | string;
}>;


export type SubmitEvaluationVideosMutation = { submitEvaluationVideos: { passed: boolean } | null };

export type CourseProgressQueryVariables = Exact<{
  itemId: string | number;
}>;


export type CourseProgressQuery = { getCourseProgress: { itemId: string, completedTopicIds: Array<string>, totalTopics: number, lastTopicId: string | null, isComplete: boolean } };

export type LessonCourseQueryVariables = Exact<{
  id: string | number;
}>;


export type LessonCourseQuery = { getItem: { id: string, name: string, type: ItemType, coachName: string } };

export type LessonCoursesQueryVariables = Exact<{
  nextToken?: string | null | undefined;
}>;


export type LessonCoursesQuery = { listItems: { nextToken: string | null, items: Array<{ id: string, name: string, imageSource: string, coachName: string, summary: string }> } };

export type LessonProgramQueryVariables = Exact<{
  itemId: string | number;
}>;


export type LessonProgramQuery = { listLessonUnits: Array<{ id: string, name: string, position: number, topics: Array<{ id: string, name: string, unitId: string, componentName: string, isPublic: boolean, position: number, durationMinutes: number | null, hasCaptions: boolean | null }> }> };

export type LessonInventoryQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonInventoryQuery = { listMyInventory: Array<{ itemId: string, itemType: ItemType, name: string, acquiredAt: string }> };

export type RequestCertificateMutationVariables = Exact<{
  itemId: string | number;
}>;


export type RequestCertificateMutation = { requestCertificate: { itemId: string, fileName: string, verificationCode: string, courseName: string, issuedOn: string, pdfBase64: string } | null };

export type SaveVideoPositionMutationVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
  seconds: number;
  reason?: VideoPositionReason | null | undefined;
  playerSession?: string | number | null | undefined;
  sequence?: number | null | undefined;
}>;


export type SaveVideoPositionMutation = { saveVideoPosition: { itemId: string, topicId: string, seconds: number, updatedAt: string, watched: boolean } | null };

export type SetTopicProgressMutationVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
  completed: boolean;
}>;


export type SetTopicProgressMutation = { setTopicProgress: { itemId: string, topicId: string, completed: boolean, updatedAt: string } | null };

export type CreateTopicVideoUploadMutationVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
  contentType: string;
}>;


export type CreateTopicVideoUploadMutation = { createTopicVideoUpload: { uploadUrl: string, videoKey: string, expiresAt: string } | null };

export type CreateTopicCaptionsUploadMutationVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
  sizeBytes: number;
}>;


export type CreateTopicCaptionsUploadMutation = { createTopicCaptionsUpload: { uploadUrl: string, captionsKey: string } | null };

export type UpdateTopicContentMutationVariables = Exact<{
  input: UpdateTopicContentInput;
}>;


export type UpdateTopicContentMutation = { updateTopicContent: { itemId: string, topicId: string, text: string, videoUrl: string | null, videoExpiresAt: string | null, captionsUrl: string | null } | null };

export type TopicContentQueryVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
}>;


export type TopicContentQuery = { getTopicContent: { itemId: string, topicId: string, text: string, videoUrl: string | null, videoExpiresAt: string | null, resumeAtSeconds: number, captionsUrl: string | null, completesByWatching: boolean, stream: { url: string, cookiePath: string, expiresAt: string, renditions: Array<string>, cookies: Array<{ name: string, value: string }> } | null, materials: Array<{ name: string, fileName: string, url: string, expiresAt: string }> } };

export type MyCheckInsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCheckInsQuery = { myCheckIns: { consent: { givenAt: string, version: string } | null, checkIns: Array<{ day: string, sleep: number | null, energy: number | null, mood: number | null, stress: number | null, soreness: number | null, bodyWeightKg: number | null, updatedAt: string }> } };

export type GiveCheckInConsentMutationVariables = Exact<{
  version: string;
}>;


export type GiveCheckInConsentMutation = { giveCheckInConsent: { givenAt: string, version: string } | null };

export type WithdrawCheckInConsentMutationVariables = Exact<{ [key: string]: never; }>;


export type WithdrawCheckInConsentMutation = { withdrawCheckInConsent: boolean | null };

export type SaveCheckInMutationVariables = Exact<{
  input: CheckInInput;
}>;


export type SaveCheckInMutation = { saveCheckIn: { day: string } | null };

export type DeleteCheckInMutationVariables = Exact<{
  day: string;
}>;


export type DeleteCheckInMutation = { deleteCheckIn: boolean | null };

export type MyLiftMaxesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLiftMaxesQuery = { myLiftMaxes: Array<{ lift: string, kg: number, updatedAt: string }> };

export type SetLiftMaxMutationVariables = Exact<{
  lift: string | number;
  kg: number;
}>;


export type SetLiftMaxMutation = { setLiftMax: { lift: string, kg: number, updatedAt: string } | null };

export type MyPlanningsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPlanningsQuery = { myPlannings: Array<{ planningId: string, name: string, imageSource: string, coachName: string, status: PlanningUserStatus, startDate: string, endDate: string, startPending: boolean, currentWeek: number | null, totalWeeks: number, programmeWeeks: number, startOptions: Array<{ choice: PlanningStartChoice, date: string, competitionName: string | null, competitionDate: string | null }> }> };

export type MyPlanningFieldsFragment = { planningId: string, name: string, imageSource: string, coachName: string, status: PlanningUserStatus, startDate: string, endDate: string, startPending: boolean, currentWeek: number | null, totalWeeks: number, programmeWeeks: number, startOptions: Array<{ choice: PlanningStartChoice, date: string, competitionName: string | null, competitionDate: string | null }> };

export type ChoosePlanningStartMutationVariables = Exact<{
  planningId: string | number;
  choice: PlanningStartChoice;
  competitionDate?: string | null | undefined;
}>;


export type ChoosePlanningStartMutation = { choosePlanningStart: { planningId: string, name: string, imageSource: string, coachName: string, status: PlanningUserStatus, startDate: string, endDate: string, startPending: boolean, currentWeek: number | null, totalWeeks: number, programmeWeeks: number, startOptions: Array<{ choice: PlanningStartChoice, date: string, competitionName: string | null, competitionDate: string | null }> } | null };

export type PlanningWeekQueryVariables = Exact<{
  planningId: string | number;
  weekNumber?: number | null | undefined;
}>;


export type PlanningWeekQuery = { planningWeek: { today: string, weekNumber: number, programmeWeekNumber: number, releasedWeeks: number, nextReleaseDate: string | null, doneSessionIds: Array<string>, isPreview: boolean, planning: { planningId: string, name: string, imageSource: string, coachName: string, status: PlanningUserStatus, startDate: string, endDate: string, startPending: boolean, currentWeek: number | null, totalWeeks: number, programmeWeeks: number, startOptions: Array<{ choice: PlanningStartChoice, date: string, competitionName: string | null, competitionDate: string | null }> }, week: { planningId: string, weekNumber: number, title: string, days: Array<{ dayNumber: number, title: string | null, date: string | null, sessions: Array<{ id: string, title: string, blocks: Array<{ id: string, title: string, text: string, videoUrl: string | null, prescription: { sets: number | null, reps: string | null, percent: number | null, lift: string | null, liftName: string | null, timeCapMinutes: number | null, rounds: number | null, rpe: number | null, loadKg: number | null } | null, scaling: { beginner: string | null, intermediate: string | null, rx: string | null } | null }> }> }> } | null } };

export type LiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiftsQuery = { lifts: Array<{ id: string, name: string, custom: boolean }> };

export type MyLiftRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLiftRecordsQuery = { myLiftRecords: Array<{ liftId: string, liftName: string, workingMaxKg: number | null, history: Array<{ at: string, kg: number, source: MaxSource, reps: number | null, setKg: number | null }>, repMaxes: Array<{ reps: number, kg: number, at: string }> }> };

export type MyProgressQueryVariables = Exact<{
  planningId: string | number;
}>;


export type MyProgressQuery = { myProgress: { planningId: string, weeks: Array<{ weekNumber: number, startDate: string, prescribedSessions: number, doneSessions: number, volumeKg: number }> } };

export type LogSessionResultMutationVariables = Exact<{
  input: SessionResultInput;
}>;


export type LogSessionResultMutation = { logSessionResult: { id: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loadKg: number | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number, previousKg: number | null, beatsWorkingMax: boolean }> } | null };

export type SessionResultFieldsFragment = { id: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loadKg: number | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number, previousKg: number | null, beatsWorkingMax: boolean }> };

export type UpdateSessionResultMutationVariables = Exact<{
  input: UpdateSessionResultInput;
}>;


export type UpdateSessionResultMutation = { updateSessionResult: { id: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loadKg: number | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number, previousKg: number | null, beatsWorkingMax: boolean }> } | null };

export type DeleteSessionResultMutationVariables = Exact<{
  planningId: string | number;
  sessionId: string | number;
  resultId: string | number;
}>;


export type DeleteSessionResultMutation = { deleteSessionResult: { id: string, sessionId: string, sessionDone: boolean } | null };

export type MySessionResultsQueryVariables = Exact<{
  planningId: string | number;
  sessionId: string | number;
}>;


export type MySessionResultsQuery = { mySessionResults: Array<{ id: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loadKg: number | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number, previousKg: number | null, beatsWorkingMax: boolean }> }> };

export type MyPlanningResultsQueryVariables = Exact<{
  planningId: string | number;
}>;


export type MyPlanningResultsQuery = { myPlanningResults: Array<{ id: string, sessionId: string, sessionTitle: string, weekNumber: number, timeSeconds: number | null, rounds: number | null, reps: number | null, distanceMeters: number | null, calories: number | null, rpe: number | null, notes: string | null, loadKg: number | null, loggedAt: string, editedAt: string | null, lifts: Array<{ blockId: string, liftId: string, liftName: string, sets: Array<{ reps: number, kg: number, rpe: number | null }> }>, newRecords: Array<{ liftId: string, liftName: string, kind: RecordKind, kg: number, previousKg: number | null, beatsWorkingMax: boolean }> }> };

export type ListMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListMyOrdersQuery = { listMyOrders: Array<{ id: string, code: string | null, status: OrderStatus, amount: number, currency: string, listPrice: number, discount: number, couponCode: string | null, createdAt: string, paymentUrl: string | null, reversedAt: string | null, refundedAmount: number, regret: { trackingCode: string, status: RegretStatus, createdAt: string } | null, cashVoucher: { url: string, expiresAt: string | null, expired: boolean } | null, item: { id: string, type: ItemType, name: string } }> };

export type MyInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInvoicesQuery = { myInvoices: Array<{ orderId: string, document: string, kind: InvoiceKind, name: string, number: string, issueDate: string, total: number, cae: string }> };

export type InvoiceDownloadQueryVariables = Exact<{
  orderId: string | number;
  document: string | number;
}>;


export type InvoiceDownloadQuery = { invoiceDownload: { url: string, fileName: string } };

export type UpdateOrdersWithPaymentProviderMutationVariables = Exact<{
  input: string;
}>;


export type UpdateOrdersWithPaymentProviderMutation = { updateOrdersWithPaymentProvider: string | null };

export type ListMyPlanningOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListMyPlanningOrdersQuery = { listMyOrders: Array<{ id: string, status: OrderStatus, item: { id: string } }> };

export type RequestPurchaseRegretMutationVariables = Exact<{
  input: RegretRequestInput;
}>;


export type RequestPurchaseRegretMutation = { requestPurchaseRegret: { trackingCode: string, orderId: string, orderCode: string | null, createdAt: string, refundAmount: number } | null };

export type RequestServiceCancellationMutationVariables = Exact<{
  input: ServiceCancellationInput;
}>;


export type RequestServiceCancellationMutation = { requestServiceCancellation: { trackingCode: string, orderId: string, orderCode: string | null, itemName: string, createdAt: string } | null };

export type RequestSubscriptionCancellationMutationVariables = Exact<{
  input: SubscriptionCancellationInput;
}>;


export type RequestSubscriptionCancellationMutation = { requestSubscriptionCancellation: { trackingCode: string, subscriptionId: string, planningName: string, accessEndsAt: string | null, createdAt: string } | null };

export type MySubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySubscriptionsQuery = { mySubscriptions: Array<{ id: string, planningId: string, planningName: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, trialEndsAt: string | null, accessEndsAt: string | null, hasAccess: boolean, authorizationUrl: string | null, changeCardUrl: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, paidPeriods: Array<{ chargeId: string, from: string, to: string, amount: number }>, charges: Array<{ id: string, dueAt: string, amount: number, state: string, refundedAmount: number, refundableAmount: number }>, upcomingPrice: { amount: number, currency: string, from: string, firstChargeAt: string | null } | null }> };

export type MySubscriptionFieldsFragment = { id: string, planningId: string, planningName: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, trialEndsAt: string | null, accessEndsAt: string | null, hasAccess: boolean, authorizationUrl: string | null, changeCardUrl: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, paidPeriods: Array<{ chargeId: string, from: string, to: string, amount: number }>, charges: Array<{ id: string, dueAt: string, amount: number, state: string, refundedAmount: number, refundableAmount: number }>, upcomingPrice: { amount: number, currency: string, from: string, firstChargeAt: string | null } | null };

export type PauseSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type PauseSubscriptionMutation = { pauseSubscription: { id: string, planningId: string, planningName: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, trialEndsAt: string | null, accessEndsAt: string | null, hasAccess: boolean, authorizationUrl: string | null, changeCardUrl: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, paidPeriods: Array<{ chargeId: string, from: string, to: string, amount: number }>, charges: Array<{ id: string, dueAt: string, amount: number, state: string, refundedAmount: number, refundableAmount: number }>, upcomingPrice: { amount: number, currency: string, from: string, firstChargeAt: string | null } | null } | null };

export type ResumeSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type ResumeSubscriptionMutation = { resumeSubscription: { id: string, planningId: string, planningName: string, status: SubscriptionStatus, amount: number, currency: string, nextChargeAt: string | null, trialEndsAt: string | null, accessEndsAt: string | null, hasAccess: boolean, authorizationUrl: string | null, changeCardUrl: string | null, createdAt: string, cancellationCode: string | null, regretCode: string | null, paidPeriods: Array<{ chargeId: string, from: string, to: string, amount: number }>, charges: Array<{ id: string, dueAt: string, amount: number, state: string, refundedAmount: number, refundableAmount: number }>, upcomingPrice: { amount: number, currency: string, from: string, firstChargeAt: string | null } | null } | null };

export type PlanningOfferQueryVariables = Exact<{
  planningId: string | number;
}>;


export type PlanningOfferQuery = { planningSubscriptionOffer: { planningId: string, sale: PlanningSale, monthlyPrice: number, trialDays: number } | null };

export type RequestMySubscriptionRegretMutationVariables = Exact<{
  input: SubscriptionRegretInput;
}>;


export type RequestMySubscriptionRegretMutation = { requestSubscriptionRegret: { trackingCode: string, subscriptionId: string, planningName: string, refundAmount: number, createdAt: string } | null };

export type SubscribeToPlanningMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeToPlanningMutation = { subscribeToPlanning: { initPoint: string, firstChargeAt: string, subscription: { id: string, status: SubscriptionStatus } } | null };

export type SubscriptionInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionInvoicesQuery = { myInvoices: Array<{ orderId: string, document: string, kind: InvoiceKind, name: string, number: string, issueDate: string }> };

export type SubscriptionInvoiceDownloadQueryVariables = Exact<{
  orderId: string | number;
  document: string | number;
}>;


export type SubscriptionInvoiceDownloadQuery = { invoiceDownload: { url: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, firstName: string, lastName: string, email: string, isAdmin: boolean } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CoachingResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment CoachingResultFields on SessionResult {
  id
  planningId
  userId
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  loadKg
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  newRecords {
    liftId
    liftName
    kind
    kg
  }
  loggedAt
  editedAt
}
    `, {"fragmentName":"CoachingResultFields"}) as unknown as TypedDocumentString<CoachingResultFieldsFragment, unknown>;
export const ResultCommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ResultCommentFields on ResultComment {
  id
  planningId
  sessionId
  resultId
  resultLoggedAt
  author
  authorName
  text
  createdAt
  atSeconds
}
    `, {"fragmentName":"ResultCommentFields"}) as unknown as TypedDocumentString<ResultCommentFieldsFragment, unknown>;
export const FormCheckFieldsFragmentDoc = new TypedDocumentString(`
    fragment FormCheckFields on FormCheck {
  planningId
  sessionId
  resultId
  status
  submittedAt
  durationSeconds
  maxSeconds
  maxBytes
  stream {
    url
    cookiePath
    expiresAt
    renditions
    cookies {
      name
      value
    }
  }
}
    `, {"fragmentName":"FormCheckFields"}) as unknown as TypedDocumentString<FormCheckFieldsFragment, unknown>;
export const LiftRecordsFieldsFragmentDoc = new TypedDocumentString(`
    fragment LiftRecordsFields on LiftRecords {
  liftId
  liftName
  workingMaxKg
  history {
    at
    kg
    source
    reps
    setKg
  }
  repMaxes {
    reps
    kg
    at
  }
}
    `, {"fragmentName":"LiftRecordsFields"}) as unknown as TypedDocumentString<LiftRecordsFieldsFragment, unknown>;
export const WeekProgressFieldsFragmentDoc = new TypedDocumentString(`
    fragment WeekProgressFields on WeekProgress {
  weekNumber
  startDate
  prescribedSessions
  doneSessions
  volumeKg
}
    `, {"fragmentName":"WeekProgressFields"}) as unknown as TypedDocumentString<WeekProgressFieldsFragment, unknown>;
export const AdminItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}
    `, {"fragmentName":"AdminItemFields"}) as unknown as TypedDocumentString<AdminItemFieldsFragment, unknown>;
export const AdminCouponFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCouponFields on Coupon {
  code
  discountType
  value
  isEnabled
  validDateTimeFrom
  validDateTimeTo
  maxUses
  uses
  itemIds
  oncePerBuyer
  createdAt
}
    `, {"fragmentName":"AdminCouponFields"}) as unknown as TypedDocumentString<AdminCouponFieldsFragment, unknown>;
export const AdminItemEditableFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminItemEditableFields on Item {
  id
  name
  price
  status
  isEnabled
  isFeatured
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
}
    `, {"fragmentName":"AdminItemEditableFields"}) as unknown as TypedDocumentString<AdminItemEditableFieldsFragment, unknown>;
export const AdminPlanningScheduleFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPlanningScheduleFields on Item {
  id
  durationWeeks
  phases {
    name
    description
    startWeek
    endWeek
  }
  competitions {
    name
    date
    location
  }
}
    `, {"fragmentName":"AdminPlanningScheduleFields"}) as unknown as TypedDocumentString<AdminPlanningScheduleFieldsFragment, unknown>;
export const AdminProgrammeWeekFragmentDoc = new TypedDocumentString(`
    fragment AdminProgrammeWeek on ProgrammeWeek {
  planningId
  weekNumber
  title
  version
  updatedAt
  days {
    dayNumber
    title
    sessions {
      id
      title
      blocks {
        id
        title
        text
        videoKey
        prescription {
          sets
          reps
          percent
          lift
          timeCapMinutes
          rounds
          rpe
        }
        scaling {
          beginner
          intermediate
          rx
        }
      }
    }
  }
}
    `, {"fragmentName":"AdminProgrammeWeek"}) as unknown as TypedDocumentString<AdminProgrammeWeekFragment, unknown>;
export const AdminPlanningUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminPlanningUserFields on PlanningUser {
  planningId
  userId
  firstName
  lastName
  email
  phone
  status
  startDate
  endDate
  orderId
  source
}
    `, {"fragmentName":"AdminPlanningUserFields"}) as unknown as TypedDocumentString<AdminPlanningUserFieldsFragment, unknown>;
export const AdminSubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSubscriptionFields on MySubscription {
  id
  status
  amount
  currency
  nextChargeAt
  accessEndsAt
  createdAt
  cancellationCode
  regretCode
  charges {
    id
    dueAt
    amount
    currency
    state
    refundedAmount
    refundableAmount
  }
}
    `, {"fragmentName":"AdminSubscriptionFields"}) as unknown as TypedDocumentString<AdminSubscriptionFieldsFragment, unknown>;
export const AdminSubscriptionOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSubscriptionOfferFields on SubscriptionOffer {
  planningId
  sale
  monthlyPrice
  trialDays
  graceDays
  updatedAt
}
    `, {"fragmentName":"AdminSubscriptionOfferFields"}) as unknown as TypedDocumentString<AdminSubscriptionOfferFieldsFragment, unknown>;
export const CatalogCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment CatalogCardFields on Item {
  id
  name
  price
  type
  seller
  isEnabled
  isFeatured
  imageSource
  picture {
    baseUrl
    widths
  }
  coachName
  coachBio
  summary
  level
  durationWeeks
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  monthlyOffer {
    sale
    monthlyPrice
  }
}
    `, {"fragmentName":"CatalogCardFields"}) as unknown as TypedDocumentString<CatalogCardFieldsFragment, unknown>;
export const MyPlanningFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyPlanningFields on MyPlanning {
  planningId
  name
  imageSource
  coachName
  status
  startDate
  endDate
  startPending
  currentWeek
  totalWeeks
  programmeWeeks
  startOptions {
    choice
    date
    competitionName
    competitionDate
  }
}
    `, {"fragmentName":"MyPlanningFields"}) as unknown as TypedDocumentString<MyPlanningFieldsFragment, unknown>;
export const SessionResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionResultFields on SessionResult {
  id
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  loadKg
  newRecords {
    liftId
    liftName
    kind
    kg
    previousKg
    beatsWorkingMax
  }
  loggedAt
  editedAt
}
    `, {"fragmentName":"SessionResultFields"}) as unknown as TypedDocumentString<SessionResultFieldsFragment, unknown>;
export const MySubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment MySubscriptionFields on MySubscription {
  id
  planningId
  planningName
  status
  amount
  currency
  nextChargeAt
  trialEndsAt
  accessEndsAt
  hasAccess
  paidPeriods {
    chargeId
    from
    to
    amount
  }
  authorizationUrl
  changeCardUrl
  createdAt
  cancellationCode
  charges {
    id
    dueAt
    amount
    state
    refundedAmount
    refundableAmount
  }
  regretCode
  upcomingPrice {
    amount
    currency
    from
    firstChargeAt
  }
}
    `, {"fragmentName":"MySubscriptionFields"}) as unknown as TypedDocumentString<MySubscriptionFieldsFragment, unknown>;
export const WelcomeInventoryDocument = new TypedDocumentString(`
    query WelcomeInventory {
  listMyInventory {
    itemId
    itemType
    name
  }
}
    `) as unknown as TypedDocumentString<WelcomeInventoryQuery, WelcomeInventoryQueryVariables>;
export const CoachPlanningViewDocument = new TypedDocumentString(`
    query CoachPlanningView($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) {
  coachPlanningView(
    planningId: $planningId
    limit: $limit
    nextToken: $nextToken
    userId: $userId
  ) {
    planningId
    name
    today
    summary {
      members
      active
      trainedLast7Days
      needsAttention
      pastDue
    }
    nextToken
    members {
      userId
      firstName
      lastName
      email
      status
      startDate
      endDate
      startPending
      currentWeek
      lastSessionAt
      lastSessionTitle
      compliance7
      compliance30
      previousCompliance7
      attention
      subscriptionStatus
    }
  }
}
    `) as unknown as TypedDocumentString<CoachPlanningViewQuery, CoachPlanningViewQueryVariables>;
export const CoachResultsFeedDocument = new TypedDocumentString(`
    query CoachResultsFeed($planningId: ID, $limit: Int, $nextToken: String) {
  coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {
    entries {
      planningId
      planningName
      userId
      memberName
      comments
      result {
        ...CoachingResultFields
      }
    }
    nextToken
  }
}
    fragment CoachingResultFields on SessionResult {
  id
  planningId
  userId
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  loadKg
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  newRecords {
    liftId
    liftName
    kind
    kg
  }
  loggedAt
  editedAt
}`) as unknown as TypedDocumentString<CoachResultsFeedQuery, CoachResultsFeedQueryVariables>;
export const CoachMemberLogDocument = new TypedDocumentString(`
    query CoachMemberLog($planningId: ID!, $userId: ID!) {
  memberResults(planningId: $planningId, userId: $userId) {
    ...CoachingResultFields
  }
}
    fragment CoachingResultFields on SessionResult {
  id
  planningId
  userId
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  loadKg
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  newRecords {
    liftId
    liftName
    kind
    kg
  }
  loggedAt
  editedAt
}`) as unknown as TypedDocumentString<CoachMemberLogQuery, CoachMemberLogQueryVariables>;
export const CoachMemberRecordsDocument = new TypedDocumentString(`
    query CoachMemberRecords($planningId: ID!, $userId: ID!) {
  memberLiftRecords(planningId: $planningId, userId: $userId) {
    ...LiftRecordsFields
  }
  memberProgress(planningId: $planningId, userId: $userId) {
    planningId
    weeks {
      ...WeekProgressFields
    }
  }
}
    fragment LiftRecordsFields on LiftRecords {
  liftId
  liftName
  workingMaxKg
  history {
    at
    kg
    source
    reps
    setKg
  }
  repMaxes {
    reps
    kg
    at
  }
}
fragment WeekProgressFields on WeekProgress {
  weekNumber
  startDate
  prescribedSessions
  doneSessions
  volumeKg
}`) as unknown as TypedDocumentString<CoachMemberRecordsQuery, CoachMemberRecordsQueryVariables>;
export const ResultCommentsDocument = new TypedDocumentString(`
    query ResultComments($result: ResultRefInput!) {
  resultComments(result: $result) {
    ...ResultCommentFields
  }
}
    fragment ResultCommentFields on ResultComment {
  id
  planningId
  sessionId
  resultId
  resultLoggedAt
  author
  authorName
  text
  createdAt
  atSeconds
}`) as unknown as TypedDocumentString<ResultCommentsQuery, ResultCommentsQueryVariables>;
export const MyPlanningCommentsDocument = new TypedDocumentString(`
    query MyPlanningComments($planningId: ID!) {
  myPlanningComments(planningId: $planningId) {
    ...ResultCommentFields
  }
}
    fragment ResultCommentFields on ResultComment {
  id
  planningId
  sessionId
  resultId
  resultLoggedAt
  author
  authorName
  text
  createdAt
  atSeconds
}`) as unknown as TypedDocumentString<MyPlanningCommentsQuery, MyPlanningCommentsQueryVariables>;
export const AddResultCommentDocument = new TypedDocumentString(`
    mutation AddResultComment($result: ResultRefInput!, $text: String!, $atSeconds: Int) {
  addResultComment(result: $result, text: $text, atSeconds: $atSeconds) {
    ...ResultCommentFields
  }
}
    fragment ResultCommentFields on ResultComment {
  id
  planningId
  sessionId
  resultId
  resultLoggedAt
  author
  authorName
  text
  createdAt
  atSeconds
}`) as unknown as TypedDocumentString<AddResultCommentMutation, AddResultCommentMutationVariables>;
export const FormCheckDocument = new TypedDocumentString(`
    query FormCheck($result: ResultRefInput!) {
  formCheck(result: $result) {
    ...FormCheckFields
  }
}
    fragment FormCheckFields on FormCheck {
  planningId
  sessionId
  resultId
  status
  submittedAt
  durationSeconds
  maxSeconds
  maxBytes
  stream {
    url
    cookiePath
    expiresAt
    renditions
    cookies {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<FormCheckQuery, FormCheckQueryVariables>;
export const CreateFormCheckUploadDocument = new TypedDocumentString(`
    mutation CreateFormCheckUpload($result: ResultRefInput!, $contentType: String!, $sizeBytes: Int!) {
  createFormCheckUpload(
    result: $result
    contentType: $contentType
    sizeBytes: $sizeBytes
  ) {
    uploadUrl
    videoKey
    contentType
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateFormCheckUploadMutation, CreateFormCheckUploadMutationVariables>;
export const SubmitFormCheckDocument = new TypedDocumentString(`
    mutation SubmitFormCheck($result: ResultRefInput!, $videoKey: String!) {
  submitFormCheck(result: $result, videoKey: $videoKey) {
    ...FormCheckFields
  }
}
    fragment FormCheckFields on FormCheck {
  planningId
  sessionId
  resultId
  status
  submittedAt
  durationSeconds
  maxSeconds
  maxBytes
  stream {
    url
    cookiePath
    expiresAt
    renditions
    cookies {
      name
      value
    }
  }
}`) as unknown as TypedDocumentString<SubmitFormCheckMutation, SubmitFormCheckMutationVariables>;
export const MemberCheckInsDocument = new TypedDocumentString(`
    query MemberCheckIns($planningId: ID!, $userId: ID!) {
  memberCheckIns(planningId: $planningId, userId: $userId) {
    day
    sleep
    energy
    mood
    stress
    soreness
    bodyWeightKg
  }
}
    `) as unknown as TypedDocumentString<MemberCheckInsQuery, MemberCheckInsQueryVariables>;
export const PlanningThreadDocument = new TypedDocumentString(`
    query PlanningThread($planningId: ID!, $userId: ID) {
  planningThread(planningId: $planningId, userId: $userId) {
    planningId
    userId
    memberName
    coachName
    unread
    readUpTo
    messages {
      id
      author
      authorName
      text
      createdAt
      sessionTitle
    }
  }
}
    `) as unknown as TypedDocumentString<PlanningThreadQuery, PlanningThreadQueryVariables>;
export const AddThreadMessageDocument = new TypedDocumentString(`
    mutation AddThreadMessage($planningId: ID!, $text: String!, $userId: ID) {
  addThreadMessage(planningId: $planningId, text: $text, userId: $userId) {
    id
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AddThreadMessageMutation, AddThreadMessageMutationVariables>;
export const MarkThreadReadDocument = new TypedDocumentString(`
    mutation MarkThreadRead($planningId: ID!, $upTo: AWSDateTime!, $userId: ID) {
  markThreadRead(planningId: $planningId, upTo: $upTo, userId: $userId) {
    planningId
    userId
    unread
  }
}
    `) as unknown as TypedDocumentString<MarkThreadReadMutation, MarkThreadReadMutationVariables>;
export const MyUnreadMessagesDocument = new TypedDocumentString(`
    query MyUnreadMessages {
  myUnreadMessages {
    planningId
    unread
  }
}
    `) as unknown as TypedDocumentString<MyUnreadMessagesQuery, MyUnreadMessagesQueryVariables>;
export const CoachUnreadMessagesDocument = new TypedDocumentString(`
    query CoachUnreadMessages($planningId: ID!, $userIds: [ID!]!) {
  coachUnreadMessages(planningId: $planningId, userIds: $userIds) {
    userId
    unread
  }
}
    `) as unknown as TypedDocumentString<CoachUnreadMessagesQuery, CoachUnreadMessagesQueryVariables>;
export const GetAdminItemDocument = new TypedDocumentString(`
    query GetAdminItem($id: ID!) {
  getItem(id: $id) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<GetAdminItemQuery, GetAdminItemQueryVariables>;
export const AdminCourseProgramDocument = new TypedDocumentString(`
    query AdminCourseProgram($itemId: ID!) {
  listLessonUnits(itemId: $itemId) {
    id
    name
    position
    topics {
      id
      name
      componentName
      isPublic
      position
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCourseProgramQuery, AdminCourseProgramQueryVariables>;
export const CreateItemDocument = new TypedDocumentString(`
    mutation CreateItem($input: CreateItemInput!) {
  createItem(input: $input) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<CreateItemMutation, CreateItemMutationVariables>;
export const UpdateItemDetailsDocument = new TypedDocumentString(`
    mutation UpdateItemDetails($input: UpdateItemInput!) {
  updateItem(input: $input) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<UpdateItemDetailsMutation, UpdateItemDetailsMutationVariables>;
export const PublishItemDocument = new TypedDocumentString(`
    mutation PublishItem($id: ID!) {
  publishItem(id: $id) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<PublishItemMutation, PublishItemMutationVariables>;
export const UnpublishItemDocument = new TypedDocumentString(`
    mutation UnpublishItem($id: ID!) {
  unpublishItem(id: $id) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<UnpublishItemMutation, UnpublishItemMutationVariables>;
export const ArchiveItemDocument = new TypedDocumentString(`
    mutation ArchiveItem($id: ID!) {
  archiveItem(id: $id) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<ArchiveItemMutation, ArchiveItemMutationVariables>;
export const RestoreItemDocument = new TypedDocumentString(`
    mutation RestoreItem($id: ID!) {
  restoreItem(id: $id) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<RestoreItemMutation, RestoreItemMutationVariables>;
export const CreateItemPictureUploadDocument = new TypedDocumentString(`
    mutation CreateItemPictureUpload($itemId: ID!, $files: [PictureFileInput!]!) {
  createItemPictureUpload(itemId: $itemId, files: $files) {
    pictureId
    expiresAt
    uploads {
      name
      contentType
      uploadUrl
    }
  }
}
    `) as unknown as TypedDocumentString<CreateItemPictureUploadMutation, CreateItemPictureUploadMutationVariables>;
export const SetItemPictureDocument = new TypedDocumentString(`
    mutation SetItemPicture($itemId: ID!, $pictureId: ID) {
  setItemPicture(itemId: $itemId, pictureId: $pictureId) {
    ...AdminItemFields
  }
}
    fragment AdminItemFields on Item {
  id
  name
  type
  seller
  status
  isEnabled
  isFeatured
  price
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  summary
  description
  highlights
  level
  coachName
  coachBio
  durationWeeks
  courseHours
  imageSource
  picture {
    baseUrl
    widths
    shareImage
  }
  programVersion
}`) as unknown as TypedDocumentString<SetItemPictureMutation, SetItemPictureMutationVariables>;
export const SaveCourseProgramDocument = new TypedDocumentString(`
    mutation SaveCourseProgram($input: CourseProgramInput!) {
  saveCourseProgram(input: $input) {
    id
    name
    position
    topics {
      id
      name
      componentName
      isPublic
      position
    }
  }
}
    `) as unknown as TypedDocumentString<SaveCourseProgramMutation, SaveCourseProgramMutationVariables>;
export const ListCouponsDocument = new TypedDocumentString(`
    query ListCoupons {
  listCoupons {
    ...AdminCouponFields
  }
}
    fragment AdminCouponFields on Coupon {
  code
  discountType
  value
  isEnabled
  validDateTimeFrom
  validDateTimeTo
  maxUses
  uses
  itemIds
  oncePerBuyer
  createdAt
}`) as unknown as TypedDocumentString<ListCouponsQuery, ListCouponsQueryVariables>;
export const CreateCouponDocument = new TypedDocumentString(`
    mutation CreateCoupon($input: CouponInput!) {
  createCoupon(input: $input) {
    ...AdminCouponFields
  }
}
    fragment AdminCouponFields on Coupon {
  code
  discountType
  value
  isEnabled
  validDateTimeFrom
  validDateTimeTo
  maxUses
  uses
  itemIds
  oncePerBuyer
  createdAt
}`) as unknown as TypedDocumentString<CreateCouponMutation, CreateCouponMutationVariables>;
export const UpdateCouponDocument = new TypedDocumentString(`
    mutation UpdateCoupon($input: CouponInput!) {
  updateCoupon(input: $input) {
    ...AdminCouponFields
  }
}
    fragment AdminCouponFields on Coupon {
  code
  discountType
  value
  isEnabled
  validDateTimeFrom
  validDateTimeTo
  maxUses
  uses
  itemIds
  oncePerBuyer
  createdAt
}`) as unknown as TypedDocumentString<UpdateCouponMutation, UpdateCouponMutationVariables>;
export const EvaluationSubmissionsDocument = new TypedDocumentString(`
    query EvaluationSubmissions($status: SubmissionStatus!) {
  listEvaluationSubmissions(status: $status) {
    itemId
    courseName
    userId
    buyerName
    buyerEmail
    status
    submittedAt
    reviewComment
    reviewedAt
    videos {
      url
      contentType
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<EvaluationSubmissionsQuery, EvaluationSubmissionsQueryVariables>;
export const ReviewEvaluationSubmissionDocument = new TypedDocumentString(`
    mutation ReviewEvaluationSubmission($input: ReviewSubmissionInput!) {
  reviewEvaluationSubmission(input: $input) {
    itemId
    userId
    status
    reviewComment
    reviewedAt
  }
}
    `) as unknown as TypedDocumentString<ReviewEvaluationSubmissionMutation, ReviewEvaluationSubmissionMutationVariables>;
export const AdminCourseEvaluationDocument = new TypedDocumentString(`
    query AdminCourseEvaluation($itemId: ID!) {
  adminCourseEvaluation(itemId: $itemId) {
    itemId
    kind
    title
    instructions
    passPercent
    maxAttempts
    maxVideos
    updatedAt
    questions {
      id
      text
      multiple
      options {
        id
        text
      }
      correctOptionIds
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCourseEvaluationQuery, AdminCourseEvaluationQueryVariables>;
export const SaveCourseEvaluationDocument = new TypedDocumentString(`
    mutation SaveCourseEvaluation($input: CourseEvaluationInput!) {
  saveCourseEvaluation(input: $input) {
    itemId
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SaveCourseEvaluationMutation, SaveCourseEvaluationMutationVariables>;
export const RemoveCourseEvaluationDocument = new TypedDocumentString(`
    mutation RemoveCourseEvaluation($itemId: ID!) {
  removeCourseEvaluation(itemId: $itemId)
}
    `) as unknown as TypedDocumentString<RemoveCourseEvaluationMutation, RemoveCourseEvaluationMutationVariables>;
export const AdminInvoicesDocument = new TypedDocumentString(`
    query AdminInvoices($seller: Seller!, $from: AWSDate!, $to: AWSDate!) {
  adminInvoices(seller: $seller, from: $from, to: $to) {
    orderId
    document
    kind
    seller
    status
    name
    number
    issueDate
    cae
    caeDueDate
    total
    net
    vat
    receiverName
    receiverDocument
    attempts
    lastError
    errors {
      code
      message
    }
    observations {
      code
      message
    }
    createdAt
  }
}
    `) as unknown as TypedDocumentString<AdminInvoicesQuery, AdminInvoicesQueryVariables>;
export const RetryInvoiceDocument = new TypedDocumentString(`
    mutation RetryInvoice($orderId: ID!, $document: ID!) {
  retryInvoice(orderId: $orderId, document: $document) {
    orderId
    kind
    status
    attempts
  }
}
    `) as unknown as TypedDocumentString<RetryInvoiceMutation, RetryInvoiceMutationVariables>;
export const FiscalSettingsDocument = new TypedDocumentString(`
    query FiscalSettings {
  fiscalSettings {
    seller
    legalName
    cuit
    condition
    pointOfSale
    environment
    address
    grossIncomeNumber
    activityStartDate
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<FiscalSettingsQuery, FiscalSettingsQueryVariables>;
export const SaveFiscalSettingsDocument = new TypedDocumentString(`
    mutation SaveFiscalSettings($input: FiscalSettingsInput!) {
  saveFiscalSettings(input: $input) {
    seller
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SaveFiscalSettingsMutation, SaveFiscalSettingsMutationVariables>;
export const AdminListItemsDocument = new TypedDocumentString(`
    query AdminListItems($type: ItemType) {
  adminListItems(type: $type) {
    type
    seller
    coachName
    ...AdminItemEditableFields
    ...AdminPlanningScheduleFields
  }
}
    fragment AdminItemEditableFields on Item {
  id
  name
  price
  status
  isEnabled
  isFeatured
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
}
fragment AdminPlanningScheduleFields on Item {
  id
  durationWeeks
  phases {
    name
    description
    startWeek
    endWeek
  }
  competitions {
    name
    date
    location
  }
}`) as unknown as TypedDocumentString<AdminListItemsQuery, AdminListItemsQueryVariables>;
export const UpdatePlanningScheduleDocument = new TypedDocumentString(`
    mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {
  updatePlanningSchedule(input: $input) {
    ...AdminPlanningScheduleFields
  }
}
    fragment AdminPlanningScheduleFields on Item {
  id
  durationWeeks
  phases {
    name
    description
    startWeek
    endWeek
  }
  competitions {
    name
    date
    location
  }
}`) as unknown as TypedDocumentString<UpdatePlanningScheduleMutation, UpdatePlanningScheduleMutationVariables>;
export const AdminLiftsDocument = new TypedDocumentString(`
    query AdminLifts {
  lifts {
    id
    name
    custom
  }
}
    `) as unknown as TypedDocumentString<AdminLiftsQuery, AdminLiftsQueryVariables>;
export const CreateLiftDocument = new TypedDocumentString(`
    mutation CreateLift($input: CreateLiftInput!) {
  createLift(input: $input) {
    id
    name
    custom
  }
}
    `) as unknown as TypedDocumentString<CreateLiftMutation, CreateLiftMutationVariables>;
export const AdminProgrammeDocument = new TypedDocumentString(`
    query AdminProgramme($planningId: ID!) {
  adminProgramme(planningId: $planningId) {
    ...AdminProgrammeWeek
  }
}
    fragment AdminProgrammeWeek on ProgrammeWeek {
  planningId
  weekNumber
  title
  version
  updatedAt
  days {
    dayNumber
    title
    sessions {
      id
      title
      blocks {
        id
        title
        text
        videoKey
        prescription {
          sets
          reps
          percent
          lift
          timeCapMinutes
          rounds
          rpe
        }
        scaling {
          beginner
          intermediate
          rx
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminProgrammeQuery, AdminProgrammeQueryVariables>;
export const SaveProgrammeWeekDocument = new TypedDocumentString(`
    mutation SaveProgrammeWeek($input: ProgrammeWeekInput!) {
  saveProgrammeWeek(input: $input) {
    ...AdminProgrammeWeek
  }
}
    fragment AdminProgrammeWeek on ProgrammeWeek {
  planningId
  weekNumber
  title
  version
  updatedAt
  days {
    dayNumber
    title
    sessions {
      id
      title
      blocks {
        id
        title
        text
        videoKey
        prescription {
          sets
          reps
          percent
          lift
          timeCapMinutes
          rounds
          rpe
        }
        scaling {
          beginner
          intermediate
          rx
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<SaveProgrammeWeekMutation, SaveProgrammeWeekMutationVariables>;
export const CopyProgrammeWeekDocument = new TypedDocumentString(`
    mutation CopyProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {
  copyProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {
    weekNumber
    version
  }
}
    `) as unknown as TypedDocumentString<CopyProgrammeWeekMutation, CopyProgrammeWeekMutationVariables>;
export const MoveProgrammeWeekDocument = new TypedDocumentString(`
    mutation MoveProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {
  moveProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {
    weekNumber
  }
}
    `) as unknown as TypedDocumentString<MoveProgrammeWeekMutation, MoveProgrammeWeekMutationVariables>;
export const CreateProgrammeVideoUploadDocument = new TypedDocumentString(`
    mutation CreateProgrammeVideoUpload($planningId: ID!, $contentType: String!) {
  createProgrammeVideoUpload(planningId: $planningId, contentType: $contentType) {
    uploadUrl
    videoKey
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateProgrammeVideoUploadMutation, CreateProgrammeVideoUploadMutationVariables>;
export const ListPlanningUsersDocument = new TypedDocumentString(`
    query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {
  listPlanningUsers(planningId: $planningId, status: $status) {
    ...AdminPlanningUserFields
  }
}
    fragment AdminPlanningUserFields on PlanningUser {
  planningId
  userId
  firstName
  lastName
  email
  phone
  status
  startDate
  endDate
  orderId
  source
}`) as unknown as TypedDocumentString<ListPlanningUsersQuery, ListPlanningUsersQueryVariables>;
export const AddPlanningUserDocument = new TypedDocumentString(`
    mutation AddPlanningUser($input: AddPlanningUserInput!) {
  addPlanningUser(input: $input) {
    ...AdminPlanningUserFields
  }
}
    fragment AdminPlanningUserFields on PlanningUser {
  planningId
  userId
  firstName
  lastName
  email
  phone
  status
  startDate
  endDate
  orderId
  source
}`) as unknown as TypedDocumentString<AddPlanningUserMutation, AddPlanningUserMutationVariables>;
export const ExtendPlanningUserDocument = new TypedDocumentString(`
    mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {
  extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {
    ...AdminPlanningUserFields
  }
}
    fragment AdminPlanningUserFields on PlanningUser {
  planningId
  userId
  firstName
  lastName
  email
  phone
  status
  startDate
  endDate
  orderId
  source
}`) as unknown as TypedDocumentString<ExtendPlanningUserMutation, ExtendPlanningUserMutationVariables>;
export const DeactivatePlanningUserDocument = new TypedDocumentString(`
    mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {
  deactivatePlanningUser(planningId: $planningId, userId: $userId) {
    ...AdminPlanningUserFields
  }
}
    fragment AdminPlanningUserFields on PlanningUser {
  planningId
  userId
  firstName
  lastName
  email
  phone
  status
  startDate
  endDate
  orderId
  source
}`) as unknown as TypedDocumentString<DeactivatePlanningUserMutation, DeactivatePlanningUserMutationVariables>;
export const ListSalesDocument = new TypedDocumentString(`
    query ListSales($filter: SalesFilterInput) {
  listSales(filter: $filter) {
    orders {
      id
      code
      status
      amount
      currency
      couponCode
      discount
      buyerEmail
      createdAt
      reversedAt
      refundedAmount
      item {
        id
        name
        seller
      }
      payments {
        id
        amount
        at
        refund {
          reason
          at
          state
          attempts
        }
      }
    }
    totals {
      seller
      orders
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<ListSalesQuery, ListSalesQueryVariables>;
export const GetOrderDocument = new TypedDocumentString(`
    query GetOrder($id: ID!) {
  getOrder(id: $id) {
    id
    code
    status
    amount
    listPrice
    discount
    couponCode
    currency
    buyerEmail
    buyerMailSuppression {
      reason
      since
      detail
      skippedEmails
      lastSkippedAt
    }
    paymentId
    cashVoucher {
      url
      expiresAt
      expired
    }
    createdAt
    updatedAt
    item {
      id
      type
      name
      seller
    }
    statusHistory {
      status
      at
      paymentState
      reason
      note
    }
    statusReason
    reversedAt
    refundedAmount
    payments {
      id
      state
      chargeback
      refundedAmount
      amount
      at
      refund {
        reason
        at
        refundId
        note
        state
        attempts
      }
    }
    billing {
      fullName
      taxId
      street
      streetNumber
      apartment
      city
      province
      postalCode
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
export const RefundOrderDocument = new TypedDocumentString(`
    mutation RefundOrder($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    id
    status
    statusReason
  }
}
    `) as unknown as TypedDocumentString<RefundOrderMutation, RefundOrderMutationVariables>;
export const ListRegretRequestsDocument = new TypedDocumentString(`
    query ListRegretRequests {
  listRegretRequests {
    orderCode
    trackingCode
    orderId
    email
    itemName
    amount
    refundAmount
    status
    createdAt
    refundedAt
  }
}
    `) as unknown as TypedDocumentString<ListRegretRequestsQuery, ListRegretRequestsQueryVariables>;
export const ListServiceCancellationsDocument = new TypedDocumentString(`
    query ListServiceCancellations {
  listServiceCancellations {
    orderCode
    trackingCode
    orderId
    email
    itemName
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ListServiceCancellationsQuery, ListServiceCancellationsQueryVariables>;
export const SettleRefundByHandDocument = new TypedDocumentString(`
    mutation SettleRefundByHand($input: SettleRefundByHandInput!) {
  settleRefundByHand(input: $input) {
    id
    status
    statusReason
  }
}
    `) as unknown as TypedDocumentString<SettleRefundByHandMutation, SettleRefundByHandMutationVariables>;
export const SellerCoachEmailsDocument = new TypedDocumentString(`
    query SellerCoachEmails {
  sellerCoachEmails {
    seller
    email
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SellerCoachEmailsQuery, SellerCoachEmailsQueryVariables>;
export const SaveSellerCoachEmailDocument = new TypedDocumentString(`
    mutation SaveSellerCoachEmail($seller: Seller!, $email: String!) {
  saveSellerCoachEmail(seller: $seller, email: $email) {
    seller
    email
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SaveSellerCoachEmailMutation, SaveSellerCoachEmailMutationVariables>;
export const PlanningSubscribersDocument = new TypedDocumentString(`
    query PlanningSubscribers($planningId: ID!, $limit: Int, $nextToken: String) {
  planningSubscribers(
    planningId: $planningId
    limit: $limit
    nextToken: $nextToken
  ) {
    planningId
    planningName
    nextToken
    summary {
      subscribers
      trial
      active
      pastDue
      paused
      monthlyRecurringRevenue
      newThisMonth
      cancelledThisMonth
      failedChargesThisMonth
    }
    subscribers {
      memberId
      memberEmail
      subscription {
        ...AdminSubscriptionFields
      }
    }
  }
}
    fragment AdminSubscriptionFields on MySubscription {
  id
  status
  amount
  currency
  nextChargeAt
  accessEndsAt
  createdAt
  cancellationCode
  regretCode
  charges {
    id
    dueAt
    amount
    currency
    state
    refundedAmount
    refundableAmount
  }
}`) as unknown as TypedDocumentString<PlanningSubscribersQuery, PlanningSubscribersQueryVariables>;
export const RefundSubscriptionChargeDocument = new TypedDocumentString(`
    mutation RefundSubscriptionCharge($input: RefundSubscriptionChargeInput!) {
  refundSubscriptionCharge(input: $input) {
    ...AdminSubscriptionFields
  }
}
    fragment AdminSubscriptionFields on MySubscription {
  id
  status
  amount
  currency
  nextChargeAt
  accessEndsAt
  createdAt
  cancellationCode
  regretCode
  charges {
    id
    dueAt
    amount
    currency
    state
    refundedAmount
    refundableAmount
  }
}`) as unknown as TypedDocumentString<RefundSubscriptionChargeMutation, RefundSubscriptionChargeMutationVariables>;
export const AdminSubscriptionOfferDocument = new TypedDocumentString(`
    query AdminSubscriptionOffer($planningId: ID!) {
  planningSubscriptionOffer(planningId: $planningId) {
    ...AdminSubscriptionOfferFields
  }
}
    fragment AdminSubscriptionOfferFields on SubscriptionOffer {
  planningId
  sale
  monthlyPrice
  trialDays
  graceDays
  updatedAt
}`) as unknown as TypedDocumentString<AdminSubscriptionOfferQuery, AdminSubscriptionOfferQueryVariables>;
export const SetPlanningSubscriptionOfferDocument = new TypedDocumentString(`
    mutation SetPlanningSubscriptionOffer($input: SubscriptionOfferInput!) {
  setPlanningSubscriptionOffer(input: $input) {
    ...AdminSubscriptionOfferFields
  }
}
    fragment AdminSubscriptionOfferFields on SubscriptionOffer {
  planningId
  sale
  monthlyPrice
  trialDays
  graceDays
  updatedAt
}`) as unknown as TypedDocumentString<SetPlanningSubscriptionOfferMutation, SetPlanningSubscriptionOfferMutationVariables>;
export const PlanningSubscriberCountDocument = new TypedDocumentString(`
    query PlanningSubscriberCount($planningId: ID!) {
  planningSubscribers(planningId: $planningId, limit: 1) {
    summary {
      subscribers
    }
  }
}
    `) as unknown as TypedDocumentString<PlanningSubscriberCountQuery, PlanningSubscriberCountQueryVariables>;
export const MyProfileDocument = new TypedDocumentString(`
    query MyProfile {
  me {
    id
    firstName
    lastName
    email
    newsOptIn
    noticePreferences {
      weekRelease
      sessionEdits
      comments
      membershipEnding
    }
  }
}
    `) as unknown as TypedDocumentString<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = new TypedDocumentString(`
    mutation UpdateMyProfile($input: UpdateMyProfileInput!) {
  updateMyProfile(input: $input) {
    id
    firstName
    lastName
    email
    newsOptIn
    noticePreferences {
      weekRelease
      sessionEdits
      comments
      membershipEnding
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const CreateUserAddressDocument = new TypedDocumentString(`
    mutation CreateUserAddress($input: CreateUserAddressInput!) {
  createUserAddress(input: $input) {
    id
    createdAt
  }
}
    `) as unknown as TypedDocumentString<CreateUserAddressMutation, CreateUserAddressMutationVariables>;
export const ListUserAddressesDocument = new TypedDocumentString(`
    query ListUserAddresses {
  listUserAddresses {
    id
    fullName
    taxId
    ivaCondition
    street
    streetNumber
    apartment
    city
    province
    postalCode
    phone
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ListUserAddressesQuery, ListUserAddressesQueryVariables>;
export const GetItemDocument = new TypedDocumentString(`
    query GetItem($id: ID!) {
  getItem(id: $id) {
    id
    name
    price
    type
    seller
    isEnabled
    isFeatured
    status
    imageSource
    picture {
      baseUrl
      widths
    }
    coachName
    coachBio
    summary
    description
    highlights
    level
    durationWeeks
    finalEvaluation
    offer {
      price
      validDateTimeFrom
      validDateTimeTo
    }
    phases {
      name
      description
      startWeek
      endWeek
    }
    competitions {
      name
      date
      location
    }
  }
}
    `) as unknown as TypedDocumentString<GetItemQuery, GetItemQueryVariables>;
export const ListItemsDocument = new TypedDocumentString(`
    query ListItems($type: ItemType, $limit: Int, $nextToken: String) {
  listItems(type: $type, limit: $limit, nextToken: $nextToken) {
    nextToken
    items {
      ...CatalogCardFields
    }
  }
}
    fragment CatalogCardFields on Item {
  id
  name
  price
  type
  seller
  isEnabled
  isFeatured
  imageSource
  picture {
    baseUrl
    widths
  }
  coachName
  coachBio
  summary
  level
  durationWeeks
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  monthlyOffer {
    sale
    monthlyPrice
  }
}`) as unknown as TypedDocumentString<ListItemsQuery, ListItemsQueryVariables>;
export const StorefrontHighlightsDocument = new TypedDocumentString(`
    query StorefrontHighlights {
  listFeaturedItems {
    ...CatalogCardFields
  }
  listItemsOnOffer {
    ...CatalogCardFields
  }
}
    fragment CatalogCardFields on Item {
  id
  name
  price
  type
  seller
  isEnabled
  isFeatured
  imageSource
  picture {
    baseUrl
    widths
  }
  coachName
  coachBio
  summary
  level
  durationWeeks
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
  monthlyOffer {
    sale
    monthlyPrice
  }
}`) as unknown as TypedDocumentString<StorefrontHighlightsQuery, StorefrontHighlightsQueryVariables>;
export const ListItemIdsDocument = new TypedDocumentString(`
    query ListItemIds($nextToken: String) {
  listItems(nextToken: $nextToken) {
    nextToken
    items {
      id
      type
    }
  }
}
    `) as unknown as TypedDocumentString<ListItemIdsQuery, ListItemIdsQueryVariables>;
export const OwnedItemsDocument = new TypedDocumentString(`
    query OwnedItems {
  listMyInventory {
    itemId
    itemType
  }
}
    `) as unknown as TypedDocumentString<OwnedItemsQuery, OwnedItemsQueryVariables>;
export const VerifyCertificateDocument = new TypedDocumentString(`
    query VerifyCertificate($code: String!) {
  verifyCertificate(code: $code) {
    code
    holderName
    courseId
    courseName
    coachName
    issuedOn
    courseHours
    annulledOn
    passedEvaluation
    courseLength
  }
}
    `) as unknown as TypedDocumentString<VerifyCertificateQuery, VerifyCertificateQueryVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    initPoint
    order {
      id
      status
      amount
      item {
        id
        type
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const CheckoutItemDocument = new TypedDocumentString(`
    query CheckoutItem($id: ID!) {
  getItem(id: $id) {
    id
    name
    type
    price
    imageSource
    coachName
    summary
    isEnabled
  }
}
    `) as unknown as TypedDocumentString<CheckoutItemQuery, CheckoutItemQueryVariables>;
export const QuotePriceDocument = new TypedDocumentString(`
    query QuotePrice($itemId: ID!, $couponCode: String) {
  quotePrice(itemId: $itemId, couponCode: $couponCode) {
    itemId
    listPrice
    offerPrice
    couponCode
    discount
    finalPrice
    currency
  }
}
    `) as unknown as TypedDocumentString<QuotePriceQuery, QuotePriceQueryVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    id
    receivedAt
  }
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const CourseProgramDocument = new TypedDocumentString(`
    query CourseProgram($itemId: ID!) {
  listLessonUnits(itemId: $itemId) {
    id
    name
    position
    topics {
      id
      name
      componentName
      isPublic
      position
      durationMinutes
      hasCaptions
    }
  }
}
    `) as unknown as TypedDocumentString<CourseProgramQuery, CourseProgramQueryVariables>;
export const CourseEvaluationDocument = new TypedDocumentString(`
    query CourseEvaluation($itemId: ID!) {
  getCourseEvaluation(itemId: $itemId) {
    itemId
    kind
    title
    instructions
    passPercent
    maxAttempts
    maxVideos
    maxVideoBytes
    videoContentTypes
    questions {
      id
      text
      multiple
      options {
        id
        text
      }
    }
    status {
      passed
      attemptsUsed
      attemptsLeft
      lastScorePercent
      lastResults {
        questionId
        correct
      }
      submission {
        status
        videoCount
        submittedAt
        reviewComment
        reviewedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CourseEvaluationQuery, CourseEvaluationQueryVariables>;
export const SubmitQuizAttemptDocument = new TypedDocumentString(`
    mutation SubmitQuizAttempt($itemId: ID!, $answers: [QuizAnswerInput!]!) {
  submitQuizAttempt(itemId: $itemId, answers: $answers) {
    itemId
    passed
    scorePercent
    correctCount
    questionCount
    attemptsUsed
    attemptsLeft
    results {
      questionId
      correct
    }
  }
}
    `) as unknown as TypedDocumentString<SubmitQuizAttemptMutation, SubmitQuizAttemptMutationVariables>;
export const CreateEvaluationVideoUploadDocument = new TypedDocumentString(`
    mutation CreateEvaluationVideoUpload($itemId: ID!, $contentType: String!, $sizeBytes: Int!) {
  createEvaluationVideoUpload(
    itemId: $itemId
    contentType: $contentType
    sizeBytes: $sizeBytes
  ) {
    uploadUrl
    videoKey
    contentType
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateEvaluationVideoUploadMutation, CreateEvaluationVideoUploadMutationVariables>;
export const SubmitEvaluationVideosDocument = new TypedDocumentString(`
    mutation SubmitEvaluationVideos($itemId: ID!, $videoKeys: [String!]!) {
  submitEvaluationVideos(itemId: $itemId, videoKeys: $videoKeys) {
    passed
  }
}
    `) as unknown as TypedDocumentString<SubmitEvaluationVideosMutation, SubmitEvaluationVideosMutationVariables>;
export const CourseProgressDocument = new TypedDocumentString(`
    query CourseProgress($itemId: ID!) {
  getCourseProgress(itemId: $itemId) {
    itemId
    completedTopicIds
    totalTopics
    lastTopicId
    isComplete
  }
}
    `) as unknown as TypedDocumentString<CourseProgressQuery, CourseProgressQueryVariables>;
export const LessonCourseDocument = new TypedDocumentString(`
    query LessonCourse($id: ID!) {
  getItem(id: $id) {
    id
    name
    type
    coachName
  }
}
    `) as unknown as TypedDocumentString<LessonCourseQuery, LessonCourseQueryVariables>;
export const LessonCoursesDocument = new TypedDocumentString(`
    query LessonCourses($nextToken: String) {
  listItems(type: COURSE, nextToken: $nextToken) {
    nextToken
    items {
      id
      name
      imageSource
      coachName
      summary
    }
  }
}
    `) as unknown as TypedDocumentString<LessonCoursesQuery, LessonCoursesQueryVariables>;
export const LessonProgramDocument = new TypedDocumentString(`
    query LessonProgram($itemId: ID!) {
  listLessonUnits(itemId: $itemId) {
    id
    name
    position
    topics {
      id
      name
      unitId
      componentName
      isPublic
      position
      durationMinutes
      hasCaptions
    }
  }
}
    `) as unknown as TypedDocumentString<LessonProgramQuery, LessonProgramQueryVariables>;
export const LessonInventoryDocument = new TypedDocumentString(`
    query LessonInventory {
  listMyInventory {
    itemId
    itemType
    name
    acquiredAt
  }
}
    `) as unknown as TypedDocumentString<LessonInventoryQuery, LessonInventoryQueryVariables>;
export const RequestCertificateDocument = new TypedDocumentString(`
    mutation RequestCertificate($itemId: ID!) {
  requestCertificate(itemId: $itemId) {
    itemId
    fileName
    verificationCode
    courseName
    issuedOn
    pdfBase64
  }
}
    `) as unknown as TypedDocumentString<RequestCertificateMutation, RequestCertificateMutationVariables>;
export const SaveVideoPositionDocument = new TypedDocumentString(`
    mutation SaveVideoPosition($itemId: ID!, $topicId: ID!, $seconds: Int!, $reason: VideoPositionReason, $playerSession: ID, $sequence: Int) {
  saveVideoPosition(
    itemId: $itemId
    topicId: $topicId
    seconds: $seconds
    reason: $reason
    playerSession: $playerSession
    sequence: $sequence
  ) {
    itemId
    topicId
    seconds
    updatedAt
    watched
  }
}
    `) as unknown as TypedDocumentString<SaveVideoPositionMutation, SaveVideoPositionMutationVariables>;
export const SetTopicProgressDocument = new TypedDocumentString(`
    mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {
  setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {
    itemId
    topicId
    completed
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SetTopicProgressMutation, SetTopicProgressMutationVariables>;
export const CreateTopicVideoUploadDocument = new TypedDocumentString(`
    mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {
  createTopicVideoUpload(
    itemId: $itemId
    topicId: $topicId
    contentType: $contentType
  ) {
    uploadUrl
    videoKey
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateTopicVideoUploadMutation, CreateTopicVideoUploadMutationVariables>;
export const CreateTopicCaptionsUploadDocument = new TypedDocumentString(`
    mutation CreateTopicCaptionsUpload($itemId: ID!, $topicId: ID!, $sizeBytes: Int!) {
  createTopicCaptionsUpload(
    itemId: $itemId
    topicId: $topicId
    sizeBytes: $sizeBytes
  ) {
    uploadUrl
    captionsKey
  }
}
    `) as unknown as TypedDocumentString<CreateTopicCaptionsUploadMutation, CreateTopicCaptionsUploadMutationVariables>;
export const UpdateTopicContentDocument = new TypedDocumentString(`
    mutation UpdateTopicContent($input: UpdateTopicContentInput!) {
  updateTopicContent(input: $input) {
    itemId
    topicId
    text
    videoUrl
    videoExpiresAt
    captionsUrl
  }
}
    `) as unknown as TypedDocumentString<UpdateTopicContentMutation, UpdateTopicContentMutationVariables>;
export const TopicContentDocument = new TypedDocumentString(`
    query TopicContent($itemId: ID!, $topicId: ID!) {
  getTopicContent(itemId: $itemId, topicId: $topicId) {
    itemId
    topicId
    text
    videoUrl
    videoExpiresAt
    resumeAtSeconds
    captionsUrl
    completesByWatching
    stream {
      url
      cookiePath
      cookies {
        name
        value
      }
      expiresAt
      renditions
    }
    materials {
      name
      fileName
      url
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<TopicContentQuery, TopicContentQueryVariables>;
export const MyCheckInsDocument = new TypedDocumentString(`
    query MyCheckIns {
  myCheckIns {
    consent {
      givenAt
      version
    }
    checkIns {
      day
      sleep
      energy
      mood
      stress
      soreness
      bodyWeightKg
      updatedAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyCheckInsQuery, MyCheckInsQueryVariables>;
export const GiveCheckInConsentDocument = new TypedDocumentString(`
    mutation GiveCheckInConsent($version: String!) {
  giveCheckInConsent(version: $version) {
    givenAt
    version
  }
}
    `) as unknown as TypedDocumentString<GiveCheckInConsentMutation, GiveCheckInConsentMutationVariables>;
export const WithdrawCheckInConsentDocument = new TypedDocumentString(`
    mutation WithdrawCheckInConsent {
  withdrawCheckInConsent
}
    `) as unknown as TypedDocumentString<WithdrawCheckInConsentMutation, WithdrawCheckInConsentMutationVariables>;
export const SaveCheckInDocument = new TypedDocumentString(`
    mutation SaveCheckIn($input: CheckInInput!) {
  saveCheckIn(input: $input) {
    day
  }
}
    `) as unknown as TypedDocumentString<SaveCheckInMutation, SaveCheckInMutationVariables>;
export const DeleteCheckInDocument = new TypedDocumentString(`
    mutation DeleteCheckIn($day: AWSDate!) {
  deleteCheckIn(day: $day)
}
    `) as unknown as TypedDocumentString<DeleteCheckInMutation, DeleteCheckInMutationVariables>;
export const MyLiftMaxesDocument = new TypedDocumentString(`
    query MyLiftMaxes {
  myLiftMaxes {
    lift
    kg
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<MyLiftMaxesQuery, MyLiftMaxesQueryVariables>;
export const SetLiftMaxDocument = new TypedDocumentString(`
    mutation SetLiftMax($lift: ID!, $kg: Float!) {
  setLiftMax(lift: $lift, kg: $kg) {
    lift
    kg
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SetLiftMaxMutation, SetLiftMaxMutationVariables>;
export const MyPlanningsDocument = new TypedDocumentString(`
    query MyPlannings {
  myPlannings {
    ...MyPlanningFields
  }
}
    fragment MyPlanningFields on MyPlanning {
  planningId
  name
  imageSource
  coachName
  status
  startDate
  endDate
  startPending
  currentWeek
  totalWeeks
  programmeWeeks
  startOptions {
    choice
    date
    competitionName
    competitionDate
  }
}`) as unknown as TypedDocumentString<MyPlanningsQuery, MyPlanningsQueryVariables>;
export const ChoosePlanningStartDocument = new TypedDocumentString(`
    mutation ChoosePlanningStart($planningId: ID!, $choice: PlanningStartChoice!, $competitionDate: AWSDate) {
  choosePlanningStart(
    planningId: $planningId
    choice: $choice
    competitionDate: $competitionDate
  ) {
    ...MyPlanningFields
  }
}
    fragment MyPlanningFields on MyPlanning {
  planningId
  name
  imageSource
  coachName
  status
  startDate
  endDate
  startPending
  currentWeek
  totalWeeks
  programmeWeeks
  startOptions {
    choice
    date
    competitionName
    competitionDate
  }
}`) as unknown as TypedDocumentString<ChoosePlanningStartMutation, ChoosePlanningStartMutationVariables>;
export const PlanningWeekDocument = new TypedDocumentString(`
    query PlanningWeek($planningId: ID!, $weekNumber: Int) {
  planningWeek(planningId: $planningId, weekNumber: $weekNumber) {
    planning {
      ...MyPlanningFields
    }
    today
    weekNumber
    programmeWeekNumber
    releasedWeeks
    nextReleaseDate
    doneSessionIds
    isPreview
    week {
      planningId
      weekNumber
      title
      days {
        dayNumber
        title
        date
        sessions {
          id
          title
          blocks {
            id
            title
            text
            videoUrl
            prescription {
              sets
              reps
              percent
              lift
              liftName
              timeCapMinutes
              rounds
              rpe
              loadKg
            }
            scaling {
              beginner
              intermediate
              rx
            }
          }
        }
      }
    }
  }
}
    fragment MyPlanningFields on MyPlanning {
  planningId
  name
  imageSource
  coachName
  status
  startDate
  endDate
  startPending
  currentWeek
  totalWeeks
  programmeWeeks
  startOptions {
    choice
    date
    competitionName
    competitionDate
  }
}`) as unknown as TypedDocumentString<PlanningWeekQuery, PlanningWeekQueryVariables>;
export const LiftsDocument = new TypedDocumentString(`
    query Lifts {
  lifts {
    id
    name
    custom
  }
}
    `) as unknown as TypedDocumentString<LiftsQuery, LiftsQueryVariables>;
export const MyLiftRecordsDocument = new TypedDocumentString(`
    query MyLiftRecords {
  myLiftRecords {
    ...LiftRecordsFields
  }
}
    fragment LiftRecordsFields on LiftRecords {
  liftId
  liftName
  workingMaxKg
  history {
    at
    kg
    source
    reps
    setKg
  }
  repMaxes {
    reps
    kg
    at
  }
}`) as unknown as TypedDocumentString<MyLiftRecordsQuery, MyLiftRecordsQueryVariables>;
export const MyProgressDocument = new TypedDocumentString(`
    query MyProgress($planningId: ID!) {
  myProgress(planningId: $planningId) {
    planningId
    weeks {
      ...WeekProgressFields
    }
  }
}
    fragment WeekProgressFields on WeekProgress {
  weekNumber
  startDate
  prescribedSessions
  doneSessions
  volumeKg
}`) as unknown as TypedDocumentString<MyProgressQuery, MyProgressQueryVariables>;
export const LogSessionResultDocument = new TypedDocumentString(`
    mutation LogSessionResult($input: SessionResultInput!) {
  logSessionResult(input: $input) {
    ...SessionResultFields
  }
}
    fragment SessionResultFields on SessionResult {
  id
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  loadKg
  newRecords {
    liftId
    liftName
    kind
    kg
    previousKg
    beatsWorkingMax
  }
  loggedAt
  editedAt
}`) as unknown as TypedDocumentString<LogSessionResultMutation, LogSessionResultMutationVariables>;
export const UpdateSessionResultDocument = new TypedDocumentString(`
    mutation UpdateSessionResult($input: UpdateSessionResultInput!) {
  updateSessionResult(input: $input) {
    ...SessionResultFields
  }
}
    fragment SessionResultFields on SessionResult {
  id
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  loadKg
  newRecords {
    liftId
    liftName
    kind
    kg
    previousKg
    beatsWorkingMax
  }
  loggedAt
  editedAt
}`) as unknown as TypedDocumentString<UpdateSessionResultMutation, UpdateSessionResultMutationVariables>;
export const DeleteSessionResultDocument = new TypedDocumentString(`
    mutation DeleteSessionResult($planningId: ID!, $sessionId: ID!, $resultId: ID!) {
  deleteSessionResult(
    planningId: $planningId
    sessionId: $sessionId
    resultId: $resultId
  ) {
    id
    sessionId
    sessionDone
  }
}
    `) as unknown as TypedDocumentString<DeleteSessionResultMutation, DeleteSessionResultMutationVariables>;
export const MySessionResultsDocument = new TypedDocumentString(`
    query MySessionResults($planningId: ID!, $sessionId: ID!) {
  mySessionResults(planningId: $planningId, sessionId: $sessionId) {
    ...SessionResultFields
  }
}
    fragment SessionResultFields on SessionResult {
  id
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  loadKg
  newRecords {
    liftId
    liftName
    kind
    kg
    previousKg
    beatsWorkingMax
  }
  loggedAt
  editedAt
}`) as unknown as TypedDocumentString<MySessionResultsQuery, MySessionResultsQueryVariables>;
export const MyPlanningResultsDocument = new TypedDocumentString(`
    query MyPlanningResults($planningId: ID!) {
  myPlanningResults(planningId: $planningId) {
    ...SessionResultFields
  }
}
    fragment SessionResultFields on SessionResult {
  id
  sessionId
  sessionTitle
  weekNumber
  lifts {
    blockId
    liftId
    liftName
    sets {
      reps
      kg
      rpe
    }
  }
  timeSeconds
  rounds
  reps
  distanceMeters
  calories
  rpe
  notes
  loadKg
  newRecords {
    liftId
    liftName
    kind
    kg
    previousKg
    beatsWorkingMax
  }
  loggedAt
  editedAt
}`) as unknown as TypedDocumentString<MyPlanningResultsQuery, MyPlanningResultsQueryVariables>;
export const ListMyOrdersDocument = new TypedDocumentString(`
    query ListMyOrders {
  listMyOrders {
    id
    code
    status
    amount
    currency
    listPrice
    discount
    couponCode
    createdAt
    paymentUrl
    reversedAt
    refundedAmount
    regret {
      trackingCode
      status
      createdAt
    }
    cashVoucher {
      url
      expiresAt
      expired
    }
    item {
      id
      type
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ListMyOrdersQuery, ListMyOrdersQueryVariables>;
export const MyInvoicesDocument = new TypedDocumentString(`
    query MyInvoices {
  myInvoices {
    orderId
    document
    kind
    name
    number
    issueDate
    total
    cae
  }
}
    `) as unknown as TypedDocumentString<MyInvoicesQuery, MyInvoicesQueryVariables>;
export const InvoiceDownloadDocument = new TypedDocumentString(`
    query InvoiceDownload($orderId: ID!, $document: ID!) {
  invoiceDownload(orderId: $orderId, document: $document) {
    url
    fileName
  }
}
    `) as unknown as TypedDocumentString<InvoiceDownloadQuery, InvoiceDownloadQueryVariables>;
export const UpdateOrdersWithPaymentProviderDocument = new TypedDocumentString(`
    mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {
  updateOrdersWithPaymentProvider(input: $input)
}
    `) as unknown as TypedDocumentString<UpdateOrdersWithPaymentProviderMutation, UpdateOrdersWithPaymentProviderMutationVariables>;
export const ListMyPlanningOrdersDocument = new TypedDocumentString(`
    query ListMyPlanningOrders {
  listMyOrders {
    id
    status
    item {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ListMyPlanningOrdersQuery, ListMyPlanningOrdersQueryVariables>;
export const RequestPurchaseRegretDocument = new TypedDocumentString(`
    mutation RequestPurchaseRegret($input: RegretRequestInput!) {
  requestPurchaseRegret(input: $input) {
    trackingCode
    orderId
    orderCode
    createdAt
    refundAmount
  }
}
    `) as unknown as TypedDocumentString<RequestPurchaseRegretMutation, RequestPurchaseRegretMutationVariables>;
export const RequestServiceCancellationDocument = new TypedDocumentString(`
    mutation RequestServiceCancellation($input: ServiceCancellationInput!) {
  requestServiceCancellation(input: $input) {
    trackingCode
    orderId
    orderCode
    itemName
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RequestServiceCancellationMutation, RequestServiceCancellationMutationVariables>;
export const RequestSubscriptionCancellationDocument = new TypedDocumentString(`
    mutation RequestSubscriptionCancellation($input: SubscriptionCancellationInput!) {
  requestSubscriptionCancellation(input: $input) {
    trackingCode
    subscriptionId
    planningName
    accessEndsAt
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RequestSubscriptionCancellationMutation, RequestSubscriptionCancellationMutationVariables>;
export const MySubscriptionsDocument = new TypedDocumentString(`
    query MySubscriptions {
  mySubscriptions {
    ...MySubscriptionFields
  }
}
    fragment MySubscriptionFields on MySubscription {
  id
  planningId
  planningName
  status
  amount
  currency
  nextChargeAt
  trialEndsAt
  accessEndsAt
  hasAccess
  paidPeriods {
    chargeId
    from
    to
    amount
  }
  authorizationUrl
  changeCardUrl
  createdAt
  cancellationCode
  charges {
    id
    dueAt
    amount
    state
    refundedAmount
    refundableAmount
  }
  regretCode
  upcomingPrice {
    amount
    currency
    from
    firstChargeAt
  }
}`) as unknown as TypedDocumentString<MySubscriptionsQuery, MySubscriptionsQueryVariables>;
export const PauseSubscriptionDocument = new TypedDocumentString(`
    mutation PauseSubscription($subscriptionId: ID!) {
  pauseSubscription(subscriptionId: $subscriptionId) {
    ...MySubscriptionFields
  }
}
    fragment MySubscriptionFields on MySubscription {
  id
  planningId
  planningName
  status
  amount
  currency
  nextChargeAt
  trialEndsAt
  accessEndsAt
  hasAccess
  paidPeriods {
    chargeId
    from
    to
    amount
  }
  authorizationUrl
  changeCardUrl
  createdAt
  cancellationCode
  charges {
    id
    dueAt
    amount
    state
    refundedAmount
    refundableAmount
  }
  regretCode
  upcomingPrice {
    amount
    currency
    from
    firstChargeAt
  }
}`) as unknown as TypedDocumentString<PauseSubscriptionMutation, PauseSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = new TypedDocumentString(`
    mutation ResumeSubscription($subscriptionId: ID!) {
  resumeSubscription(subscriptionId: $subscriptionId) {
    ...MySubscriptionFields
  }
}
    fragment MySubscriptionFields on MySubscription {
  id
  planningId
  planningName
  status
  amount
  currency
  nextChargeAt
  trialEndsAt
  accessEndsAt
  hasAccess
  paidPeriods {
    chargeId
    from
    to
    amount
  }
  authorizationUrl
  changeCardUrl
  createdAt
  cancellationCode
  charges {
    id
    dueAt
    amount
    state
    refundedAmount
    refundableAmount
  }
  regretCode
  upcomingPrice {
    amount
    currency
    from
    firstChargeAt
  }
}`) as unknown as TypedDocumentString<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const PlanningOfferDocument = new TypedDocumentString(`
    query PlanningOffer($planningId: ID!) {
  planningSubscriptionOffer(planningId: $planningId) {
    planningId
    sale
    monthlyPrice
    trialDays
  }
}
    `) as unknown as TypedDocumentString<PlanningOfferQuery, PlanningOfferQueryVariables>;
export const RequestMySubscriptionRegretDocument = new TypedDocumentString(`
    mutation RequestMySubscriptionRegret($input: SubscriptionRegretInput!) {
  requestSubscriptionRegret(input: $input) {
    trackingCode
    subscriptionId
    planningName
    refundAmount
    createdAt
  }
}
    `) as unknown as TypedDocumentString<RequestMySubscriptionRegretMutation, RequestMySubscriptionRegretMutationVariables>;
export const SubscribeToPlanningDocument = new TypedDocumentString(`
    mutation SubscribeToPlanning($input: SubscribeInput!) {
  subscribeToPlanning(input: $input) {
    initPoint
    firstChargeAt
    subscription {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<SubscribeToPlanningMutation, SubscribeToPlanningMutationVariables>;
export const SubscriptionInvoicesDocument = new TypedDocumentString(`
    query SubscriptionInvoices {
  myInvoices {
    orderId
    document
    kind
    name
    number
    issueDate
  }
}
    `) as unknown as TypedDocumentString<SubscriptionInvoicesQuery, SubscriptionInvoicesQueryVariables>;
export const SubscriptionInvoiceDownloadDocument = new TypedDocumentString(`
    query SubscriptionInvoiceDownload($orderId: ID!, $document: ID!) {
  invoiceDownload(orderId: $orderId, document: $document) {
    url
  }
}
    `) as unknown as TypedDocumentString<SubscriptionInvoiceDownloadQuery, SubscriptionInvoiceDownloadQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    firstName
    lastName
    email
    isAdmin
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;