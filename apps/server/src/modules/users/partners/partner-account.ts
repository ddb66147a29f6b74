import type { TDbExecutor } from '@sewa/db';
import { audit, type TUseCase } from '../../../core/use-case';
import { newNotificationKey } from '../../accounts/tokens';
import { insertUser, type TUserRow, updateUser } from '../../accounts/user-repository';
import { changedFields, checkLogin, type TLogin, type TLoginInput } from './partner-values';

// The steps the landlord, contractor and sub-contractor use cases share: the account row, its login
// checked against the other accounts, and its audit row. Each runs in the use case's transaction; the
// use case catches the unique-key race with `loginRace`.

export type TPartnerEntity = 'landlord' | 'contractor' | 'sub-contractor';
type TAccountInput = TLoginInput & { name: string };

const ROLE_OF: Record<TPartnerEntity, 'landlord' | 'contractor'> = {
  landlord: 'landlord',
  contractor: 'contractor',
  'sub-contractor': 'contractor',
};

/**
 * A new partner account (the mobile is its login, no password yet): 101 when another account holds the
 * mobile or the e-mail. `account`: whose it is (company, main contractor) and its profile; `audited`: what
 * the audit row shows besides the name.
 */
export async function insertPartnerAccount(
  tx: TDbExecutor,
  uc: TUseCase,
  entity: TPartnerEntity,
  input: TAccountInput,
  account: { companyId: number | null; parentUserId?: number; profile: Record<string, unknown> },
  audited: Record<string, unknown>,
): Promise<{ user: TUserRow; login: TLogin }> {
  const role = ROLE_OF[entity];
  const now = uc.services.now();
  const login = await checkLogin(tx, role, input);
  const user = await insertUser(tx, {
    role,
    name: input.name,
    email: login.email,
    mobileCountryCode: login.countryCode,
    mobile: login.national,
    ...account,
    notificationKey: newNotificationKey(),
    // The invitation goes in the request's language; so does what is sent to them until they choose.
    language: uc.lang,
    createdAt: now,
    updatedAt: now,
  });
  await audit(tx, uc, {
    companyId: account.companyId,
    action: 'create',
    entity,
    entityId: user.id,
    after: { name: user.name, ...audited },
  });
  return { user, login };
}

/**
 * The whole form saved over a partner's row (locked and found by the use case): a changed mobile is
 * checked like a new one; the audit row names the fields that changed, never their values.
 */
export async function updatePartnerAccount(
  tx: TDbExecutor,
  uc: TUseCase,
  entity: TPartnerEntity,
  before: TUserRow,
  input: TAccountInput,
  profile: Record<string, unknown>,
): Promise<TUserRow> {
  const login = await checkLogin(tx, ROLE_OF[entity], input, before.id);
  const after = await updateUser(tx, before.id, {
    name: input.name,
    email: login.email,
    mobileCountryCode: login.countryCode,
    mobile: login.national,
    profile,
    updatedAt: uc.services.now(),
  });
  await audit(tx, uc, {
    companyId: before.companyId,
    action: 'update',
    entity,
    entityId: before.id,
    after: {
      changed: changedFields(
        { name: before.name, email: before.email, mobile: before.mobile, ...before.profile },
        { name: after.name, email: after.email, mobile: after.mobile, ...after.profile },
      ),
    },
  });
  return after;
}
