import { createHash } from 'node:crypto';
import { notifications } from '@sewa/db';
import type { TVerifyResult } from '@sewa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  code,
  defaultTemplate,
  draftOf,
  makeWorld,
  ok,
  pdfBytes,
  pdfFile,
  SIGNATURE,
  sentOf,
  sign,
  signedOf,
  type TTestApp,
  useAgreementsApp,
} from './agreements-kit';

// A tenancy agreement's life (product §10.1): draft (edit, delete), send (document fixed and hashed),
// sign in order (tenant, landlord when a party, operator), the final PDF with its audit page, verify,
// void and re-issue; who may do each (102 across companies and for drafts, 103, 104).

let t: TTestApp;
useAgreementsApp((app) => {
  t = app;
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const noticesOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, userId)));

const verify = (bytes: Uint8Array) =>
  ok<TVerifyResult>(t, 'public-verify-agreement-pdf', { file: pdfFile(bytes, 'agreement.pdf') }, {});

describe('draft', () => {
  it('is created from a tenancy and a template, filled with the tenancy, and edited while a draft', async () => {
    const w = await makeWorld(t);
    const draft = await draftOf(t, w);
    expect(draft).toMatchObject({
      status: 'draft',
      esign_status: 'not_sent',
      tenancy_id: w.tenancy.id,
      tenant_name: 'Aisyah Tenant',
      document_sha256: null,
      signing_order: ['tenant', 'operator'],
      actions: ['send', 'delete'],
    });
    expect(draft.reference).toMatch(/^AGR-\d{6}$/);
    expect(draft.body).toContain('Aisyah Tenant');
    expect(draft.body).toContain('RM 1,500.00');
    expect(draft.source_body).toContain('{{tenant_name}}');
    const edited = await ok(
      t,
      'user-update-agreement',
      {
        agreement_id: draft.id,
        title: 'Room A agreement',
        body: '<p>Rent {{monthly_rent}} for {{tenant_name}}.</p>',
        landlord_is_party: true,
      },
      w.op,
    );
    expect(edited).toMatchObject({
      title: 'Room A agreement',
      body: '<p>Rent RM 1,500.00 for Aisyah Tenant.</p>',
    });
    expect(edited.signing_order).toEqual(['tenant', 'landlord', 'operator']);
    // The tenant and the landlord do not see drafts (102).
    expect(await code(t, 'user-get-agreement', { agreement_id: draft.id }, w.me)).toBe(102);
    expect(await code(t, 'user-get-agreement', { agreement_id: draft.id }, w.ll)).toBe(102);
    // Only the operator's side writes (103).
    expect(
      await code(t, 'user-update-agreement', { agreement_id: draft.id, title: 'x', body: '<p>x</p>' }, w.me),
    ).toBe(103);
  });

  it('answers 101 per field in both languages and 102 for another company', async () => {
    const w = await makeWorld(t);
    const other = await makeWorld(t);
    const en = await t.call('user-create-agreement', { tenancy_id: 'x' }, w.op);
    expect(en.status_code).toBe(101);
    expect(Object.keys(en.errors ?? {})).toEqual(expect.arrayContaining(['tenancy_id', 'template_id']));
    const draft = await draftOf(t, w);
    const cn = await t.call(
      'user-update-agreement',
      { agreement_id: draft.id, title: '', body: '' },
      { ...w.op, lang: 'cn' },
    );
    expect(cn.status_code).toBe(101);
    expect(cn.errors?.title).toBe('此字段为必填项。');
    const template = await defaultTemplate(t, w);
    expect(
      await code(
        t,
        'user-create-agreement',
        { tenancy_id: other.tenancy.id, template_id: template.id },
        w.op,
      ),
    ).toBe(102);
    expect(await code(t, 'user-get-agreement', { agreement_id: draft.id }, other.op)).toBe(102);
    expect(await code(t, 'user-send-agreement', { agreement_id: draft.id }, other.op)).toBe(102);
    expect(await code(t, 'user-get-agreement-pdf', { agreement_id: draft.id }, other.op)).toBe(102);
  });

  it('is deleted only as a draft', async () => {
    const w = await makeWorld(t);
    const draft = await draftOf(t, w);
    expect(await code(t, 'user-delete-agreement', { agreement_id: draft.id }, w.op)).toBe(100);
    expect(await code(t, 'user-get-agreement', { agreement_id: draft.id }, w.op)).toBe(102);
    const sent = await sentOf(t, w);
    expect(await code(t, 'user-delete-agreement', { agreement_id: sent.id }, w.op)).toBe(104);
  });
});

describe('send and sign', () => {
  it('signs in order, records each signature and makes a verifiable final PDF', async () => {
    const w = await makeWorld(t);
    const sent = await sentOf(t, w);
    expect(sent).toMatchObject({
      status: 'pending_signatures',
      esign_status: 'awaiting',
      next_signer: 'tenant',
    });
    expect(sent.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.source_body).toBeNull();
    // The document being signed is the stored one: its hash is the one sent.
    expect(sha(await pdfBytes(t, sent.id, w.me))).toBe(sent.document_sha256);
    // The tenant is told, with the link to review it.
    expect((await noticesOf(w.tenant.id)).map((n) => n.link)).toContain(`/review-agreement/${sent.id}`);
    // Sending twice, editing once sent: 104.
    expect(await code(t, 'user-send-agreement', { agreement_id: sent.id }, w.op)).toBe(104);
    expect(
      await code(t, 'user-update-agreement', { agreement_id: sent.id, title: 'x', body: '<p>x</p>' }, w.op),
    ).toBe(104);
    // The operator signs last: not before the tenant (104). The landlord is no party here (103).
    expect((await sign(t, sent.id, w.op)).status_code).toBe(104);
    expect((await sign(t, sent.id, w.ll)).status_code).toBe(103);
    // Consent and signature are required (101).
    const noConsent = await sign(t, sent.id, w.me, false);
    expect(noConsent.status_code).toBe(101);
    expect(noConsent.errors?.is_consent_agreed).toBe('Please agree to sign this agreement electronically.');
    const noSignature = await t.call(
      'user-sign-agreement',
      { agreement_id: sent.id, signature: '', is_consent_agreed: true },
      w.me,
    );
    expect(noSignature.errors?.signature).toBe('Please sign your name to proceed');
    // Another tenant does not see it (102).
    const stranger = await makeWorld(t);
    expect((await sign(t, sent.id, stranger.me)).status_code).toBe(102);

    const first = await sign(t, sent.id, { ...w.me, ip: '203.0.113.9' });
    expect(first.status_code).toBe(100);
    expect(first.data).toMatchObject({
      status: 'pending_signatures',
      esign_status: 'partially_signed',
      next_signer: 'operator',
    });
    expect(first.data!.signatures).toEqual([
      expect.objectContaining({
        party: 'tenant',
        name: 'Aisyah Tenant',
        ip: '203.0.113.9',
        document_sha256: sent.document_sha256,
      }),
    ]);
    // A second signature by the same party, editing after a signature: 104.
    expect((await sign(t, sent.id, w.me)).status_code).toBe(104);
    expect(
      await code(t, 'user-update-agreement', { agreement_id: sent.id, title: 'x', body: '<p>x</p>' }, w.op),
    ).toBe(104);

    const done = await sign(t, sent.id, w.op);
    expect(done.status_code).toBe(100);
    const signed = await ok(t, 'user-get-agreement', { agreement_id: sent.id }, w.me);
    expect(signed).toMatchObject({
      status: 'signed',
      esign_status: 'completed',
      next_signer: null,
      actions: [],
    });
    expect(signed.signatures.map((s) => s.party)).toEqual(['tenant', 'operator']);
    expect(signed.signatures[0]!.user_agent).not.toBeNull();
    expect(signed.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.history.map((h) => h.action)).toEqual(['create', 'send', 'sign:tenant', 'sign:operator']);

    // Both download the same signed PDF; its hash is the stored one; it verifies; one byte changed does not.
    const mine = await pdfBytes(t, sent.id, w.me);
    const theirs = await pdfBytes(t, sent.id, w.op);
    expect(sha(mine)).toBe(signed.signed_sha256);
    expect(sha(theirs)).toBe(signed.signed_sha256);
    const good = await verify(mine);
    expect(good).toMatchObject({ match: 'signed', reference: signed.reference, status: 'signed' });
    expect(good.signers.map((s) => s.party)).toEqual(['tenant', 'operator']);
    const tampered = new Uint8Array(mine);
    const at = Math.floor(tampered.length / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    expect(await verify(tampered)).toMatchObject({ match: null, reference: null });
    // Everyone is told it is signed.
    expect((await noticesOf(w.tenant.id)).map((n) => n.titleEn)).toContain('Agreement signed');
  });

  it('puts the landlord between the tenant and the operator when a party', async () => {
    const w = await makeWorld(t);
    const sent = await sentOf(t, w, { landlord: true });
    expect(sent.signing_order).toEqual(['tenant', 'landlord', 'operator']);
    expect((await sign(t, sent.id, w.ll)).status_code).toBe(104);
    expect((await sign(t, sent.id, w.me)).status_code).toBe(100);
    expect((await noticesOf(w.landlord.id)).map((n) => n.link)).toContain(
      `/landlord/review-agreement/${sent.id}`,
    );
    expect((await sign(t, sent.id, w.op)).status_code).toBe(104);
    const byLandlord = await sign(t, sent.id, w.ll);
    expect(byLandlord.data).toMatchObject({ next_signer: 'operator', my_party: 'landlord' });
    expect((await sign(t, sent.id, w.op)).data!.status).toBe('signed');
  });

  it('lists agreements per caller: the operator all, the tenant and landlord the sent ones', async () => {
    const w = await makeWorld(t);
    await draftOf(t, w);
    const sent = await sentOf(t, w);
    const mine = await ok<{ items: { id: number }[]; total: number }>(t, 'user-list-agreements', {}, w.op);
    expect(mine.total).toBe(2);
    const tenants = await ok<{ items: { id: number }[] }>(t, 'user-list-agreements', {}, w.me);
    expect(tenants.items.map((i) => i.id)).toEqual([sent.id]);
    const landlords = await ok<{ items: { id: number }[] }>(
      t,
      'user-list-agreements',
      { tab: 'pending_signatures' },
      w.ll,
    );
    expect(landlords.items.map((i) => i.id)).toEqual([sent.id]);
    const other = await makeWorld(t);
    expect((await ok<{ total: number }>(t, 'user-list-agreements', {}, other.op)).total).toBe(0);
  });
});

describe('void and re-issue', () => {
  it('voids a signed agreement with a reason and re-issues it once as a new draft', async () => {
    const w = await makeWorld(t);
    const signed = await signedOf(t, w);
    expect(await code(t, 'user-void-agreement', { agreement_id: signed.id, reason: '' }, w.op)).toBe(101);
    expect(
      await code(t, 'user-void-agreement', { agreement_id: signed.id, reason: 'Wrong rent' }, w.me),
    ).toBe(103);
    const voided = await ok(
      t,
      'user-void-agreement',
      { agreement_id: signed.id, reason: 'Wrong rent' },
      w.op,
    );
    expect(voided).toMatchObject({
      status: 'void',
      esign_status: 'void',
      void_reason: 'Wrong rent',
      actions: ['reissue'],
    });
    expect(await code(t, 'user-void-agreement', { agreement_id: signed.id, reason: 'Again' }, w.op)).toBe(
      104,
    );
    expect((await sign(t, signed.id, w.me)).status_code).toBe(104);
    const fresh = await ok(t, 'user-reissue-agreement', { agreement_id: signed.id }, w.op);
    expect(fresh).toMatchObject({ status: 'draft', reissued_from_id: signed.id, signatures: [] });
    expect(fresh.reference).not.toBe(signed.reference);
    expect(fresh.source_body).toContain('{{tenant_name}}');
    expect(await code(t, 'user-reissue-agreement', { agreement_id: signed.id }, w.op)).toBe(104);
    expect(await code(t, 'user-reissue-agreement', { agreement_id: fresh.id }, w.op)).toBe(104);
    // The voided PDF still verifies as what it was.
    expect((await verify(await pdfBytes(t, signed.id, w.op))).status).toBe('void');
  });

  it('lets admins read and void across companies but not send or sign', async () => {
    const w = await makeWorld(t);
    const sent = await sentOf(t, w);
    const { adminToken } = await import('./agreements-kit');
    const admin = { token: await adminToken(t) };
    const seen = await ok(t, 'admin-get-agreement', { agreement_id: sent.id }, admin);
    expect(seen).toMatchObject({ id: sent.id, my_party: null, actions: [] });
    const list = await ok<{ items: { id: number }[] }>(
      t,
      'admin-list-agreements',
      { company_id: w.company.id },
      admin,
    );
    expect(list.items.map((i) => i.id)).toContain(sent.id);
    expect(
      await code(
        t,
        'user-sign-agreement',
        { agreement_id: sent.id, signature: SIGNATURE, is_consent_agreed: true },
        admin,
      ),
    ).toBe(802);
  });
});
