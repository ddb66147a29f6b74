import { type TTenancyDetail, ZRenewTenancyInput } from '@sewa/domain/tenancy/schemas';
import { addDays, addMonthsToDay, tenureMonths } from '@sewa/domain/tenancy/tenure';
import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { Controller, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useTenancyActions } from '../api/tenancy';
import { hundredths } from '../form/form-values';
import { day, rmText } from '../shared/labels';

type TRenewForm = { tenure_end: string; monthly_rent_sen: string };

/** The renewed term's default: from the day after this tenure, for the renewed term (or as long again). */
export function renewalOf(t: Pick<TTenancyDetail, 'tenure_start' | 'tenure_end' | 'renewed_term_months'>) {
  const start = addDays(t.tenure_end, 1);
  const months = t.renewed_term_months ?? tenureMonths(t.tenure_start, t.tenure_end);
  return { start, end: addDays(addMonthsToDay(start, months), -1) };
}

/** Renew: a new pending tenancy for the next term, linked to this one; opens it once made. */
export function RenewDialog({ tenancy, onClose }: { tenancy: TTenancyDetail; onClose: () => void }) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const navigate = useNavigate();
  const { renew } = useTenancyActions();
  const next = renewalOf(tenancy);
  const toInput = (f: TRenewForm) => ({
    tenancy_id: tenancy.id,
    tenure_end: f.tenure_end.trim() || undefined,
    monthly_rent_sen: hundredths(f.monthly_rent_sen),
  });
  const form = useForm<TRenewForm>({
    defaultValues: { tenure_end: next.end, monthly_rent_sen: rmText(tenancy.monthly_rent_sen) },
    resolver: schemaResolver(ZRenewTenancyInput, toInput),
  });
  const onSubmit = useFormSubmit(form, t('confirm.failed'), async (f) => {
    const answer = await renew.mutateAsync(toInput(f));
    toast.success(t('done.renew', { code: answer.data.code }));
    onClose();
    await navigate({ to: `/operator/tenancy-details/${answer.data.id}` });
  });
  const endError = (get(form.formState.errors, 'tenure_end') as { message?: string } | undefined)?.message;
  return (
    <FormDialog
      id="renew-tenancy"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('confirm.renew-title', { code: tenancy.code })}
      description={t('confirm.renew-message', { start: day(next.start) })}
      cancelLabel={t('confirm.back')}
      submitLabel={t('action.renew')}
    >
      <FormField label={t('field.new_tenure_end')} isRequired error={endError} id="field-renew-end">
        <Controller
          control={form.control}
          name="tenure_end"
          render={({ field }) => (
            <DatePicker
              name="tenure_end"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              presetStart={next.start}
            />
          )}
        />
      </FormField>
      <NumberField name="monthly_rent_sen" label={t('field.monthly_rent_sen')} prefix="RM" />
    </FormDialog>
  );
}
