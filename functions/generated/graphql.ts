export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  AWSDate: { input: string; output: string; }
  AWSDateTime: { input: string; output: string; }
  AWSEmail: { input: string; output: string; }
  AWSIPAddress: { input: string; output: string; }
  AWSJSON: { input: string; output: string; }
  AWSPhone: { input: string; output: string; }
  AWSTime: { input: string; output: string; }
  AWSTimestamp: { input: number; output: number; }
  AWSURL: { input: string; output: string; }
};

export type AddPlanningUserInput = {
  email: Scalars['AWSEmail']['input'];
  endDate: Scalars['AWSDate']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  planningId: Scalars['ID']['input'];
  startDate: Scalars['AWSDate']['input'];
};

/** A course's evaluation as its author edits it (with the answer key): admins only. */
export type AdminCourseEvaluation = {
  instructions: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  kind: EvaluationKind;
  maxAttempts: Maybe<Scalars['Int']['output']>;
  maxVideos: Scalars['Int']['output'];
  passPercent: Scalars['Int']['output'];
  questions: Array<AdminQuizQuestion>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type AdminInvoice = {
  attempts: Scalars['Int']['output'];
  cae: Maybe<Scalars['String']['output']>;
  caeDueDate: Maybe<Scalars['AWSDate']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  /** The document within its order (see MyInvoice.document). */
  document: Scalars['ID']['output'];
  errors: Array<ArcaNote>;
  issueDate: Maybe<Scalars['AWSDate']['output']>;
  kind: InvoiceKind;
  lastError: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  net: Maybe<Scalars['Float']['output']>;
  number: Maybe<Scalars['String']['output']>;
  observations: Array<ArcaNote>;
  orderId: Scalars['ID']['output'];
  /** CUIT, DNI or Consumidor final, with the number. */
  receiverDocument: Maybe<Scalars['String']['output']>;
  receiverName: Maybe<Scalars['String']['output']>;
  seller: Seller;
  status: InvoiceStatus;
  total: Maybe<Scalars['Float']['output']>;
  vat: Maybe<Scalars['Float']['output']>;
};

/** A quiz question with its answer key: admins only. */
export type AdminQuizQuestion = {
  correctOptionIds: Array<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  multiple: Scalars['Boolean']['output'];
  options: Array<QuizOption>;
  text: Scalars['String']['output'];
};

export type ArcaEnvironment =
  | 'HOMOLOGACION'
  | 'PRODUCCION';

/** An error or observation of ARCA, in ARCA's words. */
export type ArcaNote = {
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

/** Issue 26: a signed upload of a topic's captions file (WebVTT). */
export type CaptionsUpload = {
  captionsKey: Scalars['String']['output'];
  expiresAt: Scalars['AWSDateTime']['output'];
  uploadUrl: Scalars['AWSURL']['output'];
};

/** A payment in cash's voucher, as Mercado Pago's API gave it (issue 42, docs/decisions/164). */
export type CashVoucher = {
  /** It can no longer be paid: Mercado Pago called the payment off, or its date passed. */
  expired: Scalars['Boolean']['output'];
  /** When it can no longer be paid; null when Mercado Pago gave no date. */
  expiresAt: Maybe<Scalars['AWSDateTime']['output']>;
  /** The voucher's page at Mercado Pago (https on its own hosts; the simulator's locally). */
  url: Scalars['AWSURL']['output'];
};

export type Certificate = {
  /** The course's name as the certificate states it. */
  courseName: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** The day it was issued (the store's calendar): a re-download keeps it. */
  issuedOn: Scalars['AWSDate']['output'];
  itemId: Scalars['ID']['output'];
  /** The PDF, base64-encoded. */
  pdfBase64: Scalars['String']['output'];
  /** The code printed on the PDF; anyone can check it at /certificados/{code}. */
  verificationCode: Scalars['String']['output'];
};

/** A certificate as anyone can check it at /certificados/{code}: who completed which course and when (never the e-mail). */
export type CertificateVerification = {
  /** The day it was annulled (the purchase was refunded or charged back), in the store's calendar; null while valid (issue 24). */
  annulledOn: Maybe<Scalars['AWSDate']['output']>;
  coachName: Scalars['String']['output'];
  code: Scalars['String']['output'];
  courseHours: Maybe<Scalars['Int']['output']>;
  courseId: Scalars['ID']['output'];
  /** The course's length as the certificate prints it: its video ("3 h 31 min de video") or a declared workload said as such. */
  courseLength: Maybe<Scalars['String']['output']>;
  courseName: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  /** The day it was issued, in the store's calendar. */
  issuedOn: Scalars['AWSDate']['output'];
  /** Whether it attests the course's final evaluation passed, as its PDF says (false on certificates issued before this was kept; issue 42). */
  passedEvaluation: Scalars['Boolean']['output'];
};

/** Where a chargeback stands: OPEN (the seller may still contest it), LOST (the buyer's bank kept the money), WON (the money came back to the seller). */
export type ChargebackStage =
  | 'LOST'
  | 'OPEN'
  | 'WON';

/**
 * A member's readiness on one day (issue 40, check-ins): each score 1 (bad) to 5 (great), the body
 * weight in kilos; every field optional but one. Health data (Ley 25.326 art. 2 and 7): stored only
 * after the member's consent, deleted when she deletes it or withdraws the consent.
 */
export type CheckIn = {
  bodyWeightKg: Maybe<Scalars['Float']['output']>;
  /** The store's calendar day (-03:00) the check-in is about. */
  day: Scalars['AWSDate']['output'];
  energy: Maybe<Scalars['Int']['output']>;
  mood: Maybe<Scalars['Int']['output']>;
  sleep: Maybe<Scalars['Int']['output']>;
  /** 5 is no soreness, 1 very sore. */
  soreness: Maybe<Scalars['Int']['output']>;
  /** 5 is calm, 1 very stressed. */
  stress: Maybe<Scalars['Int']['output']>;
  updatedAt: Scalars['AWSDateTime']['output'];
};

/** The member's consent to keep her check-ins: when she gave it and the wording's version she read. */
export type CheckInConsent = {
  givenAt: Scalars['AWSDateTime']['output'];
  version: Scalars['String']['output'];
};

export type CheckInInput = {
  bodyWeightKg?: InputMaybe<Scalars['Float']['input']>;
  /** Today or one of the 6 days before, on the store's calendar. */
  day: Scalars['AWSDate']['input'];
  energy?: InputMaybe<Scalars['Int']['input']>;
  mood?: InputMaybe<Scalars['Int']['input']>;
  sleep?: InputMaybe<Scalars['Int']['input']>;
  soreness?: InputMaybe<Scalars['Int']['input']>;
  stress?: InputMaybe<Scalars['Int']['input']>;
};

/** A result in the coach's feed: who, where, and the result itself. */
export type CoachFeedEntry = {
  comments: Scalars['Int']['output'];
  memberName: Scalars['String']['output'];
  planningId: Scalars['ID']['output'];
  planningName: Scalars['String']['output'];
  result: SessionResult;
  userId: Scalars['ID']['output'];
};

export type CoachFeedPage = {
  entries: Array<CoachFeedEntry>;
  /** Ask for the next (older) page with it; null after the last. */
  nextToken: Maybe<Scalars['String']['output']>;
};

/** A member of a planning as the coach follows her: status, where she is and how she trains. */
export type CoachMember = {
  /** Why she needs attention (empty when she does not): NOT_STARTED, NEVER_LOGGED, NO_SESSION_7_DAYS, COMPLIANCE_DROP. */
  attention: Array<Scalars['String']['output']>;
  /** Sessions done / sessions prescribed in the last 7 and 30 days at -03:00 (0–100; null when none was prescribed). */
  compliance7: Maybe<Scalars['Int']['output']>;
  compliance30: Maybe<Scalars['Int']['output']>;
  /** Membership week today falls in (null before the start, after the end or while the start is pending). */
  currentWeek: Maybe<Scalars['Int']['output']>;
  email: Scalars['AWSEmail']['output'];
  endDate: Scalars['AWSDate']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** When her last result was logged (null: none yet). */
  lastSessionAt: Maybe<Scalars['AWSDateTime']['output']>;
  lastSessionTitle: Maybe<Scalars['String']['output']>;
  /** The previous 7 days' compliance (days 8–14 ago), for the drop rule. */
  previousCompliance7: Maybe<Scalars['Int']['output']>;
  startDate: Scalars['AWSDate']['output'];
  startPending: Scalars['Boolean']['output'];
  status: PlanningUserStatus;
  /** Her monthly subscription's status when she follows the planning by one (null: bought once or added by hand). */
  subscriptionStatus: Maybe<SubscriptionStatus>;
  userId: Scalars['ID']['output'];
};

/** Figures over every member of a planning (not only the page shown). */
export type CoachPlanningSummary = {
  active: Scalars['Int']['output'];
  /** Members of the planning, any status. */
  members: Scalars['Int']['output'];
  /** Members with at least one attention reason (they are listed first). */
  needsAttention: Scalars['Int']['output'];
  /** Subscribers whose last monthly charge failed (PAST_DUE): Mercado Pago retries it, or it failed for good. */
  pastDue: Scalars['Int']['output'];
  /** Active members with a session done in the last 7 days. */
  trainedLast7Days: Scalars['Int']['output'];
};

export type CoachPlanningView = {
  /** A page of members: those who need attention first (most reasons first), then active, then by last name. */
  members: Array<CoachMember>;
  name: Scalars['String']['output'];
  /** Ask for the next page with it; null after the last. */
  nextToken: Maybe<Scalars['String']['output']>;
  planningId: Scalars['ID']['output'];
  summary: CoachPlanningSummary;
  /** Today in the store's calendar (-03:00). */
  today: Scalars['AWSDate']['output'];
};

export type CommentAuthor =
  | 'COACH'
  | 'MEMBER';

/** A competition a planning prepares for. */
export type Competition = {
  date: Scalars['AWSDate']['output'];
  location: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CompetitionInput = {
  date: Scalars['AWSDate']['input'];
  location: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ContactMessageInput = {
  email: Scalars['AWSEmail']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type ContactReceipt = {
  id: Scalars['ID']['output'];
  receivedAt: Scalars['AWSDateTime']['output'];
};

export type Coupon = {
  code: Scalars['ID']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  discountType: DiscountType;
  isEnabled: Scalars['Boolean']['output'];
  /** Items it applies to; empty means every item. */
  itemIds: Array<Scalars['ID']['output']>;
  maxUses: Scalars['Int']['output'];
  /** Each buyer may use it in one purchase only (a refunded or unpaid one gives the use back). */
  oncePerBuyer: Scalars['Boolean']['output'];
  uses: Scalars['Int']['output'];
  validDateTimeFrom: Scalars['AWSDateTime']['output'];
  validDateTimeTo: Scalars['AWSDateTime']['output'];
  value: Scalars['Float']['output'];
};

export type CouponInput = {
  code: Scalars['ID']['input'];
  discountType: DiscountType;
  isEnabled: Scalars['Boolean']['input'];
  itemIds: Array<Scalars['ID']['input']>;
  maxUses: Scalars['Int']['input'];
  /** Each buyer may use it in one purchase only; absent means false. */
  oncePerBuyer?: InputMaybe<Scalars['Boolean']['input']>;
  validDateTimeFrom: Scalars['AWSDateTime']['input'];
  validDateTimeTo: Scalars['AWSDateTime']['input'];
  value: Scalars['Float']['input'];
};

/** A course's final evaluation as its buyers (and admins) see it: no answer key. */
export type CourseEvaluation = {
  instructions: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  kind: EvaluationKind;
  /** Quiz: attempts a buyer has (null: unlimited). */
  maxAttempts: Maybe<Scalars['Int']['output']>;
  /** Video submission: the largest file accepted, in bytes. */
  maxVideoBytes: Scalars['Float']['output'];
  /** Video submission: at most this many videos (1–3). */
  maxVideos: Scalars['Int']['output'];
  /** Quiz: the percentage of right answers that passes. */
  passPercent: Scalars['Int']['output'];
  /** Quiz: the questions, shuffled, without answers (empty for a video submission). */
  questions: Array<QuizQuestion>;
  status: EvaluationStatus;
  title: Scalars['String']['output'];
  /** Video submission: the accepted content types. */
  videoContentTypes: Array<Scalars['String']['output']>;
};

export type CourseEvaluationInput = {
  instructions: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  kind: EvaluationKind;
  maxAttempts?: InputMaybe<Scalars['Int']['input']>;
  maxVideos: Scalars['Int']['input'];
  passPercent: Scalars['Int']['input'];
  questions: Array<QuizQuestionInput>;
  title: Scalars['String']['input'];
};

export type CourseProgramInput = {
  /** Topics being removed although buyers have progress in them, confirmed by the admin. */
  confirmRemovedTopicIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Whether the course ends with the certificate topic. */
  hasCertificate: Scalars['Boolean']['input'];
  itemId: Scalars['ID']['input'];
  /** The programVersion the admin edited; a newer saved program refuses this one (Conflict). */
  programVersion: Scalars['Int']['input'];
  units: Array<CourseUnitInput>;
};

export type CourseProgress = {
  completedTopicIds: Array<Scalars['ID']['output']>;
  isComplete: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  lastTopicId: Maybe<Scalars['ID']['output']>;
  totalTopics: Scalars['Int']['output'];
};

export type CourseTopicInput = {
  /** video-lesson or text-lesson (the certificate topic is added by hasCertificate). */
  componentName: Scalars['String']['input'];
  /** Omitted for a new topic (the server gives it an id). */
  id?: InputMaybe<Scalars['ID']['input']>;
  isPublic: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};

export type CourseUnitInput = {
  /** Omitted for a new unit. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  topics: Array<CourseTopicInput>;
};

export type CreateItemInput = {
  name: Scalars['String']['input'];
  price: Scalars['Float']['input'];
  seller: Seller;
  type: ItemType;
};

export type CreateLiftInput = {
  name: Scalars['String']['input'];
};

export type CreateOrderInput = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  /** Client-generated key: retrying the same purchase returns the same order. */
  idempotencyKey: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};

export type CreateOrderResult = {
  /** Mercado Pago checkout address to send the browser to. */
  initPoint: Scalars['AWSURL']['output'];
  order: Order;
};

export type CreateUserAddressInput = {
  apartment?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  /** Required with a CUIT; ignored (stored as null) with a DNI. */
  ivaCondition?: InputMaybe<IvaCondition>;
  phone: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  province: Scalars['String']['input'];
  street: Scalars['String']['input'];
  streetNumber: Scalars['String']['input'];
  taxId: Scalars['String']['input'];
};

/** What deleting a result left: whether its session is still marked done (other results remain). */
export type DeletedSessionResult = {
  id: Scalars['ID']['output'];
  sessionDone: Scalars['Boolean']['output'];
  sessionId: Scalars['ID']['output'];
};

export type DiscountType =
  | 'FIXED'
  | 'PERCENTAGE';

export type EvaluationKind =
  | 'QUIZ'
  | 'VIDEO_SUBMISSION';

/** Where the signed-in buyer stands in a course's evaluation. */
export type EvaluationStatus = {
  /** Null: no limit. */
  attemptsLeft: Maybe<Scalars['Int']['output']>;
  attemptsUsed: Scalars['Int']['output'];
  /** Per question of the last quiz attempt, whether it was right (never the right options). */
  lastResults: Array<QuizQuestionResult>;
  lastScorePercent: Maybe<Scalars['Int']['output']>;
  passed: Scalars['Boolean']['output'];
  submission: Maybe<EvaluationSubmission>;
};

/** The buyer's current video submission. */
export type EvaluationSubmission = {
  /** The coach's comment when another attempt is asked for (or an approval's note). */
  reviewComment: Maybe<Scalars['String']['output']>;
  reviewedAt: Maybe<Scalars['AWSDateTime']['output']>;
  status: SubmissionStatus;
  submittedAt: Scalars['AWSDateTime']['output'];
  videoCount: Scalars['Int']['output'];
};

export type EvaluationVideoUpload = {
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['AWSDateTime']['output'];
  uploadUrl: Scalars['AWSURL']['output'];
  videoKey: Scalars['String']['output'];
};

export type FiscalCondition =
  | 'MONOTRIBUTO'
  | 'RESPONSABLE_INSCRIPTO';

/** A seller's fiscal settings for ARCA (the certificate and key live in Secrets Manager). */
export type FiscalSettings = {
  activityStartDate: Scalars['AWSDate']['output'];
  address: Scalars['String']['output'];
  condition: FiscalCondition;
  cuit: Scalars['String']['output'];
  environment: ArcaEnvironment;
  grossIncomeNumber: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  pointOfSale: Scalars['Int']['output'];
  seller: Seller;
  updatedAt: Maybe<Scalars['AWSDateTime']['output']>;
};

export type FiscalSettingsInput = {
  activityStartDate: Scalars['AWSDate']['input'];
  address: Scalars['String']['input'];
  condition: FiscalCondition;
  cuit: Scalars['String']['input'];
  environment: ArcaEnvironment;
  grossIncomeNumber: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  pointOfSale: Scalars['Int']['input'];
  seller: Seller;
};

/** A member's form-check video on one of her results (her and her coach only). */
export type FormCheck = {
  /** Its measured length in whole seconds, once processed. */
  durationSeconds: Maybe<Scalars['Int']['output']>;
  maxBytes: Scalars['Int']['output'];
  /** The limits the server holds it to: length (seconds) and size (bytes). */
  maxSeconds: Scalars['Int']['output'];
  planningId: Scalars['ID']['output'];
  resultId: Scalars['ID']['output'];
  sessionId: Scalars['ID']['output'];
  status: FormCheckStatus;
  /** The adaptive stream once READY; its cookies open this video's ladder only. */
  stream: Maybe<VideoStream>;
  submittedAt: Scalars['AWSDateTime']['output'];
};

/** PROCESSING until its ladder is made; READY plays; TOO_LONG (over maxSeconds) and FAILED never play. */
export type FormCheckStatus =
  | 'FAILED'
  | 'PROCESSING'
  | 'READY'
  | 'TOO_LONG';

/** A signed upload of a form-check video: this type and exact size, once (If-None-Match: *). */
export type FormCheckUpload = {
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['AWSDateTime']['output'];
  uploadUrl: Scalars['AWSURL']['output'];
  videoKey: Scalars['String']['output'];
};

/** An owned item: a purchase's entitlement (course lessons and planning access derive from it), or a running planning membership a coach added by hand (no orderId). */
export type InventoryEntry = {
  acquiredAt: Scalars['AWSDateTime']['output'];
  itemId: Scalars['ID']['output'];
  itemType: ItemType;
  name: Scalars['String']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
};

/** A short-lived address of the document's PDF, given only to its buyer or an admin. */
export type InvoiceDownload = {
  expiresAt: Scalars['AWSDateTime']['output'];
  fileName: Scalars['String']['output'];
  url: Scalars['AWSURL']['output'];
};

export type InvoiceKind =
  | 'FACTURA'
  | 'NOTA_CREDITO';

export type InvoiceStatus =
  /** ARCA refused it, or every attempt failed: the admin sees why and retries. */
  | 'FAILED'
  | 'ISSUED'
  /** Owed to ARCA: the worker issues it (again after an outage, with backoff). */
  | 'PENDING';

/** A course or a planning, as sold by the store. */
export type Item = {
  coachBio: Scalars['String']['output'];
  coachName: Scalars['String']['output'];
  competitions: Array<Competition>;
  /** A course's workload in hours (carga horaria), as its certificate states it; null when not set. */
  courseHours: Maybe<Scalars['Int']['output']>;
  /** Paragraphs for the item page (plain text, blank-line separated). */
  description: Scalars['String']['output'];
  /** Length of a planning in weeks; for a course, the length of its plan if it has one. */
  durationWeeks: Maybe<Scalars['Int']['output']>;
  /** Issue 26: a course's final evaluation (what its certificate asks besides the lessons); null when it has none. */
  finalEvaluation: Maybe<EvaluationKind>;
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageSource: Scalars['String']['output'];
  isEnabled: Scalars['Boolean']['output'];
  isFeatured: Scalars['Boolean']['output'];
  level: Scalars['String']['output'];
  /** A planning sold by the month (only, or besides once), for its card (issue 39); null for a course and a planning sold once only. */
  monthlyOffer: Maybe<ItemMonthlyOffer>;
  name: Scalars['String']['output'];
  offer: Maybe<Offer>;
  phases: Array<PlanningPhase>;
  /** An uploaded picture (with its variants); null shows the illustration in imageSource. */
  picture: Maybe<ItemPicture>;
  /** Full price in ARS. */
  price: Scalars['Float']['output'];
  /** Changes with every saved program, so two admins' edits never overwrite each other. */
  programVersion: Scalars['Int']['output'];
  seller: Seller;
  status: ItemStatus;
  /** One line for cards. */
  summary: Scalars['String']['output'];
  type: ItemType;
};

/** How a planning is sold by the month, as its card shows it: MONTHLY (only) or BOTH, and the month's price. */
export type ItemMonthlyOffer = {
  /** Charged each month, in ARS. */
  monthlyPrice: Scalars['Float']['output'];
  sale: PlanningSale;
};

/** One page of the catalogue (listItems). */
export type ItemPage = {
  items: Array<Item>;
  /** Pass it back as listItems' nextToken for the next page; null on the last one. */
  nextToken: Maybe<Scalars['String']['output']>;
};

/** An item's uploaded picture, cropped to the card's 16:9 and stored in sizes under a public address. */
export type ItemPicture = {
  /** Address prefix of the variants: <baseUrl>/<width>.webp and <baseUrl>/<width>.jpg. */
  baseUrl: Scalars['String']['output'];
  /** The sharing image (1200×630 JPEG), for link previews. */
  shareImage: Scalars['String']['output'];
  widths: Array<Scalars['Int']['output']>;
};

export type ItemPictureUpload = {
  expiresAt: Scalars['AWSDateTime']['output'];
  pictureId: Scalars['ID']['output'];
  uploads: Array<PictureVariantUpload>;
};

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

export type LessonUnit = {
  id: Scalars['ID']['output'];
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  topics: Array<Topic>;
};

/**
 * A lift of the library (functions/domain/lifts.ts): the store's own and the ones the coach adds. Its
 * id is stable and upper-case (BACK_SQUAT, BENCH_PRESS…); prescriptions, maxes and records name it.
 */
export type LiftDefinition = {
  /** Added by the coach. */
  custom: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** In Spanish, as members read it. */
  name: Scalars['String']['output'];
};

export type LiftMax = {
  kg: Scalars['Float']['output'];
  /** A lift of the library. */
  lift: Scalars['ID']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

/** A member's records of one lift. */
export type LiftRecords = {
  /** Typed maxes and estimated 1RMs over time, oldest first. */
  history: Array<MaxPoint>;
  liftId: Scalars['ID']['output'];
  liftName: Scalars['String']['output'];
  /** Best loads for 1, 3 and 5 reps (only the counts she has lifted). */
  repMaxes: Array<RepMax>;
  /** The max loads are computed from (Mis marcas); null until she sets one. */
  workingMaxKg: Maybe<Scalars['Float']['output']>;
};

/** The sets of one prescribed lift in a result. */
export type LiftSets = {
  /** The block that prescribes the lift. */
  blockId: Scalars['ID']['output'];
  liftId: Scalars['ID']['output'];
  liftName: Scalars['String']['output'];
  sets: Array<LoggedSet>;
};

export type LiftSetsInput = {
  /** A block of the session that prescribes a lift; the lift is taken from it. */
  blockId: Scalars['ID']['input'];
  sets: Array<LoggedSetInput>;
};

/** One set of a lift: reps × kg, with the RPE the member felt if she noted it. */
export type LoggedSet = {
  kg: Scalars['Float']['output'];
  reps: Scalars['Int']['output'];
  rpe: Maybe<Scalars['Float']['output']>;
};

export type LoggedSetInput = {
  kg: Scalars['Float']['input'];
  reps: Scalars['Int']['input'];
  rpe?: InputMaybe<Scalars['Float']['input']>;
};

/** Why the store no longer e-mails an address (issue 36): SES reported a hard bounce or a complaint. */
export type MailSuppression = {
  /** The receiving server's answer (a bounce's diagnostic), or the complaint's feedback type. */
  detail: Maybe<Scalars['String']['output']>;
  lastSkippedAt: Maybe<Scalars['AWSDateTime']['output']>;
  reason: MailSuppressionReason;
  /** When the first hard bounce or complaint was reported. */
  since: Scalars['AWSDateTime']['output'];
  /** E-mails the store did not send to the address since then. */
  skippedEmails: Scalars['Int']['output'];
};

export type MailSuppressionReason =
  | 'COMPLAINT'
  | 'HARD_BOUNCE';

/** One point of a lift's history of maxes. */
export type MaxPoint = {
  at: Scalars['AWSDateTime']['output'];
  kg: Scalars['Float']['output'];
  /** For an estimate: the set it comes from. */
  reps: Maybe<Scalars['Int']['output']>;
  setKg: Maybe<Scalars['Float']['output']>;
  source: MaxSource;
};

export type MaxSource =
  /** Estimated from a logged set. */
  | 'ESTIMATED'
  /** Typed by the member in Mis marcas. */
  | 'TYPED';

export type Mutation = {
  addPlanningUser: Maybe<PlanningUser>;
  /** atSeconds pins the message to a moment of the result's form-check video (0 to its length, once it is READY). */
  addResultComment: Maybe<ResultComment>;
  /** Issue 40 (decision 159): a message in the member's thread with her coach (the member's own, or the coach naming her). */
  addThreadMessage: Maybe<ThreadMessage>;
  archiveItem: Maybe<Item>;
  choosePlanningStart: Maybe<MyPlanning>;
  copyProgrammeWeek: Maybe<ProgrammeWeek>;
  createCoupon: Maybe<Coupon>;
  /** Signs one upload of an evaluation video of this type and exact size (the bucket refuses any other). */
  createEvaluationVideoUpload: Maybe<EvaluationVideoUpload>;
  /** Issue 40: signs one upload of a form-check video for the member's own result (MP4, MOV or WebM, at most 100 MB, this exact size). */
  createFormCheckUpload: Maybe<FormCheckUpload>;
  createItem: Maybe<Item>;
  /** Signs one upload per file, each for its content type and exact size; a file over the limit is refused. */
  createItemPictureUpload: Maybe<ItemPictureUpload>;
  /** Adds a lift to the library (issue 25); its id comes from its name. */
  createLift: Maybe<LiftDefinition>;
  createOrder: Maybe<CreateOrderResult>;
  createProgrammeVideoUpload: Maybe<VideoUpload>;
  /** Issue 26: signs one upload of a topic's Spanish captions (text/vtt, at most 512 KB, this exact size). */
  createTopicCaptionsUpload: Maybe<CaptionsUpload>;
  createTopicVideoUpload: Maybe<VideoUpload>;
  createUserAddress: Maybe<UserAddress>;
  deactivatePlanningUser: Maybe<PlanningUser>;
  deleteCheckIn: Maybe<Scalars['Boolean']['output']>;
  /** Deleting a session's last result un-marks it done. */
  deleteSessionResult: Maybe<DeletedSessionResult>;
  extendPlanningUser: Maybe<PlanningUser>;
  giveCheckInConsent: Maybe<CheckInConsent>;
  logSessionResult: Maybe<SessionResult>;
  /** Marks the other side's messages and comments read up to upTo (never back); answers what is still unread. */
  markThreadRead: Maybe<UnreadMessages>;
  moveProgrammeWeek: Maybe<Array<ProgrammeWeek>>;
  pauseSubscription: Maybe<MySubscription>;
  publishItem: Maybe<Item>;
  /** Full refund through Mercado Pago of the payment that grants the order; cancels it and revokes access. */
  refundOrder: Maybe<Order>;
  /** Refunds one charge at Mercado Pago (whole or part); its Nota de Crédito follows. Does not cancel the subscription. */
  refundSubscriptionCharge: Maybe<MySubscription>;
  removeCourseEvaluation: Maybe<Scalars['Boolean']['output']>;
  requestCertificate: Maybe<Certificate>;
  /** Botón de arrepentimiento: no sign-in needed (order number + e-mail). */
  requestPurchaseRegret: Maybe<RegretReceipt>;
  /** Botón de baja: ends a planning membership bought at the store, with a tracking code at once. */
  requestServiceCancellation: Maybe<ServiceCancellationReceipt>;
  /** Botón de baja of a monthly planning: cancelled at Mercado Pago, a tracking code at once, access to the end of the paid period. */
  requestSubscriptionCancellation: Maybe<SubscriptionCancellationReceipt>;
  /** Botón de arrepentimiento of a monthly planning: within 10 days of the first charge, refunds it, cancels at Mercado Pago, ends access. */
  requestSubscriptionRegret: Maybe<SubscriptionRegretReceipt>;
  restoreItem: Maybe<Item>;
  resumeSubscription: Maybe<MySubscription>;
  /** Puts a document ARCA has not authorised back on the worker's list, due now. */
  retryInvoice: Maybe<AdminInvoice>;
  reviewEvaluationSubmission: Maybe<SubmissionReview>;
  saveCheckIn: Maybe<CheckIn>;
  saveCourseEvaluation: Maybe<AdminCourseEvaluation>;
  saveCourseProgram: Maybe<Array<LessonUnit>>;
  saveFiscalSettings: Maybe<FiscalSettings>;
  saveProgrammeWeek: Maybe<ProgrammeWeek>;
  /** Sets a seller's coach address (decision 159). */
  saveSellerCoachEmail: Maybe<SellerCoachEmail>;
  /** Where the buyer is in a topic's video. PLAYING ticks (the default) are kept at most every few seconds per topic; PAUSE, SEEK, LEAVE and ENDED always land. Within one playerSession a write with a lower sequence than the stored one is stale and refused, so a late tick never moves the position back after a seek. */
  saveVideoPosition: Maybe<VideoPosition>;
  sendContactMessage: Maybe<ContactReceipt>;
  /** Points the item at an uploaded picture; null goes back to the illustration. */
  setItemPicture: Maybe<Item>;
  setLiftMax: Maybe<LiftMax>;
  setPlanningSubscriptionOffer: Maybe<SubscriptionOffer>;
  setTopicProgress: Maybe<TopicProgress>;
  /** Marks a refund Mercado Pago refused or no longer allows (past its window) as made by other means; a refund of the purchase then cancels it and revokes access. */
  settleRefundByHand: Maybe<Order>;
  /** Sends the uploaded videos (1 to the evaluation's maximum) for the coach's review. */
  submitEvaluationVideos: Maybe<EvaluationStatus>;
  /** Attaches the uploaded video to the result, once (never replaced); at most 60 s, measured when its ladder is made. */
  submitFormCheck: Maybe<FormCheck>;
  /** Grades a quiz attempt on the server; answers only whether each question was right. */
  submitQuizAttempt: Maybe<QuizAttemptResult>;
  subscribeToPlanning: Maybe<SubscribeResult>;
  unpublishItem: Maybe<Item>;
  updateCoupon: Maybe<Coupon>;
  updateItem: Maybe<Item>;
  /** Names (also in the Cognito account) and e-mail preferences of the signed-in person. */
  updateMyProfile: Maybe<User>;
  /** Input: a JSON string of queued orders [{ firstName, lastName, email, id }]. Answer: a JSON string of results [{ data: { updateOrder: { id, status, item: { id, type, name } } } } | { errors: [...] }]. */
  updateOrdersWithPaymentProvider: Maybe<Scalars['AWSJSON']['output']>;
  updatePlanningSchedule: Maybe<Item>;
  updateSessionResult: Maybe<SessionResult>;
  updateTopicContent: Maybe<TopicContent>;
  withdrawCheckInConsent: Maybe<Scalars['Boolean']['output']>;
};


export type MutationAddPlanningUserArgs = {
  input: AddPlanningUserInput;
};


export type MutationAddResultCommentArgs = {
  atSeconds?: InputMaybe<Scalars['Int']['input']>;
  result: ResultRefInput;
  text: Scalars['String']['input'];
};


export type MutationAddThreadMessageArgs = {
  planningId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationArchiveItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChoosePlanningStartArgs = {
  choice: PlanningStartChoice;
  competitionDate?: InputMaybe<Scalars['AWSDate']['input']>;
  planningId: Scalars['ID']['input'];
};


export type MutationCopyProgrammeWeekArgs = {
  fromWeek: Scalars['Int']['input'];
  planningId: Scalars['ID']['input'];
  toWeek: Scalars['Int']['input'];
};


export type MutationCreateCouponArgs = {
  input: CouponInput;
};


export type MutationCreateEvaluationVideoUploadArgs = {
  contentType: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  sizeBytes: Scalars['Int']['input'];
};


export type MutationCreateFormCheckUploadArgs = {
  contentType: Scalars['String']['input'];
  result: ResultRefInput;
  sizeBytes: Scalars['Int']['input'];
};


export type MutationCreateItemArgs = {
  input: CreateItemInput;
};


export type MutationCreateItemPictureUploadArgs = {
  files: Array<PictureFileInput>;
  itemId: Scalars['ID']['input'];
};


export type MutationCreateLiftArgs = {
  input: CreateLiftInput;
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateProgrammeVideoUploadArgs = {
  contentType: Scalars['String']['input'];
  planningId: Scalars['ID']['input'];
};


export type MutationCreateTopicCaptionsUploadArgs = {
  itemId: Scalars['ID']['input'];
  sizeBytes: Scalars['Int']['input'];
  topicId: Scalars['ID']['input'];
};


export type MutationCreateTopicVideoUploadArgs = {
  contentType: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


export type MutationCreateUserAddressArgs = {
  input: CreateUserAddressInput;
};


export type MutationDeactivatePlanningUserArgs = {
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationDeleteCheckInArgs = {
  day: Scalars['AWSDate']['input'];
};


export type MutationDeleteSessionResultArgs = {
  planningId: Scalars['ID']['input'];
  resultId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type MutationExtendPlanningUserArgs = {
  endDate: Scalars['AWSDate']['input'];
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationGiveCheckInConsentArgs = {
  version: Scalars['String']['input'];
};


export type MutationLogSessionResultArgs = {
  input: SessionResultInput;
};


export type MutationMarkThreadReadArgs = {
  planningId: Scalars['ID']['input'];
  upTo: Scalars['AWSDateTime']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMoveProgrammeWeekArgs = {
  fromWeek: Scalars['Int']['input'];
  planningId: Scalars['ID']['input'];
  toWeek: Scalars['Int']['input'];
};


export type MutationPauseSubscriptionArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationPublishItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


export type MutationRefundSubscriptionChargeArgs = {
  input: RefundSubscriptionChargeInput;
};


export type MutationRemoveCourseEvaluationArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRequestCertificateArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRequestPurchaseRegretArgs = {
  input: RegretRequestInput;
};


export type MutationRequestServiceCancellationArgs = {
  input: ServiceCancellationInput;
};


export type MutationRequestSubscriptionCancellationArgs = {
  input: SubscriptionCancellationInput;
};


export type MutationRequestSubscriptionRegretArgs = {
  input: SubscriptionRegretInput;
};


export type MutationRestoreItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResumeSubscriptionArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationRetryInvoiceArgs = {
  document: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationReviewEvaluationSubmissionArgs = {
  input: ReviewSubmissionInput;
};


export type MutationSaveCheckInArgs = {
  input: CheckInInput;
};


export type MutationSaveCourseEvaluationArgs = {
  input: CourseEvaluationInput;
};


export type MutationSaveCourseProgramArgs = {
  input: CourseProgramInput;
};


export type MutationSaveFiscalSettingsArgs = {
  input: FiscalSettingsInput;
};


export type MutationSaveProgrammeWeekArgs = {
  input: ProgrammeWeekInput;
};


export type MutationSaveSellerCoachEmailArgs = {
  email: Scalars['String']['input'];
  seller: Seller;
};


export type MutationSaveVideoPositionArgs = {
  itemId: Scalars['ID']['input'];
  playerSession?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<VideoPositionReason>;
  seconds: Scalars['Int']['input'];
  sequence?: InputMaybe<Scalars['Int']['input']>;
  topicId: Scalars['ID']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetItemPictureArgs = {
  itemId: Scalars['ID']['input'];
  pictureId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetLiftMaxArgs = {
  kg: Scalars['Float']['input'];
  lift: Scalars['ID']['input'];
};


export type MutationSetPlanningSubscriptionOfferArgs = {
  input: SubscriptionOfferInput;
};


export type MutationSetTopicProgressArgs = {
  completed: Scalars['Boolean']['input'];
  itemId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


export type MutationSettleRefundByHandArgs = {
  input: SettleRefundByHandInput;
};


export type MutationSubmitEvaluationVideosArgs = {
  itemId: Scalars['ID']['input'];
  videoKeys: Array<Scalars['String']['input']>;
};


export type MutationSubmitFormCheckArgs = {
  result: ResultRefInput;
  videoKey: Scalars['String']['input'];
};


export type MutationSubmitQuizAttemptArgs = {
  answers: Array<QuizAnswerInput>;
  itemId: Scalars['ID']['input'];
};


export type MutationSubscribeToPlanningArgs = {
  input: SubscribeInput;
};


export type MutationUnpublishItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCouponArgs = {
  input: CouponInput;
};


export type MutationUpdateItemArgs = {
  input: UpdateItemInput;
};


export type MutationUpdateMyProfileArgs = {
  input: UpdateMyProfileInput;
};


export type MutationUpdateOrdersWithPaymentProviderArgs = {
  input: Scalars['AWSJSON']['input'];
};


export type MutationUpdatePlanningScheduleArgs = {
  input: UpdatePlanningScheduleInput;
};


export type MutationUpdateSessionResultArgs = {
  input: UpdateSessionResultInput;
};


export type MutationUpdateTopicContentArgs = {
  input: UpdateTopicContentInput;
};

/** A member's check-ins and whether she consented (none are stored without it). */
export type MyCheckIns = {
  checkIns: Array<CheckIn>;
  consent: Maybe<CheckInConsent>;
};

/** One of the buyer's own issued documents (Mis compras). */
export type MyInvoice = {
  cae: Scalars['String']['output'];
  /** The document within its order: FACTURA, NOTA_CREDITO, NOTA_CREDITO-P150000 (a partial refund's), FACTURA-2 (after a chargeback the seller won). */
  document: Scalars['ID']['output'];
  issueDate: Scalars['AWSDate']['output'];
  kind: InvoiceKind;
  /** Factura C, Nota de crédito B, … */
  name: Scalars['String']['output'];
  /** Point of sale and number: 00002-00000015. */
  number: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  total: Scalars['Float']['output'];
};

/** A membership as its member sees it. */
export type MyPlanning = {
  coachName: Scalars['String']['output'];
  /** Week of the membership today (1-based); null before the start or after the end. */
  currentWeek: Maybe<Scalars['Int']['output']>;
  endDate: Scalars['AWSDate']['output'];
  imageSource: Scalars['String']['output'];
  name: Scalars['String']['output'];
  planningId: Scalars['ID']['output'];
  /** Weeks of the planning's programme (a renewal goes through them again). */
  programmeWeeks: Scalars['Int']['output'];
  startDate: Scalars['AWSDate']['output'];
  /** The start dates the member may choose (only while startPending). */
  startOptions: Array<PlanningStartOption>;
  /** True until the member chose when to start (a purchase leaves the choice to them). */
  startPending: Scalars['Boolean']['output'];
  status: PlanningUserStatus;
  totalWeeks: Scalars['Int']['output'];
};

/** A subscription as its member (or the admin) sees it. */
export type MySubscription = {
  /** End of the last paid period (or of the trial): access lasts to it after a baja. */
  accessEndsAt: Maybe<Scalars['AWSDateTime']['output']>;
  /** The price of the next charge, ARS. */
  amount: Scalars['Float']['output'];
  /** Mercado Pago's page to authorize the card, while PENDING. */
  authorizationUrl: Maybe<Scalars['AWSURL']['output']>;
  /** The Botón de baja's tracking code, once asked. */
  cancellationCode: Maybe<Scalars['String']['output']>;
  /** Mercado Pago's page of the subscription, where the member changes her card, while PAST_DUE. */
  changeCardUrl: Maybe<Scalars['AWSURL']['output']>;
  /** Every charge Mercado Pago took or tried, the first due first, with what was refunded of it (issue 39). */
  charges: Array<SubscriptionCharge>;
  createdAt: Scalars['AWSDateTime']['output'];
  currency: Scalars['String']['output'];
  hasAccess: Scalars['Boolean']['output'];
  /** The subscription's reference (Botón de baja, e-mails). */
  id: Scalars['ID']['output'];
  nextChargeAt: Maybe<Scalars['AWSDateTime']['output']>;
  paidPeriods: Array<SubscriptionPeriod>;
  planningId: Scalars['ID']['output'];
  planningName: Scalars['String']['output'];
  /** The regret request (Botón de arrepentimiento) of the first charge, once asked. */
  regretCode: Maybe<Scalars['String']['output']>;
  seller: Seller;
  status: SubscriptionStatus;
  trialEndsAt: Maybe<Scalars['AWSDateTime']['output']>;
  /** A new monthly price the member was told of and not yet in force (decision 154); null when none. */
  upcomingPrice: Maybe<UpcomingSubscriptionPrice>;
};

/** A record a result beat when it was logged (or last edited). */
export type NewRecord = {
  /** Worth offering as the member's working max (it beats the one she has). */
  beatsWorkingMax: Scalars['Boolean']['output'];
  kg: Scalars['Float']['output'];
  kind: RecordKind;
  liftId: Scalars['ID']['output'];
  liftName: Scalars['String']['output'];
  /** The record beaten; null for the lift's first. */
  previousKg: Maybe<Scalars['Float']['output']>;
};

/** Which notices a member gets by e-mail (purchase and account e-mails are always sent). */
export type NoticePreferences = {
  comments: Scalars['Boolean']['output'];
  membershipEnding: Scalars['Boolean']['output'];
  sessionEdits: Scalars['Boolean']['output'];
  weekRelease: Scalars['Boolean']['output'];
};

export type NoticePreferencesInput = {
  comments: Scalars['Boolean']['input'];
  membershipEnding: Scalars['Boolean']['input'];
  sessionEdits: Scalars['Boolean']['input'];
  weekRelease: Scalars['Boolean']['input'];
};

/** A reduced price inside a validity window (ISO date-times with offset -03:00). */
export type Offer = {
  price: Scalars['Float']['output'];
  validDateTimeFrom: Scalars['AWSDateTime']['output'];
  validDateTimeTo: Scalars['AWSDateTime']['output'];
};

export type OfferInput = {
  price: Scalars['Float']['input'];
  validDateTimeFrom: Scalars['AWSDateTime']['input'];
  validDateTimeTo: Scalars['AWSDateTime']['input'];
};

export type Order = {
  /** Price charged, after offer and coupon, in ARS. */
  amount: Scalars['Float']['output'];
  /** The billing details the order was placed with (admin). */
  billing: Maybe<UserAddress>;
  buyerEmail: Maybe<Scalars['AWSEmail']['output']>;
  /** Why the store no longer e-mails the buyer's address (a hard bounce or a complaint SES reported), if it does not (admin). */
  buyerMailSuppression: Maybe<MailSuppression>;
  /** The voucher of the order's payment in cash (Rapipago, Pago Fácil) while the order waits for it, or once it expired unpaid; null otherwise (issue 42). */
  cashVoucher: Maybe<CashVoucher>;
  /** The short number people read (IMP-7K3Q-2M); null on orders placed before codes existed (shown as the id's first 8 characters). */
  code: Maybe<Scalars['String']['output']>;
  couponCode: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  currency: Scalars['String']['output'];
  discount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  item: OrderItem;
  listPrice: Scalars['Float']['output'];
  paymentId: Maybe<Scalars['String']['output']>;
  /** Where the buyer pays (Mercado Pago init_point) while the order is CREATED. */
  paymentUrl: Maybe<Scalars['AWSURL']['output']>;
  /** Every payment made for the order (admin). */
  payments: Maybe<Array<OrderPayment>>;
  /** Money returned to the buyer so far (a full or partial refund, a chargeback); 0 when none. */
  refundedAmount: Scalars['Float']['output'];
  /** The buyer's revocation request on this order (Botón de arrepentimiento), if any: filled on the buyer's own orders. */
  regret: Maybe<OrderRegret>;
  /** When the order was refunded or charged back (REFUNDED, CHARGED_BACK); null otherwise. */
  reversedAt: Maybe<Scalars['AWSDateTime']['output']>;
  status: OrderStatus;
  statusHistory: Maybe<Array<OrderStatusChange>>;
  /** Why the store ended the order: ALREADY_OWNED, CHECKOUT_EXPIRED, ADMIN, REGRET, … */
  statusReason: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type OrderItem = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  seller: Seller;
  type: ItemType;
};

/** One payment made at Mercado Pago for an order. */
export type OrderPayment = {
  amount: Scalars['Float']['output'];
  at: Scalars['AWSDateTime']['output'];
  /** A CHARGED_BACK payment: where its chargeback stands; null otherwise, or when Mercado Pago did not say. */
  chargeback: Maybe<ChargebackStage>;
  id: Scalars['ID']['output'];
  refund: Maybe<PaymentRefund>;
  /** Money returned of this payment so far, full or partial (issue 24): an APPROVED payment with some returned was refunded in part. */
  refundedAmount: Maybe<Scalars['Float']['output']>;
  state: PaymentState;
};

/** A revocation request as its buyer sees it on her order (issue 24). */
export type OrderRegret = {
  createdAt: Scalars['AWSDateTime']['output'];
  refundedAt: Maybe<Scalars['AWSDateTime']['output']>;
  status: RegretStatus;
  trackingCode: Scalars['String']['output'];
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

export type OrderStatusChange = {
  at: Scalars['AWSDateTime']['output'];
  /** What an admin wrote when refunding. */
  note: Maybe<Scalars['String']['output']>;
  /** The state of the payment that moved the order; null for a move no payment made (checkout, an expiry). */
  paymentState: Maybe<PaymentState>;
  /** Why the store moved the order (a refund's reason, CHECKOUT_EXPIRED, …). */
  reason: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
};

/** A refund the store made of one payment. */
export type PaymentRefund = {
  at: Scalars['AWSDateTime']['output'];
  /** Which attempt the last request to Mercado Pago was (1: the first; each refused attempt is followed by one with a new key). */
  attempts: Scalars['Int']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** DUPLICATE_PAYMENT, ALREADY_OWNED, ORDER_CLOSED, COUPON_EXHAUSTED, AMOUNT_MISMATCH, ADMIN or REGRET. */
  reason: Scalars['String']['output'];
  refundId: Maybe<Scalars['String']['output']>;
  /** Where it stands at Mercado Pago: REQUESTED, PENDING, APPROVED, REFUSED (asked again later), TOO_OLD (past the refund window: by hand) or SETTLED_BY_HAND. */
  state: Scalars['String']['output'];
};

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
  name: Scalars['String']['input'];
  size: Scalars['Int']['input'];
};

export type PictureVariantUpload = {
  contentType: Scalars['String']['output'];
  /** The variant's file name, e.g. 800.webp or share.jpg. */
  name: Scalars['String']['output'];
  uploadUrl: Scalars['AWSURL']['output'];
};

/** A block of a planning, in weeks counted from the start of the plan (1-based, inclusive). */
export type PlanningPhase = {
  description: Scalars['String']['output'];
  endWeek: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  startWeek: Scalars['Int']['output'];
};

export type PlanningPhaseInput = {
  description: Scalars['String']['input'];
  endWeek: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  startWeek: Scalars['Int']['input'];
};

export type PlanningProgress = {
  planningId: Scalars['ID']['output'];
  /** Released weeks, oldest first. */
  weeks: Array<WeekProgress>;
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

export type PlanningStartOption = {
  choice: PlanningStartChoice;
  /** The competition's own day (what choosePlanningStart takes as competitionDate). */
  competitionDate: Maybe<Scalars['AWSDate']['output']>;
  competitionName: Maybe<Scalars['String']['output']>;
  /** The start date this choice gives. */
  date: Scalars['AWSDate']['output'];
};

export type PlanningSubscriber = {
  /** Her account's e-mail (null when the account has none). */
  memberEmail: Maybe<Scalars['AWSEmail']['output']>;
  memberId: Scalars['ID']['output'];
  subscription: MySubscription;
};

export type PlanningSubscribersPage = {
  /** The next page's token (null after the last). */
  nextToken: Maybe<Scalars['String']['output']>;
  planningId: Scalars['ID']['output'];
  planningName: Scalars['String']['output'];
  /** The newest first. */
  subscribers: Array<PlanningSubscriber>;
  summary: PlanningSubscriptionFigures;
};

/** The figures of a planning's subscriptions (issue 39), over all of them at the store's clock and month. */
export type PlanningSubscriptionFigures = {
  active: Scalars['Int']['output'];
  /** Cancelled this month (Botón de baja, arrepentimiento, or by Mercado Pago after 3 rejected charges). */
  cancelledThisMonth: Scalars['Int']['output'];
  /** Charges due this month that Mercado Pago is retrying or gave up on. */
  failedChargesThisMonth: Scalars['Int']['output'];
  /** What Mercado Pago charges each month to the active and past-due ones (their next charge's price), ARS. */
  monthlyRecurringRevenue: Scalars['Float']['output'];
  /** Authorized this month. */
  newThisMonth: Scalars['Int']['output'];
  pastDue: Scalars['Int']['output'];
  paused: Scalars['Int']['output'];
  /** Running: in trial, active, past due or paused. */
  subscribers: Scalars['Int']['output'];
  trial: Scalars['Int']['output'];
};

/** A member's thread with her coach as its reader opens it (an active member of the planning, or the coach naming her). */
export type PlanningThread = {
  coachName: Scalars['String']['output'];
  memberName: Scalars['String']['output'];
  /** The thread's messages and the comments on her results, oldest first. */
  messages: Array<ThreadMessage>;
  planningId: Scalars['ID']['output'];
  /** Where the reader read up to (null: never). */
  readUpTo: Maybe<Scalars['AWSDateTime']['output']>;
  /** The other side's messages and result comments the reader has not read (the member: her coach's; the coach: the member's). */
  unread: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type PlanningUser = {
  email: Scalars['AWSEmail']['output'];
  endDate: Scalars['AWSDate']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  planningId: Scalars['ID']['output'];
  source: Scalars['String']['output'];
  startDate: Scalars['AWSDate']['output'];
  status: PlanningUserStatus;
  userId: Scalars['ID']['output'];
};

export type PlanningUserStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'INACTIVE';

/** One week of a member's plan (or an admin's preview). */
export type PlanningWeekView = {
  doneSessionIds: Array<Scalars['ID']['output']>;
  /** An admin looking at the plan as a member would, without a membership. */
  isPreview: Scalars['Boolean']['output'];
  /** The day the next week opens (store calendar, -03:00); null once all are open, and in a preview. */
  nextReleaseDate: Maybe<Scalars['AWSDate']['output']>;
  planning: MyPlanning;
  /** The programme week it follows (differs from weekNumber after a renewal). */
  programmeWeekNumber: Scalars['Int']['output'];
  /** Weeks released so far: 1 to this number can be opened. */
  releasedWeeks: Scalars['Int']['output'];
  /** Today in the store's calendar (-03:00). */
  today: Scalars['AWSDate']['output'];
  /** Null when the coach has not loaded this week yet. */
  week: Maybe<ProgrammeWeek>;
  /** Week of the membership shown (1-based). */
  weekNumber: Scalars['Int']['output'];
};

/** What a block prescribes. loadKg is the viewer's load: percent of their own 1RM of lift, rounded to 0.5 kg. */
export type Prescription = {
  /** A lift of the library (LiftDefinition.id). */
  lift: Maybe<Scalars['ID']['output']>;
  /** The lift's name in the library (for members; null in the coach's editor). */
  liftName: Maybe<Scalars['String']['output']>;
  loadKg: Maybe<Scalars['Float']['output']>;
  percent: Maybe<Scalars['Float']['output']>;
  reps: Maybe<Scalars['String']['output']>;
  rounds: Maybe<Scalars['Int']['output']>;
  rpe: Maybe<Scalars['Float']['output']>;
  sets: Maybe<Scalars['Int']['output']>;
  timeCapMinutes: Maybe<Scalars['Int']['output']>;
};

export type PrescriptionInput = {
  /** A lift of the library (LiftDefinition.id). */
  lift?: InputMaybe<Scalars['ID']['input']>;
  percent?: InputMaybe<Scalars['Float']['input']>;
  reps?: InputMaybe<Scalars['String']['input']>;
  rounds?: InputMaybe<Scalars['Int']['input']>;
  rpe?: InputMaybe<Scalars['Float']['input']>;
  sets?: InputMaybe<Scalars['Int']['input']>;
  timeCapMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** A price computed by the server for an item, optionally with a coupon. */
export type PriceQuote = {
  couponCode: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  discount: Scalars['Float']['output'];
  finalPrice: Scalars['Float']['output'];
  itemId: Scalars['ID']['output'];
  listPrice: Scalars['Float']['output'];
  offerPrice: Maybe<Scalars['Float']['output']>;
};

export type ProgrammeBlock = {
  id: Scalars['ID']['output'];
  prescription: Maybe<Prescription>;
  scaling: Maybe<ScalingNotes>;
  /** Plain text with line breaks. */
  text: Scalars['String']['output'];
  /** Entrada en calor, Fuerza, WOD, Accesorios, Movilidad… */
  title: Scalars['String']['output'];
  /** Key of the demo video in the content bucket (for the coach's editor). */
  videoKey: Maybe<Scalars['String']['output']>;
  /** Short-lived signed address of the demo video, for members. */
  videoUrl: Maybe<Scalars['AWSURL']['output']>;
};

export type ProgrammeBlockInput = {
  /** Omitted for a new block (the server gives it an id). */
  id?: InputMaybe<Scalars['ID']['input']>;
  prescription?: InputMaybe<PrescriptionInput>;
  scaling?: InputMaybe<ScalingNotesInput>;
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
  videoKey?: InputMaybe<Scalars['String']['input']>;
};

export type ProgrammeDay = {
  /** The member's calendar date of this day; null in the coach's editor. */
  date: Maybe<Scalars['AWSDate']['output']>;
  /** 1 to 7: the day of the member's training week (day 1 is their start's weekday). */
  dayNumber: Scalars['Int']['output'];
  sessions: Array<ProgrammeSession>;
  title: Maybe<Scalars['String']['output']>;
};

export type ProgrammeDayInput = {
  dayNumber: Scalars['Int']['input'];
  sessions: Array<ProgrammeSessionInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProgrammeSession = {
  blocks: Array<ProgrammeBlock>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type ProgrammeSessionInput = {
  blocks: Array<ProgrammeBlockInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
  title: Scalars['String']['input'];
};

export type ProgrammeWeek = {
  days: Array<ProgrammeDay>;
  planningId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  updatedAt: Maybe<Scalars['AWSDateTime']['output']>;
  /** Optimistic concurrency: saveProgrammeWeek sends the version it edited. */
  version: Scalars['Int']['output'];
  weekNumber: Scalars['Int']['output'];
};

export type ProgrammeWeekInput = {
  days: Array<ProgrammeDayInput>;
  /** The version edited (null for a week not saved yet): a stale one is refused with Conflict. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  planningId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  weekNumber: Scalars['Int']['input'];
};

export type Query = {
  adminCourseEvaluation: Maybe<AdminCourseEvaluation>;
  /** Issued in [from, to] (store dates, at most 366 days), plus every one still owed or failed. */
  adminInvoices: Array<AdminInvoice>;
  adminListItems: Array<Item>;
  adminProgramme: Array<ProgrammeWeek>;
  /** A planning's members as the coach follows them, a page at a time (limit 1–100, 50 by default); userId: that member only (her page). */
  coachPlanningView: CoachPlanningView;
  coachResultsFeed: CoachFeedPage;
  /** For the coach: unread messages and comments of these members of a planning (at most 100). */
  coachUnreadMessages: Array<UnreadMessages>;
  fiscalSettings: Array<FiscalSettings>;
  /** Issue 40: a result's form-check video (its member, or the coach naming her); null when none was sent. */
  formCheck: Maybe<FormCheck>;
  getCourseEvaluation: Maybe<CourseEvaluation>;
  getCourseProgress: CourseProgress;
  getItem: Item;
  getMyOrder: Order;
  getOrder: Order;
  getTopicContent: TopicContent;
  invoiceDownload: InvoiceDownload;
  lifts: Array<LiftDefinition>;
  listCoupons: Array<Coupon>;
  listEvaluationSubmissions: Array<SubmissionReview>;
  listFeaturedItems: Array<Item>;
  listItems: ItemPage;
  listItemsOnOffer: Array<Item>;
  listLessonUnits: Array<LessonUnit>;
  listMyInventory: Array<InventoryEntry>;
  listMyOrders: Array<Order>;
  listOrdersToProcess: Array<Order>;
  listPlanningUsers: Array<PlanningUser>;
  listRegretRequests: Array<RegretRequest>;
  listSales: SalesReport;
  /** Botón de baja requests, newest first. */
  listServiceCancellations: Array<ServiceCancellation>;
  listUserAddresses: Array<UserAddress>;
  me: User;
  memberCheckIns: Array<CheckIn>;
  memberLiftRecords: Array<LiftRecords>;
  memberProgress: PlanningProgress;
  memberResults: Array<SessionResult>;
  myCheckIns: MyCheckIns;
  myInvoices: Array<MyInvoice>;
  myLiftMaxes: Array<LiftMax>;
  myLiftRecords: Array<LiftRecords>;
  /** The viewer's own threads in a planning (every result of hers with a message), oldest first. */
  myPlanningComments: Array<ResultComment>;
  myPlanningResults: Array<SessionResult>;
  myPlannings: Array<MyPlanning>;
  myProgress: PlanningProgress;
  mySessionResults: Array<SessionResult>;
  /** The signed-in member's subscriptions, the newest first. */
  mySubscriptions: Array<MySubscription>;
  /** The viewer's unread coach messages and comments, per planning she talks in. */
  myUnreadMessages: Array<UnreadMessages>;
  /** A planning's subscribers, the newest first (limit 1–100, 25 by default), with the figures over all of them (admin). */
  planningSubscribers: PlanningSubscribersPage;
  /** A planning's monthly offer (issue 39); null when it is sold once only. */
  planningSubscriptionOffer: Maybe<SubscriptionOffer>;
  /** Issue 40 (decision 159): the member's thread with her coach in a planning — her own (userId omitted), or the coach's naming her. */
  planningThread: PlanningThread;
  planningWeek: PlanningWeekView;
  quotePrice: PriceQuote;
  resultComments: Array<ResultComment>;
  /** Each seller's coach address (decision 159). */
  sellerCoachEmails: Array<SellerCoachEmail>;
  /** A certificate by its verification code; null when no certificate has that code. */
  verifyCertificate: Maybe<CertificateVerification>;
};


export type QueryAdminCourseEvaluationArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryAdminInvoicesArgs = {
  from: Scalars['AWSDate']['input'];
  seller: Seller;
  to: Scalars['AWSDate']['input'];
};


export type QueryAdminListItemsArgs = {
  type?: InputMaybe<ItemType>;
};


export type QueryAdminProgrammeArgs = {
  planningId: Scalars['ID']['input'];
};


export type QueryCoachPlanningViewArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  planningId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCoachResultsFeedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  planningId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCoachUnreadMessagesArgs = {
  planningId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type QueryFormCheckArgs = {
  result: ResultRefInput;
};


export type QueryGetCourseEvaluationArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryGetCourseProgressArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryGetItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetMyOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetTopicContentArgs = {
  itemId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};


export type QueryInvoiceDownloadArgs = {
  document: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type QueryListEvaluationSubmissionsArgs = {
  status: SubmissionStatus;
};


export type QueryListItemsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<ItemType>;
};


export type QueryListLessonUnitsArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryListPlanningUsersArgs = {
  planningId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<PlanningUserStatus>;
};


export type QueryListSalesArgs = {
  filter?: InputMaybe<SalesFilterInput>;
};


export type QueryMemberCheckInsArgs = {
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMemberLiftRecordsArgs = {
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMemberProgressArgs = {
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMemberResultsArgs = {
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMyPlanningCommentsArgs = {
  planningId: Scalars['ID']['input'];
};


export type QueryMyPlanningResultsArgs = {
  planningId: Scalars['ID']['input'];
};


export type QueryMyProgressArgs = {
  planningId: Scalars['ID']['input'];
};


export type QueryMySessionResultsArgs = {
  planningId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type QueryPlanningSubscribersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  planningId: Scalars['ID']['input'];
};


export type QueryPlanningSubscriptionOfferArgs = {
  planningId: Scalars['ID']['input'];
};


export type QueryPlanningThreadArgs = {
  planningId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPlanningWeekArgs = {
  planningId: Scalars['ID']['input'];
  weekNumber?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQuotePriceArgs = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['ID']['input'];
};


export type QueryResultCommentsArgs = {
  result: ResultRefInput;
};


export type QueryVerifyCertificateArgs = {
  code: Scalars['String']['input'];
};

export type QuizAnswerInput = {
  optionIds: Array<Scalars['ID']['input']>;
  questionId: Scalars['ID']['input'];
};

export type QuizAttemptResult = {
  /** Null: no limit. */
  attemptsLeft: Maybe<Scalars['Int']['output']>;
  attemptsUsed: Scalars['Int']['output'];
  correctCount: Scalars['Int']['output'];
  itemId: Scalars['ID']['output'];
  passed: Scalars['Boolean']['output'];
  questionCount: Scalars['Int']['output'];
  results: Array<QuizQuestionResult>;
  scorePercent: Scalars['Int']['output'];
};

export type QuizOption = {
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

export type QuizOptionInput = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

/** A quiz question as a buyer sees it: never its answer key; questions and options come in a fresh order each time. */
export type QuizQuestion = {
  id: Scalars['ID']['output'];
  /** True: pick every right option (and only those). */
  multiple: Scalars['Boolean']['output'];
  options: Array<QuizOption>;
  text: Scalars['String']['output'];
};

export type QuizQuestionInput = {
  correctOptionIds: Array<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  multiple: Scalars['Boolean']['input'];
  options: Array<QuizOptionInput>;
  text: Scalars['String']['input'];
};

export type QuizQuestionResult = {
  correct: Scalars['Boolean']['output'];
  questionId: Scalars['ID']['output'];
};

export type RecordKind =
  /** Epley's estimate from a set of up to 10 reps (docs/decisions/). */
  | 'ESTIMATED_1RM'
  /** Heaviest load lifted for at least 1, 3 or 5 reps. */
  | 'REP_MAX_1'
  | 'REP_MAX_3'
  | 'REP_MAX_5';

export type RefundOrderInput = {
  orderId: Scalars['ID']['input'];
  /** Why the admin refunds (kept in the order's history). */
  reason: Scalars['String']['input'];
  /** Set when the refund answers a revocation request. */
  regretTrackingCode?: InputMaybe<Scalars['String']['input']>;
};

/** The admin refunds one charge of a subscription through Mercado Pago (whole, or part of it). */
export type RefundSubscriptionChargeInput = {
  /** ARS to return; omitted: all that is left of the charge. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  chargeId: Scalars['ID']['input'];
  /** Client-generated per confirmation: pressing again returns once. */
  idempotencyKey: Scalars['ID']['input'];
  /** Why the admin refunds (kept with the subscription). */
  reason: Scalars['String']['input'];
  subscriptionId: Scalars['ID']['input'];
};

/** A purchase revocation (Botón de arrepentimiento, Disposición 954/2025). */
export type RegretReceipt = {
  createdAt: Scalars['AWSDateTime']['output'];
  /** The order's code (null on orders placed before codes existed). */
  orderCode: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  /** What the refund will return: the order's amount less what partial refunds already returned (issue 42). */
  refundAmount: Scalars['Float']['output'];
  trackingCode: Scalars['String']['output'];
};

export type RegretRequest = {
  amount: Scalars['Float']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  email: Scalars['AWSEmail']['output'];
  itemName: Scalars['String']['output'];
  /** The order's code (null on orders placed before codes existed). */
  orderCode: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  /** What a refund returns now: the amount less what partial refunds already returned; 0 once refunded (issue 42). */
  refundAmount: Scalars['Float']['output'];
  refundedAt: Maybe<Scalars['AWSDateTime']['output']>;
  status: RegretStatus;
  trackingCode: Scalars['String']['output'];
};

export type RegretRequestInput = {
  /** The buyer's e-mail; required without signing in. */
  email?: InputMaybe<Scalars['AWSEmail']['input']>;
  /** The order number as in the purchase e-mail: its code (IMP-7K3Q-2M) or, for orders placed before codes existed, its id. */
  orderId: Scalars['ID']['input'];
};

export type RegretStatus =
  | 'PENDING'
  | 'REFUNDED';

export type RepMax = {
  at: Scalars['AWSDateTime']['output'];
  kg: Scalars['Float']['output'];
  reps: Scalars['Int']['output'];
};

/** A message of a result's thread (the result's member and the coach only). */
export type ResultComment = {
  /** Issue 40: the moment of the result's form-check video the message is pinned to (whole seconds from its start), if any. */
  atSeconds: Maybe<Scalars['Int']['output']>;
  author: CommentAuthor;
  authorName: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  planningId: Scalars['ID']['output'];
  resultId: Scalars['ID']['output'];
  /** When the result the thread hangs on was logged. */
  resultLoggedAt: Scalars['AWSDateTime']['output'];
  sessionId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A result, named as its thread is reached: the member's own (userId omitted) or, for the coach, a member's. */
export type ResultRefInput = {
  planningId: Scalars['ID']['input'];
  resultId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
  /** The member whose result it is (the coach names her; a member leaves it out or names herself). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReviewSubmissionInput = {
  approved: Scalars['Boolean']['input'];
  /** Required when asking for another attempt; shown to the buyer and e-mailed. */
  comment?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['ID']['input'];
  /** The submission being reviewed (its submittedAt), so a replaced one is never decided by mistake. */
  submittedAt: Scalars['AWSDateTime']['input'];
  userId: Scalars['ID']['input'];
};

export type ReviewVideo = {
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['AWSDateTime']['output'];
  url: Scalars['AWSURL']['output'];
};

export type SalesFilterInput = {
  /** Inclusive range on the order's creation date (-03:00). */
  from?: InputMaybe<Scalars['AWSDate']['input']>;
  seller?: InputMaybe<Seller>;
  status?: InputMaybe<OrderStatus>;
  to?: InputMaybe<Scalars['AWSDate']['input']>;
};

export type SalesReport = {
  orders: Array<Order>;
  totals: Array<SellerTotal>;
};

/** Scaling notes per level (Principiante / Intermedio / RX). */
export type ScalingNotes = {
  beginner: Maybe<Scalars['String']['output']>;
  intermediate: Maybe<Scalars['String']['output']>;
  rx: Maybe<Scalars['String']['output']>;
};

export type ScalingNotesInput = {
  beginner?: InputMaybe<Scalars['String']['input']>;
  intermediate?: InputMaybe<Scalars['String']['input']>;
  rx?: InputMaybe<Scalars['String']['input']>;
};

/** The two sellers. STORE is the store's own brand (its display name comes from configuration). */
export type Seller =
  | 'DELFI'
  | 'STORE';

/** A seller's coach address: where members' messages reach the coach, and the Reply-To of the coach's e-mails (null: the store's contact address). */
export type SellerCoachEmail = {
  email: Maybe<Scalars['AWSEmail']['output']>;
  seller: Seller;
  updatedAt: Maybe<Scalars['AWSDateTime']['output']>;
};

/** A seller's APPROVED orders among the listed ones (money taken; a refunded or charged-back order is REFUNDED or CHARGED_BACK). */
export type SellerTotal = {
  amount: Scalars['Float']['output'];
  orders: Scalars['Int']['output'];
  seller: Seller;
};

export type ServiceCancellation = {
  createdAt: Scalars['AWSDateTime']['output'];
  email: Scalars['AWSEmail']['output'];
  itemName: Scalars['String']['output'];
  orderCode: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

export type ServiceCancellationInput = {
  /** The buyer's e-mail; required without signing in. */
  email?: InputMaybe<Scalars['AWSEmail']['input']>;
  /** The order number as in the purchase e-mail: its code (IMP-7K3Q-2M) or, for orders placed before codes existed, its id. */
  orderId: Scalars['ID']['input'];
};

/** The answer to a service cancellation: its tracking code, given at once. */
export type ServiceCancellationReceipt = {
  /** When the membership ended (the request's moment; the same on a repeated request). */
  createdAt: Scalars['AWSDateTime']['output'];
  itemName: Scalars['String']['output'];
  /** The order's code (null on orders placed before codes existed). */
  orderCode: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

export type SessionResult = {
  calories: Maybe<Scalars['Int']['output']>;
  distanceMeters: Maybe<Scalars['Int']['output']>;
  /** When the member last edited it. */
  editedAt: Maybe<Scalars['AWSDateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Sets × reps × kg per prescribed lift. */
  lifts: Array<LiftSets>;
  /** Only on results logged before per-lift sets existed (one load per session); new results leave it null. */
  loadKg: Maybe<Scalars['Float']['output']>;
  loggedAt: Scalars['AWSDateTime']['output'];
  /** The records this result set when logged or last edited. */
  newRecords: Array<NewRecord>;
  notes: Maybe<Scalars['String']['output']>;
  planningId: Scalars['ID']['output'];
  reps: Maybe<Scalars['Int']['output']>;
  rounds: Maybe<Scalars['Int']['output']>;
  /** The session's RPE. */
  rpe: Maybe<Scalars['Float']['output']>;
  sessionId: Scalars['ID']['output'];
  sessionTitle: Scalars['String']['output'];
  /** Conditioning: time (a duration), rounds + reps, distance, calories. */
  timeSeconds: Maybe<Scalars['Int']['output']>;
  userId: Scalars['ID']['output'];
  weekNumber: Scalars['Int']['output'];
};

export type SessionResultInput = {
  calories?: InputMaybe<Scalars['Int']['input']>;
  distanceMeters?: InputMaybe<Scalars['Int']['input']>;
  idempotencyKey: Scalars['ID']['input'];
  lifts?: InputMaybe<Array<LiftSetsInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  planningId: Scalars['ID']['input'];
  reps?: InputMaybe<Scalars['Int']['input']>;
  rounds?: InputMaybe<Scalars['Int']['input']>;
  rpe?: InputMaybe<Scalars['Float']['input']>;
  sessionId: Scalars['ID']['input'];
  timeSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Week of the membership the session belongs to. */
  weekNumber: Scalars['Int']['input'];
};

/** A refund Mercado Pago refused or no longer allows, which the admin made another way. */
export type SettleRefundByHandInput = {
  /** How the money was returned (kept in the order's history). */
  note: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
};

export type StreamCookie = {
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A buyer's video submission as the coach reviews it: admins only. */
export type SubmissionReview = {
  buyerEmail: Scalars['AWSEmail']['output'];
  buyerName: Scalars['String']['output'];
  courseName: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  reviewComment: Maybe<Scalars['String']['output']>;
  reviewedAt: Maybe<Scalars['AWSDateTime']['output']>;
  status: SubmissionStatus;
  submittedAt: Scalars['AWSDateTime']['output'];
  userId: Scalars['ID']['output'];
  videos: Array<ReviewVideo>;
};

export type SubmissionStatus =
  | 'APPROVED'
  | 'CHANGES_REQUESTED'
  | 'PENDING_REVIEW';

export type SubmittedVideo = {
  contentType: Scalars['String']['output'];
};

export type SubscribeInput = {
  /** Client-generated key: retrying the same subscription returns the same one. */
  idempotencyKey: Scalars['ID']['input'];
  planningId: Scalars['ID']['input'];
};

export type SubscribeResult = {
  /** When the first charge is taken: at authorization, or when the free trial ends. */
  firstChargeAt: Scalars['AWSDateTime']['output'];
  /** Mercado Pago's page where the buyer authorizes the monthly charge. */
  initPoint: Scalars['AWSURL']['output'];
  subscription: MySubscription;
};

/** Botón de baja of a subscription: no sign-in needed (the subscriber's e-mail and the planning or the subscription's reference). */
export type SubscriptionCancellationInput = {
  /** Required without signing in. */
  email?: InputMaybe<Scalars['AWSEmail']['input']>;
  planningId?: InputMaybe<Scalars['ID']['input']>;
  /** The subscription's reference, as in Mis suscripciones and its e-mails. */
  reference?: InputMaybe<Scalars['ID']['input']>;
};

export type SubscriptionCancellationReceipt = {
  /** Access lasts to the end of the period already paid. */
  accessEndsAt: Maybe<Scalars['AWSDateTime']['output']>;
  createdAt: Scalars['AWSDateTime']['output'];
  planningName: Scalars['String']['output'];
  subscriptionId: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

/** One period's charge of a subscription: CLEARED (paid), REFUNDED (returned whole: its period no longer gives access), or on its way. */
export type SubscriptionCharge = {
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  dueAt: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  /** What may still be refunded: the amount less what was returned; 0 unless CLEARED. */
  refundableAmount: Scalars['Float']['output'];
  /** Money returned of this charge so far (a partial refund keeps the charge CLEARED and its period). */
  refundedAmount: Scalars['Float']['output'];
  /** SCHEDULED, RETRYING, CLEARED, FAILED, CANCELLED or REFUNDED. */
  state: Scalars['String']['output'];
};

/** A planning's monthly offer, as its page shows it (null: sold once only). */
export type SubscriptionOffer = {
  /** Days of access after a charge failed for good (while Mercado Pago retries it, access goes on). */
  graceDays: Scalars['Int']['output'];
  /** Charged each month, in ARS (0 when sold once only). */
  monthlyPrice: Scalars['Float']['output'];
  planningId: Scalars['ID']['output'];
  sale: PlanningSale;
  /** Free days before the first charge (0: charged when the card is authorized). */
  trialDays: Scalars['Int']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type SubscriptionOfferInput = {
  /** 0 or omitted: access only while Mercado Pago retries a failed charge. */
  graceDays?: InputMaybe<Scalars['Int']['input']>;
  /** Required unless ONCE. */
  monthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  planningId: Scalars['ID']['input'];
  sale: PlanningSale;
  /** 0 or omitted: no free trial. */
  trialDays?: InputMaybe<Scalars['Int']['input']>;
};

/** One month paid by a cleared charge. */
export type SubscriptionPeriod = {
  amount: Scalars['Float']['output'];
  chargeId: Scalars['ID']['output'];
  from: Scalars['AWSDateTime']['output'];
  to: Scalars['AWSDateTime']['output'];
};

/** Botón de arrepentimiento of a subscription's first charge (10 days): no sign-in needed. */
export type SubscriptionRegretInput = {
  /** Required without signing in. */
  email?: InputMaybe<Scalars['AWSEmail']['input']>;
  planningId?: InputMaybe<Scalars['ID']['input']>;
  /** The subscription's reference, as in Mis suscripciones and its e-mails. */
  reference?: InputMaybe<Scalars['ID']['input']>;
};

export type SubscriptionRegretReceipt = {
  createdAt: Scalars['AWSDateTime']['output'];
  planningName: Scalars['String']['output'];
  /** What the first charge's refund returns. */
  refundAmount: Scalars['Float']['output'];
  subscriptionId: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
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

/** A message between a member and her coach in a planning (that member and the coach only): one of her thread's, or a comment on one of her results. */
export type ThreadMessage = {
  author: CommentAuthor;
  authorName: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  id: Scalars['ID']['output'];
  planningId: Scalars['ID']['output'];
  resultId: Maybe<Scalars['ID']['output']>;
  sessionId: Maybe<Scalars['ID']['output']>;
  /** A comment on a result: its session's title and ids (null for a message of the thread itself). */
  sessionTitle: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  /** The member whose thread it is. */
  userId: Scalars['ID']['output'];
};

/** A topic as listed in a course's program: structure only, never its content. */
export type Topic = {
  componentName: Scalars['String']['output'];
  /** How long the lesson takes, in minutes (video lessons; null when the program does not say). */
  durationMinutes: Maybe<Scalars['Int']['output']>;
  /** Issue 42: true when the lesson has Spanish captions (WebVTT) the admin uploaded. */
  hasCaptions: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isPublic: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  unitId: Scalars['ID']['output'];
};

/** A topic's content: returned only for a public topic, an owner of the course or an admin. */
export type TopicContent = {
  /** Short-lived signed address of the video's Spanish captions (WebVTT), if the admin uploaded them (issue 26). */
  captionsUrl: Maybe<Scalars['AWSURL']['output']>;
  /** Issue 42: a video lesson done by watching 90 % of it (its length is measured), never by setTopicProgress; false: marked by hand. */
  completesByWatching: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  /** The topic's downloadable files (PDF plans), signed for a short while: owners and admins only, else empty. */
  materials: Array<TopicMaterial>;
  /** Where this buyer left the topic's video, in seconds (owners and admins; 0 when never watched). */
  resumeAtSeconds: Scalars['Int']['output'];
  /** The video as an adaptive stream (HLS ladder), once it is processed; the player prefers it to videoUrl. */
  stream: Maybe<VideoStream>;
  text: Scalars['String']['output'];
  topicId: Scalars['ID']['output'];
  videoExpiresAt: Maybe<Scalars['AWSDateTime']['output']>;
  /** Short-lived signed address of the topic's video, if it has one. */
  videoUrl: Maybe<Scalars['AWSURL']['output']>;
};

export type TopicMaterial = {
  expiresAt: Scalars['AWSDateTime']['output'];
  fileName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['AWSURL']['output'];
};

export type TopicProgress = {
  completed: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  topicId: Scalars['ID']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
};

/** Unread messages and result comments of one member's talk in a planning, for its reader. */
export type UnreadMessages = {
  /** When the other side last wrote (null: not since the count began). */
  lastMessageAt: Maybe<Scalars['AWSDateTime']['output']>;
  planningId: Scalars['ID']['output'];
  unread: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** A monthly price change noticed ahead: charges due from `from` on take `amount`; `firstChargeAt` is the first of them, as far as the store can tell. */
export type UpcomingSubscriptionPrice = {
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  firstChargeAt: Maybe<Scalars['AWSDateTime']['output']>;
  from: Scalars['AWSDateTime']['output'];
};

/** The admin item update of the spec, plus the page's texts (each omitted one is kept as it is). */
export type UpdateItemInput = {
  coachBio?: InputMaybe<Scalars['String']['input']>;
  coachName?: InputMaybe<Scalars['String']['input']>;
  /** A course's workload in hours, as its certificate states it (null: not stated). */
  courseHours?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  durationWeeks?: InputMaybe<Scalars['Int']['input']>;
  highlights?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  isEnabled: Scalars['Boolean']['input'];
  isFeatured: Scalars['Boolean']['input'];
  level?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  offer?: InputMaybe<OfferInput>;
  price: Scalars['Float']['input'];
  summary?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateMyProfileInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  newsOptIn: Scalars['Boolean']['input'];
  /** Coaching notices (issue 25); left out, they stay as they were. */
  noticePreferences?: InputMaybe<NoticePreferencesInput>;
};

export type UpdatePlanningScheduleInput = {
  competitions: Array<CompetitionInput>;
  durationWeeks: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  phases: Array<PlanningPhaseInput>;
};

/** An edit of one of the member's own results: what it measures is replaced. */
export type UpdateSessionResultInput = {
  calories?: InputMaybe<Scalars['Int']['input']>;
  distanceMeters?: InputMaybe<Scalars['Int']['input']>;
  lifts?: InputMaybe<Array<LiftSetsInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  planningId: Scalars['ID']['input'];
  reps?: InputMaybe<Scalars['Int']['input']>;
  resultId: Scalars['ID']['input'];
  rounds?: InputMaybe<Scalars['Int']['input']>;
  rpe?: InputMaybe<Scalars['Float']['input']>;
  sessionId: Scalars['ID']['input'];
  timeSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateTopicContentInput = {
  /** Omitted keeps the topic's captions; null removes them; a key from createTopicCaptionsUpload points the topic at that WebVTT file. */
  captionsKey?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
  topicId: Scalars['ID']['input'];
  /** Omitted keeps the topic's video; null removes it; a key from createTopicVideoUpload points the topic at that upload. */
  videoKey?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  email: Scalars['AWSEmail']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** E-mail preference: the store's news and new courses (purchase and account e-mails are always sent). */
  newsOptIn: Scalars['Boolean']['output'];
  /** Coaching notices (issue 25): each kind can be turned off. */
  noticePreferences: NoticePreferences;
};

/** Billing details fit for Argentine invoicing. */
export type UserAddress = {
  apartment: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** With a CUIT, the buyer's IVA condition (decides a Factura A or B); null with a DNI, and on details saved before it was asked. */
  ivaCondition: Maybe<IvaCondition>;
  phone: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  province: Scalars['String']['output'];
  street: Scalars['String']['output'];
  streetNumber: Scalars['String']['output'];
  taxId: Scalars['String']['output'];
};

export type VideoPosition = {
  itemId: Scalars['ID']['output'];
  seconds: Scalars['Int']['output'];
  topicId: Scalars['ID']['output'];
  updatedAt: Scalars['AWSDateTime']['output'];
  /** Issue 42: 90 % of the video watched, as the server counted it from the reports (the lesson is then complete). */
  watched: Scalars['Boolean']['output'];
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

/** An HLS ladder and the signed cookies (CloudFront's) that open its files for a short while. */
export type VideoStream = {
  /** The address path the cookies open (the course's streams for owners and admins, this video's for a preview). */
  cookiePath: Scalars['String']['output'];
  cookies: Array<StreamCookie>;
  expiresAt: Scalars['AWSDateTime']['output'];
  /** The renditions' names, highest first (720p, 540p, 360p, 240p). */
  renditions: Array<Scalars['String']['output']>;
  /** Address of the master playlist. */
  url: Scalars['AWSURL']['output'];
};

export type VideoUpload = {
  expiresAt: Scalars['AWSDateTime']['output'];
  uploadUrl: Scalars['AWSURL']['output'];
  videoKey: Scalars['String']['output'];
};

/** A week of a membership: sessions prescribed and done, and the kilos lifted. */
export type WeekProgress = {
  /** Of those, the ones she logged. */
  doneSessions: Scalars['Int']['output'];
  /** Sessions released and due so far (the coach's compliance rule: days to come not counted, today's once done). */
  prescribedSessions: Scalars['Int']['output'];
  /** The week's first day in the member's calendar. */
  startDate: Scalars['AWSDate']['output'];
  /** Σ reps × kg of the week's logged sets. */
  volumeKg: Scalars['Float']['output'];
  weekNumber: Scalars['Int']['output'];
};
