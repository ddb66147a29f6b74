import { auditLog } from '@sewa/db';
import { makeAdmin, makeOperatorCompany, makeSession } from '@sewa/db/testing';
import { DEFAULT_SITE_SETTINGS, type TSiteSettings } from '@sewa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Serial: the settings are one platform row, so these tests run in order on it.
let t: TTestApp;
let adminToken: string;

const edited: TSiteSettings = {
  platform_name: 'Sewa Malaysia',
  support_phone: '+60 3-7890 1234',
  whatsapp_number: '60198765432',
  support_email: 'help@sewa.my',
  office_hours: {
    'mon-fri': { closed: false, open: '09:00', close: '18:00' },
    sat: { closed: true, open: '09:00', close: '13:00' },
    'sun-ph': { closed: true, open: '09:00', close: '13:00' },
  },
  default_language: 'cn',
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeAdmin(t.database.db, { name: 'Nadia Settings' });
  adminToken = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
});
afterAll(() => t.close());

describe('site settings', () => {
  it('answers the defaults (product §9 office hours) before any admin saved them', async () => {
    const res = await t.call('public-get-site-settings');
    expect(res.status_code).toBe(100);
    expect(res.settings).toEqual(DEFAULT_SITE_SETTINGS);
    const admin = await t.call('admin-get-settings', {}, { token: adminToken });
    expect(admin.updated_at).toBeNull();
  });

  it('saves the whole form, audits before and after, and the public page shows it', async () => {
    const res = await t.call('admin-update-settings', edited, { token: adminToken });
    expect([res.status_code, res.updated_by]).toEqual([100, 'Nadia Settings']);
    expect(res.settings).toEqual(edited);
    expect((await t.call('public-get-site-settings')).settings).toEqual(edited);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'site-settings'), eq(auditLog.action, 'update')));
    expect(row).toMatchObject({ actorKind: 'admin', before: DEFAULT_SITE_SETTINGS, after: edited });
  });

  it('answers 101 per field and changes nothing', async () => {
    const res = await t.call(
      'admin-update-settings',
      {
        ...edited,
        platform_name: ' ',
        support_phone: 'call me',
        whatsapp_number: '+6012-345',
        support_email: 'nope',
        office_hours: { ...edited.office_hours, 'mon-fri': { closed: false, open: '18:00', close: '09:00' } },
        default_language: 'fr',
      },
      { token: adminToken },
    );
    expect(res.status_code).toBe(101);
    expect(Object.keys(res.errors ?? {}).sort()).toEqual(
      [
        'default_language',
        'office_hours.mon-fri.close',
        'platform_name',
        'support_email',
        'support_phone',
        'whatsapp_number',
      ].sort(),
    );
    expect((await t.call('public-get-site-settings')).settings).toEqual(edited);
  });

  it('answers 101 for office hours that are not JSON, in Chinese for a Chinese request', async () => {
    const res = await t.call(
      'admin-update-settings',
      { ...edited, office_hours: '{not json', whatsapp_number: '0123' },
      { token: adminToken, lang: 'cn' },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors?.whatsapp_number).toMatch(/[\u4e00-\u9fff]/);
  });

  it('is for admins holding `setting` only', async () => {
    const sub = await makeAdmin(t.database.db, { privileges: ['report'] });
    const subToken = await makeSession(t.database.db, { kind: 'admin', id: sub.id });
    expect((await t.call('admin-update-settings', edited, { token: subToken })).status_code).toBe(103);
    const { operator } = await makeOperatorCompany(t.database.db);
    const opToken = await makeSession(t.database.db, { kind: 'user', id: operator.id });
    expect((await t.call('admin-get-settings', {}, { token: opToken })).status_code).toBe(802);
  });

  it('serves the default language in the runtime config, so a first visit opens in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.body).toContain('"defaultLanguage":"cn"');
  });
});
