import { ZContactMessage } from '@sewa/domain/contact/contact-message';
import { Button } from '@sewa/ui/button.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useSendContactMessage } from '../api/contact';

type TContactFields = { name: string; email: string; phone: string; message: string };
const EMPTY: TContactFields = { name: '', email: '', phone: '', message: '' };

const resolver = schemaResolver<TContactFields>(ZContactMessage, (form) => form);

/** Name, e-mail, phone (optional) and message, checked by the same schema as the server call. */
export function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const form = useForm<TContactFields>({ defaultValues: EMPTY, resolver });
  const send = useSendContactMessage();

  // 101: the server's messages go under their fields; anything else is a toast with its reason.
  const onSubmit = useFormSubmit(form, t('contact.failed'), async (values) => {
    await send.mutateAsync({ ...values, phone: values.phone || undefined });
    toast.success(t('contact.sent-toast'));
    onSent(values.email);
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
        aria-labelledby="contact-form-title"
      >
        <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
          {t('contact.form-title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t('contact.name')} isRequired autoComplete="name" />
          <TextField
            name="email"
            label={t('contact.email')}
            isRequired
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </div>
        <TextField
          name="phone"
          label={t('contact.phone')}
          hint={t('contact.phone-hint')}
          type="tel"
          autoComplete="tel"
          placeholder="+60 12-345 6789"
        />
        <TextAreaField
          name="message"
          label={t('contact.message')}
          isRequired
          rows={6}
          placeholder={t('contact.message-placeholder')}
        />
        <Button type="submit" size="lg" isLoading={form.formState.isSubmitting} className="sm:self-start">
          {t('contact.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
