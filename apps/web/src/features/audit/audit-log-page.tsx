import type { TAuditEntry } from '@sewa/domain/audit/audit-log';
import { adminListAuditLog, userListAuditLog } from '@sewa/domain/audit/calls';
import { Button } from '@sewa/ui/button.tsx';
import { cx } from '@sewa/ui/cx.ts';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/display-date';
import { appliedRange, DateRangeFilter, type TDayRange } from '../../shared/screens/date-range-filter';
import { PagedTable, usePagedCall } from '../../shared/screens/paged-table';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { SearchBox } from '../../shared/screens/search-box';
import { changeRows } from './audit-changes';

type TArea = 'operator' | 'admin';
type TFilters = {
  actor?: string;
  entity?: string;
  entity_id?: string;
  company_id?: number;
  from?: string;
  to?: string;
};

const ANY = '__any';
const CALLS = { operator: userListAuditLog, admin: adminListAuditLog } as const;

/** /operator/audit-log: the company's privileged changes, read-only. */
export const OperatorAuditLogPage = () => <AuditLogScreen area="operator" />;
/** /admin/audit-log: every company's and the platform's privileged changes, read-only. */
export const AdminAuditLogPage = () => <AuditLogScreen area="admin" />;

function AuditLogScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('audit');
  const [actor, setActor] = useState('');
  const [entity, setEntity] = useState(ANY);
  const [entityId, setEntityId] = useState('');
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const [range, setRange] = useState<TDayRange>({ from: '', to: '' });
  const [open, setOpen] = useState<TAuditEntry | null>(null);
  // While the range is backwards the list keeps the last filters that made sense.
  const lastValid = useRef<TFilters>({});
  const applied = appliedRange(range);
  const filters: TFilters = applied
    ? {
        ...applied,
        ...(actor ? { actor } : {}),
        ...(entity !== ANY ? { entity } : {}),
        ...(entity !== ANY && entityId.trim() ? { entity_id: entityId.trim() } : {}),
        ...(company ? { company_id: company.id } : {}),
      }
    : lastValid.current;
  lastValid.current = filters;
  const paged = usePagedCall(CALLS[area], filters, 20);
  const entities = (paged.query.data as { data?: { entities: string[] } } | undefined)?.data?.entities ?? [];
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paged.setPage(1);
    };

  const columns: TDataTableColumn<TAuditEntry>[] = [
    {
      key: 'created_at',
      header: t('when'),
      cell: (e) => (
        <span className="whitespace-nowrap">
          {formatDisplayDate(new Date(e.created_at), 'DD Mon YYYY hh:mm a')}
        </span>
      ),
    },
    {
      key: 'actor',
      header: t('who'),
      cell: (e) => (
        <span className="flex flex-col">
          <span className="font-medium">{e.actor_name ?? t(`actor-kind.${e.actor_kind}`)}</span>
          <span className="text-xs text-slate-500">{t(`actor-kind.${e.actor_kind}`)}</span>
        </span>
      ),
    },
    ...(area === 'admin'
      ? [
          {
            key: 'company',
            header: t('company'),
            cell: (e: TAuditEntry) =>
              e.company_id && e.company_name ? (
                <button
                  type="button"
                  className="text-left text-brand-800 hover:underline"
                  title={t('filter-company')}
                  onClick={() => refilter(setCompany)({ id: e.company_id!, name: e.company_name! })}
                >
                  {e.company_name}
                </button>
              ) : (
                <span className="text-slate-500">{t('platform')}</span>
              ),
          },
        ]
      : []),
    {
      key: 'action',
      header: t('action'),
      cell: (e) => <span className="font-mono text-xs">{e.action}</span>,
    },
    {
      key: 'record',
      header: t('record'),
      cell: (e) => (
        <span className="font-mono text-xs">
          {e.entity}
          {e.entity_id ? ` #${e.entity_id}` : ''}
        </span>
      ),
    },
    { key: 'ip', header: t('where'), cell: (e) => <span className="font-mono text-xs">{e.ip ?? '—'}</span> },
    {
      key: 'details',
      header: <span className="sr-only">{t('details')}</span>,
      cell: (e) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(e)}
          aria-label={t('view-named', { id: e.id })}
        >
          {t('view')}
        </Button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('title')} description={t(`description.${area}`)} />
      <section aria-label={t('filters')} className="flex flex-col gap-3">
        <SearchBox
          value={actor}
          onSearch={refilter(setActor)}
          label={t('actor')}
          placeholder={t('actor-placeholder')}
          buttonLabel={t('search')}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
          <FormField label={t('record-kind')} id="filter-entity">
            <Select
              value={entity}
              onValueChange={refilter(setEntity)}
              options={[
                { value: ANY, label: t('any-record') },
                ...entities.map((e) => ({ value: e, label: e })),
              ]}
            />
          </FormField>
          <FormField
            label={t('record-id')}
            id="filter-entity-id"
            hint={entity === ANY ? t('record-id-hint') : undefined}
          >
            <TextInput
              value={entityId}
              disabled={entity === ANY}
              maxLength={40}
              onChange={(event) => refilter(setEntityId)(event.target.value)}
            />
          </FormField>
          <DateRangeFilter value={range} onChange={refilter(setRange)} />
        </div>
      </section>
      {company && (
        <p className="flex items-center gap-2 text-sm">
          {t('company-filter', { name: company.name })}
          <Button size="sm" variant="ghost" onClick={() => refilter(setCompany)(null)}>
            {t('clear')}
          </Button>
        </p>
      )}
      <PagedTable paged={paged} caption={t('title')} columns={columns} rowKey={(e) => e.id} />
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? `${open.action} · ${open.entity}${open.entity_id ? ` #${open.entity_id}` : ''}` : ''}
        description={open ? formatDisplayDate(new Date(open.created_at), 'DD Mon YYYY hh:mm a') : undefined}
        size="lg"
      >
        {open && <ChangesTable entry={open} />}
      </Modal>
    </div>
  );
}

function ChangesTable({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('audit');
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('no-values')}</p>;
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{t('changes')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="w-1/4 py-2 pr-2 font-medium">
            {t('field')}
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            {t('before')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.field}
            className={cx('border-b border-slate-100 align-top', row.isChanged && 'bg-amber-50')}
          >
            <th scope="row" className="py-2 pr-2 font-mono text-xs font-normal">
              {row.field || '—'}
            </th>
            <td className="break-words py-2 pr-2 font-mono text-xs">{row.before}</td>
            <td className="break-words py-2 font-mono text-xs">{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
