import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { Card } from '@sewa/ui/card.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { useTranslation } from 'react-i18next';
import { when } from '../shared/labels';

/** The tenancy's lifecycle: when, the move, the status it reached, by whom, why. */
export function HistoryTab({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  if (tenancy.history.length === 0) return <EmptyState />;
  return (
    <Card title={t('details.tab.history')}>
      <ol className="flex flex-col gap-3" aria-label={t('details.tab.history')}>
        {tenancy.history.map((e) => (
          <li key={`${e.created_at}-${e.action}-${e.to_status}`} className="flex flex-col text-sm">
            <span className="text-xs text-slate-500">{when(e.created_at)}</span>
            <span>
              <span className="font-medium">
                {t(`history-action.${e.action}`, { defaultValue: e.action })}
              </span>
              {' → '}
              <span>{t(`status.${e.to_status}`, { defaultValue: e.to_status })}</span>{' '}
              <span className="text-slate-600">
                {t('details.by', {
                  who: e.actor_name ?? t(`actor.${e.actor_kind}`, { defaultValue: e.actor_kind }),
                })}
              </span>
            </span>
            {e.reason && <span className="text-slate-600">{t('details.reason', { reason: e.reason })}</span>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
