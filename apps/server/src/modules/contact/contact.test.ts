import { auditLog, contactMessages } from '@sewa/db';
import { makeAdmin, makeSession, makeUser, uniqueNumber } from '@sewa/db/testing';
import type { TListResult } from '@sewa/domain';
import type { TContactMessageItem } from '@sewa/domain/contact/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const CREATE = 'public-create-contact-message';
const LIST = 'admin-list-contact-messages';
const valid = {
  name: 'Aina Rahman',
  email: 'aina@example.my',
  message: 'Is the master room still available?',
};

let t: TTestApp;
// Every test posts from its own address: the 5-per-minute limit counts per client address.
let ipSeq = 0;
const nextIp = () => `10.20.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public-create-contact-message', () => {
  it('stores the message with the request language and client address', async () => {
    const ip = nextIp();
    const res = await t.call<{ id: number }>(CREATE, { ...valid, phone: '012-345 6789' }, { lang: 'cn', ip });
    expect([res.status_code, res.http]).toEqual([100, 200]);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.data!.id));
    expect(row).toMatchObject({ ...valid, phone: '012-345 6789', language: 'cn', ip, handledAt: null });
  });

  it('keeps an empty phone as no phone', async () => {
    const res = await t.call<{ id: number }>(CREATE, { ...valid, phone: '' }, { ip: nextIp() });
    expect(res.status_code).toBe(100);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.data!.id));
    expect(row?.phone).toBeNull();
    expect(row?.language).toBe('en');
  });

  it('answers 101 with a message per field, in English', async () => {
    const res = await t.call(CREATE, { name: ' ', email: 'nope', phone: '12ab' }, { ip: nextIp() });
    expect([res.status_code, res.http]).toEqual([101, 400]);
    expect(res.errors).toEqual({
      name: 'This field is required.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
      message: 'This field is required.',
    });
  });

  it('answers 101 in Chinese for a Chinese request', async () => {
    const res = await t.call(
      CREATE,
      { ...valid, email: '', message: 'x'.repeat(2001) },
      { lang: 'cn', ip: nextIp() },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors).toEqual({ email: '此字段为必填项。', message: '内容过长。' });
  });

  it('allows 5 messages a minute per address, then answers 105', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.call(CREATE, valid, { ip })).status_code);
    expect(codes).toEqual([100, 100, 100, 100, 100, 105]);
    const limited = await t.call(CREATE, valid, { ip });
    expect([limited.status_code, limited.http]).toEqual([105, 429]);
    expect((await t.call(CREATE, valid, { ip: nextIp() })).status_code).toBe(100);
  });
});

describe('admin-list-contact-messages', () => {
  it('lists messages newest first, paginated, for an admin', async () => {
    const marker = `list-${uniqueNumber()}`;
    for (const n of [1, 2, 3]) {
      await t.call(CREATE, { ...valid, name: `${marker}-${n}` }, { ip: nextIp() });
    }
    const admin = await makeAdmin(t.database.db);
    const token = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
    const res = await t.call<TListResult<TContactMessageItem>>(LIST, { page: 1, page_size: 2 }, { token });
    expect(res.status_code).toBe(100);
    const list = res.data!;
    expect(list.page).toBe(1);
    expect(list.page_size).toBe(2);
    expect(list.items.map((item) => item.name)).toEqual([`${marker}-3`, `${marker}-2`]);
    expect(list.items[0]).toMatchObject({
      email: valid.email,
      message: valid.message,
      phone: null,
      language: 'en',
    });
    expect(list.items[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const total = (await t.database.db.select().from(contactMessages)).length;
    expect(list.total).toBe(total);
    const page2 = await t.call<TListResult<TContactMessageItem>>(LIST, { page: 2, page_size: 2 }, { token });
    expect(page2.data!.items[0]?.name).toBe(`${marker}-1`);
  });

  it('refuses a sub-admin without the contact-messages privilege (103)', async () => {
    const sub = await makeAdmin(t.database.db, { privileges: ['report'] });
    const token = await makeSession(t.database.db, { kind: 'admin', id: sub.id });
    expect((await t.call(LIST, {}, { token })).status_code).toBe(103);
  });

  it('refuses a tenant token and a missing token (802)', async () => {
    const tenant = await makeUser(t.database.db, { role: 'tenant' });
    const token = await makeSession(t.database.db, { kind: 'user', id: tenant.id });
    const asTenant = await t.call(LIST, {}, { token });
    expect([asTenant.status_code, asTenant.http]).toEqual([802, 401]);
    expect((await t.call(LIST)).status_code).toBe(802);
  });

  it('answers 101 for a page size above the limit', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
    const res = await t.call(LIST, { page_size: 1000 }, { token, lang: 'cn' });
    expect(res.status_code).toBe(101);
    expect(res.errors?.page_size).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('admin-mark-contact-message and the status filter', () => {
  it('marks a message handled and back to new, filters by status and search, audits each change', async () => {
    const marker = `mark-${uniqueNumber()}`;
    const created = await t.call<{ id: number }>(CREATE, { ...valid, name: marker }, { ip: nextIp() });
    const id = created.data!.id;
    const admin = await makeAdmin(t.database.db);
    const token = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
    const MARK = 'admin-mark-contact-message';
    const handled = await t.call<TContactMessageItem>(MARK, { id, handled: true }, { token });
    expect(handled.status_code).toBe(100);
    expect(handled.data?.handled_at).toMatch(/^\d{4}-/);
    const names = async (status: string) =>
      (
        await t.call<TListResult<TContactMessageItem>>(LIST, { status, search: marker }, { token })
      ).data!.items.map((m) => m.id);
    expect([await names('handled'), await names('new')]).toEqual([[id], []]);
    await t.call(MARK, { id, handled: false }, { token });
    expect([await names('handled'), await names('new')]).toEqual([[], [id]]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.filter((r) => r.entity === 'contact-message').map((r) => r.action)).toEqual([
      'mark-handled',
      'mark-new',
    ]);
  });

  it('answers 102 for an unknown message and 101 for a bad status', async () => {
    const admin = await makeAdmin(t.database.db);
    const token = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
    const res = await t.call('admin-mark-contact-message', { id: 2_000_000_000, handled: true }, { token });
    expect(res.status_code).toBe(102);
    expect((await t.call(LIST, { status: 'spam' }, { token })).status_code).toBe(101);
  });
});
