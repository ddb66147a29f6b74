import { OFFICE_DAYS, type TSiteSettings } from '@sewa/domain/settings/site-settings';

// The general settings form works on the settings as they are; only the office hours of a closed day
// keep their times so reopening the day restores them.

export type TSettingsForm = TSiteSettings;

export const settingsFormOf = (settings: TSiteSettings): TSettingsForm => structuredClone(settings);

export const settingsInputOf = (form: TSettingsForm): TSiteSettings => ({
  ...form,
  office_hours: Object.fromEntries(
    OFFICE_DAYS.map((day) => [day, { ...form.office_hours[day] }]),
  ) as TSiteSettings['office_hours'],
});
