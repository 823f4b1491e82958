// What a function's code can reach, read from its import graph at synth time, so that each
// function is granted exactly the AWS access its code can use — the table, SES, the payment
// credentials — without a hand-kept list that drifts as handlers grow. esbuild resolves the
// graph of our own sources only (packages stay external), which takes milliseconds.
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import { repositoryRoot } from './local/paths';

/** The modules that use each kind of access; reaching one means the function needs it. */
export const ACCESS_MODULES = {
  table: 'functions/data/dynamo-client.ts',
  mail: 'functions/mail/ses-mailer.ts',
  paymentCredentials: 'functions/payments/seller-credentials.ts',
  content: 'functions/content/s3-content-store.ts',
  /** Writes the published storefront into the site bucket and invalidates CloudFront. */
  site: 'functions/publish/s3-site-store.ts',
  /** Asks the publish function to republish after a catalogue change. */
  publishing: 'functions/publish/lambda-publishing.ts',
  config: 'functions/config.ts',
} as const;

export type FunctionReach = Record<keyof typeof ACCESS_MODULES, boolean>;

const cache = new Map<string, FunctionReach>();

/** Source files (relative to the repository root) that `entry` imports, directly or not. */
export function importedSources(entry: string): Set<string> {
  const result = buildSync({
    entryPoints: [join(repositoryRoot, entry)],
    absWorkingDir: repositoryRoot,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  return new Set(Object.keys(result.metafile.inputs).map((input) => relative(repositoryRoot, join(repositoryRoot, input))));
}

export function functionReach(entry: string): FunctionReach {
  const known = cache.get(entry);
  if (known) return known;
  const sources = importedSources(entry);
  const reach = Object.fromEntries(
    Object.entries(ACCESS_MODULES).map(([access, module]) => [access, sources.has(module)]),
  ) as FunctionReach;
  cache.set(entry, reach);
  return reach;
}
