import { OFFICE_DAYS, type TOfficeDay, ZSiteSettings } from '@sewa/domain/settings/site-settings';
import { useToast } from '@sewa/ui/toast.tsx';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/display-date';
import { CheckboxField, SelectField, TextField } from '../../shared/forms/fields';
import { FormSection } from '../../shared/forms/form-section';
import { FormShell } from '../../shared/forms/form-shell';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../shared/forms/use-form-submit';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { ScreenState } from '../../shared/screens/screen-state';
import { useAdminSettings, useUpdateSettings } from './api/settings';
import { settingsFormOf, settingsInputOf, type TSettingsForm } from './settings-form-values';

/**
 * /admin/setting (general): the platform's name, the support contacts and office hours the contact-us
 * page shows, and the language a first visit opens in (product §2.5).
 */
export function GeneralSettingsPage() {
  const { t } = useTranslation('platform');
  const query = useAdminSettings();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader title={t('settings.title')} description={t('settings.description')} />
      <ScreenState query={query} data={query.data}>
        {(answer) => (
          <>
            {answer.updated_at && (
              <p className="text-sm text-slate-600" data-testid="settings-updated">
                {t('settings.updated', {
                  when: formatDisplayDate(new Date(answer.updated_at), 'DD Mon YYYY hh:mm a'),
                  who: answer.updated_by ?? t('settings.someone'),
                })}
              </p>
            )}
            <SettingsForm values={settingsFormOf(answer.settings)} />
          </>
        )}
      </ScreenState>
    </div>
  );
}

function SettingsForm({ values }: { values: TSettingsForm }) {
  const { t } = useTranslation('platform');
  const toast = useToast();
  const update = useUpdateSettings();
  const form = useForm<TSettingsForm>({ values, resolver: schemaResolver(ZSiteSettings, settingsInputOf) });
  const onSubmit = useFormSubmit(form, t('settings.failed'), async (v) => {
    await update.mutateAsync(settingsInputOf(v));
    toast.success(t('settings.saved'));
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('settings.title')} submitLabel={t('settings.save')}>
      <FormSection title={t('settings.platform')}>
        <TextField name="platform_name" label={t('settings.platform_name')} isRequired maxLength={60} />
        <SelectField
          name="default_language"
          label={t('settings.default_language')}
          hint={t('settings.default_language-hint')}
          isRequired
          options={[
            { value: 'en', label: 'English' },
            { value: 'cn', label: '中文' },
          ]}
        />
      </FormSection>
      <FormSection title={t('settings.support')} description={t('settings.support-hint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="support_phone"
            label={t('settings.support_phone')}
            isRequired
            type="tel"
            inputMode="tel"
            maxLength={30}
          />
          <TextField
            name="whatsapp_number"
            label={t('settings.whatsapp_number')}
            hint={t('settings.whatsapp_number-hint')}
            isRequired
            inputMode="numeric"
            maxLength={15}
          />
        </div>
        <TextField
          name="support_email"
          label={t('settings.support_email')}
          isRequired
          type="email"
          maxLength={254}
        />
      </FormSection>
      <FormSection title={t('settings.hours')} description={t('settings.hours-hint')}>
        {OFFICE_DAYS.map((day) => (
          <OfficeDayFields key={day} day={day} />
        ))}
      </FormSection>
    </FormShell>
  );
}

function OfficeDayFields({ day }: { day: TOfficeDay }) {
  const { t } = useTranslation('platform');
  const isClosed = useWatch<TSettingsForm>({ name: `office_hours.${day}.closed` }) === true;
  return (
    <fieldset className="grid gap-3 rounded-control border border-slate-200 p-3 sm:grid-cols-3 sm:items-end">
      <legend className="px-1 text-sm font-medium text-slate-800">{t(`settings.days.${day}`)}</legend>
      <CheckboxField name={`office_hours.${day}.closed`} label={t('settings.closed')} />
      {!isClosed && (
        <>
          <TextField name={`office_hours.${day}.open`} label={t('settings.open')} type="time" isRequired />
          <TextField name={`office_hours.${day}.close`} label={t('settings.close')} type="time" isRequired />
        </>
      )}
    </fieldset>
  );
}
