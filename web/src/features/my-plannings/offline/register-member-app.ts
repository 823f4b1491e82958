// The member area as an installable app: its web app manifest and its service worker
// (member-sw.ts, Workbox) are added only when the member area is opened, never by the published
// storefront, whose first load does no service-worker work at all. The worker's scope is the
// member area (/my-plannings…), so published pages are never controlled by it.
import { routes } from '../../../lib/paths';
const SERVICE_WORKER_URL = '/member-sw.js';
const MEMBER_APP_SCOPE = routes.myPlannings.pattern;

let started = false;

export function registerMemberApp(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/member-app.webmanifest';
    document.head.append(link);
  }
  // Registration failing (private mode, storage blocked) only loses offline use.
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: MEMBER_APP_SCOPE }).catch(() => undefined);
}
