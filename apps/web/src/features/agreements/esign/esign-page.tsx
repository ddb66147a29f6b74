import type { TEsignDocument } from '@sewa/domain/agreements/schemas';
import { Card } from '@sewa/ui/card.tsx';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { FormAlert } from '../../../shared/forms/form-alert';
import { LoadError } from '../../../shared/listings/load-error';
import { ScreenState } from '../../../shared/screens/screen-state';
import { usePageTitle } from '../../../shared/use-page-title';
import { useEsignAgreement, useEsignAgreementPdf, useSignEsignAgreement } from '../api/esign';
import { SignaturePanel } from '../party/sign-form';
import { AgreementStatusBadge, PdfOf, when } from '../shared/parts';

// The public /e-sign page (product §10.1, ADR 0022): a tenant or landlord opens the signing link of the
// e-mail or SMS (/e-sign?token=…) without signing in, reviews the agreement (its PDF and parties), then
// signs it with the same signature pad and consent box as the signed-in screens. An unknown link reads
// as not valid; an expired, used or voided one says which.

function Parties({ doc }: { doc: TEsignDocument }) {
  const { t } = useTranslation('agreements');
  return (
    <Card title={t('signatures.title')}>
      <ol className="flex flex-col gap-2 text-sm">
        {doc.signing_order.map((party, i) => {
          const s = doc.signatures.find((x) => x.party === party);
          return (
            <li key={party} className="rounded-md border border-slate-200 p-3">
              <span className="font-medium text-slate-900">
                {i + 1}. {t(`party.${party}`)}
                {party === doc.party && ` (${t('esign-link.you')})`}
              </span>{' '}
              {s ? (
                <span className="text-green-700">
                  · {t('signatures.signed-by', { name: s.name })} · {when(s.signed_at)}
                </span>
              ) : (
                <span className="text-slate-500">· {t('signatures.waiting')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function EsignDocument({ token, doc }: { token: string; doc: TEsignDocument }) {
  const { t } = useTranslation('agreements');
  const pdf = useEsignAgreementPdf(token, true);
  const sign = useSignEsignAgreement(token);
  const [isSigned, setIsSigned] = useState(false);
  const mine = doc.signatures.find((s) => s.party === doc.party);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t('esign-link.title')}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="font-mono text-xs">{doc.reference}</span>
          <span>{doc.title}</span>
          <AgreementStatusBadge status={doc.status} />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t('esign-link.from', { company: doc.company_name, property: doc.property_name })}
        </p>
      </div>
      {isSigned || mine ? (
        <FormAlert tone="success" testId="esign-done">
          {t('esign-link.signed', { name: mine?.name ?? doc.signer_name, reference: doc.reference })}
        </FormAlert>
      ) : (
        <p className="text-sm text-slate-700">
          {doc.can_sign
            ? t('esign-link.your-turn', { name: doc.signer_name, party: t(`party.${doc.party}`) })
            : doc.next_signer
              ? t('review.waiting-for', { party: t(`party.${doc.next_signer}`) })
              : t('review.no-signature-needed')}
        </p>
      )}
      <Card title={t('view.pdf')}>
        <PdfOf query={pdf} isInline />
      </Card>
      <Parties doc={doc} />
      {doc.can_sign && !isSigned && (
        <>
          {doc.document_sha256 && (
            <p className="text-xs text-slate-600">
              {t('sign.hash-note')} <span className="font-mono break-all">{doc.document_sha256}</span>
            </p>
          )}
          <SignaturePanel
            reference={doc.reference}
            party={doc.party}
            isPending={sign.isPending}
            onSign={async (signature) => {
              await sign.mutateAsync({ token, signature, is_consent_agreed: true });
              setIsSigned(true);
            }}
          />
        </>
      )}
      <p className="text-xs text-slate-500">{t('esign-link.expires', { at: when(doc.expires_at) })}</p>
    </div>
  );
}

function EsignForToken({ token }: { token: string }) {
  const { t } = useTranslation('agreements');
  const query = useEsignAgreement(token);
  // 102 (no such link) and 101 (not a link token) read the same: the link is not valid.
  if (query.isError && isApiError(query.error) && [101, 102].includes(query.error.statusCode))
    return <FormAlert testId="esign-invalid">{t('esign-link.invalid')}</FormAlert>;
  if (query.isError && isApiError(query.error) && query.error.statusCode === 104)
    return <LoadError title={t('esign-link.closed')} error={query.error} />;
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(doc) => <EsignDocument token={token} doc={doc} />}
    </ScreenState>
  );
}

export function EsignPage() {
  const { t } = useTranslation('agreements');
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const token = typeof search.token === 'string' ? search.token : '';
  usePageTitle(t('esign-link.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      {token ? (
        <EsignForToken token={token} />
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-slate-900">{t('esign-link.title')}</h1>
          <FormAlert tone="info" testId="esign-no-link">
            {t('esign-link.no-link')}
          </FormAlert>
        </>
      )}
    </div>
  );
}
