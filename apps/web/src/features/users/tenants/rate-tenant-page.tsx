import { RATING_QUESTIONS, ZRateTenantInput } from '@sewa/domain/users/tenants-schemas';
import { FormField } from '@sewa/ui/form-field.tsx';
import { RadioGroup } from '@sewa/ui/radio-group.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Controller, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/api/hooks';
import { TextAreaField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { NativeSelect } from '../../../shared/forms/native-select';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { Notice } from '../../../shared/screens/notice';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { TENANT_CALLS, useRateTenant, useTenant } from './api/tenants';

// rate-tenant (product §2.2): three 1–5 questions and a comment about a tenant of the company.

type TRateForm = {
  tenant_user_id: string;
  payment: string;
  care_of_property: string;
  communication: string;
  comment: string;
};

const inputOf = (f: TRateForm) => ({
  tenant_user_id: f.tenant_user_id,
  payment: f.payment,
  care_of_property: f.care_of_property,
  communication: f.communication,
  comment: f.comment.trim() === '' ? undefined : f.comment,
});

const SCORES = ['1', '2', '3', '4', '5'] as const;

/** Every tenant of the company fits one picker page. */
const PICKER_INPUT = { page: 1, page_size: 100 } as const;

function TenantPicker({ form }: { form: ReturnType<typeof useForm<TRateForm>> }) {
  const { t } = useTranslation('tenants');
  const tenants = useCall(TENANT_CALLS.list, PICKER_INPUT);
  const items = tenants.data?.data.items ?? [];
  const error = form.formState.errors.tenant_user_id?.message;
  if (tenants.data && items.length === 0) return <Notice>{t('rate.no-tenants')}</Notice>;
  return (
    <FormField label={t('rate.tenant')} isRequired error={error}>
      <NativeSelect
        {...form.register('tenant_user_id')}
        options={items.map((i) => ({
          value: String(i.id),
          label: i.mobile ? `${i.name} (+${i.mobile_country_code} ${i.mobile})` : i.name,
        }))}
        placeholder={t('rate.choose-tenant')}
      />
    </FormField>
  );
}

export function RateTenantPage() {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tenant_id?: string | number };
  const tenantId = search.tenant_id === undefined ? undefined : String(search.tenant_id);
  const tenant = useTenant(tenantId);
  const rate = useRateTenant();
  const form = useForm<TRateForm>({
    defaultValues: {
      tenant_user_id: tenantId ?? '',
      payment: '',
      care_of_property: '',
      communication: '',
      comment: '',
    },
    resolver: schemaResolver(ZRateTenantInput, inputOf),
  });
  const onSubmit = useFormSubmit(form, t('rate.failed'), async (f) => {
    const { data } = await rate.mutateAsync(inputOf(f));
    toast.success(t('rate.saved'));
    await navigate({ to: `/operator/view-tenant/${data.tenant_user_id}` });
  });
  const name = tenant.data?.data.name;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={name ? t('rate.title-named', { name }) : t('rate.title')}
        description={t('rate.description')}
        breadcrumbs={[
          { label: t('list.title'), href: '/operator/tenant' },
          ...(name && tenantId ? [{ label: name, href: `/operator/view-tenant/${tenantId}` }] : []),
          { label: t('rate.title') },
        ]}
      />
      {tenant.isError && <Notice>{t('rate.tenant-missing')}</Notice>}
      <FormShell form={form} onSubmit={onSubmit} label={t('rate.form')} submitLabel={t('rate.submit')}>
        {tenantId === undefined && (
          <FormSection title={t('rate.tenant')}>
            <TenantPicker form={form} />
          </FormSection>
        )}
        <FormSection title={t('rate.questions')}>
          {RATING_QUESTIONS.map((q) => {
            const error = (get(form.formState.errors, q) as { message?: string } | undefined)?.message;
            return (
              <FormField key={q} label={t(`rate.question.${q}`)} isRequired error={error}>
                <Controller
                  control={form.control}
                  name={q}
                  render={({ field }) => (
                    <RadioGroup
                      orientation="horizontal"
                      aria-label={t(`rate.question.${q}`)}
                      isInvalid={error !== undefined}
                      value={field.value}
                      onValueChange={field.onChange}
                      options={SCORES.map((s) => ({
                        value: s,
                        label: t('rate.score', { count: Number(s) }),
                      }))}
                    />
                  )}
                />
              </FormField>
            );
          })}
          <TextAreaField name="comment" label={t('rate.comment')} hint={t('rate.comment-hint')} rows={4} />
        </FormSection>
      </FormShell>
    </div>
  );
}
