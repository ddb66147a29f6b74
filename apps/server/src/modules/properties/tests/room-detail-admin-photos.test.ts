import type { TPhoto, TProperty, TRoom, TRoomDetail, TUnit } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import { beforeAll, describe, expect, it } from 'vitest';
import { unsigned } from '../../../testing/files';
import { code, ok, propertiesSuite, propertyInput, roomInput, unitInput } from './fixtures';

// user-get-room / admin-get-room (edit-room-details/{id} from the id alone) and admin-upload-property-photos.
const fx = propertiesSuite();
let owned: { property: TProperty; unit: TUnit; room: TRoom };
let notOwned: { property: TProperty; unit: TUnit; room: TRoom };
let otherCompany: { property: TProperty; unit: TUnit; room: TRoom };

/** A draft with one unit let by room and one room in it, made by `token`'s company. */
async function roomOf(token: string, property: Record<string, unknown> = {}) {
  const p = await ok<TProperty>(fx, 'user-create-property', propertyInput(property), token);
  const unit = await ok<TUnit>(
    fx,
    'user-create-unit',
    unitInput(p.id, { unit_number: '7-2', block: 'B', rental_type: 'room' }),
    token,
  );
  const room = await ok<TRoom>(fx, 'user-create-room', roomInput(unit.id), token);
  return { property: p, unit, room };
}

beforeAll(async () => {
  owned = await roomOf(fx.tokens.owner, { name: 'Landlord Tower', landlord_user_id: fx.landlord.id });
  notOwned = await roomOf(fx.tokens.owner, { name: 'Company Tower' });
  otherCompany = await roomOf(fx.tokens.other, { name: 'Elsewhere Court' });
});

describe('user-get-room', () => {
  it('returns the room with its unit and property to the owner, the team and the owning landlord', async () => {
    for (const token of [fx.tokens.owner, fx.tokens.team, fx.tokens.landlord]) {
      const room = await ok<TRoomDetail>(fx, 'user-get-room', { id: owned.room.id }, token);
      expect(room).toMatchObject({
        id: owned.room.id,
        title: 'Master Room',
        unit_id: owned.unit.id,
        property_id: owned.property.id,
        rental: null,
        unit: { id: owned.unit.id, unit_number: '7-2', block: 'B' },
        property: { id: owned.property.id, name: 'Landlord Tower', status: 'draft' },
      });
    }
  });

  it('includes the room’s open rental', async () => {
    const rental = await ok<{ id: number }>(
      fx,
      'user-create-rental',
      {
        unit_id: notOwned.unit.id,
        room_id: notOwned.room.id,
        monthly_rent_sen: 80_000,
        available_from: '2026-04-01',
      },
      fx.tokens.owner,
    );
    const room = await ok<TRoomDetail>(fx, 'user-get-room', { id: notOwned.room.id }, fx.tokens.owner);
    expect(room.rental).toMatchObject({ id: rental.id, monthly_rent_sen: 80_000, room_id: notOwned.room.id });
  });

  it('hides rooms outside the caller’s scope (102), refuses other roles (103) and bad ids (101)', async () => {
    expect(await code(fx, 'user-get-room', { id: otherCompany.room.id }, fx.tokens.owner)).toBe(102);
    expect(await code(fx, 'user-get-room', { id: owned.room.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-get-room', { id: notOwned.room.id }, fx.tokens.landlord)).toBe(102);
    expect(await code(fx, 'user-get-room', { id: owned.room.id }, fx.tokens.otherLandlord)).toBe(102);
    expect(await code(fx, 'user-get-room', { id: 99_999_999 }, fx.tokens.owner)).toBe(102);
    expect(await code(fx, 'user-get-room', { id: owned.room.id }, fx.tokens.outsider)).toBe(103);
    expect(await code(fx, 'user-get-room', { id: owned.room.id }, fx.tokens.tenant)).toBe(103);
    expect(await code(fx, 'user-get-room', { id: owned.room.id }, fx.tokens.admin)).toBe(802);
    expect(await code(fx, 'user-get-room', { id: 'x' }, fx.tokens.owner)).toBe(101);
    expect(await code(fx, 'user-get-room', {}, fx.tokens.owner)).toBe(101);
  });
});

describe('admin-get-room', () => {
  it('reads any company’s room; unknown ids are 102, bad ids 101, sub-admins without the key 103', async () => {
    const room = await ok<TRoomDetail>(fx, 'admin-get-room', { id: otherCompany.room.id }, fx.tokens.admin);
    expect(room).toMatchObject({
      id: otherCompany.room.id,
      company_id: otherCompany.property.company_id,
      unit: { id: otherCompany.unit.id },
      property: { id: otherCompany.property.id, name: 'Elsewhere Court' },
    });
    expect(await code(fx, 'admin-get-room', { id: 99_999_999 }, fx.tokens.admin)).toBe(102);
    expect(await code(fx, 'admin-get-room', { id: '1.5' }, fx.tokens.admin)).toBe(101);
    expect(await code(fx, 'admin-get-room', { id: owned.room.id }, fx.tokens.subAdmin)).toBe(103);
    expect(await code(fx, 'admin-get-room', { id: owned.room.id }, fx.tokens.owner)).toBe(802);
  });
});

describe('admin-upload-property-photos', () => {
  it('adds photos to any company’s property, stored under that company and audited as the admin', async () => {
    const [cover] = await ok<TPhoto[]>(
      fx,
      'admin-upload-property-photos',
      { property_id: otherCompany.property.id, is_cover: true, photos: pngFile(1290, 720, 'front.png') },
      fx.tokens.admin,
    );
    expect(cover).toMatchObject({ is_cover: true, width: 1290, height: 720, file_name: 'front.png' });
    const gallery = await ok<TPhoto[]>(
      fx,
      'admin-upload-property-photos',
      { property_id: otherCompany.property.id, photos: [pngFile(640, 480), pngFile(800, 600)] },
      fx.tokens.admin,
    );
    const after = await ok<TProperty>(
      fx,
      'admin-get-property',
      { id: otherCompany.property.id },
      fx.tokens.admin,
    );
    expect(after.photos.map((p) => p.file_id)).toEqual([cover!.file_id, ...gallery.map((g) => g.file_id)]);
    expect(after.cover_photo_url).toMatch(/\?exp=\d+&sig=/);
    expect(unsigned(after.cover_photo_url!)).toBe(unsigned(cover!.url));

    const file = await fx.db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, cover!.file_id) });
    // The property is a draft: its photos stay private until it is published.
    expect(file).toMatchObject({ companyId: otherCompany.property.company_id, visibility: 'private' });
    const audits = await fx.db.query.auditLog.findMany({
      where: (a, { and, eq }) =>
        and(
          eq(a.entity, 'property'),
          eq(a.entityId, String(otherCompany.property.id)),
          eq(a.action, 'add-photos'),
        ),
    });
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorKind: 'admin', companyId: otherCompany.property.company_id });
  });

  it('applies the image, count and cover-size rules (101), storing nothing on refusal', async () => {
    const id = notOwned.property.id;
    const call = (payload: Record<string, unknown>) =>
      fx.t.call('admin-upload-property-photos', payload as never, { token: fx.tokens.admin });
    const wrongCover = await call({ property_id: id, is_cover: true, photos: pngFile(1280, 720) });
    expect([wrongCover.status_code, wrongCover.errors?.photos]).toEqual([
      101,
      'Cover photos must be exactly 1290 × 720 pixels.',
    ]);
    const fake = new File([new TextEncoder().encode('%PDF-1.4 no image')], 'x.png', { type: 'image/png' });
    expect((await call({ property_id: id, photos: fake })).errors?.photos).toBe(
      'Invalid file type. Please upload an image.',
    );
    const six = Array.from({ length: 6 }, () => pngFile(10, 10));
    expect((await call({ property_id: id, photos: six })).errors?.photos).toBe(
      'You can only select up to 5 files.',
    );
    // Admins always add to a property: without one the input is refused before anything is stored.
    const orphan = await call({ photos: pngFile(10, 10) });
    expect([orphan.status_code, Object.keys(orphan.errors ?? {})]).toEqual([101, ['property_id']]);
    expect(await code(fx, 'admin-upload-property-photos', { property_id: id }, fx.tokens.admin)).toBe(101);
    const after = await ok<TProperty>(fx, 'admin-get-property', { id }, fx.tokens.admin);
    expect(after.photos).toEqual([]);
  });

  it('answers 102 for an unknown property, 103 to sub-admins without the key and 802 to user tokens', async () => {
    const payload = { property_id: owned.property.id, photos: pngFile(10, 10) };
    expect(
      await code(
        fx,
        'admin-upload-property-photos',
        { ...payload, property_id: 99_999_999 },
        fx.tokens.admin,
      ),
    ).toBe(102);
    expect(await code(fx, 'admin-upload-property-photos', payload, fx.tokens.subAdmin)).toBe(103);
    expect(await code(fx, 'admin-upload-property-photos', payload, fx.tokens.owner)).toBe(802);
  });
});
