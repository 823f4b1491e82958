// Which function resolves which schema field. The CDK API stack creates one Lambda data source
// per entry and one resolver per field; the local endpoint routes the same way. A synth-time
// check compares this map with schema.graphql in both directions.

/** A DynamoDB action on the store's table, by its IAM name. */
export type TableAction =
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:ConditionCheckItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:GetItem'
  | 'dynamodb:PutItem'
  | 'dynamodb:Query'
  | 'dynamodb:Scan'
  | 'dynamodb:UpdateItem';

/**
 * What every function declares beside its entry: the table actions its role is granted — the
 * actions the paths its handler reaches send, nothing more (docs/decisions/, "Grants per
 * call"), with a comment naming the paths that send its writes. The synth refuses an action no
 * module the function imports can send (infra/function-reach.ts), the local stack refuses a
 * handler an action it does not declare (infra/local/table-grants.ts), and the infra test lists
 * each function's grants.
 */
export interface FunctionGrants {
  /** Entry module, relative to the repository root. */
  entry: string;
  tableActions: readonly TableAction[];
}

export interface FunctionDefinition extends FunctionGrants {
  /** Root fields this function resolves, by parent type. */
  fields: { Query?: readonly string[]; Mutation?: readonly string[] };
}

export const graphqlFunctions = {
  catalogue: {
    entry: 'functions/handlers/catalogue.ts',
    tableActions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
    fields: { Query: ['listItems', 'getItem', 'listFeaturedItems', 'listItemsOnOffer', 'adminListItems', 'verifyCertificate'] },
  },
  catalogueAdmin: {
    entry: 'functions/handlers/catalogue-admin.ts',
    // Writes: an item's changes and a syllabus save (transactions of Put, Update, Delete), a new item (Put), a picture or schedule
    // (Update).
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    fields: {
      Mutation: [
        'createItem',
        'updateItem',
        'updatePlanningSchedule',
        'publishItem',
        'unpublishItem',
        'archiveItem',
        'restoreItem',
        'createItemPictureUpload',
        'setItemPicture',
        'saveCourseProgram',
      ],
    },
  },
  lessons: {
    entry: 'functions/handlers/lessons.ts',
    // Writes: progress, the video position and a topic's content (UpdateItem).
    tableActions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    fields: {
      Query: ['listLessonUnits', 'getTopicContent', 'getCourseProgress'],
      Mutation: ['setTopicProgress', 'saveVideoPosition', 'updateTopicContent', 'createTopicVideoUpload', 'createTopicCaptionsUpload'],
    },
  },
  certificates: {
    entry: 'functions/handlers/certificates.ts',
    // Writes: the certificate's two records, once (a transaction of Puts).
    tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query'],
    fields: { Mutation: ['requestCertificate'] },
  },
  evaluations: {
    entry: 'functions/handlers/evaluations.ts',
    // Writes: attempts, videos and reviews (Update); the admin's save (Put + Update) and removal (Delete + Update).
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    fields: {
      Query: ['getCourseEvaluation', 'adminCourseEvaluation', 'listEvaluationSubmissions'],
      Mutation: [
        'submitQuizAttempt',
        'createEvaluationVideoUpload',
        'submitEvaluationVideos',
        'saveCourseEvaluation',
        'removeCourseEvaluation',
        'reviewEvaluationSubmission',
      ],
    },
  },
  account: {
    entry: 'functions/handlers/account.ts',
    // Writes: addresses and contact messages (Put), the profile and the contact form's rate limit (Update).
    tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    fields: {
      Query: ['me', 'listUserAddresses'],
      Mutation: ['createUserAddress', 'sendContactMessage', 'updateMyProfile'],
    },
  },
  orders: {
    entry: 'functions/handlers/orders.ts',
    // Writes: the checkout (Put, Update; Delete when abandoned), an order's move at app start (Put, Update, Delete), regrets and
    // cancellations (Put), the membership a cancellation ends (Update).
    tableActions: [
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    fields: {
      Query: ['quotePrice', 'listOrdersToProcess', 'listMyOrders', 'getMyOrder', 'listMyInventory'],
      Mutation: ['createOrder', 'updateOrdersWithPaymentProvider', 'requestPurchaseRegret', 'requestServiceCancellation'],
    },
  },
  admin: {
    entry: 'functions/handlers/admin.ts',
    // Writes: coupons and planning members (Put, Update; an e-mail member's pointer Put), a refund (the order's move: Put, Update, Delete), a regret marked refunded
    // (Update).
    tableActions: [
      'dynamodb:BatchGetItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    fields: {
      Query: ['listCoupons', 'listPlanningUsers', 'listSales', 'getOrder', 'listRegretRequests', 'listServiceCancellations'],
      Mutation: [
        'createCoupon',
        'updateCoupon',
        'addPlanningUser',
        'extendPlanningUser',
        'deactivatePlanningUser',
        'refundOrder',
        'settleRefundByHand',
      ],
    },
  },
  invoices: {
    entry: 'functions/handlers/invoices.ts',
    // Writes: fiscal settings (Put), the admin's retry (Update).
    tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    fields: {
      Query: ['myInvoices', 'invoiceDownload', 'adminInvoices', 'fiscalSettings'],
      Mutation: ['retryInvoice', 'saveFiscalSettings'],
    },
  },
  plannings: {
    entry: 'functions/handlers/plannings.ts',
    // Writes: results and maxes with their log (Put, Update, Delete), programme weeks (Put, Delete), a chosen start and e-mail memberships
    // linked at read (Update; Put + Delete, pointers Delete), edit notices' claims (Put, Update, Delete),
    // check-ins (Put in a transaction with the consent's ConditionCheck; Delete) and their consent (Get, Put, Delete).
    tableActions: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    fields: {
      Query: [
        'myPlannings',
        'planningWeek',
        'mySessionResults',
        'myPlanningResults',
        'myLiftMaxes',
        'memberResults',
        'adminProgramme',
        'lifts',
        'myLiftRecords',
        'myProgress',
        'memberLiftRecords',
        'memberProgress',
        'myCheckIns',
        'memberCheckIns',
      ],
      Mutation: [
        'choosePlanningStart',
        'logSessionResult',
        'setLiftMax',
        'updateSessionResult',
        'deleteSessionResult',
        'createLift',
        'saveProgrammeWeek',
        'copyProgrammeWeek',
        'moveProgrammeWeek',
        'createProgrammeVideoUpload',
        'giveCheckInConsent',
        'withdrawCheckInConsent',
        'saveCheckIn',
        'deleteCheckIn',
      ],
    },
  },
  coaching: {
    entry: 'functions/handlers/coaching.ts',
    // Writes: a comment, its count on the feed and its digest window — checked (ConditionCheck) or
    // opened (Put) with its e-mail on the outbox (Update) — in one transaction; a result's form
    // check (conditional Put, once); a thread message the same way, and each message's count on the
    // talk (Update, in its transaction); a read mark (conditional Update). Reads: the form check a
    // pinned comment is bounded by (GetItem); a thread's standing (membership GetItem, subscriptions
    // Query and offer GetItem); the talks of a page of members (BatchGetItem) or of a member (Query);
    // a seller's coach address (GetItem; the admin's save: Put).
    tableActions: [
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    fields: {
      Query: [
        'coachPlanningView',
        'coachResultsFeed',
        'resultComments',
        'myPlanningComments',
        'formCheck',
        'planningThread',
        'myUnreadMessages',
        'coachUnreadMessages',
        'sellerCoachEmails',
      ],
      Mutation: [
        'addResultComment',
        'createFormCheckUpload',
        'submitFormCheck',
        'addThreadMessage',
        'markThreadRead',
        'saveSellerCoachEmail',
      ],
    },
  },
  subscriptions: {
    entry: 'functions/handlers/subscriptions.ts',
    // Writes: a planning's subscription offer (Put), a subscription's start and each change read back from Mercado Pago
    // (conditional Put on its version), a Botón de baja request (conditional Put). Reads: the member's subscriptions (Query
    // GSI1), an account by e-mail (Query GSI1), a planning's subscribers (Query of its pointers, BatchGetItem of the
    // subscriptions; the pointer is put in the subscription's creating transaction); the baja's confirmation on the outbox (Update, in the request's transaction) and
    // carried out at once (the outbox worker: Update). A new monthly price owes its fan-out with the offer (Put + Update,
    // decision 154), carried out at once for its first batch (the pointers' Query, BatchGetItem, each subscription's Put).
    tableActions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    fields: {
      Query: ['planningSubscriptionOffer', 'mySubscriptions', 'planningSubscribers'],
      Mutation: [
        'setPlanningSubscriptionOffer',
        'subscribeToPlanning',
        'pauseSubscription',
        'resumeSubscription',
        'requestSubscriptionCancellation',
        'refundSubscriptionCharge',
        'requestSubscriptionRegret',
      ],
    },
  },
} as const satisfies Record<string, FunctionDefinition>;

/**
 * Schema fields that no function resolves yet, each with the issue that will add its resolver.
 * The synth-time check (infra/checks/resolver-coverage.ts) accepts exactly these as unresolved
 * and fails when one of them gains a resolver, so this list can only shrink: whoever maps a
 * field above removes it here in the same change.
 */
export const UNRESOLVED_FIELDS: Readonly<Record<string, number>> = {};

/** Functions that are not GraphQL resolvers. */
export const triggerFunctions = {
  preSignUp: { entry: 'functions/handlers/pre-sign-up.ts', tableActions: [] },
  postConfirmation: {
    entry: 'functions/handlers/post-confirmation.ts',
    // Reads: the e-mail's membership pointers (Query), then those memberships (BatchGet).
    // Writes: the profile (Put) and e-mail memberships moved to the account (Delete + Put, their pointers Delete).
    tableActions: ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:Query'],
  },
  customMessage: { entry: 'functions/handlers/custom-message.ts', tableActions: [] },
} as const satisfies Record<string, FunctionGrants>;

/**
 * Functions fed by a queue (SQS event source on AWS; the local stack's queue locally), each with
 * the queue it consumes.
 */
export const queueFunctions = {
  /** Delivers the e-mails the other functions put on the mail queue (SES on AWS). */
  // Reads the address's suppression (GetItem); counts an e-mail it did not send (UpdateItem).
  mailSender: { entry: 'functions/handlers/mail-sender.ts', queue: 'mail', tableActions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'] },
  /** Puts the addresses SES reports as hard bounces or complaints on the suppression list (UpdateItem). */
  mailFeedback: { entry: 'functions/handlers/mail-feedback.ts', queue: 'mailFeedback', tableActions: ['dynamodb:UpdateItem'] },
} as const satisfies Record<string, FunctionGrants & { queue: string }>;

/**
 * Functions reached over HTTP rather than through AppSync (e.g. the payment provider's webhook):
 * the API stack gives each a Function URL; the local stack serves each on its own path.
 */
export const httpFunctions: Record<string, FunctionGrants & { path: string }> = {
  /** Mercado Pago's notifications (notification_url = this function's URL + path). */
  paymentWebhook: {
    entry: 'functions/handlers/payment-webhook.ts',
    path: '/payments/webhook',
    // Writes: the order's move with its effects (Put, Update, Delete), the delivery claim (Put; Delete on failure), the rate limit
    // (Update). Reads by key only.
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  },
};

/**
 * Functions run on a schedule: EventBridge Scheduler on AWS (infra), a timer in the local stack
 * calling the same handler.
 */
export const scheduledFunctions = {
  /** Re-checks open orders with Mercado Pago (lost webhooks). */
  paymentSweep: {
    entry: 'functions/handlers/payment-sweep.ts',
    schedule: { everyMinutes: 5 },
    // The due sweep entries (Query), rescheduled (Update) or left (Delete), and the order's move (Put, Update, Delete).
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
  /** Reads each seller's payments changed at Mercado Pago since its cursor (refunds, chargebacks). */
  // Its first run reads a day of changes: up to 5 minutes (the service stops paging at 4).
  paymentChanges: {
    entry: 'functions/handlers/payment-changes.ts',
    schedule: { everyMinutes: 10 },
    // A run stops starting pages 15 s before this (payment-changes.ts) and resumes from its cursor.
    timeoutSeconds: 60,
    // Writes: the seller's cursor (Put) and the order's move (Put, Update, Delete). Reads by key only.
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  },
  /**
   * Brings each seller's subscriptions Mercado Pago changed since its cursor up to date (issue 39):
   * charges, cancellations, pauses, with every notification lost.
   */
  subscriptionChanges: {
    entry: 'functions/handlers/subscription-changes.ts',
    schedule: { everyMinutes: 10 },
    // Reads by key: the seller's cursor and each subscription; writes them (Put, conditional), with
    // the e-mails a change owes in the same transaction (the outbox entry is an Update) and
    // carried out at once (the entry's status, an Update).
    tableActions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
  },
  /** Issues with ARCA the invoices and credit notes the outbox owes (retries with backoff per document). */
  invoiceWorker: {
    entry: 'functions/handlers/invoice-worker.ts',
    schedule: { everyMinutes: 1 },
    // Writes: a number's reservation, attempts and mailing (Update), the issue (Update + Put), ARCA tickets (Put; Delete when WSFEv1
    // refuses one).
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
  /**
   * Carries out the effects still due on the outbox (data/outbox.ts): a buyer's e-mail whose first
   * attempt, right after the move that owed it, failed or never ran (retries with backoff per entry).
   */
  outboxWorker: {
    entry: 'functions/handlers/outbox-worker.ts',
    schedule: { everyMinutes: 1 },
    // The due list (Query) and each entry taken, done, retried or given up (Update, conditional on its attempts);
    // a cash payment's "pendiente de pago" e-mail reads its order first (GetItem, issue 42);
    // a comment digest reads its comments (Query) and the member's profile (GetItem); a price change's fan-out
    // (decision 154) reads a batch of the planning's subscriber pointers (Query) and their subscriptions
    // (BatchGetItem), saves each (Put conditional on its version, with its notices: Update) and owes the next
    // batch (Update); its update at Mercado Pago reads the subscription (GetItem) and saves it (Put).
    tableActions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
  /**
   * Each week's release and the membership ending in 7 days, by e-mail (issue 25): every hour of
   * the store's morning, 07:00 to 12:00 at -03:00 (10 to 15 UTC), so a failed run is made up the
   * same morning; each notice is sent once whatever the runs (claims).
   */
  planningNotices: {
    entry: 'functions/handlers/planning-notices.ts',
    schedule: { utcHours: '10-15' },
    // Writes: each notice's claim (Put), marked sent (Update) or released when its e-mail failed (Delete).
    tableActions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
  },
} as const satisfies Record<
  string,
  FunctionGrants & { schedule: { everyMinutes: number } | { utcHours: string }; timeoutSeconds?: number }
>;

/**
 * Functions fed by storage and media events (issue 26, adaptive streaming): on AWS the content
 * bucket's event notification (an uploaded course video) and EventBridge's "MediaConvert Job
 * State Change"; the local stack calls the ladder handler when its ffmpeg run ends.
 */
export const videoFunctions = {
  /** Starts the MediaConvert job that makes an uploaded course video's HLS ladder. */
  videoUploaded: { entry: 'functions/handlers/video-uploaded.ts', tableActions: [] },
  /** Records a finished ladder on its topic. */
  ladderFinished: {
    entry: 'functions/handlers/video-ladder-finished.ts',
    // The topic's ladder and measured length (Update), at the place its unit lists it (Query); a
    // form check's ladder or refusal (conditional Update).
    tableActions: ['dynamodb:Query', 'dynamodb:UpdateItem'],
  },
} as const satisfies Record<string, FunctionGrants>;

/**
 * The publish function (functions/handlers/publish.ts): renders the storefront into the site
 * bucket. It reads the catalogue and the courses' syllabi, and writes no item: what it
 * published is kept in the site bucket's manifest, not the table.
 */
export const publishFunction = {
  entry: 'functions/handlers/publish.ts',
  tableActions: ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'],
} as const satisfies FunctionGrants;

/** Every function's grants, for the synth and its tests. */
export function allFunctionGrants(): FunctionGrants[] {
  return [
    ...Object.values(graphqlFunctions),
    ...Object.values(triggerFunctions),
    ...Object.values(queueFunctions),
    ...Object.values(httpFunctions),
    ...Object.values(scheduledFunctions),
    ...Object.values(videoFunctions),
    publishFunction,
  ];
}
