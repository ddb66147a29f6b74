import { companyOf } from '../../core/scope';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict } from '../../http/errors';
import { credentialsFingerprint, storedCompanyCredentials } from './merchant-credentials';
import { deleteActivation, findActivation, findCompanyGatewayAccount, saveActivation } from './repository';

// A company's own gateway account (its tenants' online payments) is active only after its stored
// credentials were verified against the gateway, and only for those exact credentials.

async function statusOf(uc: TUseCase, companyId: number) {
  const { db, config, payments } = uc.services;
  const company = await findCompanyGatewayAccount(db, companyId);
  const creds = await storedCompanyCredentials(db, companyId, config.secretKey);
  const activation = await findActivation(db, companyId);
  const isActivated =
    !!creds &&
    !!activation &&
    activation.gateway === payments.name &&
    activation.credentialsFingerprint === credentialsFingerprint(creds);
  return {
    gateway: payments.name,
    username: company?.paymentUsername ?? null,
    has_secret: !!company?.paymentSecretEnc,
    is_activated: isActivated,
    verified_at: isActivated ? activation.verifiedAt.toISOString() : null,
  };
}

/** user-get-payment-gateway */
export const getPaymentGateway = (uc: TUseCase) => statusOf(uc, companyOf(uc.scope));

/** user-verify-payment-gateway: asks the gateway; activates on success, deactivates on refusal. */
export async function verifyPaymentGateway(uc: TUseCase) {
  const companyId = companyOf(uc.scope);
  const { db, config, payments } = uc.services;
  const creds = await storedCompanyCredentials(db, companyId, config.secretKey);
  if (!creds) throw conflict('gateway-credentials-missing');
  const isAccepted = await payments.verifyCredentials(creds).catch(() => {
    throw conflict('gateway-unavailable');
  });
  const at = uc.services.now();
  await db.transaction(async (tx) => {
    if (isAccepted) {
      await saveActivation(tx, {
        companyId,
        gateway: payments.name,
        username: creds.username,
        credentialsFingerprint: credentialsFingerprint(creds),
        verifiedAt: at,
        verifiedByUserId: uc.caller.kind === 'user' ? uc.caller.userId : null,
      });
    } else {
      await deleteActivation(tx, companyId);
    }
    await audit(tx, uc, {
      companyId,
      action: isAccepted ? 'activate' : 'refuse',
      entity: 'payment-gateway',
      entityId: companyId,
      after: { gateway: payments.name, username: creds.username },
    });
  });
  if (!isAccepted) throw conflict('gateway-credentials-refused');
  return statusOf(uc, companyId);
}
