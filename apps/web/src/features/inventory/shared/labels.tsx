import {
  INVENTORY_CATEGORY_LABELS,
  INVENTORY_CONDITION_LABELS,
  inventoryItemName,
} from '@sewa/domain/tenancy/inventory-labels';
import type { TInventoryCategory } from '@sewa/domain/tenancy/inventory-schemas';
import {
  INVENTORY_CONDITIONS,
  type TInventoryCondition,
  type TInventoryListStatus,
} from '@sewa/domain/tenancy/machines';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language';
import { formatDisplayDate } from '../../../shared/display-date';

// What every inventory screen shows the same way: item and condition names (one source with the signed
// PDF, @sewa/domain inventory-labels), the list's status, places, days and instants in Malaysian time.

/** The item, condition and category names in the page's language. */
export function useInventoryLabels() {
  const language = useLanguage();
  return {
    language,
    itemName: (item: { catalogue_key?: string | null; name: string }) => inventoryItemName(item, language),
    condition: (condition: TInventoryCondition) => INVENTORY_CONDITION_LABELS[condition][language],
    category: (category: TInventoryCategory) => INVENTORY_CATEGORY_LABELS[category][language],
    conditionOptions: INVENTORY_CONDITIONS.map((c) => ({
      value: c,
      label: INVENTORY_CONDITION_LABELS[c][language],
    })),
  };
}

const CONDITION_TONES: Record<TInventoryCondition, TBadgeTone> = {
  new: 'success',
  good: 'success',
  fair: 'info',
  poor: 'warning',
  damaged: 'danger',
  missing: 'danger',
};

export function ConditionBadge({ condition }: { condition: TInventoryCondition }) {
  const labels = useInventoryLabels();
  return (
    <StatusBadge status={condition} tone={CONDITION_TONES[condition]} label={labels.condition(condition)} />
  );
}

const STATUS_TONES: Record<TInventoryListStatus, TBadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  agreed: 'success',
  rejected: 'danger',
};

export function ListStatusBadge({ status }: { status: TInventoryListStatus }) {
  const { t } = useTranslation('inventory');
  return <StatusBadge status={status} tone={STATUS_TONES[status]} label={t(`status.${status}`)} />;
}

/** "Property · Unit · Room" of a list or place. */
export const placeOf = (row: { property_name: string; unit_name: string; room_name: string | null }) =>
  [row.property_name, row.unit_name, row.room_name].filter(Boolean).join(' · ');

/** An instant from the API in Malaysian time, "05 May 2026 10:30 AM"; '—' when there is none. */
export const when = (iso: string | null | undefined) =>
  iso ? formatDisplayDate(new Date(iso), 'DD Mon YYYY hh:mm a') : '—';

/** An instant's day only, "05 May 2026". */
export const dayOf = (iso: string | null | undefined) =>
  iso ? formatDisplayDate(new Date(iso), 'DD Mon YYYY') : '—';
