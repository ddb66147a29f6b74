import type { TMoveInItem } from '@sewa/domain/properties/move-in-costs';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/listings/use-labels';
import { rm } from './booking-labels';

export type TCosts = {
  booking_fee_sen: number;
  items: Partial<Record<TMoveInItem, number>>;
  pay_now_items: readonly TMoveInItem[];
  payment1_sen: number;
  payment2_sen: number;
  total_sen: number;
};

/**
 * The move-in cost breakdown (product §3 items): every item, which are paid now with the booking fee
 * (payment 1) and which after approval (payment 2), and the totals, as the server computed them.
 */
export function CostBreakdown({ costs }: { costs: TCosts }) {
  const { t } = useTranslation('booking');
  const labels = useLabels();
  const items = (Object.keys(labels.MOVE_IN_ITEM_LABELS) as TMoveInItem[]).filter(
    (item) => costs.items[item] !== undefined,
  );
  const row = (label: string, sen: number, isNow: boolean, key: string) => (
    <tr key={key} className="border-t border-slate-100">
      <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-700">
        {label}
      </th>
      <td className="py-2 px-2 text-right tabular-nums">{isNow ? rm(sen) : ''}</td>
      <td className="py-2 pl-2 text-right tabular-nums">{isNow ? '' : rm(sen)}</td>
    </tr>
  );
  return (
    <table className="w-full text-sm" aria-label={t('costs.title')}>
      <thead>
        <tr className="text-xs text-slate-500">
          <th scope="col" className="pb-1 text-left font-medium">
            {t('costs.item')}
          </th>
          <th scope="col" className="pb-1 px-2 text-right font-medium">
            {t('costs.now')}
          </th>
          <th scope="col" className="pb-1 pl-2 text-right font-medium">
            {t('costs.later')}
          </th>
        </tr>
      </thead>
      <tbody>
        {costs.booking_fee_sen > 0 && row(t('costs.booking-fee'), costs.booking_fee_sen, true, 'booking_fee')}
        {items.map((item) =>
          row(
            labels.MOVE_IN_ITEM_LABELS[item],
            costs.items[item] ?? 0,
            costs.pay_now_items.includes(item),
            item,
          ),
        )}
      </tbody>
      <tfoot className="font-semibold text-slate-900">
        <tr className="border-t-2 border-slate-200">
          <th scope="row" className="py-2 pr-2 text-left">
            {t('costs.payment1')}
          </th>
          <td className="py-2 px-2 text-right tabular-nums">{rm(costs.payment1_sen)}</td>
          <td />
        </tr>
        <tr>
          <th scope="row" className="py-2 pr-2 text-left">
            {t('costs.payment2')}
          </th>
          <td />
          <td className="py-2 pl-2 text-right tabular-nums">{rm(costs.payment2_sen)}</td>
        </tr>
        <tr className="border-t border-slate-200">
          <th scope="row" className="py-2 pr-2 text-left">
            {t('costs.total')}
          </th>
          <td colSpan={2} className="py-2 pl-2 text-right tabular-nums">
            {rm(costs.total_sen)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
