import type { TTemplateDetail } from '@sewa/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  code,
  defaultTemplate,
  makeWorld,
  ok,
  pdfBytes,
  sentOf,
  sign,
  type TTestApp,
  useAgreementsApp,
} from './agreements-kit';

// Templates (product §10.2): the platform's defaults in English and Chinese, a company's own copies,
// admins keep the defaults; an agreement rendered in Chinese reads back as Chinese text.

let t: TTestApp;
useAgreementsApp((app) => {
  t = app;
});

const textOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('templates', () => {
  it('offers the defaults in both languages, copies and edits the company own, and keeps companies apart', async () => {
    const w = await makeWorld(t);
    const other = await makeWorld(t);
    const en = await defaultTemplate(t, w, 'tenancy', 'en');
    const cn = await defaultTemplate(t, w, 'tenancy', 'cn');
    expect(en.is_default && cn.is_default).toBe(true);
    const pma = await defaultTemplate(t, w, 'pma', 'cn');
    expect(pma.name).toBe('物业管理协议');
    const base = await ok<TTemplateDetail>(t, 'user-get-agreement-template', { template_id: en.id }, w.op);
    expect(base).toMatchObject({ can_edit: false, unknown_variables: [] });
    // A default is not the company's to change (102); a copy is.
    expect(
      await code(
        t,
        'user-update-agreement-template',
        { template_id: en.id, name: 'x', language: 'en', body: '<p>x</p>' },
        w.op,
      ),
    ).toBe(102);
    const copy = await ok<TTemplateDetail>(
      t,
      'user-create-agreement-template',
      {
        kind: 'tenancy',
        name: 'Our agreement',
        language: 'en',
        body: `${base.body}<p>{{tenant_nmae}}</p><script>x</script>`,
      },
      w.op,
    );
    expect(copy).toMatchObject({ is_default: false, can_edit: true, unknown_variables: ['tenant_nmae'] });
    expect(copy.body).not.toContain('<script>');
    const edited = await ok<TTemplateDetail>(
      t,
      'user-update-agreement-template',
      {
        template_id: copy.id,
        name: 'Our agreement v2',
        language: 'en',
        body: '<p>Hello {{tenant_name}}</p>',
      },
      w.op,
    );
    expect(edited.name).toBe('Our agreement v2');
    expect(await code(t, 'user-get-agreement-template', { template_id: copy.id }, other.op)).toBe(102);
    expect(
      await code(
        t,
        'user-update-agreement-template',
        { template_id: copy.id, name: 'x', language: 'en', body: '<p>x</p>' },
        other.op,
      ),
    ).toBe(102);
    const own = await ok<{ items: { id: number }[] }>(
      t,
      'user-list-agreement-templates',
      { origin: 'own' },
      w.op,
    );
    expect(own.items.map((i) => i.id)).toEqual([copy.id]);
    expect(
      (await ok<{ total: number }>(t, 'user-list-agreement-templates', { origin: 'own' }, other.op)).total,
    ).toBe(0);
    // Tenants and landlords have no templates (103).
    expect(await code(t, 'user-list-agreement-templates', {}, w.me)).toBe(103);
    expect(await code(t, 'user-delete-agreement-template', { template_id: copy.id }, w.op)).toBe(100);
    expect(await code(t, 'user-get-agreement-template', { template_id: copy.id }, w.op)).toBe(102);
    // 101 per field.
    const bad = await t.call(
      'user-create-agreement-template',
      { kind: 'lease', name: '', language: 'fr', body: '' },
      { ...w.op, lang: 'cn' },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['body', 'kind', 'language', 'name']);
  });

  it('lets admins edit the defaults every company starts with', async () => {
    const w = await makeWorld(t);
    const admin = { token: await adminToken(t) };
    const created = await ok<TTemplateDetail>(
      t,
      'admin-create-agreement-template',
      { kind: 'tenancy', name: 'Short stay', language: 'en', body: '<p>{{tenant_name}}</p>' },
      admin,
    );
    expect(created.is_default).toBe(true);
    const list = await ok<{ items: { id: number }[] }>(
      t,
      'user-list-agreement-templates',
      { origin: 'default' },
      w.op,
    );
    expect(list.items.map((i) => i.id)).toContain(created.id);
    expect(
      await code(
        t,
        'admin-update-agreement-template',
        { template_id: created.id, name: 'Short stay 2', language: 'en', body: '<p>x</p>' },
        admin,
      ),
    ).toBe(100);
    const copy = await ok<TTemplateDetail>(
      t,
      'user-create-agreement-template',
      { kind: 'tenancy', name: 'Mine', language: 'en', body: '<p>x</p>' },
      w.op,
    );
    expect(await code(t, 'admin-get-agreement-template', { template_id: copy.id }, admin)).toBe(102);
  });
});

describe('an agreement in Chinese', () => {
  it('renders the Chinese text and the Chinese variables into the PDF, signed PDF included', async () => {
    const w = await makeWorld(t, '陈小明');
    const sent = await sentOf(t, w, { language: 'cn' });
    expect(sent.language).toBe('cn');
    const document = await textOf(await pdfBytes(t, sent.id, w.me));
    expect(document).toContain('租赁协议');
    expect(document).toContain('陈小明');
    expect(document).toContain('RM 1,500.00');
    expect((await sign(t, sent.id, w.me)).status_code).toBe(100);
    expect((await sign(t, sent.id, w.op)).status_code).toBe(100);
    const signed = await textOf(await pdfBytes(t, sent.id, w.op));
    expect(signed).toContain('陈小明');
    expect(signed).toContain('审计记录');
    expect(signed).toContain(sent.document_sha256!);
  });
});
