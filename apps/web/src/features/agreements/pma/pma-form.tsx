import { PMA_MODES, type TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { NativeSelect } from '../../../shared/forms/native-select';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useCreatePma, usePma, usePropertyChoices, useTemplates, useUpdatePma } from '../api/agreements';

// create-pma and edit-pma/{id} (product §10.5): one form for a draft PMA's property, template, terms and
// both parties' details.

const PARTY_FIELDS = ['name', 'mobile', 'email', 'nationality', 'id_number', 'address'] as const;
type TPartyForm = Record<(typeof PARTY_FIELDS)[number], string>;
const EMPTY_PARTY: TPartyForm = {
  name: '',
  mobile: '',
  email: '',
  nationality: '',
  id_number: '',
  address: '',
};

type TPmaFields = {
  property_id: string;
  template_id: string;
  mode_of_service: string;
  agreement_date: string;
  commencement_date: string;
  fee_kind: string;
  fee_value: string;
  profit_sharing: string;
};
const EMPTY_PMA: TPmaFields = {
  property_id: '',
  template_id: '',
  mode_of_service: 'full_management',
  agreement_date: '',
  commencement_date: '',
  fee_kind: 'percentage',
  fee_value: '',
  profit_sharing: '',
};
/** The terms the form sends (create-pma adds the property and template). */
type TPmaTermsPayload = {
  mode_of_service: (typeof PMA_MODES)[number];
  agreement_date: string;
  commencement_date: string;
  fee_kind: 'percentage' | 'fixed';
  fee_value: number | '';
  profit_sharing_bps: number;
  landlord: string;
  operator: string;
};

/** A draft PMA's form values (edit-pma): percentages from basis points, a fixed fee from sen. */
function fieldsOf(a: TAgreementDetail): { fields: TPmaFields; landlord: TPartyForm; operator: TPartyForm } {
  const terms = a.pma!;
  const partyOf = (p: Partial<TPartyForm>): TPartyForm => ({
    ...EMPTY_PARTY,
    ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v ?? ''])),
  });
  return {
    fields: {
      property_id: String(a.property_id),
      template_id: a.template_id ? String(a.template_id) : '',
      mode_of_service: terms.mode_of_service,
      agreement_date: terms.agreement_date,
      commencement_date: terms.commencement_date,
      fee_kind: terms.fee_kind,
      fee_value:
        terms.fee_kind === 'fixed' ? (terms.fee_value / 100).toFixed(2) : String(terms.fee_value / 100),
      profit_sharing: terms.profit_sharing_bps ? String(terms.profit_sharing_bps / 100) : '',
    },
    landlord: partyOf(terms.landlord as Partial<TPartyForm>),
    operator: partyOf(terms.operator as Partial<TPartyForm>),
  };
}

/**
 * The PMA form of create-pma and edit-pma/{id}: the property (its landlord signs), a PMA template, the
 * terms and both parties' details. Editing keeps the property and template (shown, not changeable).
 */
function PmaForm({
  initial,
  isEdit,
  title,
  submitLabel,
  isPending,
  save,
}: {
  initial: { fields: TPmaFields; landlord: TPartyForm; operator: TPartyForm };
  isEdit: boolean;
  title: string;
  submitLabel: string;
  isPending: boolean;
  /** Saves and answers the PMA's id. */
  save: (fields: TPmaFields, terms: TPmaTermsPayload) => Promise<number>;
}) {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const properties = usePropertyChoices();
  const templates = useTemplates('operator', { kind: 'pma' });
  const [f, setF] = useState(initial.fields);
  const [landlord, setLandlord] = useState<TPartyForm>(initial.landlord);
  const [operator, setOperator] = useState<TPartyForm>(initial.operator);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof typeof f) => (value: string) => setF((old) => ({ ...old, [key]: value }));
  const percentBps = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));
  const submit = async () => {
    setFormError(null);
    const fee =
      f.fee_kind === 'fixed' ? (parseMoneyToSen(f.fee_value) ?? Number.NaN) : percentBps(f.fee_value);
    try {
      const id = await save(f, {
        mode_of_service: f.mode_of_service as (typeof PMA_MODES)[number],
        agreement_date: f.agreement_date,
        commencement_date: f.commencement_date,
        fee_kind: f.fee_kind as 'percentage' | 'fixed',
        fee_value: Number.isNaN(fee) ? '' : fee,
        profit_sharing_bps: f.profit_sharing === '' ? 0 : percentBps(f.profit_sharing),
        landlord: JSON.stringify(landlord),
        operator: JSON.stringify(operator),
      });
      navigate({ to: `/operator/view-pma/${id}` });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setFormError(errorText(error));
    }
  };
  const field = (key: keyof typeof f, label: string, type = 'text') => (
    <FormField label={label} isRequired error={errors[key]} id={`pma-${key}`}>
      <TextInput id={`pma-${key}`} type={type} value={f[key]} onChange={(e) => set(key)(e.target.value)} />
    </FormField>
  );
  const party = (
    title: string,
    value: TPartyForm,
    change: (v: TPartyForm) => void,
    key: 'landlord' | 'operator',
  ) => (
    <Card title={title}>
      {errors[key] && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {errors[key]}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {PARTY_FIELDS.map((name) => (
          <FormField
            key={name}
            label={t(`pma.party.${name}`)}
            isRequired={name === 'name'}
            id={`${key}-${name}`}
          >
            <TextInput
              id={`${key}-${name}`}
              value={value[name]}
              onChange={(e) => change({ ...value, [name]: e.target.value })}
            />
          </FormField>
        ))}
      </div>
    </Card>
  );
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={title}
        breadcrumbs={[{ label: t('pma.title'), href: '/operator/pma' }, { label: title }]}
      />
      <form
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('pma.property')} isRequired error={errors.property_id} id="pma-property_id">
            <NativeSelect
              id="pma-property_id"
              value={f.property_id}
              disabled={isEdit}
              onChange={(e) => set('property_id')(e.target.value)}
              options={[
                { value: '', label: t('pma.choose') },
                ...(properties.data?.data.items ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
          </FormField>
          <FormField label={t('create.template')} isRequired error={errors.template_id} id="pma-template_id">
            <NativeSelect
              id="pma-template_id"
              value={f.template_id}
              disabled={isEdit}
              onChange={(e) => set('template_id')(e.target.value)}
              options={[
                { value: '', label: t('create.choose') },
                ...(templates.data?.data.items ?? []).map((i) => ({
                  value: String(i.id),
                  label: `${i.name} (${t(`language.${i.language}`)})`,
                })),
              ]}
            />
          </FormField>
          <FormField label={t('pma.mode')} isRequired error={errors.mode_of_service} id="pma-mode">
            <NativeSelect
              id="pma-mode"
              value={f.mode_of_service}
              onChange={(e) => set('mode_of_service')(e.target.value)}
              options={PMA_MODES.map((m) => ({ value: m, label: t(`pma.modes.${m}`) }))}
            />
          </FormField>
          {field('agreement_date', t('pma.agreement-date'), 'date')}
          {field('commencement_date', t('pma.commencement-date'), 'date')}
          <FormField label={t('pma.fee-kind')} id="pma-fee-kind" error={errors.fee_kind}>
            <NativeSelect
              id="pma-fee-kind"
              value={f.fee_kind}
              onChange={(e) => set('fee_kind')(e.target.value)}
              options={[
                { value: 'percentage', label: t('pma.fee-kinds.percentage') },
                { value: 'fixed', label: t('pma.fee-kinds.fixed') },
              ]}
            />
          </FormField>
          {field('fee_value', f.fee_kind === 'fixed' ? t('pma.fee-fixed') : t('pma.fee-percent'))}
          <FormField label={t('pma.profit-sharing')} error={errors.profit_sharing_bps} id="pma-profit">
            <TextInput
              id="pma-profit"
              value={f.profit_sharing}
              onChange={(e) => set('profit_sharing')(e.target.value)}
            />
          </FormField>
        </div>
        {party(t('pma.landlord-details'), landlord, setLandlord, 'landlord')}
        {party(t('pma.operator-details'), operator, setOperator, 'operator')}
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" isLoading={isPending} className="self-start">
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}

/** create-pma: a new draft PMA. */
export function CreatePmaPage() {
  const { t } = useTranslation('agreements');
  const create = useCreatePma();
  return (
    <PmaForm
      initial={{ fields: EMPTY_PMA, landlord: EMPTY_PARTY, operator: EMPTY_PARTY }}
      isEdit={false}
      title={t('pma.create')}
      submitLabel={t('pma.submit')}
      isPending={create.isPending}
      save={async (f, terms) => {
        const answer = await create.mutateAsync({
          property_id: f.property_id,
          template_id: f.template_id,
          ...terms,
        });
        return answer.data.id;
      }}
    />
  );
}

/** edit-pma/{id}: a draft PMA's terms and parties (a sent one cannot change: it says so). */
export function EditPmaPage() {
  const { t } = useTranslation('agreements');
  const { id } = useParams({ strict: false }) as { id: string };
  const query = usePma(Number(id));
  const update = useUpdatePma();
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(a) =>
        a.status !== 'draft' ? (
          <div className="flex flex-col gap-4">
            <ScreenHeader
              title={t('pma.edit')}
              breadcrumbs={[{ label: t('pma.title'), href: '/operator/pma' }, { label: a.reference }]}
            />
            <FormAlert tone="info">{t('pma.not-editable')}</FormAlert>
            <Button asChild variant="outline" className="self-start">
              <Link to={`/operator/view-pma/${a.id}`}>{t('sign.open-agreement')}</Link>
            </Button>
          </div>
        ) : (
          <PmaForm
            initial={fieldsOf(a)}
            isEdit
            title={t('pma.edit-named', { reference: a.reference })}
            submitLabel={t('pma.save')}
            isPending={update.isPending}
            save={async (_f, terms) => {
              const answer = await update.mutateAsync({ agreement_id: a.id, ...terms });
              return answer.data.id;
            }}
          />
        )
      }
    </ScreenState>
  );
}
