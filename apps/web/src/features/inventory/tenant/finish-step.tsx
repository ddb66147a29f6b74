import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { SignaturePad, type TSignaturePadHandle } from '@sewa/ui/signature-pad.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useListAnswer } from '../api/inventory';
import { ExtrasCard, type TList } from '../lists/list-parts';
import { ExtraItemDialog } from './extra-item-dialog';
import { RejectDialog } from './reject-dialog';
import type { TOutcome } from './tenant-lists-page';

/** The last step: the items the tenant adds, then "Agree and sign" or "Reject". */
export function FinishStep({
  list,
  onBack,
  onAnswered,
}: {
  list: TList;
  onBack?: () => void;
  onAnswered: (outcome: TOutcome) => void;
}) {
  const { t } = useTranslation('inventory');
  const [isAdding, setIsAdding] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  const lines = list.items.filter((line) => !line.is_extra);
  const unrated = lines.filter((line) => line.not_to_rate).length;
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('answer.summary-title')}>
        <p className="text-sm text-slate-700">{t('answer.summary', { count: lines.length, unrated })}</p>
        {onBack && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={onBack}>
            {t('answer.back-to-items')}
          </Button>
        )}
      </Card>
      <ExtrasCard list={list} />
      <div>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsAdding(true)}>
          {t('extra.open')}
        </Button>
      </div>
      <AgreeForm list={list} onAgreed={() => onAnswered('agreed')} />
      <div className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{t('reject.lead')}</p>
        <Button
          variant="danger"
          className="w-full sm:w-auto sm:self-start"
          onClick={() => setIsRejecting(true)}
        >
          {t('reject.open')}
        </Button>
      </div>
      {isAdding && <ExtraItemDialog list={list} onClose={() => setIsAdding(false)} />}
      {isRejecting && (
        <RejectDialog
          list={list}
          onClose={() => setIsRejecting(false)}
          onRejected={() => onAnswered('rejected')}
        />
      )}
    </div>
  );
}

function AgreeForm({ list, onAgreed }: { list: TList; onAgreed: () => void }) {
  const { t } = useTranslation('inventory');
  const errorText = useErrorText();
  const { agree } = useListAnswer();
  const pad = useRef<TSignaturePadHandle>(null);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const signature = pad.current?.getSignature() ?? null;
    const problems: Record<string, string> = {};
    if (!isConfirmed) problems.confirm = t('agree.confirm-required');
    setErrors(problems);
    // An empty pad shows "Please sign your name to proceed" by itself.
    if (!signature || Object.keys(problems).length > 0) return;
    try {
      await agree.mutateAsync({ inventory_list_id: list.id, signature });
      onAgreed();
    } catch (error) {
      // A refused signature goes under the pad; anything else above the button.
      const signatureError = isApiError(error) ? error.fieldErrors.signature : undefined;
      if (signatureError) setErrors({ signature: signatureError });
      else setFormError(errorText(error));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('agree.title')}
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('agree.title')}</h2>
        <p className="text-sm text-slate-600">{t('agree.lead')}</p>
      </div>
      <FormField label={t('agree.signature')} isRequired>
        <SignaturePad
          ref={pad}
          error={errors.signature}
          onChange={(value) => value && setErrors(({ signature: _, ...rest }) => rest)}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <Checkbox
          id="agree-confirm"
          label={t('agree.confirm')}
          checked={isConfirmed}
          isInvalid={Boolean(errors.confirm)}
          aria-describedby={errors.confirm ? 'agree-confirm-error' : undefined}
          onCheckedChange={(checked) => {
            setIsConfirmed(checked);
            if (checked) setErrors(({ confirm: _, ...rest }) => rest);
          }}
        />
        {errors.confirm && (
          <p id="agree-confirm-error" className="text-sm text-red-600">
            {errors.confirm}
          </p>
        )}
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" isLoading={agree.isPending} className="w-full sm:w-auto sm:self-end">
        {t('agree.submit')}
      </Button>
    </form>
  );
}
