import { splitLanguagePrefix, type TLanguage } from '@sewa/domain';

// The public pages the server knows by address, optionally under /en or /cn: the one table behind their
// preloads (web-routes.ts), their <head> and first answers (seo.ts) and whether the server renders them
// (page-render.ts, docs/decisions/0029-server-rendered-public-pages.md).

type TPublicPage = {
  kind: 'home' | 'list' | 'detail' | 'live-list';
  /** The address without its language prefix; a listing's id is the first group. */
  path: RegExp;
  /**
   * The page's lazy screen as Vite's manifest names it (apps/web/src/features/listings/screens.ts) and the
   * translation namespaces it reads: announced with the document so they download beside the entry. The
   * homepage is in the entry.
   */
  screen?: { source: string; namespaces: readonly string[] };
  /** Rendered by the server for a visitor (without a query string). */
  rendered: boolean;
};

export const PUBLIC_PAGES: readonly TPublicPage[] = [
  { kind: 'home', path: /^\/homepage\/?$/, rendered: true },
  {
    kind: 'list',
    path: /^\/propertylist\/?$/,
    screen: { source: 'src/features/listings/search/property-list-page.tsx', namespaces: ['listings'] },
    rendered: true,
  },
  {
    kind: 'detail',
    path: /^\/property-detail\/(\d{1,10})\/?$/,
    screen: {
      source: 'src/features/listings/detail/property-detail-page.tsx',
      namespaces: ['listings', 'booking'],
    },
    rendered: true,
  },
  {
    kind: 'live-list',
    path: /^\/live-property-list\/(\d{1,10})\/?$/,
    screen: { source: 'src/features/listings/live/live-property-list-page.tsx', namespaces: ['listings'] },
    rendered: false,
  },
];

export type TPublicPageMatch = TPublicPage & {
  /** The address's language prefix, if it has one. */
  lang: TLanguage | undefined;
  /** The listing's id as the address writes it (detail, live list); null for the others. */
  id: string | null;
  /** The address as asked, without a trailing slash (for canonical links). */
  address: string;
};

/** The public page at `pathname` (no query string), or null. */
export function matchPublicPage(pathname: string): TPublicPageMatch | null {
  const { lang, path } = splitLanguagePrefix(pathname);
  for (const page of PUBLIC_PAGES) {
    const match = page.path.exec(path);
    if (match) {
      return { ...page, lang, id: match[1] ?? null, address: pathname.replace(/\/$/, '') };
    }
  }
  return null;
}
