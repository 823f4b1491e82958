/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query WelcomeInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n    }\n  }\n": typeof types.WelcomeInventoryDocument,
    "\n  fragment CoachingResultFields on SessionResult {\n    id\n    planningId\n    userId\n    sessionId\n    sessionTitle\n    weekNumber\n    lifts {\n      blockId\n      liftId\n      liftName\n      sets {\n        reps\n        kg\n        rpe\n      }\n    }\n    timeSeconds\n    loadKg\n    rounds\n    reps\n    distanceMeters\n    calories\n    rpe\n    notes\n    newRecords {\n      liftId\n      liftName\n      kind\n      kg\n    }\n    loggedAt\n    editedAt\n  }\n  fragment ResultCommentFields on ResultComment {\n    id\n    planningId\n    sessionId\n    resultId\n    resultLoggedAt\n    author\n    authorName\n    text\n    createdAt\n    atSeconds\n  }\n  fragment FormCheckFields on FormCheck {\n    planningId\n    sessionId\n    resultId\n    status\n    submittedAt\n    durationSeconds\n    maxSeconds\n    maxBytes\n    stream {\n      url\n      cookiePath\n      expiresAt\n      renditions\n      cookies {\n        name\n        value\n      }\n    }\n  }\n": typeof types.CoachingResultFieldsFragmentDoc,
    "\n  query CoachPlanningView($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) {\n    coachPlanningView(planningId: $planningId, limit: $limit, nextToken: $nextToken, userId: $userId) {\n      planningId\n      name\n      today\n      summary {\n        members\n        active\n        trainedLast7Days\n        needsAttention\n        pastDue\n      }\n      nextToken\n      members {\n        userId\n        firstName\n        lastName\n        email\n        status\n        startDate\n        endDate\n        startPending\n        currentWeek\n        lastSessionAt\n        lastSessionTitle\n        compliance7\n        compliance30\n        previousCompliance7\n        attention\n        subscriptionStatus\n      }\n    }\n  }\n": typeof types.CoachPlanningViewDocument,
    "\n  query CoachResultsFeed($planningId: ID, $limit: Int, $nextToken: String) {\n    coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {\n      entries {\n        planningId\n        planningName\n        userId\n        memberName\n        comments\n        result {\n          ...CoachingResultFields\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.CoachResultsFeedDocument,
    "\n  query CoachMemberLog($planningId: ID!, $userId: ID!) {\n    memberResults(planningId: $planningId, userId: $userId) {\n      ...CoachingResultFields\n    }\n  }\n": typeof types.CoachMemberLogDocument,
    "\n  query CoachMemberRecords($planningId: ID!, $userId: ID!) {\n    memberLiftRecords(planningId: $planningId, userId: $userId) {\n      ...LiftRecordsFields\n    }\n    memberProgress(planningId: $planningId, userId: $userId) {\n      planningId\n      weeks {\n        ...WeekProgressFields\n      }\n    }\n  }\n": typeof types.CoachMemberRecordsDocument,
    "\n  query ResultComments($result: ResultRefInput!) {\n    resultComments(result: $result) {\n      ...ResultCommentFields\n    }\n  }\n": typeof types.ResultCommentsDocument,
    "\n  query MyPlanningComments($planningId: ID!) {\n    myPlanningComments(planningId: $planningId) {\n      ...ResultCommentFields\n    }\n  }\n": typeof types.MyPlanningCommentsDocument,
    "\n  mutation AddResultComment($result: ResultRefInput!, $text: String!, $atSeconds: Int) {\n    addResultComment(result: $result, text: $text, atSeconds: $atSeconds) {\n      ...ResultCommentFields\n    }\n  }\n": typeof types.AddResultCommentDocument,
    "\n  query FormCheck($result: ResultRefInput!) {\n    formCheck(result: $result) {\n      ...FormCheckFields\n    }\n  }\n": typeof types.FormCheckDocument,
    "\n  mutation CreateFormCheckUpload($result: ResultRefInput!, $contentType: String!, $sizeBytes: Int!) {\n    createFormCheckUpload(result: $result, contentType: $contentType, sizeBytes: $sizeBytes) {\n      uploadUrl\n      videoKey\n      contentType\n      expiresAt\n    }\n  }\n": typeof types.CreateFormCheckUploadDocument,
    "\n  mutation SubmitFormCheck($result: ResultRefInput!, $videoKey: String!) {\n    submitFormCheck(result: $result, videoKey: $videoKey) {\n      ...FormCheckFields\n    }\n  }\n": typeof types.SubmitFormCheckDocument,
    "\n  query MemberCheckIns($planningId: ID!, $userId: ID!) {\n    memberCheckIns(planningId: $planningId, userId: $userId) {\n      day\n      sleep\n      energy\n      mood\n      stress\n      soreness\n      bodyWeightKg\n    }\n  }\n": typeof types.MemberCheckInsDocument,
    "\n  query PlanningThread($planningId: ID!, $userId: ID) {\n    planningThread(planningId: $planningId, userId: $userId) {\n      planningId\n      userId\n      memberName\n      coachName\n      unread\n      readUpTo\n      messages {\n        id\n        author\n        authorName\n        text\n        createdAt\n        sessionTitle\n      }\n    }\n  }\n": typeof types.PlanningThreadDocument,
    "\n  mutation AddThreadMessage($planningId: ID!, $text: String!, $userId: ID) {\n    addThreadMessage(planningId: $planningId, text: $text, userId: $userId) {\n      id\n      createdAt\n    }\n  }\n": typeof types.AddThreadMessageDocument,
    "\n  mutation MarkThreadRead($planningId: ID!, $upTo: AWSDateTime!, $userId: ID) {\n    markThreadRead(planningId: $planningId, upTo: $upTo, userId: $userId) {\n      planningId\n      userId\n      unread\n    }\n  }\n": typeof types.MarkThreadReadDocument,
    "\n  query MyUnreadMessages {\n    myUnreadMessages {\n      planningId\n      unread\n    }\n  }\n": typeof types.MyUnreadMessagesDocument,
    "\n  query CoachUnreadMessages($planningId: ID!, $userIds: [ID!]!) {\n    coachUnreadMessages(planningId: $planningId, userIds: $userIds) {\n      userId\n      unread\n    }\n  }\n": typeof types.CoachUnreadMessagesDocument,
    "\n  fragment LiftRecordsFields on LiftRecords {\n    liftId\n    liftName\n    workingMaxKg\n    history {\n      at\n      kg\n      source\n      reps\n      setKg\n    }\n    repMaxes {\n      reps\n      kg\n      at\n    }\n  }\n": typeof types.LiftRecordsFieldsFragmentDoc,
    "\n  fragment WeekProgressFields on WeekProgress {\n    weekNumber\n    startDate\n    prescribedSessions\n    doneSessions\n    volumeKg\n  }\n": typeof types.WeekProgressFieldsFragmentDoc,
    "\n  fragment AdminItemFields on Item {\n    id\n    name\n    type\n    seller\n    status\n    isEnabled\n    isFeatured\n    price\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n    summary\n    description\n    highlights\n    level\n    coachName\n    coachBio\n    durationWeeks\n    courseHours\n    imageSource\n    picture {\n      baseUrl\n      widths\n      shareImage\n    }\n    programVersion\n  }\n": typeof types.AdminItemFieldsFragmentDoc,
    "\n  query GetAdminItem($id: ID!) {\n    getItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.GetAdminItemDocument,
    "\n  query AdminCourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": typeof types.AdminCourseProgramDocument,
    "\n  mutation CreateItem($input: CreateItemInput!) {\n    createItem(input: $input) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.CreateItemDocument,
    "\n  mutation UpdateItemDetails($input: UpdateItemInput!) {\n    updateItem(input: $input) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.UpdateItemDetailsDocument,
    "\n  mutation PublishItem($id: ID!) {\n    publishItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.PublishItemDocument,
    "\n  mutation UnpublishItem($id: ID!) {\n    unpublishItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.UnpublishItemDocument,
    "\n  mutation ArchiveItem($id: ID!) {\n    archiveItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.ArchiveItemDocument,
    "\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.RestoreItemDocument,
    "\n  mutation CreateItemPictureUpload($itemId: ID!, $files: [PictureFileInput!]!) {\n    createItemPictureUpload(itemId: $itemId, files: $files) {\n      pictureId\n      expiresAt\n      uploads {\n        name\n        contentType\n        uploadUrl\n      }\n    }\n  }\n": typeof types.CreateItemPictureUploadDocument,
    "\n  mutation SetItemPicture($itemId: ID!, $pictureId: ID) {\n    setItemPicture(itemId: $itemId, pictureId: $pictureId) {\n      ...AdminItemFields\n    }\n  }\n": typeof types.SetItemPictureDocument,
    "\n  mutation SaveCourseProgram($input: CourseProgramInput!) {\n    saveCourseProgram(input: $input) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": typeof types.SaveCourseProgramDocument,
    "\n  fragment AdminCouponFields on Coupon {\n    code\n    discountType\n    value\n    isEnabled\n    validDateTimeFrom\n    validDateTimeTo\n    maxUses\n    uses\n    itemIds\n    oncePerBuyer\n    createdAt\n  }\n": typeof types.AdminCouponFieldsFragmentDoc,
    "\n  query ListCoupons {\n    listCoupons {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.ListCouponsDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: CouponInput!) {\n    updateCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  query EvaluationSubmissions($status: SubmissionStatus!) {\n    listEvaluationSubmissions(status: $status) {\n      itemId\n      courseName\n      userId\n      buyerName\n      buyerEmail\n      status\n      submittedAt\n      reviewComment\n      reviewedAt\n      videos {\n        url\n        contentType\n        expiresAt\n      }\n    }\n  }\n": typeof types.EvaluationSubmissionsDocument,
    "\n  mutation ReviewEvaluationSubmission($input: ReviewSubmissionInput!) {\n    reviewEvaluationSubmission(input: $input) {\n      itemId\n      userId\n      status\n      reviewComment\n      reviewedAt\n    }\n  }\n": typeof types.ReviewEvaluationSubmissionDocument,
    "\n  query AdminCourseEvaluation($itemId: ID!) {\n    adminCourseEvaluation(itemId: $itemId) {\n      itemId\n      kind\n      title\n      instructions\n      passPercent\n      maxAttempts\n      maxVideos\n      updatedAt\n      questions {\n        id\n        text\n        multiple\n        options {\n          id\n          text\n        }\n        correctOptionIds\n      }\n    }\n  }\n": typeof types.AdminCourseEvaluationDocument,
    "\n  mutation SaveCourseEvaluation($input: CourseEvaluationInput!) {\n    saveCourseEvaluation(input: $input) {\n      itemId\n      updatedAt\n    }\n  }\n": typeof types.SaveCourseEvaluationDocument,
    "\n  mutation RemoveCourseEvaluation($itemId: ID!) {\n    removeCourseEvaluation(itemId: $itemId)\n  }\n": typeof types.RemoveCourseEvaluationDocument,
    "\n  query AdminInvoices($seller: Seller!, $from: AWSDate!, $to: AWSDate!) {\n    adminInvoices(seller: $seller, from: $from, to: $to) {\n      orderId\n      document\n      kind\n      seller\n      status\n      name\n      number\n      issueDate\n      cae\n      caeDueDate\n      total\n      net\n      vat\n      receiverName\n      receiverDocument\n      attempts\n      lastError\n      errors {\n        code\n        message\n      }\n      observations {\n        code\n        message\n      }\n      createdAt\n    }\n  }\n": typeof types.AdminInvoicesDocument,
    "\n  mutation RetryInvoice($orderId: ID!, $document: ID!) {\n    retryInvoice(orderId: $orderId, document: $document) {\n      orderId\n      kind\n      status\n      attempts\n    }\n  }\n": typeof types.RetryInvoiceDocument,
    "\n  query FiscalSettings {\n    fiscalSettings {\n      seller\n      legalName\n      cuit\n      condition\n      pointOfSale\n      environment\n      address\n      grossIncomeNumber\n      activityStartDate\n      updatedAt\n    }\n  }\n": typeof types.FiscalSettingsDocument,
    "\n  mutation SaveFiscalSettings($input: FiscalSettingsInput!) {\n    saveFiscalSettings(input: $input) {\n      seller\n      updatedAt\n    }\n  }\n": typeof types.SaveFiscalSettingsDocument,
    "\n  fragment AdminItemEditableFields on Item {\n    id\n    name\n    price\n    status\n    isEnabled\n    isFeatured\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n  }\n": typeof types.AdminItemEditableFieldsFragmentDoc,
    "\n  fragment AdminPlanningScheduleFields on Item {\n    id\n    durationWeeks\n    phases {\n      name\n      description\n      startWeek\n      endWeek\n    }\n    competitions {\n      name\n      date\n      location\n    }\n  }\n": typeof types.AdminPlanningScheduleFieldsFragmentDoc,
    "\n  query AdminListItems($type: ItemType) {\n    adminListItems(type: $type) {\n      type\n      seller\n      coachName\n      ...AdminItemEditableFields\n      ...AdminPlanningScheduleFields\n    }\n  }\n": typeof types.AdminListItemsDocument,
    "\n  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {\n    updatePlanningSchedule(input: $input) {\n      ...AdminPlanningScheduleFields\n    }\n  }\n": typeof types.UpdatePlanningScheduleDocument,
    "\n  query AdminLifts {\n    lifts {\n      id\n      name\n      custom\n    }\n  }\n": typeof types.AdminLiftsDocument,
    "\n  mutation CreateLift($input: CreateLiftInput!) {\n    createLift(input: $input) {\n      id\n      name\n      custom\n    }\n  }\n": typeof types.CreateLiftDocument,
    "\n  query AdminProgramme($planningId: ID!) {\n    adminProgramme(planningId: $planningId) {\n      ...AdminProgrammeWeek\n    }\n  }\n  fragment AdminProgrammeWeek on ProgrammeWeek {\n    planningId\n    weekNumber\n    title\n    version\n    updatedAt\n    days {\n      dayNumber\n      title\n      sessions {\n        id\n        title\n        blocks {\n          id\n          title\n          text\n          videoKey\n          prescription {\n            sets\n            reps\n            percent\n            lift\n            timeCapMinutes\n            rounds\n            rpe\n          }\n          scaling {\n            beginner\n            intermediate\n            rx\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminProgrammeDocument,
    "\n  mutation SaveProgrammeWeek($input: ProgrammeWeekInput!) {\n    saveProgrammeWeek(input: $input) {\n      ...AdminProgrammeWeek\n    }\n  }\n": typeof types.SaveProgrammeWeekDocument,
    "\n  mutation CopyProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {\n    copyProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {\n      weekNumber\n      version\n    }\n  }\n": typeof types.CopyProgrammeWeekDocument,
    "\n  mutation MoveProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {\n    moveProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {\n      weekNumber\n    }\n  }\n": typeof types.MoveProgrammeWeekDocument,
    "\n  mutation CreateProgrammeVideoUpload($planningId: ID!, $contentType: String!) {\n    createProgrammeVideoUpload(planningId: $planningId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n": typeof types.CreateProgrammeVideoUploadDocument,
    "\n  fragment AdminPlanningUserFields on PlanningUser {\n    planningId\n    userId\n    firstName\n    lastName\n    email\n    phone\n    status\n    startDate\n    endDate\n    orderId\n    source\n  }\n": typeof types.AdminPlanningUserFieldsFragmentDoc,
    "\n  query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {\n    listPlanningUsers(planningId: $planningId, status: $status) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.ListPlanningUsersDocument,
    "\n  mutation AddPlanningUser($input: AddPlanningUserInput!) {\n    addPlanningUser(input: $input) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.AddPlanningUserDocument,
    "\n  mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {\n    extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.ExtendPlanningUserDocument,
    "\n  mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {\n    deactivatePlanningUser(planningId: $planningId, userId: $userId) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.DeactivatePlanningUserDocument,
    "\n  query ListSales($filter: SalesFilterInput) {\n    listSales(filter: $filter) {\n      orders {\n        id\n        code\n        status\n        amount\n        currency\n        couponCode\n        discount\n        buyerEmail\n        createdAt\n        reversedAt\n        refundedAmount\n        item {\n          id\n          name\n          seller\n        }\n        payments {\n          id\n          amount\n          at\n          refund {\n            reason\n            at\n            state\n            attempts\n          }\n        }\n      }\n      totals {\n        seller\n        orders\n        amount\n      }\n    }\n  }\n": typeof types.ListSalesDocument,
    "\n  query GetOrder($id: ID!) {\n    getOrder(id: $id) {\n      id\n      code\n      status\n      amount\n      listPrice\n      discount\n      couponCode\n      currency\n      buyerEmail\n      buyerMailSuppression {\n        reason\n        since\n        detail\n        skippedEmails\n        lastSkippedAt\n      }\n      paymentId\n      cashVoucher {\n        url\n        expiresAt\n        expired\n      }\n      createdAt\n      updatedAt\n      item {\n        id\n        type\n        name\n        seller\n      }\n      statusHistory {\n        status\n        at\n        paymentState\n        reason\n        note\n      }\n      statusReason\n      reversedAt\n      refundedAmount\n      payments {\n        id\n        state\n        chargeback\n        refundedAmount\n        amount\n        at\n        refund {\n          reason\n          at\n          refundId\n          note\n          state\n          attempts\n        }\n      }\n      billing {\n        fullName\n        taxId\n        street\n        streetNumber\n        apartment\n        city\n        province\n        postalCode\n        phone\n      }\n    }\n  }\n": typeof types.GetOrderDocument,
    "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      status\n      statusReason\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  query ListRegretRequests {\n    listRegretRequests {\n      orderCode\n      trackingCode\n      orderId\n      email\n      itemName\n      amount\n      refundAmount\n      status\n      createdAt\n      refundedAt\n    }\n  }\n": typeof types.ListRegretRequestsDocument,
    "\n  query ListServiceCancellations {\n    listServiceCancellations {\n      orderCode\n      trackingCode\n      orderId\n      email\n      itemName\n      createdAt\n    }\n  }\n": typeof types.ListServiceCancellationsDocument,
    "\n  mutation SettleRefundByHand($input: SettleRefundByHandInput!) {\n    settleRefundByHand(input: $input) {\n      id\n      status\n      statusReason\n    }\n  }\n": typeof types.SettleRefundByHandDocument,
    "\n  query SellerCoachEmails {\n    sellerCoachEmails {\n      seller\n      email\n      updatedAt\n    }\n  }\n": typeof types.SellerCoachEmailsDocument,
    "\n  mutation SaveSellerCoachEmail($seller: Seller!, $email: String!) {\n    saveSellerCoachEmail(seller: $seller, email: $email) {\n      seller\n      email\n      updatedAt\n    }\n  }\n": typeof types.SaveSellerCoachEmailDocument,
    "\n  fragment AdminSubscriptionFields on MySubscription {\n    id\n    status\n    amount\n    currency\n    nextChargeAt\n    accessEndsAt\n    createdAt\n    cancellationCode\n    regretCode\n    charges {\n      id\n      dueAt\n      amount\n      currency\n      state\n      refundedAmount\n      refundableAmount\n    }\n  }\n": typeof types.AdminSubscriptionFieldsFragmentDoc,
    "\n  query PlanningSubscribers($planningId: ID!, $limit: Int, $nextToken: String) {\n    planningSubscribers(planningId: $planningId, limit: $limit, nextToken: $nextToken) {\n      planningId\n      planningName\n      nextToken\n      summary {\n        subscribers\n        trial\n        active\n        pastDue\n        paused\n        monthlyRecurringRevenue\n        newThisMonth\n        cancelledThisMonth\n        failedChargesThisMonth\n      }\n      subscribers {\n        memberId\n        memberEmail\n        subscription {\n          ...AdminSubscriptionFields\n        }\n      }\n    }\n  }\n": typeof types.PlanningSubscribersDocument,
    "\n  mutation RefundSubscriptionCharge($input: RefundSubscriptionChargeInput!) {\n    refundSubscriptionCharge(input: $input) {\n      ...AdminSubscriptionFields\n    }\n  }\n": typeof types.RefundSubscriptionChargeDocument,
    "\n  fragment AdminSubscriptionOfferFields on SubscriptionOffer {\n    planningId\n    sale\n    monthlyPrice\n    trialDays\n    graceDays\n    updatedAt\n  }\n": typeof types.AdminSubscriptionOfferFieldsFragmentDoc,
    "\n  query AdminSubscriptionOffer($planningId: ID!) {\n    planningSubscriptionOffer(planningId: $planningId) {\n      ...AdminSubscriptionOfferFields\n    }\n  }\n": typeof types.AdminSubscriptionOfferDocument,
    "\n  mutation SetPlanningSubscriptionOffer($input: SubscriptionOfferInput!) {\n    setPlanningSubscriptionOffer(input: $input) {\n      ...AdminSubscriptionOfferFields\n    }\n  }\n": typeof types.SetPlanningSubscriptionOfferDocument,
    "\n  query PlanningSubscriberCount($planningId: ID!) {\n    planningSubscribers(planningId: $planningId, limit: 1) {\n      summary {\n        subscribers\n      }\n    }\n  }\n": typeof types.PlanningSubscriberCountDocument,
    "\n  query MyProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      newsOptIn\n      noticePreferences {\n        weekRelease\n        sessionEdits\n        comments\n        membershipEnding\n      }\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      newsOptIn\n      noticePreferences {\n        weekRelease\n        sessionEdits\n        comments\n        membershipEnding\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation CreateUserAddress($input: CreateUserAddressInput!) {\n    createUserAddress(input: $input) {\n      id\n      createdAt\n    }\n  }\n": typeof types.CreateUserAddressDocument,
    "\n  query ListUserAddresses {\n    listUserAddresses {\n      id\n      fullName\n      taxId\n      ivaCondition\n      street\n      streetNumber\n      apartment\n      city\n      province\n      postalCode\n      phone\n      createdAt\n    }\n  }\n": typeof types.ListUserAddressesDocument,
    "\n  query GetItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      status\n      imageSource\n      picture {\n        baseUrl\n        widths\n      }\n      coachName\n      coachBio\n      summary\n      description\n      highlights\n      level\n      durationWeeks\n      finalEvaluation\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n      phases {\n        name\n        description\n        startWeek\n        endWeek\n      }\n      competitions {\n        name\n        date\n        location\n      }\n    }\n  }\n": typeof types.GetItemDocument,
    "\n  fragment CatalogCardFields on Item {\n    id\n    name\n    price\n    type\n    seller\n    isEnabled\n    isFeatured\n    imageSource\n    picture {\n      baseUrl\n      widths\n    }\n    coachName\n    coachBio\n    summary\n    level\n    durationWeeks\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n    monthlyOffer {\n      sale\n      monthlyPrice\n    }\n  }\n": typeof types.CatalogCardFieldsFragmentDoc,
    "\n  query ListItems($type: ItemType, $limit: Int, $nextToken: String) {\n    listItems(type: $type, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...CatalogCardFields\n      }\n    }\n  }\n": typeof types.ListItemsDocument,
    "\n  query StorefrontHighlights {\n    listFeaturedItems {\n      ...CatalogCardFields\n    }\n    listItemsOnOffer {\n      ...CatalogCardFields\n    }\n  }\n": typeof types.StorefrontHighlightsDocument,
    "\n  query ListItemIds($nextToken: String) {\n    listItems(nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        type\n      }\n    }\n  }\n": typeof types.ListItemIdsDocument,
    "\n  query OwnedItems {\n    listMyInventory {\n      itemId\n      itemType\n    }\n  }\n": typeof types.OwnedItemsDocument,
    "\n  query VerifyCertificate($code: String!) {\n    verifyCertificate(code: $code) {\n      code\n      holderName\n      courseId\n      courseName\n      coachName\n      issuedOn\n      courseHours\n      annulledOn\n      passedEvaluation\n      courseLength\n    }\n  }\n": typeof types.VerifyCertificateDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      initPoint\n      order {\n        id\n        status\n        amount\n        item {\n          id\n          type\n          name\n        }\n      }\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query CheckoutItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      price\n      imageSource\n      coachName\n      summary\n      isEnabled\n    }\n  }\n": typeof types.CheckoutItemDocument,
    "\n  query QuotePrice($itemId: ID!, $couponCode: String) {\n    quotePrice(itemId: $itemId, couponCode: $couponCode) {\n      itemId\n      listPrice\n      offerPrice\n      couponCode\n      discount\n      finalPrice\n      currency\n    }\n  }\n": typeof types.QuotePriceDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query CourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n        durationMinutes\n        hasCaptions\n      }\n    }\n  }\n": typeof types.CourseProgramDocument,
    "\n  query CourseEvaluation($itemId: ID!) {\n    getCourseEvaluation(itemId: $itemId) {\n      itemId\n      kind\n      title\n      instructions\n      passPercent\n      maxAttempts\n      maxVideos\n      maxVideoBytes\n      videoContentTypes\n      questions {\n        id\n        text\n        multiple\n        options {\n          id\n          text\n        }\n      }\n      status {\n        passed\n        attemptsUsed\n        attemptsLeft\n        lastScorePercent\n        lastResults {\n          questionId\n          correct\n        }\n        submission {\n          status\n          videoCount\n          submittedAt\n          reviewComment\n          reviewedAt\n        }\n      }\n    }\n  }\n": typeof types.CourseEvaluationDocument,
    "\n  mutation SubmitQuizAttempt($itemId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(itemId: $itemId, answers: $answers) {\n      itemId\n      passed\n      scorePercent\n      correctCount\n      questionCount\n      attemptsUsed\n      attemptsLeft\n      results {\n        questionId\n        correct\n      }\n    }\n  }\n": typeof types.SubmitQuizAttemptDocument,
    "\n  mutation CreateEvaluationVideoUpload($itemId: ID!, $contentType: String!, $sizeBytes: Int!) {\n    createEvaluationVideoUpload(itemId: $itemId, contentType: $contentType, sizeBytes: $sizeBytes) {\n      uploadUrl\n      videoKey\n      contentType\n      expiresAt\n    }\n  }\n": typeof types.CreateEvaluationVideoUploadDocument,
    "\n  mutation SubmitEvaluationVideos($itemId: ID!, $videoKeys: [String!]!) {\n    submitEvaluationVideos(itemId: $itemId, videoKeys: $videoKeys) {\n      passed\n    }\n  }\n": typeof types.SubmitEvaluationVideosDocument,
    "\n  query CourseProgress($itemId: ID!) {\n    getCourseProgress(itemId: $itemId) {\n      itemId\n      completedTopicIds\n      totalTopics\n      lastTopicId\n      isComplete\n    }\n  }\n": typeof types.CourseProgressDocument,
    "\n  query LessonCourse($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      coachName\n    }\n  }\n": typeof types.LessonCourseDocument,
    "\n  query LessonCourses($nextToken: String) {\n    listItems(type: COURSE, nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        name\n        imageSource\n        coachName\n        summary\n      }\n    }\n  }\n": typeof types.LessonCoursesDocument,
    "\n  query LessonProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        unitId\n        componentName\n        isPublic\n        position\n        durationMinutes\n        hasCaptions\n      }\n    }\n  }\n": typeof types.LessonProgramDocument,
    "\n  query LessonInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n      acquiredAt\n    }\n  }\n": typeof types.LessonInventoryDocument,
    "\n  mutation RequestCertificate($itemId: ID!) {\n    requestCertificate(itemId: $itemId) {\n      itemId\n      fileName\n      verificationCode\n      courseName\n      issuedOn\n      pdfBase64\n    }\n  }\n": typeof types.RequestCertificateDocument,
    "\n  mutation SaveVideoPosition(\n    $itemId: ID!\n    $topicId: ID!\n    $seconds: Int!\n    $reason: VideoPositionReason\n    $playerSession: ID\n    $sequence: Int\n  ) {\n    saveVideoPosition(\n      itemId: $itemId\n      topicId: $topicId\n      seconds: $seconds\n      reason: $reason\n      playerSession: $playerSession\n      sequence: $sequence\n    ) {\n      itemId\n      topicId\n      seconds\n      updatedAt\n      watched\n    }\n  }\n": typeof types.SaveVideoPositionDocument,
    "\n  mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {\n    setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {\n      itemId\n      topicId\n      completed\n      updatedAt\n    }\n  }\n": typeof types.SetTopicProgressDocument,
    "\n  mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {\n    createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n": typeof types.CreateTopicVideoUploadDocument,
    "\n  mutation CreateTopicCaptionsUpload($itemId: ID!, $topicId: ID!, $sizeBytes: Int!) {\n    createTopicCaptionsUpload(itemId: $itemId, topicId: $topicId, sizeBytes: $sizeBytes) {\n      uploadUrl\n      captionsKey\n    }\n  }\n": typeof types.CreateTopicCaptionsUploadDocument,
    "\n  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {\n    updateTopicContent(input: $input) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n      captionsUrl\n    }\n  }\n": typeof types.UpdateTopicContentDocument,
    "\n  query TopicContent($itemId: ID!, $topicId: ID!) {\n    getTopicContent(itemId: $itemId, topicId: $topicId) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n      resumeAtSeconds\n      captionsUrl\n      completesByWatching\n      stream {\n        url\n        cookiePath\n        cookies {\n          name\n          value\n        }\n        expiresAt\n        renditions\n      }\n      materials {\n        name\n        fileName\n        url\n        expiresAt\n      }\n    }\n  }\n": typeof types.TopicContentDocument,
    "\n  query MyCheckIns {\n    myCheckIns {\n      consent {\n        givenAt\n        version\n      }\n      checkIns {\n        day\n        sleep\n        energy\n        mood\n        stress\n        soreness\n        bodyWeightKg\n        updatedAt\n      }\n    }\n  }\n": typeof types.MyCheckInsDocument,
    "\n  mutation GiveCheckInConsent($version: String!) {\n    giveCheckInConsent(version: $version) {\n      givenAt\n      version\n    }\n  }\n": typeof types.GiveCheckInConsentDocument,
    "\n  mutation WithdrawCheckInConsent {\n    withdrawCheckInConsent\n  }\n": typeof types.WithdrawCheckInConsentDocument,
    "\n  mutation SaveCheckIn($input: CheckInInput!) {\n    saveCheckIn(input: $input) {\n      day\n    }\n  }\n": typeof types.SaveCheckInDocument,
    "\n  mutation DeleteCheckIn($day: AWSDate!) {\n    deleteCheckIn(day: $day)\n  }\n": typeof types.DeleteCheckInDocument,
    "\n  query MyLiftMaxes {\n    myLiftMaxes {\n      lift\n      kg\n      updatedAt\n    }\n  }\n": typeof types.MyLiftMaxesDocument,
    "\n  mutation SetLiftMax($lift: ID!, $kg: Float!) {\n    setLiftMax(lift: $lift, kg: $kg) {\n      lift\n      kg\n      updatedAt\n    }\n  }\n": typeof types.SetLiftMaxDocument,
    "\n  query MyPlannings {\n    myPlannings {\n      ...MyPlanningFields\n    }\n  }\n  fragment MyPlanningFields on MyPlanning {\n    planningId\n    name\n    imageSource\n    coachName\n    status\n    startDate\n    endDate\n    startPending\n    currentWeek\n    totalWeeks\n    programmeWeeks\n    startOptions {\n      choice\n      date\n      competitionName\n      competitionDate\n    }\n  }\n": typeof types.MyPlanningsDocument,
    "\n  mutation ChoosePlanningStart($planningId: ID!, $choice: PlanningStartChoice!, $competitionDate: AWSDate) {\n    choosePlanningStart(planningId: $planningId, choice: $choice, competitionDate: $competitionDate) {\n      ...MyPlanningFields\n    }\n  }\n": typeof types.ChoosePlanningStartDocument,
    "\n  query PlanningWeek($planningId: ID!, $weekNumber: Int) {\n    planningWeek(planningId: $planningId, weekNumber: $weekNumber) {\n      planning {\n        ...MyPlanningFields\n      }\n      today\n      weekNumber\n      programmeWeekNumber\n      releasedWeeks\n      nextReleaseDate\n      doneSessionIds\n      isPreview\n      week {\n        planningId\n        weekNumber\n        title\n        days {\n          dayNumber\n          title\n          date\n          sessions {\n            id\n            title\n            blocks {\n              id\n              title\n              text\n              videoUrl\n              prescription {\n                sets\n                reps\n                percent\n                lift\n                liftName\n                timeCapMinutes\n                rounds\n                rpe\n                loadKg\n              }\n              scaling {\n                beginner\n                intermediate\n                rx\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlanningWeekDocument,
    "\n  query Lifts {\n    lifts {\n      id\n      name\n      custom\n    }\n  }\n": typeof types.LiftsDocument,
    "\n  query MyLiftRecords {\n    myLiftRecords {\n      ...LiftRecordsFields\n    }\n  }\n": typeof types.MyLiftRecordsDocument,
    "\n  query MyProgress($planningId: ID!) {\n    myProgress(planningId: $planningId) {\n      planningId\n      weeks {\n        ...WeekProgressFields\n      }\n    }\n  }\n": typeof types.MyProgressDocument,
    "\n  mutation LogSessionResult($input: SessionResultInput!) {\n    logSessionResult(input: $input) {\n      ...SessionResultFields\n    }\n  }\n  fragment SessionResultFields on SessionResult {\n    id\n    sessionId\n    sessionTitle\n    weekNumber\n    lifts {\n      blockId\n      liftId\n      liftName\n      sets {\n        reps\n        kg\n        rpe\n      }\n    }\n    timeSeconds\n    rounds\n    reps\n    distanceMeters\n    calories\n    rpe\n    notes\n    loadKg\n    newRecords {\n      liftId\n      liftName\n      kind\n      kg\n      previousKg\n      beatsWorkingMax\n    }\n    loggedAt\n    editedAt\n  }\n": typeof types.LogSessionResultDocument,
    "\n  mutation UpdateSessionResult($input: UpdateSessionResultInput!) {\n    updateSessionResult(input: $input) {\n      ...SessionResultFields\n    }\n  }\n": typeof types.UpdateSessionResultDocument,
    "\n  mutation DeleteSessionResult($planningId: ID!, $sessionId: ID!, $resultId: ID!) {\n    deleteSessionResult(planningId: $planningId, sessionId: $sessionId, resultId: $resultId) {\n      id\n      sessionId\n      sessionDone\n    }\n  }\n": typeof types.DeleteSessionResultDocument,
    "\n  query MySessionResults($planningId: ID!, $sessionId: ID!) {\n    mySessionResults(planningId: $planningId, sessionId: $sessionId) {\n      ...SessionResultFields\n    }\n  }\n": typeof types.MySessionResultsDocument,
    "\n  query MyPlanningResults($planningId: ID!) {\n    myPlanningResults(planningId: $planningId) {\n      ...SessionResultFields\n    }\n  }\n": typeof types.MyPlanningResultsDocument,
    "\n  query ListMyOrders {\n    listMyOrders {\n      id\n      code\n      status\n      amount\n      currency\n      listPrice\n      discount\n      couponCode\n      createdAt\n      paymentUrl\n      reversedAt\n      refundedAmount\n      regret {\n        trackingCode\n        status\n        createdAt\n      }\n      cashVoucher {\n        url\n        expiresAt\n        expired\n      }\n      item {\n        id\n        type\n        name\n      }\n    }\n  }\n": typeof types.ListMyOrdersDocument,
    "\n  query MyInvoices {\n    myInvoices {\n      orderId\n      document\n      kind\n      name\n      number\n      issueDate\n      total\n      cae\n    }\n  }\n": typeof types.MyInvoicesDocument,
    "\n  query InvoiceDownload($orderId: ID!, $document: ID!) {\n    invoiceDownload(orderId: $orderId, document: $document) {\n      url\n      fileName\n    }\n  }\n": typeof types.InvoiceDownloadDocument,
    "\n  mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {\n    updateOrdersWithPaymentProvider(input: $input)\n  }\n": typeof types.UpdateOrdersWithPaymentProviderDocument,
    "\n  query ListMyPlanningOrders {\n    listMyOrders {\n      id\n      status\n      item {\n        id\n      }\n    }\n  }\n": typeof types.ListMyPlanningOrdersDocument,
    "\n  mutation RequestPurchaseRegret($input: RegretRequestInput!) {\n    requestPurchaseRegret(input: $input) {\n      trackingCode\n      orderId\n      orderCode\n      createdAt\n      refundAmount\n    }\n  }\n": typeof types.RequestPurchaseRegretDocument,
    "\n  mutation RequestServiceCancellation($input: ServiceCancellationInput!) {\n    requestServiceCancellation(input: $input) {\n      trackingCode\n      orderId\n      orderCode\n      itemName\n      createdAt\n    }\n  }\n": typeof types.RequestServiceCancellationDocument,
    "\n  mutation RequestSubscriptionCancellation($input: SubscriptionCancellationInput!) {\n    requestSubscriptionCancellation(input: $input) {\n      trackingCode\n      subscriptionId\n      planningName\n      accessEndsAt\n      createdAt\n    }\n  }\n": typeof types.RequestSubscriptionCancellationDocument,
    "\n  query MySubscriptions {\n    mySubscriptions {\n      ...MySubscriptionFields\n    }\n  }\n  fragment MySubscriptionFields on MySubscription {\n    id\n    planningId\n    planningName\n    status\n    amount\n    currency\n    nextChargeAt\n    trialEndsAt\n    accessEndsAt\n    hasAccess\n    paidPeriods {\n      chargeId\n      from\n      to\n      amount\n    }\n    authorizationUrl\n    changeCardUrl\n    createdAt\n    cancellationCode\n    charges {\n      id\n      dueAt\n      amount\n      state\n      refundedAmount\n      refundableAmount\n    }\n    regretCode\n    upcomingPrice {\n      amount\n      currency\n      from\n      firstChargeAt\n    }\n  }\n": typeof types.MySubscriptionsDocument,
    "\n  mutation PauseSubscription($subscriptionId: ID!) {\n    pauseSubscription(subscriptionId: $subscriptionId) {\n      ...MySubscriptionFields\n    }\n  }\n": typeof types.PauseSubscriptionDocument,
    "\n  mutation ResumeSubscription($subscriptionId: ID!) {\n    resumeSubscription(subscriptionId: $subscriptionId) {\n      ...MySubscriptionFields\n    }\n  }\n": typeof types.ResumeSubscriptionDocument,
    "\n  query PlanningOffer($planningId: ID!) {\n    planningSubscriptionOffer(planningId: $planningId) {\n      planningId\n      sale\n      monthlyPrice\n      trialDays\n    }\n  }\n": typeof types.PlanningOfferDocument,
    "\n  mutation RequestMySubscriptionRegret($input: SubscriptionRegretInput!) {\n    requestSubscriptionRegret(input: $input) {\n      trackingCode\n      subscriptionId\n      planningName\n      refundAmount\n      createdAt\n    }\n  }\n": typeof types.RequestMySubscriptionRegretDocument,
    "\n  mutation SubscribeToPlanning($input: SubscribeInput!) {\n    subscribeToPlanning(input: $input) {\n      initPoint\n      firstChargeAt\n      subscription {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SubscribeToPlanningDocument,
    "\n  query SubscriptionInvoices {\n    myInvoices {\n      orderId\n      document\n      kind\n      name\n      number\n      issueDate\n    }\n  }\n": typeof types.SubscriptionInvoicesDocument,
    "\n  query SubscriptionInvoiceDownload($orderId: ID!, $document: ID!) {\n    invoiceDownload(orderId: $orderId, document: $document) {\n      url\n    }\n  }\n": typeof types.SubscriptionInvoiceDownloadDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query WelcomeInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n    }\n  }\n": types.WelcomeInventoryDocument,
    "\n  fragment CoachingResultFields on SessionResult {\n    id\n    planningId\n    userId\n    sessionId\n    sessionTitle\n    weekNumber\n    lifts {\n      blockId\n      liftId\n      liftName\n      sets {\n        reps\n        kg\n        rpe\n      }\n    }\n    timeSeconds\n    loadKg\n    rounds\n    reps\n    distanceMeters\n    calories\n    rpe\n    notes\n    newRecords {\n      liftId\n      liftName\n      kind\n      kg\n    }\n    loggedAt\n    editedAt\n  }\n  fragment ResultCommentFields on ResultComment {\n    id\n    planningId\n    sessionId\n    resultId\n    resultLoggedAt\n    author\n    authorName\n    text\n    createdAt\n    atSeconds\n  }\n  fragment FormCheckFields on FormCheck {\n    planningId\n    sessionId\n    resultId\n    status\n    submittedAt\n    durationSeconds\n    maxSeconds\n    maxBytes\n    stream {\n      url\n      cookiePath\n      expiresAt\n      renditions\n      cookies {\n        name\n        value\n      }\n    }\n  }\n": types.CoachingResultFieldsFragmentDoc,
    "\n  query CoachPlanningView($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) {\n    coachPlanningView(planningId: $planningId, limit: $limit, nextToken: $nextToken, userId: $userId) {\n      planningId\n      name\n      today\n      summary {\n        members\n        active\n        trainedLast7Days\n        needsAttention\n        pastDue\n      }\n      nextToken\n      members {\n        userId\n        firstName\n        lastName\n        email\n        status\n        startDate\n        endDate\n        startPending\n        currentWeek\n        lastSessionAt\n        lastSessionTitle\n        compliance7\n        compliance30\n        previousCompliance7\n        attention\n        subscriptionStatus\n      }\n    }\n  }\n": types.CoachPlanningViewDocument,
    "\n  query CoachResultsFeed($planningId: ID, $limit: Int, $nextToken: String) {\n    coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {\n      entries {\n        planningId\n        planningName\n        userId\n        memberName\n        comments\n        result {\n          ...CoachingResultFields\n        }\n      }\n      nextToken\n    }\n  }\n": types.CoachResultsFeedDocument,
    "\n  query CoachMemberLog($planningId: ID!, $userId: ID!) {\n    memberResults(planningId: $planningId, userId: $userId) {\n      ...CoachingResultFields\n    }\n  }\n": types.CoachMemberLogDocument,
    "\n  query CoachMemberRecords($planningId: ID!, $userId: ID!) {\n    memberLiftRecords(planningId: $planningId, userId: $userId) {\n      ...LiftRecordsFields\n    }\n    memberProgress(planningId: $planningId, userId: $userId) {\n      planningId\n      weeks {\n        ...WeekProgressFields\n      }\n    }\n  }\n": types.CoachMemberRecordsDocument,
    "\n  query ResultComments($result: ResultRefInput!) {\n    resultComments(result: $result) {\n      ...ResultCommentFields\n    }\n  }\n": types.ResultCommentsDocument,
    "\n  query MyPlanningComments($planningId: ID!) {\n    myPlanningComments(planningId: $planningId) {\n      ...ResultCommentFields\n    }\n  }\n": types.MyPlanningCommentsDocument,
    "\n  mutation AddResultComment($result: ResultRefInput!, $text: String!, $atSeconds: Int) {\n    addResultComment(result: $result, text: $text, atSeconds: $atSeconds) {\n      ...ResultCommentFields\n    }\n  }\n": types.AddResultCommentDocument,
    "\n  query FormCheck($result: ResultRefInput!) {\n    formCheck(result: $result) {\n      ...FormCheckFields\n    }\n  }\n": types.FormCheckDocument,
    "\n  mutation CreateFormCheckUpload($result: ResultRefInput!, $contentType: String!, $sizeBytes: Int!) {\n    createFormCheckUpload(result: $result, contentType: $contentType, sizeBytes: $sizeBytes) {\n      uploadUrl\n      videoKey\n      contentType\n      expiresAt\n    }\n  }\n": types.CreateFormCheckUploadDocument,
    "\n  mutation SubmitFormCheck($result: ResultRefInput!, $videoKey: String!) {\n    submitFormCheck(result: $result, videoKey: $videoKey) {\n      ...FormCheckFields\n    }\n  }\n": types.SubmitFormCheckDocument,
    "\n  query MemberCheckIns($planningId: ID!, $userId: ID!) {\n    memberCheckIns(planningId: $planningId, userId: $userId) {\n      day\n      sleep\n      energy\n      mood\n      stress\n      soreness\n      bodyWeightKg\n    }\n  }\n": types.MemberCheckInsDocument,
    "\n  query PlanningThread($planningId: ID!, $userId: ID) {\n    planningThread(planningId: $planningId, userId: $userId) {\n      planningId\n      userId\n      memberName\n      coachName\n      unread\n      readUpTo\n      messages {\n        id\n        author\n        authorName\n        text\n        createdAt\n        sessionTitle\n      }\n    }\n  }\n": types.PlanningThreadDocument,
    "\n  mutation AddThreadMessage($planningId: ID!, $text: String!, $userId: ID) {\n    addThreadMessage(planningId: $planningId, text: $text, userId: $userId) {\n      id\n      createdAt\n    }\n  }\n": types.AddThreadMessageDocument,
    "\n  mutation MarkThreadRead($planningId: ID!, $upTo: AWSDateTime!, $userId: ID) {\n    markThreadRead(planningId: $planningId, upTo: $upTo, userId: $userId) {\n      planningId\n      userId\n      unread\n    }\n  }\n": types.MarkThreadReadDocument,
    "\n  query MyUnreadMessages {\n    myUnreadMessages {\n      planningId\n      unread\n    }\n  }\n": types.MyUnreadMessagesDocument,
    "\n  query CoachUnreadMessages($planningId: ID!, $userIds: [ID!]!) {\n    coachUnreadMessages(planningId: $planningId, userIds: $userIds) {\n      userId\n      unread\n    }\n  }\n": types.CoachUnreadMessagesDocument,
    "\n  fragment LiftRecordsFields on LiftRecords {\n    liftId\n    liftName\n    workingMaxKg\n    history {\n      at\n      kg\n      source\n      reps\n      setKg\n    }\n    repMaxes {\n      reps\n      kg\n      at\n    }\n  }\n": types.LiftRecordsFieldsFragmentDoc,
    "\n  fragment WeekProgressFields on WeekProgress {\n    weekNumber\n    startDate\n    prescribedSessions\n    doneSessions\n    volumeKg\n  }\n": types.WeekProgressFieldsFragmentDoc,
    "\n  fragment AdminItemFields on Item {\n    id\n    name\n    type\n    seller\n    status\n    isEnabled\n    isFeatured\n    price\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n    summary\n    description\n    highlights\n    level\n    coachName\n    coachBio\n    durationWeeks\n    courseHours\n    imageSource\n    picture {\n      baseUrl\n      widths\n      shareImage\n    }\n    programVersion\n  }\n": types.AdminItemFieldsFragmentDoc,
    "\n  query GetAdminItem($id: ID!) {\n    getItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": types.GetAdminItemDocument,
    "\n  query AdminCourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": types.AdminCourseProgramDocument,
    "\n  mutation CreateItem($input: CreateItemInput!) {\n    createItem(input: $input) {\n      ...AdminItemFields\n    }\n  }\n": types.CreateItemDocument,
    "\n  mutation UpdateItemDetails($input: UpdateItemInput!) {\n    updateItem(input: $input) {\n      ...AdminItemFields\n    }\n  }\n": types.UpdateItemDetailsDocument,
    "\n  mutation PublishItem($id: ID!) {\n    publishItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": types.PublishItemDocument,
    "\n  mutation UnpublishItem($id: ID!) {\n    unpublishItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": types.UnpublishItemDocument,
    "\n  mutation ArchiveItem($id: ID!) {\n    archiveItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": types.ArchiveItemDocument,
    "\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n": types.RestoreItemDocument,
    "\n  mutation CreateItemPictureUpload($itemId: ID!, $files: [PictureFileInput!]!) {\n    createItemPictureUpload(itemId: $itemId, files: $files) {\n      pictureId\n      expiresAt\n      uploads {\n        name\n        contentType\n        uploadUrl\n      }\n    }\n  }\n": types.CreateItemPictureUploadDocument,
    "\n  mutation SetItemPicture($itemId: ID!, $pictureId: ID) {\n    setItemPicture(itemId: $itemId, pictureId: $pictureId) {\n      ...AdminItemFields\n    }\n  }\n": types.SetItemPictureDocument,
    "\n  mutation SaveCourseProgram($input: CourseProgramInput!) {\n    saveCourseProgram(input: $input) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": types.SaveCourseProgramDocument,
    "\n  fragment AdminCouponFields on Coupon {\n    code\n    discountType\n    value\n    isEnabled\n    validDateTimeFrom\n    validDateTimeTo\n    maxUses\n    uses\n    itemIds\n    oncePerBuyer\n    createdAt\n  }\n": types.AdminCouponFieldsFragmentDoc,
    "\n  query ListCoupons {\n    listCoupons {\n      ...AdminCouponFields\n    }\n  }\n": types.ListCouponsDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: CouponInput!) {\n    updateCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  query EvaluationSubmissions($status: SubmissionStatus!) {\n    listEvaluationSubmissions(status: $status) {\n      itemId\n      courseName\n      userId\n      buyerName\n      buyerEmail\n      status\n      submittedAt\n      reviewComment\n      reviewedAt\n      videos {\n        url\n        contentType\n        expiresAt\n      }\n    }\n  }\n": types.EvaluationSubmissionsDocument,
    "\n  mutation ReviewEvaluationSubmission($input: ReviewSubmissionInput!) {\n    reviewEvaluationSubmission(input: $input) {\n      itemId\n      userId\n      status\n      reviewComment\n      reviewedAt\n    }\n  }\n": types.ReviewEvaluationSubmissionDocument,
    "\n  query AdminCourseEvaluation($itemId: ID!) {\n    adminCourseEvaluation(itemId: $itemId) {\n      itemId\n      kind\n      title\n      instructions\n      passPercent\n      maxAttempts\n      maxVideos\n      updatedAt\n      questions {\n        id\n        text\n        multiple\n        options {\n          id\n          text\n        }\n        correctOptionIds\n      }\n    }\n  }\n": types.AdminCourseEvaluationDocument,
    "\n  mutation SaveCourseEvaluation($input: CourseEvaluationInput!) {\n    saveCourseEvaluation(input: $input) {\n      itemId\n      updatedAt\n    }\n  }\n": types.SaveCourseEvaluationDocument,
    "\n  mutation RemoveCourseEvaluation($itemId: ID!) {\n    removeCourseEvaluation(itemId: $itemId)\n  }\n": types.RemoveCourseEvaluationDocument,
    "\n  query AdminInvoices($seller: Seller!, $from: AWSDate!, $to: AWSDate!) {\n    adminInvoices(seller: $seller, from: $from, to: $to) {\n      orderId\n      document\n      kind\n      seller\n      status\n      name\n      number\n      issueDate\n      cae\n      caeDueDate\n      total\n      net\n      vat\n      receiverName\n      receiverDocument\n      attempts\n      lastError\n      errors {\n        code\n        message\n      }\n      observations {\n        code\n        message\n      }\n      createdAt\n    }\n  }\n": types.AdminInvoicesDocument,
    "\n  mutation RetryInvoice($orderId: ID!, $document: ID!) {\n    retryInvoice(orderId: $orderId, document: $document) {\n      orderId\n      kind\n      status\n      attempts\n    }\n  }\n": types.RetryInvoiceDocument,
    "\n  query FiscalSettings {\n    fiscalSettings {\n      seller\n      legalName\n      cuit\n      condition\n      pointOfSale\n      environment\n      address\n      grossIncomeNumber\n      activityStartDate\n      updatedAt\n    }\n  }\n": types.FiscalSettingsDocument,
    "\n  mutation SaveFiscalSettings($input: FiscalSettingsInput!) {\n    saveFiscalSettings(input: $input) {\n      seller\n      updatedAt\n    }\n  }\n": types.SaveFiscalSettingsDocument,
    "\n  fragment AdminItemEditableFields on Item {\n    id\n    name\n    price\n    status\n    isEnabled\n    isFeatured\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n  }\n": types.AdminItemEditableFieldsFragmentDoc,
    "\n  fragment AdminPlanningScheduleFields on Item {\n    id\n    durationWeeks\n    phases {\n      name\n      description\n      startWeek\n      endWeek\n    }\n    competitions {\n      name\n      date\n      location\n    }\n  }\n": types.AdminPlanningScheduleFieldsFragmentDoc,
    "\n  query AdminListItems($type: ItemType) {\n    adminListItems(type: $type) {\n      type\n      seller\n      coachName\n      ...AdminItemEditableFields\n      ...AdminPlanningScheduleFields\n    }\n  }\n": types.AdminListItemsDocument,
    "\n  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {\n    updatePlanningSchedule(input: $input) {\n      ...AdminPlanningScheduleFields\n    }\n  }\n": types.UpdatePlanningScheduleDocument,
    "\n  query AdminLifts {\n    lifts {\n      id\n      name\n      custom\n    }\n  }\n": types.AdminLiftsDocument,
    "\n  mutation CreateLift($input: CreateLiftInput!) {\n    createLift(input: $input) {\n      id\n      name\n      custom\n    }\n  }\n": types.CreateLiftDocument,
    "\n  query AdminProgramme($planningId: ID!) {\n    adminProgramme(planningId: $planningId) {\n      ...AdminProgrammeWeek\n    }\n  }\n  fragment AdminProgrammeWeek on ProgrammeWeek {\n    planningId\n    weekNumber\n    title\n    version\n    updatedAt\n    days {\n      dayNumber\n      title\n      sessions {\n        id\n        title\n        blocks {\n          id\n          title\n          text\n          videoKey\n          prescription {\n            sets\n            reps\n            percent\n            lift\n            timeCapMinutes\n            rounds\n            rpe\n          }\n          scaling {\n            beginner\n            intermediate\n            rx\n          }\n        }\n      }\n    }\n  }\n": types.AdminProgrammeDocument,
    "\n  mutation SaveProgrammeWeek($input: ProgrammeWeekInput!) {\n    saveProgrammeWeek(input: $input) {\n      ...AdminProgrammeWeek\n    }\n  }\n": types.SaveProgrammeWeekDocument,
    "\n  mutation CopyProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {\n    copyProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {\n      weekNumber\n      version\n    }\n  }\n": types.CopyProgrammeWeekDocument,
    "\n  mutation MoveProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {\n    moveProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {\n      weekNumber\n    }\n  }\n": types.MoveProgrammeWeekDocument,
    "\n  mutation CreateProgrammeVideoUpload($planningId: ID!, $contentType: String!) {\n    createProgrammeVideoUpload(planningId: $planningId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n": types.CreateProgrammeVideoUploadDocument,
    "\n  fragment AdminPlanningUserFields on PlanningUser {\n    planningId\n    userId\n    firstName\n    lastName\n    email\n    phone\n    status\n    startDate\n    endDate\n    orderId\n    source\n  }\n": types.AdminPlanningUserFieldsFragmentDoc,
    "\n  query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {\n    listPlanningUsers(planningId: $planningId, status: $status) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.ListPlanningUsersDocument,
    "\n  mutation AddPlanningUser($input: AddPlanningUserInput!) {\n    addPlanningUser(input: $input) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.AddPlanningUserDocument,
    "\n  mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {\n    extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.ExtendPlanningUserDocument,
    "\n  mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {\n    deactivatePlanningUser(planningId: $planningId, userId: $userId) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.DeactivatePlanningUserDocument,
    "\n  query ListSales($filter: SalesFilterInput) {\n    listSales(filter: $filter) {\n      orders {\n        id\n        code\n        status\n        amount\n        currency\n        couponCode\n        discount\n        buyerEmail\n        createdAt\n        reversedAt\n        refundedAmount\n        item {\n          id\n          name\n          seller\n        }\n        payments {\n          id\n          amount\n          at\n          refund {\n            reason\n            at\n            state\n            attempts\n          }\n        }\n      }\n      totals {\n        seller\n        orders\n        amount\n      }\n    }\n  }\n": types.ListSalesDocument,
    "\n  query GetOrder($id: ID!) {\n    getOrder(id: $id) {\n      id\n      code\n      status\n      amount\n      listPrice\n      discount\n      couponCode\n      currency\n      buyerEmail\n      buyerMailSuppression {\n        reason\n        since\n        detail\n        skippedEmails\n        lastSkippedAt\n      }\n      paymentId\n      cashVoucher {\n        url\n        expiresAt\n        expired\n      }\n      createdAt\n      updatedAt\n      item {\n        id\n        type\n        name\n        seller\n      }\n      statusHistory {\n        status\n        at\n        paymentState\n        reason\n        note\n      }\n      statusReason\n      reversedAt\n      refundedAmount\n      payments {\n        id\n        state\n        chargeback\n        refundedAmount\n        amount\n        at\n        refund {\n          reason\n          at\n          refundId\n          note\n          state\n          attempts\n        }\n      }\n      billing {\n        fullName\n        taxId\n        street\n        streetNumber\n        apartment\n        city\n        province\n        postalCode\n        phone\n      }\n    }\n  }\n": types.GetOrderDocument,
    "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      status\n      statusReason\n    }\n  }\n": types.RefundOrderDocument,
    "\n  query ListRegretRequests {\n    listRegretRequests {\n      orderCode\n      trackingCode\n      orderId\n      email\n      itemName\n      amount\n      refundAmount\n      status\n      createdAt\n      refundedAt\n    }\n  }\n": types.ListRegretRequestsDocument,
    "\n  query ListServiceCancellations {\n    listServiceCancellations {\n      orderCode\n      trackingCode\n      orderId\n      email\n      itemName\n      createdAt\n    }\n  }\n": types.ListServiceCancellationsDocument,
    "\n  mutation SettleRefundByHand($input: SettleRefundByHandInput!) {\n    settleRefundByHand(input: $input) {\n      id\n      status\n      statusReason\n    }\n  }\n": types.SettleRefundByHandDocument,
    "\n  query SellerCoachEmails {\n    sellerCoachEmails {\n      seller\n      email\n      updatedAt\n    }\n  }\n": types.SellerCoachEmailsDocument,
    "\n  mutation SaveSellerCoachEmail($seller: Seller!, $email: String!) {\n    saveSellerCoachEmail(seller: $seller, email: $email) {\n      seller\n      email\n      updatedAt\n    }\n  }\n": types.SaveSellerCoachEmailDocument,
    "\n  fragment AdminSubscriptionFields on MySubscription {\n    id\n    status\n    amount\n    currency\n    nextChargeAt\n    accessEndsAt\n    createdAt\n    cancellationCode\n    regretCode\n    charges {\n      id\n      dueAt\n      amount\n      currency\n      state\n      refundedAmount\n      refundableAmount\n    }\n  }\n": types.AdminSubscriptionFieldsFragmentDoc,
    "\n  query PlanningSubscribers($planningId: ID!, $limit: Int, $nextToken: String) {\n    planningSubscribers(planningId: $planningId, limit: $limit, nextToken: $nextToken) {\n      planningId\n      planningName\n      nextToken\n      summary {\n        subscribers\n        trial\n        active\n        pastDue\n        paused\n        monthlyRecurringRevenue\n        newThisMonth\n        cancelledThisMonth\n        failedChargesThisMonth\n      }\n      subscribers {\n        memberId\n        memberEmail\n        subscription {\n          ...AdminSubscriptionFields\n        }\n      }\n    }\n  }\n": types.PlanningSubscribersDocument,
    "\n  mutation RefundSubscriptionCharge($input: RefundSubscriptionChargeInput!) {\n    refundSubscriptionCharge(input: $input) {\n      ...AdminSubscriptionFields\n    }\n  }\n": types.RefundSubscriptionChargeDocument,
    "\n  fragment AdminSubscriptionOfferFields on SubscriptionOffer {\n    planningId\n    sale\n    monthlyPrice\n    trialDays\n    graceDays\n    updatedAt\n  }\n": types.AdminSubscriptionOfferFieldsFragmentDoc,
    "\n  query AdminSubscriptionOffer($planningId: ID!) {\n    planningSubscriptionOffer(planningId: $planningId) {\n      ...AdminSubscriptionOfferFields\n    }\n  }\n": types.AdminSubscriptionOfferDocument,
    "\n  mutation SetPlanningSubscriptionOffer($input: SubscriptionOfferInput!) {\n    setPlanningSubscriptionOffer(input: $input) {\n      ...AdminSubscriptionOfferFields\n    }\n  }\n": types.SetPlanningSubscriptionOfferDocument,
    "\n  query PlanningSubscriberCount($planningId: ID!) {\n    planningSubscribers(planningId: $planningId, limit: 1) {\n      summary {\n        subscribers\n      }\n    }\n  }\n": types.PlanningSubscriberCountDocument,
    "\n  query MyProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      newsOptIn\n      noticePreferences {\n        weekRelease\n        sessionEdits\n        comments\n        membershipEnding\n      }\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      newsOptIn\n      noticePreferences {\n        weekRelease\n        sessionEdits\n        comments\n        membershipEnding\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation CreateUserAddress($input: CreateUserAddressInput!) {\n    createUserAddress(input: $input) {\n      id\n      createdAt\n    }\n  }\n": types.CreateUserAddressDocument,
    "\n  query ListUserAddresses {\n    listUserAddresses {\n      id\n      fullName\n      taxId\n      ivaCondition\n      street\n      streetNumber\n      apartment\n      city\n      province\n      postalCode\n      phone\n      createdAt\n    }\n  }\n": types.ListUserAddressesDocument,
    "\n  query GetItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      status\n      imageSource\n      picture {\n        baseUrl\n        widths\n      }\n      coachName\n      coachBio\n      summary\n      description\n      highlights\n      level\n      durationWeeks\n      finalEvaluation\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n      phases {\n        name\n        description\n        startWeek\n        endWeek\n      }\n      competitions {\n        name\n        date\n        location\n      }\n    }\n  }\n": types.GetItemDocument,
    "\n  fragment CatalogCardFields on Item {\n    id\n    name\n    price\n    type\n    seller\n    isEnabled\n    isFeatured\n    imageSource\n    picture {\n      baseUrl\n      widths\n    }\n    coachName\n    coachBio\n    summary\n    level\n    durationWeeks\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n    monthlyOffer {\n      sale\n      monthlyPrice\n    }\n  }\n": types.CatalogCardFieldsFragmentDoc,
    "\n  query ListItems($type: ItemType, $limit: Int, $nextToken: String) {\n    listItems(type: $type, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...CatalogCardFields\n      }\n    }\n  }\n": types.ListItemsDocument,
    "\n  query StorefrontHighlights {\n    listFeaturedItems {\n      ...CatalogCardFields\n    }\n    listItemsOnOffer {\n      ...CatalogCardFields\n    }\n  }\n": types.StorefrontHighlightsDocument,
    "\n  query ListItemIds($nextToken: String) {\n    listItems(nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        type\n      }\n    }\n  }\n": types.ListItemIdsDocument,
    "\n  query OwnedItems {\n    listMyInventory {\n      itemId\n      itemType\n    }\n  }\n": types.OwnedItemsDocument,
    "\n  query VerifyCertificate($code: String!) {\n    verifyCertificate(code: $code) {\n      code\n      holderName\n      courseId\n      courseName\n      coachName\n      issuedOn\n      courseHours\n      annulledOn\n      passedEvaluation\n      courseLength\n    }\n  }\n": types.VerifyCertificateDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      initPoint\n      order {\n        id\n        status\n        amount\n        item {\n          id\n          type\n          name\n        }\n      }\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query CheckoutItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      price\n      imageSource\n      coachName\n      summary\n      isEnabled\n    }\n  }\n": types.CheckoutItemDocument,
    "\n  query QuotePrice($itemId: ID!, $couponCode: String) {\n    quotePrice(itemId: $itemId, couponCode: $couponCode) {\n      itemId\n      listPrice\n      offerPrice\n      couponCode\n      discount\n      finalPrice\n      currency\n    }\n  }\n": types.QuotePriceDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query CourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n        durationMinutes\n        hasCaptions\n      }\n    }\n  }\n": types.CourseProgramDocument,
    "\n  query CourseEvaluation($itemId: ID!) {\n    getCourseEvaluation(itemId: $itemId) {\n      itemId\n      kind\n      title\n      instructions\n      passPercent\n      maxAttempts\n      maxVideos\n      maxVideoBytes\n      videoContentTypes\n      questions {\n        id\n        text\n        multiple\n        options {\n          id\n          text\n        }\n      }\n      status {\n        passed\n        attemptsUsed\n        attemptsLeft\n        lastScorePercent\n        lastResults {\n          questionId\n          correct\n        }\n        submission {\n          status\n          videoCount\n          submittedAt\n          reviewComment\n          reviewedAt\n        }\n      }\n    }\n  }\n": types.CourseEvaluationDocument,
    "\n  mutation SubmitQuizAttempt($itemId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(itemId: $itemId, answers: $answers) {\n      itemId\n      passed\n      scorePercent\n      correctCount\n      questionCount\n      attemptsUsed\n      attemptsLeft\n      results {\n        questionId\n        correct\n      }\n    }\n  }\n": types.SubmitQuizAttemptDocument,
    "\n  mutation CreateEvaluationVideoUpload($itemId: ID!, $contentType: String!, $sizeBytes: Int!) {\n    createEvaluationVideoUpload(itemId: $itemId, contentType: $contentType, sizeBytes: $sizeBytes) {\n      uploadUrl\n      videoKey\n      contentType\n      expiresAt\n    }\n  }\n": types.CreateEvaluationVideoUploadDocument,
    "\n  mutation SubmitEvaluationVideos($itemId: ID!, $videoKeys: [String!]!) {\n    submitEvaluationVideos(itemId: $itemId, videoKeys: $videoKeys) {\n      passed\n    }\n  }\n": types.SubmitEvaluationVideosDocument,
    "\n  query CourseProgress($itemId: ID!) {\n    getCourseProgress(itemId: $itemId) {\n      itemId\n      completedTopicIds\n      totalTopics\n      lastTopicId\n      isComplete\n    }\n  }\n": types.CourseProgressDocument,
    "\n  query LessonCourse($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      coachName\n    }\n  }\n": types.LessonCourseDocument,
    "\n  query LessonCourses($nextToken: String) {\n    listItems(type: COURSE, nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        name\n        imageSource\n        coachName\n        summary\n      }\n    }\n  }\n": types.LessonCoursesDocument,
    "\n  query LessonProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        unitId\n        componentName\n        isPublic\n        position\n        durationMinutes\n        hasCaptions\n      }\n    }\n  }\n": types.LessonProgramDocument,
    "\n  query LessonInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n      acquiredAt\n    }\n  }\n": types.LessonInventoryDocument,
    "\n  mutation RequestCertificate($itemId: ID!) {\n    requestCertificate(itemId: $itemId) {\n      itemId\n      fileName\n      verificationCode\n      courseName\n      issuedOn\n      pdfBase64\n    }\n  }\n": types.RequestCertificateDocument,
    "\n  mutation SaveVideoPosition(\n    $itemId: ID!\n    $topicId: ID!\n    $seconds: Int!\n    $reason: VideoPositionReason\n    $playerSession: ID\n    $sequence: Int\n  ) {\n    saveVideoPosition(\n      itemId: $itemId\n      topicId: $topicId\n      seconds: $seconds\n      reason: $reason\n      playerSession: $playerSession\n      sequence: $sequence\n    ) {\n      itemId\n      topicId\n      seconds\n      updatedAt\n      watched\n    }\n  }\n": types.SaveVideoPositionDocument,
    "\n  mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {\n    setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {\n      itemId\n      topicId\n      completed\n      updatedAt\n    }\n  }\n": types.SetTopicProgressDocument,
    "\n  mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {\n    createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n": types.CreateTopicVideoUploadDocument,
    "\n  mutation CreateTopicCaptionsUpload($itemId: ID!, $topicId: ID!, $sizeBytes: Int!) {\n    createTopicCaptionsUpload(itemId: $itemId, topicId: $topicId, sizeBytes: $sizeBytes) {\n      uploadUrl\n      captionsKey\n    }\n  }\n": types.CreateTopicCaptionsUploadDocument,
    "\n  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {\n    updateTopicContent(input: $input) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n      captionsUrl\n    }\n  }\n": types.UpdateTopicContentDocument,
    "\n  query TopicContent($itemId: ID!, $topicId: ID!) {\n    getTopicContent(itemId: $itemId, topicId: $topicId) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n      resumeAtSeconds\n      captionsUrl\n      completesByWatching\n      stream {\n        url\n        cookiePath\n        cookies {\n          name\n          value\n        }\n        expiresAt\n        renditions\n      }\n      materials {\n        name\n        fileName\n        url\n        expiresAt\n      }\n    }\n  }\n": types.TopicContentDocument,
    "\n  query MyCheckIns {\n    myCheckIns {\n      consent {\n        givenAt\n        version\n      }\n      checkIns {\n        day\n        sleep\n        energy\n        mood\n        stress\n        soreness\n        bodyWeightKg\n        updatedAt\n      }\n    }\n  }\n": types.MyCheckInsDocument,
    "\n  mutation GiveCheckInConsent($version: String!) {\n    giveCheckInConsent(version: $version) {\n      givenAt\n      version\n    }\n  }\n": types.GiveCheckInConsentDocument,
    "\n  mutation WithdrawCheckInConsent {\n    withdrawCheckInConsent\n  }\n": types.WithdrawCheckInConsentDocument,
    "\n  mutation SaveCheckIn($input: CheckInInput!) {\n    saveCheckIn(input: $input) {\n      day\n    }\n  }\n": types.SaveCheckInDocument,
    "\n  mutation DeleteCheckIn($day: AWSDate!) {\n    deleteCheckIn(day: $day)\n  }\n": types.DeleteCheckInDocument,
    "\n  query MyLiftMaxes {\n    myLiftMaxes {\n      lift\n      kg\n      updatedAt\n    }\n  }\n": types.MyLiftMaxesDocument,
    "\n  mutation SetLiftMax($lift: ID!, $kg: Float!) {\n    setLiftMax(lift: $lift, kg: $kg) {\n      lift\n      kg\n      updatedAt\n    }\n  }\n": types.SetLiftMaxDocument,
    "\n  query MyPlannings {\n    myPlannings {\n      ...MyPlanningFields\n    }\n  }\n  fragment MyPlanningFields on MyPlanning {\n    planningId\n    name\n    imageSource\n    coachName\n    status\n    startDate\n    endDate\n    startPending\n    currentWeek\n    totalWeeks\n    programmeWeeks\n    startOptions {\n      choice\n      date\n      competitionName\n      competitionDate\n    }\n  }\n": types.MyPlanningsDocument,
    "\n  mutation ChoosePlanningStart($planningId: ID!, $choice: PlanningStartChoice!, $competitionDate: AWSDate) {\n    choosePlanningStart(planningId: $planningId, choice: $choice, competitionDate: $competitionDate) {\n      ...MyPlanningFields\n    }\n  }\n": types.ChoosePlanningStartDocument,
    "\n  query PlanningWeek($planningId: ID!, $weekNumber: Int) {\n    planningWeek(planningId: $planningId, weekNumber: $weekNumber) {\n      planning {\n        ...MyPlanningFields\n      }\n      today\n      weekNumber\n      programmeWeekNumber\n      releasedWeeks\n      nextReleaseDate\n      doneSessionIds\n      isPreview\n      week {\n        planningId\n        weekNumber\n        title\n        days {\n          dayNumber\n          title\n          date\n          sessions {\n            id\n            title\n            blocks {\n              id\n              title\n              text\n              videoUrl\n              prescription {\n                sets\n                reps\n                percent\n                lift\n                liftName\n                timeCapMinutes\n                rounds\n                rpe\n                loadKg\n              }\n              scaling {\n                beginner\n                intermediate\n                rx\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PlanningWeekDocument,
    "\n  query Lifts {\n    lifts {\n      id\n      name\n      custom\n    }\n  }\n": types.LiftsDocument,
    "\n  query MyLiftRecords {\n    myLiftRecords {\n      ...LiftRecordsFields\n    }\n  }\n": types.MyLiftRecordsDocument,
    "\n  query MyProgress($planningId: ID!) {\n    myProgress(planningId: $planningId) {\n      planningId\n      weeks {\n        ...WeekProgressFields\n      }\n    }\n  }\n": types.MyProgressDocument,
    "\n  mutation LogSessionResult($input: SessionResultInput!) {\n    logSessionResult(input: $input) {\n      ...SessionResultFields\n    }\n  }\n  fragment SessionResultFields on SessionResult {\n    id\n    sessionId\n    sessionTitle\n    weekNumber\n    lifts {\n      blockId\n      liftId\n      liftName\n      sets {\n        reps\n        kg\n        rpe\n      }\n    }\n    timeSeconds\n    rounds\n    reps\n    distanceMeters\n    calories\n    rpe\n    notes\n    loadKg\n    newRecords {\n      liftId\n      liftName\n      kind\n      kg\n      previousKg\n      beatsWorkingMax\n    }\n    loggedAt\n    editedAt\n  }\n": types.LogSessionResultDocument,
    "\n  mutation UpdateSessionResult($input: UpdateSessionResultInput!) {\n    updateSessionResult(input: $input) {\n      ...SessionResultFields\n    }\n  }\n": types.UpdateSessionResultDocument,
    "\n  mutation DeleteSessionResult($planningId: ID!, $sessionId: ID!, $resultId: ID!) {\n    deleteSessionResult(planningId: $planningId, sessionId: $sessionId, resultId: $resultId) {\n      id\n      sessionId\n      sessionDone\n    }\n  }\n": types.DeleteSessionResultDocument,
    "\n  query MySessionResults($planningId: ID!, $sessionId: ID!) {\n    mySessionResults(planningId: $planningId, sessionId: $sessionId) {\n      ...SessionResultFields\n    }\n  }\n": types.MySessionResultsDocument,
    "\n  query MyPlanningResults($planningId: ID!) {\n    myPlanningResults(planningId: $planningId) {\n      ...SessionResultFields\n    }\n  }\n": types.MyPlanningResultsDocument,
    "\n  query ListMyOrders {\n    listMyOrders {\n      id\n      code\n      status\n      amount\n      currency\n      listPrice\n      discount\n      couponCode\n      createdAt\n      paymentUrl\n      reversedAt\n      refundedAmount\n      regret {\n        trackingCode\n        status\n        createdAt\n      }\n      cashVoucher {\n        url\n        expiresAt\n        expired\n      }\n      item {\n        id\n        type\n        name\n      }\n    }\n  }\n": types.ListMyOrdersDocument,
    "\n  query MyInvoices {\n    myInvoices {\n      orderId\n      document\n      kind\n      name\n      number\n      issueDate\n      total\n      cae\n    }\n  }\n": types.MyInvoicesDocument,
    "\n  query InvoiceDownload($orderId: ID!, $document: ID!) {\n    invoiceDownload(orderId: $orderId, document: $document) {\n      url\n      fileName\n    }\n  }\n": types.InvoiceDownloadDocument,
    "\n  mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {\n    updateOrdersWithPaymentProvider(input: $input)\n  }\n": types.UpdateOrdersWithPaymentProviderDocument,
    "\n  query ListMyPlanningOrders {\n    listMyOrders {\n      id\n      status\n      item {\n        id\n      }\n    }\n  }\n": types.ListMyPlanningOrdersDocument,
    "\n  mutation RequestPurchaseRegret($input: RegretRequestInput!) {\n    requestPurchaseRegret(input: $input) {\n      trackingCode\n      orderId\n      orderCode\n      createdAt\n      refundAmount\n    }\n  }\n": types.RequestPurchaseRegretDocument,
    "\n  mutation RequestServiceCancellation($input: ServiceCancellationInput!) {\n    requestServiceCancellation(input: $input) {\n      trackingCode\n      orderId\n      orderCode\n      itemName\n      createdAt\n    }\n  }\n": types.RequestServiceCancellationDocument,
    "\n  mutation RequestSubscriptionCancellation($input: SubscriptionCancellationInput!) {\n    requestSubscriptionCancellation(input: $input) {\n      trackingCode\n      subscriptionId\n      planningName\n      accessEndsAt\n      createdAt\n    }\n  }\n": types.RequestSubscriptionCancellationDocument,
    "\n  query MySubscriptions {\n    mySubscriptions {\n      ...MySubscriptionFields\n    }\n  }\n  fragment MySubscriptionFields on MySubscription {\n    id\n    planningId\n    planningName\n    status\n    amount\n    currency\n    nextChargeAt\n    trialEndsAt\n    accessEndsAt\n    hasAccess\n    paidPeriods {\n      chargeId\n      from\n      to\n      amount\n    }\n    authorizationUrl\n    changeCardUrl\n    createdAt\n    cancellationCode\n    charges {\n      id\n      dueAt\n      amount\n      state\n      refundedAmount\n      refundableAmount\n    }\n    regretCode\n    upcomingPrice {\n      amount\n      currency\n      from\n      firstChargeAt\n    }\n  }\n": types.MySubscriptionsDocument,
    "\n  mutation PauseSubscription($subscriptionId: ID!) {\n    pauseSubscription(subscriptionId: $subscriptionId) {\n      ...MySubscriptionFields\n    }\n  }\n": types.PauseSubscriptionDocument,
    "\n  mutation ResumeSubscription($subscriptionId: ID!) {\n    resumeSubscription(subscriptionId: $subscriptionId) {\n      ...MySubscriptionFields\n    }\n  }\n": types.ResumeSubscriptionDocument,
    "\n  query PlanningOffer($planningId: ID!) {\n    planningSubscriptionOffer(planningId: $planningId) {\n      planningId\n      sale\n      monthlyPrice\n      trialDays\n    }\n  }\n": types.PlanningOfferDocument,
    "\n  mutation RequestMySubscriptionRegret($input: SubscriptionRegretInput!) {\n    requestSubscriptionRegret(input: $input) {\n      trackingCode\n      subscriptionId\n      planningName\n      refundAmount\n      createdAt\n    }\n  }\n": types.RequestMySubscriptionRegretDocument,
    "\n  mutation SubscribeToPlanning($input: SubscribeInput!) {\n    subscribeToPlanning(input: $input) {\n      initPoint\n      firstChargeAt\n      subscription {\n        id\n        status\n      }\n    }\n  }\n": types.SubscribeToPlanningDocument,
    "\n  query SubscriptionInvoices {\n    myInvoices {\n      orderId\n      document\n      kind\n      name\n      number\n      issueDate\n    }\n  }\n": types.SubscriptionInvoicesDocument,
    "\n  query SubscriptionInvoiceDownload($orderId: ID!, $document: ID!) {\n    invoiceDownload(orderId: $orderId, document: $document) {\n      url\n    }\n  }\n": types.SubscriptionInvoiceDownloadDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomeInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n    }\n  }\n"): typeof import('./graphql').WelcomeInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoachingResultFields on SessionResult {\n    id\n    planningId\n    userId\n    sessionId\n    sessionTitle\n    weekNumber\n    lifts {\n      blockId\n      liftId\n      liftName\n      sets {\n        reps\n        kg\n        rpe\n      }\n    }\n    timeSeconds\n    loadKg\n    rounds\n    reps\n    distanceMeters\n    calories\n    rpe\n    notes\n    newRecords {\n      liftId\n      liftName\n      kind\n      kg\n    }\n    loggedAt\n    editedAt\n  }\n  fragment ResultCommentFields on ResultComment {\n    id\n    planningId\n    sessionId\n    resultId\n    resultLoggedAt\n    author\n    authorName\n    text\n    createdAt\n    atSeconds\n  }\n  fragment FormCheckFields on FormCheck {\n    planningId\n    sessionId\n    resultId\n    status\n    submittedAt\n    durationSeconds\n    maxSeconds\n    maxBytes\n    stream {\n      url\n      cookiePath\n      expiresAt\n      renditions\n      cookies {\n        name\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').CoachingResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachPlanningView($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) {\n    coachPlanningView(planningId: $planningId, limit: $limit, nextToken: $nextToken, userId: $userId) {\n      planningId\n      name\n      today\n      summary {\n        members\n        active\n        trainedLast7Days\n        needsAttention\n        pastDue\n      }\n      nextToken\n      members {\n        userId\n        firstName\n        lastName\n        email\n        status\n        startDate\n        endDate\n        startPending\n        currentWeek\n        lastSessionAt\n        lastSessionTitle\n        compliance7\n        compliance30\n        previousCompliance7\n        attention\n        subscriptionStatus\n      }\n    }\n  }\n"): typeof import('./graphql').CoachPlanningViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachResultsFeed($planningId: ID, $limit: Int, $nextToken: String) {\n    coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {\n      entries {\n        planningId\n        planningName\n        userId\n        memberName\n        comments\n        result {\n          ...CoachingResultFields\n        }\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').CoachResultsFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachMemberLog($planningId: ID!, $userId: ID!) {\n    memberResults(planningId: $planningId, userId: $userId) {\n      ...CoachingResultFields\n    }\n  }\n"): typeof import('./graphql').CoachMemberLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachMemberRecords($planningId: ID!, $userId: ID!) {\n    memberLiftRecords(planningId: $planningId, userId: $userId) {\n      ...LiftRecordsFields\n    }\n    memberProgress(planningId: $planningId, userId: $userId) {\n      planningId\n      weeks {\n        ...WeekProgressFields\n      }\n    }\n  }\n"): typeof import('./graphql').CoachMemberRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultComments($result: ResultRefInput!) {\n    resultComments(result: $result) {\n      ...ResultCommentFields\n    }\n  }\n"): typeof import('./graphql').ResultCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlanningComments($planningId: ID!) {\n    myPlanningComments(planningId: $planningId) {\n      ...ResultCommentFields\n    }\n  }\n"): typeof import('./graphql').MyPlanningCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddResultComment($result: ResultRefInput!, $text: String!, $atSeconds: Int) {\n    addResultComment(result: $result, text: $text, atSeconds: $atSeconds) {\n      ...ResultCommentFields\n    }\n  }\n"): typeof import('./graphql').AddResultCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormCheck($result: ResultRefInput!) {\n    formCheck(result: $result) {\n      ...FormCheckFields\n    }\n  }\n"): typeof import('./graphql').FormCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFormCheckUpload($result: ResultRefInput!, $contentType: String!, $sizeBytes: Int!) {\n    createFormCheckUpload(result: $result, contentType: $contentType, sizeBytes: $sizeBytes) {\n      uploadUrl\n      videoKey\n      contentType\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateFormCheckUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFormCheck($result: ResultRefInput!, $videoKey: String!) {\n    submitFormCheck(result: $result, videoKey: $videoKey) {\n      ...FormCheckFields\n    }\n  }\n"): typeof import('./graphql').SubmitFormCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberCheckIns($planningId: ID!, $userId: ID!) {\n    memberCheckIns(planningId: $planningId, userId: $userId) {\n      day\n      sleep\n      energy\n      mood\n      stress\n      soreness\n      bodyWeightKg\n    }\n  }\n"): typeof import('./graphql').MemberCheckInsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningThread($planningId: ID!, $userId: ID) {\n    planningThread(planningId: $planningId, userId: $userId) {\n      planningId\n      userId\n      memberName\n      coachName\n      unread\n      readUpTo\n      messages {\n        id\n        author\n        authorName\n        text\n        createdAt\n        sessionTitle\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningThreadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddThreadMessage($planningId: ID!, $text: String!, $userId: ID) {\n    addThreadMessage(planningId: $planningId, text: $text, userId: $userId) {\n      id\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AddThreadMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkThreadRead($planningId: ID!, $upTo: AWSDateTime!, $userId: ID) {\n    markThreadRead(planningId: $planningId, upTo: $upTo, userId: $userId) {\n      planningId\n      userId\n      unread\n    }\n  }\n"): typeof import('./graphql').MarkThreadReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUnreadMessages {\n    myUnreadMessages {\n      planningId\n      unread\n    }\n  }\n"): typeof import('./graphql').MyUnreadMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoachUnreadMessages($planningId: ID!, $userIds: [ID!]!) {\n    coachUnreadMessages(planningId: $planningId, userIds: $userIds) {\n      userId\n      unread\n    }\n  }\n"): typeof import('./graphql').CoachUnreadMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiftRecordsFields on LiftRecords {\n    liftId\n    liftName\n    workingMaxKg\n    history {\n      at\n      kg\n      source\n      reps\n      setKg\n    }\n    repMaxes {\n      reps\n      kg\n      at\n    }\n  }\n"): typeof import('./graphql').LiftRecordsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeekProgressFields on WeekProgress {\n    weekNumber\n    startDate\n    prescribedSessions\n    doneSessions\n    volumeKg\n  }\n"): typeof import('./graphql').WeekProgressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminItemFields on Item {\n    id\n    name\n    type\n    seller\n    status\n    isEnabled\n    isFeatured\n    price\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n    summary\n    description\n    highlights\n    level\n    coachName\n    coachBio\n    durationWeeks\n    courseHours\n    imageSource\n    picture {\n      baseUrl\n      widths\n      shareImage\n    }\n    programVersion\n  }\n"): typeof import('./graphql').AdminItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAdminItem($id: ID!) {\n    getItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').GetAdminItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCourseProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateItem($input: CreateItemInput!) {\n    createItem(input: $input) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').CreateItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItemDetails($input: UpdateItemInput!) {\n    updateItem(input: $input) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').UpdateItemDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishItem($id: ID!) {\n    publishItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').PublishItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishItem($id: ID!) {\n    unpublishItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').UnpublishItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveItem($id: ID!) {\n    archiveItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').ArchiveItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreItem($id: ID!) {\n    restoreItem(id: $id) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').RestoreItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateItemPictureUpload($itemId: ID!, $files: [PictureFileInput!]!) {\n    createItemPictureUpload(itemId: $itemId, files: $files) {\n      pictureId\n      expiresAt\n      uploads {\n        name\n        contentType\n        uploadUrl\n      }\n    }\n  }\n"): typeof import('./graphql').CreateItemPictureUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetItemPicture($itemId: ID!, $pictureId: ID) {\n    setItemPicture(itemId: $itemId, pictureId: $pictureId) {\n      ...AdminItemFields\n    }\n  }\n"): typeof import('./graphql').SetItemPictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCourseProgram($input: CourseProgramInput!) {\n    saveCourseProgram(input: $input) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').SaveCourseProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCouponFields on Coupon {\n    code\n    discountType\n    value\n    isEnabled\n    validDateTimeFrom\n    validDateTimeTo\n    maxUses\n    uses\n    itemIds\n    oncePerBuyer\n    createdAt\n  }\n"): typeof import('./graphql').AdminCouponFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCoupons {\n    listCoupons {\n      ...AdminCouponFields\n    }\n  }\n"): typeof import('./graphql').ListCouponsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n"): typeof import('./graphql').CreateCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCoupon($input: CouponInput!) {\n    updateCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n"): typeof import('./graphql').UpdateCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EvaluationSubmissions($status: SubmissionStatus!) {\n    listEvaluationSubmissions(status: $status) {\n      itemId\n      courseName\n      userId\n      buyerName\n      buyerEmail\n      status\n      submittedAt\n      reviewComment\n      reviewedAt\n      videos {\n        url\n        contentType\n        expiresAt\n      }\n    }\n  }\n"): typeof import('./graphql').EvaluationSubmissionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewEvaluationSubmission($input: ReviewSubmissionInput!) {\n    reviewEvaluationSubmission(input: $input) {\n      itemId\n      userId\n      status\n      reviewComment\n      reviewedAt\n    }\n  }\n"): typeof import('./graphql').ReviewEvaluationSubmissionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourseEvaluation($itemId: ID!) {\n    adminCourseEvaluation(itemId: $itemId) {\n      itemId\n      kind\n      title\n      instructions\n      passPercent\n      maxAttempts\n      maxVideos\n      updatedAt\n      questions {\n        id\n        text\n        multiple\n        options {\n          id\n          text\n        }\n        correctOptionIds\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCourseEvaluationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCourseEvaluation($input: CourseEvaluationInput!) {\n    saveCourseEvaluation(input: $input) {\n      itemId\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SaveCourseEvaluationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCourseEvaluation($itemId: ID!) {\n    removeCourseEvaluation(itemId: $itemId)\n  }\n"): typeof import('./graphql').RemoveCourseEvaluationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvoices($seller: Seller!, $from: AWSDate!, $to: AWSDate!) {\n    adminInvoices(seller: $seller, from: $from, to: $to) {\n      orderId\n      document\n      kind\n      seller\n      status\n      name\n      number\n      issueDate\n      cae\n      caeDueDate\n      total\n      net\n      vat\n      receiverName\n      receiverDocument\n      attempts\n      lastError\n      errors {\n        code\n        message\n      }\n      observations {\n        code\n        message\n      }\n      createdAt\n    }\n  }\n"): typeof import('./graphql').AdminInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryInvoice($orderId: ID!, $document: ID!) {\n    retryInvoice(orderId: $orderId, document: $document) {\n      orderId\n      kind\n      status\n      attempts\n    }\n  }\n"): typeof import('./graphql').RetryInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FiscalSettings {\n    fiscalSettings {\n      seller\n      legalName\n      cuit\n      condition\n      pointOfSale\n      environment\n      address\n      grossIncomeNumber\n      activityStartDate\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').FiscalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFiscalSettings($input: FiscalSettingsInput!) {\n    saveFiscalSettings(input: $input) {\n      seller\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SaveFiscalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminItemEditableFields on Item {\n    id\n    name\n    price\n    status\n    isEnabled\n    isFeatured\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n  }\n"): typeof import('./graphql').AdminItemEditableFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPlanningScheduleFields on Item {\n    id\n    durationWeeks\n    phases {\n      name\n      description\n      startWeek\n      endWeek\n    }\n    competitions {\n      name\n      date\n      location\n    }\n  }\n"): typeof import('./graphql').AdminPlanningScheduleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListItems($type: ItemType) {\n    adminListItems(type: $type) {\n      type\n      seller\n      coachName\n      ...AdminItemEditableFields\n      ...AdminPlanningScheduleFields\n    }\n  }\n"): typeof import('./graphql').AdminListItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {\n    updatePlanningSchedule(input: $input) {\n      ...AdminPlanningScheduleFields\n    }\n  }\n"): typeof import('./graphql').UpdatePlanningScheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLifts {\n    lifts {\n      id\n      name\n      custom\n    }\n  }\n"): typeof import('./graphql').AdminLiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLift($input: CreateLiftInput!) {\n    createLift(input: $input) {\n      id\n      name\n      custom\n    }\n  }\n"): typeof import('./graphql').CreateLiftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProgramme($planningId: ID!) {\n    adminProgramme(planningId: $planningId) {\n      ...AdminProgrammeWeek\n    }\n  }\n  fragment AdminProgrammeWeek on ProgrammeWeek {\n    planningId\n    weekNumber\n    title\n    version\n    updatedAt\n    days {\n      dayNumber\n      title\n      sessions {\n        id\n        title\n        blocks {\n          id\n          title\n          text\n          videoKey\n          prescription {\n            sets\n            reps\n            percent\n            lift\n            timeCapMinutes\n            rounds\n            rpe\n          }\n          scaling {\n            beginner\n            intermediate\n            rx\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProgrammeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProgrammeWeek($input: ProgrammeWeekInput!) {\n    saveProgrammeWeek(input: $input) {\n      ...AdminProgrammeWeek\n    }\n  }\n"): typeof import('./graphql').SaveProgrammeWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {\n    copyProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {\n      weekNumber\n      version\n    }\n  }\n"): typeof import('./graphql').CopyProgrammeWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {\n    moveProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {\n      weekNumber\n    }\n  }\n"): typeof import('./graphql').MoveProgrammeWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProgrammeVideoUpload($planningId: ID!, $contentType: String!) {\n    createProgrammeVideoUpload(planningId: $planningId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateProgrammeVideoUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPlanningUserFields on PlanningUser {\n    planningId\n    userId\n    firstName\n    lastName\n    email\n    phone\n    status\n    startDate\n    endDate\n    orderId\n    source\n  }\n"): typeof import('./graphql').AdminPlanningUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {\n    listPlanningUsers(planningId: $planningId, status: $status) {\n      ...AdminPlanningUserFields\n    }\n  }\n"): typeof import('./graphql').ListPlanningUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPlanningUser($input: AddPlanningUserInput!) {\n    addPlanningUser(input: $input) {\n      ...AdminPlanningUserFields\n    }\n  }\n"): typeof import('./graphql').AddPlanningUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {\n    extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {\n      ...AdminPlanningUserFields\n    }\n  }\n"): typeof import('./graphql').ExtendPlanningUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {\n    deactivatePlanningUser(planningId: $planningId, userId: $userId) {\n      ...AdminPlanningUserFields\n    }\n  }\n"): typeof import('./graphql').DeactivatePlanningUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListSales($filter: SalesFilterInput) {\n    listSales(filter: $filter) {\n      orders {\n        id\n        code\n        status\n        amount\n        currency\n        couponCode\n        discount\n        buyerEmail\n        createdAt\n        reversedAt\n        refundedAmount\n        item {\n          id\n          name\n          seller\n        }\n        payments {\n          id\n          amount\n          at\n          refund {\n            reason\n            at\n            state\n            attempts\n          }\n        }\n      }\n      totals {\n        seller\n        orders\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').ListSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrder($id: ID!) {\n    getOrder(id: $id) {\n      id\n      code\n      status\n      amount\n      listPrice\n      discount\n      couponCode\n      currency\n      buyerEmail\n      buyerMailSuppression {\n        reason\n        since\n        detail\n        skippedEmails\n        lastSkippedAt\n      }\n      paymentId\n      cashVoucher {\n        url\n        expiresAt\n        expired\n      }\n      createdAt\n      updatedAt\n      item {\n        id\n        type\n        name\n        seller\n      }\n      statusHistory {\n        status\n        at\n        paymentState\n        reason\n        note\n      }\n      statusReason\n      reversedAt\n      refundedAmount\n      payments {\n        id\n        state\n        chargeback\n        refundedAmount\n        amount\n        at\n        refund {\n          reason\n          at\n          refundId\n          note\n          state\n          attempts\n        }\n      }\n      billing {\n        fullName\n        taxId\n        street\n        streetNumber\n        apartment\n        city\n        province\n        postalCode\n        phone\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      status\n      statusReason\n    }\n  }\n"): typeof import('./graphql').RefundOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListRegretRequests {\n    listRegretRequests {\n      orderCode\n      trackingCode\n      orderId\n      email\n      itemName\n      amount\n      refundAmount\n      status\n      createdAt\n      refundedAt\n    }\n  }\n"): typeof import('./graphql').ListRegretRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListServiceCancellations {\n    listServiceCancellations {\n      orderCode\n      trackingCode\n      orderId\n      email\n      itemName\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ListServiceCancellationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleRefundByHand($input: SettleRefundByHandInput!) {\n    settleRefundByHand(input: $input) {\n      id\n      status\n      statusReason\n    }\n  }\n"): typeof import('./graphql').SettleRefundByHandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SellerCoachEmails {\n    sellerCoachEmails {\n      seller\n      email\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SellerCoachEmailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSellerCoachEmail($seller: Seller!, $email: String!) {\n    saveSellerCoachEmail(seller: $seller, email: $email) {\n      seller\n      email\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SaveSellerCoachEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSubscriptionFields on MySubscription {\n    id\n    status\n    amount\n    currency\n    nextChargeAt\n    accessEndsAt\n    createdAt\n    cancellationCode\n    regretCode\n    charges {\n      id\n      dueAt\n      amount\n      currency\n      state\n      refundedAmount\n      refundableAmount\n    }\n  }\n"): typeof import('./graphql').AdminSubscriptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningSubscribers($planningId: ID!, $limit: Int, $nextToken: String) {\n    planningSubscribers(planningId: $planningId, limit: $limit, nextToken: $nextToken) {\n      planningId\n      planningName\n      nextToken\n      summary {\n        subscribers\n        trial\n        active\n        pastDue\n        paused\n        monthlyRecurringRevenue\n        newThisMonth\n        cancelledThisMonth\n        failedChargesThisMonth\n      }\n      subscribers {\n        memberId\n        memberEmail\n        subscription {\n          ...AdminSubscriptionFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningSubscribersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundSubscriptionCharge($input: RefundSubscriptionChargeInput!) {\n    refundSubscriptionCharge(input: $input) {\n      ...AdminSubscriptionFields\n    }\n  }\n"): typeof import('./graphql').RefundSubscriptionChargeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSubscriptionOfferFields on SubscriptionOffer {\n    planningId\n    sale\n    monthlyPrice\n    trialDays\n    graceDays\n    updatedAt\n  }\n"): typeof import('./graphql').AdminSubscriptionOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptionOffer($planningId: ID!) {\n    planningSubscriptionOffer(planningId: $planningId) {\n      ...AdminSubscriptionOfferFields\n    }\n  }\n"): typeof import('./graphql').AdminSubscriptionOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlanningSubscriptionOffer($input: SubscriptionOfferInput!) {\n    setPlanningSubscriptionOffer(input: $input) {\n      ...AdminSubscriptionOfferFields\n    }\n  }\n"): typeof import('./graphql').SetPlanningSubscriptionOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningSubscriberCount($planningId: ID!) {\n    planningSubscribers(planningId: $planningId, limit: 1) {\n      summary {\n        subscribers\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningSubscriberCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      id\n      firstName\n      lastName\n      email\n      newsOptIn\n      noticePreferences {\n        weekRelease\n        sessionEdits\n        comments\n        membershipEnding\n      }\n    }\n  }\n"): typeof import('./graphql').MyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      newsOptIn\n      noticePreferences {\n        weekRelease\n        sessionEdits\n        comments\n        membershipEnding\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserAddress($input: CreateUserAddressInput!) {\n    createUserAddress(input: $input) {\n      id\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CreateUserAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListUserAddresses {\n    listUserAddresses {\n      id\n      fullName\n      taxId\n      ivaCondition\n      street\n      streetNumber\n      apartment\n      city\n      province\n      postalCode\n      phone\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ListUserAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      status\n      imageSource\n      picture {\n        baseUrl\n        widths\n      }\n      coachName\n      coachBio\n      summary\n      description\n      highlights\n      level\n      durationWeeks\n      finalEvaluation\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n      phases {\n        name\n        description\n        startWeek\n        endWeek\n      }\n      competitions {\n        name\n        date\n        location\n      }\n    }\n  }\n"): typeof import('./graphql').GetItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogCardFields on Item {\n    id\n    name\n    price\n    type\n    seller\n    isEnabled\n    isFeatured\n    imageSource\n    picture {\n      baseUrl\n      widths\n    }\n    coachName\n    coachBio\n    summary\n    level\n    durationWeeks\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n    monthlyOffer {\n      sale\n      monthlyPrice\n    }\n  }\n"): typeof import('./graphql').CatalogCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListItems($type: ItemType, $limit: Int, $nextToken: String) {\n    listItems(type: $type, limit: $limit, nextToken: $nextToken) {\n      nextToken\n      items {\n        ...CatalogCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').ListItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontHighlights {\n    listFeaturedItems {\n      ...CatalogCardFields\n    }\n    listItemsOnOffer {\n      ...CatalogCardFields\n    }\n  }\n"): typeof import('./graphql').StorefrontHighlightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListItemIds($nextToken: String) {\n    listItems(nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').ListItemIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnedItems {\n    listMyInventory {\n      itemId\n      itemType\n    }\n  }\n"): typeof import('./graphql').OwnedItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyCertificate($code: String!) {\n    verifyCertificate(code: $code) {\n      code\n      holderName\n      courseId\n      courseName\n      coachName\n      issuedOn\n      courseHours\n      annulledOn\n      passedEvaluation\n      courseLength\n    }\n  }\n"): typeof import('./graphql').VerifyCertificateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      initPoint\n      order {\n        id\n        status\n        amount\n        item {\n          id\n          type\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      price\n      imageSource\n      coachName\n      summary\n      isEnabled\n    }\n  }\n"): typeof import('./graphql').CheckoutItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotePrice($itemId: ID!, $couponCode: String) {\n    quotePrice(itemId: $itemId, couponCode: $couponCode) {\n      itemId\n      listPrice\n      offerPrice\n      couponCode\n      discount\n      finalPrice\n      currency\n    }\n  }\n"): typeof import('./graphql').QuotePriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n        durationMinutes\n        hasCaptions\n      }\n    }\n  }\n"): typeof import('./graphql').CourseProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseEvaluation($itemId: ID!) {\n    getCourseEvaluation(itemId: $itemId) {\n      itemId\n      kind\n      title\n      instructions\n      passPercent\n      maxAttempts\n      maxVideos\n      maxVideoBytes\n      videoContentTypes\n      questions {\n        id\n        text\n        multiple\n        options {\n          id\n          text\n        }\n      }\n      status {\n        passed\n        attemptsUsed\n        attemptsLeft\n        lastScorePercent\n        lastResults {\n          questionId\n          correct\n        }\n        submission {\n          status\n          videoCount\n          submittedAt\n          reviewComment\n          reviewedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CourseEvaluationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitQuizAttempt($itemId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(itemId: $itemId, answers: $answers) {\n      itemId\n      passed\n      scorePercent\n      correctCount\n      questionCount\n      attemptsUsed\n      attemptsLeft\n      results {\n        questionId\n        correct\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitQuizAttemptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvaluationVideoUpload($itemId: ID!, $contentType: String!, $sizeBytes: Int!) {\n    createEvaluationVideoUpload(itemId: $itemId, contentType: $contentType, sizeBytes: $sizeBytes) {\n      uploadUrl\n      videoKey\n      contentType\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateEvaluationVideoUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvaluationVideos($itemId: ID!, $videoKeys: [String!]!) {\n    submitEvaluationVideos(itemId: $itemId, videoKeys: $videoKeys) {\n      passed\n    }\n  }\n"): typeof import('./graphql').SubmitEvaluationVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseProgress($itemId: ID!) {\n    getCourseProgress(itemId: $itemId) {\n      itemId\n      completedTopicIds\n      totalTopics\n      lastTopicId\n      isComplete\n    }\n  }\n"): typeof import('./graphql').CourseProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonCourse($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      coachName\n    }\n  }\n"): typeof import('./graphql').LessonCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonCourses($nextToken: String) {\n    listItems(type: COURSE, nextToken: $nextToken) {\n      nextToken\n      items {\n        id\n        name\n        imageSource\n        coachName\n        summary\n      }\n    }\n  }\n"): typeof import('./graphql').LessonCoursesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        unitId\n        componentName\n        isPublic\n        position\n        durationMinutes\n        hasCaptions\n      }\n    }\n  }\n"): typeof import('./graphql').LessonProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n      acquiredAt\n    }\n  }\n"): typeof import('./graphql').LessonInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCertificate($itemId: ID!) {\n    requestCertificate(itemId: $itemId) {\n      itemId\n      fileName\n      verificationCode\n      courseName\n      issuedOn\n      pdfBase64\n    }\n  }\n"): typeof import('./graphql').RequestCertificateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveVideoPosition(\n    $itemId: ID!\n    $topicId: ID!\n    $seconds: Int!\n    $reason: VideoPositionReason\n    $playerSession: ID\n    $sequence: Int\n  ) {\n    saveVideoPosition(\n      itemId: $itemId\n      topicId: $topicId\n      seconds: $seconds\n      reason: $reason\n      playerSession: $playerSession\n      sequence: $sequence\n    ) {\n      itemId\n      topicId\n      seconds\n      updatedAt\n      watched\n    }\n  }\n"): typeof import('./graphql').SaveVideoPositionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {\n    setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {\n      itemId\n      topicId\n      completed\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SetTopicProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {\n    createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateTopicVideoUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTopicCaptionsUpload($itemId: ID!, $topicId: ID!, $sizeBytes: Int!) {\n    createTopicCaptionsUpload(itemId: $itemId, topicId: $topicId, sizeBytes: $sizeBytes) {\n      uploadUrl\n      captionsKey\n    }\n  }\n"): typeof import('./graphql').CreateTopicCaptionsUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {\n    updateTopicContent(input: $input) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n      captionsUrl\n    }\n  }\n"): typeof import('./graphql').UpdateTopicContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicContent($itemId: ID!, $topicId: ID!) {\n    getTopicContent(itemId: $itemId, topicId: $topicId) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n      resumeAtSeconds\n      captionsUrl\n      completesByWatching\n      stream {\n        url\n        cookiePath\n        cookies {\n          name\n          value\n        }\n        expiresAt\n        renditions\n      }\n      materials {\n        name\n        fileName\n        url\n        expiresAt\n      }\n    }\n  }\n"): typeof import('./graphql').TopicContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCheckIns {\n    myCheckIns {\n      consent {\n        givenAt\n        version\n      }\n      checkIns {\n        day\n        sleep\n        energy\n        mood\n        stress\n        soreness\n        bodyWeightKg\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').MyCheckInsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveCheckInConsent($version: String!) {\n    giveCheckInConsent(version: $version) {\n      givenAt\n      version\n    }\n  }\n"): typeof import('./graphql').GiveCheckInConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCheckInConsent {\n    withdrawCheckInConsent\n  }\n"): typeof import('./graphql').WithdrawCheckInConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCheckIn($input: CheckInInput!) {\n    saveCheckIn(input: $input) {\n      day\n    }\n  }\n"): typeof import('./graphql').SaveCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCheckIn($day: AWSDate!) {\n    deleteCheckIn(day: $day)\n  }\n"): typeof import('./graphql').DeleteCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLiftMaxes {\n    myLiftMaxes {\n      lift\n      kg\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').MyLiftMaxesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLiftMax($lift: ID!, $kg: Float!) {\n    setLiftMax(lift: $lift, kg: $kg) {\n      lift\n      kg\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SetLiftMaxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlannings {\n    myPlannings {\n      ...MyPlanningFields\n    }\n  }\n  fragment MyPlanningFields on MyPlanning {\n    planningId\n    name\n    imageSource\n    coachName\n    status\n    startDate\n    endDate\n    startPending\n    currentWeek\n    totalWeeks\n    programmeWeeks\n    startOptions {\n      choice\n      date\n      competitionName\n      competitionDate\n    }\n  }\n"): typeof import('./graphql').MyPlanningsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChoosePlanningStart($planningId: ID!, $choice: PlanningStartChoice!, $competitionDate: AWSDate) {\n    choosePlanningStart(planningId: $planningId, choice: $choice, competitionDate: $competitionDate) {\n      ...MyPlanningFields\n    }\n  }\n"): typeof import('./graphql').ChoosePlanningStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningWeek($planningId: ID!, $weekNumber: Int) {\n    planningWeek(planningId: $planningId, weekNumber: $weekNumber) {\n      planning {\n        ...MyPlanningFields\n      }\n      today\n      weekNumber\n      programmeWeekNumber\n      releasedWeeks\n      nextReleaseDate\n      doneSessionIds\n      isPreview\n      week {\n        planningId\n        weekNumber\n        title\n        days {\n          dayNumber\n          title\n          date\n          sessions {\n            id\n            title\n            blocks {\n              id\n              title\n              text\n              videoUrl\n              prescription {\n                sets\n                reps\n                percent\n                lift\n                liftName\n                timeCapMinutes\n                rounds\n                rpe\n                loadKg\n              }\n              scaling {\n                beginner\n                intermediate\n                rx\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningWeekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Lifts {\n    lifts {\n      id\n      name\n      custom\n    }\n  }\n"): typeof import('./graphql').LiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLiftRecords {\n    myLiftRecords {\n      ...LiftRecordsFields\n    }\n  }\n"): typeof import('./graphql').MyLiftRecordsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProgress($planningId: ID!) {\n    myProgress(planningId: $planningId) {\n      planningId\n      weeks {\n        ...WeekProgressFields\n      }\n    }\n  }\n"): typeof import('./graphql').MyProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogSessionResult($input: SessionResultInput!) {\n    logSessionResult(input: $input) {\n      ...SessionResultFields\n    }\n  }\n  fragment SessionResultFields on SessionResult {\n    id\n    sessionId\n    sessionTitle\n    weekNumber\n    lifts {\n      blockId\n      liftId\n      liftName\n      sets {\n        reps\n        kg\n        rpe\n      }\n    }\n    timeSeconds\n    rounds\n    reps\n    distanceMeters\n    calories\n    rpe\n    notes\n    loadKg\n    newRecords {\n      liftId\n      liftName\n      kind\n      kg\n      previousKg\n      beatsWorkingMax\n    }\n    loggedAt\n    editedAt\n  }\n"): typeof import('./graphql').LogSessionResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSessionResult($input: UpdateSessionResultInput!) {\n    updateSessionResult(input: $input) {\n      ...SessionResultFields\n    }\n  }\n"): typeof import('./graphql').UpdateSessionResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSessionResult($planningId: ID!, $sessionId: ID!, $resultId: ID!) {\n    deleteSessionResult(planningId: $planningId, sessionId: $sessionId, resultId: $resultId) {\n      id\n      sessionId\n      sessionDone\n    }\n  }\n"): typeof import('./graphql').DeleteSessionResultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessionResults($planningId: ID!, $sessionId: ID!) {\n    mySessionResults(planningId: $planningId, sessionId: $sessionId) {\n      ...SessionResultFields\n    }\n  }\n"): typeof import('./graphql').MySessionResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPlanningResults($planningId: ID!) {\n    myPlanningResults(planningId: $planningId) {\n      ...SessionResultFields\n    }\n  }\n"): typeof import('./graphql').MyPlanningResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyOrders {\n    listMyOrders {\n      id\n      code\n      status\n      amount\n      currency\n      listPrice\n      discount\n      couponCode\n      createdAt\n      paymentUrl\n      reversedAt\n      refundedAmount\n      regret {\n        trackingCode\n        status\n        createdAt\n      }\n      cashVoucher {\n        url\n        expiresAt\n        expired\n      }\n      item {\n        id\n        type\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ListMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoices {\n    myInvoices {\n      orderId\n      document\n      kind\n      name\n      number\n      issueDate\n      total\n      cae\n    }\n  }\n"): typeof import('./graphql').MyInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDownload($orderId: ID!, $document: ID!) {\n    invoiceDownload(orderId: $orderId, document: $document) {\n      url\n      fileName\n    }\n  }\n"): typeof import('./graphql').InvoiceDownloadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {\n    updateOrdersWithPaymentProvider(input: $input)\n  }\n"): typeof import('./graphql').UpdateOrdersWithPaymentProviderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyPlanningOrders {\n    listMyOrders {\n      id\n      status\n      item {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ListMyPlanningOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPurchaseRegret($input: RegretRequestInput!) {\n    requestPurchaseRegret(input: $input) {\n      trackingCode\n      orderId\n      orderCode\n      createdAt\n      refundAmount\n    }\n  }\n"): typeof import('./graphql').RequestPurchaseRegretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestServiceCancellation($input: ServiceCancellationInput!) {\n    requestServiceCancellation(input: $input) {\n      trackingCode\n      orderId\n      orderCode\n      itemName\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RequestServiceCancellationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSubscriptionCancellation($input: SubscriptionCancellationInput!) {\n    requestSubscriptionCancellation(input: $input) {\n      trackingCode\n      subscriptionId\n      planningName\n      accessEndsAt\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RequestSubscriptionCancellationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscriptions {\n    mySubscriptions {\n      ...MySubscriptionFields\n    }\n  }\n  fragment MySubscriptionFields on MySubscription {\n    id\n    planningId\n    planningName\n    status\n    amount\n    currency\n    nextChargeAt\n    trialEndsAt\n    accessEndsAt\n    hasAccess\n    paidPeriods {\n      chargeId\n      from\n      to\n      amount\n    }\n    authorizationUrl\n    changeCardUrl\n    createdAt\n    cancellationCode\n    charges {\n      id\n      dueAt\n      amount\n      state\n      refundedAmount\n      refundableAmount\n    }\n    regretCode\n    upcomingPrice {\n      amount\n      currency\n      from\n      firstChargeAt\n    }\n  }\n"): typeof import('./graphql').MySubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseSubscription($subscriptionId: ID!) {\n    pauseSubscription(subscriptionId: $subscriptionId) {\n      ...MySubscriptionFields\n    }\n  }\n"): typeof import('./graphql').PauseSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeSubscription($subscriptionId: ID!) {\n    resumeSubscription(subscriptionId: $subscriptionId) {\n      ...MySubscriptionFields\n    }\n  }\n"): typeof import('./graphql').ResumeSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningOffer($planningId: ID!) {\n    planningSubscriptionOffer(planningId: $planningId) {\n      planningId\n      sale\n      monthlyPrice\n      trialDays\n    }\n  }\n"): typeof import('./graphql').PlanningOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMySubscriptionRegret($input: SubscriptionRegretInput!) {\n    requestSubscriptionRegret(input: $input) {\n      trackingCode\n      subscriptionId\n      planningName\n      refundAmount\n      createdAt\n    }\n  }\n"): typeof import('./graphql').RequestMySubscriptionRegretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToPlanning($input: SubscribeInput!) {\n    subscribeToPlanning(input: $input) {\n      initPoint\n      firstChargeAt\n      subscription {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').SubscribeToPlanningDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionInvoices {\n    myInvoices {\n      orderId\n      document\n      kind\n      name\n      number\n      issueDate\n    }\n  }\n"): typeof import('./graphql').SubscriptionInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionInvoiceDownload($orderId: ID!, $document: ID!) {\n    invoiceDownload(orderId: $orderId, document: $document) {\n      url\n    }\n  }\n"): typeof import('./graphql').SubscriptionInvoiceDownloadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n"): typeof import('./graphql').MeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
