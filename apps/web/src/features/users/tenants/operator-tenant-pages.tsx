import { TENANT_SOURCES, type TTenant, type TTenantListItem } from '@sewa/domain/users/tenants-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge, AccountStatusPanel } from '../../../shared/account-status/account-status-panel';
import { RestrictionsPanel } from '../../../shared/restrictions/restrictions-panel';
import { Notice } from '../../../shared/screens/notice';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { TENANT_CALLS, useCreateTenant, useUpdateTenant } from './api/tenants';
import { NEW_TENANT, TenantForm, tenantFormOf } from './tenant-form';
import { useTenantListColumns } from './tenant-list-columns';
import { DocumentLinks, dayOf, RatingCard, RatingSummaryCard, TenantDetails } from './tenant-profile-view';

// The operator's tenants (product §2.2 users: tenant, create-new-tenant-profile, view-tenant/{id}).

const ALL = 'all';
type TFilters = { search: string; source: string };
const NO_FILTERS: TFilters = { search: '', source: '' };

/** tenant: the company's tenants, searchable by name, mobile, e-mail or IC, filtered by source. */
export function TenantListPage() {
  const { t } = useTranslation('tenants');
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS);
  const paged = usePagedCall(TENANT_CALLS.list, {
    search: filters.search || undefined,
    source: (filters.source || undefined) as (typeof TENANT_SOURCES)[number] | undefined,
  });
  const change = (next: TFilters) => {
    setFilters(next);
    paged.setPage(1);
  };
  const columns = useTenantListColumns<TTenantListItem>(
    'operator',
    { key: 'source', header: t('list.source'), cell: (r) => t(`source.${r.source}`) },
    { key: 'added', header: t('list.added'), cell: (r) => dayOf(r.added_at) },
  );
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button asChild>
            <Link to="/operator/create-new-tenant-profile">{t('list.add')}</Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={filters.search}
          onSearch={(search) => change({ ...filters, search })}
          label={t('filters.search')}
          placeholder={t('filters.search-placeholder')}
          buttonLabel={t('filters.search-button')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label={t('filters.source')}
            className="w-full sm:w-48"
            options={[
              { value: ALL, label: t('filters.all-sources') },
              ...TENANT_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })),
            ]}
            value={filters.source || ALL}
            onValueChange={(source) => change({ ...filters, source: source === ALL ? '' : source })}
          />
          {(filters.search !== '' || filters.source !== '') && (
            <Button variant="ghost" onClick={() => change(NO_FILTERS)}>
              {t('filters.clear')}
            </Button>
          )}
        </div>
      </div>
      <PagedTable paged={paged} caption={t('list.title')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}

const listCrumb = (t: (key: string) => string) => ({ label: t('list.title'), href: '/operator/tenant' });

/** create-new-tenant-profile: a new account, or an existing one of that mobile linked to the company. */
export function CreateTenantPage() {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateTenant();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('form.title-create')}
        description={t('form.description-create')}
        breadcrumbs={[listCrumb(t), { label: t('form.title-create') }]}
      />
      <TenantForm
        mode="create"
        values={NEW_TENANT}
        submitLabel={t('form.create')}
        save={async (payload) => {
          const { data } = await create.mutateAsync(payload);
          toast.success(
            data.linked ? t('form.linked') : data.invited ? t('form.created') : t('form.existing'),
          );
          // A linked account's page says it keeps its own profile (view.not-owned).
          await navigate({ to: `/operator/view-tenant/${data.id}` });
        }}
      />
    </div>
  );
}

function ProfileTab({ tenant }: { tenant: TTenant }) {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const update = useUpdateTenant();
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex justify-end">
          <Button variant="ghost" onClick={() => setIsEditing(false)}>
            {t('view.cancel-edit')}
          </Button>
        </div>
        <TenantForm
          mode="edit"
          tenant={tenant}
          values={tenantFormOf(tenant)}
          submitLabel={t('form.save')}
          save={async (payload) => {
            await update.mutateAsync({ ...payload, id: tenant.id });
            toast.success(t('form.saved'));
            setIsEditing(false);
          }}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {tenant.is_owned ? (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            {t('view.edit')}
          </Button>
        </div>
      ) : (
        <Notice>{t('view.not-owned')}</Notice>
      )}
      <TenantDetails account={tenant} profile={tenant.profile} />
      <Card title={t('view.documents')}>
        <DocumentLinks documents={tenant.documents} />
      </Card>
      {tenant.is_owned && <AccountStatusPanel userId={tenant.id} audience="user" />}
      <RestrictionsPanel userId={tenant.id} />
    </div>
  );
}

function RatingsTab({ tenant }: { tenant: TTenant }) {
  const { t } = useTranslation('tenants');
  const paged = usePagedCall(TENANT_CALLS.ratings, { tenant_user_id: tenant.id }, 20);
  return (
    <div className="flex flex-col gap-4">
      <RatingSummaryCard summary={tenant.ratings} />
      {paged.query.isError ? (
        <PagedTable paged={paged} caption={t('view.tab-ratings')} columns={[]} rowKey={(r) => r.id} />
      ) : paged.rows.length === 0 ? (
        <p className="text-sm text-slate-500">{paged.query.isFetching ? '' : t('rating.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('view.tab-ratings')}>
          {paged.rows.map((r) => (
            <RatingCard key={r.id} rating={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** view-tenant/{id}: profile (edit when the company owns the account) and ratings (rate). */
export function ViewTenantPage() {
  const { t } = useTranslation('tenants');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <RecordScreen contract={TENANT_CALLS.get}>
        {(tenant) => (
          <>
            <ScreenHeader
              title={tenant.name}
              description={
                <span className="flex flex-wrap items-center gap-2">
                  <AccountStatusBadge status={tenant.status} />
                  <span>{t(`source.${tenant.source}`)}</span>
                  <span>· {t('view.added', { date: dayOf(tenant.added_at) })}</span>
                </span>
              }
              breadcrumbs={[listCrumb(t), { label: tenant.name }]}
              actions={
                <Button asChild>
                  <Link to="/operator/rate-tenant" search={{ tenant_id: tenant.id }}>
                    {t('view.rate')}
                  </Link>
                </Button>
              }
            />
            <Tabs
              aria-label={t('view.tabs')}
              items={[
                { value: 'profile', label: t('view.tab-profile'), content: <ProfileTab tenant={tenant} /> },
                { value: 'ratings', label: t('view.tab-ratings'), content: <RatingsTab tenant={tenant} /> },
              ]}
            />
          </>
        )}
      </RecordScreen>
    </div>
  );
}
