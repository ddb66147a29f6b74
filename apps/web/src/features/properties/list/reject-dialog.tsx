import { translateValidation } from '@sewa/domain/i18n/validation';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language';

const MAX_REASON = 500;

/** Reject a pending listing: the reason goes back to the operator with the draft. */
export function RejectDialog({
  open,
  onOpenChange,
  name,
  onReject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('properties');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const language = useLanguage();
  const close = (next: boolean) => {
    if (isBusy) return;
    onOpenChange(next);
    if (!next) {
      setReason('');
      setError(null);
    }
  };
  const submit = async () => {
    const text = reason.trim();
    if (!text) return setError(translateValidation('required', language));
    if (text.length > MAX_REASON) return setError(translateValidation('too-long', language));
    setIsBusy(true);
    try {
      await onReject(text);
      setIsBusy(false);
      close(false);
    } catch {
      setIsBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('actions.reject.title')}
      description={t('actions.reject.message', { name })}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={isBusy}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={submit} isLoading={isBusy}>
            {t('actions.reject.label')}
          </Button>
        </>
      }
    >
      <FormField
        label={t('actions.reject.reason')}
        isRequired
        error={error ?? undefined}
        hint={t('actions.reject.hint')}
      >
        <TextArea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={4}
          maxLength={MAX_REASON}
        />
      </FormField>
    </Modal>
  );
}
