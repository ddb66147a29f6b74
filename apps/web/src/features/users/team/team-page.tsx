import { ACCOUNT_STATUSES } from '@sewa/domain/accounts/rules';
import { userListRestrictions } from '@sewa/domain/users/team-calls';
import type { TCustomRole, TRestriction, TSubAdmin, TSubOperator } from '@sewa/domain/users/team-schemas';
import { toDateTimeString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge } from '../../../shared/account-status/account-status-panel';
import { LoadError } from '../../../shared/listings/load-error';
import { RemoveRestrictionDialog } from '../../../shared/restrictions/remove-restriction-dialog';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { adminListSubAdmins, type TTeamArea, useAllRoles, userListTeam } from './api/team';

// team (product §2.2 users/team; §2.5 team on the admin site): the members, the roles, and for an
// operator the company's restrictions overview.

const ALL = 'all';
const when = (at: string | null, never: string) => (at ? toDateTimeString(new Date(at)) : never);

/** The row's "Edit" link to `${path}{id}` (a member's or a sub-admin's page). */
const editColumn = <T extends { id: number; name: string }>(
  t: (key: string, options?: Record<string, unknown>) => string,
  path: string,
): TDataTableColumn<T> => ({
  key: 'actions',
  header: <span className="sr-only">{t('team.actions')}</span>,
  cell: (row) => (
    <Link
      to={`${path}${row.id}`}
      className={ROW_LINK_CLASSES}
      aria-label={t('team.edit-named', { name: row.name })}
    >
      {t('team.edit')}
    </Link>
  ),
});

export function TeamScreen({ area }: { area: TTeamArea }) {
  const { t } = useTranslation('team');
  const tabs = [
    {
      value: 'members',
      label: t(area === 'admin' ? 'team.tab-sub-admins' : 'team.tab-members'),
      content: area === 'admin' ? <SubAdminsTab /> : <MembersTab />,
    },
    { value: 'roles', label: t('team.tab-roles'), content: <RolesTab area={area} /> },
    ...(area === 'operator'
      ? [{ value: 'restrictions', label: t('team.tab-restrictions'), content: <RestrictionsTab /> }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t(`team.title-${area}`)}
        description={t(`team.description-${area}`)}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={`/${area}/edit-role-setting`}>{t('team.manage-roles')}</Link>
            </Button>
            <Button asChild>
              <Link to={area === 'admin' ? '/admin/create-sub-admin' : '/operator/create-sub-operator'}>
                {t(area === 'admin' ? 'team.add-sub-admin' : 'team.add-member')}
              </Link>
            </Button>
          </div>
        }
      />
      <Tabs items={tabs} aria-label={t(`team.title-${area}`)} />
    </div>
  );
}

/** Search and status filter of a members list. */
function MemberFilters({
  search,
  status,
  onChange,
  placeholder,
}: {
  search: string;
  status: string;
  onChange: (next: { search: string; status: string }) => void;
  placeholder: string;
}) {
  const { t } = useTranslation('team');
  return (
    <div className="flex flex-col gap-3 pt-4 lg:flex-row lg:items-center">
      <SearchBox
        value={search}
        onSearch={(next) => onChange({ search: next, status })}
        label={t('team.search')}
        placeholder={placeholder}
        buttonLabel={t('team.search-button')}
      />
      <Select
        aria-label={t('team.status-filter')}
        className="w-full sm:w-48"
        options={[
          { value: ALL, label: t('team.all-statuses') },
          ...ACCOUNT_STATUSES.filter((s) => s !== 'deleted').map((s) => ({
            value: s,
            label: t(`status.${s}`),
          })),
        ]}
        value={status || ALL}
        onValueChange={(next) => onChange({ search, status: next === ALL ? '' : next })}
      />
    </div>
  );
}

type TStatusFilter = (typeof ACCOUNT_STATUSES)[number] | undefined;

function MembersTab() {
  const { t } = useTranslation('team');
  const [filters, setFilters] = useState({ search: '', status: '' });
  const paged = usePagedCall(userListTeam, {
    search: filters.search || undefined,
    status: (filters.status || undefined) as TStatusFilter,
  });
  const columns: TDataTableColumn<TSubOperator>[] = [
    {
      key: 'name',
      header: t('team.name'),
      cell: (m) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{m.name}</span>
          <span className="text-xs text-slate-500">{m.email}</span>
        </div>
      ),
    },
    {
      key: 'mobile',
      header: t('team.mobile'),
      cell: (m) => (m.mobile ? `+${m.mobile_country_code} ${m.mobile}` : '—'),
    },
    { key: 'role', header: t('team.role'), cell: (m) => m.role_name ?? t('team.no-role') },
    {
      key: 'properties',
      header: t('team.properties'),
      cell: (m) =>
        m.property_ids === null
          ? t('team.all-properties')
          : t('team.some-properties', { count: m.property_ids.length }),
    },
    { key: 'status', header: t('team.status'), cell: (m) => <AccountStatusBadge status={m.status} /> },
    {
      key: 'last_login_at',
      header: t('team.last-login'),
      cell: (m) => <span className="whitespace-nowrap">{when(m.last_login_at, t('team.never'))}</span>,
    },
    editColumn(t, '/operator/edit-sub-operator/'),
  ];
  return (
    <div className="flex flex-col gap-4">
      <MemberFilters
        {...filters}
        placeholder={t('team.search-members-placeholder')}
        onChange={(next) => {
          setFilters(next);
          paged.setPage(1);
        }}
      />
      <PagedTable paged={paged} caption={t('team.tab-members')} columns={columns} rowKey={(m) => m.id} />
    </div>
  );
}

function SubAdminsTab() {
  const { t } = useTranslation('team');
  const [filters, setFilters] = useState({ search: '', status: '' });
  const paged = usePagedCall(adminListSubAdmins, {
    search: filters.search || undefined,
    status: (filters.status || undefined) as TStatusFilter,
  });
  const columns: TDataTableColumn<TSubAdmin>[] = [
    {
      key: 'name',
      header: t('team.name'),
      cell: (a) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{a.name}</span>
          <span className="text-xs text-slate-500">{a.email}</span>
        </div>
      ),
    },
    {
      key: 'role',
      header: t('team.role'),
      cell: (a) =>
        a.is_super_admin ? (
          <StatusBadge status="super" tone="info" label={t('team.super-admin')} />
        ) : (
          (a.role_name ?? t('team.no-role'))
        ),
    },
    { key: 'status', header: t('team.status'), cell: (a) => <AccountStatusBadge status={a.status} /> },
    editColumn(t, '/admin/edit-sub-admin/'),
  ];
  return (
    <div className="flex flex-col gap-4">
      <MemberFilters
        {...filters}
        placeholder={t('team.search-admins-placeholder')}
        onChange={(next) => {
          setFilters(next);
          paged.setPage(1);
        }}
      />
      <PagedTable paged={paged} caption={t('team.tab-sub-admins')} columns={columns} rowKey={(a) => a.id} />
    </div>
  );
}

function RolesTab({ area }: { area: TTeamArea }) {
  const { t } = useTranslation('team');
  const roles = useAllRoles(area);
  const columns: TDataTableColumn<TCustomRole>[] = [
    {
      key: 'name',
      header: t('team.name'),
      cell: (r) => <span className="font-medium text-slate-900">{r.name}</span>,
    },
    {
      key: 'privileges',
      header: t('team.permissions'),
      cell: (r) => t('team.permission-count', { count: r.privileges.length }),
    },
    { key: 'members', header: t('team.members'), align: 'right', cell: (r) => r.member_count },
    {
      key: 'actions',
      header: <span className="sr-only">{t('team.actions')}</span>,
      cell: (r) => (
        <Link
          to={`/${area}/edit-role-setting`}
          search={{ role_id: r.id }}
          className={ROW_LINK_CLASSES}
          aria-label={t('team.edit-named', { name: r.name })}
        >
          {t('team.edit')}
        </Link>
      ),
    },
  ];
  if (roles.isError && !roles.items) return <LoadError error={roles.error} onRetry={() => roles.refetch()} />;
  return (
    <div className="pt-4">
      <DataTable
        caption={t('team.tab-roles')}
        columns={columns}
        rows={roles.items ?? []}
        rowKey={(r) => r.id}
        isLoading={roles.isFetching}
      />
    </div>
  );
}

function RestrictionsTab() {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<TRestriction | null>(null);
  const paged = usePagedCall(userListRestrictions, { search: search || undefined });
  const columns: TDataTableColumn<TRestriction>[] = [
    {
      key: 'user',
      header: t('restrictions.person'),
      cell: (r) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{r.user_name}</span>
          <span className="text-xs text-slate-500">{t(`restrictions.user-kind.${r.user_kind}`)}</span>
        </div>
      ),
    },
    { key: 'property', header: t('restrictions.property'), cell: (r) => r.property_name },
    { key: 'reason', header: t('restrictions.reason'), cell: (r) => r.reason || '—' },
    {
      key: 'since',
      header: t('restrictions.since'),
      cell: (r) => <span className="whitespace-nowrap">{toDateTimeString(new Date(r.created_at))}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('restrictions.actions')}</span>,
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setRemoving(r)}
          aria-label={t('restrictions.remove-named', { name: `${r.user_name} — ${r.property_name}` })}
        >
          {t('restrictions.remove')}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4 pt-4">
      <p className="text-sm text-slate-600">{t('restrictions.overview-description')}</p>
      <SearchBox
        value={search}
        onSearch={(next) => {
          setSearch(next);
          paged.setPage(1);
        }}
        label={t('team.search')}
        placeholder={t('team.search-members-placeholder')}
        buttonLabel={t('team.search-button')}
      />
      <PagedTable paged={paged} caption={t('team.tab-restrictions')} columns={columns} rowKey={(r) => r.id} />
      <RemoveRestrictionDialog removing={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
