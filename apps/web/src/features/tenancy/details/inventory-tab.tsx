import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PanelBar, ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import type { TTenancyArea } from '../api/tenancy';
import { when } from '../shared/labels';

type TListSummary = TTenancyDetail['inventory_lists'][number];

const STATUS_TONES: Record<string, TBadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  agreed: 'success',
  rejected: 'danger',
};

/** Where a list opens in each area: the operator edits a draft or rejected one, else views it. */
export function inventoryListPath(
  area: TTenancyArea,
  list: TListSummary,
): { to: string; search?: { id: number } } {
  switch (area) {
    case 'operator':
      return list.status === 'draft' || list.status === 'rejected'
        ? { to: `/operator/inventory-list-item-list/${list.id}` }
        : { to: `/operator/view-inventory-list/${list.id}` };
    case 'admin':
      return { to: '/admin/inventory-list', search: { id: list.id } };
    case 'landlord':
      return { to: '/landlord/inventory-list', search: { id: list.id } };
    case 'tenant':
      return { to: '/inventory-list', search: { id: list.id } };
  }
}

export function InventoryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('tenancy');
  return (
    <StatusBadge
      status={status}
      tone={STATUS_TONES[status] ?? 'neutral'}
      label={t(`inventory-status.${status}`, { defaultValue: status })}
    />
  );
}

/** The tenancy's inventory (snag) lists: check-in and move-out, each with its status and a link. */
export function InventoryTab({ area, tenancy }: { area: TTenancyArea; tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const has = (kind: string) => tenancy.inventory_lists.some((l) => l.kind === kind);
  const canCheckIn =
    area === 'operator' && !has('check_in') && ['pending', 'active'].includes(tenancy.status);
  const canMoveOut =
    area === 'operator' && !has('move_out') && ['active', 'ended', 'terminated'].includes(tenancy.status);
  const createLink = (label: string) => (
    <Button asChild variant="outline" size="sm">
      <Link to="/operator/inventory-list" search={{ tenancy_id: tenancy.id }}>
        {label}
      </Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      <PanelBar
        description={t('inventory.description')}
        action={
          (canCheckIn || canMoveOut) && (
            <div className="flex flex-wrap gap-2">
              {canCheckIn && createLink(t('inventory.create-check-in'))}
              {canMoveOut && createLink(t('inventory.create-move-out'))}
            </div>
          )
        }
      />
      <DataTable
        caption={t('details.tab.inventory')}
        columns={[
          {
            key: 'kind',
            header: t('inventory.kind'),
            cell: (l) => t(`inventory-kind.${l.kind}`, { defaultValue: l.kind }),
          },
          {
            key: 'status',
            header: t('inventory.status'),
            cell: (l) => <InventoryStatusBadge status={l.status} />,
          },
          {
            key: 'updated_at',
            header: t('inventory.updated'),
            cell: (l) => <span className="whitespace-nowrap">{when(l.updated_at)}</span>,
          },
          {
            key: 'open',
            header: <span className="sr-only">{t('inventory.actions')}</span>,
            cell: (l) => (
              <Link
                {...inventoryListPath(area, l)}
                className={ROW_LINK_CLASSES}
                aria-label={t('inventory.open-named', {
                  kind: t(`inventory-kind.${l.kind}`, { defaultValue: l.kind }),
                })}
              >
                {t('inventory.open')}
              </Link>
            ),
          },
        ]}
        rows={tenancy.inventory_lists}
        rowKey={(l) => l.id}
      />
    </div>
  );
}
