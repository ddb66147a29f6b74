import { describe, expect, it } from 'vitest';
import { propertiesCalls } from '../calls';
import { code, propertiesSuite } from './fixtures';

// Every call of the module, against every kind of caller: the envelope's role and privilege rules
// (103, 802) and input validation (101) hold for each one, not only for those tested by hand.
const fx = propertiesSuite();

const BAD_INPUT = {
  id: 'x',
  property_id: 'x',
  unit_id: 'x',
  rental_id: 'x',
  company_id: 'x',
  page: 'x',
  title: '',
};

describe('access matrix of the properties calls', () => {
  it('declares every call with an audience, roles and a privilege where the area is gated', () => {
    for (const call of propertiesCalls) {
      if (call.audience === 'public') continue;
      expect(call.roles, call.name).not.toBe('any');
      const isLandlordOnly = Array.isArray(call.roles) && call.roles.every((r) => r === 'landlord');
      if (!isLandlordOnly) expect(call.privilege, call.name).toMatch(/^properties/);
    }
  });

  it('gives the read and upload calls the roles of their siblings', () => {
    const rolesOf = (name: string) => {
      const call = propertiesCalls.find((c) => c.name === name);
      return call && [call.audience, call.roles, call.privilege, call.files?.photos?.kind ?? null];
    };
    // A room is read like its unit: operators of the company, and landlords on the properties they own.
    expect(rolesOf('user-get-room')).toEqual(rolesOf('user-get-unit'));
    expect(rolesOf('admin-get-room')).toEqual(rolesOf('admin-get-unit'));
    expect(rolesOf('admin-upload-property-photos')).toEqual(['admin', ['admin'], 'properties', 'image']);
    expect(rolesOf('user-upload-property-photos')).toEqual([
      'user',
      ['operator', 'landlord'],
      'properties',
      'image',
    ]);
  });

  it.each(propertiesCalls.filter((c) => c.audience === 'user').map((c) => [c.name, c] as const))(
    '%s: refuses other roles (103), team members without the key (103) and admin tokens (802)',
    async (name, call) => {
      const roles = call.roles as readonly string[];
      if (!roles.includes('operator')) expect(await code(fx, name, {}, fx.tokens.owner)).toBe(103);
      if (!roles.includes('landlord')) expect(await code(fx, name, {}, fx.tokens.landlord)).toBe(103);
      expect(await code(fx, name, {}, fx.tokens.tenant)).toBe(103);
      if (roles.includes('operator')) expect(await code(fx, name, {}, fx.tokens.outsider)).toBe(103);
      expect(await code(fx, name, {}, fx.tokens.admin)).toBe(802);
      expect(await code(fx, name, {})).toBe(802);
    },
  );

  it.each(propertiesCalls.filter((c) => c.audience === 'admin').map((c) => [c.name] as const))(
    '%s: refuses sub-admins without the key (103) and user tokens (802)',
    async (name) => {
      expect(await code(fx, name, {}, fx.tokens.subAdmin)).toBe(103);
      expect(await code(fx, name, {}, fx.tokens.owner)).toBe(802);
    },
  );

  it.each(
    propertiesCalls
      .filter((c) => !['user-get-booking-setting'].includes(c.name))
      .map((c) => [c.name, c] as const),
  )('%s: answers malformed input with 101 for an allowed caller', async (name, call) => {
    const roles = call.roles === 'any' ? [] : (call.roles as readonly string[]);
    const token =
      call.audience === 'admin'
        ? fx.tokens.admin
        : call.audience === 'public'
          ? undefined
          : roles.includes('operator')
            ? fx.tokens.owner
            : fx.tokens.landlord;
    expect(await code(fx, name, BAD_INPUT, token)).toBe(101);
  });
});
