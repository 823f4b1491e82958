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
  validDateTimeFrom: string;
  validDateTimeTo: string;
  value: number;
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

export type ItemType =
  | 'COURSE'
  | 'PLANNING';

export type OfferInput = {
  price: number;
  validDateTimeFrom: string;
  validDateTimeTo: string;
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'CREATED'
  | 'IN_PROCESS'
  | 'REJECTED';

export type PlanningPhaseInput = {
  description: string;
  endWeek: number;
  name: string;
  startWeek: number;
};

export type PlanningUserStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'INACTIVE';

export type SalesFilterInput = {
  /** Inclusive range on the order's creation date (-03:00). */
  from?: string | null | undefined;
  seller?: Seller | null | undefined;
  status?: OrderStatus | null | undefined;
  to?: string | null | undefined;
};

/** The two sellers. STORE is the store's own brand (its display name comes from configuration). */
export type Seller =
  | 'DELFI'
  | 'STORE';

/** The admin item update of the spec. */
export type UpdateItemInput = {
  id: string | number;
  isEnabled: boolean;
  isFeatured: boolean;
  name: string;
  offer?: OfferInput | null | undefined;
  price: number;
};

export type UpdatePlanningScheduleInput = {
  competitions: Array<CompetitionInput>;
  durationWeeks: number;
  id: string | number;
  phases: Array<PlanningPhaseInput>;
};

export type UpdateTopicContentInput = {
  itemId: string | number;
  text: string;
  topicId: string | number;
  /** Omitted keeps the topic's video; null removes it; a key from createTopicVideoUpload points the topic at that upload. */
  videoKey?: string | null | undefined;
};

export type AdminCouponFieldsFragment = { code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, createdAt: string };

export type ListCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCouponsQuery = { listCoupons: Array<{ code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, createdAt: string }> };

export type CreateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type CreateCouponMutation = { createCoupon: { code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, createdAt: string } };

export type UpdateCouponMutationVariables = Exact<{
  input: CouponInput;
}>;


export type UpdateCouponMutation = { updateCoupon: { code: string, discountType: DiscountType, value: number, isEnabled: boolean, validDateTimeFrom: string, validDateTimeTo: string, maxUses: number, uses: number, itemIds: Array<string>, createdAt: string } };

export type AdminItemEditableFieldsFragment = { id: string, name: string, price: number, isEnabled: boolean, isFeatured: boolean, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null };

export type AdminPlanningScheduleFieldsFragment = { id: string, durationWeeks: number | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> };

export type AdminListItemsQueryVariables = Exact<{
  type?: ItemType | null | undefined;
}>;


export type AdminListItemsQuery = { adminListItems: Array<{ type: ItemType, seller: Seller, coachName: string, id: string, name: string, price: number, isEnabled: boolean, isFeatured: boolean, durationWeeks: number | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> }> };

export type UpdateItemMutationVariables = Exact<{
  input: UpdateItemInput;
}>;


export type UpdateItemMutation = { updateItem: { id: string, name: string, price: number, isEnabled: boolean, isFeatured: boolean, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null } };

export type UpdatePlanningScheduleMutationVariables = Exact<{
  input: UpdatePlanningScheduleInput;
}>;


export type UpdatePlanningScheduleMutation = { updatePlanningSchedule: { id: string, durationWeeks: number | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> } };

export type AdminPlanningUserFieldsFragment = { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string };

export type ListPlanningUsersQueryVariables = Exact<{
  planningId?: string | number | null | undefined;
  status?: PlanningUserStatus | null | undefined;
}>;


export type ListPlanningUsersQuery = { listPlanningUsers: Array<{ planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string }> };

export type AddPlanningUserMutationVariables = Exact<{
  input: AddPlanningUserInput;
}>;


export type AddPlanningUserMutation = { addPlanningUser: { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string } };

export type ExtendPlanningUserMutationVariables = Exact<{
  planningId: string | number;
  userId: string | number;
  endDate: string;
}>;


export type ExtendPlanningUserMutation = { extendPlanningUser: { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string } };

export type DeactivatePlanningUserMutationVariables = Exact<{
  planningId: string | number;
  userId: string | number;
}>;


export type DeactivatePlanningUserMutation = { deactivatePlanningUser: { planningId: string, userId: string, firstName: string, lastName: string, email: string, phone: string | null, status: PlanningUserStatus, startDate: string, endDate: string, orderId: string | null, source: string } };

export type ListSalesQueryVariables = Exact<{
  filter?: SalesFilterInput | null | undefined;
}>;


export type ListSalesQuery = { listSales: { orders: Array<{ id: string, status: OrderStatus, amount: number, currency: string, couponCode: string | null, discount: number, buyerEmail: string | null, createdAt: string, item: { id: string, name: string, seller: Seller } }>, totals: Array<{ seller: Seller, orders: number, amount: number }> } };

export type GetOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type GetOrderQuery = { getOrder: { id: string, status: OrderStatus, amount: number, listPrice: number, discount: number, couponCode: string | null, currency: string, buyerEmail: string | null, paymentId: string | null, createdAt: string, updatedAt: string, item: { id: string, type: ItemType, name: string, seller: Seller }, statusHistory: Array<{ status: OrderStatus, at: string, paymentStatus: string | null }> | null } };

export type CreateUserAddressMutationVariables = Exact<{
  input: CreateUserAddressInput;
}>;


export type CreateUserAddressMutation = { createUserAddress: { id: string, createdAt: string } };

export type ListUserAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListUserAddressesQuery = { listUserAddresses: Array<{ id: string, fullName: string, taxId: string, street: string, streetNumber: string, apartment: string | null, city: string, province: string, postalCode: string, phone: string, createdAt: string }> };

export type GetItemQueryVariables = Exact<{
  id: string | number;
}>;


export type GetItemQuery = { getItem: { id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, coachBio: string, summary: string, description: string, highlights: Array<string>, level: string, durationWeeks: number | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null, phases: Array<{ name: string, description: string, startWeek: number, endWeek: number }>, competitions: Array<{ name: string, date: string, location: string }> } };

export type ListItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListItemsQuery = { listItems: Array<{ id: string, name: string, price: number, type: ItemType, seller: Seller, isEnabled: boolean, isFeatured: boolean, imageSource: string, coachName: string, coachBio: string, summary: string, level: string, durationWeeks: number | null, offer: { price: number, validDateTimeFrom: string, validDateTimeTo: string } | null }> };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { initPoint: string, order: { id: string, status: OrderStatus, amount: number, item: { id: string, type: ItemType, name: string } } } };

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


export type SendContactMessageMutation = { sendContactMessage: { id: string, receivedAt: string } };

export type CourseProgramQueryVariables = Exact<{
  itemId: string | number;
}>;


export type CourseProgramQuery = { listLessonUnits: Array<{ id: string, name: string, position: number, topics: Array<{ id: string, name: string, componentName: string, isPublic: boolean, position: number }> }> };

export type CourseProgressQueryVariables = Exact<{
  itemId: string | number;
}>;


export type CourseProgressQuery = { getCourseProgress: { itemId: string, completedTopicIds: Array<string>, totalTopics: number, lastTopicId: string | null, isComplete: boolean } };

export type LessonCourseQueryVariables = Exact<{
  id: string | number;
}>;


export type LessonCourseQuery = { getItem: { id: string, name: string, type: ItemType, coachName: string } };

export type LessonCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonCoursesQuery = { listItems: Array<{ id: string, name: string, imageSource: string, coachName: string, summary: string }> };

export type LessonProgramQueryVariables = Exact<{
  itemId: string | number;
}>;


export type LessonProgramQuery = { listLessonUnits: Array<{ id: string, name: string, position: number, topics: Array<{ id: string, name: string, unitId: string, componentName: string, isPublic: boolean, position: number }> }> };

export type LessonInventoryQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonInventoryQuery = { listMyInventory: Array<{ itemId: string, itemType: ItemType, name: string, acquiredAt: string }> };

export type RequestCertificateMutationVariables = Exact<{
  itemId: string | number;
}>;


export type RequestCertificateMutation = { requestCertificate: { itemId: string, fileName: string, pdfBase64: string } };

export type SetTopicProgressMutationVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
  completed: boolean;
}>;


export type SetTopicProgressMutation = { setTopicProgress: { itemId: string, topicId: string, completed: boolean, updatedAt: string } };

export type CreateTopicVideoUploadMutationVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
  contentType: string;
}>;


export type CreateTopicVideoUploadMutation = { createTopicVideoUpload: { uploadUrl: string, videoKey: string, expiresAt: string } };

export type UpdateTopicContentMutationVariables = Exact<{
  input: UpdateTopicContentInput;
}>;


export type UpdateTopicContentMutation = { updateTopicContent: { itemId: string, topicId: string, text: string, videoUrl: string | null, videoExpiresAt: string | null } };

export type TopicContentQueryVariables = Exact<{
  itemId: string | number;
  topicId: string | number;
}>;


export type TopicContentQuery = { getTopicContent: { itemId: string, topicId: string, text: string, videoUrl: string | null, videoExpiresAt: string | null } };

export type ListMyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListMyOrdersQuery = { listMyOrders: Array<{ id: string, status: OrderStatus, amount: number, currency: string, listPrice: number, discount: number, couponCode: string | null, createdAt: string, paymentUrl: string | null, item: { id: string, type: ItemType, name: string } }> };

export type UpdateOrdersWithPaymentProviderMutationVariables = Exact<{
  input: string;
}>;


export type UpdateOrdersWithPaymentProviderMutation = { updateOrdersWithPaymentProvider: string };

export type ListMyPlanningOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListMyPlanningOrdersQuery = { listMyOrders: Array<{ id: string, status: OrderStatus, item: { id: string } }> };

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
  createdAt
}
    `, {"fragmentName":"AdminCouponFields"}) as unknown as TypedDocumentString<AdminCouponFieldsFragment, unknown>;
export const AdminItemEditableFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminItemEditableFields on Item {
  id
  name
  price
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
  createdAt
}`) as unknown as TypedDocumentString<UpdateCouponMutation, UpdateCouponMutationVariables>;
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
export const UpdateItemDocument = new TypedDocumentString(`
    mutation UpdateItem($input: UpdateItemInput!) {
  updateItem(input: $input) {
    ...AdminItemEditableFields
  }
}
    fragment AdminItemEditableFields on Item {
  id
  name
  price
  isEnabled
  isFeatured
  offer {
    price
    validDateTimeFrom
    validDateTimeTo
  }
}`) as unknown as TypedDocumentString<UpdateItemMutation, UpdateItemMutationVariables>;
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
      status
      amount
      currency
      couponCode
      discount
      buyerEmail
      createdAt
      item {
        id
        name
        seller
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
    status
    amount
    listPrice
    discount
    couponCode
    currency
    buyerEmail
    paymentId
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
      paymentStatus
    }
  }
}
    `) as unknown as TypedDocumentString<GetOrderQuery, GetOrderQueryVariables>;
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
    imageSource
    coachName
    coachBio
    summary
    description
    highlights
    level
    durationWeeks
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
    query ListItems {
  listItems {
    id
    name
    price
    type
    seller
    isEnabled
    isFeatured
    imageSource
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
  }
}
    `) as unknown as TypedDocumentString<ListItemsQuery, ListItemsQueryVariables>;
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
    }
  }
}
    `) as unknown as TypedDocumentString<CourseProgramQuery, CourseProgramQueryVariables>;
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
    query LessonCourses {
  listItems(type: COURSE) {
    id
    name
    imageSource
    coachName
    summary
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
    pdfBase64
  }
}
    `) as unknown as TypedDocumentString<RequestCertificateMutation, RequestCertificateMutationVariables>;
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
export const UpdateTopicContentDocument = new TypedDocumentString(`
    mutation UpdateTopicContent($input: UpdateTopicContentInput!) {
  updateTopicContent(input: $input) {
    itemId
    topicId
    text
    videoUrl
    videoExpiresAt
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
  }
}
    `) as unknown as TypedDocumentString<TopicContentQuery, TopicContentQueryVariables>;
export const ListMyOrdersDocument = new TypedDocumentString(`
    query ListMyOrders {
  listMyOrders {
    id
    status
    amount
    currency
    listPrice
    discount
    couponCode
    createdAt
    paymentUrl
    item {
      id
      type
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ListMyOrdersQuery, ListMyOrdersQueryVariables>;
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