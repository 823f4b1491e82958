// Every address of the store's client, once: the pattern the router matches and how the site
// serves it, with a typed builder for each (`routes.memberPlanning.to({ planningId })`). The
// router (app/router.tsx) and every link and navigation take their addresses from here, never
// from a string of their own. How the site serves an address (infra/site-routes.ts: a published
// page, the app shell, or a redirect at the edge) is checked against `served` by a unit test
// (test/unit/web-paths.test.ts), so a new app route cannot be forgotten at the edge.
import type { PathParam } from 'react-router';

/** `published`: drawn as HTML at publish time; `app`: the SPA shell; `redirect`: sent elsewhere. */
export type Served = 'published' | 'app' | 'redirect';

type ParamsOf<Pattern extends string> = [PathParam<Pattern>] extends [never] ? [] : [params: Record<PathParam<Pattern>, string>];

export interface Route<Pattern extends string> {
  pattern: Pattern;
  served: Served;
  /** The address of this route; each parameter is URI-encoded. */
  to: (...params: ParamsOf<Pattern>) => string;
}

function route<const Pattern extends string>(pattern: Pattern, served: Served): Route<Pattern> {
  return {
    pattern,
    served,
    to: (...[params]: ParamsOf<Pattern>) =>
      pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string> | undefined)?.[name] ?? '')),
  };
}

export const routes = {
  home: route('/', 'published'),
  allCourses: route('/all-courses', 'published'),
  course: route('/courses/:courseId', 'published'),
  allPlannings: route('/all-plannings', 'published'),
  planning: route('/plannings/:planningId', 'published'),
  aboutUs: route('/about-us', 'published'),
  contact: route('/contact', 'published'),
  notFound: route('/not-found', 'published'),

  regret: route('/arrepentimiento', 'app'),
  serviceCancellation: route('/baja', 'app'),
  terms: route('/terminos', 'app'),
  privacy: route('/privacidad', 'app'),
  certificate: route('/certificados/:code', 'app'),

  signIn: route('/auth/sign-in', 'app'),
  signUp: route('/auth/sign-up', 'app'),
  emailVerification: route('/auth/email-verification/:destination', 'app'),
  forgotPassword: route('/auth/forgot-password', 'app'),
  resetPassword: route('/auth/reset-password', 'app'),

  firstBillingDetail: route('/configure-first-billing-detail/:id', 'app'),
  checkout: route('/checkout/:id', 'app'),
  // A planning sold by the month (issue 39): its checkout, which sends the buyer to Mercado Pago to authorize the charge.
  subscriptionCheckout: route('/checkout/:id/monthly', 'app'),
  myOrders: route('/my-orders', 'app'),
  myProfile: route('/my-profile', 'app'),
  welcome: route('/welcome', 'app'),
  myPlannings: route('/my-plannings', 'app'),
  memberPlanning: route('/my-plannings/:planningId', 'app'),
  // Under the member app's scope (its worker, its installed window), so it opens offline too.
  myRecords: route('/my-plannings/records', 'app'),
  // Check-ins (issue 40): readiness and body weight, kept only with consent; in the member app's scope.
  myCheckIns: route('/my-plannings/check-in', 'app'),
  // Mis suscripciones (issue 39): every subscription e-mail and Mercado Pago's return link it.
  mySubscriptions: route('/my-subscriptions', 'app'),

  allLessons: route('/all-lessons', 'app'),
  courseLessons: route('/lessons/:courseId', 'app'),
  topic: route('/lessons/:courseId/:topicId', 'app'),

  adminCourses: route('/admin/courses', 'app'),
  adminPlannings: route('/admin/plannings', 'app'),
  adminCourse: route('/admin/courses/:itemId', 'app'),
  adminPlanning: route('/admin/plannings/:itemId', 'app'),
  adminCoursePreview: route('/admin/courses/:courseId/preview', 'app'),
  adminPlanningPreview: route('/admin/plannings/:planningId/preview', 'app'),
  adminProgramme: route('/admin/plannings/:planningId/programme', 'app'),
  adminPlanningUsers: route('/admin/planning-users', 'app'),
  adminCoaching: route('/admin/coaching', 'app'),
  adminCoachingMember: route('/admin/coaching/:planningId/members/:userId', 'app'),
  adminCoupons: route('/admin/coupons', 'app'),
  adminSales: route('/admin/sales', 'app'),
  adminRegrets: route('/admin/regrets', 'app'),
  adminSubscriptions: route('/admin/subscriptions', 'app'),
  adminInvoices: route('/admin/invoices', 'app'),
  adminEvaluations: route('/admin/evaluations', 'app'),

  // Addresses with no page of their own: the lists' old names answer 301 at the edge (and in the
  // app), and the bare /auth and /admin end on the not-found page.
  courses: route('/courses', 'redirect'),
  plannings: route('/plannings', 'redirect'),
  lessons: route('/lessons', 'redirect'),
  auth: route('/auth', 'redirect'),
  admin: route('/admin', 'redirect'),
  // Mis marcas' first address, kept for links and bookmarks made before it moved under /my-plannings.
  oldRecords: route('/my-records', 'redirect'),
} as const;

/** Where each `redirect` route sends its visitor. */
export const redirects = {
  [routes.courses.pattern]: routes.allCourses.pattern,
  [routes.plannings.pattern]: routes.allPlannings.pattern,
  [routes.lessons.pattern]: routes.allLessons.pattern,
  [routes.auth.pattern]: routes.notFound.pattern,
  [routes.admin.pattern]: routes.notFound.pattern,
  [routes.oldRecords.pattern]: routes.myRecords.pattern,
} as const;

type ItemRef = { id: string; type: string };

/** A course's or a planning's page in the store. */
export const itemPath = (item: ItemRef): string =>
  item.type === 'COURSE' ? routes.course.to({ courseId: item.id }) : routes.planning.to({ planningId: item.id });

/** Where the admin edits an item. */
export const adminItemPath = (item: ItemRef): string =>
  item.type === 'COURSE' ? routes.adminCourse.to({ itemId: item.id }) : routes.adminPlanning.to({ itemId: item.id });

/** The item page as a visitor will see it, drawn for the admin (drafts and hidden items too). */
export const previewPath = (item: ItemRef): string =>
  item.type === 'COURSE' ? routes.adminCoursePreview.to({ courseId: item.id }) : routes.adminPlanningPreview.to({ planningId: item.id });

/** The admin's coaching page, on one planning. */
export const adminCoachingPath = (planningId: string): string => `${routes.adminCoaching.to()}?planning=${encodeURIComponent(planningId)}`;

/** The Botón de baja with this monthly subscription's reference filled in (from Mis suscripciones). */
export const subscriptionCancellationPath = (subscriptionId: string): string =>
  `${routes.serviceCancellation.to()}?subscription=${encodeURIComponent(subscriptionId)}`;

/** Sign-in, coming back to `redirect` after it. */
export const signInPath = (redirect: string): string => `${routes.signIn.to()}?redirect=${encodeURIComponent(redirect)}`;
