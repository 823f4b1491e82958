import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

export type Certificate = {
  fileName: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  /** The PDF, base64-encoded. */
  pdfBase64: Scalars['String']['output'];
  /** The code printed on the PDF; anyone can check it at /certificados/{code}. */
  verificationCode: Scalars['String']['output'];
};

/** A certificate as anyone can check it at /certificados/{code}: who completed which course and when (never the e-mail). */
export type CertificateVerification = {
  coachName: Scalars['String']['output'];
  code: Scalars['String']['output'];
  courseHours: Maybe<Scalars['Int']['output']>;
  courseId: Scalars['ID']['output'];
  courseName: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  /** The day it was issued, in the store's calendar. */
  issuedOn: Scalars['AWSDate']['output'];
};

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
  validDateTimeFrom: Scalars['AWSDateTime']['input'];
  validDateTimeTo: Scalars['AWSDateTime']['input'];
  value: Scalars['Float']['input'];
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
  phone: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  province: Scalars['String']['input'];
  street: Scalars['String']['input'];
  streetNumber: Scalars['String']['input'];
  taxId: Scalars['String']['input'];
};

export type DiscountType =
  | 'FIXED'
  | 'PERCENTAGE';

/** An owned item: course lessons and planning access derive from it. */
export type InventoryEntry = {
  acquiredAt: Scalars['AWSDateTime']['output'];
  itemId: Scalars['ID']['output'];
  itemType: ItemType;
  name: Scalars['String']['output'];
  orderId: Maybe<Scalars['ID']['output']>;
};

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
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  imageSource: Scalars['String']['output'];
  isEnabled: Scalars['Boolean']['output'];
  isFeatured: Scalars['Boolean']['output'];
  level: Scalars['String']['output'];
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

export type LessonUnit = {
  id: Scalars['ID']['output'];
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  topics: Array<Topic>;
};

/** The named lifts a prescription can take a percentage of, and a member records a 1RM for. */
export type Lift =
  | 'BACK_SQUAT'
  | 'CLEAN'
  | 'CLEAN_AND_JERK'
  | 'DEADLIFT'
  | 'FRONT_SQUAT'
  | 'PUSH_PRESS'
  | 'SNATCH'
  | 'STRICT_PRESS';

export type LiftMax = {
  kg: Scalars['Float']['output'];
  lift: Lift;
  updatedAt: Scalars['AWSDateTime']['output'];
};

export type Mutation = {
  addPlanningUser: PlanningUser;
  archiveItem: Item;
  choosePlanningStart: MyPlanning;
  copyProgrammeWeek: ProgrammeWeek;
  createCoupon: Coupon;
  createItem: Item;
  /** Signs one upload per file, each for its content type and exact size; a file over the limit is refused. */
  createItemPictureUpload: ItemPictureUpload;
  createOrder: CreateOrderResult;
  createProgrammeVideoUpload: VideoUpload;
  createTopicVideoUpload: VideoUpload;
  createUserAddress: UserAddress;
  deactivatePlanningUser: PlanningUser;
  extendPlanningUser: PlanningUser;
  logSessionResult: SessionResult;
  moveProgrammeWeek: Array<ProgrammeWeek>;
  publishItem: Item;
  /** Full refund through Mercado Pago of the payment that grants the order; cancels it and revokes access. */
  refundOrder: Order;
  requestCertificate: Certificate;
  /** Botón de arrepentimiento: no sign-in needed (order number + e-mail). */
  requestPurchaseRegret: RegretReceipt;
  restoreItem: Item;
  saveCourseProgram: Array<LessonUnit>;
  saveProgrammeWeek: ProgrammeWeek;
  /** Where the buyer is in a topic's video; saved at most every few seconds per topic. */
  saveVideoPosition: VideoPosition;
  sendContactMessage: ContactReceipt;
  /** Points the item at an uploaded picture; null goes back to the illustration. */
  setItemPicture: Item;
  setLiftMax: LiftMax;
  setTopicProgress: TopicProgress;
  unpublishItem: Item;
  updateCoupon: Coupon;
  updateItem: Item;
  /** Names (also in the Cognito account) and e-mail preferences of the signed-in person. */
  updateMyProfile: User;
  /** Input: a JSON string of queued orders [{ firstName, lastName, email, id }]. Answer: a JSON string of results [{ data: { updateOrder: { id, status, item: { id, type, name } } } } | { errors: [...] }]. */
  updateOrdersWithPaymentProvider: Scalars['AWSJSON']['output'];
  updatePlanningSchedule: Item;
  updateTopicContent: TopicContent;
};


export type MutationAddPlanningUserArgs = {
  input: AddPlanningUserInput;
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


export type MutationCreateItemArgs = {
  input: CreateItemInput;
};


export type MutationCreateItemPictureUploadArgs = {
  files: Array<PictureFileInput>;
  itemId: Scalars['ID']['input'];
};


export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


export type MutationCreateProgrammeVideoUploadArgs = {
  contentType: Scalars['String']['input'];
  planningId: Scalars['ID']['input'];
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


export type MutationExtendPlanningUserArgs = {
  endDate: Scalars['AWSDate']['input'];
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationLogSessionResultArgs = {
  input: SessionResultInput;
};


export type MutationMoveProgrammeWeekArgs = {
  fromWeek: Scalars['Int']['input'];
  planningId: Scalars['ID']['input'];
  toWeek: Scalars['Int']['input'];
};


export type MutationPublishItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


export type MutationRequestCertificateArgs = {
  itemId: Scalars['ID']['input'];
};


export type MutationRequestPurchaseRegretArgs = {
  input: RegretRequestInput;
};


export type MutationRestoreItemArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveCourseProgramArgs = {
  input: CourseProgramInput;
};


export type MutationSaveProgrammeWeekArgs = {
  input: ProgrammeWeekInput;
};


export type MutationSaveVideoPositionArgs = {
  itemId: Scalars['ID']['input'];
  seconds: Scalars['Int']['input'];
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
  lift: Lift;
};


export type MutationSetTopicProgressArgs = {
  completed: Scalars['Boolean']['input'];
  itemId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
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


export type MutationUpdateTopicContentArgs = {
  input: UpdateTopicContentInput;
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
  id: Scalars['ID']['output'];
  refund: Maybe<PaymentRefund>;
  /** Mercado Pago's status: approved, pending, rejected, refunded, charged_back, … */
  status: Scalars['String']['output'];
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'CREATED'
  | 'IN_PROCESS'
  | 'REJECTED';

export type OrderStatusChange = {
  at: Scalars['AWSDateTime']['output'];
  /** What an admin wrote when refunding. */
  note: Maybe<Scalars['String']['output']>;
  paymentStatus: Maybe<Scalars['String']['output']>;
  /** Why the store moved the order (a refund's reason, CHECKOUT_EXPIRED, …). */
  reason: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
};

/** A refund the store made of one payment. */
export type PaymentRefund = {
  at: Scalars['AWSDateTime']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** DUPLICATE_PAYMENT, ALREADY_OWNED, ORDER_CLOSED, COUPON_EXHAUSTED, ADMIN or REGRET. */
  reason: Scalars['String']['output'];
  refundId: Maybe<Scalars['String']['output']>;
};

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
  lift: Maybe<Lift>;
  loadKg: Maybe<Scalars['Float']['output']>;
  percent: Maybe<Scalars['Float']['output']>;
  reps: Maybe<Scalars['String']['output']>;
  rounds: Maybe<Scalars['Int']['output']>;
  rpe: Maybe<Scalars['Float']['output']>;
  sets: Maybe<Scalars['Int']['output']>;
  timeCapMinutes: Maybe<Scalars['Int']['output']>;
};

export type PrescriptionInput = {
  lift?: InputMaybe<Lift>;
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
  adminListItems: Array<Item>;
  adminProgramme: Array<ProgrammeWeek>;
  getCourseProgress: CourseProgress;
  getItem: Item;
  getMyOrder: Order;
  getOrder: Order;
  getTopicContent: TopicContent;
  listCoupons: Array<Coupon>;
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
  listUserAddresses: Array<UserAddress>;
  me: User;
  memberResults: Array<SessionResult>;
  myLiftMaxes: Array<LiftMax>;
  myPlanningResults: Array<SessionResult>;
  myPlannings: Array<MyPlanning>;
  mySessionResults: Array<SessionResult>;
  planningWeek: PlanningWeekView;
  quotePrice: PriceQuote;
  /** A certificate by its verification code; null when no certificate has that code. */
  verifyCertificate: Maybe<CertificateVerification>;
};


export type QueryAdminListItemsArgs = {
  type?: InputMaybe<ItemType>;
};


export type QueryAdminProgrammeArgs = {
  planningId: Scalars['ID']['input'];
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


export type QueryMemberResultsArgs = {
  planningId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryMyPlanningResultsArgs = {
  planningId: Scalars['ID']['input'];
};


export type QueryMySessionResultsArgs = {
  planningId: Scalars['ID']['input'];
  sessionId: Scalars['ID']['input'];
};


export type QueryPlanningWeekArgs = {
  planningId: Scalars['ID']['input'];
  weekNumber?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQuotePriceArgs = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['ID']['input'];
};


export type QueryVerifyCertificateArgs = {
  code: Scalars['String']['input'];
};

export type RefundOrderInput = {
  orderId: Scalars['ID']['input'];
  /** Why the admin refunds (kept in the order's history). */
  reason: Scalars['String']['input'];
  /** Set when the refund answers a revocation request. */
  regretTrackingCode?: InputMaybe<Scalars['String']['input']>;
};

/** A purchase revocation (Botón de arrepentimiento, Res. 424/2020). */
export type RegretReceipt = {
  createdAt: Scalars['AWSDateTime']['output'];
  /** The order's code (null on orders placed before codes existed). */
  orderCode: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
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

/** A seller's APPROVED orders among the listed ones (money taken; a refunded order is CANCELLED). */
export type SellerTotal = {
  amount: Scalars['Float']['output'];
  orders: Scalars['Int']['output'];
  seller: Seller;
};

export type SessionResult = {
  id: Scalars['ID']['output'];
  loadKg: Maybe<Scalars['Float']['output']>;
  loggedAt: Scalars['AWSDateTime']['output'];
  notes: Maybe<Scalars['String']['output']>;
  planningId: Scalars['ID']['output'];
  reps: Maybe<Scalars['Int']['output']>;
  rounds: Maybe<Scalars['Int']['output']>;
  rpe: Maybe<Scalars['Float']['output']>;
  sessionId: Scalars['ID']['output'];
  sessionTitle: Scalars['String']['output'];
  timeSeconds: Maybe<Scalars['Int']['output']>;
  userId: Scalars['ID']['output'];
  weekNumber: Scalars['Int']['output'];
};

export type SessionResultInput = {
  idempotencyKey: Scalars['ID']['input'];
  loadKg?: InputMaybe<Scalars['Float']['input']>;
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

/** A topic as listed in a course's program: structure only, never its content. */
export type Topic = {
  componentName: Scalars['String']['output'];
  /** How long the lesson takes, in minutes (video lessons; null when the program does not say). */
  durationMinutes: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  isPublic: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  unitId: Scalars['ID']['output'];
};

/** A topic's content: returned only for a public topic, an owner of the course or an admin. */
export type TopicContent = {
  itemId: Scalars['ID']['output'];
  /** The topic's downloadable files (PDF plans), signed for a short while: owners and admins only, else empty. */
  materials: Array<TopicMaterial>;
  /** Where this buyer left the topic's video, in seconds (owners and admins; 0 when never watched). */
  resumeAtSeconds: Scalars['Int']['output'];
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
};

export type UpdatePlanningScheduleInput = {
  competitions: Array<CompetitionInput>;
  durationWeeks: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  phases: Array<PlanningPhaseInput>;
};

export type UpdateTopicContentInput = {
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
};

/** Billing details fit for Argentine invoicing. */
export type UserAddress = {
  apartment: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  createdAt: Scalars['AWSDateTime']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
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
};

export type VideoUpload = {
  expiresAt: Scalars['AWSDateTime']['output'];
  uploadUrl: Scalars['AWSURL']['output'];
  videoKey: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AWSDate: ResolverTypeWrapper<Scalars['AWSDate']['output']>;
  AWSDateTime: ResolverTypeWrapper<Scalars['AWSDateTime']['output']>;
  AWSEmail: ResolverTypeWrapper<Scalars['AWSEmail']['output']>;
  AWSIPAddress: ResolverTypeWrapper<Scalars['AWSIPAddress']['output']>;
  AWSJSON: ResolverTypeWrapper<Scalars['AWSJSON']['output']>;
  AWSPhone: ResolverTypeWrapper<Scalars['AWSPhone']['output']>;
  AWSTime: ResolverTypeWrapper<Scalars['AWSTime']['output']>;
  AWSTimestamp: ResolverTypeWrapper<Scalars['AWSTimestamp']['output']>;
  AWSURL: ResolverTypeWrapper<Scalars['AWSURL']['output']>;
  AddPlanningUserInput: AddPlanningUserInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Certificate: ResolverTypeWrapper<Certificate>;
  CertificateVerification: ResolverTypeWrapper<CertificateVerification>;
  Competition: ResolverTypeWrapper<Competition>;
  CompetitionInput: CompetitionInput;
  ContactMessageInput: ContactMessageInput;
  ContactReceipt: ResolverTypeWrapper<ContactReceipt>;
  Coupon: ResolverTypeWrapper<Coupon>;
  CouponInput: CouponInput;
  CourseProgramInput: CourseProgramInput;
  CourseProgress: ResolverTypeWrapper<CourseProgress>;
  CourseTopicInput: CourseTopicInput;
  CourseUnitInput: CourseUnitInput;
  CreateItemInput: CreateItemInput;
  CreateOrderInput: CreateOrderInput;
  CreateOrderResult: ResolverTypeWrapper<CreateOrderResult>;
  CreateUserAddressInput: CreateUserAddressInput;
  DiscountType: DiscountType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryEntry: ResolverTypeWrapper<InventoryEntry>;
  Item: ResolverTypeWrapper<Item>;
  ItemPage: ResolverTypeWrapper<ItemPage>;
  ItemPicture: ResolverTypeWrapper<ItemPicture>;
  ItemPictureUpload: ResolverTypeWrapper<ItemPictureUpload>;
  ItemStatus: ItemStatus;
  ItemType: ItemType;
  LessonUnit: ResolverTypeWrapper<LessonUnit>;
  Lift: Lift;
  LiftMax: ResolverTypeWrapper<LiftMax>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyPlanning: ResolverTypeWrapper<MyPlanning>;
  Offer: ResolverTypeWrapper<Offer>;
  OfferInput: OfferInput;
  Order: ResolverTypeWrapper<Order>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderStatus: OrderStatus;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChange>;
  PaymentRefund: ResolverTypeWrapper<PaymentRefund>;
  PictureFileInput: PictureFileInput;
  PictureVariantUpload: ResolverTypeWrapper<PictureVariantUpload>;
  PlanningPhase: ResolverTypeWrapper<PlanningPhase>;
  PlanningPhaseInput: PlanningPhaseInput;
  PlanningStartChoice: PlanningStartChoice;
  PlanningStartOption: ResolverTypeWrapper<PlanningStartOption>;
  PlanningUser: ResolverTypeWrapper<PlanningUser>;
  PlanningUserStatus: PlanningUserStatus;
  PlanningWeekView: ResolverTypeWrapper<PlanningWeekView>;
  Prescription: ResolverTypeWrapper<Prescription>;
  PrescriptionInput: PrescriptionInput;
  PriceQuote: ResolverTypeWrapper<PriceQuote>;
  ProgrammeBlock: ResolverTypeWrapper<ProgrammeBlock>;
  ProgrammeBlockInput: ProgrammeBlockInput;
  ProgrammeDay: ResolverTypeWrapper<ProgrammeDay>;
  ProgrammeDayInput: ProgrammeDayInput;
  ProgrammeSession: ResolverTypeWrapper<ProgrammeSession>;
  ProgrammeSessionInput: ProgrammeSessionInput;
  ProgrammeWeek: ResolverTypeWrapper<ProgrammeWeek>;
  ProgrammeWeekInput: ProgrammeWeekInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundOrderInput: RefundOrderInput;
  RegretReceipt: ResolverTypeWrapper<RegretReceipt>;
  RegretRequest: ResolverTypeWrapper<RegretRequest>;
  RegretRequestInput: RegretRequestInput;
  RegretStatus: RegretStatus;
  SalesFilterInput: SalesFilterInput;
  SalesReport: ResolverTypeWrapper<SalesReport>;
  ScalingNotes: ResolverTypeWrapper<ScalingNotes>;
  ScalingNotesInput: ScalingNotesInput;
  Seller: Seller;
  SellerTotal: ResolverTypeWrapper<SellerTotal>;
  SessionResult: ResolverTypeWrapper<SessionResult>;
  SessionResultInput: SessionResultInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Topic: ResolverTypeWrapper<Topic>;
  TopicContent: ResolverTypeWrapper<TopicContent>;
  TopicMaterial: ResolverTypeWrapper<TopicMaterial>;
  TopicProgress: ResolverTypeWrapper<TopicProgress>;
  UpdateItemInput: UpdateItemInput;
  UpdateMyProfileInput: UpdateMyProfileInput;
  UpdatePlanningScheduleInput: UpdatePlanningScheduleInput;
  UpdateTopicContentInput: UpdateTopicContentInput;
  User: ResolverTypeWrapper<User>;
  UserAddress: ResolverTypeWrapper<UserAddress>;
  VideoPosition: ResolverTypeWrapper<VideoPosition>;
  VideoUpload: ResolverTypeWrapper<VideoUpload>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AWSDate: Scalars['AWSDate']['output'];
  AWSDateTime: Scalars['AWSDateTime']['output'];
  AWSEmail: Scalars['AWSEmail']['output'];
  AWSIPAddress: Scalars['AWSIPAddress']['output'];
  AWSJSON: Scalars['AWSJSON']['output'];
  AWSPhone: Scalars['AWSPhone']['output'];
  AWSTime: Scalars['AWSTime']['output'];
  AWSTimestamp: Scalars['AWSTimestamp']['output'];
  AWSURL: Scalars['AWSURL']['output'];
  AddPlanningUserInput: AddPlanningUserInput;
  Boolean: Scalars['Boolean']['output'];
  Certificate: Certificate;
  CertificateVerification: CertificateVerification;
  Competition: Competition;
  CompetitionInput: CompetitionInput;
  ContactMessageInput: ContactMessageInput;
  ContactReceipt: ContactReceipt;
  Coupon: Coupon;
  CouponInput: CouponInput;
  CourseProgramInput: CourseProgramInput;
  CourseProgress: CourseProgress;
  CourseTopicInput: CourseTopicInput;
  CourseUnitInput: CourseUnitInput;
  CreateItemInput: CreateItemInput;
  CreateOrderInput: CreateOrderInput;
  CreateOrderResult: CreateOrderResult;
  CreateUserAddressInput: CreateUserAddressInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InventoryEntry: InventoryEntry;
  Item: Item;
  ItemPage: ItemPage;
  ItemPicture: ItemPicture;
  ItemPictureUpload: ItemPictureUpload;
  LessonUnit: LessonUnit;
  LiftMax: LiftMax;
  Mutation: Record<PropertyKey, never>;
  MyPlanning: MyPlanning;
  Offer: Offer;
  OfferInput: OfferInput;
  Order: Order;
  OrderItem: OrderItem;
  OrderPayment: OrderPayment;
  OrderStatusChange: OrderStatusChange;
  PaymentRefund: PaymentRefund;
  PictureFileInput: PictureFileInput;
  PictureVariantUpload: PictureVariantUpload;
  PlanningPhase: PlanningPhase;
  PlanningPhaseInput: PlanningPhaseInput;
  PlanningStartOption: PlanningStartOption;
  PlanningUser: PlanningUser;
  PlanningWeekView: PlanningWeekView;
  Prescription: Prescription;
  PrescriptionInput: PrescriptionInput;
  PriceQuote: PriceQuote;
  ProgrammeBlock: ProgrammeBlock;
  ProgrammeBlockInput: ProgrammeBlockInput;
  ProgrammeDay: ProgrammeDay;
  ProgrammeDayInput: ProgrammeDayInput;
  ProgrammeSession: ProgrammeSession;
  ProgrammeSessionInput: ProgrammeSessionInput;
  ProgrammeWeek: ProgrammeWeek;
  ProgrammeWeekInput: ProgrammeWeekInput;
  Query: Record<PropertyKey, never>;
  RefundOrderInput: RefundOrderInput;
  RegretReceipt: RegretReceipt;
  RegretRequest: RegretRequest;
  RegretRequestInput: RegretRequestInput;
  SalesFilterInput: SalesFilterInput;
  SalesReport: SalesReport;
  ScalingNotes: ScalingNotes;
  ScalingNotesInput: ScalingNotesInput;
  SellerTotal: SellerTotal;
  SessionResult: SessionResult;
  SessionResultInput: SessionResultInput;
  String: Scalars['String']['output'];
  Topic: Topic;
  TopicContent: TopicContent;
  TopicMaterial: TopicMaterial;
  TopicProgress: TopicProgress;
  UpdateItemInput: UpdateItemInput;
  UpdateMyProfileInput: UpdateMyProfileInput;
  UpdatePlanningScheduleInput: UpdatePlanningScheduleInput;
  UpdateTopicContentInput: UpdateTopicContentInput;
  User: User;
  UserAddress: UserAddress;
  VideoPosition: VideoPosition;
  VideoUpload: VideoUpload;
};

export type Aws_Api_KeyDirectiveArgs = { };

export type Aws_Api_KeyDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_Api_KeyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_AuthDirectiveArgs = {
  cognito_groups?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
};

export type Aws_AuthDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_Cognito_User_PoolsDirectiveArgs = {
  cognito_groups?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
};

export type Aws_Cognito_User_PoolsDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_Cognito_User_PoolsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_IamDirectiveArgs = { };

export type Aws_IamDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_IamDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_LambdaDirectiveArgs = { };

export type Aws_LambdaDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_LambdaDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_OidcDirectiveArgs = { };

export type Aws_OidcDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_OidcDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_SubscribeDirectiveArgs = {
  mutations?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
};

export type Aws_SubscribeDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_SubscribeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface AwsDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSDate'], any> {
  name: 'AWSDate';
}

export interface AwsDateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSDateTime'], any> {
  name: 'AWSDateTime';
}

export interface AwsEmailScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSEmail'], any> {
  name: 'AWSEmail';
}

export interface AwsipAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSIPAddress'], any> {
  name: 'AWSIPAddress';
}

export interface AwsjsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSJSON'], any> {
  name: 'AWSJSON';
}

export interface AwsPhoneScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSPhone'], any> {
  name: 'AWSPhone';
}

export interface AwsTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSTime'], any> {
  name: 'AWSTime';
}

export interface AwsTimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSTimestamp'], any> {
  name: 'AWSTimestamp';
}

export interface AwsurlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSURL'], any> {
  name: 'AWSURL';
}

export type CertificateResolvers<ContextType = any, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pdfBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verificationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificateVerificationResolvers<ContextType = any, ParentType extends ResolversParentTypes['CertificateVerification'] = ResolversParentTypes['CertificateVerification']> = {
  coachName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courseHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedOn?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
};

export type CompetitionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Competition'] = ResolversParentTypes['Competition']> = {
  date?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactReceiptResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactReceipt'] = ResolversParentTypes['ContactReceipt']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type CouponResolvers<ContextType = any, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  maxUses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validDateTimeFrom?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  validDateTimeTo?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CourseProgressResolvers<ContextType = any, ParentType extends ResolversParentTypes['CourseProgress'] = ResolversParentTypes['CourseProgress']> = {
  completedTopicIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  isComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastTopicId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalTopics?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreateOrderResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CreateOrderResult'] = ResolversParentTypes['CreateOrderResult']> = {
  initPoint?: Resolver<ResolversTypes['AWSURL'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type InventoryEntryResolvers<ContextType = any, ParentType extends ResolversParentTypes['InventoryEntry'] = ResolversParentTypes['InventoryEntry']> = {
  acquiredAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  coachBio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coachName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  competitions?: Resolver<Array<ResolversTypes['Competition']>, ParentType, ContextType>;
  courseHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationWeeks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFeatured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
  phases?: Resolver<Array<ResolversTypes['PlanningPhase']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['ItemPicture']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  programVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ItemStatus'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
};

export type ItemPageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ItemPage'] = ResolversParentTypes['ItemPage']> = {
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ItemPictureResolvers<ContextType = any, ParentType extends ResolversParentTypes['ItemPicture'] = ResolversParentTypes['ItemPicture']> = {
  baseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widths?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ItemPictureUploadResolvers<ContextType = any, ParentType extends ResolversParentTypes['ItemPictureUpload'] = ResolversParentTypes['ItemPictureUpload']> = {
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  pictureId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploads?: Resolver<Array<ResolversTypes['PictureVariantUpload']>, ParentType, ContextType>;
};

export type LessonUnitResolvers<ContextType = any, ParentType extends ResolversParentTypes['LessonUnit'] = ResolversParentTypes['LessonUnit']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
};

export type LiftMaxResolvers<ContextType = any, ParentType extends ResolversParentTypes['LiftMax'] = ResolversParentTypes['LiftMax']> = {
  kg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lift?: Resolver<ResolversTypes['Lift'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addPlanningUser?: Resolver<ResolversTypes['PlanningUser'], ParentType, ContextType, RequireFields<MutationAddPlanningUserArgs, 'input'>>;
  archiveItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationArchiveItemArgs, 'id'>>;
  choosePlanningStart?: Resolver<ResolversTypes['MyPlanning'], ParentType, ContextType, RequireFields<MutationChoosePlanningStartArgs, 'choice' | 'planningId'>>;
  copyProgrammeWeek?: Resolver<ResolversTypes['ProgrammeWeek'], ParentType, ContextType, RequireFields<MutationCopyProgrammeWeekArgs, 'fromWeek' | 'planningId' | 'toWeek'>>;
  createCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationCreateCouponArgs, 'input'>>;
  createItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationCreateItemArgs, 'input'>>;
  createItemPictureUpload?: Resolver<ResolversTypes['ItemPictureUpload'], ParentType, ContextType, RequireFields<MutationCreateItemPictureUploadArgs, 'files' | 'itemId'>>;
  createOrder?: Resolver<ResolversTypes['CreateOrderResult'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createProgrammeVideoUpload?: Resolver<ResolversTypes['VideoUpload'], ParentType, ContextType, RequireFields<MutationCreateProgrammeVideoUploadArgs, 'contentType' | 'planningId'>>;
  createTopicVideoUpload?: Resolver<ResolversTypes['VideoUpload'], ParentType, ContextType, RequireFields<MutationCreateTopicVideoUploadArgs, 'contentType' | 'itemId' | 'topicId'>>;
  createUserAddress?: Resolver<ResolversTypes['UserAddress'], ParentType, ContextType, RequireFields<MutationCreateUserAddressArgs, 'input'>>;
  deactivatePlanningUser?: Resolver<ResolversTypes['PlanningUser'], ParentType, ContextType, RequireFields<MutationDeactivatePlanningUserArgs, 'planningId' | 'userId'>>;
  extendPlanningUser?: Resolver<ResolversTypes['PlanningUser'], ParentType, ContextType, RequireFields<MutationExtendPlanningUserArgs, 'endDate' | 'planningId' | 'userId'>>;
  logSessionResult?: Resolver<ResolversTypes['SessionResult'], ParentType, ContextType, RequireFields<MutationLogSessionResultArgs, 'input'>>;
  moveProgrammeWeek?: Resolver<Array<ResolversTypes['ProgrammeWeek']>, ParentType, ContextType, RequireFields<MutationMoveProgrammeWeekArgs, 'fromWeek' | 'planningId' | 'toWeek'>>;
  publishItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationPublishItemArgs, 'id'>>;
  refundOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'input'>>;
  requestCertificate?: Resolver<ResolversTypes['Certificate'], ParentType, ContextType, RequireFields<MutationRequestCertificateArgs, 'itemId'>>;
  requestPurchaseRegret?: Resolver<ResolversTypes['RegretReceipt'], ParentType, ContextType, RequireFields<MutationRequestPurchaseRegretArgs, 'input'>>;
  restoreItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationRestoreItemArgs, 'id'>>;
  saveCourseProgram?: Resolver<Array<ResolversTypes['LessonUnit']>, ParentType, ContextType, RequireFields<MutationSaveCourseProgramArgs, 'input'>>;
  saveProgrammeWeek?: Resolver<ResolversTypes['ProgrammeWeek'], ParentType, ContextType, RequireFields<MutationSaveProgrammeWeekArgs, 'input'>>;
  saveVideoPosition?: Resolver<ResolversTypes['VideoPosition'], ParentType, ContextType, RequireFields<MutationSaveVideoPositionArgs, 'itemId' | 'seconds' | 'topicId'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactReceipt'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setItemPicture?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationSetItemPictureArgs, 'itemId'>>;
  setLiftMax?: Resolver<ResolversTypes['LiftMax'], ParentType, ContextType, RequireFields<MutationSetLiftMaxArgs, 'kg' | 'lift'>>;
  setTopicProgress?: Resolver<ResolversTypes['TopicProgress'], ParentType, ContextType, RequireFields<MutationSetTopicProgressArgs, 'completed' | 'itemId' | 'topicId'>>;
  unpublishItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationUnpublishItemArgs, 'id'>>;
  updateCoupon?: Resolver<ResolversTypes['Coupon'], ParentType, ContextType, RequireFields<MutationUpdateCouponArgs, 'input'>>;
  updateItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationUpdateItemArgs, 'input'>>;
  updateMyProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
  updateOrdersWithPaymentProvider?: Resolver<ResolversTypes['AWSJSON'], ParentType, ContextType, RequireFields<MutationUpdateOrdersWithPaymentProviderArgs, 'input'>>;
  updatePlanningSchedule?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationUpdatePlanningScheduleArgs, 'input'>>;
  updateTopicContent?: Resolver<ResolversTypes['TopicContent'], ParentType, ContextType, RequireFields<MutationUpdateTopicContentArgs, 'input'>>;
};

export type MyPlanningResolvers<ContextType = any, ParentType extends ResolversParentTypes['MyPlanning'] = ResolversParentTypes['MyPlanning']> = {
  coachName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  imageSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planningId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  programmeWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  startOptions?: Resolver<Array<ResolversTypes['PlanningStartOption']>, ParentType, ContextType>;
  startPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlanningUserStatus'], ParentType, ContextType>;
  totalWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferResolvers<ContextType = any, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = {
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  validDateTimeFrom?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  validDateTimeTo?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = any, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billing?: Resolver<Maybe<ResolversTypes['UserAddress']>, ParentType, ContextType>;
  buyerEmail?: Resolver<Maybe<ResolversTypes['AWSEmail']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['AWSURL']>, ParentType, ContextType>;
  payments?: Resolver<Maybe<Array<ResolversTypes['OrderPayment']>>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Maybe<Array<ResolversTypes['OrderStatusChange']>>, ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType>;
};

export type OrderPaymentResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['PaymentRefund']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderStatusChangeResolvers<ContextType = any, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = {
  at?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type PaymentRefundResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaymentRefund'] = ResolversParentTypes['PaymentRefund']> = {
  at?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PictureVariantUploadResolvers<ContextType = any, ParentType extends ResolversParentTypes['PictureVariantUpload'] = ResolversParentTypes['PictureVariantUpload']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['AWSURL'], ParentType, ContextType>;
};

export type PlanningPhaseResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlanningPhase'] = ResolversParentTypes['PlanningPhase']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanningStartOptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlanningStartOption'] = ResolversParentTypes['PlanningStartOption']> = {
  choice?: Resolver<ResolversTypes['PlanningStartChoice'], ParentType, ContextType>;
  competitionDate?: Resolver<Maybe<ResolversTypes['AWSDate']>, ParentType, ContextType>;
  competitionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
};

export type PlanningUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlanningUser'] = ResolversParentTypes['PlanningUser']> = {
  email?: Resolver<ResolversTypes['AWSEmail'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planningId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlanningUserStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PlanningWeekViewResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlanningWeekView'] = ResolversParentTypes['PlanningWeekView']> = {
  doneSessionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  isPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextReleaseDate?: Resolver<Maybe<ResolversTypes['AWSDate']>, ParentType, ContextType>;
  planning?: Resolver<ResolversTypes['MyPlanning'], ParentType, ContextType>;
  programmeWeekNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  releasedWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['AWSDate'], ParentType, ContextType>;
  week?: Resolver<Maybe<ResolversTypes['ProgrammeWeek']>, ParentType, ContextType>;
  weekNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrescriptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Prescription'] = ResolversParentTypes['Prescription']> = {
  lift?: Resolver<Maybe<ResolversTypes['Lift']>, ParentType, ContextType>;
  loadKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reps?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rounds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rpe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sets?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeCapMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PriceQuoteResolvers<ContextType = any, ParentType extends ResolversParentTypes['PriceQuote'] = ResolversParentTypes['PriceQuote']> = {
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  finalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offerPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProgrammeBlockResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProgrammeBlock'] = ResolversParentTypes['ProgrammeBlock']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prescription?: Resolver<Maybe<ResolversTypes['Prescription']>, ParentType, ContextType>;
  scaling?: Resolver<Maybe<ResolversTypes['ScalingNotes']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['AWSURL']>, ParentType, ContextType>;
};

export type ProgrammeDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProgrammeDay'] = ResolversParentTypes['ProgrammeDay']> = {
  date?: Resolver<Maybe<ResolversTypes['AWSDate']>, ParentType, ContextType>;
  dayNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['ProgrammeSession']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProgrammeSessionResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProgrammeSession'] = ResolversParentTypes['ProgrammeSession']> = {
  blocks?: Resolver<Array<ResolversTypes['ProgrammeBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgrammeWeekResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProgrammeWeek'] = ResolversParentTypes['ProgrammeWeek']> = {
  days?: Resolver<Array<ResolversTypes['ProgrammeDay']>, ParentType, ContextType>;
  planningId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminListItems?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType, Partial<QueryAdminListItemsArgs>>;
  adminProgramme?: Resolver<Array<ResolversTypes['ProgrammeWeek']>, ParentType, ContextType, RequireFields<QueryAdminProgrammeArgs, 'planningId'>>;
  getCourseProgress?: Resolver<ResolversTypes['CourseProgress'], ParentType, ContextType, RequireFields<QueryGetCourseProgressArgs, 'itemId'>>;
  getItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<QueryGetItemArgs, 'id'>>;
  getMyOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryGetMyOrderArgs, 'id'>>;
  getOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryGetOrderArgs, 'id'>>;
  getTopicContent?: Resolver<ResolversTypes['TopicContent'], ParentType, ContextType, RequireFields<QueryGetTopicContentArgs, 'itemId' | 'topicId'>>;
  listCoupons?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  listFeaturedItems?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  listItems?: Resolver<ResolversTypes['ItemPage'], ParentType, ContextType, Partial<QueryListItemsArgs>>;
  listItemsOnOffer?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  listLessonUnits?: Resolver<Array<ResolversTypes['LessonUnit']>, ParentType, ContextType, RequireFields<QueryListLessonUnitsArgs, 'itemId'>>;
  listMyInventory?: Resolver<Array<ResolversTypes['InventoryEntry']>, ParentType, ContextType>;
  listMyOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  listOrdersToProcess?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  listPlanningUsers?: Resolver<Array<ResolversTypes['PlanningUser']>, ParentType, ContextType, Partial<QueryListPlanningUsersArgs>>;
  listRegretRequests?: Resolver<Array<ResolversTypes['RegretRequest']>, ParentType, ContextType>;
  listSales?: Resolver<ResolversTypes['SalesReport'], ParentType, ContextType, Partial<QueryListSalesArgs>>;
  listUserAddresses?: Resolver<Array<ResolversTypes['UserAddress']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  memberResults?: Resolver<Array<ResolversTypes['SessionResult']>, ParentType, ContextType, RequireFields<QueryMemberResultsArgs, 'planningId' | 'userId'>>;
  myLiftMaxes?: Resolver<Array<ResolversTypes['LiftMax']>, ParentType, ContextType>;
  myPlanningResults?: Resolver<Array<ResolversTypes['SessionResult']>, ParentType, ContextType, RequireFields<QueryMyPlanningResultsArgs, 'planningId'>>;
  myPlannings?: Resolver<Array<ResolversTypes['MyPlanning']>, ParentType, ContextType>;
  mySessionResults?: Resolver<Array<ResolversTypes['SessionResult']>, ParentType, ContextType, RequireFields<QueryMySessionResultsArgs, 'planningId' | 'sessionId'>>;
  planningWeek?: Resolver<ResolversTypes['PlanningWeekView'], ParentType, ContextType, RequireFields<QueryPlanningWeekArgs, 'planningId'>>;
  quotePrice?: Resolver<ResolversTypes['PriceQuote'], ParentType, ContextType, RequireFields<QueryQuotePriceArgs, 'itemId'>>;
  verifyCertificate?: Resolver<Maybe<ResolversTypes['CertificateVerification']>, ParentType, ContextType, RequireFields<QueryVerifyCertificateArgs, 'code'>>;
};

export type RegretReceiptResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegretReceipt'] = ResolversParentTypes['RegretReceipt']> = {
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegretRequestResolvers<ContextType = any, ParentType extends ResolversParentTypes['RegretRequest'] = ResolversParentTypes['RegretRequest']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['AWSEmail'], ParentType, ContextType>;
  itemName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RegretStatus'], ParentType, ContextType>;
  trackingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SalesReportResolvers<ContextType = any, ParentType extends ResolversParentTypes['SalesReport'] = ResolversParentTypes['SalesReport']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['SellerTotal']>, ParentType, ContextType>;
};

export type ScalingNotesResolvers<ContextType = any, ParentType extends ResolversParentTypes['ScalingNotes'] = ResolversParentTypes['ScalingNotes']> = {
  beginner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  intermediate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rx?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SellerTotalResolvers<ContextType = any, ParentType extends ResolversParentTypes['SellerTotal'] = ResolversParentTypes['SellerTotal']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
};

export type SessionResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SessionResult'] = ResolversParentTypes['SessionResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  loggedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  planningId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reps?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rounds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rpe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sessionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weekNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopicResolvers<ContextType = any, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = {
  componentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TopicContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['TopicContent'] = ResolversParentTypes['TopicContent']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  materials?: Resolver<Array<ResolversTypes['TopicMaterial']>, ParentType, ContextType>;
  resumeAtSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  videoExpiresAt?: Resolver<Maybe<ResolversTypes['AWSDateTime']>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['AWSURL']>, ParentType, ContextType>;
};

export type TopicMaterialResolvers<ContextType = any, ParentType extends ResolversParentTypes['TopicMaterial'] = ResolversParentTypes['TopicMaterial']> = {
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['AWSURL'], ParentType, ContextType>;
};

export type TopicProgressResolvers<ContextType = any, ParentType extends ResolversParentTypes['TopicProgress'] = ResolversParentTypes['TopicProgress']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['AWSEmail'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserAddressResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserAddress'] = ResolversParentTypes['UserAddress']> = {
  apartment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  streetNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoPositionResolvers<ContextType = any, ParentType extends ResolversParentTypes['VideoPosition'] = ResolversParentTypes['VideoPosition']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
};

export type VideoUploadResolvers<ContextType = any, ParentType extends ResolversParentTypes['VideoUpload'] = ResolversParentTypes['VideoUpload']> = {
  expiresAt?: Resolver<ResolversTypes['AWSDateTime'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['AWSURL'], ParentType, ContextType>;
  videoKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  AWSDate?: GraphQLScalarType;
  AWSDateTime?: GraphQLScalarType;
  AWSEmail?: GraphQLScalarType;
  AWSIPAddress?: GraphQLScalarType;
  AWSJSON?: GraphQLScalarType;
  AWSPhone?: GraphQLScalarType;
  AWSTime?: GraphQLScalarType;
  AWSTimestamp?: GraphQLScalarType;
  AWSURL?: GraphQLScalarType;
  Certificate?: CertificateResolvers<ContextType>;
  CertificateVerification?: CertificateVerificationResolvers<ContextType>;
  Competition?: CompetitionResolvers<ContextType>;
  ContactReceipt?: ContactReceiptResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CourseProgress?: CourseProgressResolvers<ContextType>;
  CreateOrderResult?: CreateOrderResultResolvers<ContextType>;
  InventoryEntry?: InventoryEntryResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemPage?: ItemPageResolvers<ContextType>;
  ItemPicture?: ItemPictureResolvers<ContextType>;
  ItemPictureUpload?: ItemPictureUploadResolvers<ContextType>;
  LessonUnit?: LessonUnitResolvers<ContextType>;
  LiftMax?: LiftMaxResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyPlanning?: MyPlanningResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  PaymentRefund?: PaymentRefundResolvers<ContextType>;
  PictureVariantUpload?: PictureVariantUploadResolvers<ContextType>;
  PlanningPhase?: PlanningPhaseResolvers<ContextType>;
  PlanningStartOption?: PlanningStartOptionResolvers<ContextType>;
  PlanningUser?: PlanningUserResolvers<ContextType>;
  PlanningWeekView?: PlanningWeekViewResolvers<ContextType>;
  Prescription?: PrescriptionResolvers<ContextType>;
  PriceQuote?: PriceQuoteResolvers<ContextType>;
  ProgrammeBlock?: ProgrammeBlockResolvers<ContextType>;
  ProgrammeDay?: ProgrammeDayResolvers<ContextType>;
  ProgrammeSession?: ProgrammeSessionResolvers<ContextType>;
  ProgrammeWeek?: ProgrammeWeekResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegretReceipt?: RegretReceiptResolvers<ContextType>;
  RegretRequest?: RegretRequestResolvers<ContextType>;
  SalesReport?: SalesReportResolvers<ContextType>;
  ScalingNotes?: ScalingNotesResolvers<ContextType>;
  SellerTotal?: SellerTotalResolvers<ContextType>;
  SessionResult?: SessionResultResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicContent?: TopicContentResolvers<ContextType>;
  TopicMaterial?: TopicMaterialResolvers<ContextType>;
  TopicProgress?: TopicProgressResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAddress?: UserAddressResolvers<ContextType>;
  VideoPosition?: VideoPositionResolvers<ContextType>;
  VideoUpload?: VideoUploadResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = any> = {
  aws_api_key?: Aws_Api_KeyDirectiveResolver<any, any, ContextType>;
  aws_auth?: Aws_AuthDirectiveResolver<any, any, ContextType>;
  aws_cognito_user_pools?: Aws_Cognito_User_PoolsDirectiveResolver<any, any, ContextType>;
  aws_iam?: Aws_IamDirectiveResolver<any, any, ContextType>;
  aws_lambda?: Aws_LambdaDirectiveResolver<any, any, ContextType>;
  aws_oidc?: Aws_OidcDirectiveResolver<any, any, ContextType>;
  aws_subscribe?: Aws_SubscribeDirectiveResolver<any, any, ContextType>;
};
