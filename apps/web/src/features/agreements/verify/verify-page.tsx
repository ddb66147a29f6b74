import { AGREEMENT_PDF_FILES, type TVerifyResult } from '@sewa/domain/agreements/schemas';
import { toDateTimeString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { usePageTitle } from '../../../shared/use-page-title';
import { useVerifyAgreementPdf } from '../api/verify';

// /verify-agreement (ADR 0022): anyone holding an agreement's PDF checks it against the hashes stored
// when it was sent and signed, as the signed PDF's audit page tells its reader to. A PDF changed by one
// byte matches nothing.

const RULE = AGREEMENT_PDF_FILES.file;
const when = (iso: string | null) => (iso ? toDateTimeString(new Date(iso)) : '—');

export function VerifyAgreementPage() {
  const { t } = useTranslation('agreements');
  usePageTitle(t('verify.title'));
  const errorText = useErrorText();
  const verify = useVerifyAgreementPdf();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<TVerifyResult | null>(null);
  const submit = async () => {
    setFormError(null);
    setResult(null);
    if (files.length === 0) {
      setError(t('verify.required'));
      return;
    }
    setError(null);
    try {
      setResult((await verify.mutateAsync({ file: files[0] })).data);
    } catch (failure) {
      setFormError(errorText(failure));
    }
  };
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('verify.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('verify.lead')}</p>
      </div>
      <form
        noValidate
        aria-label={t('verify.title')}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={t('verify.file')} isRequired error={error ?? undefined} id="verify-file">
          <FileUpload
            kind={RULE.kind}
            maxFiles={RULE.maxFiles}
            maxSizeMb={RULE.maxSizeMb}
            value={files}
            onChange={(next) => {
              setFiles(next);
              setResult(null);
            }}
          />
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" isLoading={verify.isPending} className="self-start">
          {t('verify.check')}
        </Button>
      </form>
      {result && <VerifyResult result={result} />}
    </div>
  );
}

function VerifyResult({ result: r }: { result: TVerifyResult }) {
  const { t } = useTranslation('agreements');
  return (
    <Card title={t('verify.result')} aria-live="polite">
      <div className="flex flex-col gap-3 text-sm">
        {r.match ? (
          <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
            {t(`verify.match-${r.match}`, { reference: r.reference ?? '' })}
          </p>
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {t('verify.no-match')}
          </p>
        )}
        {r.match && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('verify.kind')}</dt>
            <dd>{r.kind ? t(`kind.${r.kind}`) : '—'}</dd>
            <dt className="text-slate-600">{t('list.status')}</dt>
            <dd>{r.status ? t(`status.${r.status}`) : '—'}</dd>
            <dt className="text-slate-600">{t('detail.signed-at')}</dt>
            <dd>{when(r.signed_at)}</dd>
          </dl>
        )}
        {r.signers.length > 0 && (
          <ol className="flex flex-col gap-1">
            {r.signers.map((s) => (
              <li key={`${s.party}-${s.signed_at}`}>
                {t('verify.signer', { party: t(`party.${s.party}`), name: s.name, at: when(s.signed_at) })}
              </li>
            ))}
          </ol>
        )}
        <p className="text-xs text-slate-600">
          {t('verify.sha256')} <span className="font-mono break-all">{r.sha256}</span>
        </p>
      </div>
    </Card>
  );
}
