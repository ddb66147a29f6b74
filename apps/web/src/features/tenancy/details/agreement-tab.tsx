import type { TAgreementRow } from '@sewa/domain/agreements/schemas';
import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PanelBar, ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { useTenancyAgreements } from '../api/tenancy';
import { when } from '../shared/labels';

/** The tenancy's e-agreements (operator): each with its status and e-sign status; create one from here. */
export function AgreementTab({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const query = useTenancyAgreements(tenancy.id);
  return (
    <div className="flex flex-col gap-3">
      <PanelBar
        description={t('agreement-tab.lead')}
        action={
          <Button asChild>
            <Link to={`/operator/create-agreement/${tenancy.id}`}>{t('agreement-tab.create')}</Link>
          </Button>
        }
      />
      <DataTable<TAgreementRow>
        caption={t('agreement-tab.caption')}
        rows={query.data?.data.items ?? []}
        rowKey={(r) => r.id}
        isLoading={query.isFetching}
        columns={[
          {
            key: 'reference',
            header: t('agreement-tab.reference'),
            cell: (r) => (
              <span className="flex flex-col">
                <span className="font-mono text-xs">{r.reference}</span>
                <span className="text-xs text-slate-500">{r.title}</span>
              </span>
            ),
          },
          {
            key: 'status',
            header: t('agreement-tab.status'),
            cell: (r) => <StatusBadge status={r.status} label={t(`agreement-tab.statuses.${r.status}`)} />,
          },
          {
            key: 'esign',
            header: t('agreement-tab.esign'),
            cell: (r) => (
              <StatusBadge
                status={r.esign_status}
                label={t(`agreement-tab.esign-statuses.${r.esign_status}`)}
              />
            ),
          },
          { key: 'updated', header: t('agreement-tab.updated'), cell: (r) => when(r.updated_at) },
          {
            key: 'open',
            header: <span className="sr-only">{t('agreement-tab.open')}</span>,
            cell: (r) => (
              <Link to={`/operator/view-agreement-detail/${r.id}`} className={ROW_LINK_CLASSES}>
                {t('agreement-tab.open')}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
