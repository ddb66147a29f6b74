import { ZUpdateReminderSettingsInput } from '@sewa/domain/billing/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, SelectField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useReminderSettings, useUpdateReminderSettings } from '../api/billing';

// The company's grace period settings (product §3): the days of the termination, grace-period and last
// reminders, how long the grace period lasts, the penalty, and the auto cut-off of meter and lock.

type TValues = {
  termination_days: string;
  start_days: string;
  duration_days: string;
  last_notice_days: string;
  penalty_type: 'percentage' | 'fixed';
  penalty_value: string;
  is_auto_cut_off: boolean;
};

export function ReminderSettingsButton() {
  const { t } = useTranslation('billing');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        {t('reminders.open')}
      </Button>
      {isOpen && <ReminderSettingsDialog onClose={() => setIsOpen(false)} />}
    </>
  );
}

function ReminderSettingsDialog({ onClose }: { onClose: () => void }) {
  const query = useReminderSettings();
  const settings = query.data?.data;
  if (!settings) return null;
  return <SettingsForm settings={settings} onClose={onClose} />;
}

function SettingsForm({
  settings,
  onClose,
}: {
  settings: NonNullable<ReturnType<typeof useReminderSettings>['data']>['data'];
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const save = useUpdateReminderSettings();
  const form = useForm<TValues>({
    resolver: schemaResolver(ZUpdateReminderSettingsInput, (v: TValues) => v),
    defaultValues: {
      termination_days: String(settings.termination_days),
      start_days: String(settings.start_days),
      duration_days: String(settings.duration_days),
      last_notice_days: String(settings.last_notice_days),
      penalty_type: settings.penalty_type,
      penalty_value: String(settings.penalty_value),
      is_auto_cut_off: settings.is_auto_cut_off,
    },
  });
  const onSubmit = useFormSubmit(form, t('reminders.failed'), async (values) => {
    await save.mutateAsync(values);
    toast.success(t('reminders.saved'));
    onClose();
  });
  const days = (name: keyof TValues, key: string) => (
    <NumberField
      name={name}
      label={t(`reminders.${key}`)}
      hint={t(`reminders.${key}-hint`)}
      isInteger
      min={1}
      isRequired
    />
  );
  return (
    <FormDialog
      id="reminder-settings"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('reminders.title')}
      description={t('reminders.description')}
      cancelLabel={t('common.back')}
      submitLabel={t('common.save')}
    >
      {days('termination_days', 'termination-days')}
      {days('start_days', 'start-days')}
      {days('duration_days', 'duration-days')}
      {days('last_notice_days', 'last-notice-days')}
      <SelectField
        name="penalty_type"
        label={t('reminders.penalty-type')}
        options={[
          { value: 'percentage', label: t('reminders.percentage') },
          { value: 'fixed', label: t('reminders.fixed') },
        ]}
      />
      <NumberField
        name="penalty_value"
        label={t('reminders.penalty-value')}
        hint={t('reminders.penalty-value-hint')}
        isInteger
        min={0}
      />
      <CheckboxField
        name="is_auto_cut_off"
        label={t('reminders.auto-cut-off')}
        description={t('reminders.auto-cut-off-hint')}
      />
    </FormDialog>
  );
}
