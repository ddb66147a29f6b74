import { SETTLEMENT_CSV_FILES } from '@sewa/domain/payments/calls';
import type { ZSettlementDetail } from '@sewa/domain/payments/schemas';
import { formatMoney } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { ProgressBar } from '@sewa/ui/progress-bar.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../app/api/api-error';
import { useFailureToast } from '../../shared/forms/use-failure-toast';
import { type TSettlementArea, useImportSettlement } from './api/settlements';

type TDetail = z.output<typeof ZSettlementDetail>;
const RULE = SETTLEMENT_CSV_FILES.csv;

/**
 * Import a settlement report: one CSV file as the gateway's portal exports it. The file goes up as a
 * real upload (the server checks it is UTF-8 text); while it travels and is matched a progress bar
 * shows, then the counts of what matched.
 */
export function ImportCard({
  area,
  files,
  onFilesChange,
}: {
  area: TSettlementArea;
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  const { t } = useTranslation('settlements');
  const fail = useFailureToast();
  const importReport = useImportSettlement(area);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TDetail | null>(null);
  const file = files[0];

  const submit = async () => {
    if (!file) {
      setError(t('import.choose-file'));
      return;
    }
    setError(null);
    setResult(null);
    try {
      const answer = await importReport.mutateAsync({ csv: file });
      setResult(answer.data);
      onFilesChange([]);
    } catch (failed) {
      const message = isApiError(failed) ? failed.fieldErrors.csv : undefined;
      if (message) setError(message);
      else fail(t('import.failed'), failed);
    }
  };

  return (
    <Card title={t('import.title')} description={t('import.description')}>
      <div className="flex flex-col gap-4">
        <FormField label={t('import.file')} error={error ?? undefined} id="settlement-csv" isRequired>
          <FileUpload
            kind={RULE.kind}
            maxFiles={RULE.maxFiles}
            maxSizeMb={RULE.maxSizeMb}
            value={files}
            onChange={(picked) => {
              onFilesChange(picked);
              setError(null);
            }}
            disabled={importReport.isPending}
          />
        </FormField>
        {importReport.isPending && <ProgressBar label={t('import.uploading')} />}
        <div className="flex justify-end">
          <Button onClick={submit} isLoading={importReport.isPending}>
            {t('import.submit')}
          </Button>
        </div>
        {result && <ImportResult area={area} result={result} />}
      </div>
    </Card>
  );
}

function ImportResult({ area, result }: { area: TSettlementArea; result: TDetail }) {
  const { t } = useTranslation('settlements');
  const counts = [
    { key: 'lines', label: t('count.lines'), value: String(result.lines) },
    { key: 'settled', label: t('count.settled'), value: String(result.settled) },
    { key: 'unmatched', label: t('count.unmatched'), value: String(result.unmatched) },
    { key: 'missing', label: t('count.missing'), value: String(result.missing.length) },
    { key: 'amount', label: t('count.settled-amount'), value: formatMoney(result.settled_amount_sen, 'myr') },
    { key: 'fee', label: t('count.fee'), value: formatMoney(result.fee_sen, 'myr') },
  ];
  return (
    <section
      aria-label={t('import.result')}
      role="status"
      className="flex flex-col gap-3 rounded-card border border-green-200 bg-green-50 p-4"
    >
      <p className="text-sm font-medium text-green-900">
        {t('import.done', { name: result.file_name ?? t('list.no-name') })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map((c) => (
          <div key={c.key} className="flex flex-col">
            <dt className="text-xs text-slate-600">{c.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{c.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/${area}/payex-settlement-detail/${result.id}`}
        className="self-start text-sm font-medium text-brand-700 hover:underline"
      >
        {t('import.view-lines')}
      </Link>
    </section>
  );
}
