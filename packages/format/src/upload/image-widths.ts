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
