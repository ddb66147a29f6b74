import { useTranslation } from 'react-i18next';

type TPhoto = { file_id: number; url: string };

/** An item's photos as small thumbnails, each opening the full photo in a new tab. */
export function PhotoStrip({
  photos,
  name,
  size = 'sm',
}: {
  photos: TPhoto[];
  name: string;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation('inventory');
  if (photos.length === 0) return <span className="text-sm text-slate-400">—</span>;
  const box = size === 'sm' ? 'size-12' : 'size-24';
  return (
    <ul aria-label={t('photos.of', { name })} className="flex flex-wrap gap-1.5">
      {photos.map((photo, i) => (
        <li key={photo.file_id}>
          <a href={photo.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={photo.url}
              alt={t('photos.nth', { name, n: i + 1 })}
              loading="lazy"
              className={`${box} rounded-control border border-slate-200 object-cover`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
