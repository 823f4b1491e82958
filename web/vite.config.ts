import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocumentsByName } from './graphql-documents-plugin.ts';
import { memberAreaFiles } from './sw/member-precache.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The build's output folder, once Vite resolved it (the member precache reads its manifest). */
let builtDir = '';

/**
 * The built index.html is the SPA shell: served for app routes (checkout, lessons, account,
 * admin) and the template the publisher draws public pages into. It is written as app.html,
 * because index.html is the published landing page (see web/src/publish).
 */
function spaShellAsAppHtml(): Plugin {
  let outDir = '';
  return {
    name: 'spa-shell-as-app-html',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      builtDir = outDir;
    },
    closeBundle() {
      // Once per build (the hook can run again after the rename, e.g. in watch mode).
      const built = join(outDir, 'index.html');
      if (existsSync(built)) renameSync(built, join(outDir, 'app.html'));
    },
  };
}

// `npm run dev`: hot reload against a running `npm start`. The local stack's web server answers
// /config.json (the API, Cognito and content addresses of that stack) and the local mailbox.
const localStack = `http://localhost:${process.env['WEB_PORT'] ?? 3000}`;

/**
 * The member area's service worker (web/sw/member-sw.ts, Workbox) built as /member-sw.js with its
 * precache list: the SPA shell and what it loads, so the member area opens offline. No manifest
 * link or registration is injected into the HTML (every published page is drawn from it): the
 * member area adds both when it opens (web/src/features/my-plannings/offline/register-member-app.ts).
 */
const memberServiceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'member-sw.ts',
  injectRegister: false,
  manifest: false,
  includeManifestIcons: false,
  injectManifest: {
    // The shell, its hashed scripts, styles and fonts, and the app's icons; then only what the
    // member area runs (sw/member-precache.ts). Not the item pictures or link-preview images.
    globPatterns: ['app.html', 'assets/**/*.{js,css,woff2}', 'member-icons/*.png', 'favicon.svg'],
    manifestTransforms: [
      (entries) => {
        const wanted = memberAreaFiles(builtDir);
        return { manifest: entries.filter((entry) => wanted.has(entry.url) || entry.url.startsWith('member-icons/')), warnings: [] };
      },
    ],
    // Hashed files carry their version in the name: no revision needed for them.
    dontCacheBustURLsMatching: /^assets\//,
    rollupFormat: 'iife',
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  root,
  plugins: [graphqlDocumentsByName(root), react(), spaShellAsAppHtml(), memberServiceWorker],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the code, and neither the local web
    // server nor the deployment serves them to browsers.
    sourcemap: 'hidden',
    // Read by the publisher: the stylesheets whose used rules each published page inlines.
    manifest: true,
    target: 'es2022',
    // The entry (boot.ts) loads the app (main.tsx) once a published page has painted; Vite would
    // add a <link rel=modulepreload> per module the app imports (≈ 40) in that one task, a long
    // task on a phone. The browser fetches the same modules as it reads the app's imports.
    modulePreload: { resolveDependencies: (target, dependencies) => (/(^|\/)main-[\w-]+\.js$/.test(target) ? [] : dependencies) },
  },
  server: {
    port: Number(process.env['DEV_PORT'] ?? 5173),
    strictPort: true,
    proxy: { '/config.json': localStack, '/_local': localStack },
  },
});
