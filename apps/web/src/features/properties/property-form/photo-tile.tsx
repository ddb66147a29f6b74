import type { TPhoto } from '@sewa/domain/properties/common';
import { isCoverPhotoSize } from '@sewa/domain/properties/image-size';
import { Button } from '@sewa/ui/button.tsx';
import { useTranslation } from 'react-i18next';

/** One saved photo: thumbnail, its size, the cover flag and the buttons that change it. */
export function PhotoTile({
  photo,
  index,
  isDisabled,
  onToggleCover,
  onMoveFirst,
  onRemove,
}: {
  photo: TPhoto;
  index: number;
  isDisabled: boolean;
  onToggleCover: () => void;
  onMoveFirst: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('properties');
  const canBeCover = isCoverPhotoSize(
    photo.width === null || photo.height === null ? null : { width: photo.width, height: photo.height },
  );
  return (
    <li className="flex flex-col overflow-hidden rounded-control border border-slate-200 bg-white">
      <div className="relative">
        <img
          src={photo.url}
          alt={t('form.photo-alt', { n: index + 1 })}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        {photo.is_cover && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('form.cover')}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 p-2">
        <p className="text-xs text-slate-500">
          {photo.width && photo.height ? `${photo.width} × ${photo.height}` : photo.file_name}
        </p>
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            onClick={onToggleCover}
            disabled={isDisabled || (!photo.is_cover && !canBeCover)}
            title={!photo.is_cover && !canBeCover ? t('form.cover-size-needed') : undefined}
          >
            {photo.is_cover ? t('form.unset-cover') : t('form.set-cover')}
          </Button>
          {index > 0 && (
            <Button size="sm" variant="ghost" onClick={onMoveFirst} disabled={isDisabled}>
              {t('form.move-first')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={onRemove}
            disabled={isDisabled}
            aria-label={t('form.remove-photo', { n: index + 1 })}
          >
            {t('form.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
