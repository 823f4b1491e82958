// The publisher's decisions, with an in-memory site and a stand-in renderer (the real renderer is
// exercised by the browser and HTTP tests): which pages a change renders, writing only what
// changed, removing the pages of items no longer sold, invalidating those addresses, the sitemap,
// and republishing at offer window edges.
import { describe, expect, it } from 'vitest';
import type { Item } from '../../functions/generated/graphql';
import { itemsWithEdgeBetween, nextOfferEdge } from '../../functions/publish/offer-edges';
import { createPublisher } from '../../functions/publish/publisher';
import type { SiteStore } from '../../functions/publish/site-store';
import { seedItems } from '../../functions/seed/catalogue';
import { activeOffer } from '../../functions/domain/offers';
import { publishedPagePath, type PublishedPage, type RenderInput } from '../../functions/domain/published-pages';
import { isOnSale } from '../../functions/domain/item-publication';
import type { SubscriptionOffer } from '../../functions/domain/subscription-offer';
import type { PublisherDependencies } from '../../functions/publish/publisher';

/**
 * Stands in for listItems over an array: what is on sale, of the type, in the catalogue's order,
 * `limit` at a time; the token is the last item's id. Counts the pages read.
 */
function cataloguePagesOf(items: Item[]) {
  const reads: { type: string; limit: number; nextToken: string | null }[] = [];
  const cataloguePage: PublisherDependencies['cataloguePage'] = async ({ type, limit, nextToken }) => {
    reads.push({ type, limit, nextToken });
    const sorted = items.filter((item) => item.type === type && isOnSale(item)).sort((a, b) => (a.id < b.id ? -1 : 1));
    const start = nextToken ? sorted.findIndex((item) => item.id === nextToken) + 1 : 0;
    const page = sorted.slice(start, start + limit);
    return { items: page, nextToken: start + limit < sorted.length ? (page.at(-1)?.id ?? null) : null };
  };
  // listFeaturedItems and listItemsOnOffer over the same array, at the instant of the read.
  const highlights =
    (now: () => Date): PublisherDependencies['highlights'] =>
    async () => {
      const sold = items.filter(isOnSale).sort((a, b) => (`${a.type}#${a.id}` < `${b.type}#${b.id}` ? -1 : 1));
      return { featured: sold.filter((item) => item.isFeatured), onOffer: sold.filter((item) => activeOffer(item, now()) !== null) };
    };
  return { cataloguePage, highlights, reads };
}

const listedOf = (page: PublishedPage): Item[] =>
  'items' in page ? page.items : [...('courses' in page ? page.courses.items : []), ...('plannings' in page ? page.plannings.items : [])];

function memorySite(initial: Record<string, string> = { 'app.html': '<div id="root"></div>' }) {
  const files = new Map(Object.entries(initial));
  const invalidated: string[][] = [];
  const writes: string[] = [];
  const site: SiteStore = {
    read: async (key) => files.get(key) ?? null,
    exists: async (key) => files.has(key),
    write: async (key, body) => {
      files.set(key, body);
      writes.push(key);
    },
    remove: async (key) => {
      files.delete(key);
    },
    invalidate: async (paths) => {
      invalidated.push(paths);
    },
  };
  return { site, files, invalidated, writes };
}

/** Stands in for the React renderer: the page's path, its price as of publishing, its instant. */
const renderer = {
  renderPublishedPage: async (input: RenderInput) => {
    const price = 'item' in input.page ? (activeOffer(input.page.item, input.publishedAt)?.price ?? input.page.item.price) : '';
    const items = listedOf(input.page)
      .map((item) => `${item.id}:${activeOffer(item, input.publishedAt)?.price ?? item.price}`)
      .join(',');
    const highlights =
      input.page.kind === 'landing'
        ? ` destacados:${input.page.highlights.featured.map((item) => item.id).join(',')}` +
          ` ofertas:${input.page.highlights.onOffer.map((item) => item.id).join(',')}`
        : '';
    const monthly =
      input.page.kind === 'planning' && input.page.subscriptionOffer
        ? ` ${input.page.subscriptionOffer.sale}:${input.page.subscriptionOffer.monthlyPrice}`
        : '';
    return `${publishedPagePath(input.page)} ${price}${monthly} ${items}${highlights} ${input.imagePath} {"publishedAt":"${input.publishedAt.toISOString()}"}`;
  },
};

function setUp(now = new Date('2026-11-22T12:00:00-03:00')) {
  const items: Item[] = structuredClone(seedItems) as Item[];
  const memory = memorySite({ 'app.html': 'shell', 'og/course-3.jpg': 'jpeg' });
  const clock = { now };
  const catalogue = cataloguePagesOf(items);
  const offers = new Map<string, SubscriptionOffer>();
  const publisher = createPublisher({
    cataloguePage: catalogue.cataloguePage,
    highlights: catalogue.highlights(() => clock.now),
    readPageSize: 2,
    courseSyllabus: async () => [],
    subscriptionOffer: async (planningId) => offers.get(planningId) ?? null,
    site: memory.site,
    renderer,
    siteUrl: 'https://tienda.example',
    store: { storeName: 'Impulso', legalName: 'Impulso S.A.S.', cuit: '30-71234567-1', maxInstallments: 6 },
    now: () => clock.now,
  });
  return { items, offers, publisher, clock, reads: catalogue.reads, ...memory };
}

describe('publisher', () => {
  it('publishes every page, the not-found page twice, robots and a sitemap of the items on sale', async () => {
    const { publisher, files } = setUp();
    const result = await publisher.publishAll();
    const sold = seedItems.filter((item) => item.isEnabled);
    for (const key of [
      'index.html',
      'all-courses.html',
      'all-plannings.html',
      'about-us.html',
      'contact.html',
      'not-found.html',
      '404.html',
      'robots.txt',
      'sitemap.xml',
    ]) {
      expect(files.has(key), key).toBe(true);
    }
    for (const item of sold) expect(files.has(`${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}.html`)).toBe(true);
    expect(result.written).toHaveLength(9 + sold.length);
    expect(files.get('sitemap.xml')).toContain('<loc>https://tienda.example/courses/course-3</loc>');
    // The item's own preview image when shipped, the store's otherwise.
    expect(files.get('courses/course-3.html')).toContain('/og/course-3.jpg');
    expect(files.get('courses/course-1.html')).toContain('/og/store.jpg');
  });

  it('publishes the landing with every featured item and every item on offer, also past the first page of their type', async () => {
    const { publisher, items, files, clock } = setUp();
    const template = items.find((item) => item.type === 'COURSE');
    if (!template) throw new Error('seed without a course');
    for (let n = 10; n < 30; n += 1)
      items.push({ ...template, id: `course-x${n}`, name: `Curso extra ${n}`, offer: null, isFeatured: false });
    const last = items.at(-1);
    if (!last) throw new Error('no item added');
    last.isFeatured = true;
    last.offer = {
      price: last.price - 1000,
      validDateTimeFrom: new Date(clock.now.getTime() - 60_000).toISOString(),
      validDateTimeTo: new Date(clock.now.getTime() + 60_000).toISOString(),
    };
    await publisher.publishAll();
    const landing = files.get('index.html') ?? '';
    // Past the first page of courses (12), so not among the landing's course cards…
    expect(landing).not.toContain(`${last.id}:`);
    // …and still in its sections.
    expect(landing).toMatch(new RegExp(`destacados:[^ ]*${last.id}`));
    expect(landing).toMatch(new RegExp(`ofertas:[^ ]*${last.id}`));
  });

  it('reads every page of the catalogue: the lists show the first page, every item past it is published and in the sitemap', async () => {
    const { publisher, items, files, reads } = setUp();
    const template = items.find((item) => item.type === 'COURSE');
    if (!template) throw new Error('seed without a course');
    for (let n = 10; n < 40; n += 1) items.push({ ...template, id: `course-x${n}`, name: `Curso extra ${n}`, offer: null });
    await publisher.publishAll();
    const sold = items.filter(isOnSale);
    for (const item of sold) {
      expect(files.has(`${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}.html`), item.id).toBe(true);
      expect(files.get('sitemap.xml')).toContain(`/${item.type === 'COURSE' ? 'courses' : 'plannings'}/${item.id}</loc>`);
    }
    // The first page as a visitor's list reads it (12), then pages of 2 following each token to the end.
    const courseReads = reads.filter((read) => read.type === 'COURSE');
    expect(courseReads[0]).toEqual({ type: 'COURSE', limit: 12, nextToken: null });
    expect(courseReads.slice(1).every((read) => read.limit === 2 && read.nextToken !== null)).toBe(true);
    const courses = sold.filter((item) => item.type === 'COURSE').length;
    expect(courseReads).toHaveLength(1 + Math.ceil((courses - 12) / 2));
    const coursesPage = files.get('all-courses.html') ?? '';
    expect(coursesPage.split(',').length).toBe(12);
  });

  it('writes and invalidates only what changed: an unchanged catalogue rewrites nothing', async () => {
    const { publisher, items, clock, invalidated } = setUp();
    await publisher.publishAll();
    clock.now = new Date(clock.now.getTime() + 60_000);
    const again = await publisher.publishAll();
    expect(again.written).toEqual([]);
    expect(again.unchanged).toBeGreaterThan(10);
    invalidated.length = 0;

    const course = items.find((item) => item.id === 'course-3');
    if (!course) throw new Error('seed without course-3');
    course.price = 15_750;
    const changed = await publisher.publishItems(['course-3']);
    // Its page and the pages showing it (the landing and the courses' first page, about's coaches);
    // not the plannings' list, nor any other item's page.
    expect(changed.written.sort()).toEqual(['about-us.html', 'all-courses.html', 'courses/course-3.html', 'index.html']);
    expect(invalidated.flat().sort()).toEqual(['/', '/about-us', '/all-courses', '/courses/course-3', '/index.html']);
  });

  it('draws a planning sold by the month with its offer, and republishes its page only when the offer changes', async () => {
    const { publisher, offers, files } = setUp();
    await publisher.publishAll();
    expect(files.get('plannings/planning-2.html')).not.toMatch(/MONTHLY|BOTH/);
    offers.set('planning-2', {
      planningId: 'planning-2',
      sale: 'MONTHLY',
      monthlyPrice: 32_000,
      trialDays: 7,
      graceDays: 5,
      updatedAt: '2026-11-22T12:00:00.000Z',
    });
    const changed = await publisher.publishItems(['planning-2']);
    expect(changed.written).toEqual(['plannings/planning-2.html']);
    expect(files.get('plannings/planning-2.html')).toContain('/plannings/planning-2 ');
    expect(files.get('plannings/planning-2.html')).toContain(' MONTHLY:32000 ');
  });

  it('removes the page of an item no longer sold, which then answers 404', async () => {
    const { publisher, items, files, invalidated } = setUp();
    await publisher.publishAll();
    const planning = items.find((item) => item.id === 'planning-2');
    if (!planning) throw new Error('seed without planning-2');
    planning.isEnabled = false;
    const result = await publisher.publishItems(['planning-2']);
    expect(result.removed).toEqual(['plannings/planning-2.html']);
    expect(files.has('plannings/planning-2.html')).toBe(false);
    expect(files.get('sitemap.xml')).not.toContain('planning-2');
    expect(invalidated.flat()).toContain('/plannings/planning-2');
  });

  it('republishes at an offer edge only the items whose window opened or closed', async () => {
    const now = new Date('2026-11-22T12:00:00-03:00');
    const { publisher, items, clock, files } = setUp(now);
    const course = items.find((item) => item.id === 'course-4');
    if (!course) throw new Error('seed without course-4');
    course.offer = {
      price: course.price - 1000,
      validDateTimeFrom: '2026-11-22T12:10:00-03:00',
      validDateTimeTo: '2026-11-22T12:20:00-03:00',
    };
    const first = await publisher.publishAll();
    expect(first.nextOfferEdge).toBe(new Date('2026-11-22T12:10:00-03:00').toISOString());
    expect(files.get('courses/course-4.html')).toContain(`/courses/course-4 ${course.price} `);

    clock.now = new Date('2026-11-22T12:05:00-03:00');
    expect((await publisher.publishDueOfferEdges()).written).toEqual([]);

    clock.now = new Date('2026-11-22T12:10:00-03:00');
    const opened = await publisher.publishDueOfferEdges();
    expect(opened.written).toContain('courses/course-4.html');
    expect(files.get('courses/course-4.html')).toContain(`/courses/course-4 ${course.price - 1000} `);
    expect(opened.nextOfferEdge).toBe(new Date('2026-11-22T12:20:00-03:00').toISOString());

    clock.now = new Date('2026-11-22T12:20:01-03:00');
    const closed = await publisher.publishDueOfferEdges();
    expect(closed.written).toContain('courses/course-4.html');
    expect(files.get('courses/course-4.html')).toContain(`/courses/course-4 ${course.price} `);
    expect(closed.nextOfferEdge).toBeNull();
  });

  it('refuses to publish without the SPA shell', async () => {
    const publisher = createPublisher({
      cataloguePage: async () => ({ items: [], nextToken: null }),
      highlights: async () => ({ featured: [], onOffer: [] }),
      courseSyllabus: async () => [],
      subscriptionOffer: async () => null,
      site: memorySite({}).site,
      renderer,
      siteUrl: 'https://tienda.example',
      store: { storeName: 'Impulso', legalName: 'Impulso S.A.S.', cuit: '30-71234567-1', maxInstallments: 6 },
      now: () => new Date(),
    });
    await expect(publisher.publishAll()).rejects.toThrow('app.html');
  });
});

describe('offer edges', () => {
  const offer = (from: string, to: string) => ({ offer: { price: 1, validDateTimeFrom: from, validDateTimeTo: to } });
  const items = [
    offer('2026-11-22T10:00:00-03:00', '2026-11-23T00:00:00-03:00'),
    offer('2026-11-22T09:00:00-03:00', '2026-11-22T11:00:00-03:00'),
    { offer: null },
  ];

  it('the next edge is the earliest start or end still ahead', () => {
    expect(nextOfferEdge(items, new Date('2026-11-22T09:30:00-03:00'))?.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(nextOfferEdge(items, new Date('2026-11-22T10:30:00-03:00'))?.toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(nextOfferEdge(items, new Date('2026-11-23T00:00:00-03:00'))).toBeNull();
  });

  it('items with an edge in (from, to]', () => {
    expect(itemsWithEdgeBetween(items, new Date('2026-11-22T09:59:59-03:00'), new Date('2026-11-22T10:00:00-03:00'))).toEqual([items[0]]);
    expect(itemsWithEdgeBetween(items, new Date('2026-11-22T10:00:00-03:00'), new Date('2026-11-22T10:59:00-03:00'))).toEqual([]);
  });
});
