import { adminListPmas, userListPmas } from '@sewa/domain/agreements/calls';
import { AGREEMENT_TABS, type TAgreementTab } from '@sewa/domain/agreements/machines';
import { Button } from '@sewa/ui/button.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { usePmaColumns } from '../shared/agreement-columns';

// The pma lists (product §10.5): the operator's (each row opens view-pma, a button makes a new one), the
// landlord's (each row opens review-pma) and the admin's (every company's, read only), by status tab.

type TArea = 'operator' | 'landlord' | 'admin';

const LIST_CALLS = { operator: userListPmas, landlord: userListPmas, admin: adminListPmas } as const;
const OPEN_PATHS = {
  operator: (id: number) => `/operator/view-pma/${id}`,
  landlord: (id: number) => `/landlord/review-pma/${id}`,
  admin: null,
} as const;

function PmaTable({ area, tab }: { area: TArea; tab: TAgreementTab }) {
  const { t } = useTranslation('agreements');
  const paged = usePagedCall(LIST_CALLS[area], { tab });
  const open = OPEN_PATHS[area];
  const columns = usePmaColumns(open ? { openLink: (r) => ({ to: open(r.id) }) } : { hasCompany: true });
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(r) => r.id} />;
}

export function PmaList({ area }: { area: TArea }) {
  const { t } = useTranslation('agreements');
  const [tab, setTab] = useState<TAgreementTab>('all');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('pma.title')}
        description={t(`pma.description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/create-pma">{t('pma.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <Tabs
        aria-label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TAgreementTab)}
        items={AGREEMENT_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: value === tab ? <PmaTable area={area} tab={value} /> : null,
        }))}
      />
    </div>
  );
}

export const OperatorPmaListPage = () => <PmaList area="operator" />;
export const LandlordPmaListPage = () => <PmaList area="landlord" />;
/** pma (admin): every company's PMAs by status. */
export const AdminPmaListPage = () => <PmaList area="admin" />;
