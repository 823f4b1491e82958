// The project's lint rules (`npm run lint`, part of `npm test`): typescript-eslint's recommended
// set, React's rules of hooks, and the import boundaries of the layout the code follows
// (docs/decisions/, "Layout rules"). A boundary broken is an error, not a warning: it is a
// design decision, and the fix is to move code, not to silence the rule.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './eslint/web-boundaries.js';
import { backendBoundaries } from './eslint/backend-boundaries.js';
import { providerWords } from './eslint/provider-words.js';

const layoutZones = [
  // Functions: their allow-lists are eslint/backend-boundaries.js (spread below, after these).
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
      'import-x/no-restricted-paths': ['error', { zones: layoutZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  ...backendBoundaries,
  ...providerWords,
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
  ...webBoundaries,
);
