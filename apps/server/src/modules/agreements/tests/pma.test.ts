import { describe, expect, it } from 'vitest';
import { pmaTermsInForce } from '../pma-in-force';
import {
  code,
  defaultTemplate,
  makeWorld,
  ok,
  pmaDraftOf,
  pmaInput,
  pmaParty,
  signPma,
  type TTestApp,
  useAgreementsApp,
} from './agreements-kit';

// PMAs (product §10.5): made by the operator's side for a property with a landlord, signed by the
// landlord then the operator, the same PDFs and audit; once signed, its terms are the ones in force.

let t: TTestApp;
useAgreementsApp((app) => {
  t = app;
});

describe('PMA', () => {
  it('is created, sent, signed by the landlord then the operator, and supplies its terms once in force', async () => {
    const w = await makeWorld(t);
    const draft = await pmaDraftOf(t, w);
    expect(draft).toMatchObject({
      kind: 'pma',
      status: 'draft',
      signing_order: ['landlord', 'operator'],
      stamping_status: 'not_required',
      pma: {
        mode_of_service: 'full_management',
        fee_kind: 'percentage',
        fee_value: 1000,
        profit_sharing_bps: 500,
      },
    });
    expect(draft.reference).toMatch(/^PMA-\d{6}$/);
    expect(draft.body).toContain('Lee Landlord');
    expect(draft.body).toContain('10%');
    expect(draft.body).toContain('Full management');
    // A PMA is not a tenancy agreement and the other way round (102); the landlord sees no draft.
    expect(await code(t, 'user-get-agreement', { agreement_id: draft.id }, w.op)).toBe(102);
    expect(await code(t, 'user-get-pma', { agreement_id: draft.id }, w.ll)).toBe(102);
    expect(await code(t, 'user-get-pma', { agreement_id: draft.id }, w.me)).toBe(103);
    const other = await makeWorld(t);
    expect(await code(t, 'user-get-pma', { agreement_id: draft.id }, other.op)).toBe(102);

    const sent = await ok(t, 'user-send-pma', { agreement_id: draft.id }, w.op);
    expect(sent.next_signer).toBe('landlord');
    expect((await signPma(t, sent.id, w.op)).status_code).toBe(104);
    expect(await pmaTermsInForce(t.database.db, w.property.id, '2026-12-15')).toBeNull();
    const byLandlord = await signPma(t, sent.id, w.ll);
    expect(byLandlord.data).toMatchObject({ my_party: 'landlord', next_signer: 'operator' });
    expect((await signPma(t, sent.id, w.ll)).status_code).toBe(104);
    const signed = (await signPma(t, sent.id, w.op)).data!;
    expect(signed).toMatchObject({ status: 'signed', esign_status: 'completed' });
    expect(signed.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await ok<{ base64: string }>(t, 'user-get-pma-pdf', { agreement_id: sent.id }, w.ll);
    expect(pdf.base64.length).toBeGreaterThan(1000);

    // In force from its commencement date: payouts read these terms.
    expect(await pmaTermsInForce(t.database.db, w.property.id, '2026-11-30')).toBeNull();
    expect(await pmaTermsInForce(t.database.db, w.property.id, '2026-12-15')).toMatchObject({
      agreement_id: sent.id,
      fee_kind: 'percentage',
      fee_value: 1000,
      profit_sharing_bps: 500,
    });
    const lists = await ok<{ items: { id: number }[] }>(t, 'user-list-pmas', {}, w.ll);
    expect(lists.items.map((i) => i.id)).toEqual([sent.id]);
    expect((await ok<{ total: number }>(t, 'user-list-agreements', {}, w.ll)).total).toBe(0);
    // Voided, it is in force no more.
    await ok(t, 'user-void-pma', { agreement_id: sent.id, reason: 'New terms' }, w.op);
    expect(await pmaTermsInForce(t.database.db, w.property.id, '2026-12-15')).toBeNull();
  });

  it('answers 101 per field and refuses a tenancy template', async () => {
    const w = await makeWorld(t);
    const bad = await t.call(
      'user-create-pma',
      { property_id: w.property.id, fee_kind: 'x', landlord: '{}' },
      w.op,
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {})).toEqual(
      expect.arrayContaining(['template_id', 'mode_of_service', 'agreement_date', 'fee_kind', 'fee_value']),
    );
    const tenancyTemplate = await defaultTemplate(t, w, 'tenancy', 'en');
    const wrong = await t.call(
      'user-create-pma',
      await pmaInput(t, w, { template_id: tenancyTemplate.id }),
      w.op,
    );
    expect(wrong.errors).toEqual({ template_id: 'Choose a template of this kind of agreement.' });
    const early = await t.call(
      'user-create-pma',
      await pmaInput(t, w, { commencement_date: '2026-10-01' }),
      w.op,
    );
    expect(early.errors?.commencement_date).toBeTruthy();
  });
});

describe('PMA draft: edit, delete, re-issue', () => {
  const terms = (over: Record<string, string | number> = {}) => ({
    mode_of_service: 'rent_collection',
    agreement_date: '2026-11-05',
    commencement_date: '2027-01-01',
    fee_kind: 'fixed',
    fee_value: 25_000,
    profit_sharing_bps: 0,
    landlord: pmaParty('Lee Landlord Bin Ahmad'),
    operator: pmaParty('Harmoni Homes Sdn Bhd'),
    ...over,
  });

  it('edits a draft’s terms and parties; 104 once sent, 102 for another company, 103 for a landlord', async () => {
    const w = await makeWorld(t);
    const draft = await pmaDraftOf(t, w);
    const edited = await ok(t, 'user-update-pma', { agreement_id: draft.id, ...terms() }, w.op);
    expect(edited.pma).toMatchObject({
      mode_of_service: 'rent_collection',
      fee_kind: 'fixed',
      fee_value: 25_000,
      commencement_date: '2027-01-01',
      landlord: { name: 'Lee Landlord Bin Ahmad' },
    });
    expect(edited.body).toContain('Lee Landlord Bin Ahmad');
    const bad = await t.call(
      'user-update-pma',
      { agreement_id: draft.id, ...terms({ commencement_date: '2026-10-01' }) },
      w.op,
    );
    expect([bad.status_code, bad.errors?.commencement_date]).toEqual([
      101,
      'The commencement date cannot be before the agreement date.',
    ]);
    const other = await makeWorld(t);
    expect(await code(t, 'user-update-pma', { agreement_id: draft.id, ...terms() }, other.op)).toBe(102);
    expect(await code(t, 'user-update-pma', { agreement_id: draft.id, ...terms() }, w.ll)).toBe(103);
    await ok(t, 'user-send-pma', { agreement_id: draft.id }, w.op);
    expect(await code(t, 'user-update-pma', { agreement_id: draft.id, ...terms() }, w.op)).toBe(104);
  });

  it('deletes a draft only', async () => {
    const w = await makeWorld(t);
    const draft = await pmaDraftOf(t, w);
    const other = await makeWorld(t);
    expect(await code(t, 'user-delete-pma', { agreement_id: draft.id }, other.op)).toBe(102);
    expect(await code(t, 'user-delete-pma', { agreement_id: draft.id }, w.op)).toBe(100);
    expect(await code(t, 'user-get-pma', { agreement_id: draft.id }, w.op)).toBe(102);
    const sent = await pmaDraftOf(t, w);
    await ok(t, 'user-send-pma', { agreement_id: sent.id }, w.op);
    expect(await code(t, 'user-delete-pma', { agreement_id: sent.id }, w.op)).toBe(104);
    // A tenancy agreement's call does not reach a PMA.
    expect(await code(t, 'user-delete-agreement', { agreement_id: sent.id }, w.op)).toBe(102);
  });

  it('re-issues a void PMA as a new draft with the same terms, once', async () => {
    const w = await makeWorld(t);
    const draft = await pmaDraftOf(t, w);
    await ok(t, 'user-send-pma', { agreement_id: draft.id }, w.op);
    expect(await code(t, 'user-reissue-pma', { agreement_id: draft.id }, w.op)).toBe(104);
    const voided = await ok(t, 'user-void-pma', { agreement_id: draft.id, reason: 'Wrong fee' }, w.op);
    expect(voided.actions).toContain('reissue');
    const fresh = await ok(t, 'user-reissue-pma', { agreement_id: draft.id }, w.op);
    expect(fresh).toMatchObject({
      kind: 'pma',
      status: 'draft',
      stamping_status: 'not_required',
      reissued_from_id: draft.id,
      pma: { fee_value: 1000, mode_of_service: 'full_management' },
    });
    expect(fresh.reference).not.toBe(draft.reference);
    expect(await code(t, 'user-reissue-pma', { agreement_id: draft.id }, w.op)).toBe(104);
    expect((await ok(t, 'user-get-pma', { agreement_id: draft.id }, w.op)).reissued_to_id).toBe(fresh.id);
  });
});
