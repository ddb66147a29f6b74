import type { userUpdateProfile } from '@sewa/domain/accounts/calls';
import {
  PROFILE_FIELDS_BY_ROLE,
  type TUserProfile,
  ZUpdateProfileInput,
} from '@sewa/domain/accounts/profile';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../../shared/account/mobile-field';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { submitHandler } from '../../shared/forms/use-form-submit';
import { useUpdateProfile } from './api/profile';
import { FIELD_GROUPS, PersonalFields, type TProfileValues } from './personal-fields';

const resolver = schemaResolver<TProfileValues>(ZUpdateProfileInput, (form) => form);

function initialValues(profile: TUserProfile): TProfileValues {
  const values: TProfileValues = {
    name: profile.name,
    email: profile.email ?? '',
    mobile_country_code: profile.mobile_country_code ?? '60',
    mobile: profile.mobile ?? '',
  };
  for (const name of PROFILE_FIELDS_BY_ROLE[profile.role]) {
    const value = profile[name];
    values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

// The values are the schema's output: empty boxes are undefined, gender and race numbers.
const present = (value: unknown) =>
  value === undefined || value === null ? undefined : String(value).trim() || undefined;

/** The whole form is saved (user-update-profile); empty optional boxes are sent as "cleared". */
function payloadOf(profile: TUserProfile, values: TProfileValues): TCallInput<typeof userUpdateProfile> {
  const payload: Record<string, string | undefined> & { name: string } = {
    name: present(values.name) ?? '',
    email: present(values.email),
  };
  // Tenants', landlords' and contractors' mobile is their login: only operators change it here.
  if (profile.role === 'operator') {
    payload.mobile_country_code = present(values.mobile_country_code);
    payload.mobile = present(values.mobile);
  }
  for (const name of PROFILE_FIELDS_BY_ROLE[profile.role]) payload[name] = present(values[name]);
  return payload;
}

/** Name, contact details and the role's personal fields of a user (tenant, operator, landlord, contractor). */
export function UserProfileForm({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TProfileValues>({ defaultValues: initialValues(profile), resolver });
  const { register, control, formState, reset } = form;
  const update = useUpdateProfile();
  const { errors } = formState;
  const roleFields = PROFILE_FIELDS_BY_ROLE[profile.role];
  const isOperator = profile.role === 'operator';

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    async (values) => {
      setFormError(null);
      const { profile: saved } = await update.mutateAsync(payloadOf(profile, values));
      reset(initialValues(saved));
      toast.success(t('saved'));
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form')} className="flex flex-col gap-4">
      <Card title={t('section.account')} headingLevel={2}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('field.name')} isRequired error={errors.name?.message}>
            <TextInput {...register('name')} autoComplete="name" />
          </FormField>
          <FormField
            label={t('field.email')}
            isRequired={isOperator}
            hint={isOperator ? t('email-login-hint') : t('email-contact-hint')}
            error={errors.email?.message}
          >
            <TextInput {...register('email')} type="email" inputMode="email" autoComplete="email" />
          </FormField>
          {isOperator ? (
            <MobileField
              label={t('field.mobile')}
              control={control}
              register={register}
              codeName="mobile_country_code"
              numberName="mobile"
              isRequired={false}
              error={errors.mobile?.message ?? errors.mobile_country_code?.message}
            />
          ) : (
            <FormField
              label={t(profile.role === 'contractor' ? 'field.phone' : 'field.mobile')}
              hint={t('mobile-login-hint')}
            >
              <TextInput
                value={`+${profile.mobile_country_code ?? ''} ${profile.mobile ?? ''}`}
                readOnly
                disabled
              />
            </FormField>
          )}
        </div>
      </Card>
      {FIELD_GROUPS.map((group) => {
        const fields = group.fields.filter((name) => roleFields.includes(name));
        if (fields.length === 0) return null;
        return (
          <Card key={group.key} title={t(`section.${group.key}`)}>
            <PersonalFields fields={fields} register={register} errors={errors} />
          </Card>
        );
      })}
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" isLoading={formState.isSubmitting} disabled={!formState.isDirty}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
