import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rm } from '../../../shared/listings/money';
import { moveInTotalsOf, type TRentalForm } from './rental-form-values';

/** The total under the move-in items, recomputed as each amount is typed (the domain's calculator). */
export function MoveInTotal({ control }: { control: Control<TRentalForm> }) {
  const { t } = useTranslation('properties');
  const costs = useWatch({ control, name: 'move_in_costs' });
  const { total, deposits, isComplete } = moveInTotalsOf(costs);
  return (
    <div aria-live="polite" className="flex flex-col gap-1 rounded-control bg-brand-50 px-4 py-3 text-sm">
      <p className="flex items-center justify-between gap-3">
        <span className="font-semibold text-brand-900">{t('rental-form.total')}</span>
        <output data-testid="move-in-total" className="text-lg font-bold text-brand-900 tabular-nums">
          {rm(total)}
        </output>
      </p>
      <p className="flex items-center justify-between gap-3 text-brand-800">
        <span>{t('rental-form.deposits')}</span>
        <span className="tabular-nums">{rm(deposits)}</span>
      </p>
      {!isComplete && <p className="text-xs text-amber-800">{t('rental-form.total-incomplete')}</p>}
    </div>
  );
}
