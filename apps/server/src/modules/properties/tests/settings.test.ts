import type { TBookingSetting, TRentalBookingSetting } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { code, ok, propertiesSuite, publishedListing } from './fixtures';

const fx = propertiesSuite();

const setting = {
  booking_fee_sen: 30_000,
  is_credit_check_required: true,
  move_in_items: ['first_month_rent', 'security_deposit'],
};

describe('booking settings', () => {
  it('starts from the built-in default, then keeps the company default', async () => {
    const start = await ok<TBookingSetting>(fx, 'user-get-booking-setting', {}, fx.tokens.owner);
    expect(start).toMatchObject({
      company_id: fx.company.id,
      booking_fee_sen: 0,
      is_credit_check_required: false,
    });
    expect(start.move_in_items).toHaveLength(12);
    const saved = await ok<TBookingSetting>(fx, 'user-update-booking-setting', setting, fx.tokens.owner);
    expect(saved).toEqual({ company_id: fx.company.id, ...setting });
    const other = await ok<TBookingSetting>(fx, 'user-get-booking-setting', {}, fx.tokens.other);
    expect(other.booking_fee_sen).toBe(0); // one company's default is not another's
  });

  it('overrides per rental and falls back to the company default', async () => {
    const { rental } = await publishedListing(fx);
    const first = await ok<TRentalBookingSetting>(
      fx,
      'user-get-rental-booking-setting',
      { rental_id: rental.id },
      fx.tokens.team,
    );
    expect([first.override, first.effective.booking_fee_sen]).toEqual([null, 30_000]);
    const own = {
      booking_fee_sen: 10_000,
      is_credit_check_required: false,
      move_in_items: ['first_month_rent'],
    };
    const overridden = await ok<TRentalBookingSetting>(
      fx,
      'user-update-rental-booking-setting',
      { rental_id: rental.id, ...own },
      fx.tokens.team,
    );
    expect([overridden.override, overridden.effective]).toEqual([own, own]);
    const partial = await fx.t.call(
      'user-update-rental-booking-setting',
      { rental_id: rental.id, booking_fee_sen: 5 },
      { token: fx.tokens.owner },
    );
    expect(Object.keys(partial.errors ?? {}).sort()).toEqual(['is_credit_check_required', 'move_in_items']);
    const back = await ok<TRentalBookingSetting>(
      fx,
      'user-update-rental-booking-setting',
      { rental_id: rental.id, use_company_default: true },
      fx.tokens.owner,
    );
    expect([back.override, back.effective.booking_fee_sen]).toEqual([null, 30_000]);
    expect(await code(fx, 'user-get-rental-booking-setting', { rental_id: rental.id }, fx.tokens.other)).toBe(
      102,
    );
    expect(
      await code(
        fx,
        'user-update-rental-booking-setting',
        { rental_id: rental.id, use_company_default: true },
        fx.tokens.other,
      ),
    ).toBe(102);
  });

  it('gates the company default by properties/booking-setting (103) and validates (101)', async () => {
    expect(await code(fx, 'user-get-booking-setting', {}, fx.tokens.team)).toBe(103);
    expect(await code(fx, 'user-update-booking-setting', setting, fx.tokens.team)).toBe(103);
    expect(await code(fx, 'user-get-booking-setting', {}, fx.tokens.landlord)).toBe(103);
    expect(
      await code(
        fx,
        'user-update-booking-setting',
        { ...setting, move_in_items: ['spa_voucher'] },
        fx.tokens.owner,
      ),
    ).toBe(101);
    expect(
      await code(fx, 'user-update-booking-setting', { ...setting, booking_fee_sen: -1 }, fx.tokens.owner),
    ).toBe(101);
  });

  it('lets admins read and set any company default', async () => {
    const saved = await ok<TBookingSetting>(
      fx,
      'admin-update-booking-setting',
      { company_id: fx.otherCompany.id, ...setting },
      fx.tokens.admin,
    );
    expect(saved.booking_fee_sen).toBe(30_000);
    expect(
      (
        await ok<TBookingSetting>(
          fx,
          'admin-get-booking-setting',
          { company_id: fx.otherCompany.id },
          fx.tokens.admin,
        )
      ).booking_fee_sen,
    ).toBe(30_000);
    expect(
      await code(fx, 'admin-get-booking-setting', { company_id: fx.otherCompany.id }, fx.tokens.subAdmin),
    ).toBe(103);
  });
});
