import { formatMoney } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/display-date';
import { useTenancySummary } from './api/dashboard';

const day = (date: string) => formatDisplayDate(date, 'DD Mon YYYY');

/** The open items a tenant can act on, each with where it is done. */
const OPEN_ITEMS = [
  { key: 'inventory_lists_to_answer', path: '/inventory-list' },
  { key: 'bookings_in_progress', path: '/booking-history' },
  { key: 'refunds_pending', path: '/refund' },
  { key: 'appointments_upcoming', path: '/appointment' },
] as const;

/**
 * The tenant's dashboard: the current tenancy, the next payment's day and amount, and the open items; a
 * tenant without a tenancy is sent to the property search. Nothing while it loads or cannot be read.
 */
export function TenantSummary() {
  const { t } = useTranslation('dashboard');
  const { summary } = useTenancySummary();
  if (!summary) return null;
  const tenancy = summary.tenancy;
  return (
    <section
      aria-labelledby="tenancy-summary-title"
      className="flex flex-col gap-3"
      data-testid="tenancy-summary"
    >
      <h2 id="tenancy-summary-title" className="text-base font-semibold text-slate-900">
        {t('tenant.title')}
      </h2>
      {tenancy ? (
        <div className="grid gap-3 md:grid-cols-2">
          <Card
            title={tenancy.property_name}
            description={[tenancy.unit_name, tenancy.room_name].filter(Boolean).join(' · ')}
          >
            <div className="flex flex-col gap-2 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={tenancy.status} label={t(`tenant.status.${tenancy.status}`)} />
                <span className="text-slate-500">{tenancy.code}</span>
              </span>
              <span>
                {t('tenant.tenure', { start: day(tenancy.tenure_start), end: day(tenancy.tenure_end) })}
              </span>
              <span>{t('tenant.rent', { amount: formatMoney(tenancy.monthly_rent_sen, 'myr') })}</span>
              <Link
                to={`/tenancy-detail/${tenancy.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {t('tenant.open')}
              </Link>
            </div>
          </Card>
          <Card title={t('tenant.next-payment')}>
            {summary.next_payment_date ? (
              <p className="flex flex-col gap-1">
                <span className="text-2xl font-semibold text-slate-900 tabular-nums">
                  {formatMoney(summary.next_payment_sen ?? 0, 'myr')}
                </span>
                <span className="text-sm text-slate-600">
                  {t('tenant.due', { date: day(summary.next_payment_date) })}
                </span>
              </p>
            ) : (
              <p className="text-sm text-slate-600">{t('tenant.no-payment')}</p>
            )}
          </Card>
        </div>
      ) : (
        <EmptyState
          description={t('tenant.none-text')}
          action={
            <Button asChild>
              <Link to="/propertylist">{t('tenant.search')}</Link>
            </Button>
          }
        />
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('tenant.open-items')}>
        {OPEN_ITEMS.map(({ key, path }) => {
          const count = summary.open_items[key];
          return (
            <li key={key}>
              <Link
                to={path}
                className={cx(
                  'flex h-full flex-col rounded-card border bg-white p-4 shadow-xs hover:border-brand-300',
                  count > 0 ? 'border-amber-200' : 'border-slate-200',
                  focusRing,
                )}
              >
                <span className="text-2xl font-semibold text-slate-900 tabular-nums">{count}</span>
                <span className="text-sm text-slate-600">{t(`tenant.item.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
