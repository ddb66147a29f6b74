import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordInput } from '@sewa/domain/accounts/password';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../app/api/client';
import { applyFieldErrors } from '../../app/api/form-errors';
import { PasswordInput } from '../../shared/account/password-input';
import { FormAlert } from '../../shared/forms/form-alert';
import { useErrorText } from '../../shared/forms/use-error-text';
import { useValidationText } from '../../shared/forms/use-validation-text';

type TFields = { old_password: string; password: string; password_confirm: string };
const EMPTY: TFields = { old_password: '', password: '', password_confirm: '' };
const resolver = zodResolver(ZChangePasswordInput) as unknown as Resolver<TFields>;

/** Change password: the current one, the new one twice. Other sessions of the account end. */
export function ChangePasswordCard({ call }: { call: 'user-change-password' | 'admin-change-password' }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const validationText = useValidationText();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TFields>({
    defaultValues: EMPTY,
    resolver,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await callApi(call, values);
      reset(EMPTY);
      toast.success(t('password.changed'));
    } catch (error) {
      if (!applyFieldErrors(error, setError)) setFormError(errorText(error));
    }
  });

  return (
    <Card title={t('password.title')} description={t('password.lead')}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('password.title')}
        className="flex max-w-md flex-col gap-4"
      >
        <FormField
          label={t('password.current')}
          isRequired
          error={validationText(errors.old_password?.message)}
        >
          <PasswordInput {...register('old_password')} autoComplete="current-password" />
        </FormField>
        <FormField
          label={t('password.new')}
          isRequired
          hint={t('password.hint')}
          error={validationText(errors.password?.message)}
        >
          <PasswordInput {...register('password')} autoComplete="new-password" />
        </FormField>
        <FormField
          label={t('password.confirm')}
          isRequired
          error={validationText(errors.password_confirm?.message)}
        >
          <PasswordInput {...register('password_confirm')} autoComplete="new-password" />
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" isLoading={formState.isSubmitting} className="self-start">
          {t('password.submit')}
        </Button>
      </form>
    </Card>
  );
}
