import { type TUploadKind, UPLOAD_KINDS } from '@sewa/domain';
import { FileUpload, FormField, fillText } from '@sewa/ui';
import { useState } from 'react';
import { UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

function KindUpload({
  kind,
  label,
  maxFiles,
  maxSizeMb,
}: {
  kind: TUploadKind;
  label: string;
  maxFiles?: number;
  maxSizeMb?: number;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const suffix = maxFiles ? `${kind}-limited` : kind;
  return (
    <FormField label={label} id={`ui-kit-upload-${suffix}`}>
      <FileUpload kind={kind} value={files} onChange={setFiles} maxFiles={maxFiles} maxSizeMb={maxSizeMb} />
    </FormField>
  );
}

export function UploadSection() {
  const t = useUiKitText();
  return (
    <UiKitSection id="upload" title={t.sections.upload}>
      <div className="grid gap-6 lg:grid-cols-2">
        {UPLOAD_KINDS.map((kind) => (
          <KindUpload
            key={kind}
            kind={kind}
            label={fillText(t.upload.kind, { kind: t.upload.kinds[kind] })}
          />
        ))}
        <KindUpload kind="image" label={t.upload.two} maxFiles={2} maxSizeMb={1} />
      </div>
    </UiKitSection>
  );
}
