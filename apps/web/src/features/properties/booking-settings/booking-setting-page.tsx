import type { TBookingSetting } from '@sewa/domain/properties/setting-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api/client';
import { apiQueryKey, useApiQuery } from '../../../app/api/hooks';
import { CALL } from '../shared/calls';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import {
  BookingSettingForm,
  bookingFormOf,
  bookingInputOf,
  useBookingSettingForm,
} from './booking-setting-form';

type TCompanySetting = TBookingSetting & { company_id: number };

/** /operator/booking-setting: the company's default booking terms, used by every rental without its own. */
export function OperatorBookingSettingPage() {
  const { t } = useTranslation('properties');
  const query = useApiQuery<TCompanySetting>(CALL.getBookingSetting);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader title={t('booking.title')} description={t('booking.description')} />
      <ScreenState query={query} data={query.data?.data}>
        {(setting) => (
          <CompanySettingForm
            setting={setting}
            call={CALL.updateBookingSetting}
            queryKey={apiQueryKey(CALL.getBookingSetting)}
          />
        )}
      </ScreenState>
    </div>
  );
}

/** The company defaults form, shared with the admin's booking-setting screen. */
export function CompanySettingForm({
  setting,
  call,
  queryKey,
  extra = {},
}: {
  setting: TCompanySetting;
  call: string;
  queryKey: readonly unknown[];
  extra?: Record<string, number>;
}) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useBookingSettingForm(bookingFormOf(setting));
  const onSubmit = useFormSubmit(form, t('booking.failed'), async (values) => {
    const response = await callApi<TCompanySetting>(call, { ...extra, ...bookingInputOf(values) });
    queryClient.setQueryData(queryKey, response);
    toast.success(t('booking.saved'));
  });
  return <BookingSettingForm form={form} onSubmit={onSubmit} submitLabel={t('booking.submit')} />;
}
