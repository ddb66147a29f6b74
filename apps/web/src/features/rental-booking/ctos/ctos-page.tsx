import type { TCreditCheck, TCreditCheckSetting } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/api/hooks';
import { LoadError } from '../../../shared/listings/load-error';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { recordInput } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { SearchBox } from '../../../shared/screens/search-box';
import { BOOKING_CALLS, SETTING_CALLS, type TArea } from '../api/booking';
import { CompanyFilter } from '../shared/filters';
import { Money, rm, when } from '../shared/labels';
import { CreditReport } from './credit-report';

/**
 * ctos: the company's credit checks (every company's on the admin site) with the current fee; a row opens
 * its report (`?check_id=`). The admin also keeps the provider settings here.
 */
export function CtosScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { check_id?: string | number };
  const openId = Number(search.check_id) > 0 ? Number(search.check_id) : undefined;
  const [query, setQuery] = useState({ search: '', company: '' });
  const path = `/${area}/ctos`;
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t(`ctos.title-${area}`)}
        description={t(`ctos.description-${area}`)}
        actions={
          <Button asChild>
            <Link to={`/${area}/add-ctos`}>{t('ctos.new')}</Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={query.search}
          onSearch={(s) => setQuery({ ...query, search: s })}
          label={t('ctos.search')}
          placeholder={t('ctos.search-placeholder')}
          buttonLabel={t('filters.search-button')}
        />
        {area === 'admin' && (
          <CompanyFilter value={query.company} onChange={(company) => setQuery({ ...query, company })} />
        )}
      </div>
      <CheckTable
        key={JSON.stringify(query)}
        area={area}
        input={{
          ...(query.search ? { search: query.search } : {}),
          ...(query.company ? { company_id: query.company } : {}),
        }}
        onOpen={(id) => navigate({ to: path, search: { check_id: id } })}
      />
      {area === 'admin' && <ProviderSettings />}
      {openId !== undefined && (
        <ReportDialog area={area} id={openId} onClose={() => navigate({ to: path, search: {} })} />
      )}
    </div>
  );
}

function CheckTable({
  area,
  input,
  onOpen,
}: {
  area: TArea;
  input: { search?: string; company_id?: string };
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('rental-booking');
  const paged = usePagedCall(BOOKING_CALLS[area].checks, input);
  const data = paged.query.data as { data?: { fee_sen?: number } } | undefined;
  const fee = data?.data?.fee_sen;
  const columns: TDataTableColumn<TCreditCheck>[] = [
    {
      key: 'subject_name',
      header: t('ctos.subject'),
      cell: (c) => <span className="font-medium">{c.subject_name}</span>,
    },
    {
      key: 'ic_number',
      header: t('ctos.ic'),
      cell: (c) => <span className="font-mono text-xs">{c.ic_number}</span>,
    },
    ...(area === 'admin'
      ? [{ key: 'company', header: t('bookings.company'), cell: (c: TCreditCheck) => c.company_name }]
      : []),
    { key: 'score', header: t('ctos.score'), align: 'right', cell: (c) => c.score ?? '—' },
    {
      key: 'status',
      header: t('ctos.status'),
      cell: (c) => <StatusBadge status={c.status} label={t(`check-status.${c.status}`)} />,
    },
    { key: 'fee_sen', header: t('ctos.fee'), align: 'right', cell: (c) => <Money sen={c.fee_sen} /> },
    {
      key: 'created_at',
      header: t('ctos.date'),
      cell: (c) => <span className="whitespace-nowrap">{when(c.created_at)}</span>,
    },
    {
      key: 'open',
      header: <span className="sr-only">{t('bookings.actions')}</span>,
      cell: (c) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onOpen(c.id)}
          aria-label={t('ctos.view-named', { name: c.subject_name })}
        >
          {t('ctos.view')}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      {fee !== undefined && (
        <p className="text-sm text-slate-700">{t('ctos.current-fee', { fee: rm(fee) })}</p>
      )}
      <PagedTable paged={paged} caption={t('ctos.caption')} columns={columns} rowKey={(c) => c.id} />
    </div>
  );
}

function ReportDialog({ area, id, onClose }: { area: TArea; id: number; onClose: () => void }) {
  const { t } = useTranslation('rental-booking');
  const query = useCall(BOOKING_CALLS[area].check, recordInput(id));
  const check = query.data?.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={check ? t('report.title', { name: check.subject_name }) : t('detail.loading')}
      description={
        check ? t('report.subtitle', { ic: check.ic_number, at: when(check.created_at) }) : undefined
      }
    >
      <ScreenState query={query} data={check}>
        {(c) => (
          <div className="flex flex-col gap-4">
            {c.report ? (
              <CreditReport report={c.report} />
            ) : (
              <p className="text-sm text-slate-600">{t('report.none')}</p>
            )}
            <div className="flex flex-wrap gap-4 text-sm">
              {c.report_pdf_url && (
                <a
                  href={c.report_pdf_url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t('report.pdf')}
                </a>
              )}
              {c.consent_url && (
                <a
                  href={c.consent_url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t('report.consent')}
                </a>
              )}
              {c.booking_id !== null && (
                <Link
                  to={`/${area}/rental-booking`}
                  search={{ booking_id: c.booking_id }}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t('report.booking')}
                </Link>
              )}
            </div>
          </div>
        )}
      </ScreenState>
    </Modal>
  );
}

/** The admin's provider settings (simulator, CTOS): fee, whether active, and Edit. */
function ProviderSettings() {
  const { t } = useTranslation('rental-booking');
  const query = useCall(SETTING_CALLS.list, {});
  const columns: TDataTableColumn<TCreditCheckSetting>[] = [
    { key: 'provider', header: t('settings.provider'), cell: (s) => t(`provider.${s.provider}`) },
    { key: 'fee_sen', header: t('ctos.fee'), align: 'right', cell: (s) => <Money sen={s.fee_sen} /> },
    {
      key: 'is_active',
      header: t('settings.active'),
      cell: (s) =>
        s.is_active ? (
          <StatusBadge status="active" label={t('settings.is-active')} />
        ) : (
          <StatusBadge status="inactive" label={t('settings.is-inactive')} />
        ),
    },
    { key: 'updated_at', header: t('settings.updated'), cell: (s) => when(s.updated_at) },
    {
      key: 'edit',
      header: <span className="sr-only">{t('settings.edit')}</span>,
      cell: (s) => (
        <Link
          to={`/admin/edit-ctos/${s.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('settings.edit-named', { name: t(`provider.${s.provider}`) })}
        >
          {t('settings.edit')}
        </Link>
      ),
    },
  ];
  return (
    <Card title={t('settings.title')} description={t('settings.description')}>
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={t('settings.title')}
          columns={columns}
          rows={query.data?.data ?? []}
          rowKey={(s) => s.id}
          isLoading={query.isFetching}
        />
      )}
    </Card>
  );
}
