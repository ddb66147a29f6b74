import {
  APPOINTMENT_ACTIONS,
  appointmentTransition,
  type TActor,
  type TAppointment,
  type TAppointmentStatus,
} from '@sewa/domain';
import type { TAppointmentRecord } from './repository';

/** What the caller may do now: the machine's answer, and confirm only once the viewing has begun. */
export function appointmentActions(status: TAppointmentStatus, actor: TActor, viewingAt: Date, now: Date) {
  return APPOINTMENT_ACTIONS.filter(
    (action) =>
      appointmentTransition(status, action, actor).ok &&
      (action !== 'confirm' || viewingAt.getTime() <= now.getTime()),
  );
}

export function toAppointment(r: TAppointmentRecord, actor: TActor, now: Date): TAppointment {
  const a = r.appointment;
  const status = a.status as TAppointmentStatus;
  return {
    id: a.id,
    company_id: a.companyId,
    company_name: r.companyName,
    property_id: a.propertyId,
    property_name: r.propertyName,
    rental_id: a.rentalId,
    unit_name: r.unitName,
    room_name: r.roomName,
    applicant_name: r.applicantName,
    applicant_mobile: r.applicantMobile ? `+${r.applicantCode ?? '60'}${r.applicantMobile}` : null,
    status,
    viewing_at: a.viewingAt.toISOString(),
    message: a.message,
    reason: a.reason,
    created_at: a.createdAt.toISOString(),
    actions: appointmentActions(status, actor, a.viewingAt, now),
  };
}
