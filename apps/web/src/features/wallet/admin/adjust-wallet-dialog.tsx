import { ZAdjustWalletInput } from '@sewa/domain/wallet/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, TextAreaField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SegmentedChoice } from '../../../shared/forms/segmented-choice';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useAdjustWallet } from '../api/wallet';
import { rm } from '../wallet-labels';

type TDirection = 'credit' | 'debit';
type TAdjustForm = { direction: TDirection; amount_sen: string; reason: string };
export type TWalletTarget = { company_id: number; company_name: string; balance_sen: number };

/** The signed amount in sen (a debit negative), or the typed text when it is not an amount. */
const signedOf = (f: TAdjustForm): number | string => {
  const sen = parseMoneyToSen(f.amount_sen);
  if (sen === null) return f.amount_sen;
  return f.direction === 'debit' ? -Math.abs(sen) : Math.abs(sen);
};

/**
 * An admin's manual credit or debit of a company's wallet: direction, amount and a reason (required,
 * kept with the transfer and in the audit log), then a confirmation naming the company and the amount.
 */
export function AdjustWalletDialog({ target, onClose }: { target: TWalletTarget; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const fail = useFailureToast();
  const adjust = useAdjustWallet();
  const [pending, setPending] = useState<{ amount_sen: number; reason: string } | null>(null);
  const form = useForm<TAdjustForm>({
    defaultValues: { direction: 'credit', amount_sen: '', reason: '' },
    resolver: schemaResolver(ZAdjustWalletInput, (f) => ({
      company_id: target.company_id,
      amount_sen: signedOf(f),
      reason: f.reason,
    })),
  });
  const onSubmit = form.handleSubmit((values) =>
    setPending({ amount_sen: Number(signedOf(values)), reason: values.reason.trim() }),
  );
  const confirm = async () => {
    if (!pending) return;
    try {
      const answer = await adjust.mutateAsync({ company_id: target.company_id, ...pending });
      toast.success(
        t('admin.adjust.done', { company: target.company_name, balance: rm(answer.data.balance_sen) }),
      );
      onClose();
    } catch (error) {
      fail(t('admin.adjust.failed'), error);
      throw error;
    }
  };

  return (
    <>
      <Modal
        open={pending === null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t('admin.adjust.title', { company: target.company_name })}
        description={t('admin.adjust.balance', { balance: rm(target.balance_sen) })}
      >
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label={t('admin.adjust.form')}
            className="flex flex-col gap-4"
          >
            <Controller
              control={form.control}
              name="direction"
              render={({ field }) => (
                <SegmentedChoice<TDirection>
                  legend={t('admin.adjust.direction')}
                  value={field.value}
                  onChange={field.onChange}
                  options={[
                    { value: 'credit', label: t('admin.adjust.credit') },
                    { value: 'debit', label: t('admin.adjust.debit') },
                  ]}
                />
              )}
            />
            <NumberField name="amount_sen" label={t('admin.adjust.amount')} prefix="RM" min={0} isRequired />
            <TextAreaField
              name="reason"
              label={t('admin.adjust.reason')}
              hint={t('admin.adjust.reason-hint')}
              rows={3}
              isRequired
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('admin.adjust.review')}</Button>
            </div>
          </form>
        </FormProvider>
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('admin.adjust.confirm-title')}
        message={
          pending &&
          t(pending.amount_sen < 0 ? 'admin.adjust.confirm-debit' : 'admin.adjust.confirm-credit', {
            amount: rm(Math.abs(pending.amount_sen)),
            company: target.company_name,
            reason: pending.reason,
          })
        }
        confirmLabel={t('admin.adjust.confirm')}
        tone={pending && pending.amount_sen < 0 ? 'danger' : 'primary'}
        onConfirm={confirm}
      />
    </>
  );
}
