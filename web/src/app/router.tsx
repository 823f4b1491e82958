// Every route of the spec (see the web contract's table). Pages are code-split: each is fetched
// when first visited, so admin, lesson and checkout code never loads on the landing page.
// Public pages are published as HTML (web/src/publish) and render from the data they carry, so
// they never wait. Routes that need the API or the session (`appPage`) wait for the app to be
// ready (polling every second, the spec's navigation rule) and show the full-page spinner
// meanwhile. Data-free redirects are plain <Navigate>s (and 301s at the edge, see site-routes).
import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RedirectIfVerified, RequireAdmin, RequireUser } from '../features/auth';
import { AppSpinner } from '../components/app-spinner';
import { waitUntilAppReady } from './app-readiness';
import { NotFoundRedirect } from '../components/not-found-redirect';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

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

const redirectTo = (to: string): RouteObject['element'] => <Navigate to={to} replace />;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a page keep the header and footer around the message.
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...page(() => import('../features/catalog/routes/landing-page')) },

          { path: 'all-courses', ...page(() => import('./routes/all-courses-page')) },
          { path: 'courses', element: redirectTo('/all-courses') },
          { path: 'courses/:courseId', ...page(() => import('./routes/course-page')) },

          { path: 'all-plannings', ...page(() => import('./routes/all-plannings-page')) },
          { path: 'plannings', element: redirectTo('/all-plannings') },
          { path: 'plannings/:planningId', ...page(() => import('./routes/planning-page')) },

          { path: 'about-us', ...page(() => import('./routes/about-page')) },
          { path: 'contact', ...page(() => import('../features/contact/routes/contact-page')) },
          { path: 'arrepentimiento', ...appPage(() => import('./routes/regret-page')) },
          { path: 'baja', ...appPage(() => import('./routes/service-cancellation-page')) },
          { path: 'terminos', ...appPage(() => import('../features/legal/routes/terms-page')) },
          { path: 'privacidad', ...appPage(() => import('../features/legal/routes/privacy-page')) },
          { path: 'certificados/:code', ...appPage(() => import('../features/certificates/routes/certificate-page')) },

          { path: 'auth', element: redirectTo('/not-found') },
          { path: 'auth/sign-in', ...appPage(() => import('../features/auth/routes/sign-in-page'), RedirectIfSignedIn) },
          { path: 'auth/sign-up', ...appPage(() => import('../features/auth/routes/sign-up-page'), RedirectIfSignedIn) },
          {
            path: 'auth/email-verification/:destination',
            ...appPage(() => import('../features/auth/routes/email-verification-page'), RedirectIfVerified),
          },
          { path: 'auth/forgot-password', ...appPage(() => import('../features/auth/routes/forgot-password-page')) },
          { path: 'auth/reset-password', ...appPage(() => import('../features/auth/routes/reset-password-page')) },

          {
            path: 'configure-first-billing-detail/:id',
            ...appPage(() => import('../features/billing/routes/first-billing-detail-page'), RequireUser),
          },
          { path: 'checkout/:id', ...appPage(() => import('./routes/checkout-page'), RequireUser) },
          { path: 'my-orders', ...appPage(() => import('../features/orders/routes/my-orders-page'), RequireUser) },
          { path: 'my-profile', ...appPage(() => import('../features/auth/routes/profile-page'), RequireUser) },
          { path: 'welcome', ...appPage(() => import('./routes/welcome-page'), RequireUser) },
          { path: 'my-plannings', ...appPage(() => import('../features/my-plannings/routes/my-plannings-page'), RequireUser) },
          {
            path: 'my-plannings/:planningId',
            ...appPage(() => import('../features/my-plannings/routes/member-planning-page'), RequireUser),
          },
          // "Mis marcas": maxes, records and progress charts (issue 25).
          { path: 'my-records', ...appPage(() => import('../features/my-plannings/routes/records-page'), RequireUser) },

          { path: 'all-lessons', ...appPage(() => import('../features/lessons/routes/all-lessons-page')) },
          { path: 'lessons', element: redirectTo('/all-lessons') },
          { path: 'lessons/:courseId', ...appPage(() => import('../features/lessons/routes/course-lessons-redirect')) },
          { path: 'lessons/:courseId/:topicId', ...appPage(() => import('./routes/lesson-page')) },

          { path: 'admin', element: redirectTo('/not-found') },
          { path: 'admin/courses', ...appPage(() => import('../features/admin/routes/admin-courses-page'), RequireAdmin) },
          { path: 'admin/plannings', ...appPage(() => import('../features/admin/routes/admin-plannings-page'), RequireAdmin) },
          { path: 'admin/courses/:itemId', ...appPage(() => import('../features/admin/routes/admin-item-page'), RequireAdmin) },
          { path: 'admin/plannings/:itemId', ...appPage(() => import('../features/admin/routes/admin-item-page'), RequireAdmin) },
          // The item pages themselves, as a visitor will see them, before publishing.
          { path: 'admin/courses/:courseId/preview', ...appPage(() => import('./routes/item-preview-page'), RequireAdmin) },
          { path: 'admin/plannings/:planningId/preview', ...appPage(() => import('./routes/item-preview-page'), RequireAdmin) },

          {
            path: 'admin/plannings/:planningId/programme',
            ...appPage(() => import('../features/admin/routes/admin-programme-page'), RequireAdmin),
          },
          { path: 'admin/planning-users', ...appPage(() => import('../features/admin/routes/admin-planning-users-page'), RequireAdmin) },
          { path: 'admin/coaching', ...appPage(() => import('../features/admin/routes/admin-coaching-page'), RequireAdmin) },
          {
            path: 'admin/coaching/:planningId/members/:userId',
            ...appPage(() => import('../features/admin/routes/admin-coaching-member-page'), RequireAdmin),
          },
          { path: 'admin/coupons', ...appPage(() => import('../features/admin/routes/admin-coupons-page'), RequireAdmin) },
          { path: 'admin/sales', ...appPage(() => import('../features/admin/routes/admin-sales-page'), RequireAdmin) },
          { path: 'admin/regrets', ...appPage(() => import('../features/admin/routes/admin-regrets-page'), RequireAdmin) },
          { path: 'admin/invoices', ...appPage(() => import('../features/admin/routes/admin-invoices-page'), RequireAdmin) },

          { path: 'admin/evaluations', ...appPage(() => import('../features/admin/routes/admin-evaluations-page'), RequireAdmin) },

          { path: 'not-found', ...page(() => import('./routes/not-found-page')) },
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
