import { lineTax } from '@sewa/domain/ledger/tax';
import { WALLET_TOPUP_MIN_SEN, ZTopupWalletInput } from '@sewa/domain/wallet/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Modal } from '@sewa/ui/modal.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pageEffects } from '../../app/api/page-effects';
import { NumberField } from '../../shared/forms/fields';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../shared/forms/use-form-submit';
import { useTopupWallet } from './api/wallet';
import { rm } from './wallet-labels';

/** The quick amounts, in RM. */
export const TOPUP_PRESETS_RM = [50, 100, 200, 500] as const;

// The field holds what the person types, in RM; its name is the payload's, so the schema's and the
// server's messages land under it.
type TTopupForm = { amount_sen: string };
const senOf = (text: string): number | string => parseMoneyToSen(text) ?? text;

/**
 * Top up the wallet: pick or type an amount (RM10 at least), see what the wallet is credited after SST
 * (a top-up holds its SST, ADR 0011), then pay on the gateway's page, where the browser goes next.
 */
export function TopupDialog({
  open,
  onOpenChange,
  taxRateBp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  taxRateBp: number;
}) {
  const { t } = useTranslation('wallet');
  const topup = useTopupWallet();
  const form = useForm<TTopupForm>({
    defaultValues: { amount_sen: '' },
    resolver: schemaResolver(ZTopupWalletInput, (f) => ({ amount_sen: senOf(f.amount_sen) })),
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) form.reset({ amount_sen: '' });
  };
  const onSubmit = useFormSubmit(form, t('topup.failed'), async (values) => {
    const answer = await topup.mutateAsync({ amount_sen: Number(senOf(values.amount_sen)) });
    pageEffects.assign(answer.data.payment_url);
  });

  const typed = parseMoneyToSen(form.watch('amount_sen') ?? '');
  const split =
    typed !== null && typed >= WALLET_TOPUP_MIN_SEN ? lineTax(typed, taxRateBp, 'inclusive') : null;
  const ratePercent = (taxRateBp / 100).toString();

  return (
    <Modal open={open} onOpenChange={close} title={t('topup.title')} description={t('topup.lead')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-label={t('topup.title')} className="flex flex-col gap-4">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('topup.presets')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {TOPUP_PRESETS_RM.map((amount) => {
                const isChosen = typed === amount * 100;
                return (
                  <button
                    key={amount}
                    type="button"
                    aria-pressed={isChosen}
                    onClick={() =>
                      form.setValue('amount_sen', String(amount), {
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                    className={cx(
                      'min-h-11 rounded-control border px-3 text-sm font-semibold',
                      focusRing,
                      isChosen
                        ? 'border-brand-700 bg-brand-50 text-brand-800'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                    )}
                  >
                    {rm(amount * 100)}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <NumberField
            name="amount_sen"
            label={t('topup.amount')}
            hint={t('topup.minimum')}
            prefix="RM"
            min={0}
            isRequired
          />
          <div aria-live="polite">
            {split && (
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-card bg-slate-50 p-3 text-sm">
                <dt className="text-slate-600">{t('topup.you-pay')}</dt>
                <dd className="text-right font-medium tabular-nums">{rm(split.gross_sen)}</dd>
                <dt className="text-slate-600">{t('topup.sst', { rate: ratePercent })}</dt>
                <dd className="text-right tabular-nums">-{rm(split.tax_sen)}</dd>
                <dt className="font-semibold text-slate-900">{t('topup.credited')}</dt>
                <dd className="text-right font-semibold tabular-nums text-slate-900">{rm(split.net_sen)}</dd>
              </dl>
            )}
            <p className="mt-2 text-xs text-slate-500">{t('topup.sst-note')}</p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" isLoading={form.formState.isSubmitting || topup.isSuccess}>
              {t('topup.pay')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
