// The local web root: published files in their own folder, layered over the web build (the
// local web server looks in the same two places, in the same order). Writes are atomic (a
// temporary file renamed into place), so the server never sends half a page.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { SiteStore } from './site-store';

function inside(root: string, key: string): string {
  const path = normalize(join(root, key));
  if (!path.startsWith(normalize(root))) throw new Error(`site key outside the web root: ${key}`);
  return path;
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

export function createLocalSiteStore({ siteDir, buildDir }: { siteDir: string; buildDir: string }): SiteStore {
  const locate = async (key: string): Promise<string | null> => {
    for (const root of [siteDir, buildDir]) {
      const path = inside(root, key);
      if (await isFile(path)) return path;
    }
    return null;
  };
  return {
    async read(key) {
      const path = await locate(key);
      return path ? readFile(path, 'utf8') : null;
    },
    async exists(key) {
      return (await locate(key)) !== null;
    },
    async write(key, body) {
      const path = inside(siteDir, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async remove(key) {
      await rm(inside(siteDir, key), { force: true });
    },
    // Nothing caches published pages locally: the web server has them revalidated on every load.
    async invalidate() {},
  };
}
