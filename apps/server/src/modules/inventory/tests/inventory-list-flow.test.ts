import { bookings, notifications } from '@sewa/db';
import {
  makeBookableRental,
  makeBooking,
  makeInventoryItem,
  makeSession,
  makeTeamMember,
  makeTenancy,
} from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  code,
  createList,
  fetchFile,
  makePerson,
  makePlace,
  makeTenantWithTenancy,
  ok,
  SIGNATURE,
  sentList,
  type TListDetail,
  type TTestApp,
  tokenOf,
  useInventoryApp,
} from './inventory-kit';

// The list's moves: send (draft → pending), reject (with remarks and photos), revise, agree (signature,
// signed PDF), who may make each (103), from which state (104), the notices, the booking's snag status,
// and who reads the signed PDF and the photos by their /files/ URL.

let t: TTestApp;
useInventoryApp((app) => {
  t = app;
});

const noticesOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientKind, 'user'), eq(notifications.recipientId, userId)));

describe('send, reject, revise, agree', () => {
  it('goes through the whole round with the right actor from the right state only', async () => {
    const place = await makePlace(t);
    const op = { token: place.operatorToken };
    const tenant = await makeTenantWithTenancy(t, place);
    const me = { token: tenant.token };
    const draft = await createList(t, place.operatorToken, tenant.tenancy.id);
    const id = { inventory_list_id: draft.id };

    // A draft is the operator's: the tenant does not see it (102) and cannot answer it.
    expect(await code(t, 'user-get-inventory-list', { id: draft.id }, me)).toBe(102);
    expect(await code(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, me)).toBe(102);
    // Wrong actors: the tenant does not send (103), the operator does not agree (103).
    expect(await code(t, 'user-send-inventory-list', id, me)).toBe(103);
    expect(await code(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, op)).toBe(103);
    expect(await code(t, 'user-reject-inventory-list', { ...id, remarks: 'No' }, op)).toBe(103);
    // Not from draft: revise (104).
    expect(await code(t, 'user-revise-inventory-list', id, op)).toBe(104);

    const sent = await ok(t, 'user-send-inventory-list', id, op);
    expect(sent).toMatchObject({ status: 'pending', actions: [], can_edit_items: false });
    expect(sent.sent_at).not.toBeNull();
    const notices = await noticesOf(tenant.user.id);
    expect(notices.map((n) => [n.kind, n.link])).toEqual([
      ['inventory_list', `/inventory-list?id=${draft.id}`],
    ]);
    expect(await code(t, 'user-send-inventory-list', id, op)).toBe(104);
    const line = sent.items[0]!;
    expect(
      await code(
        t,
        'user-update-inventory-list-item',
        { inventory_list_item_id: line.id, quantity: 1, condition: 'poor' },
        op,
      ),
    ).toBe(104);
    expect(await code(t, 'user-remove-inventory-list-item', { inventory_list_item_id: line.id }, op)).toBe(
      104,
    );

    const asTenant = await ok(t, 'user-get-inventory-list', { id: draft.id }, me);
    expect(asTenant).toMatchObject({ actions: ['agree', 'reject'], can_answer: true, can_edit_items: false });

    // The signature is required (101 sign-to-proceed); a data URL that is no PNG is refused the same.
    for (const signature of ['', 'data:image/png;base64,aGVsbG8gd29ybGQ='] as const) {
      const res = await t.call('user-agree-inventory-list', { ...id, signature }, me);
      expect(res.status_code).toBe(101);
      expect(res.errors).toEqual({ signature: 'Please sign your name to proceed' });
    }
    expect(await code(t, 'user-reject-inventory-list', id, me)).toBe(101); // remarks required

    const rejected = await ok(
      t,
      'user-reject-inventory-list',
      { ...id, remarks: 'The sofa is torn', photos: [pngFile(200, 150, 'torn.png')] },
      me,
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      actions: [],
      can_answer: false,
      rejection: { remarks: 'The sofa is torn' },
    });
    expect(rejected.rejection!.photos).toHaveLength(1);
    // The rejection photo reaches the landlord of the property too, not another tenant.
    const tornUrl = rejected.rejection!.photos[0]!.url;
    expect((await fetchFile(t, tornUrl, place.landlord.token)).statusCode).toBe(200);
    expect((await fetchFile(t, tornUrl, (await makePerson(t, 'tenant')).token)).statusCode).toBe(404);
    expect((await noticesOf(place.operator.id)).map((n) => n.titleEn)).toEqual(['Inventory list rejected']);
    expect(await code(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, me)).toBe(104);
    expect(await code(t, 'user-reject-inventory-list', { ...id, remarks: 'Again' }, me)).toBe(104);

    // Rejected: the operator fixes the line and revises.
    const forOperator = await ok(t, 'user-get-inventory-list', { id: draft.id }, op);
    expect(forOperator).toMatchObject({ actions: ['revise'], can_edit_items: true });
    const fixed = await ok(
      t,
      'user-update-inventory-list-item',
      { inventory_list_item_id: line.id, quantity: 1, condition: 'poor', remarks: 'Torn seat' },
      op,
    );
    expect(fixed.items[0]).toMatchObject({ condition: 'poor', remarks: 'Torn seat' });
    const removed = await ok(
      t,
      'user-remove-inventory-list-item',
      { inventory_list_item_id: sent.items[1]!.id },
      op,
    );
    expect(removed.item_count).toBe(2);
    expect((await ok(t, 'user-revise-inventory-list', id, op)).status).toBe('pending');
    expect((await noticesOf(tenant.user.id)).map((n) => n.titleEn)).toEqual([
      'Inventory list to review',
      'Inventory list revised',
    ]);

    const agreed = await ok(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, me);
    expect(agreed).toMatchObject({
      status: 'agreed',
      actions: [],
      can_answer: false,
      signature: { name: tenant.user.name, ip: '127.0.0.1' },
    });
    expect(agreed.pdf_url).toMatch(/^\/files\/\d+\//);
    expect(agreed.history.map((h) => [h.action, h.from_status, h.to_status, h.actor_kind])).toEqual([
      ['create', null, 'draft', 'user'],
      ['send', 'draft', 'pending', 'user'],
      ['reject', 'pending', 'rejected', 'user'],
      ['revise', 'rejected', 'pending', 'user'],
      ['agree', 'pending', 'agreed', 'user'],
    ]);
    expect((await noticesOf(place.operator.id)).map((n) => n.titleEn)).toContain('Inventory list agreed');
    for (const name of [
      'user-agree-inventory-list',
      'user-reject-inventory-list',
      'user-revise-inventory-list',
    ])
      expect(
        await code(t, name, { ...id, signature: SIGNATURE, remarks: 'x' }, name.includes('revise') ? op : me),
      ).toBe(104);
  });

  it("tells the operator's staff holding the privilege, and no one else", async () => {
    const place = await makePlace(t);
    const db = t.database.db;
    const lister = await makeTeamMember(db, place.company.id, place.operator.id, ['inventory-list']);
    const keeper = await makeTeamMember(db, place.company.id, place.operator.id, ['properties']);
    const tenant = await makeTenantWithTenancy(t, place);
    const list = await sentList(t, place, tenant.tenancy.id);
    await ok(t, 'user-agree-inventory-list', { inventory_list_id: list.id, signature: SIGNATURE }, tenant);
    expect((await noticesOf(lister.id)).map((n) => n.link)).toEqual([
      `/operator/view-inventory-list/${list.id}`,
    ]);
    expect(await noticesOf(keeper.id)).toEqual([]);
    // A team member with the privilege moves lists like the owner.
    const other = await makeTenantWithTenancy(t, place, { room: place.roomB });
    const draft = await createList(t, await tokenOf(t, lister), other.tenancy.id);
    expect(draft.status).toBe('draft');
  });
});

describe('the signed PDF and the photos', () => {
  it('is stored private: the tenant, the landlord and the company read it; another tenant does not', async () => {
    const place = await makePlace(t);
    const op = { token: place.operatorToken };
    // A photo on the sofa, copied onto the list's line.
    await ok(
      t,
      'user-update-inventory-item',
      {
        inventory_item_id: place.items.sofa.id,
        name: 'Sofa',
        quantity: 1,
        condition: 'good',
        photos: [pngFile(320, 240, 'sofa.png')],
      },
      op,
    );
    const tenant = await makeTenantWithTenancy(t, place);
    const stranger = await makePerson(t, 'tenant');
    const draft = await createList(t, place.operatorToken, tenant.tenancy.id);
    const photoUrl = draft.items[0]!.photos[0]!.url;
    // While a draft, the photo is the company's only.
    expect((await fetchFile(t, photoUrl, tenant.token)).statusCode).toBe(404);
    expect((await fetchFile(t, photoUrl, place.landlord.token)).statusCode).toBe(404);
    await ok(t, 'user-send-inventory-list', { inventory_list_id: draft.id }, op);
    expect((await fetchFile(t, photoUrl, tenant.token)).statusCode).toBe(200);
    expect((await fetchFile(t, photoUrl, stranger.token)).statusCode).toBe(404);

    const agreed = await ok(
      t,
      'user-agree-inventory-list',
      { inventory_list_id: draft.id, signature: SIGNATURE },
      { token: tenant.token, ip: '203.0.113.9' },
    );
    expect(agreed.signature!.ip).toBe('203.0.113.9');
    const pdfUrl = agreed.pdf_url!;
    for (const token of [tenant.token, place.landlord.token, place.operatorToken]) {
      const res = await fetchFile(t, pdfUrl, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    for (const token of [stranger.token, (await makePlace(t)).operatorToken, undefined])
      expect((await fetchFile(t, pdfUrl, token)).statusCode).toBe(404);
    const pdf = await PDFDocument.load((await fetchFile(t, pdfUrl, tenant.token)).rawPayload);
    expect(pdf.getTitle()).toBe(`Inventory list ${draft.id}`);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    // Another company's landlord is not this property's.
    const otherLandlord = await makePerson(t, 'landlord');
    expect((await fetchFile(t, pdfUrl, otherLandlord.token)).statusCode).toBe(404);
  });

  it('puts many lines on several pages, Chinese names printed as ?', async () => {
    const place = await makePlace(t);
    const tenant = await makeTenantWithTenancy(t, place, { room: null });
    await ok(
      t,
      'user-add-inventory-items',
      {
        unit_id: place.unit.id,
        items: Array.from({ length: 40 }, (_, i) => ({
          name: `Chair ${i} 椅子`,
          quantity: 1,
          condition: 'good',
        })),
      },
      { token: place.operatorToken },
    );
    const list = await sentList(t, place, tenant.tenancy.id);
    const agreed = await ok(
      t,
      'user-agree-inventory-list',
      { inventory_list_id: list.id, signature: SIGNATURE },
      { token: tenant.token },
    );
    const pdf = await PDFDocument.load((await fetchFile(t, agreed.pdf_url!, tenant.token)).rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });
});

describe("the booking's snag status", () => {
  it('follows the check-in list of a tenancy made from a booking: pending, rejected, pending, agreed', async () => {
    const db = t.database.db;
    const listing = await makeBookableRental(db, { roomRental: true });
    const tenant = await makePerson(t, 'tenant');
    const booking = await makeBooking(db, {
      rental: listing.rental,
      userId: tenant.user.id,
      status: 'confirmed',
    });
    const tenancy = await makeTenancy(db, {
      unit: listing.unit,
      room: listing.room,
      tenantUserId: tenant.user.id,
      bookingId: booking.id,
    });
    await makeInventoryItem(db, { unit: listing.unit, roomId: listing.room!.id });
    const op = { token: await makeSession(db, { kind: 'user', id: listing.operator.id }) };
    const snag = async () =>
      (await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.snagStatus;

    expect(await snag()).toBe('not_started');
    const list = await ok<TListDetail>(t, 'user-create-inventory-list', { tenancy_id: tenancy.id }, op);
    expect(await snag()).toBe('not_started');
    const id = { inventory_list_id: list.id };
    await ok(t, 'user-send-inventory-list', id, op);
    expect(await snag()).toBe('pending');
    await ok(t, 'user-reject-inventory-list', { ...id, remarks: 'Missing key' }, tenant);
    expect(await snag()).toBe('rejected');
    await ok(t, 'user-revise-inventory-list', id, op);
    expect(await snag()).toBe('pending');
    await ok(t, 'user-agree-inventory-list', { ...id, signature: SIGNATURE }, tenant);
    expect(await snag()).toBe('agreed');
  });
});
