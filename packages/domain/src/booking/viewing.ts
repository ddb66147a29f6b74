// Site viewings (product §9): offered within 3 working days, in office hours only — Monday to Friday
// 8:30 am to 6:30 pm, Saturday 8:30 am to 1:00 pm, closed Sunday. Malaysia keeps UTC+8 all year, so
// wall-clock times are computed with a fixed offset. Public holidays are not modelled yet.

const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;
const SLOT_MINUTES = 30;
/** A viewing is booked at least this long ahead, so the operator can see it in time. */
const MIN_LEAD_MS = 2 * 60 * 60 * 1000;
export const VIEWING_WORKING_DAYS = 3;

/** Opening and closing minute of the day by weekday (0 = Sunday), or null when closed. */
const OFFICE_HOURS: readonly ([number, number] | null)[] = [
  null,
  [510, 1110],
  [510, 1110],
  [510, 1110],
  [510, 1110],
  [510, 1110],
  [510, 780],
];

const wall = (at: Date) => new Date(at.getTime() + MYT_OFFSET_MS);

/** Whether a viewing may start at this instant (on a slot boundary, inside office hours). */
export function isOfficeHoursSlot(at: Date): boolean {
  const w = wall(at);
  const hours = OFFICE_HOURS[w.getUTCDay()];
  if (!hours || w.getUTCSeconds() !== 0 || w.getUTCMilliseconds() !== 0) return false;
  const minute = w.getUTCHours() * 60 + w.getUTCMinutes();
  return minute % SLOT_MINUTES === 0 && minute >= hours[0] && minute + SLOT_MINUTES <= hours[1];
}

/** Every slot start (ISO instants) from `now` + 2 h to the end of the 3rd working day after today. */
export function viewingSlots(now: Date): string[] {
  const slots: string[] = [];
  const today = wall(now);
  const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - MYT_OFFSET_MS;
  let workingDays = 0;
  for (let d = 0; workingDays <= VIEWING_WORKING_DAYS && d < 14; d++) {
    const start = dayStart + d * 86_400_000;
    const hours = OFFICE_HOURS[new Date(start + MYT_OFFSET_MS).getUTCDay()];
    if (!hours) continue;
    if (d > 0) workingDays++;
    if (workingDays > VIEWING_WORKING_DAYS) break;
    for (let m = hours[0]; m + SLOT_MINUTES <= hours[1]; m += SLOT_MINUTES) {
      const at = start + m * 60_000;
      if (at >= now.getTime() + MIN_LEAD_MS) slots.push(new Date(at).toISOString());
    }
  }
  return slots;
}

/** The check both sides make: a slot inside office hours and inside the window. */
export function viewingProblem(at: Date, now: Date): 'viewing-office-hours' | 'viewing-window' | null {
  if (!isOfficeHoursSlot(at)) return 'viewing-office-hours';
  return viewingSlots(now).includes(at.toISOString()) ? null : 'viewing-window';
}
