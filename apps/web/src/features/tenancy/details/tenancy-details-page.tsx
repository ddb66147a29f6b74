import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/screens/notice';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { FailureTitle, ScreenState } from '../../../shared/screens/screen-state';
import { type TTenancyArea, useSaveTenancy, useTenancy } from '../api/tenancy';
import { formOfTenancy } from '../form/form-values';
import { TenancyForm } from '../form/tenancy-form';
import { placeOf, TenancyStatusBadge, tenureText } from '../shared/labels';
import { TenancyActions } from './actions';
import { AgreementTab } from './agreement-tab';
import { DepositsTab } from './deposits-tab';
import { DocumentsTab } from './documents-tab';
import { HistoryTab } from './history-tab';
import { InventoryTab } from './inventory-tab';
import { InvoicesTab } from './invoices-tab';
import { OverviewTab } from './overview-tab';
import { TenantsTab } from './tenants-tab';

type TStaffArea = Exclude<TTenancyArea, 'tenant'>;
const TABS = [
  'overview',
  'tenants',
  'documents',
  'inventory',
  'agreement',
  'deposits',
  'invoices',
  'history',
] as const;
/** The agreement tab is the operator's side's (its screens are). */
const tabsOf = (area: TStaffArea) => TABS.filter((tab) => tab !== 'agreement' || area === 'operator');
type TTab = (typeof TABS)[number];

/** The tenancy of the address: /…/tenancy-details/{id}, or the landlord's ?id=. */
function useTenancyId(area: TStaffArea): number | undefined {
  const params = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { id?: string | number; tabId?: string };
  const id = Number(area === 'landlord' ? search.id : params.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * tenancy-details (operator, admin, landlord): header with the tenancy's code, status, tenant, place and
 * tenure; the operator's side moves it (each move confirmed); tabs in the address's ?tabId=.
 */
export function TenancyDetailsScreen({ area }: { area: TStaffArea }) {
  const { t } = useTranslation('tenancy');
  const id = useTenancyId(area);
  const query = useTenancy(area, id);
  const listPath = `/${area}/tenancy`;
  return (
    <div className="flex flex-col gap-4">
      {id === undefined ? (
        <>
          <FailureTitle missing />
          <Notice>{t('details.missing')}</Notice>
        </>
      ) : (
        <ScreenState query={query} data={query.data?.data}>
          {(tenancy) => <TenancyDetails area={area} tenancy={tenancy} listPath={listPath} />}
        </ScreenState>
      )}
    </div>
  );
}

function TenancyDetails({
  area,
  tenancy,
  listPath,
}: {
  area: TStaffArea;
  tenancy: TTenancyDetail;
  listPath: string;
}) {
  const { t } = useTranslation('tenancy');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tabId?: string; id?: string | number };
  const tabs = tabsOf(area);
  const tab: TTab = tabs.includes(search.tabId as TTab) ? (search.tabId as TTab) : 'overview';
  const [isEditing, setIsEditing] = useState(false);
  const canEdit = area === 'operator' && tenancy.status === 'pending';
  return (
    <>
      <ScreenHeader
        title={t('details.title', { code: tenancy.code })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TenancyStatusBadge status={tenancy.status} />
            <span>{tenancy.tenant_name}</span>
            <span aria-hidden="true">·</span>
            <span>{placeOf(tenancy)}</span>
            <span aria-hidden="true">·</span>
            <span>{tenureText(tenancy)}</span>
          </span>
        }
        breadcrumbs={[{ label: t('list.title'), href: listPath }, { label: tenancy.code }]}
      />
      {area === 'operator' && !isEditing && (
        <TenancyActions tenancy={tenancy} canEdit={canEdit} onEdit={() => setIsEditing(true)} />
      )}
      {isEditing ? (
        <EditTenancy tenancy={tenancy} onDone={() => setIsEditing(false)} />
      ) : (
        <Tabs
          aria-label={t('details.tabs')}
          value={tab}
          onValueChange={(next) =>
            navigate({
              to: '.',
              search: area === 'landlord' ? { id: tenancy.id, tabId: next } : { tabId: next },
            })
          }
          items={tabs.map((value) => ({
            value,
            label: t(`details.tab.${value}`),
            content: value === tab ? <TabContent area={area} tab={value} tenancy={tenancy} /> : null,
          }))}
        />
      )}
    </>
  );
}

function TabContent({ area, tab, tenancy }: { area: TStaffArea; tab: TTab; tenancy: TTenancyDetail }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab area={area} tenancy={tenancy} />;
    case 'tenants':
      return <TenantsTab tenancy={tenancy} />;
    case 'documents':
      return <DocumentsTab area={area} tenancy={tenancy} />;
    case 'inventory':
      return <InventoryTab area={area} tenancy={tenancy} />;
    case 'agreement':
      return <AgreementTab tenancy={tenancy} />;
    case 'deposits':
      return <DepositsTab area={area} tenancy={tenancy} />;
    case 'invoices':
      return <InvoicesTab area={area} tenancy={tenancy} />;
    case 'history':
      return <HistoryTab tenancy={tenancy} />;
  }
}

/** The create form on a pending tenancy's terms (tenant and place stay). */
function EditTenancy({ tenancy, onDone }: { tenancy: TTenancyDetail; onDone: () => void }) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const { update } = useSaveTenancy();
  return (
    <TenancyForm
      values={formOfTenancy(tenancy)}
      target={{
        mode: 'edit',
        tenancyId: tenancy.id,
        save: async (payload) => {
          await update.mutateAsync(payload);
          toast.success(t('edit.saved'));
          onDone();
        },
      }}
      submitLabel={t('edit.submit')}
      footer={
        <Button variant="ghost" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
      }
    />
  );
}
