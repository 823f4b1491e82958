// Every admin operation of coupons, planning users and sales is refused to a signed-in user who
// is not an admin and to a visitor, and writes nothing; the admin gets through.
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm } from '../support/cognito-users';
import {
  ADD_PLANNING_USER,
  CREATE_COUPON,
  DEACTIVATE_PLANNING_USER,
  EXTEND_PLANNING_USER,
  GET_ORDER,
  LIST_COUPONS,
  LIST_PLANNING_USERS,
  LIST_SALES,
  UPDATE_COUPON,
  ARCHIVE_ITEM,
  CREATE_ITEM,
  CREATE_PICTURE_UPLOAD,
  PUBLISH_ITEM,
  RESTORE_ITEM,
  SAVE_PROGRAM,
  SET_PICTURE,
  UNPUBLISH_ITEM,
  ADMIN_ITEMS,
  adminCall,
  couponInput,
  pictureFileSizes,
} from '../support/admin-api';
import { ADMIN_INVOICES, FISCAL_SETTINGS, RETRY_INVOICE, SAVE_FISCAL_SETTINGS } from '../support/arca';
import { COACH_PLANNING_VIEW, COACH_RESULTS_FEED } from '../support/coaching-api';
import { PLANNING_SUBSCRIBERS, SET_SUBSCRIPTION_OFFER, SUBSCRIPTION_OFFER } from '../support/subscriptions-api';

const stack = inject('stack');

const refusedInput = couponInput({ code: 'NOPERMITIDO' });
const planningUser = {
  planningId: 'planning-1',
  email: 'nopermitido@example.com',
  firstName: 'No',
  lastName: 'Permitido',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
};

const refusedFiscalSettings = {
  seller: 'STORE',
  legalName: 'No Permitido',
  cuit: '20123456786',
  condition: 'MONOTRIBUTO',
  pointOfSale: 99,
  environment: 'PRODUCCION',
  address: 'Calle Falsa 123',
  grossIncomeNumber: 'Exento',
  activityStartDate: '2020-01-01',
};

// Issue 26: the course evaluations' admin operations (authoring with the answer key, the coach's review).
const evaluationInput = {
  itemId: 'course-2',
  kind: 'QUIZ',
  title: 'No permitida',
  instructions: 'No.',
  passPercent: 50,
  maxAttempts: 1,
  maxVideos: 1,
  questions: [
    {
      id: 'q',
      text: '¿?',
      multiple: false,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      correctOptionIds: ['a'],
    },
  ],
};

const operations: [string, string, Record<string, unknown>][] = [
  // Subscriptions (issue 39): how a planning is sold by the month, its subscribers and figures
  ['planningSubscribers', PLANNING_SUBSCRIBERS, { planningId: 'planning-2' }],
  ['setPlanningSubscriptionOffer', SET_SUBSCRIPTION_OFFER, { input: { planningId: 'planning-3', sale: 'MONTHLY', monthlyPrice: 1 } }],
  [
    'refundSubscriptionCharge',
    `mutation($input: RefundSubscriptionChargeInput!) { refundSubscriptionCharge(input: $input) { id } }`,
    { input: { subscriptionId: 'any-subscription', chargeId: '1', reason: 'No permitido', idempotencyKey: 'clave-de-prueba-1' } },
  ],
  // Factura electrónica (issue 27)
  ['adminInvoices', ADMIN_INVOICES, { seller: 'STORE', from: '2026-11-01', to: '2026-11-30' }],
  ['fiscalSettings', FISCAL_SETTINGS, {}],
  ['retryInvoice', RETRY_INVOICE, { orderId: 'any-order', document: 'FACTURA' }],
  ['saveFiscalSettings', SAVE_FISCAL_SETTINGS, { input: refusedFiscalSettings }],
  ['adminCourseEvaluation', `query($itemId: ID!) { adminCourseEvaluation(itemId: $itemId) { itemId } }`, { itemId: 'course-1' }],
  ['listEvaluationSubmissions', `query { listEvaluationSubmissions(status: PENDING_REVIEW) { itemId } }`, {}],
  [
    'saveCourseEvaluation',
    `mutation($input: CourseEvaluationInput!) { saveCourseEvaluation(input: $input) { itemId } }`,
    { input: evaluationInput },
  ],
  ['removeCourseEvaluation', `mutation { removeCourseEvaluation(itemId: "course-1") }`, {}],
  [
    'reviewEvaluationSubmission',
    `mutation($input: ReviewSubmissionInput!) { reviewEvaluationSubmission(input: $input) { status } }`,
    { input: { itemId: 'course-3', userId: 'any', submittedAt: '2026-11-27T00:00:00.000Z', approved: true } },
  ],
  [
    'createTopicCaptionsUpload',
    `mutation { createTopicCaptionsUpload(itemId: "course-1", topicId: "course-1-t01", sizeBytes: 100) { captionsKey } }`,
    {},
  ],
  ['listCoupons', LIST_COUPONS, {}],
  ['createCoupon', CREATE_COUPON, { input: refusedInput }],
  ['updateCoupon', UPDATE_COUPON, { input: refusedInput }],
  ['listPlanningUsers', LIST_PLANNING_USERS, {}],
  ['addPlanningUser', ADD_PLANNING_USER, { input: planningUser }],
  [
    'extendPlanningUser',
    EXTEND_PLANNING_USER,
    { planningId: 'planning-1', userId: 'email:nopermitido@example.com', endDate: '2027-01-31' },
  ],
  ['deactivatePlanningUser', DEACTIVATE_PLANNING_USER, { planningId: 'planning-1', userId: 'email:nopermitido@example.com' }],
  ['listSales', LIST_SALES, {}],
  ['getOrder', GET_ORDER, { id: 'any-order' }],
  ['listServiceCancellations', 'query { listServiceCancellations { trackingCode } }', {}],
  [
    'settleRefundByHand',
    `mutation($input: SettleRefundByHandInput!) { settleRefundByHand(input: $input) { id status } }`,
    { input: { orderId: 'any-order', paymentId: '1', note: 'Transferencia' } },
  ],
  // Coaching (issue 25): the coach's view of a planning, the results feed, a member's records
  ['coachPlanningView', COACH_PLANNING_VIEW, { planningId: 'planning-1' }],
  ['coachResultsFeed', COACH_RESULTS_FEED, { limit: 5 }],
  ['createItem', CREATE_ITEM, { input: { type: 'COURSE', seller: 'STORE', name: 'No Permitido', price: 100 } }],
  ['publishItem', PUBLISH_ITEM, { id: 'course-1' }],
  ['unpublishItem', UNPUBLISH_ITEM, { id: 'course-1' }],
  ['archiveItem', ARCHIVE_ITEM, { id: 'course-1' }],
  ['restoreItem', RESTORE_ITEM, { id: 'course-1' }],
  ['createItemPictureUpload', CREATE_PICTURE_UPLOAD, { itemId: 'course-1', files: pictureFileSizes(3) }],
  ['setItemPicture', SET_PICTURE, { itemId: 'course-1', pictureId: null }],
  [
    'saveCourseProgram',
    SAVE_PROGRAM,
    {
      input: {
        itemId: 'course-1',
        programVersion: 0,
        hasCertificate: false,
        units: [{ name: 'Nada', topics: [{ name: 'Nada', componentName: 'video-lesson', isPublic: true }] }],
      },
    },
  ],
];

describe('admin operations', () => {
  let user: Caller;
  let admin: Caller;
  beforeAll(async () => {
    const [normal, adminUser] = await Promise.all([signUpAndConfirm(stack), signInAdmin(stack)]);
    user = { token: normal.accessToken };
    admin = { token: adminUser.accessToken };
  });

  it.each(operations)('refuses %s to a signed-in user who is not an admin', async (name, query, variables) => {
    const answer = await callGraphql(stack, user, query, variables);
    // A nullable root field answers { field: null } beside the error (as AppSync does), a non-null one data: null.
    expect(answer.data?.[name] ?? null).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it.each(operations)('refuses %s to a visitor', async (name, query, variables) => {
    const answer = await callGraphql(stack, visitor(stack), query, variables);
    expect(answer.data?.[name] ?? null).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('wrote nothing for the refused calls', async () => {
    // The evaluations stay as seeded: course-1 keeps its quiz, course-2 still has none.
    expect(
      (await callGraphql(stack, admin, `query { adminCourseEvaluation(itemId: "course-1") { kind } }`)).data?.['adminCourseEvaluation'],
    ).toEqual({
      kind: 'QUIZ',
    });
    expect(
      (await callGraphql(stack, admin, `query { adminCourseEvaluation(itemId: "course-2") { kind } }`)).data?.['adminCourseEvaluation'],
    ).toBeNull();
    expect(
      (await callGraphql(stack, admin, SUBSCRIPTION_OFFER, { planningId: 'planning-3' })).data?.['planningSubscriptionOffer'],
    ).toBeNull();
    const coupons = await adminCall<{ code: string }[]>(stack, admin, LIST_COUPONS);
    expect(coupons.map((coupon) => coupon.code)).not.toContain('NOPERMITIDO');
    const members = await adminCall<{ email: string }[]>(stack, admin, LIST_PLANNING_USERS, { planningId: 'planning-1' });
    expect(members.map((member) => member.email)).not.toContain('nopermitido@example.com');
    const fiscal = await adminCall<{ seller: string; legalName: string }[]>(stack, admin, FISCAL_SETTINGS);
    expect(fiscal.map((settings) => settings.legalName)).not.toContain('No Permitido');
    const items = await adminCall<{ name: string; status: string; isEnabled: boolean }[]>(stack, admin, ADMIN_ITEMS, {});
    expect(items.map((item) => item.name)).not.toContain('No Permitido');
    expect(items.find((item) => item.name && (item as unknown as { id: string }).id === 'course-1')).toMatchObject({
      status: 'PUBLISHED',
      isEnabled: true,
    });
  });
});
