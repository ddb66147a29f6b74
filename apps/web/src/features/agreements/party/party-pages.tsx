import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useAgreement, usePma } from '../api/agreements';
import {
  AgreementPdf,
  AgreementStatusBadge,
  AgreementText,
  day,
  EsignBadge,
  SignaturesCard,
  StampingBadge,
} from '../shared/parts';
import { SignForm } from './sign-form';

// The parties' screens (product §10.1): review-agreement/{id} (read it), esign-agreement/{id} (sign it)
// and view-agreement/{id} (the signed agreement and its PDF), and a PMA's review-pma/esign-pma, for the
// tenant (no prefix), the landlord
// (/landlord) and the operator's side (/operator, which signs last).

export type TPartyArea = 'tenant' | 'landlord' | 'operator';
const prefix = (area: TPartyArea) => (area === 'tenant' ? '' : `/${area}`);
type TKind = 'tenancy' | 'pma';
/** Where a party reads the agreement after signing: a PMA's landlord on review-pma (no view-pma of theirs). */
const viewPath = (area: TPartyArea, id: number, kind: TKind = 'tenancy') => {
  if (kind === 'pma') return area === 'operator' ? `/operator/view-pma/${id}` : `/landlord/review-pma/${id}`;
  return area === 'operator'
    ? `/operator/view-agreement-detail/${id}`
    : `${prefix(area)}/view-agreement/${id}`;
};
const listPath = (area: TPartyArea, kind: TKind = 'tenancy') =>
  kind === 'pma'
    ? `${prefix(area)}/pma`
    : area === 'operator'
      ? '/operator/my-agreement'
      : `${prefix(area)}/agreement`;
const esignPath = (area: TPartyArea, id: number, kind: TKind) =>
  `${prefix(area)}/esign-${kind === 'pma' ? 'pma' : 'agreement'}/${id}`;

function AgreementRecord({
  kind,
  children,
}: {
  kind: TKind;
  children: (a: TAgreementDetail) => React.ReactNode;
}) {
  const { id } = useParams({ strict: false }) as { id: string };
  const agreement = useAgreement(Number(id), kind === 'tenancy');
  const pma = usePma(Number(id), kind === 'pma');
  const query = kind === 'pma' ? pma : agreement;
  return (
    <ScreenState query={query} data={query.data?.data}>
      {children}
    </ScreenState>
  );
}

function Header({
  area,
  agreement,
  title,
}: {
  area: TPartyArea;
  agreement: TAgreementDetail;
  title: string;
}) {
  const { t } = useTranslation('agreements');
  return (
    <ScreenHeader
      title={title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs">{agreement.reference}</span>
          <span>{agreement.title}</span>
          <AgreementStatusBadge status={agreement.status} />
          <EsignBadge status={agreement.esign_status} />
        </span>
      }
      breadcrumbs={[
        {
          label: t(agreement.kind === 'pma' ? 'pma.title' : 'list.title'),
          href: listPath(area, agreement.kind),
        },
        { label: agreement.reference },
      ]}
    />
  );
}

function ReviewScreen({ area, kind = 'tenancy' }: { area: TPartyArea; kind?: TKind }) {
  const { t } = useTranslation('agreements');
  return (
    <AgreementRecord kind={kind}>
      {(a) => (
        <div className="flex flex-col gap-4">
          <Header area={area} agreement={a} title={t('review.title')} />
          <p className="text-sm text-slate-700">
            {a.actions.includes('sign')
              ? t('review.your-turn')
              : a.next_signer
                ? t('review.waiting-for', { party: t(`party.${a.next_signer}`) })
                : t('review.no-signature-needed')}
          </p>
          <AgreementText html={a.body} label={a.title} />
          <AgreementPdf agreementId={a.id} kind={kind} />
          {a.actions.includes('sign') && (
            <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
              <Link to={esignPath(area, a.id, kind)}>{t('review.continue')}</Link>
            </Button>
          )}
        </div>
      )}
    </AgreementRecord>
  );
}

function EsignScreen({ area, kind = 'tenancy' }: { area: TPartyArea; kind?: TKind }) {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  return (
    <AgreementRecord kind={kind}>
      {(a) => (
        <div className="flex flex-col gap-4">
          <Header area={area} agreement={a} title={t('sign.page-title')} />
          {a.actions.includes('sign') ? (
            <>
              <AgreementText html={a.body} label={a.title} />
              <p className="text-xs text-slate-600">
                {t('sign.hash-note')} <span className="font-mono break-all">{a.document_sha256}</span>
              </p>
              <SignForm agreement={a} onSigned={() => navigate({ to: viewPath(area, a.id, kind) })} />
            </>
          ) : (
            <Card>
              <p className="text-sm text-slate-700">{t('sign.not-your-turn')}</p>
              <Button asChild variant="outline" className="mt-3">
                <Link to={viewPath(area, a.id, kind)}>{t('sign.open-agreement')}</Link>
              </Button>
            </Card>
          )}
        </div>
      )}
    </AgreementRecord>
  );
}

function ViewScreen({ area, kind = 'tenancy' }: { area: TPartyArea; kind?: TKind }) {
  const { t } = useTranslation('agreements');
  return (
    <AgreementRecord kind={kind}>
      {(a) => (
        <div className="flex flex-col gap-4">
          <Header area={area} agreement={a} title={t('view.title')} />
          {a.status === 'void' && (
            <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {t('view.voided', { reason: a.void_reason ?? '' })}
            </p>
          )}
          {a.actions.includes('sign') && (
            <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
              <Link to={esignPath(area, a.id, kind)}>{t('review.continue')}</Link>
            </Button>
          )}
          <Card title={t('view.pdf')}>
            <AgreementPdf agreementId={a.id} kind={kind} />
          </Card>
          <SignaturesCard agreement={a} />
          <Card title={t('stamping.title')}>
            <StampingBadge status={a.stamping.status} />
            {a.stamping.certificate_no && (
              <p className="mt-2 text-sm text-slate-700">
                {t('stamping.certificate', {
                  number: a.stamping.certificate_no,
                  date: day(a.stamping.stamped_on),
                })}{' '}
                {a.stamping.certificate_url && (
                  <a className="underline" href={a.stamping.certificate_url} target="_blank" rel="noreferrer">
                    {t('stamping.certificate-file')}
                  </a>
                )}
              </p>
            )}
          </Card>
          <AgreementText html={a.body} label={a.title} />
        </div>
      )}
    </AgreementRecord>
  );
}

export const TenantReviewAgreementPage = () => <ReviewScreen area="tenant" />;
export const TenantEsignAgreementPage = () => <EsignScreen area="tenant" />;
export const TenantViewAgreementPage = () => <ViewScreen area="tenant" />;
export const LandlordReviewAgreementPage = () => <ReviewScreen area="landlord" />;
export const LandlordEsignAgreementPage = () => <EsignScreen area="landlord" />;
export const LandlordViewAgreementPage = () => <ViewScreen area="landlord" />;
export const OperatorEsignAgreementPage = () => <EsignScreen area="operator" />;
export const OperatorReviewAgreementPage = () => <ReviewScreen area="operator" />;
export const OperatorViewAgreementPage = () => <ViewScreen area="operator" />;
export const LandlordReviewPmaPage = () => <ReviewScreen area="landlord" kind="pma" />;
export const LandlordEsignPmaPage = () => <EsignScreen area="landlord" kind="pma" />;
export const OperatorReviewPmaPage = () => <ReviewScreen area="operator" kind="pma" />;
export const OperatorEsignPmaPage = () => <EsignScreen area="operator" kind="pma" />;
