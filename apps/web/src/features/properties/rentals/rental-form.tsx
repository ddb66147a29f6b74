import { OPERATOR_RENTAL_STATUSES } from '@sewa/domain/properties/enums';
import { MOVE_IN_ITEMS } from '@sewa/domain/properties/move-in-costs';
import type { TRoom } from '@sewa/domain/properties/unit-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, NumberField, SelectField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { useLabels } from '../../../shared/listings/use-labels';
import { MoveInTotal } from './move-in-total';
import { suggestedCostsText, type TRentalForm } from './rental-form-values';

/**
 * Rent, availability and the move-in cost items of product §3 with their live total. `rooms` lists the
 * rooms that can be chosen when the unit is let by room (absent for a whole unit or an edit).
 */
export function RentalForm({
  form,
  onSubmit,
  submitLabel,
  rooms,
  onCancel,
}: {
  form: UseFormReturn<TRentalForm>;
  onSubmit: () => void;
  submitLabel: string;
  rooms?: readonly TRoom[];
  onCancel?: () => void;
}) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const fillTypical = () => {
    const costs = suggestedCostsText(form.getValues('monthly_rent_sen'));
    if (!costs) {
      form.setError('monthly_rent_sen', { type: 'manual', message: t('rental-form.rent-first') });
      return;
    }
    for (const item of MOVE_IN_ITEMS) {
      form.setValue(`move_in_costs.${item}`, costs[item], { shouldDirty: true });
    }
  };
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('rental-form.title')}
        className="flex flex-col gap-4"
      >
        <FormSection title={t('rental-form.rent')}>
          {rooms && (
            <SelectField
              name="room_id"
              label={t('rental-form.room')}
              isRequired
              options={rooms.map((room) => ({
                value: String(room.id),
                label: `${room.title} · ${labels.ROOM_TYPE_LABELS[room.room_type]}`,
                isDisabled: room.rental !== null,
              }))}
              placeholder={t('form.choose')}
              hint={t('rental-form.room-hint')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              name="monthly_rent_sen"
              label={t('rental-form.monthly-rent')}
              isRequired
              prefix="RM"
            />
            <DateField name="available_from" label={t('rental-form.available-from')} isRequired />
            <SelectField
              name="status"
              label={t('rental-form.status')}
              options={OPERATOR_RENTAL_STATUSES.map((status) => ({
                value: status,
                label: t(`rental-status.${status}`),
              }))}
            />
          </div>
        </FormSection>
        <FormSection title={t('rental-form.move-in')} description={t('rental-form.move-in-description')}>
          <div>
            <Button variant="secondary" size="sm" onClick={fillTypical}>
              {t('rental-form.fill-typical')}
            </Button>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {MOVE_IN_ITEMS.map((item) => (
              <NumberField
                key={item}
                name={`move_in_costs.${item}`}
                label={labels.MOVE_IN_ITEM_LABELS[item]}
                prefix="RM"
              />
            ))}
          </div>
          <MoveInTotal control={form.control} />
        </FormSection>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
