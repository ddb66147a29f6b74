import { ZDeleteAccountInput } from '@sewa/domain/accounts/password';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../app/api/form-errors';
import { clearSession } from '../../app/session';
import { PasswordInput } from '../../shared/account/password-input';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { useDeleteAccount } from './api/profile';

type TFields = { password: string };
const resolver = schemaResolver<TFields>(ZDeleteAccountInput, (form) => form);

/**
 * Delete account (product §2.1, §4): asks for the password, warns that it is irreversible, then the user is
 * logged out. Personal data is removed; transaction records stay as the retention rule requires.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [isConfirming, setIsConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm<TFields>({
    defaultValues: { password: '' },
    resolver,
  });

  const deleteAccount = useDeleteAccount();

  const remove = async () => {
    setFormError(null);
    try {
      await deleteAccount.mutateAsync({ password: getValues('password') });
    } catch (error) {
      setIsConfirming(false);
      if (!applyFieldErrors(error, setError)) setFormError(errorText(error));
      throw error;
    }
    // The server ended every session of the account: only this browser's copy is left to forget.
    clearSession();
    await navigate({ to: '/homepage', replace: true });
    queryClient.clear();
  };

  return (
    <Card title={t('delete.title')} className="border-red-200">
      <form
        onSubmit={handleSubmit(() => setIsConfirming(true))}
        noValidate
        aria-label={t('delete.title')}
        className="flex max-w-md flex-col gap-4"
      >
        <FormAlert tone="warning">{t('delete.warning')}</FormAlert>
        <FormField label={t('delete.password')} isRequired error={formState.errors.password?.message}>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" variant="danger" className="self-start">
          {t('delete.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        tone="danger"
        title={t('delete.confirm-title')}
        message={t('delete.confirm-message')}
        confirmLabel={t('delete.confirm')}
        onConfirm={remove}
      />
    </Card>
  );
}
