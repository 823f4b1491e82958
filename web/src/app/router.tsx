// Every route of the spec (see the web contract's table). Pages are code-split: each is fetched
// when first visited, so admin, lesson and checkout code never loads on the landing page.
// The root route waits for the app to be ready (polling every second, the spec's navigation
// rule) and shows the full-page spinner meanwhile.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from '../features/auth';
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

const redirectTo = (to: string): RouteObject['element'] => <Navigate to={to} replace />;

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppSpinner,
    ErrorBoundary: RouteError,
    loader: async () => {
      await waitUntilAppReady();
      return null;
    },
    // Readiness never goes back to false: later navigations need not ask again.
    shouldRevalidate: () => false,
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
          { path: 'arrepentimiento', ...page(() => import('./routes/regret-page')) },
          { path: 'terminos', ...page(() => import('../features/legal/routes/terms-page')) },
          { path: 'privacidad', ...page(() => import('../features/legal/routes/privacy-page')) },

          { path: 'auth', element: redirectTo('/not-found') },
          { path: 'auth/sign-in', ...page(() => import('../features/auth/routes/sign-in-page'), RedirectIfSignedIn) },
          { path: 'auth/sign-up', ...page(() => import('../features/auth/routes/sign-up-page'), RedirectIfSignedIn) },
          { path: 'auth/email-verification/:destination', ...page(() => import('../features/auth/routes/email-verification-page'), RedirectIfSignedIn) },
          { path: 'auth/forgot-password', ...page(() => import('../features/auth/routes/forgot-password-page')) },
          { path: 'auth/reset-password', ...page(() => import('../features/auth/routes/reset-password-page')) },

          { path: 'configure-first-billing-detail/:id', ...page(() => import('../features/billing/routes/first-billing-detail-page'), RequireUser) },
          { path: 'checkout/:id', ...page(() => import('./routes/checkout-page'), RequireUser) },
          { path: 'my-orders', ...page(() => import('../features/orders/routes/my-orders-page'), RequireUser) },
          { path: 'my-plannings', ...page(() => import('../features/my-plannings/routes/my-plannings-page'), RequireUser) },
          { path: 'my-plannings/:planningId', ...page(() => import('../features/my-plannings/routes/member-planning-page'), RequireUser) },

          { path: 'all-lessons', ...page(() => import('../features/lessons/routes/all-lessons-page')) },
          { path: 'lessons', element: redirectTo('/all-lessons') },
          { path: 'lessons/:courseId', ...page(() => import('../features/lessons/routes/course-lessons-redirect')) },
          { path: 'lessons/:courseId/:topicId', ...page(() => import('../features/lessons/routes/topic-page')) },

          { path: 'admin', element: redirectTo('/not-found') },
          { path: 'admin/courses', ...page(() => import('../features/admin/routes/admin-courses-page'), RequireAdmin) },
          { path: 'admin/plannings', ...page(() => import('../features/admin/routes/admin-plannings-page'), RequireAdmin) },
          { path: 'admin/courses/:itemId', ...page(() => import('../features/admin/routes/admin-item-page'), RequireAdmin) },
          { path: 'admin/plannings/:itemId', ...page(() => import('../features/admin/routes/admin-item-page'), RequireAdmin) },

          { path: 'admin/plannings/:planningId/programme', ...page(() => import('../features/admin/routes/admin-programme-page'), RequireAdmin) },
          { path: 'admin/planning-users', ...page(() => import('../features/admin/routes/admin-planning-users-page'), RequireAdmin) },
          { path: 'admin/coupons', ...page(() => import('../features/admin/routes/admin-coupons-page'), RequireAdmin) },
          { path: 'admin/sales', ...page(() => import('../features/admin/routes/admin-sales-page'), RequireAdmin) },
          { path: 'admin/regrets', ...page(() => import('../features/admin/routes/admin-regrets-page'), RequireAdmin) },

          { path: 'not-found', ...page(() => import('./routes/not-found-page')) },
          { path: '*', Component: NotFoundRedirect },
        ],
      },
    ],
  },
];

// Created once, at load: its first navigation (and the download of that page's code) starts
// right away, in parallel with the start sequence, and completes once the app is ready.
export const router = createBrowserRouter(routes);
