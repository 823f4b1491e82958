// Builds the SPA with Vite when its sources changed since the last build, so a start after a
// pull serves the current app and a plain restart does not rebuild.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { repositoryRoot } from './paths';

const webDir = () => join(repositoryRoot, 'web');
const webDistDir = () => join(repositoryRoot, 'web', 'dist');

function newestSourceTime(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function builtTime(): number {
  try {
    return statSync(join(webDistDir(), 'app.html')).mtimeMs;
  } catch {
    return 0;
  }
}

export async function buildWebIfStale(log: (line: string) => void): Promise<string> {
  if (newestSourceTime(webDir()) > builtTime()) {
    log('Compilando la web (Vite)…');
    await build({ configFile: join(webDir(), 'vite.config.ts'), logLevel: 'warn' });
  }
  return webDistDir();
}
