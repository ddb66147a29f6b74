import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../app/runtime-config';
import { useFailureToast } from '../../shared/forms/use-failure-toast';
import { type TSettlementArea, useExportSimulatorReport, useOwnCompanyId } from './api/settlements';

/** Saves text as a file through the browser's download. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Development and test only: the payment simulator's settlement report of one day, as the gateway's
 * portal would export it, to download or to put straight into the import. Hidden in production, where
 * the server refuses the call anyway.
 */
export function SimulatorReport({ area, onUse }: { area: TSettlementArea; onUse: (file: File) => void }) {
  if (runtimeConfig().appEnv === 'production') return null;
  return <SimulatorReportCard area={area} onUse={onUse} />;
}

function SimulatorReportCard({ area, onUse }: { area: TSettlementArea; onUse: (file: File) => void }) {
  const { t } = useTranslation('settlements');
  const fail = useFailureToast();
  const companyId = useOwnCompanyId(area);
  const exportReport = useExportSimulatorReport();
  const [date, setDate] = useState(() => toDateString(new Date()));
  const [lines, setLines] = useState<number | null>(null);
  const isWaiting = area === 'operator' && companyId === undefined;

  const fetchReport = async () => {
    const answer = await exportReport.mutateAsync({ date, company_id: companyId });
    setLines(answer.data.lines);
    return answer.data;
  };
  const run = (then: (report: { csv: string; file_name: string }) => void) => async () => {
    try {
      then(await fetchReport());
    } catch (failed) {
      fail(t('dev.failed'), failed);
    }
  };

  return (
    <Card title={t('dev.title')} description={t('dev.description')} className="border-dashed">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={t('dev.date')} id="simulator-report-date" className="sm:w-56">
          <DatePicker value={date} onChange={(value) => setDate(value)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={run((r) => download(r.csv, r.file_name))}
            isLoading={exportReport.isPending}
            disabled={isWaiting || date === ''}
          >
            {t('dev.download')}
          </Button>
          <Button
            variant="ghost"
            onClick={run((r) => onUse(new File([r.csv], r.file_name, { type: 'text/csv' })))}
            disabled={isWaiting || date === '' || exportReport.isPending}
          >
            {t('dev.use')}
          </Button>
        </div>
      </div>
      {lines !== null && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('dev.lines', { count: lines })}
        </p>
      )}
    </Card>
  );
}
