import { hasPrivilege } from '@sewa/domain/access/privileges';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasScreen } from '../../app/router/router-context';
import { useSession } from '../../app/use-session';
import { formatDisplayDate } from '../../shared/display-date';
import { useTenancyStats } from './api/dashboard';

function Tile({ label, value, to }: { label: string; value: number; to?: string }) {
  const body: ReactNode = (
    <>
      <span className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</span>
      <span className="text-sm text-slate-600">{label}</span>
    </>
  );
  const classes = 'flex h-full flex-col rounded-card border border-slate-200 bg-white p-4 shadow-xs';
  return to ? (
    <Link to={to} className={cx(classes, 'hover:border-brand-300', focusRing)}>
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}

/**
 * The operator's tenancy figures (SPEC §9): active and pending tenancies, those ending within 60 days,
 * vacant units and rooms, and the places vacant for over 90 days, flagged. Only with the tenancy
 * privilege; nothing while loading or when it cannot be read.
 */
export function OperatorStats() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const hasScreen = useHasScreen();
  const { stats } = useTenancyStats(hasPrivilege(session.privileges, 'tenancy'));
  if (!stats) return null;
  const link = (status: string) =>
    hasScreen('/operator/tenancy') ? `/operator/tenancy?status=${status}` : undefined;
  return (
    <section
      aria-labelledby="tenancy-stats-title"
      className="flex flex-col gap-3"
      data-testid="tenancy-stats"
    >
      <h2 id="tenancy-stats-title" className="text-base font-semibold text-slate-900">
        {t('operator.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <li>
          <Tile label={t('operator.active')} value={stats.active} to={link('active')} />
        </li>
        <li>
          <Tile label={t('operator.pending')} value={stats.pending} to={link('pending')} />
        </li>
        <li>
          <Tile label={t('operator.ending')} value={stats.ending_within_60} to={link('active')} />
        </li>
        <li>
          <Tile label={t('operator.vacant-units')} value={stats.vacant_units} />
        </li>
        <li>
          <Tile label={t('operator.vacant-rooms')} value={stats.vacant_rooms} />
        </li>
      </ul>
      <h3 className="text-sm font-semibold text-slate-800">{t('operator.long-vacant')}</h3>
      <DataTable
        caption={t('operator.long-vacant')}
        columns={[
          { key: 'property_name', header: t('operator.property') },
          {
            key: 'place',
            header: t('operator.place'),
            cell: (v) => [v.unit_name, v.room_name].filter(Boolean).join(' · '),
          },
          {
            key: 'vacant_since',
            header: t('operator.vacant-since'),
            cell: (v) => formatDisplayDate(v.vacant_since.slice(0, 10), 'DD Mon YYYY'),
          },
          {
            key: 'days_vacant',
            header: t('operator.days'),
            cell: (v) => (
              <StatusBadge
                status="overdue"
                tone="warning"
                label={t('operator.days-vacant', { count: v.days_vacant })}
              />
            ),
          },
        ]}
        rows={stats.long_vacant}
        rowKey={(v) => `${v.unit_id}-${v.room_id ?? 'unit'}`}
      />
    </section>
  );
}
