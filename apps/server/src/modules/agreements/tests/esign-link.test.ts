import { createHash, randomBytes } from 'node:crypto';
import { agreementSignatures, agreementSignLinks, lifecycleEvents } from '@sewa/db';
import type { TEsignDocument } from '@sewa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../../testing/outbox';
import { createTestApp } from '../../../testing/test-app';
import {
  code,
  makeWorld,
  ok,
  pmaDraftOf,
  SIGNATURE,
  sentOf,
  sign,
  type TTestApp,
  type TWorld,
  useAgreementsApp,
} from './agreements-kit';

// The public /e-sign page's calls (ADR 0022, "Signing without an account"): the e-mail and SMS asking a
// tenant or landlord to sign carry a per-party token; its holder reads and signs the agreement once,
// through the same signing as a signed-in party. 102 unknown token, 104 used / expired / void.

let t: TTestApp;
useAgreementsApp((app) => {
  t = app;
});

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** The token of the newest signing link e-mailed to `user`. */
async function linkTokenOf(user: { email: string | null }) {
  const mail = (await readOutbox(t, { to: user.email! })).find((m) => m.body.includes('/e-sign?token='));
  const token = mail?.body.match(/\/e-sign\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, `no signing link e-mailed to ${user.email}`).toBeTruthy();
  return token!;
}

const byToken = (token: string, options: Parameters<TTestApp['call']>[2] = {}) =>
  t.call<TEsignDocument>(
    'public-sign-esign-agreement',
    { token, signature: SIGNATURE, is_consent_agreed: true },
    options,
  );

const DEVICE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148';
const fromPhone = {
  ip: '10.1.2.3',
  tamper: (req: { headers: Record<string, string> }) => {
    req.headers['user-agent'] = DEVICE;
  },
};

const sentWithLandlord = (w: TWorld) => sentOf(t, w, { landlord: true });

describe('signing link', () => {
  it('is e-mailed and texted to the party to sign, and only its hash is stored', async () => {
    const w = await makeWorld(t);
    const sent = await sentWithLandlord(w);
    const token = await linkTokenOf(w.tenant);
    const texts = (await readOutbox(t, { channel: 'sms' })).filter((m) => m.body.includes(token!));
    expect(texts).toHaveLength(1);
    const links = await t.database.db
      .select()
      .from(agreementSignLinks)
      .where(eq(agreementSignLinks.agreementId, sent.id));
    expect(links.map((l) => [l.party, l.tokenHash])).toEqual([['tenant', hash(token)]]);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('opens the agreement for review: its parties, its turn and the exact PDF sent', async () => {
    const w = await makeWorld(t);
    const sent = await sentWithLandlord(w);
    const token = await linkTokenOf(w.tenant);
    const doc = await ok<TEsignDocument>(t, 'public-get-esign-agreement', { token }, {});
    expect(doc).toMatchObject({
      reference: sent.reference,
      status: 'pending_signatures',
      party: 'tenant',
      signer_name: 'Aisyah Tenant',
      signing_order: ['tenant', 'landlord', 'operator'],
      next_signer: 'tenant',
      can_sign: true,
      signatures: [],
      document_sha256: sent.document_sha256,
    });
    const pdf = await ok<{ base64: string }>(t, 'public-get-esign-agreement-pdf', { token }, {});
    expect(createHash('sha256').update(Buffer.from(pdf.base64, 'base64')).digest('hex')).toBe(
      sent.document_sha256,
    );
  });

  it('signs once, with the same audit record as a signed-in party, then the next party gets a link', async () => {
    const w = await makeWorld(t);
    const sent = await sentWithLandlord(w);
    const token = await linkTokenOf(w.tenant);
    const res = await byToken(token, fromPhone);
    expect(res.status_code, res.message).toBe(100);
    expect(res.data).toMatchObject({ party: 'tenant', can_sign: false, next_signer: 'landlord' });
    const [signature] = await t.database.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.agreementId, sent.id));
    expect(signature).toMatchObject({
      party: 'tenant',
      userId: w.tenant.id,
      name: 'Aisyah Tenant',
      ip: '10.1.2.3',
      userAgent: DEVICE,
      documentSha256: sent.document_sha256,
    });
    const moves = await t.database.db
      .select()
      .from(lifecycleEvents)
      .where(and(eq(lifecycleEvents.subjectType, 'agreement'), eq(lifecycleEvents.subjectId, sent.id)));
    expect(moves.find((m) => m.action === 'sign:tenant')?.reason).toBe('signing link');

    // Used up: a second signature with it, or opening it again, is 104 with its reason.
    const again = await byToken(token);
    expect([again.status_code, again.message]).toEqual([
      104,
      'This signing link has already been used: your signature is recorded.',
    ]);
    expect(await code(t, 'public-get-esign-agreement', { token }, {})).toBe(104);
    // The signed-in tenant cannot sign a second time either.
    expect((await sign(t, sent.id, w.me)).status_code).toBe(104);

    // The landlord's turn: their own link, then the operator countersigns in the product.
    const landlordToken = await linkTokenOf(w.landlord);
    expect(landlordToken).not.toBe(token);
    const landlordSigned = await byToken(landlordToken);
    expect(landlordSigned.data).toMatchObject({ party: 'landlord', next_signer: 'operator' });
    const done = await sign(t, sent.id, w.op);
    expect(done.data).toMatchObject({ status: 'signed', esign_status: 'completed' });
    expect(done.data!.signatures.map((s) => s.party)).toEqual(['tenant', 'landlord', 'operator']);
  });

  it('out of turn is 104: the landlord cannot sign before the tenant', async () => {
    const w = await makeWorld(t);
    const sent = await sentWithLandlord(w);
    // Only the party whose turn it is was sent a link; a later link (re-sent notice) would be refused.
    const links = await t.database.db
      .select()
      .from(agreementSignLinks)
      .where(eq(agreementSignLinks.agreementId, sent.id));
    expect(links.map((l) => l.party)).toEqual(['tenant']);
    const token = randomBytes(32).toString('base64url');
    await t.database.db.insert(agreementSignLinks).values({
      agreementId: sent.id,
      party: 'landlord',
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await t.call<TEsignDocument>('public-get-esign-agreement', { token }, {})).data).toMatchObject({
      party: 'landlord',
      can_sign: false,
    });
    expect((await byToken(token)).status_code).toBe(104);
  });

  it('a token no link has is 102; a malformed one is 101', async () => {
    const unknown = randomBytes(32).toString('base64url');
    expect(await code(t, 'public-get-esign-agreement', { token: unknown }, {})).toBe(102);
    expect(await code(t, 'public-get-esign-agreement-pdf', { token: unknown }, {})).toBe(102);
    expect((await byToken(unknown)).status_code).toBe(102);
    const bad = await t.call('public-get-esign-agreement', { token: 'a/b\u0000' }, {});
    expect(bad.status_code).toBe(101);
    expect(bad.errors?.token).toBeTruthy();
  });

  it('without consent is 101 and the link still works', async () => {
    const w = await makeWorld(t);
    await sentWithLandlord(w);
    const token = await linkTokenOf(w.tenant);
    const res = await t.call(
      'public-sign-esign-agreement',
      { token, signature: SIGNATURE, is_consent_agreed: false },
      {},
    );
    expect(res.status_code).toBe(101);
    expect(res.errors?.is_consent_agreed).toBeTruthy();
    expect((await byToken(token)).status_code).toBe(100);
  });

  it('after the agreement is voided is 104', async () => {
    const w = await makeWorld(t);
    const sent = await sentWithLandlord(w);
    const token = await linkTokenOf(w.tenant);
    await ok(t, 'user-void-agreement', { agreement_id: sent.id, reason: 'Wrong rent' }, w.op);
    const res = await byToken(token);
    expect([res.status_code, res.message]).toEqual([
      104,
      'This agreement has been voided and can no longer be signed.',
    ]);
    expect(await code(t, 'public-get-esign-agreement', { token }, {})).toBe(104);
  });

  it('expired is 104, in en and cn', async () => {
    const w = await makeWorld(t);
    const sent = await sentWithLandlord(w);
    const token = await linkTokenOf(w.tenant);
    await t.database.db
      .update(agreementSignLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agreementSignLinks.agreementId, sent.id));
    const en = await byToken(token);
    expect([en.status_code, en.message]).toEqual([
      104,
      'This signing link has expired. Please ask the sender for a new link.',
    ]);
    const cn = await t.call('public-get-esign-agreement', { token }, { lang: 'cn' });
    expect([cn.status_code, cn.message]).toEqual([104, '此签署链接已过期，请联系发件人索取新链接。']);
  });

  it('works for a PMA: the landlord signs by link, then the operator', async () => {
    const w = await makeWorld(t);
    const draft = await pmaDraftOf(t, w);
    await ok(t, 'user-send-pma', { agreement_id: draft.id }, w.op);
    const token = await linkTokenOf(w.landlord);
    const res = await byToken(token);
    expect(res.data).toMatchObject({ kind: 'pma', party: 'landlord', next_signer: 'operator' });
  });
});

describe('rate limit', () => {
  it('is the public calls’ limit per address (105 past it)', async () => {
    const limited = await createTestApp({ rateLimitPublicPerMinute: 2 });
    try {
      const token = randomBytes(32).toString('base64url');
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await limited.call('public-sign-esign-agreement', { token }, { ip: '10.7.7.7' })).status_code,
        );
      expect(codes).toEqual([101, 101, 105]);
    } finally {
      await limited.close();
    }
  });
});
