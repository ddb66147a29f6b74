import type {
  TRentalBookingSetting,
  TUpdateRentalBookingSettingInput,
} from '@sewa/domain/properties/setting-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { RadioGroup } from '@sewa/ui/radio-group.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { rm } from '../../../shared/listings/money';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useRental, useRentalBookingSetting, useUpdateRentalBookingSetting } from '../api/setting-calls';
import {
  BookingSettingForm,
  bookingFormOf,
  bookingInputOf,
  useBookingSettingForm,
} from './booking-setting-form';

/** /operator/edit-booking-setting/{id}: rental {id} follows the company defaults or has its own terms. */
export function EditBookingSettingPage() {
  const { t } = useTranslation('properties');
  const { id } = useParams({ strict: false }) as { id: string };
  const rental = useRental(id);
  const setting = useRentalBookingSetting(id);
  const unitId = rental.data?.data?.unit_id;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('booking.rental-title')}
        description={
          rental.data?.data
            ? t('booking.rental-description', { rent: rm(rental.data.data.monthly_rent_sen) })
            : undefined
        }
        breadcrumbs={[
          { label: t('list.title'), href: '/operator/properties' },
          ...(unitId ? [{ label: t('booking.unit-crumb'), href: `/operator/edit-unit/${unitId}` }] : []),
          { label: t('booking.rental-title') },
        ]}
      />
      <ScreenState query={setting} data={setting.data?.data}>
        {(data) => <RentalSetting setting={data} rentalId={id} />}
      </ScreenState>
    </div>
  );
}

function RentalSetting({ setting, rentalId }: { setting: TRentalBookingSetting; rentalId: string }) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const fail = useFailureToast();
  const update = useUpdateRentalBookingSetting(rentalId);
  const [mode, setMode] = useState<'default' | 'custom'>(setting.override ? 'custom' : 'default');
  const [isSaving, setIsSaving] = useState(false);
  const form = useBookingSettingForm(bookingFormOf(setting.override ?? setting.company_default));

  const save = async (input: Omit<TUpdateRentalBookingSettingInput, 'rental_id'>) => {
    await update.mutateAsync({ rental_id: setting.rental_id, ...input });
    toast.success(t('booking.saved'));
  };
  const onSubmit = useFormSubmit(form, t('booking.failed'), async (values) => {
    await save({ use_company_default: false, ...bookingInputOf(values) });
  });
  const switchToDefault = async () => {
    setIsSaving(true);
    try {
      await save({ use_company_default: true });
    } catch (error) {
      fail(t('booking.failed'), error);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <RadioGroup
          aria-label={t('booking.mode')}
          value={mode}
          onValueChange={(next) => setMode(next as 'default' | 'custom')}
          options={[
            {
              value: 'default',
              label: t('booking.use-default'),
              description: t('booking.default-summary', {
                fee: rm(setting.company_default.booking_fee_sen),
                count: setting.company_default.move_in_items.length,
              }),
            },
            { value: 'custom', label: t('booking.use-custom') },
          ]}
        />
      </Card>
      {mode === 'custom' ? (
        <BookingSettingForm form={form} onSubmit={onSubmit} submitLabel={t('booking.submit-custom')} />
      ) : (
        <div className="flex flex-col items-end gap-2">
          {setting.override && (
            <p className="self-start text-sm text-slate-600">{t('booking.override-active')}</p>
          )}
          <Button onClick={switchToDefault} isLoading={isSaving} disabled={!setting.override}>
            {t('booking.submit-default')}
          </Button>
        </div>
      )}
    </div>
  );
}
