// The pages the store publishes as HTML, the data each one is drawn from, and where each lives:
// the contract between the publisher (functions/publish), which reads the data and decides which
// pages a change touches, and the web's renderer (web/src/publish/render-page.tsx, bundled for
// Node), which draws them with the app's components. Pure: types and one address rule.
import type { LessonUnit } from './course-progress';
import type { Item } from './item';
import type { SubscriptionOffer } from './subscription-offer';

export type { Item as PublishedItem, LessonUnit as PublishedLessonUnit };

export type ListPageKind = 'landing' | 'all-courses' | 'all-plannings' | 'about-us';

/** One page of a type's catalogue as listItems answers it (the visitor's first read of a list). */
export interface PublishedCataloguePage {
  items: Item[];
  nextToken: string | null;
}

/** The landing's "Destacados" and "Ofertas" as the API answers them. */
export interface PublishedHighlights {
  featured: Item[];
  onOffer: Item[];
}

export type PublishedPage =
  // The lists and the landing show the first page of each type they list ("Ver más" reads on); the
  // landing also every featured item and every item on offer at publishing (listFeaturedItems,
  // listItemsOnOffer), wherever they sort.
  | { kind: 'landing'; courses: PublishedCataloguePage; plannings: PublishedCataloguePage; highlights: PublishedHighlights }
  | { kind: 'all-courses'; courses: PublishedCataloguePage }
  | { kind: 'all-plannings'; plannings: PublishedCataloguePage }
  // About names every coach: the whole catalogue.
  | { kind: 'about-us'; items: Item[] }
  | { kind: 'contact' | 'not-found' }
  | { kind: 'course'; item: Item; program: LessonUnit[] }
  // A planning's page also says how it is sold by the month (issue 39; null: once only), so the
  // HTML never offers a one-off purchase the store refuses, nor hides the monthly price.
  | { kind: 'planning'; item: Item; subscriptionOffer: SubscriptionOffer | null };

const LIST_PATHS: Record<ListPageKind | 'contact' | 'not-found', string> = {
  landing: '/',
  'all-courses': '/all-courses',
  'all-plannings': '/all-plannings',
  'about-us': '/about-us',
  contact: '/contact',
  'not-found': '/not-found',
};

/** The address a page answers at. */
export function publishedPagePath(page: PublishedPage): string {
  if (page.kind === 'course') return `/courses/${page.item.id}`;
  if (page.kind === 'planning') return `/plannings/${page.item.id}`;
  return LIST_PATHS[page.kind];
}

export interface RenderInput {
  /** The SPA shell Vite built (app.html): script and stylesheet links with hashed names. */
  template: string;
  /** The store's public address, e.g. https://tienda.example.com.ar (no trailing slash). */
  siteUrl: string;
  /** The store's facts the pages show (header, footer, instalments), as /config.json has them. */
  store: PublishedStoreFacts;
  publishedAt: Date;
  page: PublishedPage;
  /** Path of the page's 1200×630 preview image. */
  imagePath: string;
}

/** What a published page knows of the runtime configuration (the same values /config.json serves). */
export interface PublishedStoreFacts {
  storeName: string;
  legalName: string;
  cuit: string | null;
  maxInstallments: number;
}

/** The renderer module's contract (web/src/publish/render-page.tsx, bundled for Node). */
export interface PageRenderer {
  renderPublishedPage(input: RenderInput): Promise<string>;
}
