import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdminUpdateProfileInput } from '@sewa/domain/accounts/profile';
import type { TAdminInfo } from '@sewa/domain/accounts/session';
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
import { FormAlert } from '../../shared/forms/form-alert';
import { useErrorText } from '../../shared/forms/use-error-text';
import { useValidationText } from '../../shared/forms/use-validation-text';
import { ADMIN_PROFILE_CALL, ADMIN_UPDATE_PROFILE_CALL } from './profile-query';

type TFields = { name: string; email: string };
const resolver = zodResolver(ZAdminUpdateProfileInput) as unknown as Resolver<TFields>;

/** The admin's name and e-mail (their login). */
export function AdminProfileForm({ info }: { info: TAdminInfo }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const queryClient = useQueryClient();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TFields>({
    defaultValues: { name: info.name, email: info.email },
    resolver,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await callApi(ADMIN_UPDATE_PROFILE_CALL, values);
      const saved = answer.info as TAdminInfo;
      queryClient.setQueryData([ADMIN_PROFILE_CALL, {}], (old: object | undefined) => ({
        ...old,
        info: saved,
      }));
      reset({ name: saved.name, email: saved.email });
      toast.success(t('saved'));
    } catch (error) {
      if (!applyFieldErrors(error, setError)) setFormError(errorText(error));
    }
  });

  return (
    <Card title={t('section.account')}>
      <form onSubmit={submit} noValidate aria-label={t('form')} className="flex max-w-md flex-col gap-4">
        <FormField label={t('field.name')} isRequired error={validationText(formState.errors.name?.message)}>
          <TextInput {...register('name')} autoComplete="name" />
        </FormField>
        <FormField
          label={t('field.email')}
          isRequired
          hint={t('admin-email-hint')}
          error={validationText(formState.errors.email?.message)}
        >
          <TextInput {...register('email')} type="email" inputMode="email" autoComplete="email" />
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button
          type="submit"
          isLoading={formState.isSubmitting}
          disabled={!formState.isDirty}
          className="self-start"
        >
          {t('save')}
        </Button>
      </form>
    </Card>
  );
}
