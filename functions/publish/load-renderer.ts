// Loads the renderer bundle (web/src/publish/render-page.tsx built for Node by
// infra/publish-renderer.ts): shipped next to the publish function on AWS, built into the data
// folder by the local stack. Loaded at run time, so the functions' own code never compiles JSX.
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../domain/published-pages';

const loaded = new Map<string, Promise<PageRenderer>>();

export function loadRenderer(path: string): Promise<PageRenderer> {
  let renderer = loaded.get(path);
  if (!renderer) {
    renderer = import(pathToFileURL(path).href).then((module: Partial<PageRenderer>) => {
      if (typeof module.renderPublishedPage !== 'function') throw new Error(`${path} is not the storefront renderer bundle`);
      return module as PageRenderer;
    });
    loaded.set(path, renderer);
  }
  return renderer;
}
