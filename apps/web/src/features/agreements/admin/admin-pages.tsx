import { type TAgreementFees, ZAgreementFeesInput } from '@sewa/domain/agreements/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useAgreementFees, useUpdateAgreementFees } from '../api/agreements';

// Admin agreement-fees (product §10.4): the platform's stamping and e-sign fees, setting 'agreement-fees'.
// The admin's pma list is pma/pma-list.tsx.

type TFeesForm = { stamping_fee_sen: string; esign_fee_sen: string };
const toInput = (f: TFeesForm) => ({
  stamping_fee_sen: parseMoneyToSen(f.stamping_fee_sen) ?? f.stamping_fee_sen,
  esign_fee_sen: parseMoneyToSen(f.esign_fee_sen) ?? f.esign_fee_sen,
});
const resolver = schemaResolver<TFeesForm>(ZAgreementFeesInput, toInput);
const rmText = (sen: number) => (sen / 100).toFixed(2);

function FeesForm({ fees }: { fees: TAgreementFees }) {
  const { t } = useTranslation('agreements');
  const toast = useToast();
  const update = useUpdateAgreementFees();
  const form = useForm<TFeesForm>({
    defaultValues: {
      stamping_fee_sen: rmText(fees.stamping_fee_sen),
      esign_fee_sen: rmText(fees.esign_fee_sen),
    },
    resolver,
  });
  const onSubmit = useFormSubmit(form, t('fees.failed'), async (values) => {
    await update.mutateAsync(toInput(values) as Parameters<typeof update.mutateAsync>[0]);
    toast.success(t('fees.saved'));
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('fees.title')} className="grid gap-4 sm:grid-cols-2">
        <NumberField name="stamping_fee_sen" label={t('fees.stamping')} prefix="RM" isRequired />
        <NumberField name="esign_fee_sen" label={t('fees.esign')} prefix="RM" isRequired />
        <Button type="submit" isLoading={update.isPending} className="self-start sm:col-span-2">
          {t('fees.save')}
        </Button>
      </form>
    </FormProvider>
  );
}

/** agreement-fees: the fees in force, changed by one form. */
export function AdminAgreementFeesPage() {
  const { t } = useTranslation('agreements');
  const query = useAgreementFees();
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('fees.title')} description={t('fees.lead')} />
      <Card>
        <ScreenState query={query} data={query.data?.data}>
          {(fees) => <FeesForm fees={fees} />}
        </ScreenState>
      </Card>
    </div>
  );
}
