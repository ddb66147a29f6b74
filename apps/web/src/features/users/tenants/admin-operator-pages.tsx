import type { TCompany } from '@sewa/domain/accounts/company';
import { TAX_MODES } from '@sewa/domain/accounts/rules';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { type TOperatorListItem, ZAdminUpdateOperatorInput } from '@sewa/domain/users/operators-schemas';
import type { adminUpdateOperator } from '@sewa/domain/users/tenants-calls';
import { toDateString } from '@sewa/format/dates';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { get, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  companyTextPayload,
  companyTextValues,
  type TCompanyTextValues,
} from '../../../shared/account/company-text-fields';
import { useCountryCodes } from '../../../shared/account/country-codes';
import { MobileField } from '../../../shared/account/mobile-field';
import { AccountStatusBadge, AccountStatusPanel } from '../../../shared/account-status/account-status-panel';
import { TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { NativeSelect, type TOption } from '../../../shared/forms/native-select';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { TENANT_CALLS, useUpdateOperator } from './api/tenants';
import { dayOf } from './tenant-profile-view';

// The admin's operators (product §2.5 operator, edit-operator/{id}): companies, owners and trials.

/** "On trial until …", "Trial ended …" or "No trial". */
function TrialText({ item }: { item: Pick<TOperatorListItem, 'trial_ends_at' | 'is_trial'> }) {
  const { t } = useTranslation('tenants');
  if (!item.trial_ends_at) return <span className="text-slate-500">{t('operators.no-trial')}</span>;
  return (
    <>
      {t(item.is_trial ? 'operators.trial-until' : 'operators.trial-ended', {
        date: dayOf(item.trial_ends_at),
      })}
    </>
  );
}

/** operator: every company with its owner, trial and number of properties. */
export function OperatorListPage() {
  const { t } = useTranslation('tenants');
  const [search, setSearch] = useState('');
  const paged = usePagedCall(TENANT_CALLS.operators, { search: search || undefined });
  const columns: TDataTableColumn<TOperatorListItem>[] = [
    {
      key: 'company',
      header: t('operators.company'),
      cell: (r) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{r.name}</span>
          <span className="text-xs text-slate-500">{r.domain_code}</span>
        </div>
      ),
    },
    {
      key: 'owner',
      header: t('operators.owner'),
      cell: (r) =>
        r.owner ? (
          <div className="flex flex-col text-sm">
            <span>{r.owner.name}</span>
            <span className="text-xs text-slate-500">
              {[r.owner.email, r.owner.mobile ? `+${r.owner.mobile_country_code} ${r.owner.mobile}` : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (r) => (r.owner ? <AccountStatusBadge status={r.owner.status} /> : '—'),
    },
    { key: 'trial', header: t('operators.trial'), cell: (r) => <TrialText item={r} /> },
    { key: 'properties', header: t('operators.properties'), align: 'right', cell: (r) => r.properties_count },
    { key: 'created', header: t('admin.created'), cell: (r) => dayOf(r.created_at) },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (r) => (
        <Link
          to={`/admin/edit-operator/${r.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('operators.edit-named', { name: r.name })}
        >
          {t('operators.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('operators.title')} description={t('operators.description')} />
      <SearchBox
        value={search}
        onSearch={(next) => {
          setSearch(next);
          paged.setPage(1);
        }}
        label={t('operators.search')}
        placeholder={t('operators.search-placeholder')}
        buttonLabel={t('filters.search-button')}
      />
      <PagedTable paged={paged} caption={t('operators.title')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}

/** The company form's boxes and the trial's first and last day. */
type TOperatorForm = TCompanyTextValues & { trial_starts_at: string; trial_ends_at: string };

const day = (iso: string | null) => (iso ? toDateString(new Date(iso)) : '');

const operatorFormOf = (c: TCompany): TOperatorForm => ({
  ...companyTextValues(c),
  trial_starts_at: day(c.trial_starts_at),
  trial_ends_at: day(c.trial_ends_at),
});

type TOperatorPayload = TCallInput<typeof adminUpdateOperator>;

/** The whole form is saved: empty boxes are sent as "cleared"; the country code only with a mobile. */
const operatorInputOf = (id: number, f: TOperatorForm): TOperatorPayload =>
  ({
    id,
    ...companyTextPayload(f),
    trial_starts_at: f.trial_starts_at.trim() || undefined,
    trial_ends_at: f.trial_ends_at.trim() || undefined,
  }) as TOperatorPayload;

function SelectBox({
  name,
  label,
  options,
}: {
  name: keyof TOperatorForm;
  label: string;
  options: readonly TOption[];
}) {
  const { t } = useTranslation('tenants');
  const { register, formState } = useFormContext<TOperatorForm>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <FormField label={label} error={error}>
      <NativeSelect {...register(name)} options={options} placeholder={t('form.choose')} />
    </FormField>
  );
}

function OperatorForm({ company }: { company: TCompany }) {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  const { countries, nameOf } = useCountryCodes();
  const update = useUpdateOperator();
  const form = useForm<TOperatorForm>({
    values: operatorFormOf(company),
    resolver: schemaResolver(ZAdminUpdateOperatorInput, (f: TOperatorForm) => operatorInputOf(company.id, f)),
  });
  const onSubmit = useFormSubmit(form, t('operators.failed'), async (f) => {
    await update.mutateAsync(operatorInputOf(company.id, f));
    toast.success(t('operators.saved'));
  });
  const { errors } = form.formState;
  const f = (key: string) => t(`operators.field.${key}`);
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('operators.form')}
      submitLabel={t('operators.save')}
      isSticky
    >
      <FormSection title={t('operators.section.company')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={f('name')} isRequired maxLength={150} />
          <TextField name="friendly_name" label={f('friendly_name')} maxLength={100} />
          <TextField name="roc_number" label={f('roc_number')} maxLength={30} />
          <TextField name="domain_code" label={f('domain_code')} isRequired maxLength={12} />
        </div>
      </FormSection>
      <FormSection title={t('operators.section.trial')} description={t('operators.trial-hint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="trial_starts_at" label={f('trial_starts_at')} type="date" />
          <TextField name="trial_ends_at" label={f('trial_ends_at')} type="date" />
        </div>
      </FormSection>
      <FormSection title={t('operators.section.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="person_in_charge_name" label={f('person_in_charge_name')} maxLength={100} />
          <TextField name="person_in_charge_email" label={f('person_in_charge_email')} type="email" />
          <MobileField
            label={f('person_in_charge_mobile')}
            control={form.control}
            register={form.register}
            codeName="person_in_charge_mobile_country_code"
            numberName="person_in_charge_mobile"
            isRequired={false}
            error={
              errors.person_in_charge_mobile?.message ?? errors.person_in_charge_mobile_country_code?.message
            }
          />
        </div>
      </FormSection>
      <FormSection title={t('operators.section.address')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="address_line1" label={f('address_line1')} maxLength={200} />
          <TextField name="address_line2" label={f('address_line2')} maxLength={200} />
          <TextField name="postcode" label={f('postcode')} maxLength={10} />
          <TextField name="city" label={f('city')} maxLength={100} />
          <TextField name="state" label={f('state')} maxLength={100} />
          <SelectBox
            name="country"
            label={f('country')}
            options={countries.map((c) => ({ value: c.iso2, label: nameOf(c) }))}
          />
        </div>
      </FormSection>
      <FormSection title={t('operators.section.bank')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="bank_name" label={f('bank_name')} maxLength={100} />
          <TextField name="bank_account_name" label={f('bank_account_name')} maxLength={100} />
          <TextField name="bank_account_number" label={f('bank_account_number')} inputMode="numeric" />
          <TextField name="payment_username" label={f('payment_username')} maxLength={254} />
        </div>
      </FormSection>
      <FormSection title={t('operators.section.tax')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="sales_tax_id" label={f('sales_tax_id')} maxLength={30} />
          <TextField name="service_tax_id" label={f('service_tax_id')} maxLength={30} />
          <SelectBox
            name="default_tax_mode"
            label={f('default_tax_mode')}
            options={TAX_MODES.map((m) => ({ value: m, label: t(`operators.tax-mode.${m}`) }))}
          />
        </div>
      </FormSection>
    </FormShell>
  );
}

/** edit-operator/{id}: the company's details and trial, and its owner's account status. */
export function EditOperatorPage() {
  const { t } = useTranslation('tenants');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={TENANT_CALLS.operator}>
        {(operator) => (
          <>
            <ScreenHeader
              title={t('operators.edit-title', { name: operator.company.name })}
              description={t('operators.summary', {
                count: operator.properties_count,
                date: dayOf(operator.created_at),
              })}
              breadcrumbs={[
                { label: t('operators.title'), href: '/admin/operator' },
                { label: operator.company.name },
              ]}
            />
            <OperatorForm company={operator.company} />
            {operator.owner ? (
              <>
                <Card title={t('operators.owner')}>
                  <p className="text-sm text-slate-700">
                    {operator.owner.name}
                    {operator.owner.email ? ` · ${operator.owner.email}` : ''}
                    {operator.owner.mobile
                      ? ` · +${operator.owner.mobile_country_code} ${operator.owner.mobile}`
                      : ''}
                  </p>
                </Card>
                <AccountStatusPanel userId={operator.owner.id} audience="admin" />
              </>
            ) : (
              <Card title={t('operators.owner')}>
                <p className="text-sm text-slate-500">{t('operators.no-owner')}</p>
              </Card>
            )}
          </>
        )}
      </RecordScreen>
    </div>
  );
}
