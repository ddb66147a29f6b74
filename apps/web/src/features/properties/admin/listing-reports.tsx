import { adminListListingReports } from '@sewa/domain/properties/calls-admin';
import type { TListingReport } from '@sewa/domain/properties/setting-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useLabels } from '../../../shared/listings/use-labels';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { useResolveListingReport } from '../api/setting-calls';

type TShow = 'open' | 'resolved' | 'all';

/** Reports sent from property pages ("report this listing"): read, open the listing, mark handled. */
export function ListingReports() {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const toast = useToast();
  const fail = useFailureToast();
  const resolveReport = useResolveListingReport();
  const [show, setShow] = useState<TShow>('open');
  const [resolving, setResolving] = useState<TListingReport | null>(null);
  const reports = usePagedCall(
    adminListListingReports,
    show === 'all' ? {} : { is_resolved: show === 'resolved' },
  );
  const resolve = async (report: TListingReport) => {
    try {
      await resolveReport.mutateAsync({ id: report.id });
      toast.success(t('reports.resolved-toast'));
    } catch (error) {
      fail(t('reports.failed'), error);
      throw error;
    }
  };
  const columns: TDataTableColumn<TListingReport>[] = [
    {
      key: 'created_at',
      header: t('reports.date'),
      cell: (r) => formatDisplayDate(new Date(r.created_at), 'DD Mon YYYY hh:mm a'),
    },
    {
      key: 'property_name',
      header: t('table.property'),
      cell: (r) => (
        <div>
          <Link
            to={`/admin/edit-property/${r.property_id}`}
            className="font-medium text-brand-800 hover:underline"
          >
            {r.property_name}
          </Link>
          <p className="text-xs text-slate-500">{r.company_name}</p>
        </div>
      ),
    },
    { key: 'reason', header: t('reports.reason'), cell: (r) => labels.REPORT_REASON_LABELS[r.reason] },
    {
      key: 'details',
      header: t('reports.details'),
      cell: (r) => (
        <div className="max-w-sm text-sm whitespace-normal">
          <p>{r.details || '—'}</p>
          {r.contact && (
            <p className="text-xs text-slate-500">{t('reports.contact', { contact: r.contact })}</p>
          )}
        </div>
      ),
    },
    {
      key: 'is_resolved',
      header: t('table.status'),
      cell: (r) => (
        <StatusBadge
          status={r.is_resolved ? 'completed' : 'pending'}
          label={r.is_resolved ? t('reports.resolved') : t('reports.open')}
        />
      ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (r) =>
        r.is_resolved ? null : (
          <Button size="sm" variant="outline" onClick={() => setResolving(r)}>
            {t('reports.resolve')}
          </Button>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Select
          aria-label={t('reports.show')}
          className="w-48"
          value={show}
          onValueChange={(next) => {
            setShow(next as TShow);
            reports.setPage(1);
          }}
          options={(['open', 'resolved', 'all'] as const).map((value) => ({
            value,
            label: t(`reports.show-${value}`),
          }))}
        />
      </div>
      <PagedTable paged={reports} caption={t('reports.title')} columns={columns} rowKey={(r) => r.id} />
      <ConfirmDialog
        open={resolving !== null}
        onOpenChange={(open) => !open && setResolving(null)}
        title={t('reports.resolve-title')}
        message={resolving ? t('reports.resolve-message', { name: resolving.property_name }) : undefined}
        confirmLabel={t('reports.resolve')}
        onConfirm={() => (resolving ? resolve(resolving) : undefined)}
      />
    </div>
  );
}
