import {
  makeAppointment,
  makeBooking,
  makeCompanyTenant,
  makeInventoryList,
  makeOperatorCompany,
  makeProperty,
  makeRefund,
  makeRoom,
  makeSession,
  makeTenancy,
  makeUnit,
} from '@sewa/db/testing';
import { describe, expect, it } from 'vitest';
import { makeEstate, manualTenancy, move, type TMoneyApp, useTenancyApp } from './tenancy-kit';

// The dashboards: the tenant's (current tenancy, next payment, open items) and the operator's (tenancies,
// endings within 60 days, vacant units and rooms, vacancies over 90 days). The clock is 4 May 2026.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

type TSummary = {
  tenancy: { id: number; code: string; status: string } | null;
  next_payment_date: string | null;
  next_payment_sen: number | null;
  open_items: Record<string, number>;
};

describe('the tenant’s dashboard', () => {
  it('shows the active tenancy before a pending one, the next payment and the open items', async () => {
    const e = await makeEstate(t);
    const summary = async () =>
      (await t.call<TSummary>('user-get-my-tenancy-summary', {}, { token: e.tenantToken })).data!;
    expect(await summary()).toEqual({
      tenancy: null,
      next_payment_date: null,
      next_payment_sen: null,
      open_items: {
        inventory_lists_to_answer: 0,
        bookings_in_progress: 0,
        refunds_pending: 0,
        appointments_upcoming: 0,
      },
    });

    // A quarterly tenancy, paid on the 10th, started in April: the next payment is 10 July.
    const current = await manualTenancy(
      t,
      e,
      {},
      {
        tenure_start: '2026-04-01',
        tenure_end: '2027-03-31',
        payment_frequency: 'quarterly',
        payment_day: 10,
        monthly_rent_sen: 200_000,
      },
    );
    const pendingRoom = await manualTenancy(t, e, { room: e.roomA });
    // Both pending: the one starting first.
    expect((await summary()).tenancy!.id).toBe(current.id);
    await move(t, e.operatorToken, 'user-activate-tenancy', current.id);
    const withActive = await summary();
    expect(withActive).toMatchObject({
      tenancy: { id: current.id, status: 'active' },
      next_payment_date: '2026-07-10',
      next_payment_sen: 600_000,
    });

    // Open items: a list to answer, a booking in progress, a refund pending, a viewing to come.
    await makeInventoryList(db(), {
      tenancy: { id: current.id, companyId: e.company.id },
      status: 'pending',
    });
    await makeInventoryList(db(), {
      tenancy: { id: pendingRoom.id, companyId: e.company.id },
      status: 'agreed',
    });
    await makeBooking(db(), { rental: e.roomRentalB, userId: e.tenant.id, status: 'new', reserve: false });
    const rejected = await makeBooking(db(), {
      rental: e.roomRentalB,
      userId: e.tenant.id,
      status: 'rejected',
      reserve: false,
    });
    await makeRefund(db(), { booking: rejected });
    await makeAppointment(db(), {
      rental: e.roomRentalB,
      userId: e.tenant.id,
      viewingAt: new Date('2026-05-10T02:00:00Z'),
    });
    await makeAppointment(db(), {
      rental: e.roomRentalB,
      userId: e.tenant.id,
      viewingAt: new Date('2026-05-01T02:00:00Z'),
    });
    expect((await summary()).open_items).toEqual({
      inventory_lists_to_answer: 1,
      bookings_in_progress: 1,
      refunds_pending: 1,
      appointments_upcoming: 1,
    });
  });
});

describe('the operator’s dashboard', () => {
  it('counts tenancies and vacancies, and flags places vacant for over 90 days', async () => {
    const { company, operator } = await makeOperatorCompany(db());
    const token = await makeSession(db(), { kind: 'user', id: operator.id });
    const { user: tenant } = await makeCompanyTenant(db(), company.id);
    const property = await makeProperty(db(), { companyId: company.id, name: 'Vista Angkasa' });
    const since = (day: string) => ({ createdAt: new Date(`${day}T04:00:00Z`) });
    const unitA = await makeUnit(db(), property, { unitNumber: 'A-1', ...since('2026-01-01') });
    await makeUnit(db(), property, { unitNumber: 'B-1', ...since('2026-04-01') });
    const unitC = await makeUnit(db(), property, { unitNumber: 'C-1', ...since('2025-01-01') });
    const roomUnit = await makeUnit(db(), property, { rentalType: 'room', ...since('2025-01-01') });
    const room1 = await makeRoom(db(), roomUnit, since('2026-01-01'));
    const room2 = await makeRoom(db(), roomUnit, since('2026-01-01'));
    const room3 = await makeRoom(db(), roomUnit, { title: 'Room 3', ...since('2025-12-01') });
    await makeTenancy(db(), {
      unit: unitC,
      tenantUserId: tenant.id,
      status: 'active',
      tenureStart: '2025-06-16',
      tenureEnd: '2026-06-15',
    });
    await makeTenancy(db(), { unit: roomUnit, room: room1, tenantUserId: tenant.id, status: 'pending' });
    // Room 2 was let until a month ago: vacant since then, not for long.
    await makeTenancy(db(), {
      unit: roomUnit,
      room: room2,
      tenantUserId: tenant.id,
      status: 'ended',
      closedAt: new Date('2026-04-04T04:00:00Z'),
    });
    const stats = await t.call<{
      active: number;
      pending: number;
      ending_within_60: number;
      vacant_units: number;
      vacant_rooms: number;
      long_vacant: Record<string, unknown>[];
    }>('user-get-tenancy-stats', {}, { token });
    expect(stats.status_code, JSON.stringify(stats)).toBe(100);
    expect(stats.data).toEqual({
      active: 1,
      pending: 1,
      ending_within_60: 1,
      vacant_units: 2,
      vacant_rooms: 2,
      long_vacant: [
        {
          property_id: property.id,
          property_name: 'Vista Angkasa',
          unit_id: roomUnit.id,
          unit_name: roomUnit.unitNumber,
          room_id: room3.id,
          room_name: 'Room 3',
          vacant_since: '2025-12-01',
          days_vacant: 154,
        },
        {
          property_id: property.id,
          property_name: 'Vista Angkasa',
          unit_id: unitA.id,
          unit_name: 'A-1',
          room_id: null,
          room_name: null,
          vacant_since: '2026-01-01',
          days_vacant: 123,
        },
      ],
    });
    // A tenant has no operator dashboard.
    const tenantToken = await makeSession(db(), { kind: 'user', id: tenant.id });
    expect((await t.call('user-get-tenancy-stats', {}, { token: tenantToken })).status_code).toBe(103);
  });
});
