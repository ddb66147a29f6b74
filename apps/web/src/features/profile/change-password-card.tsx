import { ZChangePasswordInput } from '@sewa/domain/accounts/password';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../shared/account/password-input';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { submitHandler } from '../../shared/forms/use-form-submit';
import { useChangePassword } from './api/profile';

type TFields = { old_password: string; password: string; password_confirm: string };
const EMPTY: TFields = { old_password: '', password: '', password_confirm: '' };
const resolver = schemaResolver<TFields>(ZChangePasswordInput, (form) => form);

/** Change password: the current one, the new one twice. Other sessions of the account end. */
export function ChangePasswordCard({ audience }: { audience: 'user' | 'admin' }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TFields>({ defaultValues: EMPTY, resolver });
  const { register, reset, formState } = form;
  const { errors } = formState;
  const change = useChangePassword(audience);

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    async (values) => {
      setFormError(null);
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('password.changed'));
    },
  );

  return (
    <Card title={t('password.title')} description={t('password.lead')}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('password.title')}
        className="flex max-w-md flex-col gap-4"
      >
        <FormField label={t('password.current')} isRequired error={errors.old_password?.message}>
          <PasswordInput {...register('old_password')} autoComplete="current-password" />
        </FormField>
        <FormField
          label={t('password.new')}
          isRequired
          hint={t('password.hint')}
          error={errors.password?.message}
        >
          <PasswordInput {...register('password')} autoComplete="new-password" />
        </FormField>
        <FormField label={t('password.confirm')} isRequired error={errors.password_confirm?.message}>
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
