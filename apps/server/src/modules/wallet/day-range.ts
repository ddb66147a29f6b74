// Calendar days of the filters are Malaysian days: [from 00:00 MYT, the day after `to` 00:00 MYT).
export const startOfDay = (day: string) => new Date(`${day}T00:00:00+08:00`);
export const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);
export const rangeOf = (input: { from?: string; to?: string }) => ({
  from: input.from ? startOfDay(input.from) : undefined,
  to: input.to ? endOfDay(input.to) : undefined,
});
