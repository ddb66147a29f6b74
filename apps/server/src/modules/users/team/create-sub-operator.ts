import { normaliseMobile, type TSubOperator, type ZCreateSubOperatorInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../../core/db-errors';
import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { forbidden, invalid } from '../../../http/errors';
import { hashSecret } from '../../accounts/passwords';
import { newNotificationKey } from '../../accounts/tokens';
import { insertUser, isEmailTaken, isMobileTaken } from '../../accounts/user-repository';
import { checkManagedProperties, checkOperatorRole } from './member-values';
import { findCompanyOwner } from './repository';
import { subOperatorView } from './views';

const takenField = (constraint: string | null) =>
  constraint === 'users_email_uq'
    ? invalid({ email: 'email-taken' })
    : constraint === 'users_mobile_uq'
      ? invalid({ mobile: 'mobile-taken' })
      : null;

/**
 * user-create-sub-operator (product §2.2 users/team): an operator account of the company under its
 * owner, holding the role's keys. The owner types the e-mail (the login) and the first password, so the
 * e-mail counts as verified; the member may change the password after signing in.
 */
export async function createSubOperator(
  uc: TUseCase,
  input: z.output<typeof ZCreateSubOperatorInput>,
): Promise<TSubOperator> {
  const companyId = companyOf(uc.scope);
  const { services } = uc;
  const ownerId = await findCompanyOwner(services.db, companyId);
  if (ownerId === null) throw forbidden();
  const national = normaliseMobile(input.mobile_country_code, input.mobile)?.national ?? input.mobile;
  const email = input.email.toLowerCase();
  const errors: Record<string, string> = {};
  if (await isEmailTaken(services.db, email)) errors.email = 'email-taken';
  if (await isMobileTaken(services.db, 'operator', input.mobile_country_code, national))
    errors.mobile = 'mobile-taken';
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const passwordHash = await hashSecret(input.password);
  const now = services.now();
  try {
    const view = await services.db.transaction(async (tx) => {
      const role = await checkOperatorRole(tx, companyId, input.role_id);
      const managed = await checkManagedProperties(tx, companyId, input.property_ids);
      const user = await insertUser(tx, {
        role: 'operator',
        name: input.name,
        email,
        mobileCountryCode: input.mobile_country_code,
        mobile: national,
        passwordHash,
        emailVerifiedAt: now,
        companyId,
        parentUserId: ownerId,
        customRoleId: role.role.id,
        managedPropertyIds: managed,
        notificationKey: newNotificationKey(),
        // As every account opened for someone: the request's language until they choose their own.
        language: uc.lang,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, uc, {
        companyId,
        action: 'create',
        entity: 'sub_operator',
        entityId: user.id,
        after: { name: user.name, email, role_id: role.role.id, property_ids: managed },
      });
      return { user, roleName: role.role.name };
    });
    return subOperatorView(view);
  } catch (error) {
    throw takenField(uniqueViolation(error)) ?? error;
  }
}
