import {
  isValidMobile,
  normaliseMobile,
  type TUserRole,
  USER_ROLES,
  ZAdminProfileOutput,
  ZAdminUpdateProfileInput,
  ZUpdateProfileInput,
  ZUserProfileOutput,
} from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { invalid, notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { sendLinkEmail } from './email-links';
import { adminInfo } from './login';
import { buildUserProfile, pickProfileFields } from './user-info';
import {
  findAdminById,
  findUserById,
  isAdminEmailTaken,
  isEmailTaken,
  isMobileTaken,
  updateAdmin,
  updateUser,
} from './user-repository';

type TInput = z.output<typeof ZUpdateProfileInput>;

/** The whole profile form is saved; a new e-mail address needs verifying again (a link is sent). */
async function updateProfile({ input, caller, services, lang, ip, requestId }: TCallContext<TInput>) {
  const user = caller.kind === 'user' ? await findUserById(services.db, caller.userId) : undefined;
  if (!user) throw notFound();
  const role = user.role as TUserRole;
  const errors: Record<string, string> = {};
  const email = input.email?.toLowerCase() ?? null;
  if (role === 'operator' && !email) errors.email = 'required';
  const isEmailChanged = email !== (user.email?.toLowerCase() ?? null);
  if (email && isEmailChanged && (await isEmailTaken(services.db, email, user.id)))
    errors.email = 'email-taken';

  // Only operators change their mobile here: for the other roles it is the login, kept as it is.
  let mobile = { countryCode: user.mobileCountryCode, national: user.mobile };
  if (role === 'operator' && input.mobile) {
    const cc = input.mobile_country_code ?? '60';
    const m = normaliseMobile(cc, input.mobile);
    if (!m || !isValidMobile(cc, input.mobile)) errors.mobile = 'invalid-mobile';
    else if (await isMobileTaken(services.db, role, cc, m.national, user.id)) errors.mobile = 'mobile-taken';
    else mobile = { countryCode: cc, national: m.national };
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const profile = pickProfileFields(role, input as Record<string, unknown>);
  const updated = await updateUser(services.db, user.id, {
    name: input.name,
    email,
    emailVerifiedAt: isEmailChanged ? null : user.emailVerifiedAt,
    mobileCountryCode: mobile.countryCode,
    mobile: mobile.national,
    profile,
  });
  const changed = ['name', 'email', 'mobile'].filter((k) => {
    const before = { name: user.name, email: user.email, mobile: user.mobile } as Record<string, unknown>;
    const after = { name: updated.name, email: updated.email, mobile: updated.mobile } as Record<
      string,
      unknown
    >;
    return before[k] !== after[k];
  });
  for (const k of new Set([...Object.keys(user.profile ?? {}), ...Object.keys(profile)])) {
    if (user.profile?.[k] !== profile[k]) changed.push(k);
  }
  // Field names only: personal values stay out of the audit trail (it outlives account deletion).
  await writeAudit(services.db, caller, {
    action: 'update-profile',
    entity: 'user',
    entityId: user.id,
    after: { changed },
    ip,
    requestId,
  });
  if (email && isEmailChanged) {
    await sendLinkEmail(services, { id: user.id, role: user.role, email }, 'verify-email', lang, {
      quiet: true,
    });
  }
  return { profile: await buildUserProfile(services.db, updated) };
}

export const userUpdateProfile = defineCall({
  name: 'user-update-profile',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZUpdateProfileInput,
  output: ZUserProfileOutput,
  handler: updateProfile,
});

export const adminUpdateProfile = defineCall({
  name: 'admin-update-profile',
  audience: 'admin',
  roles: ['admin'],
  privilege: null,
  input: ZAdminUpdateProfileInput,
  output: ZAdminProfileOutput,
  handler: async ({ input, caller, services, ip, requestId }) => {
    const admin = caller.kind === 'admin' ? await findAdminById(services.db, caller.adminId) : undefined;
    if (!admin) throw notFound();
    const email = input.email.toLowerCase();
    if (await isAdminEmailTaken(services.db, email, admin.id)) throw invalid({ email: 'email-taken' });
    const updated = await updateAdmin(services.db, admin.id, { name: input.name, email });
    await writeAudit(services.db, caller, {
      action: 'update-profile',
      entity: 'admin',
      entityId: admin.id,
      before: { name: admin.name, email: admin.email },
      after: { name: updated.name, email: updated.email },
      ip,
      requestId,
    });
    return { info: adminInfo(updated) };
  },
});
