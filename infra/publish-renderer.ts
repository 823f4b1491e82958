// The storefront renderer bundle: web/src/publish/render-page.tsx (the app's own components with
// React's server renderer) built for Node with esbuild. The local stack builds it at start into
// its data folder; the publish function on AWS ships it next to its handler. One definition of
// how it is built, so both run the same bundle.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { repositoryRoot } from './shared/paths';

const RENDERER_ENTRY = join(repositoryRoot, 'web/src/publish/render-page.tsx');
const RENDERER_FILE_NAME = 'render-page.mjs';

const RENDERER_BUILD_OPTIONS: BuildOptions = {
  entryPoints: [RENDERER_ENTRY],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Styles are the browser's business: the page links the build's stylesheets.
  loader: { '.css': 'empty' },
  jsx: 'automatic',
  tsconfig: join(repositoryRoot, 'web/tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Some dependencies are CommonJS and call require(); an ESM bundle needs one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

/** Builds the renderer into `outDir`; returns the bundle's path. */
export async function buildRenderer(outDir: string): Promise<string> {
  const outfile = join(outDir, RENDERER_FILE_NAME);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({ ...RENDERER_BUILD_OPTIONS, outfile });
  return outfile;
}
