// Where each published page is stored in the site (the S3 bucket on AWS, the local web root
// locally): "/" → index.html, "/courses/course-1" → courses/course-1.html, and the not-found page
// twice (not-found.html for /not-found, 404.html for every unknown path). The edge (CloudFront
// Function) and the local web server map addresses to these keys with site-routes.ts.
export const SHELL_KEY = 'app.html';
export const NOT_FOUND_KEY = '404.html';
export const SITEMAP_KEY = 'sitemap.xml';
export const ROBOTS_KEY = 'robots.txt';
export const MANIFEST_KEY = '_publish/manifest.json';
/** Vite's manifest of the build: which stylesheets exist (inlined per page, see inline-styles.ts). */
export const BUILD_MANIFEST_KEY = '.vite/manifest.json';
/** The store's own 1200×630 preview image, for pages that are not an item's. */
export const STORE_OG_IMAGE = '/og/store.jpg';

export function pageKey(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The preview image an item would have, if shipped (see web/public/og). */
export const itemOgImage = (itemId: string): string => `/og/${itemId}.jpg`;
