// What a published page tells browsers, search engines and link previews (WhatsApp, Instagram,
// Facebook, X): title, description, canonical address, Open Graph and Twitter card with a
// 1200×630 image, and JSON-LD (Course with an Offer in ARS, Product/Offer for plannings, the
// Organization). Prices are the ones valid at the publish instant, by the server's offer rule.
import { priceViewAt } from '../features/catalogue/offer-view';
import { sellerDisplayName } from '../features/catalogue/seller';
import { formatMoney as formatPrice } from '../../../functions/domain/money';
import { soldMonthly, soldOnce, type SubscriptionOffer } from '../../../functions/domain/subscription-offer';
import { publishedPagePath, type PublishedItem as Item, type PublishedPage } from '../../../functions/domain/published-pages';

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  ogType: 'website' | 'product';
  image: { url: string; alt: string };
  /** Extra <meta property> pairs (product price). */
  extraProperties: [string, string][];
  noIndex: boolean;
  jsonLd: object[];
}

export interface MetaContext {
  siteUrl: string;
  storeName: string;
  publishedAt: Date;
  /** Path of the page's 1200×630 image (an item's own, else the store's). */
  imagePath: string;
}

const TAGLINE = 'Cursos y planificaciones de entrenamiento';

function organization(storeName: string, siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: storeName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
  };
}

/** The offer as schema.org reads it: price in ARS as of publishing, until the offer's end. */
function offerLd(item: Item, url: string, context: MetaContext): object {
  const view = priceViewAt(item, context.publishedAt);
  return {
    '@type': 'Offer',
    price: view.price.toFixed(2),
    priceCurrency: 'ARS',
    availability: 'https://schema.org/InStock',
    url,
    category: 'Paid',
    ...(view.listPrice !== null && item.offer ? { priceValidUntil: item.offer.validDateTimeTo.slice(0, 10) } : {}),
    seller: { '@type': 'Organization', name: sellerDisplayName(item.seller, context.storeName) },
  };
}

/**
 * The monthly offer (decision 150): an Offer whose priceSpecification is a UnitPriceSpecification
 * of one month (`referenceQuantity` 1 MON, UN/CEFACT's month). No `billingDuration`: schema.org
 * reads it as the contract's length, and the subscription runs until the Botón de baja.
 */
function monthlyOfferLd(item: Item, offer: SubscriptionOffer, url: string, context: MetaContext): object {
  const price = offer.monthlyPrice.toFixed(2);
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'ARS',
    availability: 'https://schema.org/InStock',
    url,
    category: 'Subscription',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'ARS',
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
    seller: { '@type': 'Organization', name: sellerDisplayName(item.seller, context.storeName) },
  };
}

/** A planning's offers: once, by the month, or both (the one-off first). */
function planningOffersLd(item: Item, offer: SubscriptionOffer | null, url: string, context: MetaContext): object {
  if (!soldMonthly(offer)) return offerLd(item, url, context);
  const monthly = monthlyOfferLd(item, offer, url, context);
  return soldOnce(offer) ? [offerLd(item, url, context), monthly] : monthly;
}

function itemLd(item: Item, url: string, context: MetaContext, offer: SubscriptionOffer | null = null): object {
  const image = `${context.siteUrl}${context.imagePath}`;
  if (item.type === 'COURSE') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: item.name,
      description: item.summary,
      url,
      image,
      inLanguage: 'es-AR',
      provider: { '@type': 'Organization', name: context.storeName, sameAs: `${context.siteUrl}/` },
      instructor: { '@type': 'Person', name: item.coachName },
      educationalLevel: item.level,
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT1H' },
      offers: offerLd(item, url, context),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.summary,
    url,
    image,
    category: 'Planificación de entrenamiento',
    brand: { '@type': 'Brand', name: sellerDisplayName(item.seller, context.storeName) },
    offers: planningOffersLd(item, offer, url, context),
  };
}

export function pageMeta(page: PublishedPage, context: MetaContext): PageMeta {
  const { siteUrl, storeName } = context;
  const canonicalUrl = `${siteUrl}${publishedPagePath(page)}`;
  const image = { url: `${siteUrl}${context.imagePath}`, alt: storeName };
  const base = { canonicalUrl, ogType: 'website' as const, extraProperties: [] as [string, string][], noIndex: false };
  const withOrganization = (...ld: object[]) => [...ld, organization(storeName, siteUrl)];
  switch (page.kind) {
    case 'landing':
      return {
        ...base,
        title: `${storeName} · ${TAGLINE}`,
        description: `Cursos en video y planificaciones de entrenamiento de ${storeName} y Delfi: aprendé habilidades con método y entrená con objetivos claros, semana a semana.`,
        image,
        jsonLd: withOrganization({ '@context': 'https://schema.org', '@type': 'WebSite', name: storeName, url: `${siteUrl}/` }),
      };
    case 'all-courses':
      return {
        ...base,
        title: `Cursos · ${storeName}`,
        description:
          'Cursos en video organizados en unidades, para aprender a tu ritmo; en la mayoría podés ver la introducción gratis antes de comprar.',
        image,
        jsonLd: withOrganization(),
      };
    case 'all-plannings':
      return {
        ...base,
        title: `Planificaciones · ${storeName}`,
        description:
          'Planificaciones de entrenamiento de Delfi por semanas y fases: para entrenar en el box, en casa o rumbo a una competencia.',
        image,
        jsonLd: withOrganization(),
      };
    case 'about-us':
      return {
        ...base,
        title: `Nosotros · ${storeName}`,
        description: `Quiénes somos en ${storeName}, quiénes venden en la tienda, cómo se compra y los coaches de cada curso y planificación.`,
        image,
        jsonLd: withOrganization(),
      };
    case 'contact':
      return {
        ...base,
        title: `Contacto · ${storeName}`,
        description: `Escribinos: respondemos las consultas sobre cursos, planificaciones y compras de ${storeName}.`,
        image,
        jsonLd: withOrganization(),
      };
    case 'not-found':
      return {
        ...base,
        title: `Página no encontrada · ${storeName}`,
        description: 'No encontramos esta página. Mirá los cursos y las planificaciones de la tienda.',
        image,
        noIndex: true,
        jsonLd: [],
      };
    case 'course':
    case 'planning': {
      const { item } = page;
      const offer = page.kind === 'planning' ? page.subscriptionOffer : null;
      const view = priceViewAt(item, context.publishedAt);
      const kind = item.type === 'COURSE' ? 'Curso' : 'Planificación';
      // Sold by the month only, the page's price is the month's: "$ X por mes" (no one-off price).
      const monthlyOnly = soldMonthly(offer) && !soldOnce(offer) ? offer.monthlyPrice : null;
      const priceText =
        monthlyOnly !== null
          ? `${formatPrice(monthlyOnly)} por mes`
          : `${formatPrice(view.price)}${view.listPrice !== null ? ` (antes ${formatPrice(view.listPrice)})` : ''}`;
      return {
        ...base,
        ogType: 'product',
        title: `${item.name} · ${storeName}`,
        description: `${kind} de ${item.coachName}: ${item.summary} ${priceText}.`,
        image: { url: `${siteUrl}${context.imagePath}`, alt: item.name },
        extraProperties: [
          ['product:price:amount', (monthlyOnly ?? view.price).toFixed(2)],
          ['product:price:currency', 'ARS'],
        ],
        jsonLd: withOrganization(itemLd(item, canonicalUrl, context, offer)),
      };
    }
  }
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON-LD safe inside <script>. */
const jsonLdText = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> elements for a page's meta (the title element included). */
export function metaTags(meta: PageMeta, storeName: string): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeAttribute(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}">`;
  return [
    `<title>${escapeAttribute(meta.title)}</title>`,
    named('description', meta.description),
    meta.noIndex ? named('robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeAttribute(meta.canonicalUrl)}">`,
    property('og:site_name', storeName),
    property('og:locale', 'es_AR'),
    property('og:type', meta.ogType),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
    property('og:image', meta.image.url),
    property('og:image:width', String(OG_IMAGE_SIZE.width)),
    property('og:image:height', String(OG_IMAGE_SIZE.height)),
    property('og:image:alt', meta.image.alt),
    ...meta.extraProperties.map(([name, content]) => property(name, content)),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image.url),
    ...meta.jsonLd.map((ld) => `<script type="application/ld+json">${jsonLdText(ld)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
