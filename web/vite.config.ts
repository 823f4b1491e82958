import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { graphqlDocumentsByName } from './graphql-documents-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

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

export default defineConfig({
  root,
  plugins: [graphqlDocumentsByName(root), react(), spaShellAsAppHtml()],
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
