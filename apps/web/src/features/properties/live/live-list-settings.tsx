import { type TLiveList, ZUpdateLivePropertiesInput } from '@sewa/domain/properties/setting-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useUpdateLiveProperties } from '../api/setting-calls';

type TLiveForm = { title: string; is_active: boolean };

/** The list's public title and whether its link works at all. */
export function LiveListSettings({ list }: { list: TLiveList }) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  const save = useUpdateLiveProperties();
  const form = useForm<TLiveForm>({
    values: { title: list.title, is_active: list.is_active },
    resolver: schemaResolver(ZUpdateLivePropertiesInput, (values) => values),
  });
  const onSubmit = useFormSubmit(form, t('live.failed'), async (values) => {
    await save.mutateAsync(values);
    toast.success(t('live.saved'));
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('live.settings')} className="flex flex-col gap-4">
        <TextField
          name="title"
          label={t('live.list-title')}
          isRequired
          maxLength={120}
          hint={t('live.list-title-hint')}
        />
        <CheckboxField name="is_active" label={t('live.active')} description={t('live.active-hint')} />
        <Button type="submit" isLoading={form.formState.isSubmitting} className="self-start">
          {t('live.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
