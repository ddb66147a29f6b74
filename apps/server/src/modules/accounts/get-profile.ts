import { USER_ROLES, ZAdminProfileOutput, ZEmpty, ZUserProfileOutput } from '@sewa/domain';
import { notFound } from '../../http/errors';
import { defineCall } from '../../http/registry';
import { adminInfo } from './login';
import { buildUserProfile } from './user-info';
import { findAdminById, findUserById } from './user-repository';

export const userGetProfile = defineCall({
  name: 'user-get-profile',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZEmpty,
  output: ZUserProfileOutput,
  handler: async ({ caller, services }) => {
    const user = caller.kind === 'user' ? await findUserById(services.db, caller.userId) : undefined;
    if (!user) throw notFound();
    return { profile: await buildUserProfile(services.db, user) };
  },
});

export const adminGetProfileInfo = defineCall({
  name: 'admin-get-profile-info',
  audience: 'admin',
  roles: ['admin'],
  privilege: null,
  input: ZEmpty,
  output: ZAdminProfileOutput,
  handler: async ({ caller, services }) => {
    const admin = caller.kind === 'admin' ? await findAdminById(services.db, caller.adminId) : undefined;
    if (!admin) throw notFound();
    return { info: adminInfo(admin) };
  },
});
