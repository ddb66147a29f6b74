import type { TAgreementParty } from '@sewa/domain/agreements/machines';
import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { SignaturePad, type TSignaturePadHandle } from '@sewa/ui/signature-pad.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useSignAgreement, useSignPma } from '../api/agreements';

/**
 * The e-signature: the signature pad ("Please sign your name to proceed" while empty) and the consent
 * box, then `onSign` with the drawn signature. A refused field shows under it; anything else above the
 * button. The signed-in screens and the public /e-sign page both sign through it.
 */
export function SignaturePanel({
  reference,
  party,
  isPending,
  onSign,
}: {
  reference: string;
  party: TAgreementParty | null;
  isPending: boolean;
  onSign: (signature: string) => Promise<void>;
}) {
  const { t } = useTranslation('agreements');
  const errorText = useErrorText();
  const pad = useRef<TSignaturePadHandle>(null);
  const [isConsented, setIsConsented] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const signature = pad.current?.getSignature() ?? null;
    const problems: Record<string, string> = {};
    if (!isConsented) problems.is_consent_agreed = t('sign.consent-required');
    setErrors(problems);
    if (!signature || Object.keys(problems).length > 0) return;
    try {
      await onSign(signature);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.signature || fields.is_consent_agreed) setErrors(fields);
      else setFormError(errorText(error));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('sign.title')}
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('sign.title')}</h2>
        <p className="text-sm text-slate-600">
          {t('sign.lead', { party: party ? t(`party.${party}`) : '' })}
        </p>
      </div>
      <FormField label={t('sign.signature')} isRequired>
        <SignaturePad
          ref={pad}
          error={errors.signature}
          onChange={(value) => value && setErrors(({ signature: _, ...rest }) => rest)}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <Checkbox
          checked={isConsented}
          onCheckedChange={(value) => setIsConsented(value === true)}
          label={t('sign.consent', { reference })}
        />
        {errors.is_consent_agreed && (
          <p role="alert" className="text-sm text-red-700">
            {errors.is_consent_agreed}
          </p>
        )}
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={isPending} className="w-full sm:w-auto sm:self-start">
        {t('sign.submit')}
      </Button>
    </form>
  );
}

/** The signed-in party's signature: user-sign-agreement (user-sign-pma for a PMA). */
export function SignForm({ agreement, onSigned }: { agreement: TAgreementDetail; onSigned: () => void }) {
  const signAgreement = useSignAgreement();
  const signPma = useSignPma();
  const sign = agreement.kind === 'pma' ? signPma : signAgreement;
  return (
    <SignaturePanel
      reference={agreement.reference}
      party={agreement.my_party}
      isPending={sign.isPending}
      onSign={async (signature) => {
        await sign.mutateAsync({ agreement_id: agreement.id, signature, is_consent_agreed: true });
        onSigned();
      }}
    />
  );
}
