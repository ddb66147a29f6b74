import { messageQueue } from '@sewa/db';
import { uniqueMobile } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { tenantForm } from '../../../modules/accounts/tests/kit';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { deliverDue } from '../delivery';
import { startSmsFake } from './sms-fake';
import { startSmtpFake } from './smtp-fake';

// The real transports, chosen by configuration, against local servers the test starts: SMTP (smtp-server)
// and an SMS provider's HTTP API (node:http). A whole sign-up code goes out through each.

const SMS_KEY = 'sms-api-key-123';
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
let sms: Awaited<ReturnType<typeof startSmsFake>>;
let t: TTestApp;

beforeAll(async () => {
  smtp = await startSmtpFake();
  sms = await startSmsFake(SMS_KEY);
  const config = loadConfig({
    APP_ENV: 'test',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sewa <no-reply@sewa.test>',
    SMS_PROVIDER: 'http',
    SMS_API_URL: sms.url,
    SMS_API_KEY: SMS_KEY,
    SMS_SENDER: 'SEWA',
  });
  t = await createTestApp({ email: config.email, sms: config.sms, rateLimitPublicPerMinute: 100_000 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const rowOf = async (to: string) =>
  (await t.database.db.select().from(messageQueue).where(eq(messageQueue.to, to)))[0]!;
const deliver = () => deliverDue(t.services, t.services.now(), () => undefined);

describe('e-mail over SMTP', () => {
  it('sends from MAIL_FROM with the subject and text, logged in with SMTP_URL’s credentials', async () => {
    await t.services.messaging.send({
      channel: 'email',
      to: 'aina@mail.test',
      subject: 'Verify your e-mail',
      body: 'Open https://sewa.test/verify?token=abc',
    });
    expect(smtp.received).toHaveLength(0);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@sewa.test', to: ['aina@mail.test'] });
    expect(mail!.raw).toMatch(/^Subject: Verify your e-mail/m);
    expect(mail!.raw).toMatch(/^From: Sewa <no-reply@sewa\.test>/m);
    expect(mail!.raw).toContain('https://sewa.test/verify?token=abc');
    expect(await rowOf('aina@mail.test')).toMatchObject({
      status: 'sent',
      transport: 'smtp',
      providerRef: expect.stringMatching(/@/),
    });
  });

  it('a refused recipient fails for good; a server that is down is tried again', async () => {
    await t.services.messaging.send({ channel: 'email', to: 'bounce@mail.test', subject: 'x', body: 'x' });
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((await rowOf('bounce@mail.test')).lastError).toMatch(/SMTP 550 to RCPT TO/);

    const config = loadConfig({ SMTP_URL: 'smtp://sewa:x@127.0.0.1:1', MAIL_FROM: 'no-reply@sewa.test' });
    const down = await createTestApp({ email: config.email });
    try {
      await down.services.messaging.send({
        channel: 'email',
        to: 'later@mail.test',
        subject: 'x',
        body: 'x',
      });
      expect(await deliverDue(down.services, down.services.now(), () => undefined)).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
    } finally {
      await down.close();
    }
  });
});

describe('SMS through the provider’s HTTP API', () => {
  it('a sign-up code is queued by the request and sent as JSON with the bearer key and sender ID', async () => {
    const form = tenantForm(uniqueMobile());
    const e164 = `+60${form.mobile}`;
    expect((await t.call('public-register', { ...form, confirm: 0 })).status_code).toBe(100);
    expect(sms.received.filter((m) => m.to === e164)).toHaveLength(0);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [text] = sms.received.filter((m) => m.to === e164);
    expect(text).toMatchObject({ from: 'SEWA', to: e164, authorization: `Bearer ${SMS_KEY}` });
    expect(text!.text).toMatch(/\b\d{6}\b/);
    expect(await rowOf(e164)).toMatchObject({ status: 'sent', transport: 'sms-http', providerRef: /^msg-/ });
  });

  it('a refused number (4xx) fails for good; an outage (5xx) is tried again', async () => {
    sms.answerFor.set('+60100000001', 400);
    sms.answerFor.set('+60100000002', 503);
    await t.services.messaging.sendMany([
      { channel: 'sms', to: '+60100000001', body: 'x' },
      { channel: 'sms', to: '+60100000002', body: 'x' },
    ]);
    expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 1 });
    expect(await rowOf('+60100000001')).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/400/),
    });
    expect(await rowOf('+60100000002')).toMatchObject({
      status: 'queued',
      lastError: expect.stringMatching(/503/),
    });
  });
});
