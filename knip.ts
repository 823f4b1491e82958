// Dead-code detection (`npm run knip`, part of `npm test`): unused files, exports and
// dependencies. The entries are what the tools cannot see on their own: the CDK app, the Lambda
// entry modules (named as strings in the resolver map, read from it here so a new function is
// an entry the moment it is mapped) and the benchmark's worker process.
import type { KnipConfig } from 'knip';
import {
  graphqlFunctions,
  httpFunctions,
  queueFunctions,
  scheduledFunctions,
  triggerFunctions,
  videoFunctions,
} from './functions/handlers/resolver-map';

const lambdaEntries = [graphqlFunctions, triggerFunctions, queueFunctions, httpFunctions, scheduledFunctions, videoFunctions].flatMap(
  (group) => Object.values(group).map((definition: { entry: string }) => definition.entry),
);

const config: KnipConfig = {
  entry: [
    'infra/app.ts',
    'infra/local/start.ts',
    'bench/load-worker.ts',
    ...lambdaEntries,
    // The storefront's publish function (not a resolver: invoked by the catalogue and a schedule),
    // its renderer bundle's entry and the CLI the CDK runs to build it.
    'functions/handlers/publish.ts',
    'web/src/publish/render-page.tsx',
    'infra/publish-renderer-cli.ts',
    // The test layers' stack process (spawned by path from test/support/stack-process.ts).
    'test/support/stack-process-entry.ts',
    // The member app's service worker (built by vite-plugin-pwa from its file name).
    'web/sw/member-sw.ts',
  ],
  project: [
    'functions/**/*.ts',
    'infra/**/*.ts',
    'web/src/**/*.{ts,tsx}',
    'web/sw/**/*.ts',
    'web/scripts/**/*.ts',
    'bench/**/*.ts',
    'test/**/*.ts',
    '*.ts',
    '*.js',
  ],
  ignore: ['web/src/generated/**'],
  // A type used only inside its module is part of that module's signature, not dead code.
  ignoreExportsUsedInFile: { interface: true, type: true },
  ignoreDependencies: [
    // Injected into browser pages by path (require.resolve('axe-core/axe.min.js')), never imported.
    'axe-core',
    // The Node 24 binary for npm scripts (a binary, never imported).
    'node',
  ],
  // Debian's, installed by .ci/run: DynamoDB Local's Java; OpenSSL, and poppler-utils' pdftoppm and pdftotext for the invoice
  // tests; ffprobe reads the video ladder back.
  ignoreBinaries: ['java', 'openssl', 'pdftoppm', 'pdftotext', 'ffprobe'],
  vite: { config: ['web/vite.config.ts'] },
};

export default config;
