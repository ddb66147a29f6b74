import { makeAdmin, makeSession } from '@sewa/db/testing';
import type { TSystemStatus } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../testing/test-app';

// admin-get-system-status: which services are simulated, for the admin dashboard's banner.

async function statusAs(config: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(config);
  try {
    const admin = await makeAdmin(t.database.db, { privileges: [] });
    const token = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
    return await t.call<TSystemStatus>('admin-get-system-status', {}, { token });
  } finally {
    await t.close();
  }
}

describe('admin-get-system-status', () => {
  it('lists every simulator in test, and only the ones left in production with ALLOW_SIMULATORS=1', async () => {
    const test = await statusAs({});
    expect(test.data).toEqual({
      app_env: 'test',
      simulated_services: ['email', 'sms', 'payment_gateway', 'credit_bureau'],
    });
    // Production's other settings are not this test's concern: its services, as ALLOW_SIMULATORS=1 and
    // an SMTP server (but no SMS provider) leave them.
    const real = loadConfig({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525', MAIL_FROM: 'no-reply@sewa.test' });
    const production = await statusAs({
      appEnv: 'production',
      email: real.email,
      paymentGateway: 'payex',
      creditBureau: 'ctos',
      allowSimulators: true,
    });
    // A sub-admin without any privilege sees it too: the banner is for every admin.
    expect(production.data).toEqual({ app_env: 'production', simulated_services: ['sms'] });
  });
});
