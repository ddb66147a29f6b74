import {
  DEPOSIT_KINDS,
  PAYMENT_FREQUENCIES,
  USED_FOR,
  ZCreateTenancyInput,
  ZUpdateTenancyInput,
} from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, NumberField, TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ChoiceField, PeriodEndField, RichTextField } from './form-fields';
import {
  createInputOf,
  DEPOSIT_FIELDS,
  RENTAL_FIELDS,
  type TCreatePayload,
  type TTenancyForm,
  type TUpdatePayload,
  updateInputOf,
} from './form-values';
import { PlaceFields, TenantField } from './party-fields';

/** What the form saves: a new tenancy, or the terms of a pending one. */
export type TTenancySave =
  | { mode: 'create'; save: (payload: TCreatePayload) => Promise<unknown> }
  | { mode: 'edit'; tenancyId: number; save: (payload: TUpdatePayload) => Promise<unknown> };

/**
 * create-new-tenancy's form, also the edit of a pending tenancy (the terms only: tenant and place stay).
 * From a booking, the tenant and place are fixed (`fixed` names them). Checked with the call's schema.
 */
export function TenancyForm({
  values,
  target,
  submitLabel,
  fixed,
  footer,
}: {
  values: TTenancyForm;
  target: TTenancySave;
  submitLabel: string;
  /** From a booking: its reference and the tenant's name, shown instead of the pickers. */
  fixed?: { bookingRef: string; tenantName: string };
  footer?: ReactNode;
}) {
  const { t } = useTranslation('tenancy');
  const toInput = (f: TTenancyForm) =>
    target.mode === 'create' ? createInputOf(f) : updateInputOf(target.tenancyId, f);
  const form = useForm<TTenancyForm>({
    values,
    resolver: schemaResolver(target.mode === 'create' ? ZCreateTenancyInput : ZUpdateTenancyInput, toInput),
  });
  const onSubmit = useFormSubmit(form, t('form.failed'), (f) =>
    target.mode === 'create'
      ? target.save(createInputOf(f))
      : target.save(updateInputOf(target.tenancyId, f)),
  );
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('form.form')}
      submitLabel={submitLabel}
      isSticky
      footer={footer}
    >
      {target.mode === 'create' && (
        <FormSection
          title={t('form.section.party')}
          description={fixed ? t('form.from-booking', { ref: fixed.bookingRef }) : undefined}
        >
          <TenantField fixedName={fixed?.tenantName} />
          <PlaceFields isFixed={Boolean(fixed)} />
        </FormSection>
      )}
      <TermFields />
      <MoneyFields />
      <FormSection title={t('form.section.contact')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="emergency_contact_name"
            label={t('field.emergency_contact_name')}
            maxLength={120}
          />
          <TextField
            name="emergency_contact_mobile"
            label={t('field.emergency_contact_mobile')}
            inputMode="tel"
            maxLength={30}
          />
          <TextField
            name="emergency_contact_relationship"
            label={t('field.emergency_contact_relationship')}
            maxLength={60}
          />
        </div>
      </FormSection>
      <ExtraTenants />
      <FormSection title={t('form.section.rules')}>
        <RichTextField name="house_rules" label={t('field.house_rules')} />
        <RichTextField name="special_conditions" label={t('field.special_conditions')} />
      </FormSection>
    </FormShell>
  );
}

function TermFields() {
  const { t } = useTranslation('tenancy');
  return (
    <FormSection title={t('form.section.tenure')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="tenure_start" label={t('field.tenure_start')} isRequired />
        <PeriodEndField name="tenure_end" startName="tenure_start" label={t('field.tenure_end')} isRequired />
        <DateField name="rent_free_start" label={t('field.rent_free_start')} />
        <DateField name="rent_free_end" label={t('field.rent_free_end')} />
        <NumberField
          name="fixed_term_months"
          label={t('field.fixed_term_months')}
          isInteger
          suffix={t('form.months')}
        />
        <NumberField
          name="renewed_term_months"
          label={t('field.renewed_term_months')}
          hint={t('form.hint.renewed-term')}
          isInteger
          suffix={t('form.months')}
        />
        <ChoiceField
          name="used_for"
          label={t('field.used_for')}
          options={USED_FOR.map((v) => ({ value: v, label: t(`used-for.${v}`) }))}
        />
      </div>
    </FormSection>
  );
}

function MoneyFields() {
  const { t } = useTranslation('tenancy');
  return (
    <>
      <FormSection title={t('form.section.rent')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField name="monthly_rent_sen" label={t('field.monthly_rent_sen')} prefix="RM" isRequired />
          {RENTAL_FIELDS.map((name) => (
            <NumberField key={name} name={name} label={t(`field.${name}`)} prefix="RM" />
          ))}
          <ChoiceField
            name="payment_frequency"
            label={t('field.payment_frequency')}
            options={PAYMENT_FREQUENCIES.map((v) => ({ value: v, label: t(`frequency.${v}`) }))}
          />
          <NumberField
            name="payment_day"
            label={t('field.payment_day')}
            hint={t('form.hint.payment-day')}
            isInteger
            min={1}
          />
          <NumberField
            name="late_payment_interest_bps"
            label={t('field.late_payment_interest_bps')}
            hint={t('form.hint.late-interest')}
            suffix={t('form.percent-a-year')}
          />
          <NumberField
            name="electricity_rate_sen"
            label={t('field.electricity_rate_sen')}
            prefix="RM"
            suffix={t('form.per-kwh')}
          />
        </div>
      </FormSection>
      <FormSection title={t('form.section.deposits')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {DEPOSIT_FIELDS.map((name, i) => (
            <NumberField key={name} name={name} label={t(`deposit.${DEPOSIT_KINDS[i]}`)} prefix="RM" />
          ))}
        </div>
      </FormSection>
    </>
  );
}

/** Other people living in the place: a row each, added and removed (at most 10). */
function ExtraTenants() {
  const { t } = useTranslation('tenancy');
  const { control } = useFormContext<TTenancyForm>();
  const rows = useFieldArray({ control, name: 'extra_tenants' });
  return (
    <FormSection title={t('form.section.extra-tenants')} description={t('form.hint.extra-tenants')}>
      {rows.fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {rows.fields.map((row, i) => (
            <li
              key={row.id}
              aria-label={t('form.extra-tenant-n', { n: i + 1 })}
              className="grid items-end gap-3 rounded-control border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
            >
              <TextField
                name={`extra_tenants.${i}.name`}
                label={t('field.extra_name')}
                isRequired
                maxLength={120}
              />
              <TextField
                name={`extra_tenants.${i}.id_number`}
                label={t('field.extra_id_number')}
                maxLength={30}
              />
              <TextField
                name={`extra_tenants.${i}.mobile`}
                label={t('field.extra_mobile')}
                inputMode="tel"
                maxLength={30}
              />
              <Button variant="ghost" onClick={() => rows.remove(i)}>
                {t('form.remove-extra')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {rows.fields.length < 10 && (
        <div>
          <Button variant="outline" onClick={() => rows.append({ name: '', id_number: '', mobile: '' })}>
            {t('form.add-extra')}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
