import { AGREEMENT_TABS, type TAgreementTab } from '@sewa/domain/agreements/machines';
import type { TAgreementRow } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { AGREEMENT_CALLS, type TAgreementArea } from '../api/agreements';
import { useAgreementColumns } from '../shared/agreement-columns';

// my-agreement (operator), agreement (tenant, landlord) and the admin's agreements: by status tab,
// searchable, each row opening the caller's screen of it (the admin's: over its list, ?agreement_id=).

const openPath = (area: Exclude<TAgreementArea, 'admin'>, r: TAgreementRow) => {
  if (area === 'operator') return `/operator/view-agreement-detail/${r.id}`;
  const base = area === 'landlord' ? '/landlord' : '';
  return r.esign_status === 'awaiting' || r.esign_status === 'partially_signed'
    ? `${base}/review-agreement/${r.id}`
    : `${base}/view-agreement/${r.id}`;
};

export function AgreementListScreen({ area }: { area: Exclude<TAgreementArea, 'admin'> }) {
  const { t } = useTranslation('agreements');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('list.title')}
        description={t(`list.description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/tenancy">{t('list.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <AgreementTabs area={area} />
    </div>
  );
}

export function AgreementTabs({ area }: { area: TAgreementArea }) {
  const { t } = useTranslation('agreements');
  const [tab, setTab] = useState<TAgreementTab>('all');
  const [search, setSearch] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={search}
        onSearch={setSearch}
        label={t('list.search')}
        placeholder={t('list.search-placeholder')}
        buttonLabel={t('list.search-button')}
      />
      <Tabs
        aria-label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TAgreementTab)}
        items={AGREEMENT_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: value === tab ? <AgreementTable area={area} tab={value} search={search} /> : null,
        }))}
      />
    </div>
  );
}

function AgreementTable({ area, tab, search }: { area: TAgreementArea; tab: TAgreementTab; search: string }) {
  const { t } = useTranslation('agreements');
  const paged = usePagedCall(AGREEMENT_CALLS[area].list, { tab, search: search || undefined });
  const columns = useAgreementColumns(
    area === 'admin'
      ? {
          hasCompany: true,
          openLink: (r) => ({ to: '/admin/tenancy-e-agreement', search: { agreement_id: r.id } }),
        }
      : { openLink: (r) => ({ to: openPath(area, r) }) },
  );
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(r) => r.id} />;
}

export const OperatorAgreementListPage = () => <AgreementListScreen area="operator" />;
export const TenantAgreementListPage = () => <AgreementListScreen area="tenant" />;
export const LandlordAgreementListPage = () => <AgreementListScreen area="landlord" />;
