import type {
  TRating,
  TRatingSummary,
  TTenantDocument,
  TTenantProfile,
} from '@sewa/domain/users/tenants-schemas';
import { toDateString } from '@sewa/format/dates';
import { Card } from '@sewa/ui/card.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../../../shared/account/country-codes';

// Read-only pieces of a tenant's page: the profile, its documents, the ratings summary and one rating.

export const dayOf = (iso: string | null) => (iso ? toDateString(new Date(iso)) : '—');

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children ?? '—'}</dd>
    </div>
  );
}

/** The tenant's contact and profile fields. */
export function TenantDetails({
  account,
  profile,
}: {
  account: { email: string | null; mobile_country_code: string | null; mobile: string | null };
  profile: TTenantProfile;
}) {
  const { t } = useTranslation('tenants');
  const { countries, nameOf } = useCountryCodes();
  const country = countries.find((c) => c.iso2 === profile.nationality);
  const or = (v: string | number | null) => (v === null || v === '' ? '—' : v);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t('form.section.personal')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('field.mobile')}>
            {account.mobile ? `+${account.mobile_country_code} ${account.mobile}` : '—'}
          </Item>
          <Item label={t('field.email')}>{or(account.email)}</Item>
          <Item label={t('field.date_of_birth')}>{or(profile.date_of_birth)}</Item>
          <Item label={t('field.gender')}>{profile.gender ? t(`gender.${profile.gender}`) : '—'}</Item>
          <Item label={t('field.race')}>{profile.race ? t(`race.${profile.race}`) : '—'}</Item>
          <Item label={t('field.occupation')}>{or(profile.occupation)}</Item>
        </dl>
      </Card>
      <Card title={t('form.section.identity')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('field.nationality')}>{country ? nameOf(country) : or(profile.nationality)}</Item>
          <Item label={t('field.id_type')}>{profile.id_type ? t(`id-type.${profile.id_type}`) : '—'}</Item>
          <Item label={t('field.id_number')}>{or(profile.id_number)}</Item>
        </dl>
      </Card>
      <Card title={t('form.section.emergency')}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Item label={t('field.emergency_contact_name')}>{or(profile.emergency_contact_name)}</Item>
          <Item label={t('field.emergency_contact_mobile')}>{or(profile.emergency_contact_mobile)}</Item>
          <Item label={t('field.emergency_contact_relationship')}>
            {or(profile.emergency_contact_relationship)}
          </Item>
        </dl>
      </Card>
    </div>
  );
}

/** Links to the documents (private files: the browser sends the session with them). */
export function DocumentLinks({ documents }: { documents: readonly TTenantDocument[] }) {
  const { t } = useTranslation('tenants');
  if (documents.length === 0) return <p className="text-sm text-slate-500">{t('document.none')}</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {documents.map((d) => (
        <li key={d.id}>
          <a
            href={d.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded-control border border-slate-200 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50"
          >
            {t(`document.${d.kind}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "4.3 / 5" or "No ratings". */
export function RatingValue({ value }: { value: number | null }) {
  const { t } = useTranslation('tenants');
  return value === null ? (
    <span className="text-slate-500">{t('rating.none')}</span>
  ) : (
    <span className="tabular-nums">{t('rating.out-of-5', { value: value.toFixed(1) })}</span>
  );
}

export function RatingSummaryCard({ summary }: { summary: TRatingSummary }) {
  const { t } = useTranslation('tenants');
  return (
    <Card title={t('rating.summary')} description={t('rating.count', { count: summary.count })}>
      <dl className="grid gap-4 sm:grid-cols-4">
        <Item label={t('rating.overall')}>
          <RatingValue value={summary.overall} />
        </Item>
        <Item label={t('rating.payment')}>
          <RatingValue value={summary.payment} />
        </Item>
        <Item label={t('rating.care_of_property')}>
          <RatingValue value={summary.care_of_property} />
        </Item>
        <Item label={t('rating.communication')}>
          <RatingValue value={summary.communication} />
        </Item>
      </dl>
    </Card>
  );
}

const STATUS_TONE = { active: 'success', disputed: 'warning', removed: 'neutral' } as const;

export function RatingStatus({ status }: { status: TRating['status'] }) {
  const { t } = useTranslation('tenants');
  return <StatusBadge status={status} tone={STATUS_TONE[status]} label={t(`rating.status.${status}`)} />;
}

/** One rating: who, when, the three scores, the comment, and its dispute. */
export function RatingCard({ rating, actions }: { rating: TRating; actions?: ReactNode }) {
  const { t } = useTranslation('tenants');
  return (
    <li className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{rating.company_name}</span>
          <span className="text-xs text-slate-500">{dayOf(rating.created_at)}</span>
        </div>
        <RatingStatus status={rating.status} />
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {(['payment', 'care_of_property', 'communication'] as const).map((q) => (
          <Item key={q} label={t(`rating.${q}`)}>
            <span className="tabular-nums">{t('rating.stars', { count: rating[q] })}</span>
          </Item>
        ))}
      </dl>
      {rating.comment && <p className="text-sm text-slate-700">{rating.comment}</p>}
      {rating.dispute_reason && (
        <p className="text-sm text-slate-600">
          <span className="font-medium">{t('rating.dispute-reason')}: </span>
          {rating.dispute_reason}
        </p>
      )}
      {rating.resolution && (
        <p className="text-sm text-slate-600">
          <span className="font-medium">{t(`rating.resolution.${rating.resolution}`)}</span>
          {rating.resolution_note ? ` — ${rating.resolution_note}` : ''}
        </p>
      )}
      {actions}
    </li>
  );
}
