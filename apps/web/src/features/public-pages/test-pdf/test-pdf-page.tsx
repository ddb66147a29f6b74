import { Button, buttonClasses } from '@sewa/ui/button.tsx';
import { PageHeader } from '@sewa/ui/page-header.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/page-container';
import { useBlobUrl } from '../../../shared/pdf-file';
import { usePageTitle } from '../../../shared/use-page-title';
import { useTestPdf } from '../api/documents';

/** /test-pdf: the server renders a sample receipt; the page shows it inline and offers the download. */
export function TestPdfPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('test-pdf.title'));
  const query = useTestPdf();
  const file = query.data?.data;
  const url = useBlobUrl(file);

  const actions = (
    <>
      <Button variant="outline" onClick={() => query.refetch()} isLoading={query.isFetching}>
        {t('test-pdf.regenerate')}
      </Button>
      {url && file && (
        <a href={url} download={file.file_name} className={buttonClasses('primary')}>
          {t('test-pdf.download')}
        </a>
      )}
    </>
  );

  return (
    <PageContainer>
      <PageHeader title={t('test-pdf.title')} description={t('test-pdf.subtitle')} actions={actions} />
      {query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <p>{t('test-pdf.failed')}</p>
          <Button variant="outline" onClick={() => query.refetch()}>
            {t('test-pdf.retry')}
          </Button>
        </div>
      ) : url && file ? (
        <div className="flex flex-col gap-2">
          <iframe
            src={url}
            title={t('test-pdf.frame-title')}
            className="h-[75dvh] min-h-[480px] w-full rounded-card border border-slate-200 bg-white"
          />
          <p className="text-xs text-slate-500">{t('test-pdf.file', { name: file.file_name })}</p>
        </div>
      ) : (
        <div
          role="status"
          className="flex h-64 items-center justify-center gap-3 rounded-card border border-dashed border-slate-300 bg-white text-slate-600"
        >
          <Spinner label={null} />
          <span>{t('test-pdf.loading')}</span>
        </div>
      )}
    </PageContainer>
  );
}
