import {
  FACILITY_LABELS,
  FIRST_ANSWERS_ID,
  firstAnswerKey,
  formatMoney,
  PROPERTY_TYPE_LABELS,
  publicGetPropertyDetail,
  publicSearchProperties,
  STATUS,
  type TFirstAnswers,
  type TLanguage,
  type TPublicPropertyDetail,
  ZSearchPropertiesInput,
} from '@sewa/domain';
import { imageSrcSet, PHOTO_SIZES } from '@sewa/format/upload/image-widths';
import { AppError } from '../http/errors';
import { errorMessage } from '../http/messages';
import type { TServices } from '../http/services';
import { getLivePropertyList } from '../modules/properties/get-live-property-list';
import { getPublicProperty } from '../modules/properties/get-public-property';
import { searchPropertiesCached } from '../modules/properties/search-cache';
import { matchPublicPage } from './public-pages';

// Server-rendered <head> tags for shareable public pages (/property-detail/{id}, /live-property-list/{id},
// optionally under /en or /cn), so WhatsApp previews and search engines see the listing without running
// the SPA. Anything else, or a listing that is not public, gets null (the default head).

const SITE = 'Sewa';

export type TSeoOptions = {
  /** Absolute origin such as https://sewa.my (Open Graph needs absolute URLs); config.publicBaseUrl by default. */
  origin?: string;
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Inside <script>, "</script>" or "<!--" in data must not end the element.
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

type THead = {
  title: string;
  description: string;
  url: string;
  image: { url: string; width: number | null; height: number | null } | null;
  lang: TLanguage;
  data: unknown;
};

/**
 * The page's largest image (its LCP element), fetched with the document instead of after the scripts, the
 * call and the render (issue 15): the same `srcset` and `sizes` as the web's <img>, so the browser picks
 * the same file for both and the preloaded file is the one shown.
 */
export const imagePreload = (url: string, sizes: string): string =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}" imagesrcset="${escapeHtml(imageSrcSet(url))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;

/** The photo the detail page shows large first (photo-gallery.tsx: covers first), and its `sizes`. */
function galleryCover(p: TPublicPropertyDetail): string | null {
  const first = p.photos.find((x) => x.is_cover) ?? p.photos[0];
  if (!first) return null;
  return imagePreload(first.url, p.photos.length > 1 ? PHOTO_SIZES.half : PHOTO_SIZES.full);
}

/**
 * The answer a public call would give, in the page (packages/domain/src/protocol/first-answers.ts): the
 * web seeds its query cache with it, so the page renders its listing without another round trip after
 * its scripts, and the server's render of the page shows the same (issue 15, LCP; ADR 0029). Parsed with the contract's output schema, as the envelope
 * does, and escaped so no text can close the element.
 */
export function firstAnswers(
  lang: TLanguage,
  answers: readonly {
    call: { name: string; output: { parse: (v: unknown) => unknown } };
    input: object;
    result: object;
  }[],
): TFirstAnswers {
  return Object.fromEntries(
    answers.map(({ call, input, result }) => [
      firstAnswerKey(call.name, input),
      { status_code: STATUS.OK, message: errorMessage('ok', lang), ...(call.output.parse(result) as object) },
    ]),
  );
}

/** The answers as the page carries them: JSON no text can end early. */
const firstAnswersScript = (answers: TFirstAnswers): string =>
  `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;

/** What the server adds to a public page: its <head> tags, and the answers its first calls will get. */
export type TPageHead = { head: string; answers: TFirstAnswers };

/** The head tags, with the answers' script when there are answers. */
const pageHead = (tags: readonly (string | null)[], answers: TFirstAnswers = {}): TPageHead => ({
  head: [...tags, Object.keys(answers).length ? firstAnswersScript(answers) : null]
    .filter(Boolean)
    .join('\n'),
  answers,
});

function renderHead(h: THead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    `<link rel="canonical" href="${escapeHtml(h.url)}">`,
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', h.lang === 'cn' ? 'zh_CN' : 'en_MY'),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.url),
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
  ];
  if (h.image) {
    tags.push(meta('property', 'og:image', h.image.url), meta('name', 'twitter:image', h.image.url));
    if (h.image.width && h.image.height) {
      tags.push(
        meta('property', 'og:image:width', String(h.image.width)),
        meta('property', 'og:image:height', String(h.image.height)),
      );
    }
  }
  tags.push(jsonLd(h.data));
  return tags.join('\n');
}

const TEXT = {
  en: {
    forRent: (type: string, city: string) => `${type} for rent in ${city}`,
    from: (price: string) => `From ${price}/month`,
    rentals: (n: number) => `${n} unit${n === 1 ? '' : 's'} or room${n === 1 ? '' : 's'} available`,
    posted: (d: string) => `Posted ${d}`,
    live: (n: number, company: string) => `${n} listing${n === 1 ? '' : 's'} for rent from ${company}.`,
  },
  cn: {
    forRent: (type: string, city: string) => `${city}${type}出租`,
    from: (price: string) => `${price}/月起`,
    rentals: (n: number) => `共 ${n} 个单位或房间可租`,
    posted: (d: string) => `发布于 ${d}`,
    live: (n: number, company: string) => `${company} 共有 ${n} 个出租房源。`,
  },
} as const;

/** schema.org type of the place itself, by property type. */
const placeType = (t: TPublicPropertyDetail['type']) =>
  ['bungalow', 'semi_d', 'link_house', 'townhouse', 'cluster', 'landed'].includes(t)
    ? 'House'
    : ['apartment', 'condominium', 'flat', 'serviced_apartment'].includes(t)
      ? 'Apartment'
      : 'Place';

function propertyHead(p: TPublicPropertyDetail, lang: TLanguage, base: string, path: string): THead {
  const t = TEXT[lang];
  const typeLabel = PROPERTY_TYPE_LABELS[lang][p.type];
  const prices = p.rentals.map((r) => r.monthly_rent_sen);
  const summary = [
    p.price_from_sen !== null ? t.from(formatMoney(p.price_from_sen, 'myr')) : null,
    t.rentals(p.rental_total),
    `${p.street}, ${p.postcode} ${p.city}, ${p.state}`,
    p.posted_at ? t.posted(p.posted_at) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const description = clip(p.description ? `${summary}. ${p.description}` : summary, 300);
  const url = `${base}${path}`;
  const cover = p.photos.find((x) => x.url === p.cover_photo_url) ?? null;
  const abs = (u: string) => `${base}${u}`;
  return {
    title: `${p.name} · ${t.forRent(typeLabel, p.city)} | ${SITE}`,
    description,
    url,
    lang,
    image: cover ? { url: abs(cover.url), width: cover.width, height: cover.height } : null,
    data: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: p.name,
      description,
      url,
      inLanguage: lang === 'cn' ? 'zh-CN' : 'en-MY',
      ...(p.posted_at ? { datePosted: p.posted_at } : {}),
      image: p.photos.map((x) => abs(x.url)),
      provider: { '@type': 'Organization', name: p.operator.name },
      about: {
        '@type': placeType(p.type),
        name: p.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: p.street,
          postalCode: p.postcode,
          addressLocality: p.city,
          addressRegion: p.state,
          addressCountry: 'MY',
        },
        ...(p.lat !== null && p.lng !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: p.lat, longitude: p.lng } }
          : {}),
        amenityFeature: p.facilities.map((f) => ({
          '@type': 'LocationFeatureSpecification',
          name: FACILITY_LABELS[lang][f],
          value: true,
        })),
      },
      ...(prices.length
        ? {
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: 'MYR',
              lowPrice: (Math.min(...prices) / 100).toFixed(2),
              highPrice: (Math.max(...prices) / 100).toFixed(2),
              offerCount: p.rental_total,
              availability: 'https://schema.org/InStock',
            },
          }
        : {}),
    },
  };
}

/**
 * /propertylist without filters: the first result's photo, preloaded, and the first page as the answer of
 * the page's first call (the page keeps its own title). The search is the call's own, through its cache
 * (ADR 0016), with the input the page sends first (newest, page 1, 12 a page). Filtered lists are read by
 * the web (features/listings/search/search-query.ts), so they get neither.
 */
async function listHead(services: Pick<TServices, 'db'>, lang: TLanguage): Promise<TPageHead> {
  const sent = { sort: 'newest', page: 1, page_size: 12 } as const; // features/listings/search/search-query.ts
  const page = await searchPropertiesCached(services.db, ZSearchPropertiesInput.parse(sent));
  const first = page.items[0];
  const answers = firstAnswers(lang, [{ call: publicSearchProperties, input: sent, result: { data: page } }]);
  return pageHead(
    [first?.cover_photo_url ? imagePreload(first.cover_photo_url, PHOTO_SIZES.card) : null],
    answers,
  );
}

/**
 * The <head> tags for a public property or live list page (with the query string, which is ignored but
 * for /propertylist), or null when the path is not one.
 */
export async function renderSeoHead(
  services: TServices,
  pathname: string,
  options: TSeoOptions = {},
): Promise<TPageHead | null> {
  const [pagePath = '', query = ''] = pathname.split('#')[0]!.split('?');
  const page = matchPublicPage(pagePath);
  if (!page) return null;
  const lang: TLanguage = page.lang === 'cn' ? 'cn' : 'en';
  // The results page without filters only (the web's /propertylist with an empty query string).
  if (page.kind === 'list') return query === '' ? listHead(services, lang) : null;
  if (page.id === null) return null;
  const id = Number(page.id);
  const base = (options.origin ?? services.config.publicBaseUrl).replace(/\/$/, '');
  const path = page.address;
  try {
    if (page.kind === 'detail') {
      const property = await getPublicProperty(services, id);
      const preload = galleryCover(property);
      // The detail page asks with the route's parameter as text (property-detail-page.tsx).
      const answers = firstAnswers(lang, [
        { call: publicGetPropertyDetail, input: { id: page.id }, result: { data: property } },
      ]);
      return pageHead([preload, renderHead(propertyHead(property, lang, base, path))], answers);
    }
    const { list, data } = await getLivePropertyList(services.db, {
      id,
      sort: 'newest',
      page: 1,
      page_size: 20,
    });
    const url = `${base}${path}`;
    const description = TEXT[lang].live(data.total, list.company_name);
    const first = data.items.find((i) => i.cover_photo_url);
    const head = renderHead({
      title: `${list.title} · ${list.company_name} | ${SITE}`,
      description,
      url,
      lang,
      image: first?.cover_photo_url
        ? { url: `${base}${first.cover_photo_url}`, width: null, height: null }
        : null,
      data: {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: list.title,
        description,
        url,
        numberOfItems: data.total,
        itemListElement: data.items.map((item, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: `${base}${lang === 'cn' ? '/cn' : ''}/property-detail/${item.property_id}`,
          name: item.name,
        })),
      },
    });
    return pageHead([head]);
  } catch (error) {
    if (error instanceof AppError) return null; // not found or not public: the default head
    throw error;
  }
}
