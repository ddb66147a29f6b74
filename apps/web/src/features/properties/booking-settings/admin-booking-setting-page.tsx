import { FormField } from '@sewa/ui/form-field.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/screens/notice';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import {
  useAdminBookingSetting,
  useAdminUpdateBookingSetting,
  useLiveListCompanies,
} from '../api/setting-calls';
import { CompanySettingForm } from './booking-setting-page';

/**
 * /admin/booking-setting: any operator company's default booking terms. Companies are picked from the
 * operators' live lists (the properties module has no company list of its own).
 */
export function AdminBookingSettingPage() {
  const { t } = useTranslation('properties');
  const [companyId, setCompanyId] = useState<string>('');
  const companies = useLiveListCompanies();
  const setting = useAdminBookingSetting(companyId);
  const update = useAdminUpdateBookingSetting(companyId);
  const options = (companies.data?.data.items ?? []).map((list) => ({
    value: String(list.company_id),
    label: list.company_name,
  }));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader title={t('booking.admin-title')} description={t('booking.admin-description')} />
      <FormField label={t('booking.company')} className="sm:max-w-sm" id="booking-company">
        <Select
          options={options}
          value={companyId}
          onValueChange={setCompanyId}
          placeholder={t('booking.choose-company')}
        />
      </FormField>
      {companies.isSuccess && options.length === 0 && <Notice>{t('booking.no-companies')}</Notice>}
      {companyId !== '' && (
        <ScreenState query={setting} data={setting.data?.data}>
          {(data) => (
            <CompanySettingForm
              key={companyId}
              setting={data}
              save={(input) => update.mutateAsync({ company_id: Number(companyId), ...input })}
            />
          )}
        </ScreenState>
      )}
    </div>
  );
}
