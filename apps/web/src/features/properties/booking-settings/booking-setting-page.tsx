import type { TBookingSetting } from '@sewa/domain/properties/setting-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useBookingSetting, useUpdateBookingSetting } from '../api/setting-calls';
import {
  BookingSettingForm,
  bookingFormOf,
  bookingInputOf,
  type TBookingSettingInput,
  useBookingSettingForm,
} from './booking-setting-form';

/** /operator/booking-setting: the company's default booking terms, used by every rental without its own. */
export function OperatorBookingSettingPage() {
  const { t } = useTranslation('properties');
  const query = useBookingSetting();
  const update = useUpdateBookingSetting();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader title={t('booking.title')} description={t('booking.description')} />
      <ScreenState query={query} data={query.data?.data}>
        {(setting) => <CompanySettingForm setting={setting} save={(input) => update.mutateAsync(input)} />}
      </ScreenState>
    </div>
  );
}

/** The company defaults form, shared with the admin's booking-setting screen; `save` sends the terms. */
export function CompanySettingForm({
  setting,
  save,
}: {
  setting: TBookingSetting;
  save: (input: TBookingSettingInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const form = useBookingSettingForm(bookingFormOf(setting));
  const onSubmit = useFormSubmit(form, t('booking.failed'), async (values) => {
    await save(bookingInputOf(values));
    toast.success(t('booking.saved'));
  });
  return <BookingSettingForm form={form} onSubmit={onSubmit} submitLabel={t('booking.submit')} />;
}
