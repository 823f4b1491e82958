// Where the publisher writes: the site bucket behind CloudFront on AWS (s3-site-store.ts), the
// local web root locally (local-site-store.ts). One port, so the publish code is the same.
export interface SiteStore {
  /** A text file of the site (the SPA shell, the manifest), or null if absent. */
  read(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  write(key: string, body: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Tells the CDN that these addresses changed (a no-op where nothing caches them). */
  invalidate(paths: string[]): Promise<void>;
}

/** Cache-Control of published pages: the CDN keeps them until invalidated, browsers revalidate. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, must-revalidate';
