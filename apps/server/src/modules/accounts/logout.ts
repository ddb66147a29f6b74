import { USER_ROLES, ZEmpty } from '@sewa/domain';
import { defineCall, type TCallContext } from '../../http/registry';
import { revokeSession } from './session-repository';

// The session ends on the server: the token's next use is answered 302.
async function logout({ caller, services }: TCallContext<Record<string, never>>) {
  if (caller.kind !== 'public') await revokeSession(services.db, caller.sessionId, services.now());
  return {};
}

export const userLogout = defineCall({
  name: 'user-logout',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZEmpty,
  output: ZEmpty,
  handler: logout,
});

export const adminLogout = defineCall({
  name: 'admin-logout',
  audience: 'admin',
  roles: ['admin'],
  privilege: null,
  input: ZEmpty,
  output: ZEmpty,
  handler: logout,
});
