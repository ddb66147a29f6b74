import { INVENTORY_PHOTO_FILES } from '@sewa/domain/tenancy/inventory-schemas';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';

/** Photos of an inventory item, a line or a rejection: images only, within the lists' limits. */
export function InventoryPhotosField({
  id,
  label,
  files,
  onChange,
  existingCount,
}: {
  id: string;
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Photos the item already has, counted against the limit. */
  existingCount?: number;
}) {
  return (
    <FormField label={label} id={id}>
      <FileUpload
        kind="image"
        value={files}
        onChange={onChange}
        maxFiles={INVENTORY_PHOTO_FILES.photos.maxFiles}
        maxSizeMb={INVENTORY_PHOTO_FILES.photos.maxSizeMb}
        existingCount={existingCount}
      />
    </FormField>
  );
}
