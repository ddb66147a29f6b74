import {
  appointmentTransition,
  isOfficeHoursSlot,
  type TAppointmentAction,
  type TAppointmentStatus,
} from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { noticeTenant, tenantNotice } from './notices';
import { findAppointment, updateAppointment } from './repository';
import { toAppointment } from './views';

type TMove =
  | { action: Exclude<TAppointmentAction, 'reschedule' | 'reject'> }
  | { action: 'reject'; reason: string }
  | { action: 'reschedule'; viewingAt: string };

/**
 * Every move of an appointment: approve, reject (reason), confirm (once the viewing has begun), cancel,
 * reschedule (operator side: a new office-hours slot in the future; the 3-working-day window binds only
 * the tenant's own request). The machine decides (104 illegal, 103 wrong actor); the row is locked, so
 * two operators acting at once make one move; the tenant hears of every change.
 */
export async function moveAppointment(uc: TUseCase, id: number, move: TMove) {
  const now = uc.services.now();
  const actor = actorOf(uc);
  let viewingAt: Date | null = null;
  if (move.action === 'reschedule') {
    viewingAt = new Date(move.viewingAt);
    if (!isOfficeHoursSlot(viewingAt)) throw invalid({ viewing_at: 'viewing-office-hours' });
    if (viewingAt.getTime() <= now.getTime()) throw invalid({ viewing_at: 'viewing-window' });
  }
  const [record, after] = await uc.services.db.transaction(async (tx) => {
    const found = await findAppointment(tx, uc.scope, id, true);
    if (!found) throw notFound();
    const from = found.appointment.status as TAppointmentStatus;
    const to = mustTransition(appointmentTransition(from, move.action, actor));
    if (move.action === 'confirm' && found.appointment.viewingAt.getTime() > now.getTime()) throw conflict();
    const reason = move.action === 'reject' ? move.reason : null;
    await updateAppointment(tx, id, {
      status: to,
      updatedAt: now,
      ...(viewingAt ? { viewingAt } : {}),
      ...(move.action === 'reject' ? { reason } : {}),
    });
    await recordTransition(tx, {
      companyId: found.appointment.companyId,
      subjectType: 'appointment',
      subjectId: id,
      action: move.action,
      from,
      to,
      uc,
      reason:
        reason ??
        (viewingAt ? `${found.appointment.viewingAt.toISOString()} → ${viewingAt.toISOString()}` : null),
      at: now,
    });
    // The operator's side and admins act with a privilege: their changes are audited.
    if (actor !== 'tenant')
      await audit(tx, uc, {
        companyId: found.appointment.companyId,
        action: move.action,
        entity: 'appointment',
        entityId: id,
        before: { status: from, viewing_at: found.appointment.viewingAt.toISOString() },
        after: { status: to, ...(viewingAt ? { viewing_at: viewingAt.toISOString() } : {}), reason },
      });
    const saved = (await findAppointment(tx, uc.scope, id))!;
    // The tenant hears of every change but its own cancellation.
    const notice =
      actor === 'tenant'
        ? async () => {}
        : await noticeTenant(
            tx,
            uc.services,
            found.appointment.userId,
            tenantNotice(to, found.propertyName, saved.appointment.viewingAt, move.action === 'reschedule'),
            now,
          );
    return [saved, notice] as const;
  });
  await after();
  return toAppointment(record, actor, now);
}

export const approveAppointment = (uc: TUseCase, input: { appointment_id: number }) =>
  moveAppointment(uc, input.appointment_id, { action: 'approve' });
export const rejectAppointment = (uc: TUseCase, input: { appointment_id: number; reason: string }) =>
  moveAppointment(uc, input.appointment_id, { action: 'reject', reason: input.reason });
export const confirmAppointment = (uc: TUseCase, input: { appointment_id: number }) =>
  moveAppointment(uc, input.appointment_id, { action: 'confirm' });
export const cancelAppointment = (uc: TUseCase, input: { appointment_id: number }) =>
  moveAppointment(uc, input.appointment_id, { action: 'cancel' });
export const rescheduleAppointment = (uc: TUseCase, input: { appointment_id: number; viewing_at: string }) =>
  moveAppointment(uc, input.appointment_id, { action: 'reschedule', viewingAt: input.viewing_at });
