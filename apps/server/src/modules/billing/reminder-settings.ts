import type { TDbExecutor } from '@sewa/db';
import { DEFAULT_REMINDER_SETTINGS, type TReminderSettings } from '@sewa/domain';
import { companyOf } from '../../core/scope';
import { audit, type TUseCase } from '../../core/use-case';
import { findReminderSettings, upsertReminderSettings } from './repository';

// user-get-reminder-settings and user-update-reminder-settings: the company's grace period settings
// (product §3): the days of the 5th to 7th reminders, the grace period, the penalty and the auto cut-off.
// A company that never saved them uses DEFAULT_REMINDER_SETTINGS.

export async function reminderSettingsOf(db: TDbExecutor, companyId: number): Promise<TReminderSettings> {
  const row = await findReminderSettings(db, companyId);
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    termination_days: row.terminationDays,
    start_days: row.startDays,
    duration_days: row.durationDays,
    last_notice_days: row.lastNoticeDays,
    penalty_type: row.penaltyType as TReminderSettings['penalty_type'],
    penalty_value: row.penaltyValue,
    is_auto_cut_off: row.isAutoCutOff,
  };
}

export const getReminderSettings = (uc: TUseCase) => reminderSettingsOf(uc.services.db, companyOf(uc.scope));

export async function updateReminderSettings(uc: TUseCase, input: TReminderSettings) {
  const companyId = companyOf(uc.scope);
  const at = uc.services.now();
  await uc.services.db.transaction(async (tx) => {
    const before = await reminderSettingsOf(tx, companyId);
    await upsertReminderSettings(tx, {
      companyId,
      terminationDays: input.termination_days,
      startDays: input.start_days,
      durationDays: input.duration_days,
      lastNoticeDays: input.last_notice_days,
      penaltyType: input.penalty_type,
      penaltyValue: input.penalty_value,
      isAutoCutOff: input.is_auto_cut_off,
      updatedAt: at,
    });
    await audit(tx, uc, {
      companyId,
      action: 'update',
      entity: 'reminder_settings',
      entityId: companyId,
      before,
      after: input,
    });
  });
  return reminderSettingsOf(uc.services.db, companyId);
}
