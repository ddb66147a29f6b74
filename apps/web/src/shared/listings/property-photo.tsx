import { imageSrcSet } from '@sewa/format/upload/image-widths';
import { cx } from '@sewa/ui/cx.ts';

/**
 * A cover photo at 16:9 (the 1290 × 720 cover ratio), or a drawn placeholder when there is none. The
 * browser fetches the smallest stored width that fills `sizes` on its screen. An eager photo (the page's
 * largest image, e.g. the first results) is fetched first: it is what the visitor sees first (LCP). Width
 * and height give the browser the ratio before the file arrives (no layout shift).
 */
export function PropertyPhoto({
  url,
  alt,
  sizes = '100vw',
  className,
  isEager = false,
  isFill = false,
}: {
  url: string | null;
  alt: string;
  /** How wide the photo shows, per layout (the `sizes` attribute); the whole viewport if not said. */
  sizes?: string;
  className?: string;
  isEager?: boolean;
  /** Fill the parent (a gallery cell) instead of keeping 16:9. */
  isFill?: boolean;
}) {
  const shape = isFill ? 'size-full' : 'aspect-video w-full';
  if (!url) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cx('flex items-center justify-center bg-slate-100 text-slate-300', shape, className)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3 11.5 12 4l9 7.5M5.5 10v9.5h13V10M10 19.5v-5h4v5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
      width={1290}
      height={720}
      decoding={isEager ? 'sync' : 'async'}
      className={cx('bg-slate-100 object-cover', shape, className)}
    />
  );
}
