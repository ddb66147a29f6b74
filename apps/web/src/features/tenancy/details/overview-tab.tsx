import { DEPOSIT_KINDS, type TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { formatNumber } from '@sewa/format/number';
import { Card } from '@sewa/ui/card.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { type TTenancyArea, tenancyPath } from '../api/tenancy';
import { Facts, RichText } from '../shared/facts';
import { day, Money, rm, when } from '../shared/labels';

/** Basis points as "10.5% a year"; sen per kWh as "RM 0.57 / kWh". */
const percent = (bps: number) => `${formatNumber(bps / 100, 2)}%`;

/** Every term of the tenancy, its money and its rules (all areas; the tenant's overview too). */
export function OverviewTab({ area, tenancy }: { area: TTenancyArea; tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const d = tenancy;
  const months = (n: number | null) => (n === null ? '—' : t('details.months', { count: n }));
  const link = (id: number, label: string) => (
    <Link {...tenancyPath(area, id)} className={ROW_LINK_CLASSES}>
      {label}
    </Link>
  );
  const bookingLink =
    d.booking_ref && d.booking_id && (area === 'operator' || area === 'admin') ? (
      <Link to={`/${area}/rental-booking`} search={{ booking_id: d.booking_id }} className={ROW_LINK_CLASSES}>
        {d.booking_ref}
      </Link>
    ) : (
      (d.booking_ref ?? '—')
    );
  const depositTotal = DEPOSIT_KINDS.reduce((sum, kind) => sum + (d.deposits[kind] ?? 0), 0);
  return (
    <div className="flex flex-col gap-4">
      {d.reason && (
        <p role="note" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('details.reason', { reason: d.reason })}
        </p>
      )}
      <Card title={t('details.terms')}>
        <Facts
          items={[
            [t('field.tenure_start'), day(d.tenure_start)],
            [t('field.tenure_end'), day(d.tenure_end)],
            [
              t('details.rent-free'),
              d.rent_free_start ? `${day(d.rent_free_start)} – ${day(d.rent_free_end)}` : '—',
            ],
            [t('field.fixed_term_months'), months(d.fixed_term_months)],
            [t('field.renewed_term_months'), months(d.renewed_term_months)],
            [t('field.used_for'), t(`used-for.${d.used_for}`)],
            [t('details.booking'), bookingLink],
            [t('details.checked-in-at'), d.checked_in_at ? when(d.checked_in_at) : '—'],
            ...(d.renewed_from_id
              ? [[t('details.renewed-from'), link(d.renewed_from_id, t('details.open'))] as const]
              : []),
            ...(d.renewed_to_id
              ? [[t('details.renewed-to'), link(d.renewed_to_id, t('details.open'))] as const]
              : []),
          ]}
        />
      </Card>
      <Card title={t('details.rent')}>
        <Facts
          items={[
            [t('field.monthly_rent_sen'), <Money key="rent" sen={d.monthly_rent_sen} />],
            [t('field.advance_rental_sen'), <Money key="advance" sen={d.advance_rental_sen} />],
            [t('field.first_month_rental_sen'), <Money key="first" sen={d.first_month_rental_sen} />],
            [t('field.last_month_rental_sen'), <Money key="last" sen={d.last_month_rental_sen} />],
            [t('field.payment_frequency'), t(`frequency.${d.payment_frequency}`)],
            [t('field.payment_day'), t('details.payment-day', { day: d.payment_day })],
            [t('details.next-payment'), day(d.next_payment_date)],
            [
              t('field.late_payment_interest_bps'),
              t('details.per-year', { rate: percent(d.late_payment_interest_bps) }),
            ],
            [
              t('field.electricity_rate_sen'),
              d.electricity_rate_sen === null
                ? '—'
                : t('details.per-kwh', { rate: rm(d.electricity_rate_sen) }),
            ],
          ]}
        />
      </Card>
      <Card title={t('details.deposits')}>
        <Facts
          items={[
            ...DEPOSIT_KINDS.map(
              (kind) => [t(`deposit.${kind}`), <Money key={kind} sen={d.deposits[kind] ?? 0} />] as const,
            ),
            [t('details.deposit-total'), <Money key="total" sen={depositTotal} />],
            [t('details.deposit-held'), <Money key="held" sen={d.deposit_held_sen} />],
          ]}
        />
      </Card>
      <Card title={t('field.house_rules')}>
        <RichText html={d.house_rules} empty={t('details.none')} />
      </Card>
      <Card title={t('field.special_conditions')}>
        <RichText html={d.special_conditions} empty={t('details.none')} />
      </Card>
    </div>
  );
}
