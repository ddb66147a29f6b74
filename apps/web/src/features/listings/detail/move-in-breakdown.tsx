import { MOVE_IN_ITEM_LABELS } from '@sewa/domain/properties/labels';
import type { TMoveInItem } from '@sewa/domain/properties/move-in-costs';
import type { TPublicRental } from '@sewa/domain/properties/public-schemas';
import { useTranslation } from 'react-i18next';
import { rm } from '../../../shared/listings/money';
import { useLabels } from '../../../shared/listings/use-labels';

// The labels table lists the items in the domain's order; move-in-costs.ts itself would bring zod along.
const ITEMS = Object.keys(MOVE_IN_ITEM_LABELS.en) as TMoveInItem[];

/** What moving in costs: every non-zero item and the total the server computed. */
export function MoveInBreakdown({ rental }: { rental: TPublicRental }) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  const items = ITEMS.filter((item) => rental.move_in_costs[item] > 0);
  return (
    <details className="group rounded-control border border-slate-200 bg-slate-50">
      <summary className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm">
        <span className="font-medium text-slate-800">{t('detail.move-in-total')}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{rm(rental.move_in_total_sen)}</span>
      </summary>
      {items.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-slate-500">{t('detail.move-in-none')}</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-3 pb-3 text-sm">
          {items.map((item) => (
            <div key={item} className="contents">
              <dt className="text-slate-600">{labels.MOVE_IN_ITEM_LABELS[item]}</dt>
              <dd className="text-right text-slate-800 tabular-nums">{rm(rental.move_in_costs[item])}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
