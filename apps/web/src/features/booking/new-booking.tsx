import { ADULT_AGE, ageOn, birthDateFromIc } from '@sewa/domain/booking/identity';
import {
  BOOKING_DOCUMENT_FILES,
  type TBookingTerms,
  ZCreateBookingInput,
} from '@sewa/domain/booking/schemas';
import { translateValidation } from '@sewa/domain/i18n/validation';
import { STATUS } from '@sewa/domain/protocol/status';
import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { RadioGroup } from '@sewa/ui/radio-group.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, get, type Resolver, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error';
import { asLanguage } from '../../app/language';
import { useSession } from '../../app/use-session';
import { signInTarget } from '../../shared/account/return-after-sign-in';
import { DateField, NumberField, TextAreaField, TextField } from '../../shared/forms/fields';
import { FormAlert } from '../../shared/forms/form-alert';
import { NativeSelect } from '../../shared/forms/native-select';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { Notice } from '../../shared/screens/notice';
import { useCreateBooking } from './api/booking';
import { clearDraft, EMPTY_BOOKING_FORM, readDraft, saveDraft, type TBookingForm } from './booking-draft';
import { bookingPath, day, tenureText } from './booking-labels';
import { CostBreakdown } from './cost-breakdown';
import { useServerText } from './server-text';
import { Stepper } from './stepper';

// /booking/{rental_id}: details, documents and the cost breakdown, then user-create-booking with the
// documents as files. Consent and payment follow on /booking/b-<n> (resume-booking.tsx).

type TDocument = keyof typeof BOOKING_DOCUMENT_FILES;
type TFiles = Partial<Record<TDocument, File[]>>;
const DOCUMENTS_OF: Record<TBookingForm['document_kind'], readonly TDocument[]> = {
  ic: ['ic_front', 'ic_back', 'selfie'],
  passport: ['passport'],
};
const STEP_FIELDS: readonly (readonly string[])[] = [
  ['move_in_date', 'tenure_months', 'occupants', 'message'],
  ['document_kind', 'id_number', 'date_of_birth', 'ic_front', 'ic_back', 'selfie', 'passport'],
  [],
];
const LAST_STEP = 2;

/** YYYY-MM-DD `months` calendar months after `date` (the 31st of a short month is its last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The payload of the form (files apart), as the server reads it. */
function inputOf(rentalId: number, link: string | undefined, f: TBookingForm) {
  return {
    rental_id: rentalId,
    link,
    move_in_date: f.move_in_date.trim(),
    tenure_months: f.tenure_months,
    occupants: f.occupants,
    message: f.message.trim() || undefined,
    document_kind: f.document_kind,
    id_number: f.id_number.replace(/[\s-]/g, ''),
    date_of_birth: f.document_kind === 'passport' ? f.date_of_birth.trim() || undefined : undefined,
  };
}

type TRules = { today: string; earliest: string; latest: string; tenures: readonly number[] };

/** The rules the contract's schema cannot know: the move-in window, the listing's tenures, adults only. */
function ruleProblems(f: TBookingForm, rules: TRules, t: TFunction, lang: 'en' | 'cn') {
  const problems: Record<string, string> = {};
  const date = f.move_in_date.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    if (date < rules.today) problems.move_in_date = translateValidation('move-in-date-past', lang);
    else if (date < rules.earliest)
      problems.move_in_date = t('details.before-available', { date: day(rules.earliest) });
    else if (date > rules.latest) problems.move_in_date = translateValidation('move-in-date-too-late', lang);
  }
  if (f.tenure_months !== '' && !rules.tenures.includes(Number(f.tenure_months)))
    problems.tenure_months = translateValidation('tenure-not-offered', lang);
  const birth =
    f.document_kind === 'ic'
      ? birthDateFromIc(f.id_number.replace(/[\s-]/g, ''), rules.today)
      : f.date_of_birth;
  if (birth && /^\d{4}-\d{2}-\d{2}$/.test(birth) && ageOn(birth, rules.today) < ADULT_AGE)
    problems[f.document_kind === 'ic' ? 'id_number' : 'date_of_birth'] = translateValidation(
      'under-18',
      lang,
    );
  return problems;
}

export function NewBooking({
  terms,
  link,
  header,
}: {
  terms: TBookingTerms;
  link: string | undefined;
  header: ReactNode;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = asLanguage(i18n.language);
  const rentalId = terms.rental_id;
  const session = useSession();
  const isTenant = Boolean(session.token) && session.role === 'tenant';
  const isOtherRole = Boolean(session.token) && session.role !== 'tenant';
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const serverText = useServerText();
  const create = useCreateBooking();

  const rules = useMemo<TRules>(() => {
    const today = toDateString(new Date());
    const available = terms.available_from.slice(0, 10);
    return {
      today,
      earliest: [available, today].sort()[1]!,
      latest: addMonths(today, 6),
      tenures: terms.tenure_options,
    };
  }, [terms.available_from, terms.tenure_options]);

  const [draft] = useState(() => readDraft(rentalId));
  const [step, setStep] = useState(draft?.step ?? 0);
  const [files, setFiles] = useState<TFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<TDocument, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const resolver = useMemo<Resolver<TBookingForm>>(() => {
    const base = schemaResolver<TBookingForm>(ZCreateBookingInput, (f) => inputOf(rentalId, link, f));
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const errors = { ...result.errors } as Record<string, unknown>;
      for (const [name, message] of Object.entries(ruleProblems(values, rules, t, language)))
        errors[name] ??= { type: 'rule', message };
      return Object.keys(errors).length === 0
        ? { values, errors: {} }
        : ({ values: {}, errors } as Awaited<ReturnType<Resolver<TBookingForm>>>);
    };
  }, [rentalId, link, rules, t, language]);

  const form = useForm<TBookingForm>({
    defaultValues: draft?.values ?? {
      ...EMPTY_BOOKING_FORM,
      move_in_date: terms.link?.move_in_date ?? '',
      tenure_months: terms.tenure_options.length === 1 ? String(terms.tenure_options[0]) : '',
    },
    resolver,
  });
  const kind = form.watch('document_kind');

  // Whatever is typed survives a login, a register or a reload in this tab.
  useEffect(() => {
    const subscription = form.watch((values) =>
      saveDraft(rentalId, { step, values: { ...EMPTY_BOOKING_FORM, ...(values as Partial<TBookingForm>) } }),
    );
    saveDraft(rentalId, { step, values: form.getValues() });
    return () => subscription.unsubscribe();
  }, [form, rentalId, step]);

  const goTo = (next: number) => {
    setStep(next);
    setFormError(null);
    window.scrollTo({ top: 0 });
  };

  const documentProblems = (): Partial<Record<TDocument, string>> =>
    Object.fromEntries(
      DOCUMENTS_OF[form.getValues('document_kind')]
        .filter((name) => !files[name]?.length)
        .map((name) => [name, translateValidation('document-required', language)]),
    );

  const next = async () => {
    const names = STEP_FIELDS[step]!.filter((n) => n in EMPTY_BOOKING_FORM) as (keyof TBookingForm)[];
    const isValid = await form.trigger(names, { shouldFocus: true });
    const missing = step === 1 ? documentProblems() : {};
    setFileErrors(missing);
    if (isValid && Object.keys(missing).length === 0) goTo(step + 1);
  };

  const stepOfField = (name: string) =>
    Math.max(
      0,
      STEP_FIELDS.findIndex((fields) => fields.includes(name)),
    );

  const submit = async () => {
    setFormError(null);
    if (!isTenant) {
      saveDraft(rentalId, { step, values: form.getValues() });
      await navigate(signInTarget(location.href));
      return;
    }
    const values = form.getValues();
    const documents = Object.fromEntries(
      DOCUMENTS_OF[values.document_kind].map((name) => [name, files[name]?.[0]]),
    );
    try {
      const answer = await create.mutateAsync({ ...inputOf(rentalId, link, values), ...documents });
      clearDraft(rentalId);
      toast.success(t('costs.created', { ref: answer.data.booking_ref }));
      await navigate({ to: bookingPath(answer.data.id) });
    } catch (error) {
      if (isApiError(error) && error.statusCode === STATUS.VALIDATION) {
        const entries = Object.entries(error.fieldErrors);
        if (entries.length > 0) {
          // The server's own checks (under 18, a document it could not read…) land on their fields.
          goTo(Math.min(...entries.map(([name]) => stepOfField(name))));
          const onFiles: Partial<Record<TDocument, string>> = {};
          for (const [name, message] of entries) {
            if (name in BOOKING_DOCUMENT_FILES) onFiles[name as TDocument] = message;
            else form.setError(name as keyof TBookingForm, { type: 'server', message });
          }
          setFileErrors(onFiles);
          return;
        }
      }
      setFormError(serverText(error));
    }
  };

  const steps = [t('steps.details'), t('steps.documents'), t('steps.costs')];
  if (terms.is_credit_check_required) steps.push(t('steps.consent'));
  steps.push(t('steps.payment'));
  const here = location.href;

  return (
    <div className="flex flex-col gap-5">
      {header}
      <Stepper steps={steps} current={step} />
      {!isTenant && (
        <Notice
          action={
            isOtherRole ? undefined : (
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link {...signInTarget(here)}>{t('common.log-in')}</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link {...signInTarget(here, '/register')}>{t('common.register')}</Link>
                </Button>
              </div>
            )
          }
        >
          {isOtherRole ? t('page.tenant-only') : t('page.sign-in-first')}
        </Notice>
      )}
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={steps[step]}
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void (step === LAST_STEP ? submit() : next());
          }}
        >
          {step === 0 && <DetailsStep terms={terms} rules={rules} />}
          {step === 1 && (
            <section aria-labelledby="documents-title" className="flex flex-col gap-4">
              <div>
                <h2 id="documents-title" className="text-lg font-semibold text-slate-900">
                  {t('documents.title')}
                </h2>
                <p className="text-sm text-slate-600">{t('documents.lead')}</p>
              </div>
              <FormField label={t('documents.kind')} isRequired>
                <Controller
                  control={form.control}
                  name="document_kind"
                  render={({ field }) => (
                    <RadioGroup
                      name="document_kind"
                      value={field.value}
                      onValueChange={(value) => {
                        field.onChange(value);
                        setFileErrors({});
                        form.clearErrors(['id_number', 'date_of_birth']);
                      }}
                      orientation="horizontal"
                      options={[
                        { value: 'ic', label: t('documents.kind-ic') },
                        { value: 'passport', label: t('documents.kind-passport') },
                      ]}
                    />
                  )}
                />
              </FormField>
              <TextField
                key={kind}
                name="id_number"
                label={kind === 'ic' ? t('documents.id-number-ic') : t('documents.id-number-passport')}
                hint={kind === 'ic' ? t('documents.id-number-ic-hint') : undefined}
                inputMode={kind === 'ic' ? 'numeric' : 'text'}
                maxLength={20}
                autoComplete="off"
                isRequired
              />
              {kind === 'passport' && (
                <DateField name="date_of_birth" label={t('documents.date-of-birth')} isRequired />
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                {DOCUMENTS_OF[kind].map((name) => (
                  <FormField
                    key={name}
                    label={t(`documents.${name}`)}
                    isRequired
                    error={fileErrors[name]}
                    id={`booking-document-${name}`}
                  >
                    <FileUpload
                      kind={BOOKING_DOCUMENT_FILES[name].kind}
                      maxFiles={BOOKING_DOCUMENT_FILES[name].maxFiles}
                      maxSizeMb={BOOKING_DOCUMENT_FILES[name].maxSizeMb}
                      value={files[name] ?? []}
                      onChange={(picked) => {
                        setFiles((all) => ({ ...all, [name]: picked }));
                        setFileErrors((all) => ({ ...all, [name]: undefined }));
                      }}
                    />
                  </FormField>
                ))}
              </div>
            </section>
          )}
          {step === 2 && (
            <section aria-labelledby="costs-title" className="flex flex-col gap-3">
              <div>
                <h2 id="costs-title" className="text-lg font-semibold text-slate-900">
                  {t('costs.title')}
                </h2>
                <p className="text-sm text-slate-600">{t('costs.lead')}</p>
              </div>
              <div className="rounded-card border border-slate-200 bg-white p-3">
                <CostBreakdown costs={terms} />
              </div>
              {terms.is_credit_check_required && (
                <p className="text-sm text-slate-600">{t('costs.credit-check-note')}</p>
              )}
            </section>
          )}
          {formError && <FormAlert>{formError}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {step > 0 ? (
              <Button variant="outline" onClick={() => goTo(step - 1)}>
                {t('common.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" isLoading={form.formState.isSubmitting || create.isPending}>
              {step < LAST_STEP ? t('common.next') : isTenant ? t('costs.submit') : t('costs.sign-in-submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}

function DetailsStep({ terms, rules }: { terms: TBookingTerms; rules: TRules }) {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="details-title" className="flex flex-col gap-4">
      <h2 id="details-title" className="text-lg font-semibold text-slate-900">
        {t('details.title')}
      </h2>
      <DateField
        name="move_in_date"
        label={t('details.move-in-date')}
        hint={t('details.move-in-hint', { from: day(rules.earliest), to: day(rules.latest) })}
        isRequired
      />
      <TenureField options={terms.tenure_options} />
      <NumberField name="occupants" label={t('details.occupants')} isInteger min={1} isRequired />
      <TextAreaField
        name="message"
        label={t('details.message')}
        placeholder={t('details.message-placeholder')}
        rows={3}
      />
    </section>
  );
}

function TenureField({ options }: { options: readonly number[] }) {
  const { t } = useTranslation('booking');
  const { register, formState } = useFormContext<TBookingForm>();
  const error = (get(formState.errors, 'tenure_months') as { message?: string } | undefined)?.message;
  return (
    <FormField label={t('details.tenure')} isRequired error={error} id="field-tenure-months">
      <NativeSelect
        {...register('tenure_months')}
        placeholder={t('details.choose')}
        options={options.map((months) => ({ value: String(months), label: tenureText(t, months) }))}
      />
    </FormField>
  );
}
