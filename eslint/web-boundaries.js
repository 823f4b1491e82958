// The web's import boundaries, as allow-lists (docs/decisions/, "Layout rules"): a feature
// (web/src/features/<name>) imports only itself and the shared code (components/, lib/,
// generated/); shared code imports only shared code; the app shell and its multi-feature pages
// (web/src/app) reach a feature through its index.ts, and the router alone loads a feature's pages
// from its routes/. What two features both need moves to a shared place; a page that brings
// features together lives in web/src/app/routes. test/unit/web-boundaries.test.ts lints a
// deliberate import from one feature into another and expects the error.
//
// This config object holds every `import-x/no-restricted-paths` zone for web files: ESLint
// replaces a rule's options per file instead of merging them, so the zones of other parts of
// the repository (eslint.config.js) never reach web/src, and none of these reach anything else.
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The web's shared code, relative to web/src. */
const SHARED = ['./components', './lib', './generated'];

const featureZones = FEATURES.map((feature) => ({
  target: `web/src/features/${feature}`,
  from: 'web/src',
  except: [`./features/${feature}`, ...SHARED],
  message: `A feature imports only itself and shared code (components/, lib/, generated/): what two features need moves there, and a page that brings features together goes in web/src/app/routes.`,
}));

const appZones = FEATURES.flatMap((feature) => [
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

const sharedZones = [
  {
    target: ['web/src/components', 'web/src/lib'],
    from: 'web/src',
    except: SHARED,
    message: 'Shared UI (components/) and clients (lib/) import only shared code, never the app or a feature.',
  },
];

const outsideZones = [
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
];

export const webBoundaries = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...appZones, ...sharedZones, ...outsideZones] }],
    },
  },
];
