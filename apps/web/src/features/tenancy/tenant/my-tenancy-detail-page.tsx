import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { TENANCY_CALLS } from '../api/tenancy';
import { InventoryStatusBadge, inventoryListPath } from '../details/inventory-tab';
import { InvoicesTab } from '../details/invoices-tab';
import { OverviewTab } from '../details/overview-tab';
import { placeOf, TenancyStatusBadge, tenureText, when } from '../shared/labels';

const TABS = ['overview', 'documents', 'inventory', 'invoices'] as const;
type TTab = (typeof TABS)[number];

/** tenancy-detail/{id} (tenant): the terms, the shared documents, the inventory lists to answer, the invoices. */
export function MyTenancyDetailPage() {
  return (
    <div className="flex flex-col gap-4">
      <RecordScreen contract={TENANCY_CALLS.tenant.get}>
        {(tenancy) => <Detail tenancy={tenancy} />}
      </RecordScreen>
    </div>
  );
}

function Detail({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tabId?: string };
  const tab: TTab = TABS.includes(search.tabId as TTab) ? (search.tabId as TTab) : 'overview';
  return (
    <>
      <ScreenHeader
        title={t('details.title', { code: tenancy.code })}
        description={
          <span className="flex flex-col gap-1">
            <span>
              <TenancyStatusBadge status={tenancy.status} />
            </span>
            <span>{placeOf(tenancy)}</span>
            <span>{tenureText(tenancy)}</span>
          </span>
        }
        breadcrumbs={[{ label: t('tenant.title'), href: '/tenancy' }, { label: tenancy.code }]}
      />
      <Tabs
        aria-label={t('details.tabs')}
        value={tab}
        onValueChange={(next) => navigate({ to: '.', search: { tabId: next } })}
        items={TABS.map((value) => ({
          value,
          label: t(`details.tab.${value}`),
          content: value === tab ? <TabContent tab={value} tenancy={tenancy} /> : null,
        }))}
      />
    </>
  );
}

function TabContent({ tab, tenancy }: { tab: TTab; tenancy: TTenancyDetail }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab area="tenant" tenancy={tenancy} />;
    case 'documents':
      return <SharedDocuments tenancy={tenancy} />;
    case 'inventory':
      return <InventoryLists tenancy={tenancy} />;
    case 'invoices':
      return <InvoicesTab area="tenant" tenancy={tenancy} />;
  }
}

/** The tenancy's inventory lists as a phone-sized list; a pending one is the tenant's to answer. */
function InventoryLists({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  if (tenancy.inventory_lists.length === 0) return <EmptyState />;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('details.tab.inventory')}>
      {tenancy.inventory_lists.map((list) => (
        <li
          key={list.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-slate-200 bg-white p-4"
        >
          <span className="flex flex-col gap-1">
            <span className="font-medium text-slate-900">
              {t(`inventory-kind.${list.kind}`, { defaultValue: list.kind })}
            </span>
            <span className="text-xs text-slate-500">{when(list.updated_at)}</span>
          </span>
          <span className="flex items-center gap-3">
            <InventoryStatusBadge status={list.status} />
            <Link {...inventoryListPath('tenant', list)} className={ROW_LINK_CLASSES}>
              {list.status === 'pending' ? t('inventory.answer') : t('inventory.open')}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The documents the operator shared with the tenant (the server sends no others), one per line. */
function SharedDocuments({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  if (tenancy.documents.length === 0) return <EmptyState />;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('documents.title')}>
      {tenancy.documents.map((d) => (
        <li key={d.id} className="flex flex-col gap-1 rounded-card border border-slate-200 bg-white p-4">
          <a
            href={d.url}
            target="_blank"
            rel="noreferrer"
            className="font-medium break-all text-brand-700 hover:underline"
          >
            {d.name}
          </a>
          <span className="text-xs text-slate-500">{when(d.created_at)}</span>
        </li>
      ))}
    </ul>
  );
}
