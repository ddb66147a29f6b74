import { viewingProblem, type ZCreateAppointmentInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { forbidden, invalid, notFound } from '../../http/errors';
import { recordTransition } from '../lifecycle/index';
import { noticeOperators, noticeTenant, operatorRequestNotice, tenantNotice } from './notices';
import { findAppointment, findPublicRental, insertAppointment } from './repository';
import { toAppointment } from './views';

/**
 * user-create-appointment: a tenant asks to view a public, available rental at one of the offered slots
 * (office hours, within the next 3 working days: 101 with the reason on viewing_at). The operator's
 * side hears of it; the request starts the appointment's history.
 */
export async function createAppointment(uc: TUseCase, input: z.output<typeof ZCreateAppointmentInput>) {
  if (uc.caller.kind !== 'user') throw forbidden();
  const userId = uc.caller.userId;
  const now = uc.services.now();
  const viewingAt = new Date(input.viewing_at);
  const problem = viewingProblem(viewingAt, now);
  if (problem) throw invalid({ viewing_at: problem });
  const found = await findPublicRental(uc.services.db, input.rental_id);
  // A tenant restricted from the property does not see it at all (102).
  const restricted =
    uc.scope.kind === 'tenant' && uc.scope.excludedPropertyIds?.includes(found?.rental.propertyId ?? 0);
  if (!found || restricted) throw notFound();
  const { rental, propertyName } = found;
  const [record, after] = await uc.services.db.transaction(async (tx) => {
    const row = await insertAppointment(tx, {
      companyId: rental.companyId,
      propertyId: rental.propertyId,
      rentalId: rental.id,
      userId,
      status: 'requested',
      viewingAt,
      message: input.message ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await recordTransition(tx, {
      companyId: rental.companyId,
      subjectType: 'appointment',
      subjectId: row.id,
      action: 'request',
      from: null,
      to: 'requested',
      uc,
      at: now,
    });
    const saved = (await findAppointment(tx, { kind: 'admin' }, row.id))!;
    const operators = await noticeOperators(
      tx,
      uc.services,
      rental.companyId,
      operatorRequestNotice(saved.applicantName, propertyName, viewingAt),
      now,
    );
    const tenant = await noticeTenant(
      tx,
      uc.services,
      userId,
      tenantNotice('requested', propertyName, viewingAt),
      now,
    );
    return [
      saved,
      async () => {
        await operators();
        await tenant();
      },
    ] as const;
  });
  await after();
  return toAppointment(record, 'tenant', now);
}
