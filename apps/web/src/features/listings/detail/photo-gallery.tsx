import type { TPhoto } from '@sewa/domain/properties/common';
import { PHOTO_SIZES } from '@sewa/format/upload/image-widths';
import { Button } from '@sewa/ui/button.tsx';
import { cx } from '@sewa/ui/cx.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyPhoto } from '../../../shared/listings/property-photo';

// The sheet (the dialog primitives) loads when the visitor opens it, not with the page.
const PhotoSheet = lazy(() => import('./photo-sheet').then((m) => ({ default: m.PhotoSheet })));

const GRID_PHOTOS = 5;
// How wide the photos show (`sizes`): shared with the server's preload of the cover (PHOTO_SIZES).
const { full: FULL_SIZES, half: HALF_SIZES, quarter: QUARTER_SIZES } = PHOTO_SIZES;
// Cells of the thumbnails beside the cover, by how many there are, so the grid has no holes.
const THUMB_CELLS: Record<number, string[]> = {
  1: ['md:col-span-2 md:row-span-2'],
  2: ['md:col-span-2', 'md:col-span-2'],
  3: ['md:col-span-2', '', ''],
  4: ['', '', '', ''],
};

/** The cover large, four more beside it on wide screens, and every photo in a "show all photos" sheet. */
export function PhotoGallery({ photos, name }: { photos: readonly TPhoto[]; name: string }) {
  const { t } = useTranslation('listings');
  const [isOpen, setIsOpen] = useState(false);
  if (photos.length === 0) return <PropertyPhoto url={null} alt={name} className="rounded-card" />;
  // Covers first: they are the 1290 × 720 photos chosen to represent the property.
  const ordered = [...photos].sort((a, b) => Number(b.is_cover) - Number(a.is_cover));
  const [first, ...rest] = ordered;
  const alt = (index: number) => t('detail.photo-alt', { name, n: index + 1 });
  const thumbs = rest.slice(0, GRID_PHOTOS - 1);
  return (
    <section aria-label={t('detail.photos')} className="relative">
      {/* Phones see the cover; wider screens a 4 × 2 grid whose cells follow the number of photos. */}
      <div className="overflow-hidden rounded-card md:grid md:aspect-[32/9] md:grid-cols-4 md:grid-rows-2 md:gap-2">
        <PropertyPhoto
          url={first!.url}
          alt={alt(0)}
          sizes={thumbs.length === 0 ? FULL_SIZES : HALF_SIZES}
          isEager
          isFill
          className={cx(
            'aspect-video md:aspect-auto md:row-span-2',
            thumbs.length === 0 ? 'md:col-span-4' : 'md:col-span-2',
          )}
        />
        {thumbs.map((photo, index) => (
          <PropertyPhoto
            key={photo.file_id}
            url={photo.url}
            alt={alt(index + 1)}
            sizes={THUMB_CELLS[thumbs.length]?.[index]?.includes('col-span-2') ? HALF_SIZES : QUARTER_SIZES}
            isFill
            className={cx('hidden md:block', THUMB_CELLS[thumbs.length]?.[index])}
          />
        ))}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setIsOpen(true)}
        className="absolute right-3 bottom-3 shadow-md"
      >
        {t('detail.show-all-photos', { n: photos.length })}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <PhotoSheet photos={ordered} name={name} alt={alt} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
