// Every route of the spec (see the web contract's table). Pages are code-split: each is fetched
// when first visited, so admin, lesson and checkout code never loads on the landing page.
// Public pages are published as HTML (web/src/publish) and render from the data they carry, so
// they never wait. Routes that need the API or the session (`appPage`) wait for the app to be
// ready (polling every second, the spec's navigation rule) and show the full-page spinner
// meanwhile. Data-free redirects are plain <Navigate>s (and 301s at the edge, see site-routes).
import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RedirectIfVerified, RequireAdmin, RequireUser } from '../features/auth';
import { AppSpinner } from '../components/app-spinner';
import { waitUntilAppReady } from './app-readiness';
import { NotFoundRedirect } from '../components/not-found-redirect';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { redirects, routes as paths } from '../lib/paths';

type Guard = typeof RequireUser;
type PageModule = { default: ComponentType };

/** A lazily loaded page, optionally behind a guard. */
function page(load: () => Promise<PageModule>, Guard?: Guard): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      return {
        Component: Guard
          ? () => (
              <Guard>
                <Page />
              </Guard>
            )
          : Page,
      };
    },
  };
}

/**
 * A page that needs the API or the session: navigation to it waits until the app is ready. Its
 * code comes with PrimeReact's store-wide options (store-primereact.tsx), which only these pages use.
 */
function appPage(load: () => Promise<PageModule>, Guard?: Guard): Pick<RouteObject, 'lazy' | 'loader' | 'HydrateFallback'> {
  return {
    lazy: async () => {
      const [{ default: Page }, { StorePrimeReact }] = await Promise.all([load(), import('./store-primereact')]);
      return {
        Component: () => (
          <StorePrimeReact>
            {Guard ? (
              <Guard>
                <Page />
              </Guard>
            ) : (
              <Page />
            )}
          </StorePrimeReact>
        ),
      };
    },
    HydrateFallback: AppSpinner,
    loader: async () => {
      await waitUntilAppReady();
      return null;
    },
  };
}

/** A route with no page of its own sends its visitor where lib/paths says (`redirects`). */
const redirectFrom = (pattern: keyof typeof redirects): RouteObject['element'] => <Navigate to={redirects[pattern]} replace />;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.pattern,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a page keep the header and footer around the message.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...page(() => import('../features/catalogue/routes/landing-page')) },

          { path: paths.allCourses.pattern, ...page(() => import('./routes/all-courses-page')) },
          { path: paths.courses.pattern, element: redirectFrom(paths.courses.pattern) },
          { path: paths.course.pattern, ...page(() => import('./routes/course-page')) },

          { path: paths.allPlannings.pattern, ...page(() => import('./routes/all-plannings-page')) },
          { path: paths.plannings.pattern, element: redirectFrom(paths.plannings.pattern) },
          { path: paths.planning.pattern, ...page(() => import('./routes/planning-page')) },

          { path: paths.aboutUs.pattern, ...page(() => import('./routes/about-page')) },
          { path: paths.contact.pattern, ...page(() => import('../features/contact/routes/contact-page')) },
          { path: paths.regret.pattern, ...appPage(() => import('./routes/regret-page')) },
          { path: paths.serviceCancellation.pattern, ...appPage(() => import('./routes/service-cancellation-page')) },
          { path: paths.terms.pattern, ...appPage(() => import('../features/legal/routes/terms-page')) },
          { path: paths.privacy.pattern, ...appPage(() => import('../features/legal/routes/privacy-page')) },
          { path: paths.certificate.pattern, ...appPage(() => import('../features/certificates/routes/certificate-page')) },

          { path: paths.auth.pattern, element: redirectFrom(paths.auth.pattern) },
          { path: paths.signIn.pattern, ...appPage(() => import('../features/auth/routes/sign-in-page'), RedirectIfSignedIn) },
          { path: paths.signUp.pattern, ...appPage(() => import('../features/auth/routes/sign-up-page'), RedirectIfSignedIn) },
          {
            path: paths.emailVerification.pattern,
            ...appPage(() => import('../features/auth/routes/email-verification-page'), RedirectIfVerified),
          },
          { path: paths.forgotPassword.pattern, ...appPage(() => import('../features/auth/routes/forgot-password-page')) },
          { path: paths.resetPassword.pattern, ...appPage(() => import('../features/auth/routes/reset-password-page')) },

          {
            path: paths.firstBillingDetail.pattern,
            ...appPage(() => import('./routes/first-billing-detail-page'), RequireUser),
          },
          { path: paths.checkout.pattern, ...appPage(() => import('./routes/checkout-page'), RequireUser) },
          // A planning sold by the month (issue 39): authorizing the monthly charge at Mercado Pago.
          { path: paths.subscriptionCheckout.pattern, ...appPage(() => import('./routes/subscription-checkout-page'), RequireUser) },
          { path: paths.myOrders.pattern, ...appPage(() => import('../features/orders/routes/my-orders-page'), RequireUser) },
          { path: paths.myProfile.pattern, ...appPage(() => import('../features/auth/routes/profile-page'), RequireUser) },
          { path: paths.welcome.pattern, ...appPage(() => import('./routes/welcome-page'), RequireUser) },
          { path: paths.myPlannings.pattern, ...appPage(() => import('../features/my-plannings/routes/my-plannings-page'), RequireUser) },
          {
            path: paths.memberPlanning.pattern,
            ...appPage(() => import('../features/my-plannings/routes/member-planning-page'), RequireUser),
          },
          // "Mis marcas": maxes, records and progress charts (issue 25), in the member app's scope (issue 40).
          { path: paths.myRecords.pattern, ...appPage(() => import('../features/my-plannings/routes/records-page'), RequireUser) },
          { path: paths.oldRecords.pattern, element: redirectFrom(paths.oldRecords.pattern) },
          // Check-ins with consent (issue 40).
          { path: paths.myCheckIns.pattern, ...appPage(() => import('../features/my-plannings/routes/check-in-page'), RequireUser) },
          // "Mis suscripciones": the member's monthly plans (issue 39).
          {
            path: paths.mySubscriptions.pattern,
            ...appPage(() => import('../features/subscriptions/routes/my-subscriptions-page'), RequireUser),
          },

          { path: paths.allLessons.pattern, ...appPage(() => import('../features/lessons/routes/all-lessons-page')) },
          { path: paths.lessons.pattern, element: redirectFrom(paths.lessons.pattern) },
          { path: paths.courseLessons.pattern, ...appPage(() => import('../features/lessons/routes/course-lessons-redirect')) },
          { path: paths.topic.pattern, ...appPage(() => import('./routes/lesson-page')) },

          { path: paths.admin.pattern, element: redirectFrom(paths.admin.pattern) },
          { path: paths.adminCourses.pattern, ...appPage(() => import('../features/admin/routes/admin-courses-page'), RequireAdmin) },
          { path: paths.adminPlannings.pattern, ...appPage(() => import('../features/admin/routes/admin-plannings-page'), RequireAdmin) },
          { path: paths.adminCourse.pattern, ...appPage(() => import('../features/admin/routes/admin-item-page'), RequireAdmin) },
          { path: paths.adminPlanning.pattern, ...appPage(() => import('../features/admin/routes/admin-item-page'), RequireAdmin) },
          // The item pages themselves, as a visitor will see them, before publishing.
          { path: paths.adminCoursePreview.pattern, ...appPage(() => import('./routes/item-preview-page'), RequireAdmin) },
          { path: paths.adminPlanningPreview.pattern, ...appPage(() => import('./routes/item-preview-page'), RequireAdmin) },

          {
            path: paths.adminProgramme.pattern,
            ...appPage(() => import('../features/admin/routes/admin-plan-weeks-page'), RequireAdmin),
          },
          {
            path: paths.adminPlanningUsers.pattern,
            ...appPage(() => import('../features/admin/routes/admin-planning-users-page'), RequireAdmin),
          },
          { path: paths.adminCoaching.pattern, ...appPage(() => import('../features/admin/routes/admin-coaching-page'), RequireAdmin) },
          {
            path: paths.adminCoachingMember.pattern,
            ...appPage(() => import('../features/admin/routes/admin-coaching-member-page'), RequireAdmin),
          },
          { path: paths.adminCoupons.pattern, ...appPage(() => import('../features/admin/routes/admin-coupons-page'), RequireAdmin) },
          { path: paths.adminSales.pattern, ...appPage(() => import('../features/admin/routes/admin-sales-page'), RequireAdmin) },
          { path: paths.adminRegrets.pattern, ...appPage(() => import('../features/admin/routes/admin-regrets-page'), RequireAdmin) },
          {
            path: paths.adminSubscriptions.pattern,
            ...appPage(() => import('../features/admin/routes/admin-subscriptions-page'), RequireAdmin),
          },
          { path: paths.adminInvoices.pattern, ...appPage(() => import('../features/admin/routes/admin-invoices-page'), RequireAdmin) },

          {
            path: paths.adminEvaluations.pattern,
            ...appPage(() => import('../features/admin/routes/admin-evaluations-page'), RequireAdmin),
          },

          { path: paths.notFound.pattern, ...page(() => import('./routes/not-found-page')) },
          { path: '*', Component: NotFoundRedirect },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes matching `pathname` into the route objects, so the first render
 * needs nothing lazy: hydrating a published page must draw its markup at once, as the server did.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
