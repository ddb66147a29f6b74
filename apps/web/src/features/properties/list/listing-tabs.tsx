import { LISTING_STATUSES, type TListingStatus } from '@sewa/domain/properties/listing-workflow';
import type { TStatusCounts } from '@sewa/domain/properties/property-schemas';
import { Tabs } from '@sewa/ui/tabs.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/listings/use-labels';

/** The listing tabs of product §4 (published, pending approval, unlisted, draft, archived) with their counts. */
export function ListingTabs({
  value,
  onChange,
  counts,
  children,
  extraTabs = [],
}: {
  value: string;
  onChange: (value: string) => void;
  counts: TStatusCounts | undefined;
  children: ReactNode;
  /** Tabs shown before the status tabs (the admin's approval queue and reports). */
  extraTabs?: readonly { value: string; label: string; content: ReactNode }[];
}) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const label = (status: TListingStatus) =>
    counts
      ? `${labels.LISTING_STATUS_LABELS[status]} (${counts[status]})`
      : labels.LISTING_STATUS_LABELS[status];
  return (
    <Tabs
      aria-label={t('list.tabs')}
      value={value}
      onValueChange={onChange}
      items={[
        ...extraTabs,
        ...LISTING_STATUSES.map((status) => ({ value: status, label: label(status), content: children })),
      ]}
    />
  );
}
