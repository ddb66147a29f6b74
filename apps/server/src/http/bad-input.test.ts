import {
  makeAdmin,
  makeOperatorCompany,
  makeProperty,
  makeRental,
  makeSession,
  makeUnit,
} from '@sewa/db/testing';
import { fJson, fText } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshIp } from '../testing/access-matrix';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { parseInput } from './messages';

// Bad input gets a clear code, never 500 (issue 8; docs/decisions/0023-bad-input.md). The fuzz test
// (fuzz-inputs.test.ts) sweeps every call; these pin the rules and their messages.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
});
afterAll(() => t.close());

const db = () => t.database.db;
const contact = { name: 'Aminah', email: 'aminah@example.com', message: 'Hello' };
const CONTROL_EN = 'This contains control characters, which cannot be used.';
const NOT_ALLOWED_EN = 'This is not one of the allowed values.';

describe('control characters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'ring\u0007'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'x\u007f'],
  ])('refuses %s in a text field with 101 and the field named', async (_, value) => {
    const res = await t.call('public-create-contact-message', { ...contact, name: value }, { ip: freshIp() });
    expect(res.status_code).toBe(101);
    expect(res.errors).toEqual({ name: CONTROL_EN });
  });

  it('says so in Chinese too', async () => {
    const res = await t.call(
      'public-create-contact-message',
      { ...contact, message: 'a\u0000' },
      { lang: 'cn', ip: freshIp() },
    );
    expect(res.errors).toEqual({ message: '此内容包含无法使用的控制字符。' });
  });

  it('keeps tabs and line breaks of multi-line text', async () => {
    const res = await t.call(
      'public-create-contact-message',
      { ...contact, message: 'Line one\r\nline\ttwo' },
      { ip: freshIp() },
    );
    expect(res.status_code).toBe(100);
  });

  it('finds them in fields the schema refuses anyway, and inside JSON fields', async () => {
    const { operator } = await makeOperatorCompany(db());
    const token = await makeSession(db(), { kind: 'user', id: operator.id });
    const res = await t.call(
      'user-update-booking-setting',
      { booking_fee_sen: '1\u0000', is_credit_check_required: true, move_in_items: '[]' },
      { token },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors).toEqual({ booking_fee_sen: CONTROL_EN });
    // The envelope's own parsing, on a JSON field whose text holds an escaped NUL.
    const schema = z.object({ cities: fJson(z.array(fText())) });
    expect(parseInput(schema, { cities: '["Ipoh","Kuala\\u0000Lumpur"]' }, 'en')).toEqual({
      ok: false,
      errors: { 'cities.1': CONTROL_EN },
    });
    expect(parseInput(schema, { cities: '["Ipoh"]' }, 'en')).toEqual({
      ok: true,
      value: { cities: ['Ipoh'] },
    });
  });
});

describe('choices', () => {
  it('a value outside an enum is "not one of the allowed values", in en and cn; a missing one is required', async () => {
    const bad = await t.call(
      'public-login',
      { role: 'pirate', username: 'x', password: 'y' },
      { ip: freshIp() },
    );
    expect(bad.errors?.role).toBe(NOT_ALLOWED_EN);
    const cn = await t.call(
      'public-login',
      { role: 'pirate', username: 'x', password: 'y' },
      { lang: 'cn', ip: freshIp() },
    );
    expect(cn.errors?.role).toBe('此值不在允许的选项中。');
    const missing = await t.call('public-login', { username: 'x', password: 'y' }, { ip: freshIp() });
    expect(missing.errors?.role).toBe('This field is required.');
  });
});

describe('references to rows that do not exist', () => {
  it('an unknown company is 102 for the admin booking setting, read or written', async () => {
    const admin = await makeAdmin(db());
    const token = await makeSession(db(), { kind: 'admin', id: admin.id });
    const setting = { booking_fee_sen: 100, is_credit_check_required: false, move_in_items: '[]' };
    const get = await t.call('admin-get-booking-setting', { company_id: 2_000_000_000 }, { token });
    expect(get.status_code).toBe(102);
    const update = await t.call(
      'admin-update-booking-setting',
      { ...setting, company_id: 2_000_000_000 },
      { token },
    );
    expect(update.status_code).toBe(102);
    const { company } = await makeOperatorCompany(db());
    expect(
      (await t.call('admin-get-booking-setting', { company_id: company.id }, { token })).status_code,
    ).toBe(100);
  });

  it('a report names a rental the public sees on that listing, or gets 102', async () => {
    const { company } = await makeOperatorCompany(db());
    const property = await makeProperty(db(), { companyId: company.id, status: 'published' });
    const unit = await makeUnit(db(), property);
    const rental = await makeRental(db(), unit);
    const withdrawn = await makeRental(db(), unit, { status: 'withdrawn' });
    const other = await makeProperty(db(), { companyId: company.id, status: 'published' });
    const otherRental = await makeRental(db(), await makeUnit(db(), other));
    const report = (rental_id: number) =>
      t.call(
        'public-report-listing',
        { property_id: property.id, rental_id, reason: 'suspected_scam' },
        { ip: freshIp() },
      );
    expect((await report(2_000_000_000)).status_code).toBe(102);
    expect((await report(withdrawn.id)).status_code).toBe(102);
    expect((await report(otherRental.id)).status_code).toBe(102);
    expect((await report(rental.id)).status_code).toBe(100);
  });

  it('marking a notification that does not exist read is 102', async () => {
    const { operator } = await makeOperatorCompany(db());
    const token = await makeSession(db(), { kind: 'user', id: operator.id });
    const res = await t.call('user-mark-notification-read', { id: 2_000_000_000 }, { token });
    expect(res.status_code).toBe(102);
  });
});

describe('file ids', () => {
  it.each(['9999999999', '2147483648', '0', '-1', 'x'])('/files/%s/… is 404, not 500', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/files/${id}/a.png` });
    expect(res.statusCode).toBe(404);
  });
});
