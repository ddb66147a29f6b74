import { addDays, daysBetween, toDateString, type ZOperatorTenancyStats } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { countTenancies, countVacancies, listLongVacant } from './summary-repository';
import { todayOf } from './viewer';

// user-get-tenancy-stats: the operator's dashboard (SPEC §9), within the caller's property reach: active
// and pending tenancies, active ones ending within 60 days, vacant whole units and rooms (no pending or
// active tenancy), and those vacant for over 90 days, longest first: vacant since the last tenancy there
// closed, else since the unit or room was added.

const LONG_VACANT_DAYS = 90;
const LONG_VACANT_SHOWN = 20;

export async function getTenancyStats(uc: TUseCase): Promise<z.infer<typeof ZOperatorTenancyStats>> {
  const { db } = uc.services;
  const now = uc.services.now();
  const today = todayOf(uc);
  const cutoff = new Date(now.getTime() - LONG_VACANT_DAYS * 86_400_000);
  const [tenancies, vacancies, long] = await Promise.all([
    countTenancies(db, uc.scope, today, addDays(today, 60)),
    countVacancies(db, uc.scope),
    listLongVacant(db, uc.scope, cutoff, LONG_VACANT_SHOWN),
  ]);
  const longVacant = long
    .map((p) => {
      const since = toDateString(p.vacantSince);
      return {
        property_id: p.propertyId,
        property_name: p.propertyName,
        unit_id: p.unitId,
        unit_name: p.unitName,
        room_id: p.roomId,
        room_name: p.roomName,
        vacant_since: since,
        days_vacant: daysBetween(since, today),
      };
    })
    .filter((p) => p.days_vacant > LONG_VACANT_DAYS)
    .sort((a, b) => b.days_vacant - a.days_vacant || a.unit_id - b.unit_id)
    .slice(0, LONG_VACANT_SHOWN);
  return {
    active: tenancies.active,
    pending: tenancies.pending,
    ending_within_60: tenancies.ending,
    vacant_units: vacancies.vacantUnits,
    vacant_rooms: vacancies.vacantRooms,
    long_vacant: longVacant,
  };
}
