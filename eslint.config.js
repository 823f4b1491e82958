// The project's lint rules (`npm run lint`, part of `npm test`): typescript-eslint's recommended
// set, React's rules of hooks, and the import boundaries of the layout the code follows
// (docs/decisions.md, "Layout rules"). A boundary broken is an error, not a warning: it is a
// design decision, and the fix is to move code, not to silence the rule.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature is reached from outside only through its index.ts (its public entry point). */
const featureEntryZones = FEATURES.flatMap((feature) => [
  ...FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `web/src/features/${other}`,
    from: `web/src/features/${feature}`,
    except: ['./index.ts'],
    message: `Another feature is reached only through its index.ts; a page that composes features belongs in web/src/app/routes.`,
  })),
  {
    target: ['web/src/app/routes', 'web/src/app/!(router).tsx', 'web/src/app/*.ts'],
    from: `web/src/features/${feature}`,
    except: ['./index.ts'],
    message: 'The app reaches a feature through its index.ts.',
  },
  {
    // The router alone loads a feature's pages (lazily, each its own chunk).
    target: 'web/src/app/router.tsx',
    from: `web/src/features/${feature}`,
    except: ['./index.ts', './routes'],
    message: 'The router loads a feature through its index.ts or lazily from its routes/ pages.',
  },
]);

const layoutZones = [
  // Web: app (shell and multi-feature pages) → features → components and lib.
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/app', 'web/src/features'],
    message: 'Shared UI (components/) and clients (lib/) never depend on the app or on a feature.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'A feature never depends on the app shell: move what it needs to components/ or lib/.',
  },
  {
    target: 'web/src',
    from: 'functions',
    except: ['./domain'],
    message: 'The web shares only the pure domain (functions/domain) with the server.',
  },
  {
    target: 'web/src',
    from: 'infra',
    except: ['./shared'],
    message: 'The web shares only infra/shared (the /config.json contract) with the infrastructure.',
  },
  // Functions: handlers → services → domain and data; nothing depends on a handler.
  {
    target: 'functions/domain',
    from: [
      'functions/data',
      'functions/services',
      'functions/handlers',
      'functions/content',
      'functions/mail',
      'functions/payments',
      'functions/seed',
    ],
    message: 'The domain is pure: it depends on nothing but itself and the generated types.',
  },
  {
    target: 'functions/data',
    from: ['functions/services', 'functions/handlers'],
    message: 'Repositories never depend on services or handlers.',
  },
  {
    target: ['functions/services', 'functions/content', 'functions/mail', 'functions/payments'],
    from: 'functions/handlers',
    message: 'Only handlers (and the tools around them) depend on handlers.',
  },
  {
    target: 'functions',
    from: ['web', 'infra', 'bench', 'test'],
    message: 'The functions ship alone: they never depend on the web, the infrastructure or the tests.',
  },
  // Infrastructure: production code never depends on the local stack; both share infra/shared.
  {
    target: [
      'infra/app.ts',
      'infra/store-app.ts',
      'infra/stage-settings.ts',
      'infra/function-reach.ts',
      'infra/schema-source.ts',
      'infra/stacks',
      'infra/constructs',
      'infra/checks',
      'infra/shared',
    ],
    from: 'infra/local',
    message: 'Production infrastructure never depends on infra/local; what both need goes in infra/shared.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'cdk.out/',
      '.local-data/',
      '.test-data/',
      'bench/results/',
      'functions/generated/',
      'web/src/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: {
      // A disable comment that no longer disables anything is dead code too.
      reportUnusedDisableDirectives: 'error',
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json', 'test/e2e/tsconfig.json', 'test/component/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...layoutZones, ...featureEntryZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['functions/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*'], message: 'Services get their AWS clients as dependencies (handlers build them).' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
