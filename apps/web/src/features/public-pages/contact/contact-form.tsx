import { publicCreateContactMessage } from '@sewa/domain/contact/calls';
import { ZContactMessage } from '@sewa/domain/contact/contact-message';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { useCallMutation } from '../../../app/api/hooks';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useValidationText } from '../../../shared/forms/use-validation-text';

type TContactFields = { name: string; email: string; phone: string; message: string };
const EMPTY: TContactFields = { name: '', email: '', phone: '', message: '' };

const resolver = schemaResolver<TContactFields>(ZContactMessage, (form) => form);

/** Name, e-mail, phone (optional) and message, checked by the same schema as the server call. */
export function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const validationText = useValidationText();
  const { register, handleSubmit, setError, formState } = useForm<TContactFields>({
    defaultValues: EMPTY,
    resolver,
  });
  const send = useCallMutation(publicCreateContactMessage);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, phone: values.phone || undefined });
      toast.success(t('contact.sent-toast'));
      onSent(values.email);
    } catch (error) {
      // 101: the server's messages (already in the request language) go under their fields.
      if (applyFieldErrors(error, setError)) return;
      // 105 and the like carry the server's sentence; anything else gets the generic text.
      toast.error({
        title: t('contact.failed'),
        description: isApiError(error) && error.statusCode > 0 ? error.message : undefined,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
        {t('contact.form-title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('contact.name')} isRequired error={validationText(errors.name?.message)}>
          <TextInput {...register('name')} autoComplete="name" />
        </FormField>
        <FormField label={t('contact.email')} isRequired error={validationText(errors.email?.message)}>
          <TextInput {...register('email')} type="email" autoComplete="email" inputMode="email" />
        </FormField>
      </div>
      <FormField
        label={t('contact.phone')}
        hint={t('contact.phone-hint')}
        error={validationText(errors.phone?.message)}
      >
        <TextInput {...register('phone')} type="tel" autoComplete="tel" placeholder="+60 12-345 6789" />
      </FormField>
      <FormField label={t('contact.message')} isRequired error={validationText(errors.message?.message)}>
        <TextArea {...register('message')} rows={6} placeholder={t('contact.message-placeholder')} />
      </FormField>
      <Button type="submit" size="lg" isLoading={formState.isSubmitting} className="sm:self-start">
        {t('contact.submit')}
      </Button>
    </form>
  );
}
