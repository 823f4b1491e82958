// The two files search engines read first: robots.txt (what to crawl, where the sitemap is) and
// sitemap.xml (every public page and every item on sale).
import type { Item } from '../generated/graphql';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** App routes that are private or personal: nothing there for a search engine. */
const NOT_FOR_CRAWLERS = ['/checkout/', '/configure-first-billing-detail/', '/my-orders', '/admin/', '/auth/', '/lessons/', '/all-lessons'];

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(siteUrl: string, sold: readonly Pick<Item, 'id' | 'type'>[]): string {
  const paths = [
    '/',
    '/all-courses',
    '/all-plannings',
    ...sold.map((item) => (item.type === 'COURSE' ? `/courses/${item.id}` : `/plannings/${item.id}`)),
    '/about-us',
    '/contact',
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
