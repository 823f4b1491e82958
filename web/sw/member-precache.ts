// Which built files the member app's service worker precaches: what a signed-in member needs to
// open the member area with no connection, read from Vite's manifest (the shell's entry, the app,
// the member pages, the account menu and Amplify, with everything they import and their styles),
// plus the upright Inter font and the app's icons. The member pages' own lazy parts (the result
// form, the history, "Mis marcas", the coach's threads: loaded after the day view's first paint)
// are followed too, so that logging a result works offline. Not the storefront's or admin's pages
// (the router's lazy routes are not followed), not the italic font: about a third of the build, so
// installing the app costs a phone little.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** Source modules the member area runs (keys of Vite's manifest). */
const MEMBER_AREA_MODULES = [
  'index.html',
  'src/app/main.tsx',
  'src/app/store-primereact.tsx',
  'src/features/auth/components/signed-in-account-menu.tsx',
  'src/features/my-plannings/routes/my-plannings-page.tsx',
  'src/features/my-plannings/routes/member-planning-page.tsx',
  'src/features/my-plannings/routes/records-page.tsx',
  'src/app/routes/not-found-page.tsx',
  'src/lib/amplify-auth.ts',
];

/** The member area's pages, whose lazy parts are precached with them (not the router's, or the shell's). */
const MEMBER_PAGES = new Set([
  'src/features/my-plannings/routes/my-plannings-page.tsx',
  'src/features/my-plannings/routes/member-planning-page.tsx',
  // Mis marcas with its charts' drawing (uPlot): records open offline too (issue 40).
  'src/features/my-plannings/routes/records-page.tsx',
]);

export function memberAreaFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>(['app.html', 'favicon.svg']);
  const seen = new Set<string>();
  /** A module, what it imports, and (for the member area's own modules) what they load lazily. */
  const visit = (key: string, followLazy: boolean) => {
    const chunk = manifest[key];
    const seenAs = `${key}${followLazy ? ' +lazy' : ''}`;
    if (!chunk || seen.has(seenAs)) return;
    seen.add(seenAs);
    if (key !== 'index.html') files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) if (/\.woff2$/.test(asset) && !/italic/i.test(asset)) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported, followLazy);
    if (followLazy) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  for (const key of MEMBER_AREA_MODULES) {
    if (!manifest[key]) throw new Error(`member precache: ${key} is not in the build (renamed?)`);
    visit(key, MEMBER_PAGES.has(key));
  }
  return files;
}
