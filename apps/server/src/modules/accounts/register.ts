import {
  defaultSignupType,
  isValidDomainCode,
  normaliseDomainCode,
  normaliseMobile,
  OPERATOR_PRIVILEGES,
  SESSION_DAYS_AFTER_REGISTRATION,
  type TRegisterOutput,
  type TRegisterValues,
  TRIAL_DAYS,
} from '@sewa/domain';
import { writeAudit } from '../../core/audit';
import { uniqueViolation } from '../../core/db-errors';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TServices } from '../../http/services';
import { publishNotification, storeNotification } from '../notifications/notify';
import { insertCompany, isDomainCodeTaken, updateCompany } from './company-repository';
import { prepareLinkEmail } from './email-links';
import { origin } from './my-account';
import { welcomeNotice } from './notices';
import { sendOtp, useOtp } from './otp';
import { hashSecret } from './passwords';
import { createSession } from './session-repository';
import { newNotificationKey } from './tokens';
import { buildUserInfo } from './user-info';
import { insertUser, isEmailTaken, isMobileTaken } from './user-repository';

type TApplicant = TRegisterValues & { national: string; e164: string; emailLower: string | null };
type TSignupType = 'mobile' | 'email';

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

// A sign-up racing another with the same e-mail, mobile or domain code loses on the unique key.
const CONSTRAINT_FIELD: Record<string, [string, string]> = {
  users_email_uq: ['email', 'email-taken'],
  users_mobile_uq: ['mobile', 'mobile-taken'],
  companies_domain_code_uq: ['company_domain', 'domain-code-taken'],
};

/**
 * Step 2 in one transaction: company (operators), user, session, audit row, the verification link and
 * the welcome notification. The e-mail and the live push go out once it has committed.
 */
async function createAccount(uc: TUseCase, a: TApplicant, signupType: TSignupType) {
  const { services } = uc;
  const now = services.now();
  const passwordHash = await hashSecret(a.password);
  const created = await services.db.transaction(async (tx) => {
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
      // What is sent later without a request of theirs goes in the language they signed up in.
      language: uc.lang,
      lastLoginAt: now,
    });
    if (company) await updateCompany(tx, company.id, { ownerUserId: user.id });
    const { token, notificationKey } = await createSession(
      tx,
      { kind: 'user', id: user.id },
      { now, days: SESSION_DAYS_AFTER_REGISTRATION, ip: uc.ip, deviceInfo: uc.deviceInfo },
    );
    await writeAudit(
      tx,
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
        ...origin(uc),
      },
    );
    const mail =
      user.email && !user.emailVerifiedAt
        ? await prepareLinkEmail(
            tx,
            services,
            { id: user.id, role: user.role, email: user.email },
            'verify-email',
            uc.lang,
          )
        : null;
    // Queued with the account: sent only if it commits (ADR 0027).
    if (mail) await services.messaging.send(mail, tx);
    const welcome = await storeNotification(tx, { kind: 'user', id: user.id }, welcomeNotice(user.role), now);
    return { user, token, welcome, userInfo: await buildUserInfo(tx, user, notificationKey) };
  });
  publishNotification(services, created.welcome);
  return { user_info: created.userInfo, login_token: created.token };
}

/**
 * public-register, two steps: without `confirm` the details are checked and a code is sent; with
 * `confirm` 1 and the code the account is created and signed in.
 */
export async function register(uc: TUseCase, input: TRegisterValues): Promise<TRegisterOutput> {
  const { services } = uc;
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
    return sendOtp(services, { purpose: 'register', key, channel, to: key }, uc.lang);
  }

  // The code's tries are counted outside the account's transaction: a wrong code must still count.
  await useOtp(services, 'register', key, input.otp!);
  try {
    return await createAccount(uc, applicant, signupType);
  } catch (error) {
    const constraint = uniqueViolation(error);
    const mapped = constraint !== null ? CONSTRAINT_FIELD[constraint] : undefined;
    if (mapped) throw invalid({ [mapped[0]]: mapped[1] });
    throw error;
  }
}
