import type { TAgreementStatus, TEsignStatus } from '@sewa/domain/agreements/machines';
import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import type { TStampingStatus } from '@sewa/domain/agreements/stamp-duty';
import type { TGeneratedFile } from '@sewa/domain/documents/calls';
import { toDateTimeString } from '@sewa/format/dates';
import { formatMoney } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { useBlobUrl } from '../../../shared/pdf-file';
import { type TAgreementKind, useAgreementPdf, usePmaPdf } from '../api/agreements';

// What every agreement screen shows: statuses, the text, the PDF, the signatures.

export const rm = (sen: number) => formatMoney(sen, 'myr');
export const when = (iso: string | null) => (iso ? toDateTimeString(new Date(iso)) : '—');
export const day = (d: string | null) => (d ? formatDisplayDate(d, 'DD Mon YYYY') : '—');

const STATUS_TONES: Record<TAgreementStatus, TBadgeTone> = {
  draft: 'neutral',
  pending_signatures: 'warning',
  signed: 'success',
  stamped: 'success',
  void: 'danger',
};
const ESIGN_TONES: Record<TEsignStatus, TBadgeTone> = {
  not_sent: 'neutral',
  awaiting: 'warning',
  partially_signed: 'info',
  completed: 'success',
  void: 'danger',
};
const STAMP_TONES: Record<TStampingStatus, TBadgeTone> = {
  not_required: 'neutral',
  pending: 'warning',
  duty_paid: 'info',
  stamped: 'success',
};

export function AgreementStatusBadge({ status }: { status: TAgreementStatus }) {
  const { t } = useTranslation('agreements');
  return <StatusBadge status={status} tone={STATUS_TONES[status]} label={t(`status.${status}`)} />;
}
export function EsignBadge({ status }: { status: TEsignStatus }) {
  const { t } = useTranslation('agreements');
  return <StatusBadge status={status} tone={ESIGN_TONES[status]} label={t(`esign.${status}`)} />;
}
export function StampingBadge({ status }: { status: TStampingStatus }) {
  const { t } = useTranslation('agreements');
  return <StatusBadge status={status} tone={STAMP_TONES[status]} label={t(`stamping.${status}`)} />;
}

/** The agreement's text (the server's sanitised HTML, variables filled) as a reader sees it. */
export function AgreementText({ html, label }: { html: string; label: string }) {
  return (
    <article
      aria-label={label}
      className="sewa-rich-text max-h-[70vh] overflow-y-auto rounded-card border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-800 sm:p-6 [&_p]:mb-3"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (forms/rich-text.ts), values escaped when filled
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The agreement's PDF: a download link, and the pages shown inline when asked. */
export function AgreementPdf({
  agreementId,
  isInline = false,
  kind = 'tenancy',
}: {
  agreementId: number;
  isInline?: boolean;
  kind?: TAgreementKind;
}) {
  const agreement = useAgreementPdf(agreementId, kind === 'tenancy');
  const pma = usePmaPdf(agreementId, kind === 'pma');
  return <PdfOf query={kind === 'pma' ? pma : agreement} isInline={isInline} />;
}

/** A PDF read (any call answering a generated file): its download link, and its pages when asked. */
export function PdfOf({
  query,
  isInline,
}: {
  query: { data?: { data: TGeneratedFile }; isError: boolean; refetch: () => unknown };
  isInline: boolean;
}) {
  const { t } = useTranslation('agreements');
  const file = query.data?.data;
  const url = useBlobUrl(file);
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('pdf.failed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => query.refetch()}>
          {t('pdf.retry')}
        </Button>
      </p>
    );
  if (!file || !url)
    return (
      <span className="inline-flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" /> {t('pdf.loading')}
      </span>
    );
  return (
    <div className="flex flex-col gap-3">
      <Button asChild variant="outline" className="self-start">
        <a href={url} download={file.file_name}>
          {t('pdf.download')}
        </a>
      </Button>
      {isInline && (
        <iframe
          title={t('pdf.frame-title')}
          src={url}
          className="h-[75vh] w-full rounded-card border border-slate-200"
        />
      )}
    </div>
  );
}

/** Each signature: who, as what, when, from where, on which device, and the hash signed. */
export function SignaturesCard({ agreement }: { agreement: TAgreementDetail }) {
  const { t } = useTranslation('agreements');
  return (
    <Card title={t('signatures.title')}>
      <ol className="flex flex-col gap-3 text-sm">
        {agreement.signing_order.map((party, i) => {
          const s = agreement.signatures.find((x) => x.party === party);
          return (
            <li key={party} className="rounded-md border border-slate-200 p-3">
              <p className="font-medium text-slate-900">
                {i + 1}. {t(`party.${party}`)}{' '}
                {s ? (
                  <span className="text-green-700">· {t('signatures.signed-by', { name: s.name })}</span>
                ) : (
                  <span className="text-slate-500">· {t('signatures.waiting')}</span>
                )}
              </p>
              {s && (
                <dl className="mt-1 grid gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-[auto_1fr]">
                  <dt>{t('signatures.at')}</dt>
                  <dd>{when(s.signed_at)}</dd>
                  <dt>{t('signatures.ip')}</dt>
                  <dd>{s.ip ?? '—'}</dd>
                  <dt>{t('signatures.device')}</dt>
                  <dd className="break-all">{s.user_agent ?? '—'}</dd>
                  <dt>{t('signatures.hash')}</dt>
                  <dd className="font-mono break-all">{s.document_sha256}</dd>
                </dl>
              )}
            </li>
          );
        })}
      </ol>
      {agreement.document_sha256 && (
        <p className="mt-3 text-xs text-slate-600">
          {t('signatures.document-hash')}{' '}
          <span className="font-mono break-all">{agreement.document_sha256}</span>
        </p>
      )}
      {agreement.signed_sha256 && (
        <p className="mt-1 text-xs text-slate-600">
          {t('signatures.signed-hash')} <span className="font-mono break-all">{agreement.signed_sha256}</span>
        </p>
      )}
    </Card>
  );
}

/** The agreement's history: who did what, when, and why. */
export function HistoryCard({ agreement }: { agreement: TAgreementDetail }) {
  const { t } = useTranslation('agreements');
  return (
    <Card title={t('history.title')}>
      <ol className="flex flex-col gap-1 text-sm">
        {agreement.history.map((h) => (
          <li key={`${h.created_at}-${h.action}-${h.to_status}`} className="text-slate-700">
            <span className="text-slate-500">{when(h.created_at)}</span> ·{' '}
            {t(`history.${h.action.split(':')[0]}`, { defaultValue: h.action })}
            {h.action.includes(':') ? ` (${t(`party.${h.action.split(':')[1]}`)})` : ''}
            {h.actor_name ? ` · ${h.actor_name}` : ''}
            {h.reason ? ` — ${h.reason}` : ''}
          </li>
        ))}
      </ol>
    </Card>
  );
}
