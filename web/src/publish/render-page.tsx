// The publisher's renderer: draws a public page with the app's own components (React's server
// renderer over the same routes, providers and query cache the browser uses), puts its meta in
// the head and its data next to the markup, inside the SPA shell Vite built (app.html), so the
// browser hydrates exactly what it received. Bundled for Node by the publisher (see
// functions/publish); it reads nothing itself: the publisher passes the data.
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/app';
import { PUBLISHED_DATA_ID, serializePublishedData, type PublishedPageData } from '../app/published-page';
import { routes } from '../app/router';
import { setStoreConfig } from '../lib/store-config';
import { catalogueKeys } from '../features/catalogue/api/keys';
import type { CatalogueItem, CataloguePage, StorefrontHighlights } from '../features/catalogue/api/list-items';
import type { PageItem } from '../features/catalogue/api/get-item';
import { courseSyllabusKeys } from '../features/courses/api/course-syllabus';
import { planningOfferKey, type PlanningOffer } from '../features/subscriptions/api/planning-offer';
import type { CourseProgramQuery } from '../generated/graphql';
import { metaTags, pageMeta } from './page-meta';
import {
  publishedPagePath,
  type PublishedItem as Item,
  type PublishedLessonUnit as LessonUnit,
  type PublishedCataloguePage,
  type PublishedHighlights,
  type PublishedPage,
  type RenderInput,
} from '../../../functions/domain/published-pages';

export { publishedPagePath, type PublishedPage, type RenderInput } from '../../../functions/domain/published-pages';
export { pageMeta } from './page-meta';

// The fields the web's own queries select (features/catalogue/api, courses/api): a page's data is
// stored exactly as the API answers those queries, so the hydrated cache has the same shape and
// the page draws the same before and after the live re-read. Typed by those queries' generated
// types: a field added to a query and not here does not compile.
const offerOf = (item: Item) =>
  item.offer
    ? { price: item.offer.price, validDateTimeFrom: item.offer.validDateTimeFrom, validDateTimeTo: item.offer.validDateTimeTo }
    : null;

const pictureOf = (item: Item) => (item.picture ? { baseUrl: item.picture.baseUrl, widths: item.picture.widths } : null);

export const listItemData = (item: Item): CatalogueItem => ({
  id: item.id,
  name: item.name,
  price: item.price,
  type: item.type,
  seller: item.seller,
  isEnabled: item.isEnabled,
  isFeatured: item.isFeatured,
  imageSource: item.imageSource,
  picture: pictureOf(item),
  coachName: item.coachName,
  coachBio: item.coachBio,
  summary: item.summary,
  level: item.level,
  durationWeeks: item.durationWeeks ?? null,
  offer: offerOf(item),
  monthlyOffer: item.monthlyOffer ? { sale: item.monthlyOffer.sale, monthlyPrice: item.monthlyOffer.monthlyPrice } : null,
});

export const itemData = (item: Item): PageItem => ({
  ...listItemData(item),
  status: item.status,
  description: item.description,
  highlights: item.highlights,
  phases: item.phases.map(({ name, description, startWeek, endWeek }) => ({ name, description, startWeek, endWeek })),
  competitions: item.competitions.map(({ name, date, location }) => ({ name, date, location })),
  finalEvaluation: item.finalEvaluation ?? null,
});

export const syllabusData = (units: LessonUnit[]): CourseProgramQuery['listLessonUnits'] =>
  units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    position: unit.position,
    topics: unit.topics.map(({ id, name, componentName, isPublic, position, durationMinutes, hasCaptions }) => ({
      id,
      name,
      componentName,
      isPublic,
      position,
      durationMinutes,
      hasCaptions: hasCaptions ?? false,
    })),
  }));

// A planning's monthly offer as the planning page's query holds it (null: sold once only).
const offerData = (offer: Extract<PublishedPage, { kind: 'planning' }>['subscriptionOffer']): PlanningOffer | null =>
  offer ? { planningId: offer.planningId, sale: offer.sale, monthlyPrice: offer.monthlyPrice, trialDays: offer.trialDays } : null;

// A list's first page, as the web's paged query holds it after its first read (useInfiniteQuery's
// data: the pages read and the token each was asked with).
const firstPageData = (page: PublishedCataloguePage): InfiniteData<CataloguePage, string | null> => ({
  pages: [{ items: page.items.map(listItemData), nextToken: page.nextToken }],
  pageParams: [null],
});

// The landing's featured items and offers, as the web's highlights query holds them.
const highlightsData = ({ featured, onOffer }: PublishedHighlights): StorefrontHighlights => ({
  listFeaturedItems: featured.map(listItemData),
  listItemsOnOffer: onOffer.map(listItemData),
});

function queriesOf(page: PublishedPage): { key: QueryKey; data: unknown }[] {
  switch (page.kind) {
    case 'landing':
      return [
        { key: catalogueKeys.pages('COURSE'), data: firstPageData(page.courses) },
        { key: catalogueKeys.pages('PLANNING'), data: firstPageData(page.plannings) },
        { key: catalogueKeys.highlights(), data: highlightsData(page.highlights) },
      ];
    case 'all-courses':
      return [{ key: catalogueKeys.pages('COURSE'), data: firstPageData(page.courses) }];
    case 'all-plannings':
      return [{ key: catalogueKeys.pages('PLANNING'), data: firstPageData(page.plannings) }];
    case 'about-us':
      return [{ key: catalogueKeys.list(), data: page.items.map(listItemData) }];
    case 'course':
      return [
        { key: catalogueKeys.item(page.item.id), data: itemData(page.item) },
        { key: courseSyllabusKeys.program(page.item.id), data: syllabusData(page.program) },
      ];
    case 'planning':
      return [
        { key: catalogueKeys.item(page.item.id), data: itemData(page.item) },
        { key: planningOfferKey(page.item.id), data: offerData(page.subscriptionOffer) },
      ];
    default:
      return [];
  }
}

async function renderMarkup(path: string, data: PublishedPageData, renderedAt: Date): Promise<string> {
  const queryClient = createQueryClient();
  for (const { key, data: value } of data.queries) queryClient.setQueryData(key, value);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://publisher${path}`));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={queryClient} renderedAt={renderedAt}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

/** The catalogue's ids a page holds, for the not-found rule until the start sequence registers them all. */
function knownItemsOf(page: PublishedPage): PublishedPageData['knownItems'] {
  const items = 'items' in page ? page.items : 'courses' in page || 'plannings' in page ? listedItems(page) : null;
  return items?.map(({ id, type }) => ({ id, type }));
}

const listedItems = (page: PublishedPage): Item[] => {
  const listed = [
    ...('courses' in page ? page.courses.items : []),
    ...('plannings' in page ? page.plannings.items : []),
    ...('highlights' in page ? [...page.highlights.featured, ...page.highlights.onOffer] : []),
  ];
  return listed.filter((item, index) => listed.findIndex((other) => other.id === item.id) === index);
};

const ROOT = '<div id="root"></div>';

/** The whole HTML document of a published page. */
export async function renderPublishedPage(input: RenderInput): Promise<string> {
  const { template, page, store, publishedAt } = input;
  const { storeName } = store;
  if (!template.includes(ROOT) || !/<title>[^<]*<\/title>/.test(template)) {
    throw new Error('the SPA shell has no <div id="root"></div> or <title>: is it the app.html Vite built?');
  }
  setStoreConfig(store);
  const path = publishedPagePath(page);
  const knownItems = knownItemsOf(page);
  const data: PublishedPageData = {
    path,
    store,
    publishedAt: publishedAt.toISOString(),
    queries: queriesOf(page),
    ...(knownItems ? { knownItems } : {}),
  };
  const markup = await renderMarkup(path, data, publishedAt);
  const meta = pageMeta(page, { siteUrl: input.siteUrl, storeName, publishedAt, imagePath: input.imagePath });
  return (
    template
      // The first paint needs no JavaScript: the app's code loads at the browser's normal priority
      // for deferred module scripts instead of competing with the page's images and styles.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace(/<title>[^<]*<\/title>/, () => metaTags(meta, storeName))
      .replace(
        ROOT,
        () =>
          `<div id="root">${markup}</div>\n    <script type="application/json" id="${PUBLISHED_DATA_ID}">${serializePublishedData(data)}</script>`,
      )
  );
}
