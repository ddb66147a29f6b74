import type { TStampDutyResult } from '@sewa/domain/agreements/schemas';
import { ZCalculateStampDutyInput } from '@sewa/domain/agreements/schemas';
import { toDateString } from '@sewa/format/dates';
import { formatMoney, parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ToastProvider } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { DateField, NumberField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { usePageTitle } from '../../../shared/use-page-title';
import { useCalculateStampDuty } from '../api/stamp-duty';

// /stamp-duty-calculator (product §10.3): anyone works out the stamp duty of a tenancy agreement by the
// rules of the day it is signed, the duplicates, the total and the last day to stamp without a penalty.

type TForm = { monthly_rent_sen: string; tenure_months: string; copies: string; signed_on: string };

const toInput = (f: TForm) => ({
  monthly_rent_sen: parseMoneyToSen(f.monthly_rent_sen) ?? f.monthly_rent_sen,
  tenure_months: f.tenure_months,
  copies: f.copies,
  signed_on: f.signed_on,
});
const resolver = schemaResolver<TForm>(ZCalculateStampDutyInput, toInput);
const rm = (sen: number) => formatMoney(sen, 'myr');

/** The public site has no toast host of its own (the work areas do): the page brings one. */
export function StampDutyCalculatorPage() {
  return (
    <ToastProvider>
      <Calculator />
    </ToastProvider>
  );
}

function Calculator() {
  const { t } = useTranslation('agreements');
  usePageTitle(t('stamp.title'));
  const form = useForm<TForm>({
    defaultValues: {
      monthly_rent_sen: '',
      tenure_months: '12',
      copies: '1',
      signed_on: toDateString(new Date()),
    },
    resolver,
  });
  const calculate = useCalculateStampDuty();
  const [result, setResult] = useState<TStampDutyResult | null>(null);
  const onSubmit = useFormSubmit(form, t('stamp.failed'), async (values) => {
    const answer = await calculate.mutateAsync(
      toInput(values) as Parameters<typeof calculate.mutateAsync>[0],
    );
    setResult(answer.data);
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('stamp.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('stamp.lead')}</p>
      </div>
      <FormProvider {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('stamp.title')}
          className="grid gap-4 sm:grid-cols-2"
        >
          <NumberField name="monthly_rent_sen" label={t('stamp.monthly-rent')} prefix="RM" isRequired />
          <NumberField name="tenure_months" label={t('stamp.tenure-months')} isInteger min={1} isRequired />
          <NumberField
            name="copies"
            label={t('stamp.copies')}
            hint={t('stamp.copies-hint')}
            isInteger
            min={0}
          />
          <DateField name="signed_on" label={t('stamp.signed-on')} isRequired />
          <Button
            type="submit"
            isLoading={form.formState.isSubmitting}
            className="sm:col-span-2 sm:justify-self-start"
          >
            {t('stamp.calculate')}
          </Button>
        </form>
      </FormProvider>
      {result && <StampDutyResult result={result} />}
      <p className="text-xs text-slate-500">{t('stamp.note')}</p>
    </div>
  );
}

function StampDutyResult({ result }: { result: TStampDutyResult }) {
  const { t } = useTranslation('agreements');
  const rows: [string, string][] = [
    [t('stamp.rules'), t(`stamp.rules-${result.rules}`)],
    [t('stamp.annual-rent'), rm(result.annual_rent_sen)],
    [t('stamp.taxable-rent'), rm(result.taxable_rent_sen)],
    [t('stamp.units'), t('stamp.units-value', { units: result.units, rate: rm(result.rate_sen) })],
    [t('stamp.duty'), rm(result.duty_sen)],
    [t('stamp.duplicates'), rm(result.duplicate_sen)],
  ];
  return (
    <Card title={t('stamp.result')} aria-live="polite">
      {result.exempt ? (
        <p className="text-sm text-slate-700">{t('stamp.exempt')}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
          <dt className="border-t border-slate-200 pt-2 font-semibold text-slate-900">{t('stamp.total')}</dt>
          <dd className="border-t border-slate-200 pt-2 text-right text-lg font-semibold tabular-nums text-brand-800">
            {rm(result.total_sen)}
          </dd>
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-600">
        {t('stamp.deadline', { date: formatDisplayDate(result.stamping_deadline, 'DD Mon YYYY') })}
      </p>
    </Card>
  );
}
