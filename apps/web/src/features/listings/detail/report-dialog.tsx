import { REPORT_REASONS, type TReportReason } from '@sewa/domain/properties/enums';
import { ZReportListingInput } from '@sewa/domain/properties/public-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { errorText } from '../../../shared/forms/error-text';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';
import { useReportListing } from '../api/listing-calls';

type TReportForm = { reason: TReportReason | ''; details: string; contact: string };
const EMPTY: TReportForm = { reason: '', details: '', contact: '' };
export const MAX_DETAILS = 2000;
const MAX_CONTACT = 120;

/** The payload the form sends: the contract's input, checked by the same schema in the browser. */
const reportInputOf = (propertyId: number, form: TReportForm) => ({
  property_id: propertyId,
  reason: form.reason,
  details: form.details.trim(),
  contact: form.contact.trim(),
});

/**
 * The "Report this listing" form: reason and details go to the admins; the visitor gets a thank-you.
 * Mounted while open (report-listing.tsx), so each report starts from a clean form.
 */
export function ReportDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const { t } = useTranslation(['listings', 'general']);
  const labels = useLabels();
  const [isSent, setIsSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<TReportForm>({
    defaultValues: EMPTY,
    resolver: schemaResolver<TReportForm>(ZReportListingInput, (form) => reportInputOf(propertyId, form)),
  });
  const send = useReportListing();
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ reason, ...values }) => {
    // The resolver has refused an empty reason already; this only tells TypeScript.
    if (!reason) return;
    setFailure(null);
    try {
      await send.mutateAsync({ ...reportInputOf(propertyId, { reason, ...values }), reason });
      setIsSent(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError)) setFailure(errorText(error, t));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('listings:report.title')}
      description={isSent ? undefined : t('listings:report.description')}
    >
      {isSent ? (
        <div role="status" className="flex flex-col items-start gap-3">
          <p className="font-semibold text-green-800">{t('listings:report.sent-title')}</p>
          <p className="text-sm text-slate-700">{t('listings:report.sent')}</p>
          <Button variant="outline" onClick={() => onClose()}>
            {t('general:close')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t('listings:report.title')}
        >
          <FormField label={t('listings:report.reason')} isRequired error={errors.reason?.message}>
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <Select
                  name="reason"
                  options={optionsOf(REPORT_REASONS, labels.REPORT_REASON_LABELS)}
                  value={field.value}
                  onValueChange={field.onChange}
                  placeholder={t('listings:report.reason-placeholder')}
                />
              )}
            />
          </FormField>
          <FormField
            label={t('listings:report.details')}
            hint={t('listings:report.details-hint', { count: MAX_DETAILS })}
            error={errors.details?.message}
          >
            <TextArea {...register('details')} rows={4} maxLength={MAX_DETAILS} />
          </FormField>
          <FormField
            label={t('listings:report.contact')}
            hint={t('listings:report.contact-hint')}
            error={errors.contact?.message}
          >
            <TextInput {...register('contact')} maxLength={MAX_CONTACT} autoComplete="email" />
          </FormField>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onClose()}>
              {t('general:cancel')}
            </Button>
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('listings:report.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
