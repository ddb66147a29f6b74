import {
  defaultSignupType,
  isValidDomainCode,
  normaliseDomainCode,
  normaliseMobile,
  OPERATOR_PRIVILEGES,
  SESSION_DAYS_AFTER_REGISTRATION,
  type TRegisterValues,
  TRIAL_DAYS,
  ZRegisterInput,
  ZRegisterOutput,
} from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { invalid } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import type { TServices } from '../../http/services';
import { notify } from '../notifications/notify';
import { insertCompany, isDomainCodeTaken, updateCompany } from './company-repository';
import { uniqueViolation } from '../../core/db-errors';
import { sendLinkEmail } from './email-links';
import { welcomeNotice } from './notices';
import { sendOtp, useOtp } from './otp';
import { hashSecret } from './passwords';
import { createSession } from './session-repository';
import { newNotificationKey } from './tokens';
import { buildUserInfo } from './user-info';
import { insertUser, isEmailTaken, isMobileTaken } from './user-repository';

type TApplicant = TRegisterValues & { national: string; e164: string; emailLower: string | null };

/** The checks that need the database (both steps): duplicates become field errors (101). */
async function checkAvailability(services: TServices, a: TApplicant): Promise<void> {
  const errors: Record<string, string> = {};
  if (a.emailLower && (await isEmailTaken(services.db, a.emailLower))) errors.email = 'email-taken';
  if (await isMobileTaken(services.db, a.role, a.mobile_country_code, a.national))
    errors.mobile = 'mobile-taken';
  if (a.role === 'operator' && a.company_domain) {
    if (!isValidDomainCode(a.company_domain)) errors.company_domain = 'domain-code-format';
    else if (await isDomainCodeTaken(services.db, normaliseDomainCode(a.company_domain)))
      errors.company_domain = 'domain-code-taken';
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const CONSTRAINT_FIELD: Record<string, [string, string]> = {
  users_email_uq: ['email', 'email-taken'],
  users_mobile_uq: ['mobile', 'mobile-taken'],
  companies_domain_code_uq: ['company_domain', 'domain-code-taken'],
};

async function createAccount(services: TServices, a: TApplicant, signupType: 'mobile' | 'email') {
  const now = services.now();
  const passwordHash = await hashSecret(a.password);
  try {
    return await services.db.transaction(async (tx) => {
      const company =
        a.role === 'operator'
          ? await insertCompany(tx, {
              name: a.company_name!.trim(),
              domainCode: normaliseDomainCode(a.company_domain!),
              trialStartsAt: now,
              trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
              referralCode: a.referral_code ?? null,
            })
          : null;
      const user = await insertUser(tx, {
        role: a.role,
        name: a.name,
        email: a.emailLower,
        mobileCountryCode: a.mobile_country_code,
        mobile: a.national,
        passwordHash,
        // The code proved the channel it went to; an e-mail given besides a mobile is verified by link.
        emailVerifiedAt: signupType === 'email' ? now : null,
        companyId: company?.id ?? null,
        notificationKey: newNotificationKey(),
        referredByCode: a.referral_code ?? null,
        lastLoginAt: now,
      });
      if (company) await updateCompany(tx, company.id, { ownerUserId: user.id });
      return { user, company };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    const mapped = constraint !== null ? CONSTRAINT_FIELD[constraint] : undefined;
    if (mapped) throw invalid({ [mapped[0]]: mapped[1] });
    throw error;
  }
}

async function register({
  input,
  services,
  lang,
  ip,
  requestId,
  deviceInfo,
}: TCallContext<z.output<typeof ZRegisterInput>>) {
  const mobile = normaliseMobile(input.mobile_country_code, input.mobile);
  if (!mobile) throw invalid({ mobile: 'invalid-mobile' });
  const applicant: TApplicant = {
    ...input,
    national: mobile.national,
    e164: mobile.e164,
    emailLower: input.email ? input.email.toLowerCase() : null,
  };
  const signupType = input.signup_type ?? defaultSignupType(input.role);
  await checkAvailability(services, applicant);
  const key = signupType === 'mobile' ? applicant.e164 : applicant.emailLower!;

  if (input.confirm !== 1) {
    const channel = signupType === 'mobile' ? 'sms' : 'email';
    return sendOtp(services, { purpose: 'register', key, channel, to: key }, lang);
  }

  await useOtp(services, 'register', key, input.otp!);
  const { user, company } = await createAccount(services, applicant, signupType);
  const now = services.now();
  const token = await createSession(
    services.db,
    { kind: 'user', id: user.id },
    {
      now,
      days: SESSION_DAYS_AFTER_REGISTRATION,
      ip,
      deviceInfo,
    },
  );
  await writeAudit(
    services.db,
    { kind: 'user', userId: user.id },
    {
      action: 'register',
      entity: 'user',
      entityId: user.id,
      companyId: company?.id ?? null,
      after: {
        role: user.role,
        signup_type: signupType,
        company_id: company?.id ?? null,
        privileges: company ? OPERATOR_PRIVILEGES.length : 0,
      },
      ip,
      requestId,
    },
  );
  if (user.email && !user.emailVerifiedAt) {
    await sendLinkEmail(services, { id: user.id, role: user.role, email: user.email }, 'verify-email', lang);
  }
  await notify(services, { kind: 'user', id: user.id }, welcomeNotice(user.role));
  return { user_info: await buildUserInfo(services.db, user), login_token: token };
}

export const publicRegister = defineCall({
  name: 'public-register',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: ZRegisterInput,
  output: ZRegisterOutput,
  handler: register,
});
