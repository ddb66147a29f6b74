import {
  isValidMobile,
  normaliseMobile,
  type TUserProfile,
  type TUserRole,
  ZProfileFields,
  type ZUpdateProfileInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { prepareLinkEmail } from './email-links';
import { myUserCaller } from './my-account';
import { pickProfileFields, userProfileOf } from './user-info';
import { isEmailTaken, isMobileTaken, type TUserRow, updateUser } from './user-repository';

type TInput = z.output<typeof ZUpdateProfileInput>;

/** The names of the fields that changed: personal values stay out of the audit trail. */
function changedFields(before: TUserRow, after: TUserRow, profile: Record<string, unknown>): string[] {
  const changed = (['name', 'email', 'mobile'] as const).filter((k) => before[k] !== after[k]) as string[];
  for (const k of new Set([...Object.keys(before.profile ?? {}), ...Object.keys(profile)])) {
    if (before.profile?.[k] !== profile[k]) changed.push(k);
  }
  return changed;
}

/** The whole profile form is saved; a new e-mail address needs verifying again (a link is sent). */
export async function updateProfile(uc: TUseCase, input: TInput): Promise<TUserProfile> {
  const { services } = uc;
  const caller = myUserCaller(uc);
  const user = caller.account;
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

  // Keys other modules keep in the profile (a contractor's work, users/partners) are not this form's.
  const kept = Object.entries(user.profile ?? {}).filter(([k]) => !(k in ZProfileFields.shape));
  const profile = {
    ...Object.fromEntries(kept),
    ...pickProfileFields(role, input as Record<string, unknown>),
  };
  const { updated } = await services.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, {
      name: input.name,
      email,
      emailVerifiedAt: isEmailChanged ? null : user.emailVerifiedAt,
      mobileCountryCode: mobile.countryCode,
      mobile: mobile.national,
      profile,
    });
    await audit(tx, uc, {
      action: 'update-profile',
      entity: 'user',
      entityId: user.id,
      after: { changed: changedFields(user, row, profile) },
    });
    const link =
      email && isEmailChanged
        ? await prepareLinkEmail(
            tx,
            services,
            { id: user.id, role: user.role, email },
            'verify-email',
            uc.lang,
            {
              quiet: true,
            },
          )
        : null;
    // Queued with the change: sent only if it commits (ADR 0027).
    if (link) await services.messaging.send(link, tx);
    return { updated: row };
  });
  // The form changes neither the company nor the keys: the caller's are still right.
  return userProfileOf(caller, updated);
}
