import type { TProperty, TRental, TUnit } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { addPhoto, code, ok, propertiesSuite, propertyInput, publishedListing, unitInput } from './fixtures';

const fx = propertiesSuite();

const detailCode = (id: number) => code(fx, 'public-get-property-detail', { id });

describe('the listing workflow through the calls', () => {
  it('goes draft → pending → published, is public only when published, and records who did it', async () => {
    const { lat: _lat, lng: _lng, ...withoutMap } = propertyInput();
    const p = await ok<TProperty>(fx, 'user-create-property', withoutMap, fx.tokens.owner);
    // Not ready: each refusal (104) says what is missing — a photo, the map position, something to rent.
    const refusal = async () => {
      const res = await fx.t.call('user-submit-listing', { id: p.id }, { token: fx.tokens.owner });
      return [res.status_code, res.message];
    };
    expect(await refusal()).toEqual([
      104,
      'Add at least one photo of the property before submitting this listing.',
    ]);
    await addPhoto(fx, p.id);
    expect(await refusal()).toEqual([
      104,
      'Set the property’s position on the map (latitude and longitude) before submitting this listing.',
    ]);
    await ok(fx, 'user-update-property', { id: p.id, ...propertyInput() }, fx.tokens.owner);
    expect(await refusal()).toEqual([
      104,
      'Add at least one unit or room for rent before submitting this listing.',
    ]);
    const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(p.id), fx.tokens.owner);
    await ok<TRental>(
      fx,
      'user-create-rental',
      { unit_id: unit.id, monthly_rent_sen: 180_000, available_from: '2026-02-01' },
      fx.tokens.owner,
    );
    const pending = await ok<TProperty>(fx, 'user-submit-listing', { id: p.id }, fx.tokens.team);
    expect(pending.status).toBe('pending_approval');
    expect(await detailCode(p.id)).toBe(102);
    // Operators cannot approve their own listing; admins can.
    expect(await code(fx, 'admin-approve-listing', { id: p.id }, fx.tokens.owner)).toBe(802);
    expect(await code(fx, 'admin-approve-listing', { id: p.id }, fx.tokens.subAdmin)).toBe(103);
    const published = await ok<TProperty>(fx, 'admin-approve-listing', { id: p.id }, fx.tokens.admin);
    expect(published.status).toBe('published');
    expect(published.posted_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(published.available_actions).toEqual([]); // nothing left for an admin to judge
    expect(await detailCode(p.id)).toBe(100);

    const unlisted = await ok<TProperty>(fx, 'user-unlist-listing', { id: p.id }, fx.tokens.owner);
    expect(unlisted.status).toBe('unlisted');
    expect(await detailCode(p.id)).toBe(102);
    expect((await ok<TProperty>(fx, 'user-publish-listing', { id: p.id }, fx.tokens.owner)).status).toBe(
      'published',
    );
    expect((await ok<TProperty>(fx, 'user-archive-listing', { id: p.id }, fx.tokens.owner)).status).toBe(
      'archived',
    );
    expect(await detailCode(p.id)).toBe(102);
    // Archived is read-only until restored, and restores to a draft.
    expect(await code(fx, 'user-update-property', { id: p.id, ...propertyInput() }, fx.tokens.owner)).toBe(
      104,
    );
    expect(await code(fx, 'user-create-unit', unitInput(p.id), fx.tokens.owner)).toBe(104);
    expect((await ok<TProperty>(fx, 'user-restore-listing', { id: p.id }, fx.tokens.owner)).status).toBe(
      'draft',
    );

    const rows = await fx.db.query.auditLog.findMany({ where: (a, { eq }) => eq(a.entityId, String(p.id)) });
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'listing-submit',
        'listing-approve',
        'listing-unlist',
        'listing-archive',
        'listing-restore',
      ]),
    );
  });

  it('sends a rejected listing back to draft with the reason shown to the operator', async () => {
    const { property } = await publishedListing(fx);
    await ok(fx, 'user-unlist-listing', { id: property.id }, fx.tokens.owner);
    await ok(fx, 'user-archive-listing', { id: property.id }, fx.tokens.owner);
    await ok(fx, 'user-restore-listing', { id: property.id }, fx.tokens.owner);
    await ok(fx, 'user-submit-listing', { id: property.id }, fx.tokens.owner);
    expect(await code(fx, 'admin-reject-listing', { id: property.id }, fx.tokens.admin)).toBe(101);
    const rejected = await ok<TProperty>(
      fx,
      'admin-reject-listing',
      { id: property.id, reason: 'Photos do not match the address.' },
      fx.tokens.admin,
    );
    expect(rejected).toMatchObject({ status: 'draft', rejection_reason: 'Photos do not match the address.' });
    const seen = await ok<TProperty>(fx, 'user-get-property', { id: property.id }, fx.tokens.owner);
    expect(seen.rejection_reason).toBe('Photos do not match the address.');
    const again = await ok<TProperty>(fx, 'user-submit-listing', { id: property.id }, fx.tokens.owner);
    expect(again.rejection_reason).toBeNull();
  });

  it('refuses every illegal transition with 104', async () => {
    const { property } = await publishedListing(fx);
    const id = property.id;
    expect(await code(fx, 'user-submit-listing', { id }, fx.tokens.owner)).toBe(104);
    expect(await code(fx, 'user-publish-listing', { id }, fx.tokens.owner)).toBe(104);
    expect(await code(fx, 'user-restore-listing', { id }, fx.tokens.owner)).toBe(104);
    expect(await code(fx, 'admin-approve-listing', { id }, fx.tokens.admin)).toBe(104);
    expect(await code(fx, 'admin-reject-listing', { id, reason: 'x' }, fx.tokens.admin)).toBe(104);
    const draft = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    expect(await code(fx, 'user-unlist-listing', { id: draft.id }, fx.tokens.owner)).toBe(104);
    expect(await code(fx, 'user-publish-listing', { id: draft.id }, fx.tokens.owner)).toBe(104);
    expect(await code(fx, 'admin-approve-listing', { id: draft.id }, fx.tokens.admin)).toBe(104);
  });

  it('applies the role, privilege and company rules to every workflow call', async () => {
    const { property } = await publishedListing(fx);
    for (const name of ['user-unlist-listing', 'user-archive-listing']) {
      expect(await code(fx, name, { id: property.id }, fx.tokens.other)).toBe(102);
      expect(await code(fx, name, { id: property.id }, fx.tokens.outsider)).toBe(103);
      expect(await code(fx, name, { id: property.id }, fx.tokens.landlord)).toBe(103);
      expect(await code(fx, name, { id: 'x' }, fx.tokens.owner)).toBe(101);
    }
  });

  it('lists the approval queue oldest first for admins', async () => {
    const a = await ok<TProperty>(
      fx,
      'user-create-property',
      propertyInput({ name: 'Queue A' }),
      fx.tokens.owner,
    );
    const b = await ok<TProperty>(
      fx,
      'user-create-property',
      propertyInput({ name: 'Queue B' }),
      fx.tokens.other,
    );
    for (const [p, token] of [
      [a, fx.tokens.owner],
      [b, fx.tokens.other],
    ] as const) {
      const u = await ok<TUnit>(fx, 'user-create-unit', unitInput(p.id), token);
      await ok(
        fx,
        'user-create-rental',
        { unit_id: u.id, monthly_rent_sen: 90_000, available_from: '2026-01-15' },
        token,
      );
      await addPhoto(fx, p.id, token);
      await ok(fx, 'user-submit-listing', { id: p.id }, token);
    }
    const queue = await ok<{ items: { id: number; status: string }[] }>(
      fx,
      'admin-list-pending-listings',
      {},
      fx.tokens.admin,
    );
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(queue.items.every((i) => i.status === 'pending_approval')).toBe(true);
    expect(await code(fx, 'admin-list-pending-listings', {}, fx.tokens.subAdmin)).toBe(103);
  });
});
