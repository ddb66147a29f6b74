import { BOOKING_TABS, type TBookingTab } from '@sewa/domain/booking/machines';
import type { TAppointment } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentStatusBadge } from '../../shared/booking/status-badges';
import { PagedCards } from '../../shared/screens/paged-cards';
import { usePagedCall } from '../../shared/screens/paged-table';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { BOOKING_CALLS, useCancelAppointment } from './api/booking';
import { placeText, when } from './booking-labels';
import { useServerText } from './server-text';

// appointment (tenant): the tenant's viewing requests by tab, in Malaysian time; cancel one while the
// machine allows it (the row's `actions`).

export function AppointmentsPage() {
  const { t } = useTranslation('booking');
  const [tab, setTab] = useState<TBookingTab>('new');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('appointments.title')} description={t('appointments.description')} />
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as TBookingTab)}
        items={BOOKING_TABS.map((value) => ({
          value,
          label: t(`appointments.tabs.${value}`),
          content: value === tab ? <AppointmentList tab={value} /> : null,
        }))}
      />
    </div>
  );
}

function AppointmentList({ tab }: { tab: TBookingTab }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const serverText = useServerText();
  const paged = usePagedCall(BOOKING_CALLS.appointments, { tab });
  const cancel = useCancelAppointment();
  const [cancelling, setCancelling] = useState<TAppointment | null>(null);
  return (
    <>
      <PagedCards
        paged={paged}
        label={t(`appointments.tabs.${tab}`)}
        rowKey={(row) => row.id}
        card={(row) => (
          <article
            aria-label={`${row.property_name} ${when(row.viewing_at)}`}
            className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900">
                  <Link to={`/property-detail/${row.property_id}`} className="hover:underline">
                    {row.property_name}
                  </Link>
                </h2>
                <p className="text-sm text-slate-600">{placeText(t, row.unit_name, row.room_name)}</p>
                <p className="text-xs text-slate-500">{row.company_name}</p>
              </div>
              <AppointmentStatusBadge status={row.status} />
            </div>
            <p className="text-sm text-slate-800">
              <span className="text-slate-500">{t('appointments.when')}: </span>
              <time dateTime={row.viewing_at} className="font-medium">
                {when(row.viewing_at)}
              </time>
            </p>
            {row.message && <p className="text-sm text-slate-600">{row.message}</p>}
            {row.reason && (
              <p className="text-sm text-slate-700">
                <span className="text-slate-500">{t('appointments.reason')}: </span>
                {row.reason}
              </p>
            )}
            {row.actions.includes('cancel') && (
              <div className="flex justify-end">
                <Button size="sm" variant="outline" onClick={() => setCancelling(row)}>
                  {t('appointments.cancel')}
                </Button>
              </div>
            )}
          </article>
        )}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('appointments.confirm-title')}
        message={t('appointments.confirm-message')}
        confirmLabel={t('appointments.confirm-yes')}
        cancelLabel={t('appointments.confirm-no')}
        tone="danger"
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync({ appointment_id: cancelling.id });
            toast.success(t('appointments.cancelled'));
          } catch (error) {
            toast.error({ title: t('appointments.cancel-failed'), description: serverText(error) });
            throw error;
          }
        }}
      />
    </>
  );
}
