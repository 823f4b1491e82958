// The storefront publisher: renders the public pages with the web's own components (through the
// renderer bundle), writes the ones whose content changed to the site, removes the pages of items
// no longer sold, keeps sitemap.xml and robots.txt, and tells the CDN which addresses changed.
// The same code runs in the publish function on AWS (S3 + CloudFront) and in the local stack (the
// local web root), composed in functions/composition/publish.ts. The rest of the code asks for a
// republish through functions/services/storefront-publishing.ts.
import { isOnSale } from '../domain/item-publication';
import { createHash } from 'node:crypto';
import type { Item, ItemPage, ItemType, LessonUnit } from '../generated/graphql';
import { CATALOGUE_PAGE_MAX, STOREFRONT_PAGE_SIZE } from '../domain/catalogue-pages';
import {
  publishedPagePath,
  type PageRenderer,
  type PublishedCataloguePage,
  type PublishedHighlights,
  type PublishedPage,
  type PublishedStoreFacts,
} from '../domain/published-pages';
import { inlineUsedStyles, linkedStylesheets, type Stylesheet } from './inline-styles';
import { itemsWithEdgeBetween, nextOfferEdge } from './offer-edges';
import { robotsTxt, sitemapXml } from './site-files';
import type { SubscriptionOffer } from '../domain/subscription-offer';
import {
  itemOgImage,
  MANIFEST_KEY,
  NOT_FOUND_KEY,
  pageKey,
  ROBOTS_KEY,
  SHELL_KEY,
  SITEMAP_KEY,
  BUILD_MANIFEST_KEY,
  STORE_OG_IMAGE,
} from './site-keys';
import type { SiteStore } from './site-store';

export interface PublisherDependencies {
  /**
   * One page of what visitors see of a type's catalogue: the API's own listItems (the catalogue
   * service), so a published list shows exactly the first page a visitor's browser reads next.
   */
  cataloguePage(args: { type: ItemType; limit: number; nextToken: string | null }): Promise<ItemPage>;
  /** The featured items on sale and the items on offer now: the API's listFeaturedItems and listItemsOnOffer. */
  highlights(): Promise<PublishedHighlights>;
  /** Items per page when reading past a list's first page (the API's maximum unless a test forces it small). */
  readPageSize?: number;
  /** A course's units and topics (structure only). */
  courseSyllabus(courseId: string): Promise<LessonUnit[]>;
  /** How a planning is sold by the month (issue 39); null when it is sold once only. */
  subscriptionOffer(planningId: string): Promise<SubscriptionOffer | null>;
  site: SiteStore;
  renderer: PageRenderer;
  /** The store's public address, without a trailing slash. */
  siteUrl: string;
  /** The store's facts the pages show (the values /config.json serves). */
  store: PublishedStoreFacts;
  now: () => Date;
}

/** What a publish run changed. */
export interface PublishResult {
  publishedAt: string;
  /** Site keys written (content changed) and removed (item no longer sold). */
  written: string[];
  removed: string[];
  unchanged: number;
  /** The next offer edge, when pages must be published again without any change. */
  nextOfferEdge: string | null;
}

interface Manifest {
  /** Site key → hash of the page's content (without its publish instant). */
  pages: Record<string, string>;
  /** Offer edges up to this instant have been published. */
  edgesPublishedUntil: string | null;
  /** Hash of the SPA shell the pages were drawn into: a deploy that changes it republishes all. */
  shell?: string;
}

export type PublishScope = { all: true } | { itemIds: readonly string[] };

/** What visitors see of the catalogue: every item on sale, and each type's first page as the lists show it. */
interface Catalogue {
  sold: Item[];
  firstPages: Record<ItemType, PublishedCataloguePage>;
  highlights: PublishedHighlights;
}
const HTML = 'text/html; charset=utf-8';

// The publish instant is part of the page's data; two renders of the same content differ only there.
const contentHash = (body: string): string =>
  createHash('sha256')
    .update(body.replace(/"publishedAt":"[^"]*"/g, ''))
    .digest('base64url');

const itemPagePaths = (id: string) => [`/courses/${id}`, `/plannings/${id}`];

/** Addresses to invalidate at the CDN for a changed key (a page answers without ".html"). */
function addressesOf(key: string): string[] {
  if (key === 'index.html') return ['/', '/index.html'];
  if (key === NOT_FOUND_KEY) return ['/404.html'];
  if (key.endsWith('.html')) return [`/${key.slice(0, -'.html'.length)}`];
  return [`/${key}`];
}

export function createPublisher(deps: PublisherDependencies) {
  const readPageSize = deps.readPageSize ?? CATALOGUE_PAGE_MAX;

  /** A type's catalogue, every page: the first as a list shows it, then on until no next token. */
  async function readType(type: ItemType): Promise<{ first: PublishedCataloguePage; all: Item[] }> {
    const first = await deps.cataloguePage({ type, limit: STOREFRONT_PAGE_SIZE, nextToken: null });
    const all = [...first.items];
    let nextToken = first.nextToken ?? null;
    while (nextToken) {
      const page = await deps.cataloguePage({ type, limit: readPageSize, nextToken });
      all.push(...page.items);
      nextToken = page.nextToken ?? null;
    }
    return { first: { items: first.items, nextToken: first.nextToken ?? null }, all };
  }

  async function readCatalogue(): Promise<Catalogue> {
    const [courses, plannings, highlights] = await Promise.all([readType('COURSE'), readType('PLANNING'), deps.highlights()]);
    return {
      highlights,
      // listItems answers only what is on sale; the rule is checked again here, where pages are removed by it.
      sold: [...courses.all, ...plannings.all].filter(isOnSale),
      firstPages: { COURSE: courses.first, PLANNING: plannings.first },
    };
  }

  async function readManifest(): Promise<Manifest> {
    const text = await deps.site.read(MANIFEST_KEY);
    if (!text) return { pages: {}, edgesPublishedUntil: null };
    return JSON.parse(text) as Manifest;
  }

  async function imageOf(item: Item): Promise<string> {
    const own = itemOgImage(item.id);
    return (await deps.site.exists(own.slice(1))) ? own : STORE_OG_IMAGE;
  }

  /**
   * The build's stylesheets: the ones the shell links, then every other one of the build (Vite's
   * manifest), e.g. a route's own, so a page's inlined styles cover all it draws.
   */
  async function stylesheetsOf(template: string): Promise<Stylesheet[]> {
    const linked = linkedStylesheets(template).map((href) => href.replace(/^\//, ''));
    const manifest = await deps.site.read(BUILD_MANIFEST_KEY);
    const all = manifest
      ? Object.values(JSON.parse(manifest) as Record<string, { css?: string[] }>).flatMap((chunk) => chunk.css ?? [])
      : [];
    const keys = [...new Set([...linked, ...all])];
    const sheets = await Promise.all(
      keys.map(async (key) => ({ href: linked.includes(key) ? `/${key}` : null, css: (await deps.site.read(key)) ?? '' })),
    );
    return sheets.filter((sheet) => sheet.css !== '');
  }

  async function pagesToRender(scope: PublishScope, { sold, firstPages, highlights }: Catalogue): Promise<PublishedPage[]> {
    const lists: PublishedPage[] = [
      { kind: 'landing', courses: firstPages.COURSE, plannings: firstPages.PLANNING, highlights },
      { kind: 'all-courses', courses: firstPages.COURSE },
      { kind: 'all-plannings', plannings: firstPages.PLANNING },
      { kind: 'about-us', items: sold },
    ];
    const wanted = 'all' in scope ? sold : sold.filter((item) => scope.itemIds.includes(item.id));
    const itemPages = await Promise.all(
      wanted.map(async (item): Promise<PublishedPage> =>
        item.type === 'COURSE'
          ? { kind: 'course', item, program: await deps.courseSyllabus(item.id) }
          : { kind: 'planning', item, subscriptionOffer: await deps.subscriptionOffer(item.id) },
      ),
    );
    const fixed: PublishedPage[] = 'all' in scope ? [{ kind: 'contact' }, { kind: 'not-found' }] : [];
    return [...lists, ...itemPages, ...fixed];
  }

  async function publish(scope: PublishScope): Promise<PublishResult> {
    const publishedAt = deps.now();
    const [catalogue, template, manifest] = await Promise.all([readCatalogue(), deps.site.read(SHELL_KEY), readManifest()]);
    if (!template) throw new Error(`The site has no ${SHELL_KEY} (the web build's SPA shell): deploy the web first.`);
    const { sold } = catalogue;
    const soldPaths = new Set(
      sold.map((item) =>
        publishedPagePath(
          item.type === 'COURSE' ? { kind: 'course', item, program: [] } : { kind: 'planning', item, subscriptionOffer: null },
        ),
      ),
    );

    const files: { key: string; body: string; contentType: string }[] = [];
    const stylesheets = await stylesheetsOf(template);
    for (const page of await pagesToRender(scope, catalogue)) {
      const imagePath = 'item' in page ? await imageOf(page.item) : STORE_OG_IMAGE;
      const rendered = await deps.renderer.renderPublishedPage({
        template,
        siteUrl: deps.siteUrl,
        store: deps.store,
        publishedAt,
        page,
        imagePath,
      });
      const body = await inlineUsedStyles(rendered, stylesheets);
      files.push({ key: pageKey(publishedPagePath(page)), body, contentType: HTML });
      if (page.kind === 'not-found') files.push({ key: NOT_FOUND_KEY, body, contentType: HTML });
    }
    files.push({ key: SITEMAP_KEY, body: sitemapXml(deps.siteUrl, sold), contentType: 'application/xml; charset=utf-8' });
    files.push({ key: ROBOTS_KEY, body: robotsTxt(deps.siteUrl), contentType: 'text/plain; charset=utf-8' });

    const written: string[] = [];
    let unchanged = 0;
    for (const file of files) {
      const hash = contentHash(file.body);
      if (manifest.pages[file.key] === hash && (await deps.site.exists(file.key))) {
        unchanged += 1;
        continue;
      }
      await deps.site.write(file.key, file.body, file.contentType);
      manifest.pages[file.key] = hash;
      written.push(file.key);
    }

    // Pages of items no longer sold (disabled, or gone) answer 404 from now on.
    const candidates = 'all' in scope ? Object.keys(manifest.pages) : scope.itemIds.flatMap(itemPagePaths).map(pageKey);
    const removed: string[] = [];
    for (const key of candidates) {
      if (!/^(courses|plannings)\/[^/]+\.html$/.test(key)) continue;
      if (soldPaths.has(`/${key.slice(0, -'.html'.length)}`) || !(key in manifest.pages)) continue;
      await deps.site.remove(key);
      delete manifest.pages[key];
      removed.push(key);
    }

    if ('all' in scope || manifest.edgesPublishedUntil === null) manifest.edgesPublishedUntil = publishedAt.toISOString();
    if ('all' in scope) manifest.shell = contentHash(template);
    await deps.site.write(MANIFEST_KEY, JSON.stringify(manifest), 'application/json');
    const changed = [...written, ...removed].flatMap(addressesOf);
    if (changed.length > 0) await deps.site.invalidate(changed);
    const next = nextOfferEdge(sold, publishedAt);
    return { publishedAt: publishedAt.toISOString(), written, removed, unchanged, nextOfferEdge: next?.toISOString() ?? null };
  }

  async function publishDueOfferEdges(): Promise<PublishResult> {
    const now = deps.now();
    const manifest = await readManifest();
    const since = manifest.edgesPublishedUntil ? new Date(manifest.edgesPublishedUntil) : null;
    const items = (await readCatalogue()).sold;
    const due = since ? itemsWithEdgeBetween(items, since, now) : items;
    if (due.length === 0) {
      manifest.edgesPublishedUntil = now.toISOString();
      await deps.site.write(MANIFEST_KEY, JSON.stringify(manifest), 'application/json');
      const next = nextOfferEdge(items, now);
      return { publishedAt: now.toISOString(), written: [], removed: [], unchanged: 0, nextOfferEdge: next?.toISOString() ?? null };
    }
    const result = await publish({ itemIds: due.map((item) => item.id) });
    const after = await readManifest();
    after.edgesPublishedUntil = now.toISOString();
    await deps.site.write(MANIFEST_KEY, JSON.stringify(after), 'application/json');
    return result;
  }

  return {
    /** Every page (a deploy, a first start, a repair). */
    publishAll: () => publish({ all: true }),

    /** The pages that show these items: their own pages, the lists, the landing, about. */
    publishItems: (itemIds: readonly string[]) => publish({ itemIds }),

    /**
     * The pages of items whose offer opened or closed since the last time this ran (the
     * scheduled republish at validFrom / validTo). Nothing due → nothing is rendered.
     */
    publishDueOfferEdges,

    /**
     * The scheduled run on AWS (every minute): everything when the SPA shell changed since the
     * last full publish (a deploy brought new code), else the offer edges that are due.
     */
    async publishOnSchedule(): Promise<PublishResult> {
      const [template, manifest] = await Promise.all([deps.site.read(SHELL_KEY), readManifest()]);
      if (template && manifest.shell !== contentHash(template)) return publish({ all: true });
      return publishDueOfferEdges();
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
