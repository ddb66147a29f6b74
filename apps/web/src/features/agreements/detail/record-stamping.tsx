import { STAMP_CERTIFICATE_FILES, type TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { STAMPING_RECORDERS, type TStampingRecorder } from '../api/agreements';
import { day } from '../shared/parts';

const RULE = STAMP_CERTIFICATE_FILES.certificate;

/**
 * The stamp certificate of a signed agreement: number, date and PDF, checked here, then confirmed (the
 * agreement becomes stamped for good). The operator records a stamping it did itself
 * (view-agreement-detail), an admin one the platform did on request (tenancy-e-agreement?agreement_id=).
 */
export function RecordStampingForm({
  agreement,
  recorder = 'operator',
}: {
  agreement: TAgreementDetail;
  recorder?: TStampingRecorder;
}) {
  const { t } = useTranslation('agreements');
  const toast = useToast();
  const errorText = useErrorText();
  const record = STAMPING_RECORDERS[recorder]();
  const [number, setNumber] = useState('');
  const [date, setDate] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const check = () => {
    setFormError(null);
    const problems: Record<string, string> = {};
    if (!number.trim()) problems.certificate_no = t('edit.required');
    if (!date) problems.stamped_on = t('edit.required');
    if (files.length === 0) problems.certificate = t('stamping.pdf-required');
    setErrors(problems);
    if (Object.keys(problems).length === 0) setConfirming(true);
  };
  const submit = async () => {
    try {
      await record.mutateAsync({
        agreement_id: agreement.id,
        certificate_no: number.trim(),
        stamped_on: date,
        certificate: files[0],
      });
      toast.success(t('stamping.recorded'));
    } catch (error) {
      // The dialog closes either way: the reason shows under its field or above the button.
      if (isApiError(error) && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setFormError(errorText(error));
    }
  };
  return (
    <form
      noValidate
      aria-label={t('stamping.record-title')}
      className="mt-2 flex flex-col gap-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('stamping.record-title')}</h3>
      <FormField
        label={t('stamping.certificate-no')}
        isRequired
        error={errors.certificate_no}
        id="certificate_no"
      >
        <TextInput
          id="certificate_no"
          value={number}
          maxLength={60}
          onChange={(e) => setNumber(e.target.value)}
        />
      </FormField>
      <FormField label={t('stamping.stamped-on')} isRequired error={errors.stamped_on} id="stamped_on">
        <DatePicker name="stamped_on" value={date} onChange={setDate} />
      </FormField>
      <FormField
        label={t('stamping.certificate-file')}
        isRequired
        error={errors.certificate}
        id="certificate"
      >
        <FileUpload
          kind={RULE.kind}
          maxFiles={RULE.maxFiles}
          maxSizeMb={RULE.maxSizeMb}
          value={files}
          onChange={setFiles}
        />
      </FormField>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" variant="outline" isLoading={record.isPending} className="self-start">
        {t('stamping.record')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('stamping.confirm-title')}
        message={t('stamping.confirm-message', {
          number: number.trim(),
          date: day(date),
          reference: agreement.reference,
        })}
        confirmLabel={t('stamping.record')}
        onConfirm={submit}
      />
    </form>
  );
}
