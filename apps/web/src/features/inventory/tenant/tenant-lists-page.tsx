import type { TInventoryListRow } from '@sewa/domain/tenancy/inventory-schemas';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { PagedCards } from '../../../shared/screens/paged-cards';
import { usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { LIST_CALLS, useInventoryList } from '../api/inventory';
import { ListView } from '../lists/list-view';
import { dayOf, ListStatusBadge } from '../shared/labels';
import { idOf, useQuery } from '../shared/search';
import { AnswerFlow } from './answer-flow';

export type TOutcome = 'agreed' | 'rejected';

/** /inventory-list (?id=): the tenant's lists as cards; one opened goes item by item while it waits for them. */
export function TenantInventoryListScreen() {
  const id = idOf(useQuery().id);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {id === undefined ? <TenantLists /> : <TenantList id={id} />}
    </div>
  );
}

function TenantLists() {
  const { t } = useTranslation('inventory');
  const paged = usePagedCall(LIST_CALLS.tenant.list, { status: 'all' });
  return (
    <>
      <ScreenHeader title={t('tenant.title')} description={t('tenant.description')} />
      <PagedCards
        paged={paged}
        label={t('tenant.title')}
        rowKey={(row) => row.id}
        card={(row) => <ListCard row={row} />}
      />
    </>
  );
}

function ListCard({ row }: { row: TInventoryListRow }) {
  const { t } = useTranslation('inventory');
  const isWaiting = row.status === 'pending';
  return (
    <article
      aria-label={`${row.property_name} ${t(`kind.${row.kind}`)}`}
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">
            {t(`kind.${row.kind}`)} · {row.tenancy_code}
          </p>
          <h2 className="font-semibold text-slate-900">{row.property_name}</h2>
          <p className="text-sm text-slate-600">
            {[row.unit_name, row.room_name].filter(Boolean).join(' · ')}
          </p>
        </div>
        <ListStatusBadge status={row.status} />
      </div>
      <p className="text-sm text-slate-600">
        {t('tenant.card-facts', { count: row.item_count, date: dayOf(row.sent_at) })}
      </p>
      <Link
        to="/inventory-list"
        search={{ id: row.id }}
        className={buttonClasses(isWaiting ? 'primary' : 'outline', 'md')}
      >
        {isWaiting ? t('tenant.answer') : t('tenant.view')}
      </Link>
    </article>
  );
}

function TenantList({ id }: { id: number }) {
  const { t } = useTranslation('inventory');
  const list = useInventoryList('tenant', id);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  return (
    <ScreenState query={list} data={list.data?.data}>
      {(data) => {
        const title = t('tenant.list-title', { kind: t(`kind.${data.kind}`) });
        return (
          <>
            <ScreenHeader
              title={title}
              description={[data.property_name, data.unit_name, data.room_name].filter(Boolean).join(' · ')}
              breadcrumbs={[{ label: t('tenant.title'), href: '/inventory-list' }, { label: title }]}
            />
            {outcome && (
              <FormAlert tone={outcome === 'agreed' ? 'success' : 'warning'} testId="inventory-outcome">
                {outcome === 'agreed' ? t('tenant.agreed') : t('tenant.rejected')}
              </FormAlert>
            )}
            {data.can_answer && !outcome ? (
              <AnswerFlow list={data} onAnswered={setOutcome} />
            ) : (
              <>
                {!outcome && data.status === 'rejected' && (
                  <FormAlert tone="warning">{t('tenant.rejected')}</FormAlert>
                )}
                {!outcome && data.status === 'agreed' && (
                  <FormAlert tone="success">{t('tenant.agreed')}</FormAlert>
                )}
                <ListView list={data} />
              </>
            )}
          </>
        );
      }}
    </ScreenState>
  );
}
