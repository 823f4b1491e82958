// The admin operations of issue 8 as the web app calls them, for the integration tests.
import { expect } from 'vitest';
import { PICTURE_VARIANTS } from '../../functions/domain/item-picture';
import { callGraphql, type Caller } from './graphql-client';
import type { StackInfo } from './stack-info';

const COUPON_FIELDS = 'code discountType value isEnabled validDateTimeFrom validDateTimeTo maxUses uses itemIds oncePerBuyer createdAt';
const PLANNING_USER_FIELDS = 'planningId userId firstName lastName email phone status startDate endDate orderId source';

export const LIST_COUPONS = `query { listCoupons { ${COUPON_FIELDS} } }`;
export const CREATE_COUPON = `mutation($input: CouponInput!) { createCoupon(input: $input) { ${COUPON_FIELDS} } }`;
export const UPDATE_COUPON = `mutation($input: CouponInput!) { updateCoupon(input: $input) { ${COUPON_FIELDS} } }`;
export const LIST_PLANNING_USERS = `query($planningId: ID, $status: PlanningUserStatus) { listPlanningUsers(planningId: $planningId, status: $status) { ${PLANNING_USER_FIELDS} } }`;
export const ADD_PLANNING_USER = `mutation($input: AddPlanningUserInput!) { addPlanningUser(input: $input) { ${PLANNING_USER_FIELDS} } }`;
export const EXTEND_PLANNING_USER = `mutation($planningId: ID!, $userId: ID!, $endDate: AWSDate!) { extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) { ${PLANNING_USER_FIELDS} } }`;
export const DEACTIVATE_PLANNING_USER = `mutation($planningId: ID!, $userId: ID!) { deactivatePlanningUser(planningId: $planningId, userId: $userId) { ${PLANNING_USER_FIELDS} } }`;
export const LIST_SALES = `query($filter: SalesFilterInput) { listSales(filter: $filter) {
  orders { id status amount currency couponCode paymentId buyerEmail createdAt item { id type name seller } }
  totals { seller orders amount } } }`;
export const GET_ORDER = `query($id: ID!) { getOrder(id: $id) { id status amount paymentId buyerEmail item { id seller } statusHistory { status at paymentState } } }`;
export const QUOTE = `query($itemId: ID!, $couponCode: String) { quotePrice(itemId: $itemId, couponCode: $couponCode) { itemId listPrice offerPrice couponCode discount finalPrice } }`;

/** Runs an admin operation that must succeed and returns its root field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
export async function adminCall<T = any>(stack: StackInfo, admin: Caller, query: string, variables?: Record<string, unknown>): Promise<T> {
  const answer = await callGraphql(stack, admin, query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data ?? {})[0] as T;
}

/** A coupon input valid now, with a fresh code. */
export const couponInput = (overrides: Record<string, unknown> = {}) => ({
  code: `adm${Math.random().toString(36).slice(2, 10)}`,
  discountType: 'PERCENTAGE',
  value: 20,
  isEnabled: true,
  validDateTimeFrom: '2026-01-01T00:00:00-03:00',
  validDateTimeTo: '2030-01-01T00:00:00-03:00',
  maxUses: 5,
  itemIds: [],
  ...overrides,
});

// Catalogue administration (issue 18).
const ITEM_FIELDS =
  'id name type seller status isEnabled isFeatured price summary description highlights level coachName coachBio durationWeeks imageSource programVersion picture { baseUrl widths shareImage }';
export const ADMIN_ITEMS = `query($type: ItemType) { adminListItems(type: $type) { ${ITEM_FIELDS} } }`;
export const CREATE_ITEM = `mutation($input: CreateItemInput!) { createItem(input: $input) { ${ITEM_FIELDS} } }`;
export const UPDATE_ITEM = `mutation($input: UpdateItemInput!) { updateItem(input: $input) { ${ITEM_FIELDS} } }`;
export const PUBLISH_ITEM = `mutation($id: ID!) { publishItem(id: $id) { ${ITEM_FIELDS} } }`;
export const UNPUBLISH_ITEM = `mutation($id: ID!) { unpublishItem(id: $id) { ${ITEM_FIELDS} } }`;
export const ARCHIVE_ITEM = `mutation($id: ID!) { archiveItem(id: $id) { ${ITEM_FIELDS} } }`;
export const RESTORE_ITEM = `mutation($id: ID!) { restoreItem(id: $id) { ${ITEM_FIELDS} } }`;
/** The files of a picture as the admin's browser declares them: every variant, each of `size` bytes. */
export const pictureFileSizes = (size: number) => PICTURE_VARIANTS.map((variant) => ({ name: variant.name, size }));

export const CREATE_PICTURE_UPLOAD = `mutation($itemId: ID!, $files: [PictureFileInput!]!) { createItemPictureUpload(itemId: $itemId, files: $files) { pictureId expiresAt uploads { name contentType uploadUrl } } }`;
export const SET_PICTURE = `mutation($itemId: ID!, $pictureId: ID) { setItemPicture(itemId: $itemId, pictureId: $pictureId) { ${ITEM_FIELDS} } }`;
export const SAVE_PROGRAM = `mutation($input: CourseProgramInput!) { saveCourseProgram(input: $input) { id name position topics { id name componentName isPublic position unitId } } }`;

/** The page texts a course needs before it can be published. */
export const completePage = {
  summary: 'Fuerza en seis semanas, paso a paso.',
  description: 'Un curso para ganar fuerza con progresiones simples.\n\nTres clases en video.',
  highlights: ['Tres clases', 'Una clase gratis'],
  level: 'Inicial',
  coachName: 'Ana Prueba',
  coachBio: 'Ana entrena fuerza hace diez años.',
};
