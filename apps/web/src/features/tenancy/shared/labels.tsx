import { TENANCY_STATUSES, type TTenancyStatus } from '@sewa/domain/tenancy/machines';
import { toDateTimeString } from '@sewa/format/dates';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';

export { Money, rm, rmText } from '../../../shared/amounts';

// The amounts, days and places every tenancy screen shows, and the status badge.

/** An instant in Malaysia time, "2026-05-05 10:30:00". */
export const when = (iso: string) => toDateTimeString(new Date(iso));
/** A day ("2026-05-05") as "05 May 2026". */
export const day = (date: string | null | undefined) => (date ? formatDisplayDate(date, 'DD Mon YYYY') : '—');
/** "05 May 2026 – 04 May 2027". */
export const tenureText = (t: { tenure_start: string; tenure_end: string }) =>
  `${day(t.tenure_start)} – ${day(t.tenure_end)}`;

/** "Property · Unit · Room" of a tenancy. */
export function placeOf(row: { property_name: string; unit_name: string; room_name: string | null }) {
  return [row.property_name, row.unit_name, row.room_name].filter(Boolean).join(' · ');
}

const TONES: Record<TTenancyStatus, TBadgeTone> = {
  pending: 'warning',
  active: 'success',
  ended: 'neutral',
  cancelled: 'danger',
  terminated: 'danger',
};

/** The tenancy statuses named in the page's language. */
export function useStatusLabels(): Record<TTenancyStatus, string> {
  const { t } = useTranslation('tenancy');
  return Object.fromEntries(TENANCY_STATUSES.map((s) => [s, t(`status.${s}`)])) as Record<
    TTenancyStatus,
    string
  >;
}

export function TenancyStatusBadge({ status }: { status: TTenancyStatus }) {
  const { t } = useTranslation('tenancy');
  return <StatusBadge status={status} tone={TONES[status]} label={t(`status.${status}`)} />;
}
