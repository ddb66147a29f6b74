import type { TLifecycleEvent } from '@sewa/domain/booking/schemas';
import { Card } from '@sewa/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { when } from './labels';

/** A record's lifecycle history (a booking's, a refund's): when, the status it moved to, by whom, why.
 * `statuses` names each status (a table of useBookingLabels()). */
export function HistoryCard({
  events,
  statuses,
}: {
  events: TLifecycleEvent[];
  statuses: Record<string, string>;
}) {
  const { t } = useTranslation('rental-booking');
  return (
    <Card title={t('detail.history')}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.no-history')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('detail.history')}>
          {events.map((e) => (
            <li key={`${e.created_at}-${e.action}-${e.to_status}`} className="text-sm">
              <span className="text-slate-500">{when(e.created_at)}</span>{' '}
              <span className="font-medium">{statuses[e.to_status] ?? e.to_status}</span>{' '}
              <span className="text-slate-600">
                {t('detail.by', {
                  who: e.actor_name ?? t(`actor.${e.actor_kind}`, { defaultValue: e.actor_kind }),
                })}
              </span>
              {e.reason && (
                <span className="block text-slate-600">{t('detail.reason', { reason: e.reason })}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
