import {
  type TSubContractor,
  type TSubContractorInput,
  ZSubContractorInput,
} from '@sewa/domain/users/partners-schemas';
import { get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../../../../shared/account/mobile-field';
import { TextField } from '../../../../shared/forms/fields';
import { FormSection } from '../../../../shared/forms/form-section';
import { FormShell } from '../../../../shared/forms/form-shell';
import { schemaResolver } from '../../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../../shared/forms/use-form-submit';
import { WorkFields } from '../shared/work-fields';

export type TSubContractorForm = {
  name: string;
  email: string;
  mobile_country_code: string;
  mobile: string;
  categories: string[];
  sub_categories: string[];
};

export const NEW_SUB_CONTRACTOR: TSubContractorForm = {
  name: '',
  email: '',
  mobile_country_code: '60',
  mobile: '',
  categories: [],
  sub_categories: [],
};

export const subContractorFormOf = (s: TSubContractor): TSubContractorForm => ({
  name: s.name,
  email: s.email ?? '',
  mobile_country_code: s.mobile_country_code ?? '60',
  mobile: s.mobile ?? '',
  categories: [...s.categories],
  sub_categories: [...s.sub_categories],
});

const inputOf = (form: TSubContractorForm) => ({ ...form }) as TSubContractorInput;

/** A sub-contractor (product §2.4): name, the mobile it signs in with, and some of the contractor's categories. */
export function SubContractorForm({
  values,
  allowed,
  allowedSubs,
  submitLabel,
  save,
}: {
  values: TSubContractorForm;
  allowed: readonly string[];
  allowedSubs?: readonly string[];
  submitLabel: string;
  save: (input: TSubContractorInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('partners');
  const form = useForm<TSubContractorForm>({
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: schemaResolver(ZSubContractorInput, inputOf),
  });
  const onSubmit = useFormSubmit(form, t('sub.failed'), (v) => save(inputOf(v)));
  const { errors } = form.formState;
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('sub.form')} submitLabel={submitLabel}>
      <FormSection title={t('section.account')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t('field.name')} isRequired maxLength={100} />
          <TextField name="email" label={t('field.email')} type="email" inputMode="email" />
          <MobileField
            label={t('field.phone')}
            hint={t('field.phone-login-hint')}
            control={form.control}
            register={form.register}
            codeName="mobile_country_code"
            numberName="mobile"
            error={
              (get(errors, 'mobile') as { message?: string } | undefined)?.message ??
              (get(errors, 'mobile_country_code') as { message?: string } | undefined)?.message
            }
          />
        </div>
      </FormSection>
      <WorkFields allowed={allowed} allowedSubs={allowedSubs} description={t('sub.work-description')} />
    </FormShell>
  );
}
