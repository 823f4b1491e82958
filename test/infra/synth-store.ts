// Synthesises the store's stacks for tests: a fresh App (optionally without bundling, for the
// tests that only read templates), a tiny built web in a temporary folder so no test depends on
// a prior `npm run build:web`, and the templates of the three stacks.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readStageSettings } from '../../infra/stage-settings';
import { repositoryRoot } from '../../infra/shared/paths';
import { createStoreStacks, type StoreAppOptions, type StoreStacks } from '../../infra/store-app';

/** The feature flags cdk.json sets, so that tests read the templates `cdk synth` writes. */
const featureFlags = (JSON.parse(readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A minimal built SPA: the shell (app.html) and one hashed asset, as Vite lays them out. */
function fakeWebBuild(): string {
  const directory = mkdtempSync(join(tmpdir(), 'store-web-dist-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'app.html'), '<!doctype html><script type="module" src="/assets/app-1a2b3c.js"></script>');
  writeFileSync(join(directory, 'assets', 'app-1a2b3c.js'), 'console.log("tienda");');
  return directory;
}

export interface SynthOptions {
  context?: Record<string, string>;
  /**
   * Stacks (by name) whose functions esbuild bundles as `cdk synth` does; bundling takes seconds
   * per function, so tests bundle only what they inspect. Default: none.
   */
  bundleStacks?: string[];
  resolverMap?: StoreAppOptions['resolverMap'];
  webDistDir?: string;
  /** Where the stage files are read from (default infra/stages). */
  stagesDirectory?: string;
}

export interface SynthesizedStore {
  app: App;
  stacks: StoreStacks;
  templates: { data: Template; web: Template; api: Template; operations: Template };
  outdir: string;
}

export function createStore(options: SynthOptions = {}): { app: App; stacks: StoreStacks } {
  const outdir = mkdtempSync(join(tmpdir(), 'store-cdk-out-'));
  const app = new App({
    outdir,
    context: {
      ...featureFlags,
      ...options.context,
      // Asset bundling runs only for the stacks listed here.
      'aws:cdk:bundling-stacks': options.bundleStacks ?? [],
    },
  });
  const stacks = createStoreStacks(app, {
    settings: readStageSettings(app.node, options.stagesDirectory),
    webDistDir: options.webDistDir ?? fakeWebBuild(),
    ...(options.resolverMap ? { resolverMap: options.resolverMap } : {}),
  });
  return { app, stacks };
}

export function synthStore(options: SynthOptions = {}): SynthesizedStore {
  const { app, stacks } = createStore(options);
  const assembly = app.synth();
  return {
    app,
    stacks,
    outdir: assembly.directory,
    templates: {
      data: Template.fromStack(stacks.data),
      web: Template.fromStack(stacks.web),
      api: Template.fromStack(stacks.api),
      operations: Template.fromStack(stacks.operations),
    },
  };
}
