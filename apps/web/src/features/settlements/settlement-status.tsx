import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';

/** A report is reconciled when every line matched; any unmatched line needs someone to look at it. */
export function ReportStatus({ unmatched }: { unmatched: number }) {
  const { t } = useTranslation('settlements');
  return unmatched > 0 ? (
    <StatusBadge status="review" tone="warning" label={t('status.review')} />
  ) : (
    <StatusBadge status="reconciled" tone="success" label={t('status.reconciled')} />
  );
}

/** A line's outcome: settled now, settled by an earlier report, unknown, or a different amount. */
export function LineStatus({
  status,
}: {
  status: 'settled' | 'already_settled' | 'unmatched' | 'amount_mismatch';
}) {
  const { t } = useTranslation('settlements');
  const tone = status === 'settled' ? 'success' : status === 'already_settled' ? 'info' : 'danger';
  return <StatusBadge status={status} tone={tone} label={t(`line-status.${status}`)} />;
}
