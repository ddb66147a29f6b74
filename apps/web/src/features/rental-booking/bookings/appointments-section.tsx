import { publicGetViewingSlots } from '@sewa/domain/booking/calls';
import { BOOKING_TABS, type TBookingTab } from '@sewa/domain/booking/machines';
import { type TAppointment, ZAppointmentReasonInput } from '@sewa/domain/booking/schemas';
import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/api/hooks';
import { AppointmentStatusBadge } from '../../../shared/booking/status-badges';
import { formatDisplayDate } from '../../../shared/display-date';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { BOOKING_CALLS, type TArea, useAppointmentActions } from '../api/booking';
import { placeOf, viewingTime, when } from '../shared/labels';
import { filterInput, ListFilters, NO_FILTERS, type TListFilters } from './bookings-section';

type TAction = 'approve' | 'confirm' | 'reject' | 'cancel' | 'reschedule';
type TPending = { action: TAction; appointment: TAppointment };

/** Appointments (site viewings) with the tabs new, approved, rejected and all, and their actions. */
export function AppointmentsSection({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const [tab, setTab] = useState<TBookingTab>('new');
  const [filters, setFilters] = useState<TListFilters>(NO_FILTERS);
  const [pending, setPending] = useState<TPending | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <ListFilters area={area} value={filters} onChange={setFilters} />
      <Tabs
        aria-label={t('appointments.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TBookingTab)}
        items={BOOKING_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: (
            <AppointmentTable
              key={JSON.stringify(filters)}
              area={area}
              tab={value}
              filters={filters}
              onAction={(action, appointment) => setPending({ action, appointment })}
            />
          ),
        }))}
      />
      {pending && <AppointmentActionDialog area={area} pending={pending} onClose={() => setPending(null)} />}
    </div>
  );
}

function AppointmentTable({
  area,
  tab,
  filters,
  onAction,
}: {
  area: TArea;
  tab: TBookingTab;
  filters: TListFilters;
  onAction: (action: TAction, appointment: TAppointment) => void;
}) {
  const { t } = useTranslation('rental-booking');
  const paged = usePagedCall(BOOKING_CALLS[area].appointments, { tab, ...filterInput(area, filters) });
  const columns: TDataTableColumn<TAppointment>[] = [
    {
      key: 'applicant',
      header: t('appointments.applicant'),
      cell: (a) => (
        <span className="flex flex-col">
          <span className="font-medium">{a.applicant_name}</span>
          {a.applicant_mobile && <span className="text-xs text-slate-500">{a.applicant_mobile}</span>}
        </span>
      ),
    },
    ...(area === 'admin'
      ? [{ key: 'company', header: t('bookings.company'), cell: (a: TAppointment) => a.company_name }]
      : []),
    { key: 'place', header: t('appointments.place'), cell: (a) => placeOf(a) },
    {
      key: 'viewing_at',
      header: t('appointments.viewing'),
      cell: (a) => <span className="whitespace-nowrap">{viewingTime(a.viewing_at)}</span>,
    },
    {
      key: 'status',
      header: t('appointments.status'),
      cell: (a) => <AppointmentStatusBadge status={a.status} />,
    },
    {
      key: 'message',
      header: t('appointments.message'),
      cell: (a) => (
        <span className="block max-w-xs text-sm break-words whitespace-normal">
          {a.message ?? ''}
          {a.reason && (
            <span className="block text-xs text-slate-500">
              {t('appointments.reason', { reason: a.reason })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'created_at',
      header: t('bookings.created'),
      cell: (a) => <span className="whitespace-nowrap">{when(a.created_at)}</span>,
    },
    // What this site's caller may do, as the server lists it (the operator's side, or an admin).
    {
      key: 'actions',
      header: t('bookings.actions'),
      cell: (a) => (
        <div className="flex flex-wrap gap-1">
          {a.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' || action === 'cancel' ? 'ghost' : 'outline'}
              size="sm"
              onClick={() => onAction(action, a)}
              aria-label={t(`appointments.action-named.${action}`, { name: a.applicant_name })}
            >
              {t(`appointments.action.${action}`)}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(a) => a.id} />;
}

function AppointmentActionDialog({
  area,
  pending,
  onClose,
}: {
  area: TArea;
  pending: TPending;
  onClose: () => void;
}) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const fail = useFailureToast();
  const actions = useAppointmentActions(area);
  const { action, appointment } = pending;
  const appointment_id = appointment.id;
  const done = (key: string) => {
    toast.success(t(key));
    onClose();
  };
  if (action === 'reject') {
    return (
      <TextDialog
        id="reject-appointment"
        title={t('appointments.reject-title')}
        description={t('appointments.reject-message', { name: appointment.applicant_name })}
        label={t('dialog.reason')}
        confirmLabel={t('appointments.action.reject')}
        cancelLabel={t('dialog.back')}
        failedTitle={t('appointments.failed')}
        tone="danger"
        schema={ZAppointmentReasonInput}
        field="reason"
        toInput={(reason) => ({ appointment_id, reason })}
        onConfirm={async (reason) => {
          await actions.reject.mutateAsync({ appointment_id, reason });
          toast.success(t('appointments.done.reject'));
        }}
        onClose={onClose}
      />
    );
  }
  if (action === 'reschedule')
    return <RescheduleDialog area={area} appointment={appointment} onClose={onClose} />;
  const mutation = actions[action];
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`appointments.confirm-title.${action}`)}
      message={t(`appointments.confirm-message.${action}`, {
        name: appointment.applicant_name,
        at: viewingTime(appointment.viewing_at),
      })}
      confirmLabel={t(`appointments.action.${action}`)}
      cancelLabel={t('dialog.back')}
      tone={action === 'cancel' ? 'danger' : 'primary'}
      onConfirm={async () => {
        try {
          await mutation.mutateAsync({ appointment_id });
          done(`appointments.done.${action}`);
        } catch (error) {
          fail(t('appointments.failed'), error);
          throw error;
        }
      }}
    />
  );
}

/** A new time among the offered slots (office hours, the next working days), by day then time. */
function RescheduleDialog({
  area,
  appointment,
  onClose,
}: {
  area: TArea;
  appointment: TAppointment;
  onClose: () => void;
}) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const fail = useFailureToast();
  const { reschedule } = useAppointmentActions(area);
  const slotsQuery = useCall(publicGetViewingSlots, {});
  const slots = slotsQuery.data?.data.slots ?? [];
  const days = useMemo(() => [...new Set(slots.map((s) => toDateString(new Date(s))))], [slots]);
  const [dayValue, setDayValue] = useState('');
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenDay = dayValue || days[0] || '';
  const times = slots.filter((s) => toDateString(new Date(s)) === chosenDay);
  const submit = async () => {
    if (!slot) {
      setError(t('appointments.time-required'));
      return;
    }
    try {
      await reschedule.mutateAsync({ appointment_id: appointment.id, viewing_at: slot });
      toast.success(t('appointments.done.reschedule'));
      onClose();
    } catch (failed) {
      fail(t('appointments.failed'), failed);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !reschedule.isPending && onClose()}
      title={t('appointments.reschedule-title')}
      description={t('appointments.reschedule-message', {
        name: appointment.applicant_name,
        at: viewingTime(appointment.viewing_at),
      })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={reschedule.isPending}>
            {t('dialog.back')}
          </Button>
          <Button onClick={submit} isLoading={reschedule.isPending} disabled={slots.length === 0}>
            {t('appointments.action.reschedule')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('appointments.office-hours')}</p>
        {slotsQuery.isSuccess && slots.length === 0 && (
          <p className="text-sm text-amber-800">{t('appointments.no-slots')}</p>
        )}
        <FormField label={t('appointments.day')} id="reschedule-day">
          <Select
            options={days.map((d) => ({ value: d, label: formatDisplayDate(d, 'DD Mon YYYY') }))}
            value={chosenDay}
            onValueChange={(next) => {
              setDayValue(next);
              setSlot('');
            }}
            disabled={days.length === 0}
          />
        </FormField>
        <FormField label={t('appointments.time')} id="reschedule-time" error={error ?? undefined} isRequired>
          <Select
            options={times.map((s) => ({ value: s, label: formatDisplayDate(new Date(s), 'hh:mm a') }))}
            value={slot}
            placeholder={t('appointments.pick-time')}
            onValueChange={(next) => {
              setSlot(next);
              setError(null);
            }}
            disabled={times.length === 0}
          />
        </FormField>
      </div>
    </Modal>
  );
}
