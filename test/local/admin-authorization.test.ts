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
import { COACH_PLANNING_VIEW, COACH_RESULTS_FEED, MEMBER_LIFT_MAXES } from '../support/coaching-api';

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

const operations: [string, string, Record<string, unknown>][] = [
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
  // Coaching (issue 25): the coach's view of a planning, the results feed, a member's records
  ['coachPlanningView', COACH_PLANNING_VIEW, { planningId: 'planning-1' }],
  ['coachResultsFeed', COACH_RESULTS_FEED, { limit: 5 }],
  ['memberLiftMaxes', MEMBER_LIFT_MAXES, { userId: 'any' }],
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

  it.each(operations)('refuses %s to a signed-in user who is not an admin', async (_name, query, variables) => {
    const answer = await callGraphql(stack, user, query, variables);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it.each(operations)('refuses %s to a visitor', async (_name, query, variables) => {
    const answer = await callGraphql(stack, visitor(stack), query, variables);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('wrote nothing for the refused calls', async () => {
    const coupons = await adminCall<{ code: string }[]>(stack, admin, LIST_COUPONS);
    expect(coupons.map((coupon) => coupon.code)).not.toContain('NOPERMITIDO');
    const members = await adminCall<{ email: string }[]>(stack, admin, LIST_PLANNING_USERS, { planningId: 'planning-1' });
    expect(members.map((member) => member.email)).not.toContain('nopermitido@example.com');
    const items = await adminCall<{ name: string; status: string; isEnabled: boolean }[]>(stack, admin, ADMIN_ITEMS, {});
    expect(items.map((item) => item.name)).not.toContain('No Permitido');
    expect(items.find((item) => item.name && (item as unknown as { id: string }).id === 'course-1')).toMatchObject({
      status: 'PUBLISHED',
      isEnabled: true,
    });
  });
});
