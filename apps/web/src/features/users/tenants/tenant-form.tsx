import { GENDERS, ID_TYPES, RACES } from '@sewa/domain/accounts/rules';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import type { userCreateTenantProfile } from '@sewa/domain/users/tenants-calls';
import {
  TENANT_DOCUMENT_FILES,
  TENANT_DOCUMENT_KINDS,
  type TTenant,
  type TTenantDocumentKind,
  ZCreateTenantInput,
  ZUpdateTenantInput,
} from '@sewa/domain/users/tenants-schemas';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { get, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../../../shared/account/country-codes';
import { MobileField } from '../../../shared/account/mobile-field';
import { TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { NativeSelect, type TOption } from '../../../shared/forms/native-select';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { DocumentLinks } from './tenant-profile-view';

// The tenant profile form (product §2.2 create-new-tenant-profile): personal details, identity,
// emergency contact and documents. Field names are the payload's, so a 101 lands on its field.

export type TTenantForm = {
  name: string;
  email: string;
  mobile_country_code: string;
  mobile: string;
  nationality: string;
  id_type: string;
  id_number: string;
  race: string;
  gender: string;
  date_of_birth: string;
  occupation: string;
  emergency_contact_name: string;
  emergency_contact_mobile: string;
  emergency_contact_relationship: string;
};

export const NEW_TENANT: TTenantForm = {
  name: '',
  email: '',
  mobile_country_code: '60',
  mobile: '',
  nationality: 'MY',
  id_type: 'nric',
  id_number: '',
  race: '',
  gender: '',
  date_of_birth: '',
  occupation: '',
  emergency_contact_name: '',
  emergency_contact_mobile: '',
  emergency_contact_relationship: '',
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const tenantFormOf = (tenant: TTenant): TTenantForm => ({
  name: tenant.name,
  email: text(tenant.email),
  mobile_country_code: text(tenant.mobile_country_code),
  mobile: text(tenant.mobile),
  nationality: text(tenant.profile.nationality),
  id_type: text(tenant.profile.id_type),
  id_number: text(tenant.profile.id_number),
  race: text(tenant.profile.race),
  gender: text(tenant.profile.gender),
  date_of_birth: text(tenant.profile.date_of_birth),
  occupation: text(tenant.profile.occupation),
  emergency_contact_name: text(tenant.profile.emergency_contact_name),
  emergency_contact_mobile: text(tenant.profile.emergency_contact_mobile),
  emergency_contact_relationship: text(tenant.profile.emergency_contact_relationship),
});

export type TTenantPayload = TCallInput<typeof userCreateTenantProfile>;
type TDocuments = Partial<Record<TTenantDocumentKind, File[]>>;

const present = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The payload of the form: empty boxes left out (the whole profile is saved), documents as files. */
export function tenantInputOf(form: TTenantForm, documents: TDocuments = {}): TTenantPayload {
  const payload: TTenantPayload = {
    name: form.name,
    email: present(form.email),
    mobile_country_code: form.mobile_country_code,
    mobile: form.mobile,
    nationality: present(form.nationality),
    id_type: present(form.id_type) as TTenantPayload['id_type'],
    id_number: form.id_number,
    race: present(form.race),
    gender: present(form.gender),
    date_of_birth: form.date_of_birth,
    occupation: present(form.occupation),
    emergency_contact_name: present(form.emergency_contact_name),
    emergency_contact_mobile: present(form.emergency_contact_mobile),
    emergency_contact_relationship: present(form.emergency_contact_relationship),
  };
  const files = Object.fromEntries(
    TENANT_DOCUMENT_KINDS.flatMap((kind) => (documents[kind]?.[0] ? [[kind, documents[kind][0]]] : [])),
  );
  return { ...payload, ...files };
}

/** A native select bound to the form, with its label and the field's error. */
function ChoiceField({
  name,
  label,
  options,
  isRequired,
}: {
  name: keyof TTenantForm;
  label: string;
  options: readonly TOption[];
  isRequired?: boolean;
}) {
  const { t } = useTranslation('tenants');
  const { register, formState } = useFormContext<TTenantForm>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <FormField label={label} isRequired={isRequired} error={error}>
      <NativeSelect {...register(name)} options={options} placeholder={t('form.choose')} />
    </FormField>
  );
}

export function TenantForm({
  values,
  submitLabel,
  mode,
  tenant,
  save,
}: {
  values: TTenantForm;
  submitLabel: string;
  mode: 'create' | 'edit';
  /** The tenant being edited, for its current documents. */
  tenant?: TTenant;
  save: (payload: TTenantPayload) => Promise<unknown>;
}) {
  const { t } = useTranslation('tenants');
  const { countries, nameOf } = useCountryCodes();
  const [documents, setDocuments] = useState<TDocuments>({});
  const form = useForm<TTenantForm>({
    values,
    resolver: schemaResolver(
      mode === 'create' ? ZCreateTenantInput : ZUpdateTenantInput,
      (f: TTenantForm) => ({ ...tenantInputOf(f), ...(tenant ? { id: tenant.id } : {}) }),
    ),
  });
  const onSubmit = useFormSubmit(form, t('form.failed'), (f) => save(tenantInputOf(f, documents)));
  const { errors } = form.formState;
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('form.form')} submitLabel={submitLabel} isSticky>
      <FormSection title={t('form.section.personal')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t('field.name')} isRequired maxLength={100} autoComplete="off" />
          {mode === 'create' ? (
            <MobileField
              label={t('field.mobile')}
              hint={t('form.hint.mobile')}
              control={form.control}
              register={form.register}
              codeName="mobile_country_code"
              numberName="mobile"
              error={errors.mobile?.message ?? errors.mobile_country_code?.message}
            />
          ) : (
            <FormField label={t('field.mobile')} hint={t('form.hint.mobile-fixed')}>
              <input
                className="rounded-control border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
                value={`+${values.mobile_country_code} ${values.mobile}`}
                readOnly
                disabled
              />
            </FormField>
          )}
          <TextField
            name="email"
            label={t('field.email')}
            hint={t('form.hint.email')}
            type="email"
            inputMode="email"
          />
          <TextField
            name="date_of_birth"
            label={t('field.date_of_birth')}
            hint={t('form.hint.date_of_birth')}
            isRequired
            type="date"
          />
          <ChoiceField
            name="gender"
            label={t('field.gender')}
            options={GENDERS.map((g) => ({ value: String(g), label: t(`gender.${g}`) }))}
          />
          <ChoiceField
            name="race"
            label={t('field.race')}
            options={RACES.map((r) => ({ value: String(r), label: t(`race.${r}`) }))}
          />
          <TextField name="occupation" label={t('field.occupation')} maxLength={100} />
        </div>
      </FormSection>
      <FormSection title={t('form.section.identity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            name="nationality"
            label={t('field.nationality')}
            options={countries.map((c) => ({ value: c.iso2, label: nameOf(c) }))}
          />
          <ChoiceField
            name="id_type"
            label={t('field.id_type')}
            isRequired
            options={ID_TYPES.map((v) => ({ value: v, label: t(`id-type.${v}`) }))}
          />
          <TextField name="id_number" label={t('field.id_number')} isRequired maxLength={30} />
        </div>
      </FormSection>
      <FormSection title={t('form.section.emergency')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="emergency_contact_name"
            label={t('field.emergency_contact_name')}
            maxLength={100}
          />
          <TextField
            name="emergency_contact_mobile"
            label={t('field.emergency_contact_mobile')}
            inputMode="tel"
            maxLength={20}
          />
          <TextField
            name="emergency_contact_relationship"
            label={t('field.emergency_contact_relationship')}
            maxLength={50}
          />
        </div>
      </FormSection>
      <FormSection title={t('form.section.documents')} description={t('form.hint.documents')}>
        {tenant && <DocumentLinks documents={tenant.documents} />}
        <div className="grid gap-4 sm:grid-cols-2">
          {TENANT_DOCUMENT_KINDS.map((kind) => (
            <FormField key={kind} label={t(`document.${kind}`)} id={`tenant-document-${kind}`}>
              <FileUpload
                kind={TENANT_DOCUMENT_FILES[kind].kind}
                maxFiles={1}
                maxSizeMb={TENANT_DOCUMENT_FILES[kind].maxSizeMb}
                value={documents[kind] ?? []}
                onChange={(files) => setDocuments((d) => ({ ...d, [kind]: files }))}
              />
            </FormField>
          ))}
        </div>
      </FormSection>
    </FormShell>
  );
}
