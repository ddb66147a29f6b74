import type { TCustomRole } from '@sewa/domain/users/team-schemas';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../../../shared/account/mobile-field';
import { PasswordInput } from '../../../shared/account/password-input';
import { SelectField, TextField } from '../../../shared/forms/fields';
import { LoadError } from '../../../shared/listings/load-error';
import { usePropertyChoices } from '../../../shared/restrictions/api';

// The blocks of the sub-operator and sub-admin forms.

export const fieldError = (errors: object, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

export function MemberNameField() {
  const { t } = useTranslation('team');
  return <TextField name="name" label={t('member.name')} isRequired maxLength={100} autoComplete="off" />;
}

/** The member's login e-mail (on the create screens only: it is not changed afterwards). */
export function MemberEmailField() {
  const { t } = useTranslation('team');
  return (
    <TextField
      name="email"
      label={t('member.email')}
      isRequired
      type="email"
      inputMode="email"
      autoComplete="off"
    />
  );
}

export function MemberMobileField() {
  const { t } = useTranslation('team');
  const { control, register, formState } = useFormContext();
  return (
    <MobileField
      label={t('member.mobile')}
      control={control}
      register={register}
      codeName="mobile_country_code"
      numberName="mobile"
      error={fieldError(formState.errors, 'mobile') ?? fieldError(formState.errors, 'mobile_country_code')}
    />
  );
}

export function PasswordField() {
  const { t } = useTranslation('team');
  const { register, formState } = useFormContext();
  return (
    <FormField
      label={t('member.password')}
      hint={t('member.password-hint')}
      isRequired
      id="field-password"
      error={fieldError(formState.errors, 'password')}
    >
      <PasswordInput {...register('password')} autoComplete="new-password" />
    </FormField>
  );
}

export function RoleField({ roles }: { roles: readonly TCustomRole[] | undefined }) {
  const { t } = useTranslation('team');
  return (
    <SelectField
      name="role_id"
      label={t('member.role')}
      hint={roles && roles.length === 0 ? t('team.no-roles') : t('member.role-hint')}
      isRequired
      className="sm:max-w-md"
      options={(roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
    />
  );
}

/** The properties a sub-operator may manage: none ticked = every property of the company. */
export function ManagedPropertiesField() {
  const { t } = useTranslation('team');
  const { control, formState } = useFormContext();
  const choices = usePropertyChoices('');
  const items = choices.data?.data.items;
  return (
    <FormField
      label={t('member.properties')}
      hint={t('member.properties-hint')}
      id="field-property-ids"
      error={fieldError(formState.errors, 'property_ids')}
    >
      <Controller
        control={control}
        name="property_ids"
        render={({ field }) => {
          const value = (field.value ?? []) as number[];
          if (choices.isError) return <LoadError error={choices.error} onRetry={() => choices.refetch()} />;
          if (!items) return <Spinner />;
          return (
            <div className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-card border border-slate-200 p-3">
              <Checkbox
                id="property-all"
                label={t('member.properties-all')}
                checked={value.length === 0}
                onCheckedChange={(isOn) => isOn && field.onChange([])}
              />
              {items.length === 0 && <p className="text-sm text-slate-500">{t('member.properties-none')}</p>}
              {items.map((p) => (
                <Checkbox
                  key={p.id}
                  id={`property-${p.id}`}
                  label={p.name}
                  className="pl-6"
                  checked={value.includes(p.id)}
                  onCheckedChange={(isOn) =>
                    field.onChange(isOn ? [...value, p.id] : value.filter((id) => id !== p.id))
                  }
                />
              ))}
            </div>
          );
        }}
      />
    </FormField>
  );
}
