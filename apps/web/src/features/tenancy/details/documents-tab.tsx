import {
  DOCUMENT_VISIBILITIES,
  type TDocumentVisibility,
  TENANCY_DOCUMENT_FILES,
  type TTenancyDetail,
  type TTenancyDocument,
} from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../shared/forms/segmented-choice';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { type TTenancyArea, useTenancyDocuments } from '../api/tenancy';
import { when } from '../shared/labels';

const RULE = TENANCY_DOCUMENT_FILES.documents;

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The tenancy's documents: private ones (the operator's side and admins only) and shared ones (also the
 * tenant and the landlord; the server sends the others only what they may see). The operator's side
 * uploads and deletes.
 */
export function DocumentsTab({ area, tenancy }: { area: TTenancyArea; tenancy: TTenancyDetail }) {
  const canChange = area === 'operator';
  return (
    <div className="flex flex-col gap-4">
      {canChange && <UploadDocuments tenancyId={tenancy.id} />}
      <DocumentList documents={tenancy.documents} canDelete={canChange} />
    </div>
  );
}

function UploadDocuments({ tenancyId }: { tenancyId: number }) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const fail = useFailureToast();
  const { upload } = useTenancyDocuments();
  const [visibility, setVisibility] = useState<TDocumentVisibility>('private');
  const [files, setFiles] = useState<File[]>([]);
  const send = async () => {
    try {
      await upload.mutateAsync({ tenancy_id: tenancyId, visibility, documents: files });
      setFiles([]);
      toast.success(t('documents.uploaded', { count: files.length }));
    } catch (error) {
      fail(t('documents.upload-failed'), error);
    }
  };
  return (
    <Card title={t('documents.upload-title')}>
      <div className="flex flex-col gap-4">
        <SegmentedChoice
          legend={t('documents.visibility')}
          options={DOCUMENT_VISIBILITIES.map((v) => ({ value: v, label: t(`visibility.${v}`) }))}
          value={visibility}
          onChange={setVisibility}
        />
        <p className="text-sm text-slate-600">{t(`documents.visibility-hint-${visibility}`)}</p>
        <FormField label={t('documents.files')} id="tenancy-documents">
          <FileUpload
            kind={RULE.kind}
            maxFiles={RULE.maxFiles}
            maxSizeMb={RULE.maxSizeMb}
            value={files}
            onChange={setFiles}
          />
        </FormField>
        <div className="flex justify-end">
          <Button onClick={send} disabled={files.length === 0} isLoading={upload.isPending}>
            {t('documents.upload')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** The documents with their visibility; deleting one asks first. */
function DocumentList({
  documents,
  canDelete,
}: {
  documents: readonly TTenancyDocument[];
  canDelete: boolean;
}) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const fail = useFailureToast();
  const { remove } = useTenancyDocuments();
  const [deleting, setDeleting] = useState<TTenancyDocument | null>(null);
  return (
    <>
      <DataTable
        caption={t('documents.title')}
        columns={[
          {
            key: 'name',
            header: t('documents.name'),
            cell: (d) => (
              <a
                href={d.url}
                target="_blank"
                rel="noreferrer"
                className="break-all text-brand-700 hover:underline"
              >
                {d.name}
              </a>
            ),
          },
          {
            key: 'visibility',
            header: t('documents.visibility'),
            cell: (d) => (
              <StatusBadge
                status={d.visibility}
                tone={d.visibility === 'private' ? 'neutral' : 'info'}
                label={t(`visibility.${d.visibility}`)}
              />
            ),
          },
          { key: 'size', header: t('documents.size'), cell: (d) => sizeText(d.size) },
          {
            key: 'created_at',
            header: t('documents.added'),
            cell: (d) => <span className="whitespace-nowrap">{when(d.created_at)}</span>,
          },
          ...(canDelete
            ? [
                {
                  key: 'delete',
                  header: <span className="sr-only">{t('documents.actions')}</span>,
                  cell: (d: TTenancyDocument) => (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(d)}
                      aria-label={t('documents.delete-named', { name: d.name })}
                    >
                      {t('documents.delete')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        rows={documents}
        rowKey={(d) => d.id}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('documents.delete-title')}
        message={t('documents.delete-message', { name: deleting?.name ?? '' })}
        confirmLabel={t('documents.delete')}
        cancelLabel={t('confirm.back')}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ document_id: deleting.id });
            toast.success(t('documents.deleted'));
          } catch (error) {
            fail(t('documents.delete-failed'), error);
            throw error;
          }
        }}
      />
    </>
  );
}
