import type { TPhoto } from '@sewa/domain/properties/common';
import { Modal } from '@sewa/ui/modal.tsx';
import { useTranslation } from 'react-i18next';
import { PropertyPhoto } from '../../../shared/listings/property-photo';

// The sheet is at most 768 px wide from `sm`.
const SHEET_SIZES = '(min-width: 640px) 768px, 100vw';

/** Every photo of the property, one under the other, in a sheet. */
export function PhotoSheet({
  photos,
  name,
  alt,
  onClose,
}: {
  photos: readonly TPhoto[];
  name: string;
  alt: (index: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.all-photos-title', { name })}
      size="lg"
    >
      <ul className="flex flex-col gap-3">
        {photos.map((photo, index) => (
          <li key={photo.file_id}>
            <PropertyPhoto url={photo.url} alt={alt(index)} sizes={SHEET_SIZES} className="rounded-control" />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
