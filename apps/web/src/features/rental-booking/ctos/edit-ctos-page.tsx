import { type TCreditCheckSetting, ZUpdateCreditCheckSettingInput } from '@sewa/domain/booking/schemas';
import { formatMoney, parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../shared/account/password-input';
import { CheckboxField, NumberField, TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SETTING_CALLS, useUpdateCreditCheckSetting } from '../api/booking';
import { when } from '../shared/labels';

type TSettingForm = {
  fee: string;
  is_active: boolean;
  endpoint_url: string;
  company_code: string;
  account_no: string;
  user_id: string;
  password: string;
};

const formOf = (s: TCreditCheckSetting): TSettingForm => ({
  fee: formatMoney(s.fee_sen, 'myr', { thousands: false }).replace(/^RM /, ''),
  is_active: s.is_active,
  endpoint_url: s.endpoint_url ?? '',
  company_code: s.company_code ?? '',
  account_no: s.account_no ?? '',
  user_id: s.user_id ?? '',
  // Never shown: the stored password stays on the server unless a new one is typed.
  password: '',
});

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The call's input: empty texts left out (the password kept when empty), the fee in sen. */
const inputOf = (id: number, f: TSettingForm) => ({
  id,
  fee_sen: parseMoneyToSen(f.fee) ?? f.fee,
  is_active: f.is_active,
  endpoint_url: optional(f.endpoint_url),
  company_code: optional(f.company_code),
  account_no: optional(f.account_no),
  user_id: optional(f.user_id),
  ...(f.password ? { password: f.password } : {}),
});

/** edit-ctos/{id}: a credit-check provider's fee, whether it is the active one, and its ENQWS account. */
export function EditCtosScreen() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <RecordScreen contract={SETTING_CALLS.get}>
        {(setting) => <SettingForm setting={setting} />}
      </RecordScreen>
    </div>
  );
}

function SettingForm({ setting }: { setting: TCreditCheckSetting }) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateCreditCheckSetting();
  const form = useForm<TSettingForm>({
    defaultValues: formOf(setting),
    resolver: schemaResolver(ZUpdateCreditCheckSettingInput, (f) => inputOf(setting.id, f)),
  });
  const onSubmit = useFormSubmit(form, t('settings.failed'), async (values) => {
    await update.mutateAsync(inputOf(setting.id, values));
    toast.success(t('settings.saved'));
    await navigate({ to: '/admin/ctos' });
  });
  const title = t('settings.edit-title', { name: t(`provider.${setting.provider}`) });
  return (
    <>
      <ScreenHeader
        title={title}
        description={t('settings.updated-at', { at: when(setting.updated_at) })}
        breadcrumbs={[{ label: t('ctos.title-admin'), href: '/admin/ctos' }, { label: title }]}
      />
      <Card>
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
            <NumberField name="fee" label={t('settings.fee')} prefix="RM" min={0} isRequired />
            <CheckboxField
              name="is_active"
              label={t('settings.active')}
              description={t('settings.active-hint')}
            />
            <TextField name="endpoint_url" label={t('settings.endpoint')} type="url" placeholder="https://" />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="company_code" label={t('settings.company-code')} maxLength={40} />
              <TextField name="account_no" label={t('settings.account-no')} maxLength={40} />
              <TextField name="user_id" label={t('settings.user-id')} maxLength={60} autoComplete="off" />
            </div>
            <FormField
              label={t('settings.password')}
              hint={setting.has_password ? t('settings.password-keep') : t('settings.password-none')}
              id="field-password"
            >
              <Controller
                control={form.control}
                name="password"
                render={({ field }) => (
                  <PasswordInput
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    autoComplete="new-password"
                    maxLength={200}
                  />
                )}
              />
            </FormField>
            <div className="flex justify-end">
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                {t('settings.save')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>
    </>
  );
}
