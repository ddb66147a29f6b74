import { translateValidation } from '@sewa/domain/i18n/validation';
import type { TPhoto } from '@sewa/domain/properties/common';
import { COVER_PHOTO_SIZE, MAX_PROPERTY_PHOTOS } from '@sewa/domain/properties/enums';
import { DEFAULT_MAX_FILES } from '@sewa/format/upload/types';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useLanguage } from '../../../app/language';
import { errorText } from '../../../shared/forms/error-text';
import { useUploadPropertyPhotos } from '../api/property-calls';
import { usePropertiesArea } from '../shared/area';
import { coverSizeProblems } from './cover-check';
import { PhotoTile } from './photo-tile';
import type { TPropertyForm } from './property-form-values';

type TUploadTarget = 'cover' | 'other';

/**
 * The property's photos. New files upload as soon as they are chosen (image kind, 4 MB, 5 at a time);
 * covers must be exactly 1290 × 720, checked here first and again by the server, which has the last word.
 */
export function PhotosField({
  canUpload,
  propertyId,
  isDisabled = false,
}: {
  /** false while the property is read-only: no upload slots. */
  canUpload: boolean;
  /** Set on edit: the server attaches the upload to the property at once. */
  propertyId?: number;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation(['properties', 'general']);
  const language = useLanguage();
  const { calls } = usePropertiesArea();
  const uploadPhotos = useUploadPropertyPhotos(calls);
  const { control, setValue, formState } = useFormContext<TPropertyForm>();
  const photos = useWatch({ control, name: 'photos' });
  const [busy, setBusy] = useState<TUploadTarget | null>(null);
  const [problem, setProblem] = useState<{ target: TUploadTarget; text: string } | null>(null);
  const fieldError = (get(formState.errors, 'photos') as { message?: string } | undefined)?.message;
  const room = MAX_PROPERTY_PHOTOS - photos.length;

  const update = (next: TPhoto[]) =>
    setValue('photos', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const upload = async (target: TUploadTarget, files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    if (target === 'cover' && (await coverSizeProblems(files)).length > 0) {
      setProblem({ target, text: translateValidation('cover-photo-size', language) });
      return;
    }
    setBusy(target);
    try {
      const response = await uploadPhotos.mutateAsync({
        photos: files,
        is_cover: target === 'cover',
        // Absent on add (not sent): the photos are attached when the property is saved.
        property_id: propertyId,
      });
      update([...photos, ...response.data]);
    } catch (error) {
      // 101 carries the server's sentence under `photos` (size, type, cover rule, too many).
      const text = isApiError(error)
        ? (error.fieldErrors.photos ?? errorText(error, t))
        : errorText(error, t);
      setProblem({ target, text });
    } finally {
      setBusy(null);
    }
  };

  const slot = (target: TUploadTarget) => (
    <FormField
      label={target === 'cover' ? t('properties:form.cover-photos') : t('properties:form.other-photos')}
      hint={
        target === 'cover'
          ? t('properties:form.cover-hint', {
              width: COVER_PHOTO_SIZE.width,
              height: COVER_PHOTO_SIZE.height,
            })
          : t('properties:form.other-hint', { count: MAX_PROPERTY_PHOTOS })
      }
      error={problem?.target === target ? problem.text : undefined}
    >
      <div className="relative">
        <FileUpload
          kind="image"
          value={[]}
          onChange={(files) => upload(target, files)}
          maxFiles={Math.max(1, Math.min(DEFAULT_MAX_FILES, room))}
          disabled={isDisabled || busy !== null || room <= 0}
        />
        {busy === target && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 rounded-card bg-white/80 text-sm text-brand-800">
            <Spinner size="sm" label={null} />
            {t('properties:form.uploading')}
          </div>
        )}
      </div>
    </FormField>
  );

  const move = (index: number) => update([photos[index]!, ...photos.filter((_, i) => i !== index)]);
  return (
    <div className="flex flex-col gap-4">
      {canUpload && (
        <div className="grid gap-4 md:grid-cols-2">
          {slot('cover')}
          {slot('other')}
        </div>
      )}
      {fieldError && (
        <p role="alert" className="text-sm text-red-600">
          {fieldError}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="text-sm text-slate-500">{t('properties:form.no-photos')}</p>
      ) : (
        <ul
          aria-label={t('properties:form.photos')}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.file_id}
              photo={photo}
              index={index}
              isDisabled={isDisabled}
              onToggleCover={() =>
                update(photos.map((p, i) => (i === index ? { ...p, is_cover: !p.is_cover } : p)))
              }
              onMoveFirst={() => move(index)}
              onRemove={() => update(photos.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
