import { userListPmas } from '@sewa/domain/agreements/calls';
import { AGREEMENT_TABS, type TAgreementTab } from '@sewa/domain/agreements/machines';
import { PMA_MODES, type TAgreementDetail, type TAgreementRow } from '@sewa/domain/agreements/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { NativeSelect } from '../../../shared/forms/native-select';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useCreatePma, usePma, usePropertyChoices, useTemplates, useUpdatePma } from '../api/agreements';
import { DraftActions, VoidedNotice } from '../shared/draft-actions';
import {
  AgreementPdf,
  AgreementStatusBadge,
  AgreementText,
  day,
  EsignBadge,
  HistoryCard,
  rm,
  SignaturesCard,
  when,
} from '../shared/parts';

// PMA screens (product §10.5): the operator's pma list, create-pma and view-pma/{id} (send, void, sign
// in turn); the landlord's pma list (review-pma and esign-pma are the parties' screens).

type TArea = 'operator' | 'landlord';

function PmaTable({ area, tab }: { area: TArea; tab: TAgreementTab }) {
  const { t } = useTranslation('agreements');
  const paged = usePagedCall(userListPmas, { tab });
  const columns: TDataTableColumn<TAgreementRow>[] = [
    {
      key: 'reference',
      header: t('list.reference'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-mono text-xs">{r.reference}</span>
          <span className="text-xs text-slate-500">{r.title}</span>
        </span>
      ),
    },
    { key: 'property', header: t('pma.property'), cell: (r) => r.property_name },
    { key: 'status', header: t('list.status'), cell: (r) => <AgreementStatusBadge status={r.status} /> },
    { key: 'esign', header: t('list.esign'), cell: (r) => <EsignBadge status={r.esign_status} /> },
    { key: 'updated', header: t('list.updated'), cell: (r) => when(r.updated_at) },
    {
      key: 'open',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (r) => (
        <Link
          to={area === 'operator' ? `/operator/view-pma/${r.id}` : `/landlord/review-pma/${r.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.open-named', { reference: r.reference })}
        >
          {t('list.open')}
        </Link>
      ),
    },
  ];
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(r) => r.id} />;
}

function PmaList({ area }: { area: TArea }) {
  const { t } = useTranslation('agreements');
  const [tab, setTab] = useState<TAgreementTab>('all');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('pma.title')}
        description={t(`pma.description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/create-pma">{t('pma.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <Tabs
        aria-label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TAgreementTab)}
        items={AGREEMENT_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: value === tab ? <PmaTable area={area} tab={value} /> : null,
        }))}
      />
    </div>
  );
}

export const OperatorPmaListPage = () => <PmaList area="operator" />;
export const LandlordPmaListPage = () => <PmaList area="landlord" />;

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

/** view-pma/{id} (operator): the PMA's terms, PDF, signatures and moves. */
export function ViewPmaPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = usePma(Number(id));
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(a) => <PmaDetail pma={a} />}
    </ScreenState>
  );
}

function PmaDetail({ pma: a }: { pma: TAgreementDetail }) {
  const { t } = useTranslation('agreements');
  const terms = a.pma;
  const fee = terms ? (terms.fee_kind === 'fixed' ? rm(terms.fee_value) : `${terms.fee_value / 100}%`) : '';
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={a.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs">{a.reference}</span>
            <AgreementStatusBadge status={a.status} />
            <EsignBadge status={a.esign_status} />
          </span>
        }
        breadcrumbs={[{ label: t('pma.title'), href: '/operator/pma' }, { label: a.reference }]}
        actions={<DraftActions agreement={a} kind="pma" />}
      />
      <VoidedNotice agreement={a} kind="pma" />
      {terms && (
        <Card title={t('pma.terms')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('pma.property')}</dt>
            <dd>{a.property_name}</dd>
            <dt className="text-slate-600">{t('pma.mode')}</dt>
            <dd>{t(`pma.modes.${terms.mode_of_service}`)}</dd>
            <dt className="text-slate-600">{t('pma.agreement-date')}</dt>
            <dd>{day(terms.agreement_date)}</dd>
            <dt className="text-slate-600">{t('pma.commencement-date')}</dt>
            <dd>{day(terms.commencement_date)}</dd>
            <dt className="text-slate-600">{t('pma.fee')}</dt>
            <dd>{fee}</dd>
            <dt className="text-slate-600">{t('pma.profit-sharing')}</dt>
            <dd>{terms.profit_sharing_bps / 100}%</dd>
            <dt className="text-slate-600">{t('pma.landlord-details')}</dt>
            <dd>
              {[terms.landlord.name, terms.landlord.mobile, terms.landlord.email].filter(Boolean).join(' · ')}
            </dd>
            <dt className="text-slate-600">{t('pma.operator-details')}</dt>
            <dd>
              {[terms.operator.name, terms.operator.mobile, terms.operator.email].filter(Boolean).join(' · ')}
            </dd>
          </dl>
          <div className="mt-3">
            <AgreementPdf agreementId={a.id} kind="pma" />
          </div>
        </Card>
      )}
      <SignaturesCard agreement={a} />
      <AgreementText html={a.body} label={a.title} />
      <HistoryCard agreement={a} />
    </div>
  );
}
