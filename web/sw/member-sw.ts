/// <reference lib="webworker" />
// The member area's service worker (Workbox; built by vite-plugin-pwa's injectManifest into
// /member-sw.js). Registered only from the member area, with scope /my-plannings: published
// storefront pages are never controlled by it, so their first load and hydration are untouched.
//   - precache: the SPA shell (app.html) and the hashed scripts, styles and fonts it loads, plus
//     the app's icons; a new build's worker replaces them and drops the old cache;
//   - member-area navigations (a reload at the gym with no signal) get the precached shell;
//   - /config.json: the kept copy at once, refreshed from the network behind it (the app cannot
//     start without it, and a gym's weak signal must not hold the start up; a new deploy's config
//     is used from the next load, as its precache is). It is fetched into that cache when the
//     worker installs: the page that registers the worker has already fetched it itself, outside
//     the worker, so without this only a second full open would find it offline.
// The API's answers (POST GraphQL, which the Cache API cannot key) are kept by the page itself
// in IndexedDB (web/src/features/my-plannings/offline), as are results logged offline.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { warmStrategyCache } from 'workbox-recipes';
import { StaleWhileRevalidate } from 'workbox-strategies';

// The worker's global scope (this file is checked with the web's types; the reference above adds the worker's).
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/app.html'), { allowlist: [/^\/my-plannings(?:\/|$)/] }));

const configStrategy = new StaleWhileRevalidate({ cacheName: 'member-area-config' });
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/config.json',
  configStrategy,
);
warmStrategyCache({ urls: ['/config.json'], strategy: configStrategy });

// A new build's worker takes over at once: the shell and its hashed files are replaced together.
void self.skipWaiting();
clientsClaim();
