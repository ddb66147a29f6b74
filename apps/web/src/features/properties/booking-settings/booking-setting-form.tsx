import { MOVE_IN_ITEMS, type TMoveInItem } from '@sewa/domain/properties/move-in-costs';
import {
  type TBookingSetting,
  type TUpdateBookingSettingInput,
  ZBookingSettingFields,
} from '@sewa/domain/properties/setting-schemas';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useLabels } from '../../../shared/listings/use-labels';
import { senOf } from '../rentals/rental-form-values';

// booking-setting (company defaults) and edit-booking-setting/{id} (one rental): the booking fee, whether a
// credit check is required, and which move-in items a booking collects.

export type TBookingSettingForm = {
  /** RM as typed. */
  booking_fee_sen: string;
  is_credit_check_required: boolean;
  move_in_items: TMoveInItem[];
};

const ringgit = (sen: number) => (sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2));

export const bookingFormOf = (s: TBookingSetting): TBookingSettingForm => ({
  booking_fee_sen: ringgit(s.booking_fee_sen),
  is_credit_check_required: s.is_credit_check_required,
  move_in_items: [...s.move_in_items],
});

/** The booking terms as every booking-setting call sends them. */
export type TBookingSettingInput = TUpdateBookingSettingInput;

export const bookingInputOf = (form: TBookingSettingForm): TBookingSettingInput => ({
  booking_fee_sen: senOf(form.booking_fee_sen),
  is_credit_check_required: form.is_credit_check_required,
  move_in_items: form.move_in_items,
});

export function useBookingSettingForm(values: TBookingSettingForm) {
  return useForm<TBookingSettingForm>({
    values,
    resolver: schemaResolver(ZBookingSettingFields, bookingInputOf),
  });
}

export function BookingSettingForm({
  form,
  onSubmit,
  submitLabel,
  isDisabled = false,
}: {
  form: UseFormReturn<TBookingSettingForm>;
  onSubmit: () => void;
  submitLabel: string;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('booking.form')}
      submitLabel={submitLabel}
      isReadOnly={isDisabled}
    >
      <FormSection title={t('booking.fee-section')}>
        <NumberField
          name="booking_fee_sen"
          label={t('booking.fee')}
          isRequired
          prefix="RM"
          hint={t('booking.fee-hint')}
          className="sm:max-w-xs"
        />
        <CheckboxField
          name="is_credit_check_required"
          label={t('booking.credit-check')}
          description={t('booking.credit-check-hint')}
        />
      </FormSection>
      <FormSection title={t('booking.items')} description={t('booking.items-hint')}>
        <Controller
          control={form.control}
          name="move_in_items"
          render={({ field, fieldState }) => {
            const chosen = new Set(field.value);
            return (
              <fieldset className="flex flex-col gap-2">
                <legend className="sr-only">{t('booking.items')}</legend>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {MOVE_IN_ITEMS.map((item) => (
                    <Checkbox
                      key={item}
                      id={`booking-item-${item}`}
                      label={labels.MOVE_IN_ITEM_LABELS[item]}
                      checked={chosen.has(item)}
                      onCheckedChange={(isOn) => {
                        if (isOn) chosen.add(item);
                        else chosen.delete(item);
                        field.onChange(MOVE_IN_ITEMS.filter((i) => chosen.has(i)));
                      }}
                    />
                  ))}
                </div>
                {fieldState.error && (
                  <p role="alert" className="text-sm text-red-600">
                    {fieldState.error.message}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
      </FormSection>
    </FormShell>
  );
}
