import {
  RATING_STATUSES,
  type TAdminTenantListItem,
  type TRating,
  ZResolveRatingDisputeInput,
} from '@sewa/domain/users/tenants-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/api/hooks';
import { AccountStatusBadge, AccountStatusPanel } from '../../../shared/account-status/account-status-panel';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { TENANT_CALLS, useResolveDispute } from './api/tenants';
import { useTenantListColumns } from './tenant-list-columns';
import { DocumentLinks, dayOf, RatingStatus, RatingSummaryCard, TenantDetails } from './tenant-profile-view';

// The admin's tenants and rating disputes (product §2.5 tenant, view-tenant/{id}; rating disputes).

const ALL = 'all';
/** The companies of the company filter: the newest hundred (the list searches the rest by name). */
const COMPANY_CHOICES = { page: 1, page_size: 100 } as const;

/** tenant: every tenant account, searchable, filtered by company. */
export function AdminTenantListPage() {
  const { t } = useTranslation('tenants');
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState('');
  const paged = usePagedCall(TENANT_CALLS.adminList, {
    search: search || undefined,
    company_id: companyId || undefined,
  });
  const companies = useCall(TENANT_CALLS.operators, COMPANY_CHOICES);
  const columns = useTenantListColumns<TAdminTenantListItem>(
    'admin',
    { key: 'companies', header: t('admin.companies'), cell: (r) => r.company_names.join(', ') || '—' },
    { key: 'created', header: t('admin.created'), cell: (r) => dayOf(r.created_at) },
  );
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('list.title')} description={t('admin.description')} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={search}
          onSearch={(next) => {
            setSearch(next);
            paged.setPage(1);
          }}
          label={t('filters.search')}
          placeholder={t('filters.search-placeholder')}
          buttonLabel={t('filters.search-button')}
        />
        <Select
          aria-label={t('filters.company')}
          className="w-full sm:w-64"
          options={[
            { value: ALL, label: t('filters.all-companies') },
            ...(companies.data?.data.items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={companyId || ALL}
          onValueChange={(next) => {
            setCompanyId(next === ALL ? '' : next);
            paged.setPage(1);
          }}
        />
      </div>
      <PagedTable paged={paged} caption={t('list.title')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}

/** view-tenant/{id}: the tenant's profile, documents, companies, ratings summary and account status. */
export function AdminViewTenantPage() {
  const { t } = useTranslation('tenants');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <RecordScreen contract={TENANT_CALLS.adminGet}>
        {(tenant) => (
          <>
            <ScreenHeader
              title={tenant.name}
              description={<AccountStatusBadge status={tenant.status} />}
              breadcrumbs={[{ label: t('list.title'), href: '/admin/tenant' }, { label: tenant.name }]}
            />
            <TenantDetails account={tenant} profile={tenant.profile} />
            <Card title={t('admin.companies')}>
              {tenant.companies.length === 0 ? (
                <p className="text-sm text-slate-500">{t('admin.no-companies')}</p>
              ) : (
                <ul className="flex flex-col gap-2 text-sm">
                  {tenant.companies.map((c) => (
                    <li key={c.company_id}>
                      <span className="font-medium">{c.company_name}</span> · {t(`source.${c.source}`)} ·{' '}
                      {dayOf(c.added_at)}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card title={t('view.documents')}>
              <DocumentLinks documents={tenant.documents} />
            </Card>
            <RatingSummaryCard summary={tenant.ratings} />
            <AccountStatusPanel userId={tenant.id} audience="admin" />
          </>
        )}
      </RecordScreen>
    </div>
  );
}

type TResolving = { rating: TRating; resolution: 'uphold' | 'remove' };

/** rating-disputes: open disputes first; uphold or remove each with a note, after a confirmation. */
export function RatingDisputesPage() {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const [status, setStatus] = useState('');
  const paged = usePagedCall(TENANT_CALLS.disputes, {
    status: (status || undefined) as (typeof RATING_STATUSES)[number] | undefined,
  });
  const resolve = useResolveDispute();
  const [resolving, setResolving] = useState<TResolving | null>(null);
  const columns: TDataTableColumn<TRating>[] = [
    {
      key: 'tenant',
      header: t('disputes.tenant'),
      cell: (r) => <span className="font-medium">{r.tenant_name}</span>,
    },
    { key: 'company', header: t('disputes.company'), cell: (r) => r.company_name },
    {
      key: 'scores',
      header: t('disputes.scores'),
      cell: (r) => (
        <span className="text-xs">
          {t('rating.payment')} {r.payment} · {t('rating.care_of_property')} {r.care_of_property} ·{' '}
          {t('rating.communication')} {r.communication}
          {r.comment ? <span className="block text-slate-500">“{r.comment}”</span> : null}
        </span>
      ),
    },
    { key: 'reason', header: t('disputes.reason'), cell: (r) => r.dispute_reason ?? '—' },
    { key: 'disputed', header: t('disputes.disputed-at'), cell: (r) => dayOf(r.disputed_at) },
    { key: 'status', header: t('list.status'), cell: (r) => <RatingStatus status={r.status} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (r) =>
        r.status === 'disputed' ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setResolving({ rating: r, resolution: 'uphold' })}
            >
              {t('disputes.uphold')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setResolving({ rating: r, resolution: 'remove' })}
            >
              {t('disputes.remove')}
            </Button>
          </div>
        ) : (
          <span className="text-xs text-slate-500">{r.resolution_note ?? ''}</span>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('disputes.title')} description={t('disputes.description')} />
      <Select
        aria-label={t('disputes.filter-status')}
        className="w-full sm:w-56"
        options={[
          { value: ALL, label: t('disputes.all-statuses') },
          ...RATING_STATUSES.map((s) => ({ value: s, label: t(`rating.status.${s}`) })),
        ]}
        value={status || ALL}
        onValueChange={(next) => {
          setStatus(next === ALL ? '' : next);
          paged.setPage(1);
        }}
      />
      <PagedTable paged={paged} caption={t('disputes.title')} columns={columns} rowKey={(r) => r.id} />
      {resolving && (
        <TextDialog
          id="resolve-dispute"
          title={t(`disputes.confirm-${resolving.resolution}-title`)}
          description={t(`disputes.confirm-${resolving.resolution}`, {
            tenant: resolving.rating.tenant_name,
            company: resolving.rating.company_name,
          })}
          label={t('disputes.note')}
          hint={t('disputes.note-hint')}
          confirmLabel={t(`disputes.${resolving.resolution}`)}
          cancelLabel={t('common.cancel')}
          failedTitle={t('disputes.failed')}
          tone={resolving.resolution === 'remove' ? 'danger' : 'primary'}
          schema={ZResolveRatingDisputeInput}
          field="note"
          toInput={(note) => ({ id: resolving.rating.id, resolution: resolving.resolution, note })}
          onConfirm={async (note) => {
            await resolve.mutateAsync({ id: resolving.rating.id, resolution: resolving.resolution, note });
            toast.success(t('disputes.resolved'));
          }}
          onClose={() => setResolving(null)}
        />
      )}
    </div>
  );
}
