import { APPOINTMENT_TAB_STATUSES, type ZListAppointmentsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { actorOf } from '../lifecycle/index';
import { rangeOf } from '../wallet/day-range';
import { listAppointments as listRows } from './repository';
import { toAppointment } from './views';

/**
 * user-list-appointments (tenant: its own; operator: its company's) and admin-list-appointments (all, or
 * one company's): tabs new / approved / rejected / all, property, company (admin), search by applicant
 * or property, and the viewing day range (Malaysian days).
 */
export async function listAppointments(uc: TUseCase, input: z.output<typeof ZListAppointmentsInput>) {
  const range = rangeOf(input);
  const { rows, total } = await listRows(
    uc.services.db,
    uc.scope,
    {
      statuses: input.tab === 'all' ? undefined : APPOINTMENT_TAB_STATUSES[input.tab],
      propertyId: input.property_id,
      companyId: uc.scope.kind === 'admin' ? input.company_id : undefined,
      search: input.search,
      from: range.from,
      to: range.to,
    },
    pageWindow(input),
  );
  const actor = actorOf(uc);
  const now = uc.services.now();
  return pageOut(
    rows.map((r) => toAppointment(r, actor, now)),
    total,
    input,
  );
}
