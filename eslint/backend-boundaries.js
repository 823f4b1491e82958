// The backend's import boundaries as allow-lists: each folder of functions/ says which folders it
// may import, so a folder added later is forbidden until a layer allows it (a deny-list let new
// folders through). The layering (docs/decisions/, "Layout rules"):
//
//   handlers → composition → publish → services → domain, data and the adapters to the outside
//   (content, mail, payments, invoicing); settings are read where a thing is built (composition),
//   and the domain depends on nothing but itself. Mercado Pago's payment words (payment-words) sit
//   beside the domain: the adapter and the records read them, and they read only the domain.
//
// The API's generated types (functions/generated) belong to the edge: handlers map GraphQL ↔ domain,
// so domain, data and services never import them (test/unit/backend-boundaries.test.ts also scans
// the tree for one).
//
// Imported by eslint.config.js; test/unit/backend-boundaries.test.ts lints deliberate bad imports.
/** What each folder of functions/ may import besides itself (and the generated schema types, but see below). */
export const BACKEND_ALLOWED_IMPORTS = {
  /** Pure rules and types: nothing but itself. */
  domain: [],
  /** Logger and metrics: nothing of ours. */
  observability: [],
  /** Each function's settings, read and checked from the environment. */
  settings: ['domain'],
  /**
   * Mercado Pago's payment words → the domain's states, the one table (decision 163): read by the
   * provider's adapter (payments) and by the order records, which keep the words (data).
   */
  'payment-words': ['domain'],
  /** The repositories: keys and mapping of the domain's entities. */
  data: ['domain', 'payment-words'],
  /** Adapters to AWS content services (S3, CloudFront, MediaConvert). */
  content: ['domain', 'settings'],
  /** E-mail: templates, the queue, SES. */
  mail: ['domain', 'settings'],
  /** Mercado Pago. */
  payments: ['domain', 'settings', 'payment-words'],
  /** ARCA (WSAA, WSFEv1); its access tickets and the sellers' fiscal settings are stored records. */
  invoicing: ['domain', 'data'],
  /** The use cases: rules of the domain over the repositories and adapters, given as dependencies. */
  services: ['domain', 'data', 'content', 'mail', 'payments', 'invoicing'],
  /**
   * The storefront's publishing: reads the catalogue through its service, renders, writes the site;
   * implements the services' port (services/storefront-publishing.ts). Composed in composition/publish.ts.
   */
  publish: ['domain', 'services'],
  /** Builds each function's dependencies from its settings (the one place things are wired). */
  composition: ['domain', 'data', 'services', 'publish', 'content', 'mail', 'payments', 'invoicing', 'settings', 'observability'],
  /** Lambda entry points: adapt the event, call the composed services. */
  handlers: ['domain', 'services', 'composition', 'observability'],
  /** Seed data and the data upgrade, written through the repositories' records. */
  seed: ['domain', 'data'],
};

/** The folders whose files keep to the backend's own model: no generated API types. */
export const MODEL_FOLDERS = ['domain', 'payment-words', 'data', 'services'];

const FOLDERS = Object.keys(BACKEND_ALLOWED_IMPORTS);

const layerZones = Object.entries(BACKEND_ALLOWED_IMPORTS).flatMap(([folder, allowed]) => [
  {
    target: `functions/${folder}`,
    from: 'functions',
    except: [folder, 'generated', ...allowed].map((name) => `./${name}`),
    message: `functions/${folder} may import only ${[folder, ...allowed].map((name) => `functions/${name}`).join(', ')} (eslint/backend-boundaries.js).`,
  },
  {
    target: `functions/${folder}`,
    from: ['web', 'infra', 'bench', 'test'],
    message: 'The functions ship alone: they never depend on the web, the infrastructure or the tests.',
  },
]);

const generatedTypesZones = MODEL_FOLDERS.map((folder) => ({
  target: `functions/${folder}`,
  from: 'functions/generated',
  message: `functions/${folder} uses the backend's own types, not the API's generated ones: map GraphQL ↔ domain in the handler.`,
}));

/** The flat-config entries for functions/: import-x's restricted paths from the allow-lists above. */
export const backendBoundaries = [
  {
    files: FOLDERS.map((folder) => `functions/${folder}/**/*.ts`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Domain, payment words, data and services: the same allow-lists, and no generated types.
    files: MODEL_FOLDERS.map((folder) => `functions/${folder}/**/*.ts`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...generatedTypesZones] }] },
  },
  {
    // A folder with no allow-list yet imports nothing of functions/ until it is given one.
    files: ['functions/**/*.ts'],
    ignores: [...FOLDERS, 'generated'].map((folder) => `functions/${folder}/**`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'functions',
              from: ['functions', 'web', 'infra', 'bench', 'test'],
              message: 'This folder of functions/ has no allow-list yet: add it to eslint/backend-boundaries.js.',
            },
          ],
        },
      ],
    },
  },
];
