import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useLabels } from '../../../shared/listings/use-labels';

export const LISTING_TONES: Record<TListingStatus, TBadgeTone> = {
  published: 'success',
  pending_approval: 'warning',
  unlisted: 'info',
  draft: 'neutral',
  archived: 'danger',
};

export function ListingStatusBadge({ status }: { status: TListingStatus }) {
  const labels = useLabels();
  return (
    <StatusBadge status={status} tone={LISTING_TONES[status]} label={labels.LISTING_STATUS_LABELS[status]} />
  );
}
