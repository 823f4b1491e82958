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
    "\n  fragment AdminCouponFields on Coupon {\n    code\n    discountType\n    value\n    isEnabled\n    validDateTimeFrom\n    validDateTimeTo\n    maxUses\n    uses\n    itemIds\n    createdAt\n  }\n": typeof types.AdminCouponFieldsFragmentDoc,
    "\n  query ListCoupons {\n    listCoupons {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.ListCouponsDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: CouponInput!) {\n    updateCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": typeof types.UpdateCouponDocument,
    "\n  fragment AdminItemEditableFields on Item {\n    id\n    name\n    price\n    isEnabled\n    isFeatured\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n  }\n": typeof types.AdminItemEditableFieldsFragmentDoc,
    "\n  fragment AdminPlanningScheduleFields on Item {\n    id\n    durationWeeks\n    phases {\n      name\n      description\n      startWeek\n      endWeek\n    }\n    competitions {\n      name\n      date\n      location\n    }\n  }\n": typeof types.AdminPlanningScheduleFieldsFragmentDoc,
    "\n  query AdminListItems($type: ItemType) {\n    adminListItems(type: $type) {\n      type\n      seller\n      coachName\n      ...AdminItemEditableFields\n      ...AdminPlanningScheduleFields\n    }\n  }\n": typeof types.AdminListItemsDocument,
    "\n  mutation UpdateItem($input: UpdateItemInput!) {\n    updateItem(input: $input) {\n      ...AdminItemEditableFields\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {\n    updatePlanningSchedule(input: $input) {\n      ...AdminPlanningScheduleFields\n    }\n  }\n": typeof types.UpdatePlanningScheduleDocument,
    "\n  fragment AdminPlanningUserFields on PlanningUser {\n    planningId\n    userId\n    firstName\n    lastName\n    email\n    phone\n    status\n    startDate\n    endDate\n    orderId\n    source\n  }\n": typeof types.AdminPlanningUserFieldsFragmentDoc,
    "\n  query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {\n    listPlanningUsers(planningId: $planningId, status: $status) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.ListPlanningUsersDocument,
    "\n  mutation AddPlanningUser($input: AddPlanningUserInput!) {\n    addPlanningUser(input: $input) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.AddPlanningUserDocument,
    "\n  mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {\n    extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.ExtendPlanningUserDocument,
    "\n  mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {\n    deactivatePlanningUser(planningId: $planningId, userId: $userId) {\n      ...AdminPlanningUserFields\n    }\n  }\n": typeof types.DeactivatePlanningUserDocument,
    "\n  query ListSales($filter: SalesFilterInput) {\n    listSales(filter: $filter) {\n      orders {\n        id\n        status\n        amount\n        currency\n        couponCode\n        discount\n        buyerEmail\n        createdAt\n        item {\n          id\n          name\n          seller\n        }\n      }\n      totals {\n        seller\n        orders\n        amount\n      }\n    }\n  }\n": typeof types.ListSalesDocument,
    "\n  query GetOrder($id: ID!) {\n    getOrder(id: $id) {\n      id\n      status\n      amount\n      listPrice\n      discount\n      couponCode\n      currency\n      buyerEmail\n      paymentId\n      createdAt\n      updatedAt\n      item {\n        id\n        type\n        name\n        seller\n      }\n      statusHistory {\n        status\n        at\n        paymentStatus\n      }\n    }\n  }\n": typeof types.GetOrderDocument,
    "\n  mutation CreateUserAddress($input: CreateUserAddressInput!) {\n    createUserAddress(input: $input) {\n      id\n      createdAt\n    }\n  }\n": typeof types.CreateUserAddressDocument,
    "\n  query ListUserAddresses {\n    listUserAddresses {\n      id\n      fullName\n      taxId\n      street\n      streetNumber\n      apartment\n      city\n      province\n      postalCode\n      phone\n      createdAt\n    }\n  }\n": typeof types.ListUserAddressesDocument,
    "\n  query GetItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      imageSource\n      coachName\n      coachBio\n      summary\n      description\n      highlights\n      level\n      durationWeeks\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n      phases {\n        name\n        description\n        startWeek\n        endWeek\n      }\n      competitions {\n        name\n        date\n        location\n      }\n    }\n  }\n": typeof types.GetItemDocument,
    "\n  query ListItems {\n    listItems {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      imageSource\n      coachName\n      coachBio\n      summary\n      level\n      durationWeeks\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n    }\n  }\n": typeof types.ListItemsDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      initPoint\n      order {\n        id\n        status\n        amount\n        item {\n          id\n          type\n          name\n        }\n      }\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  query CheckoutItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      price\n      imageSource\n      coachName\n      summary\n      isEnabled\n    }\n  }\n": typeof types.CheckoutItemDocument,
    "\n  query QuotePrice($itemId: ID!, $couponCode: String) {\n    quotePrice(itemId: $itemId, couponCode: $couponCode) {\n      itemId\n      listPrice\n      offerPrice\n      couponCode\n      discount\n      finalPrice\n      currency\n    }\n  }\n": typeof types.QuotePriceDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query CourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": typeof types.CourseProgramDocument,
    "\n  query CourseProgress($itemId: ID!) {\n    getCourseProgress(itemId: $itemId) {\n      itemId\n      completedTopicIds\n      totalTopics\n      lastTopicId\n      isComplete\n    }\n  }\n": typeof types.CourseProgressDocument,
    "\n  query LessonCourse($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      coachName\n    }\n  }\n": typeof types.LessonCourseDocument,
    "\n  query LessonCourses {\n    listItems(type: COURSE) {\n      id\n      name\n      imageSource\n      coachName\n      summary\n    }\n  }\n": typeof types.LessonCoursesDocument,
    "\n  query LessonProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        unitId\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": typeof types.LessonProgramDocument,
    "\n  query LessonInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n      acquiredAt\n    }\n  }\n": typeof types.LessonInventoryDocument,
    "\n  mutation RequestCertificate($itemId: ID!) {\n    requestCertificate(itemId: $itemId) {\n      itemId\n      fileName\n      pdfBase64\n    }\n  }\n": typeof types.RequestCertificateDocument,
    "\n  mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {\n    setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {\n      itemId\n      topicId\n      completed\n      updatedAt\n    }\n  }\n": typeof types.SetTopicProgressDocument,
    "\n  mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {\n    createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n": typeof types.CreateTopicVideoUploadDocument,
    "\n  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {\n    updateTopicContent(input: $input) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n    }\n  }\n": typeof types.UpdateTopicContentDocument,
    "\n  query TopicContent($itemId: ID!, $topicId: ID!) {\n    getTopicContent(itemId: $itemId, topicId: $topicId) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n    }\n  }\n": typeof types.TopicContentDocument,
    "\n  query ListMyOrders {\n    listMyOrders {\n      id\n      status\n      amount\n      currency\n      listPrice\n      discount\n      couponCode\n      createdAt\n      paymentUrl\n      item {\n        id\n        type\n        name\n      }\n    }\n  }\n": typeof types.ListMyOrdersDocument,
    "\n  mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {\n    updateOrdersWithPaymentProvider(input: $input)\n  }\n": typeof types.UpdateOrdersWithPaymentProviderDocument,
    "\n  query ListMyPlanningOrders {\n    listMyOrders {\n      id\n      status\n      item {\n        id\n      }\n    }\n  }\n": typeof types.ListMyPlanningOrdersDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  fragment AdminCouponFields on Coupon {\n    code\n    discountType\n    value\n    isEnabled\n    validDateTimeFrom\n    validDateTimeTo\n    maxUses\n    uses\n    itemIds\n    createdAt\n  }\n": types.AdminCouponFieldsFragmentDoc,
    "\n  query ListCoupons {\n    listCoupons {\n      ...AdminCouponFields\n    }\n  }\n": types.ListCouponsDocument,
    "\n  mutation CreateCoupon($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": types.CreateCouponDocument,
    "\n  mutation UpdateCoupon($input: CouponInput!) {\n    updateCoupon(input: $input) {\n      ...AdminCouponFields\n    }\n  }\n": types.UpdateCouponDocument,
    "\n  fragment AdminItemEditableFields on Item {\n    id\n    name\n    price\n    isEnabled\n    isFeatured\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n  }\n": types.AdminItemEditableFieldsFragmentDoc,
    "\n  fragment AdminPlanningScheduleFields on Item {\n    id\n    durationWeeks\n    phases {\n      name\n      description\n      startWeek\n      endWeek\n    }\n    competitions {\n      name\n      date\n      location\n    }\n  }\n": types.AdminPlanningScheduleFieldsFragmentDoc,
    "\n  query AdminListItems($type: ItemType) {\n    adminListItems(type: $type) {\n      type\n      seller\n      coachName\n      ...AdminItemEditableFields\n      ...AdminPlanningScheduleFields\n    }\n  }\n": types.AdminListItemsDocument,
    "\n  mutation UpdateItem($input: UpdateItemInput!) {\n    updateItem(input: $input) {\n      ...AdminItemEditableFields\n    }\n  }\n": types.UpdateItemDocument,
    "\n  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {\n    updatePlanningSchedule(input: $input) {\n      ...AdminPlanningScheduleFields\n    }\n  }\n": types.UpdatePlanningScheduleDocument,
    "\n  fragment AdminPlanningUserFields on PlanningUser {\n    planningId\n    userId\n    firstName\n    lastName\n    email\n    phone\n    status\n    startDate\n    endDate\n    orderId\n    source\n  }\n": types.AdminPlanningUserFieldsFragmentDoc,
    "\n  query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {\n    listPlanningUsers(planningId: $planningId, status: $status) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.ListPlanningUsersDocument,
    "\n  mutation AddPlanningUser($input: AddPlanningUserInput!) {\n    addPlanningUser(input: $input) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.AddPlanningUserDocument,
    "\n  mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {\n    extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.ExtendPlanningUserDocument,
    "\n  mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {\n    deactivatePlanningUser(planningId: $planningId, userId: $userId) {\n      ...AdminPlanningUserFields\n    }\n  }\n": types.DeactivatePlanningUserDocument,
    "\n  query ListSales($filter: SalesFilterInput) {\n    listSales(filter: $filter) {\n      orders {\n        id\n        status\n        amount\n        currency\n        couponCode\n        discount\n        buyerEmail\n        createdAt\n        item {\n          id\n          name\n          seller\n        }\n      }\n      totals {\n        seller\n        orders\n        amount\n      }\n    }\n  }\n": types.ListSalesDocument,
    "\n  query GetOrder($id: ID!) {\n    getOrder(id: $id) {\n      id\n      status\n      amount\n      listPrice\n      discount\n      couponCode\n      currency\n      buyerEmail\n      paymentId\n      createdAt\n      updatedAt\n      item {\n        id\n        type\n        name\n        seller\n      }\n      statusHistory {\n        status\n        at\n        paymentStatus\n      }\n    }\n  }\n": types.GetOrderDocument,
    "\n  mutation CreateUserAddress($input: CreateUserAddressInput!) {\n    createUserAddress(input: $input) {\n      id\n      createdAt\n    }\n  }\n": types.CreateUserAddressDocument,
    "\n  query ListUserAddresses {\n    listUserAddresses {\n      id\n      fullName\n      taxId\n      street\n      streetNumber\n      apartment\n      city\n      province\n      postalCode\n      phone\n      createdAt\n    }\n  }\n": types.ListUserAddressesDocument,
    "\n  query GetItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      imageSource\n      coachName\n      coachBio\n      summary\n      description\n      highlights\n      level\n      durationWeeks\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n      phases {\n        name\n        description\n        startWeek\n        endWeek\n      }\n      competitions {\n        name\n        date\n        location\n      }\n    }\n  }\n": types.GetItemDocument,
    "\n  query ListItems {\n    listItems {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      imageSource\n      coachName\n      coachBio\n      summary\n      level\n      durationWeeks\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n    }\n  }\n": types.ListItemsDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      initPoint\n      order {\n        id\n        status\n        amount\n        item {\n          id\n          type\n          name\n        }\n      }\n    }\n  }\n": types.CreateOrderDocument,
    "\n  query CheckoutItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      price\n      imageSource\n      coachName\n      summary\n      isEnabled\n    }\n  }\n": types.CheckoutItemDocument,
    "\n  query QuotePrice($itemId: ID!, $couponCode: String) {\n    quotePrice(itemId: $itemId, couponCode: $couponCode) {\n      itemId\n      listPrice\n      offerPrice\n      couponCode\n      discount\n      finalPrice\n      currency\n    }\n  }\n": types.QuotePriceDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query CourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": types.CourseProgramDocument,
    "\n  query CourseProgress($itemId: ID!) {\n    getCourseProgress(itemId: $itemId) {\n      itemId\n      completedTopicIds\n      totalTopics\n      lastTopicId\n      isComplete\n    }\n  }\n": types.CourseProgressDocument,
    "\n  query LessonCourse($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      type\n      coachName\n    }\n  }\n": types.LessonCourseDocument,
    "\n  query LessonCourses {\n    listItems(type: COURSE) {\n      id\n      name\n      imageSource\n      coachName\n      summary\n    }\n  }\n": types.LessonCoursesDocument,
    "\n  query LessonProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        unitId\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n": types.LessonProgramDocument,
    "\n  query LessonInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n      acquiredAt\n    }\n  }\n": types.LessonInventoryDocument,
    "\n  mutation RequestCertificate($itemId: ID!) {\n    requestCertificate(itemId: $itemId) {\n      itemId\n      fileName\n      pdfBase64\n    }\n  }\n": types.RequestCertificateDocument,
    "\n  mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {\n    setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {\n      itemId\n      topicId\n      completed\n      updatedAt\n    }\n  }\n": types.SetTopicProgressDocument,
    "\n  mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {\n    createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) {\n      uploadUrl\n      videoKey\n      expiresAt\n    }\n  }\n": types.CreateTopicVideoUploadDocument,
    "\n  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {\n    updateTopicContent(input: $input) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n    }\n  }\n": types.UpdateTopicContentDocument,
    "\n  query TopicContent($itemId: ID!, $topicId: ID!) {\n    getTopicContent(itemId: $itemId, topicId: $topicId) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n    }\n  }\n": types.TopicContentDocument,
    "\n  query ListMyOrders {\n    listMyOrders {\n      id\n      status\n      amount\n      currency\n      listPrice\n      discount\n      couponCode\n      createdAt\n      paymentUrl\n      item {\n        id\n        type\n        name\n      }\n    }\n  }\n": types.ListMyOrdersDocument,
    "\n  mutation UpdateOrdersWithPaymentProvider($input: AWSJSON!) {\n    updateOrdersWithPaymentProvider(input: $input)\n  }\n": types.UpdateOrdersWithPaymentProviderDocument,
    "\n  query ListMyPlanningOrders {\n    listMyOrders {\n      id\n      status\n      item {\n        id\n      }\n    }\n  }\n": types.ListMyPlanningOrdersDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCouponFields on Coupon {\n    code\n    discountType\n    value\n    isEnabled\n    validDateTimeFrom\n    validDateTimeTo\n    maxUses\n    uses\n    itemIds\n    createdAt\n  }\n"): typeof import('./graphql').AdminCouponFieldsFragmentDoc;
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
export function graphql(source: "\n  fragment AdminItemEditableFields on Item {\n    id\n    name\n    price\n    isEnabled\n    isFeatured\n    offer {\n      price\n      validDateTimeFrom\n      validDateTimeTo\n    }\n  }\n"): typeof import('./graphql').AdminItemEditableFieldsFragmentDoc;
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
export function graphql(source: "\n  mutation UpdateItem($input: UpdateItemInput!) {\n    updateItem(input: $input) {\n      ...AdminItemEditableFields\n    }\n  }\n"): typeof import('./graphql').UpdateItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {\n    updatePlanningSchedule(input: $input) {\n      ...AdminPlanningScheduleFields\n    }\n  }\n"): typeof import('./graphql').UpdatePlanningScheduleDocument;
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
export function graphql(source: "\n  query ListSales($filter: SalesFilterInput) {\n    listSales(filter: $filter) {\n      orders {\n        id\n        status\n        amount\n        currency\n        couponCode\n        discount\n        buyerEmail\n        createdAt\n        item {\n          id\n          name\n          seller\n        }\n      }\n      totals {\n        seller\n        orders\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').ListSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrder($id: ID!) {\n    getOrder(id: $id) {\n      id\n      status\n      amount\n      listPrice\n      discount\n      couponCode\n      currency\n      buyerEmail\n      paymentId\n      createdAt\n      updatedAt\n      item {\n        id\n        type\n        name\n        seller\n      }\n      statusHistory {\n        status\n        at\n        paymentStatus\n      }\n    }\n  }\n"): typeof import('./graphql').GetOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserAddress($input: CreateUserAddressInput!) {\n    createUserAddress(input: $input) {\n      id\n      createdAt\n    }\n  }\n"): typeof import('./graphql').CreateUserAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListUserAddresses {\n    listUserAddresses {\n      id\n      fullName\n      taxId\n      street\n      streetNumber\n      apartment\n      city\n      province\n      postalCode\n      phone\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ListUserAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetItem($id: ID!) {\n    getItem(id: $id) {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      imageSource\n      coachName\n      coachBio\n      summary\n      description\n      highlights\n      level\n      durationWeeks\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n      phases {\n        name\n        description\n        startWeek\n        endWeek\n      }\n      competitions {\n        name\n        date\n        location\n      }\n    }\n  }\n"): typeof import('./graphql').GetItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListItems {\n    listItems {\n      id\n      name\n      price\n      type\n      seller\n      isEnabled\n      isFeatured\n      imageSource\n      coachName\n      coachBio\n      summary\n      level\n      durationWeeks\n      offer {\n        price\n        validDateTimeFrom\n        validDateTimeTo\n      }\n    }\n  }\n"): typeof import('./graphql').ListItemsDocument;
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
export function graphql(source: "\n  query CourseProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').CourseProgramDocument;
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
export function graphql(source: "\n  query LessonCourses {\n    listItems(type: COURSE) {\n      id\n      name\n      imageSource\n      coachName\n      summary\n    }\n  }\n"): typeof import('./graphql').LessonCoursesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonProgram($itemId: ID!) {\n    listLessonUnits(itemId: $itemId) {\n      id\n      name\n      position\n      topics {\n        id\n        name\n        unitId\n        componentName\n        isPublic\n        position\n      }\n    }\n  }\n"): typeof import('./graphql').LessonProgramDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LessonInventory {\n    listMyInventory {\n      itemId\n      itemType\n      name\n      acquiredAt\n    }\n  }\n"): typeof import('./graphql').LessonInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCertificate($itemId: ID!) {\n    requestCertificate(itemId: $itemId) {\n      itemId\n      fileName\n      pdfBase64\n    }\n  }\n"): typeof import('./graphql').RequestCertificateDocument;
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
export function graphql(source: "\n  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {\n    updateTopicContent(input: $input) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n    }\n  }\n"): typeof import('./graphql').UpdateTopicContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicContent($itemId: ID!, $topicId: ID!) {\n    getTopicContent(itemId: $itemId, topicId: $topicId) {\n      itemId\n      topicId\n      text\n      videoUrl\n      videoExpiresAt\n    }\n  }\n"): typeof import('./graphql').TopicContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyOrders {\n    listMyOrders {\n      id\n      status\n      amount\n      currency\n      listPrice\n      discount\n      couponCode\n      createdAt\n      paymentUrl\n      item {\n        id\n        type\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ListMyOrdersDocument;
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      email\n      isAdmin\n    }\n  }\n"): typeof import('./graphql').MeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
