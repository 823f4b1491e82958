// The published storefront over plain HTTP, as a search engine or a link preview (WhatsApp,
// Instagram) reads it — no JavaScript: each public page carries its content and its meta (title,
// description, canonical, Open Graph and Twitter card with a 1200×630 image, JSON-LD); robots.txt
// and sitemap.xml; unknown paths answer 404 with the not-found page while app routes get the SPA
// shell; the server compresses and caches as CloudFront does; and an admin change (a price, an
// offer's window edges) is republished within seconds, without a deploy.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { callGraphql } from '../support/graphql-client';

const stack = inject('stack');

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.webUrl}${path}`, { headers, redirect: 'manual' });
/** A page's HTML, without the comments React puts between adjacent text nodes. */
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return (await response.text()).replace(/<!-- -->/g, '');
};
const metaContent = (page: string, attribute: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1];
const jsonLd = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

/** Reads a page until `accept` holds (republishing is asynchronous), or fails after `timeoutMs`. */
async function pageUntil(path: string, accept: (page: string) => boolean, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = (await (await get(path)).text()).replace(/<!-- -->/g, '');
    if (accept(page)) return page;
    if (Date.now() > deadline) throw new Error(`${path} did not change as expected within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PAGES = [
  {
    path: '/',
    title: 'Impulso · Cursos y planificaciones de entrenamiento',
    content: ['Entrená con un plan', 'Destacados', 'Vertical: parada de manos desde cero', '$ 32.000'],
  },
  { path: '/all-courses', title: 'Cursos · Impulso', content: ['Muscle Up', 'Vertical: parada de manos desde cero', '$ 15.000'] },
  { path: '/all-plannings', title: 'Planificaciones · Impulso', content: ['Planificación RX Elite', '$ 32.000'] },
  {
    path: '/courses/course-3',
    title: 'Vertical: parada de manos desde cero · Impulso',
    content: ['Vertical: parada de manos desde cero', 'Lucas Ferreyra', '$ 15.000', 'Comprar curso', 'Vista previa gratis'],
  },
  {
    path: '/plannings/planning-3',
    title: 'Planificación RX Elite · Impulso',
    content: ['Planificación RX Elite', '$ 32.000', 'Comprar planificación', 'Competencias para las que te prepara'],
  },
  { path: '/about-us', title: 'Nosotros · Impulso', content: ['Sobre Impulso', 'Quiénes venden en la tienda', 'Lucas Ferreyra'] },
  { path: '/contact', title: 'Contacto · Impulso', content: ['Contacto'] },
  { path: '/not-found', title: 'Página no encontrada · Impulso', content: ['No encontramos esta página'] },
];

describe('published storefront over plain HTTP', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await signInAdmin(stack);
  });

  it('curl /courses/course-3: its name, its price and a 1200×630 og:image that exists', async () => {
    const page = await html('/courses/course-3');
    expect(page).toContain('<h1 class="item-header__name">Vertical: parada de manos desde cero</h1>');
    expect(page).toContain('<span class="item-price__current">$ 15.000</span>');
    const image = metaContent(page, 'property', 'og:image');
    expect(image).toBe(`${stack.webUrl}/og/course-3.jpg`);
    expect(metaContent(page, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(page, 'property', 'og:image:height')).toBe('630');
    const picture = await fetch(image ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await picture.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it.each(PAGES)('$path: content, title, description, canonical, Open Graph and Twitter card', async ({ path, title, content }) => {
    const page = await html(path);
    for (const text of content) expect(page, text).toContain(text);
    expect(titleOf(page)).toBe(title);
    expect(metaContent(page, 'name', 'description')?.length).toBeGreaterThan(40);
    expect(page).toContain(`<link rel="canonical" href="${stack.webUrl}${path}">`);
    expect(metaContent(page, 'property', 'og:title')).toBe(title);
    expect(metaContent(page, 'property', 'og:url')).toBe(`${stack.webUrl}${path}`);
    expect(metaContent(page, 'property', 'og:locale')).toBe('es_AR');
    expect(metaContent(page, 'property', 'og:image')).toMatch(/\/og\/[a-z0-9-]+\.jpg$/);
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    // The data the browser hydrates from travels with the page; the page is one <title>.
    expect(page).toContain('<script type="application/json" id="published-data">');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('JSON-LD: Course with an Offer in ARS, Product/Offer for a planning, the Organization', async () => {
    const course = jsonLd(await html('/courses/course-3'));
    const courseLd = course.find((ld) => ld['@type'] === 'Course') as {
      name: string;
      offers: Record<string, string>;
      provider: { name: string };
    };
    expect(courseLd.name).toBe('Vertical: parada de manos desde cero');
    expect(courseLd.offers).toMatchObject({ '@type': 'Offer', price: '15000.00', priceCurrency: 'ARS' });
    expect(courseLd.provider.name).toBe('Impulso');
    expect(course.some((ld) => ld['@type'] === 'Organization')).toBe(true);
    const planning = jsonLd(await html('/plannings/planning-3'));
    const product = planning.find((ld) => ld['@type'] === 'Product') as { offers: Record<string, unknown>; brand: { name: string } };
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '32000.00', priceCurrency: 'ARS' });
    expect(product.brand.name).toBe('Delfi');
    expect(jsonLd(await html('/')).map((ld) => ld['@type'])).toEqual(['WebSite', 'Organization']);
  });

  it('robots.txt and a sitemap of the pages and every item on sale', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /checkout/');
    expect(robots).toContain(`Sitemap: ${stack.webUrl}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${stack.webUrl}/courses/course-3`);
    expect(locations).toContain(`${stack.webUrl}/plannings/planning-3`);
    expect(locations.filter((url) => /\/(courses|plannings)\//.test(url ?? ''))).toHaveLength(12);
  });

  it('unknown paths and ids answer 404 with the not-found page; app routes get the SPA shell; data-free redirects are 301', async () => {
    for (const path of ['/no-existe', '/courses/course-99', '/plannings/planning-1/extra']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('No encontramos esta página');
    }
    for (const path of [
      '/checkout/course-1',
      '/my-orders',
      '/admin/courses',
      '/auth/sign-in',
      '/lessons/course-1/course-1-t01',
      '/all-lessons',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const shell = await response.text();
      expect(shell, path).toContain('<div id="root"></div>');
      expect(shell, path).not.toContain('published-data');
    }
    const redirect = await get('/courses');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/all-courses');
  });

  it('compresses (brotli, gzip) and caches as CloudFront does; source maps are not served', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=31536000, must-revalidate');
    expect(await brotli.text()).toContain('Entrená con un plan');
    const gzip = await get('/all-courses', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const etag = gzip.headers.get('etag') ?? '';
    expect((await get('/all-courses', { 'if-none-match': etag })).status).toBe(304);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html('/'))?.[1] ?? '';
    const asset = await get(script, { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const code = await asset.text();
    expect(code).not.toContain('sourceMappingURL');
    expect((await get(`${script}.map`)).status).toBe(404);
  });

  it('a price change is republished within seconds, on the item page, the lists and the landing', async () => {
    const read = await callGraphql(
      stack,
      { token: admin.accessToken },
      'query { getItem(id: "course-3") { id name price isEnabled isFeatured } }',
    );
    const item = read.data?.['getItem'] as { id: string; name: string; price: number; isEnabled: boolean; isFeatured: boolean };
    const update = (price: number) =>
      callGraphql(stack, { token: admin.accessToken }, 'mutation($input: UpdateItemInput!) { updateItem(input: $input) { id price } }', {
        input: { id: item.id, name: item.name, price, isEnabled: item.isEnabled, isFeatured: item.isFeatured, offer: null },
      });
    const started = Date.now();
    expect((await update(15_750)).errors).toBeUndefined();
    try {
      const page = await pageUntil('/courses/course-3', (text) => text.includes('<span class="item-price__current">$ 15.750</span>'));
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(metaContent(page, 'property', 'product:price:amount')).toBe('15750.00');
      await pageUntil('/all-courses', (text) => text.includes('$ 15.750'));
      await pageUntil('/', (text) => text.includes('$ 15.750'));
    } finally {
      expect((await update(item.price)).errors).toBeUndefined();
      await pageUntil('/courses/course-3', (text) => text.includes('<span class="item-price__current">$ 15.000</span>'));
    }
  });

  it('an offer appears at its start and disappears at its end (-03:00), republished on schedule', async () => {
    const read = await callGraphql(
      stack,
      { token: admin.accessToken },
      'query { getItem(id: "course-4") { id name price isEnabled isFeatured offer { price validDateTimeFrom validDateTimeTo } } }',
    );
    const item = read.data?.['getItem'] as {
      id: string;
      name: string;
      price: number;
      isEnabled: boolean;
      isFeatured: boolean;
      offer: object | null;
    };
    // Windows written at the store's offset as admins do, in whole seconds (the offer is written
    // without milliseconds, so its window opens exactly there).
    const atStoreOffset = (instant: number) => new Date(instant - 3 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '-03:00');
    const wholeSecond = (instant: number) => Math.ceil(instant / 1000) * 1000;
    const offerPrice = item.price - 1000;
    const shown = `$ ${offerPrice.toLocaleString('es-AR')}`;
    const setOffer = (offer: object | null) =>
      callGraphql(stack, { token: admin.accessToken }, 'mutation($input: UpdateItemInput!) { updateItem(input: $input) { id } }', {
        input: { id: item.id, name: item.name, price: item.price, isEnabled: item.isEnabled, isFeatured: item.isFeatured, offer },
      });
    try {
      // An offer that opens in an hour: republished for the change, and not on offer yet. (With a
      // window opening in 20 s, the "not yet" check held only if the republish took less than
      // that, i.e. it depended on the machine's speed.)
      const later = wholeSecond(Date.now() + 3600_000);
      expect(
        (await setOffer({ price: offerPrice, validDateTimeFrom: atStoreOffset(later), validDateTimeTo: atStoreOffset(later + 20_000) }))
          .errors,
      ).toBeUndefined();
      const before = await pageUntil('/courses/course-4', (text) => text.includes('"validDateTimeFrom"'));
      expect(before).not.toContain('item-price__badge');

      // A window opening in 20 s and closing 20 s later: on offer from its start (the edge timer's
      // republish; on a busy machine the change's own republish may already land inside the
      // window), off at its end.
      const opens = wholeSecond(Date.now() + 20_000);
      const closes = opens + 20_000;
      expect(
        (await setOffer({ price: offerPrice, validDateTimeFrom: atStoreOffset(opens), validDateTimeTo: atStoreOffset(closes) })).errors,
      ).toBeUndefined();
      const during = await pageUntil('/courses/course-4', (text) => text.includes('item-price__badge'), 60_000);
      expect(Date.now()).toBeGreaterThanOrEqual(opens);
      expect(during).toContain(`<span class="item-price__current"><span class="visually-hidden">Precio de oferta: </span>${shown}</span>`);
      await pageUntil('/', (text) => text.includes('data-section="ofertas"'));
      const after = await pageUntil('/courses/course-4', (text) => !text.includes('item-price__badge'), 60_000);
      expect(Date.now()).toBeGreaterThanOrEqual(closes);
      expect(after).not.toContain(shown);
    } finally {
      expect((await setOffer(item.offer)).errors).toBeUndefined();
    }
  });
});
