import { ZAdminUpdateProfileInput } from '@sewa/domain/accounts/profile';
import type { TAdminInfo } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { submitHandler } from '../../shared/forms/use-form-submit';
import { useUpdateAdminProfile } from './api/profile';

type TFields = { name: string; email: string };
const resolver = schemaResolver<TFields>(ZAdminUpdateProfileInput, (form) => form);

/** The admin's name and e-mail (their login). */
export function AdminProfileForm({ info }: { info: TAdminInfo }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TFields>({ defaultValues: { name: info.name, email: info.email }, resolver });
  const { register, reset, formState } = form;
  const update = useUpdateAdminProfile();

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    async (values) => {
      setFormError(null);
      const { info: saved } = await update.mutateAsync(values);
      reset({ name: saved.name, email: saved.email });
      toast.success(t('saved'));
    },
  );

  return (
    <Card title={t('section.account')}>
      <form onSubmit={submit} noValidate aria-label={t('form')} className="flex max-w-md flex-col gap-4">
        <FormField label={t('field.name')} isRequired error={formState.errors.name?.message}>
          <TextInput {...register('name')} autoComplete="name" />
        </FormField>
        <FormField
          label={t('field.email')}
          isRequired
          hint={t('admin-email-hint')}
          error={formState.errors.email?.message}
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
