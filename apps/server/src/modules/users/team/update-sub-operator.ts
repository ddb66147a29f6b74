import { normaliseMobile, type TSubOperator, type ZUpdateSubOperatorInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../../core/db-errors';
import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { invalid, notFound } from '../../../http/errors';
import { isMobileTaken, updateUser } from '../../accounts/user-repository';
import { publishAll, storeAccessChanged } from './access-changed';
import { checkManagedProperties, checkOperatorRole } from './member-values';
import { findSubOperator } from './repository';
import { subOperatorView } from './views';

/**
 * user-update-sub-operator: name, mobile, role and managed properties. The e-mail is the login and is
 * not changed here. The company owner is not a sub-operator, so it is not found (102): it always holds
 * every key (product §2.2 users/team).
 */
export async function updateSubOperator(
  uc: TUseCase,
  input: z.output<typeof ZUpdateSubOperatorInput>,
): Promise<TSubOperator> {
  const companyId = companyOf(uc.scope);
  const { services } = uc;
  const national = normaliseMobile(input.mobile_country_code, input.mobile)?.national ?? input.mobile;
  try {
    const view = await services.db.transaction(async (tx) => {
      const before = await findSubOperator(tx, companyId, input.id);
      if (!before) throw notFound();
      if (await isMobileTaken(tx, 'operator', input.mobile_country_code, national, input.id))
        throw invalid({ mobile: 'mobile-taken' });
      const role = await checkOperatorRole(tx, companyId, input.role_id);
      const managed = await checkManagedProperties(tx, companyId, input.property_ids);
      const user = await updateUser(tx, input.id, {
        name: input.name,
        mobileCountryCode: input.mobile_country_code,
        mobile: national,
        customRoleId: role.role.id,
        managedPropertyIds: managed,
        updatedAt: services.now(),
      });
      await audit(tx, uc, {
        companyId,
        action: 'update',
        entity: 'sub_operator',
        entityId: input.id,
        before: {
          name: before.user.name,
          mobile: before.user.mobile,
          role_id: before.user.customRoleId,
          property_ids: before.user.managedPropertyIds,
        },
        after: { name: input.name, mobile: national, role_id: role.role.id, property_ids: managed },
      });
      const notices =
        before.user.customRoleId === role.role.id
          ? []
          : await storeAccessChanged(tx, [{ kind: 'user', id: input.id }], role.role.name, services.now());
      return { user, roleName: role.role.name, notices };
    });
    publishAll(services, view.notices);
    return subOperatorView(view);
  } catch (error) {
    throw uniqueViolation(error) === 'users_mobile_uq' ? invalid({ mobile: 'mobile-taken' }) : error;
  }
}
