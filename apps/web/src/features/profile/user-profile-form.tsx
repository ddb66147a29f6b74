import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROFILE_FIELDS_BY_ROLE,
  type TUserProfile,
  ZUpdateProfileInput,
} from '@sewa/domain/accounts/profile';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api/client';
import { applyFieldErrors } from '../../app/api/form-errors';
import { MobileField } from '../../shared/account/mobile-field';
import { FormAlert } from '../../shared/forms/form-alert';
import { useErrorText } from '../../shared/forms/use-error-text';
import { useValidationText } from '../../shared/forms/use-validation-text';
import { FIELD_GROUPS, PersonalFields, type TProfileValues } from './personal-fields';
import { UPDATE_PROFILE_CALL, USER_PROFILE_CALL } from './profile-query';

const resolver = zodResolver(ZUpdateProfileInput) as unknown as Resolver<TProfileValues>;

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
function payloadOf(profile: TUserProfile, values: TProfileValues) {
  const payload: Record<string, string | undefined> = {
    name: present(values.name),
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
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState, reset } = useForm<TProfileValues>({
    defaultValues: initialValues(profile),
    resolver,
  });
  const { errors } = formState;
  const roleFields = PROFILE_FIELDS_BY_ROLE[profile.role];
  const isOperator = profile.role === 'operator';

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await callApi(UPDATE_PROFILE_CALL, payloadOf(profile, values));
      const saved = answer.profile as TUserProfile;
      queryClient.setQueryData([USER_PROFILE_CALL, {}], (old: object | undefined) => ({
        ...old,
        profile: saved,
      }));
      reset(initialValues(saved));
      toast.success(t('saved'));
    } catch (error) {
      if (!applyFieldErrors(error, setError)) setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('form')} className="flex flex-col gap-4">
      <Card title={t('section.account')} headingLevel={2}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('field.name')} isRequired error={validationText(errors.name?.message)}>
            <TextInput {...register('name')} autoComplete="name" />
          </FormField>
          <FormField
            label={t('field.email')}
            isRequired={isOperator}
            hint={isOperator ? t('email-login-hint') : t('email-contact-hint')}
            error={validationText(errors.email?.message)}
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
              error={validationText(errors.mobile?.message ?? errors.mobile_country_code?.message)}
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
