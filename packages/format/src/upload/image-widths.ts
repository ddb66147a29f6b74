// The widths an uploaded image is also served at (GET /files/:id/:name?w=…, apps/server/src/modules/files):
// a fixed list, so a page's `srcset` asks for the smallest file its layout needs and the server keeps at
// most these few resized copies of a photo (issue 15). 1290 is the cover photos' own width.
export const IMAGE_WIDTHS = [320, 640, 960, 1290] as const;
export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width a `?w=` query asks for, or null when it is not one of IMAGE_WIDTHS. */
export const imageWidthOf = (value: string): TImageWidth | null =>
  IMAGE_WIDTHS.find((width) => String(width) === value) ?? null;

/** The address of a stored image resized to `width` (a private file's address already has a query). */
export const imageVariantUrl = (url: string, width: TImageWidth): string =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** Every resized copy of a stored photo, as a `srcset` (the web's <img> and the server's preload agree). */
export const imageSrcSet = (url: string): string =>
  IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');

/**
 * How wide the listing photos show (`sizes`), per layout. The web's images and the preload the server
 * puts in a listing page's head (issue 15, LCP) use the same strings, so the browser picks the same file
 * for both and the preloaded one is the one shown.
 */
export const PHOTO_SIZES = {
  /** A card in the results grid: one column on phones, two from `sm`, three on the widest pages. */
  card: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** The detail page's cover alone (the page is at most 1280 px wide). */
  full: '(min-width: 1280px) 1280px, 100vw',
  /** The detail page's cover beside thumbnails (a four-column grid from `md`). */
  half: '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw',
  quarter: '(min-width: 1280px) 320px, 25vw',
} as const;
