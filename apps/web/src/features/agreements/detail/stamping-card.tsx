import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import type { TStampingRecorder } from '../api/agreements';
import { day, rm, StampingBadge, when } from '../shared/parts';
import { RecordStampingForm } from './record-stamping';

/**
 * The duty, the deadline and a late warning, the certificate once stamped; the operator asks the platform
 * to stamp, and the operator or an admin records the certificate.
 */
export function StampingCard({
  agreement: a,
  recorder,
  onRequest,
}: {
  agreement: TAgreementDetail;
  recorder: TStampingRecorder;
  /** The operator's "ask the platform to stamp" (not on the admin's screen). */
  onRequest?: () => void;
}) {
  const { t } = useTranslation('agreements');
  const s = a.stamping;
  return (
    <Card title={t('stamping.title')}>
      <div className="flex flex-col gap-2 text-sm">
        <StampingBadge status={s.status} />
        {a.signed_at && s.status !== 'not_required' && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('stamping.duty')}</dt>
            <dd className="tabular-nums">{rm(s.duty_sen)}</dd>
            <dt className="text-slate-600">{t('stamping.duplicates', { count: s.copies })}</dt>
            <dd className="tabular-nums">{rm(s.duplicate_sen)}</dd>
            <dt className="font-medium">{t('stamping.total')}</dt>
            <dd className="font-medium tabular-nums">{rm(s.total_sen)}</dd>
            <dt className="text-slate-600">{t('stamping.deadline')}</dt>
            <dd>{day(s.deadline)}</dd>
          </dl>
        )}
        {s.is_late && (
          <p role="alert" className="rounded-md bg-amber-50 p-2 text-amber-900">
            {t('stamping.late', { penalty: rm(s.late_penalty_sen) })}
          </p>
        )}
        {s.requested_at && (
          <p className="text-slate-700">
            {t('stamping.requested-at', { at: when(s.requested_at), fee: rm(s.fee_sen) })}
          </p>
        )}
        {s.certificate_no && (
          <p className="text-slate-700">
            {t('stamping.certificate', { number: s.certificate_no, date: day(s.stamped_on) })}{' '}
            {s.certificate_url && (
              <a className="underline" href={s.certificate_url} target="_blank" rel="noreferrer">
                {t('stamping.certificate-file')}
              </a>
            )}
          </p>
        )}
        {!a.signed_at && <p className="text-slate-600">{t('stamping.after-signing')}</p>}
        {onRequest && a.status === 'signed' && s.status === 'pending' && (
          <Button className="self-start" onClick={onRequest}>
            {t('stamping.request')}
          </Button>
        )}
        {a.status === 'signed' && (s.status === 'pending' || s.status === 'duty_paid') && (
          <RecordStampingForm agreement={a} recorder={recorder} />
        )}
      </div>
    </Card>
  );
}
