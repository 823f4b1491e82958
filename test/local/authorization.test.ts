// AppSync's auth semantics on the local endpoint, with real local Cognito tokens: who may call
// what, and what a forged token gets.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { seedItems } from '../../functions/seed/catalogue';
import {
  ADMIN_PROGRAMME,
  CHOOSE_START,
  COPY_WEEK,
  LOG_RESULT,
  MEMBER_RESULTS,
  MOVE_WEEK,
  MY_LIFT_MAXES,
  MY_PLANNING_RESULTS,
  MY_PLANNINGS,
  MY_SESSION_RESULTS,
  PLANNING_WEEK,
  PROGRAMME_VIDEO_UPLOAD,
  SAVE_WEEK,
  SET_LIFT_MAX,
  UPDATE_RESULT,
  DELETE_RESULT,
  LIFTS,
  MY_LIFT_RECORDS,
  MY_PROGRESS,
  CREATE_LIFT,
  MEMBER_LIFT_RECORDS,
  MEMBER_CHECK_INS,
  MY_CHECK_INS,
  GIVE_CHECK_IN_CONSENT,
  WITHDRAW_CHECK_IN_CONSENT,
  SAVE_CHECK_IN,
  DELETE_CHECK_IN,
  MEMBER_PROGRESS,
} from '../support/plannings-api';
import { INVOICE_DOWNLOAD, MY_INVOICES } from '../support/arca';
import { MY_SUBSCRIPTIONS, PAUSE_SUBSCRIPTION, PLANNING_SUBSCRIBERS, RESUME_SUBSCRIPTION, SUBSCRIBE } from '../support/subscriptions-api';

import {
  ADD_RESULT_COMMENT,
  ADD_THREAD_MESSAGE,
  COACH_UNREAD_MESSAGES,
  MARK_THREAD_READ,
  MY_UNREAD_MESSAGES,
  PLANNING_THREAD,
  SAVE_SELLER_COACH_EMAIL,
  SELLER_COACH_EMAILS,
  COACH_PLANNING_VIEW,
  COACH_RESULTS_FEED,
  CREATE_FORM_CHECK_UPLOAD,
  FORM_CHECK,
  MY_PLANNING_COMMENTS,
  RESULT_COMMENTS,
  SUBMIT_FORM_CHECK,
} from '../support/coaching-api';

const stack = inject('stack');

describe('authorization', () => {
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [user, admin] = await Promise.all([signUpAndConfirm(stack, { firstName: 'Lucía', lastName: 'Gómez' }), signInAdmin(stack)]);
  });

  it('refuses a user operation to a visitor', async () => {
    const answer = await callGraphql(stack, visitor(stack), `query { me { email } }`);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Not Authorized to access me on type Query' });
  });

  it('gives a new user their profile, created by the post-confirmation trigger', async () => {
    const answer = await callGraphql(stack, { token: user.accessToken }, `query { me { firstName lastName email isAdmin } }`);
    expect(answer.data?.['me']).toEqual({ firstName: 'Lucía', lastName: 'Gómez', email: user.email, isAdmin: false });
  });

  it('accepts the id token as AppSync does', async () => {
    const answer = await callGraphql(stack, { token: user.idToken }, `query { me { email } }`);
    expect(answer.data?.['me']?.email).toBe(user.email);
  });

  it('refuses an admin operation to a normal user and changes nothing', async () => {
    const update = await callGraphql(
      stack,
      { token: user.accessToken },
      `mutation { updateItem(input: { id: "course-3", name: "Hackeado", price: 1, isEnabled: true, isFeatured: false }) { id } }`,
    );
    expect(update.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const item = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-3") { name price } }`);
    expect(item.data?.['getItem']?.price).toBe(15000);

    const list = await callGraphql(stack, { token: user.accessToken }, `query { adminListItems { id } }`);
    expect(list.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('lets an admin list every item, including disabled ones', async () => {
    const answer = await callGraphql(stack, { token: admin.accessToken }, `query { adminListItems { id } me { isAdmin } }`);
    expect(answer.errors).toBeUndefined();
    // Every seeded item (other test files may have added their own to the shared stack).
    const ids = (answer.data?.['adminListItems'] as { id: string }[]).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining(seedItems.map((item) => item.id)));
    expect(seedItems).toHaveLength(12);
    expect(answer.data?.['me']?.isAdmin).toBe(true);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    claims['cognito:groups'] = ['admin'];
    const forgedPayload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const forged = `${header}.${forgedPayload}.${user.accessToken.split('.')[2]}`;
    const answer = await callGraphql(stack, { token: forged }, `query { adminListItems { id } }`);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it('refuses a wrong API key', async () => {
    const answer = await callGraphql(stack, { apiKey: 'da2-not-the-key' }, `query { listItems { items { id } } }`);
    expect(answer.status).toBe(401);
  });

  it('refuses to a visitor the fields of a type reserved to users', async () => {
    const answer = await callGraphql(stack, visitor(stack), `query { listUserAddresses { id } }`);
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  // Plannings delivered (the per-membership rules are in member-plannings.test.ts).
  const memberOperations: [string, string, Record<string, unknown>][] = [
    ['myPlannings', MY_PLANNINGS, {}],
    ['planningWeek', PLANNING_WEEK, { planningId: 'planning-1' }],
    ['mySessionResults', MY_SESSION_RESULTS, { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1' }],
    ['myPlanningResults', MY_PLANNING_RESULTS, { planningId: 'planning-1' }],
    ['myLiftMaxes', MY_LIFT_MAXES, {}],
    ['choosePlanningStart', CHOOSE_START, { planningId: 'planning-1', choice: 'TODAY' }],
    [
      'logSessionResult',
      LOG_RESULT,
      {
        input: {
          planningId: 'planning-1',
          weekNumber: 1,
          sessionId: 's-p1-w1-d1-1',
          idempotencyKey: '0b6f3c1e-2f4d-4a8b-9c3e-5d7f1a2b3c4d',
        },
      },
    ],
    ['setLiftMax', SET_LIFT_MAX, { lift: 'DEADLIFT', kg: 100 }],
    ['updateSessionResult', UPDATE_RESULT, { input: { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'any' } }],
    ['deleteSessionResult', DELETE_RESULT, { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'any' }],
    ['lifts', LIFTS, {}],
    ['myLiftRecords', MY_LIFT_RECORDS, {}],
    ['myProgress', MY_PROGRESS, { planningId: 'planning-1' }],
    // Check-ins (issue 40): the viewer's own, with her consent (per-member rules in check-ins.test.ts)
    ['myCheckIns', MY_CHECK_INS, {}],
    ['giveCheckInConsent', GIVE_CHECK_IN_CONSENT, { version: '2026-12-07' }],
    ['withdrawCheckInConsent', WITHDRAW_CHECK_IN_CONSENT, {}],
    ['saveCheckIn', SAVE_CHECK_IN, { input: { day: '2026-12-07', sleep: 3 } }],
    ['deleteCheckIn', DELETE_CHECK_IN, { day: '2026-12-07' }],

    // Coaching (issue 25): threads on the viewer's own results (per-result rules in coaching.test.ts)
    ['resultComments', RESULT_COMMENTS, { result: { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'r' } }],
    ['myPlanningComments', MY_PLANNING_COMMENTS, { planningId: 'planning-1' }],
    [
      'addResultComment',
      ADD_RESULT_COMMENT,
      { result: { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'r' }, text: 'Hola' },
    ],
    // Form check (issue 40): the viewer's own result's video (per-result rules in form-checks.test.ts)
    ['formCheck', FORM_CHECK, { result: { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'r' } }],
    [
      'createFormCheckUpload',
      CREATE_FORM_CHECK_UPLOAD,
      { result: { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'r' }, contentType: 'video/mp4', sizeBytes: 1000 },
    ],
    [
      'submitFormCheck',
      SUBMIT_FORM_CHECK,
      { result: { planningId: 'planning-1', sessionId: 's-p1-w1-d1-1', resultId: 'r' }, videoKey: 'formchecks/x/r/v.mp4' },
    ],
    // The member's thread with her coach (decision 159; per-thread rules in planning-thread.test.ts)
    ['planningThread', PLANNING_THREAD, { planningId: 'planning-1' }],
    ['addThreadMessage', ADD_THREAD_MESSAGE, { planningId: 'planning-1', text: 'Hola' }],
    ['markThreadRead', MARK_THREAD_READ, { planningId: 'planning-1', upTo: '2026-12-07T12:00:00.000Z' }],
    ['myUnreadMessages', MY_UNREAD_MESSAGES, {}],
  ];
  const coachOperations: [string, string, Record<string, unknown>][] = [
    ['adminProgramme', ADMIN_PROGRAMME, { planningId: 'planning-1' }],
    ['memberResults', MEMBER_RESULTS, { planningId: 'planning-1', userId: 'any' }],
    ['saveProgrammeWeek', SAVE_WEEK, { input: { planningId: 'planning-1', weekNumber: 1, title: 'X', days: [], expectedVersion: 1 } }],
    ['copyProgrammeWeek', COPY_WEEK, { planningId: 'planning-1', fromWeek: 1, toWeek: 2 }],
    ['moveProgrammeWeek', MOVE_WEEK, { planningId: 'planning-1', fromWeek: 1, toWeek: 2 }],
    ['createProgrammeVideoUpload', PROGRAMME_VIDEO_UPLOAD, { planningId: 'planning-1', contentType: 'video/mp4' }],
    ['createLift', CREATE_LIFT, { input: { name: 'Levantamiento hackeado' } }],
    ['memberLiftRecords', MEMBER_LIFT_RECORDS, { planningId: 'planning-1', userId: 'any' }],
    ['memberProgress', MEMBER_PROGRESS, { planningId: 'planning-1', userId: 'any' }],
    ['memberCheckIns', MEMBER_CHECK_INS, { planningId: 'planning-1', userId: 'any' }],

    // Coaching (issue 25): the coach's view, the feed and a member's records
    ['coachPlanningView', COACH_PLANNING_VIEW, { planningId: 'planning-1' }],
    ['coachResultsFeed', COACH_RESULTS_FEED, {}],
    // Decision 159: the coach's unread marks per member, and each seller's coach address
    ['coachUnreadMessages', COACH_UNREAD_MESSAGES, { planningId: 'planning-1', userIds: ['any'] }],
    ['sellerCoachEmails', SELLER_COACH_EMAILS, {}],
    ['saveSellerCoachEmail', SAVE_SELLER_COACH_EMAIL, { seller: 'DELFI', email: 'coach.hackeado@example.com' }],
    // Subscriptions (issue 39): a planning's subscribers and their figures (admin)
    ['planningSubscribers', PLANNING_SUBSCRIBERS, { planningId: 'planning-2' }],
  ];

  // Factura electrónica (issue 27): a buyer's own documents (per-object rules in invoices.test.ts).
  const buyerOperations: [string, string, Record<string, unknown>][] = [
    ['myInvoices', MY_INVOICES, {}],
    ['invoiceDownload', INVOICE_DOWNLOAD, { orderId: 'any-order', document: 'FACTURA' }],
    // Subscriptions (issue 39): a member's own (per-subscription rules in subscriptions-api.test.ts).
    ['mySubscriptions', MY_SUBSCRIPTIONS, {}],
    ['subscribeToPlanning', SUBSCRIBE, { input: { planningId: 'planning-2', idempotencyKey: 'clave-de-prueba-1' } }],
    ['pauseSubscription', PAUSE_SUBSCRIPTION, { subscriptionId: 'any-subscription' }],
    ['resumeSubscription', RESUME_SUBSCRIPTION, { subscriptionId: 'any-subscription' }],
  ];

  it.each([...memberOperations, ...coachOperations, ...buyerOperations])('refuses %s to a visitor', async (name, query, variables) => {
    const answer = await callGraphql(stack, visitor(stack), query, variables);
    // A mutation's result is nullable (decision 080): { field: null } beside the error, as AppSync answers.
    expect(answer.data?.[name] ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect(answer.errors?.[0]?.message).toContain(name);
  });

  it.each(coachOperations)('refuses %s to a user who is not an admin', async (name, query, variables) => {
    const answer = await callGraphql(stack, { token: user.accessToken }, query, variables);
    expect(answer.data?.[name] ?? null).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  // Issue 26: a course's evaluation belongs to its buyers (per course: the service checks ownership).
  const buyerEvaluationOperations: [string, string, Record<string, unknown>][] = [
    ['getCourseEvaluation', `query { getCourseEvaluation(itemId: "course-1") { kind } }`, {}],
    [
      'submitQuizAttempt',
      `mutation($answers: [QuizAnswerInput!]!) { submitQuizAttempt(itemId: "course-1", answers: $answers) { passed } }`,
      { answers: [{ questionId: 'q01', optionIds: ['q01-a'] }] },
    ],
    [
      'createEvaluationVideoUpload',
      `mutation { createEvaluationVideoUpload(itemId: "course-3", contentType: "video/mp4", sizeBytes: 10) { videoKey } }`,
      {},
    ],
    ['submitEvaluationVideos', `mutation { submitEvaluationVideos(itemId: "course-3", videoKeys: ["x.mp4"]) { passed } }`, {}],
  ];

  it.each(buyerEvaluationOperations)('refuses %s to a visitor', async (name, query, variables) => {
    const answer = await callGraphql(stack, visitor(stack), query, variables);
    // getCourseEvaluation is nullable: { getCourseEvaluation: null } beside the error, as AppSync answers.
    expect(answer.data?.[name] ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect(answer.errors?.[0]?.message).toContain(name);
  });

  it.each(buyerEvaluationOperations)('refuses %s to a user who does not own the course', async (_name, query, variables) => {
    const answer = await callGraphql(stack, { token: user.accessToken }, query, variables);
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'La evaluación es para quienes compraron el curso.' });
  });

  it("finds no subscription of another person's e-mail for a member's regret (NotFound, not hers)", async () => {
    const answer = await callGraphql(
      stack,
      { token: user.accessToken },
      `mutation($input: SubscriptionRegretInput!) { requestSubscriptionRegret(input: $input) { trackingCode } }`,
      { input: { email: 'otra.persona@example.com', planningId: 'planning-2' } },
    );
    expect(answer.data?.['requestSubscriptionRegret'] ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
  });

  it('finds no subscription of another member to pause or resume (NotFound, not hers)', async () => {
    for (const query of [PAUSE_SUBSCRIPTION, RESUME_SUBSCRIPTION]) {
      const answer = await callGraphql(stack, { token: user.accessToken }, query, { subscriptionId: 'any-subscription' });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'No encontramos esa suscripción.' });
    }
  });

  it('gives a user without the planning no programme content', async () => {
    const answer = await callGraphql(stack, { token: user.accessToken }, PLANNING_WEEK, { planningId: 'planning-1' });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Esta planificación es solo para quienes la compraron.',
    });
  });
});
